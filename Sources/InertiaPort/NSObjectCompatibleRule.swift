import SwiftSyntax

/// The "compatible" wrapper of a library (YetAnotherAnimationLibrary's `view.yaal.center`, in the
/// shape of RxSwift's `.rx`): a protocol of the files that NSObject adopts (`extension NSObject:
/// YaalCompatible {}`) gives every object a wrapper, and the wrapper's extensions constrain its
/// parameter to NSObject (`extension Yaal where Base: NSObject`) or to UIKit classes (`where Base:
/// UIView`). On iOS views and layers are NSObjects; Inertia's are not. So each UIKit root class
/// (`UIResponder`, `CALayer`, … as for Then) gets `extension UIResponder: YaalCompatible {}` after
/// the NSObject conformance, and a `Base: NSObject` requirement of a generic of the files that
/// another extension constrains to a UIKit class becomes `Base: NSObjectProtocol`, which Inertia's
/// objects and NSObject both adopt. A file that imports no UIKit gets `import InertiaUIKit`.
enum NSObjectCompatibleRule {
  static func rewrite(in files: [ParsedFile], index: TypeIndex) {
    let protocols = declaredProtocols(in: files)
    guard !protocols.isEmpty || index.extensions.contains(where: { $0.node.genericWhereClause != nil }) else {
      return
    }
    addConformances(in: files, index: index, protocols: protocols)
    widenRequirements(in: files, index: index)
  }

  private static func declaredProtocols(in files: [ParsedFile]) -> Set<String> {
    var names: Set<String> = []
    for file in files {
      for statement in file.tree.statements {
        if let decl = statement.item.as(ProtocolDeclSyntax.self) { names.insert(decl.name.text) }
      }
    }
    return names
  }

  private static func addConformances(in files: [ParsedFile], index: TypeIndex, protocols: Set<String>) {
    var declared: Set<String> = []
    for entry in index.extensions {
      for type in entry.node.inheritanceClause?.inheritedTypes ?? [] {
        declared.insert(entry.extendedName + ":" + type.type.trimmedDescription)
      }
    }
    for entry in index.extensions where entry.extendedName == "NSObject" {
      let adopted = entry.node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      let file = files[entry.fileIndex]
      for name in adopted where protocols.contains(name) {
        let roots = ThenConformanceRule.uiKitRoots.filter { !declared.contains($0 + ":" + name) }
        guard !roots.isEmpty else { continue }
        importUIKit(in: file, for: name)
        for root in roots {
          declared.insert(root + ":" + name)
          file.appendConformance(
            of: root, to: name, line: file.line(of: entry.node),
            why: "NSObject adopts \(name) here; UIKit's \(root) is an NSObject on iOS, not on Linux")
        }
      }
    }
  }

  /// `Base: NSObject` in the where clause of an extension of a generic of the files that another
  /// extension constrains to a UIKit class.
  private static func widenRequirements(in files: [ParsedFile], index: TypeIndex) {
    var uiKitBound: Set<String> = []
    for entry in index.extensions {
      for (parameter, bound) in requirements(of: entry.node) where isUIKitClass(bound.trimmedDescription) {
        uiKitBound.insert(entry.extendedName + "." + parameter)
      }
    }
    for entry in index.extensions {
      for (parameter, bound) in requirements(of: entry.node)
      where bound.trimmedDescription == "NSObject"
        && uiKitBound.contains(entry.extendedName + "." + parameter)
      {
        let file = files[entry.fileIndex]
        importUIKit(in: file, for: entry.extendedName)
        file.replace(
          bound, with: "NSObjectProtocol", what: "\(parameter): NSObject -> \(parameter): NSObjectProtocol",
          why: "other extensions of \(entry.extendedName) take UIKit's objects, NSObjects on iOS; Inertia's "
            + "conform to NSObjectProtocol instead")
      }
    }
  }

  private static func requirements(of node: ExtensionDeclSyntax) -> [(String, TypeSyntax)] {
    (node.genericWhereClause?.requirements ?? []).compactMap { requirement in
      guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self) else {
        return nil
      }
      return (conformance.leftType.trimmedDescription, conformance.rightType)
    }
  }

  private static func isUIKitClass(_ name: String) -> Bool {
    (name.hasPrefix("UI") || name.hasPrefix("CA")) && name.count > 2
      && name.dropFirst(2).first.map(\.isUppercase) == true
  }

  private static func importUIKit(in file: ParsedFile, for name: String) {
    guard file.importedModules.isDisjoint(with: ImportRule.uiKitModules) else { return }
    ImplicitImportRule.insert(
      "import InertiaUIKit\n", module: "InertiaUIKit", in: file, what: "import InertiaUIKit added",
      why: "\(name) is now given to UIKit's classes, which InertiaUIKit declares")
  }
}
