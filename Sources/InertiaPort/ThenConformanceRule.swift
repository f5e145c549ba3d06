import SwiftSyntax

/// `import Then` (devxoul's Then, `let label = UILabel().then { $0.text = "…" }`): on iOS the
/// library's `extension NSObject: Then {}` reaches every view, controller, layer, node and layout
/// spec, all NSObjects there. Inertia's classes are not NSObject subclasses, so the first file that
/// imports Then and UIKit gets `extension UIResponder: @retroactive Then {}` and the like for
/// UIKit's root classes, and the first that imports Then and Texture those of Texture's
/// (`ASDisplayNode`, `ASLayoutSpec`): each once in the program, as Then declares its own once. A
/// type the program already makes conform is left alone.
enum ThenConformanceRule {
  /// UIKit's classes that are NSObjects on iOS and whose subclasses programs configure with `then`.
  static let uiKitRoots = [
    "UIResponder", "CALayer", "UIGestureRecognizer", "UIBarButtonItem", "UITabBarItem",
    "UICollectionViewLayout", "NSLayoutConstraint", "UIImage", "UIBezierPath",
  ]
  /// Texture's NSObject roots.
  static let textureRoots = ["ASDisplayNode", "ASLayoutSpec"]

  static func add(in files: [ParsedFile], index: TypeIndex) {
    let declared = declaredConformances(index)
    let sources = files.filter { !$0.isHeader && $0.importedModules.contains("Then") }
    if let file = sources.first(where: { !$0.importedModules.isDisjoint(with: ImportRule.uiKitModules) }) {
      add(uiKitRoots.filter { !declared.contains($0) }, to: file, framework: "UIKit")
    }
    if let file = sources.first(where: { $0.importedModules.contains("InertiaTexture") }) {
      add(textureRoots.filter { !declared.contains($0) }, to: file, framework: "Texture")
    }
  }

  private static func add(_ names: [String], to file: ParsedFile, framework: String) {
    let line = file.tree.statements.first.map { file.line(of: $0) } ?? 1
    for name in names {
      file.appendConformance(
        of: name, to: "@retroactive Then", line: line,
        why: "Then gives `then` to NSObjects; \(framework)'s \(name) is one on iOS, not on Linux")
    }
  }

  /// The types the program's own extensions already declare `Then` for.
  private static func declaredConformances(_ index: TypeIndex) -> Set<String> {
    var names: Set<String> = []
    for entry in index.extensions {
      let inherited = entry.node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      if inherited.contains(where: { $0 == "Then" || $0.hasSuffix(" Then") || $0.hasSuffix(".Then") }) {
        names.insert(entry.extendedName)
      }
    }
    return names
  }
}
