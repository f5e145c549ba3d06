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
///
/// A protocol requiring `init()` (GridView's `protocol Initializable { init() }`, which its reuse
/// bundle makes registered cell classes through; sixty-fourth trial) can be adopted only by a class
/// with a required `init()`: of UIKit's roots, `CALayer` and `UIImage` get it; the others
/// (`UIResponder`, `UIGestureRecognizer`, …) do not, and each view class of the files whose
/// superclass is UIKit's gets the conformance instead, with `required convenience init() {
/// self.init(frame: .zero) }` when it is not final and declares no `init()` (UIView's `init()`
/// calls `init(frame: .zero)`, so a registered subclass's `init(frame:)` runs, as on iOS).
enum NSObjectCompatibleRule {
  /// UIKit's roots whose `init()` is required in Inertia.
  static let requiredInitRoots: Set<String> = ["CALayer", "UIImage"]

  static func rewrite(in files: [ParsedFile], index: TypeIndex) {
    let protocols = declaredProtocols(in: files)
    guard !protocols.isEmpty || index.extensions.contains(where: { $0.node.genericWhereClause != nil }) else {
      return
    }
    addConformances(in: files, index: index, protocols: protocols)
    widenRequirements(in: files, index: index)
  }

  private static func declaredProtocols(in files: [ParsedFile]) -> Set<String> {
    Set(topLevelProtocols(in: files).map(\.name.text))
  }

  private static func topLevelProtocols(in files: [ParsedFile]) -> [ProtocolDeclSyntax] {
    files.flatMap { file in file.tree.statements.compactMap { $0.item.as(ProtocolDeclSyntax.self) } }
  }

  /// The protocols of the files that require `init()`.
  private static func initRequiring(in files: [ParsedFile]) -> Set<String> {
    Set(
      topLevelProtocols(in: files).filter { decl in
        decl.memberBlock.members.contains {
          $0.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.isEmpty == true
        }
      }.map(\.name.text))
  }

  /// The view classes of the files whose superclass is UIKit's (not a class of the files).
  private static func topViewClasses(index: TypeIndex) -> [String] {
    index.classes.keys.sorted().filter { name in
      guard let entry = index.classNamed(name), let inherited = entry.firstInherited,
        index.classNamed(inherited) == nil, let root = CoderInitRule.root(of: name, index: index)
      else { return false }
      return CoderInitRule.isArchivedView(root)
    }
  }

  private static func addConformances(in files: [ParsedFile], index: TypeIndex, protocols: Set<String>) {
    var declared: Set<String> = []
    for entry in index.extensions {
      for type in entry.node.inheritanceClause?.inheritedTypes ?? [] {
        declared.insert(entry.extendedName + ":" + type.type.trimmedDescription)
      }
    }
    let needInit = initRequiring(in: files)
    for entry in index.extensions where entry.extendedName == "NSObject" {
      let adopted = entry.node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      let file = files[entry.fileIndex]
      if adopted.contains(where: needInit.contains) { keepOnApplePlatforms(entry.node, in: file) }
      for name in adopted where protocols.contains(name) {
        var roots = ThenConformanceRule.uiKitRoots.filter { !declared.contains($0 + ":" + name) }
        if needInit.contains(name) {
          roots = roots.filter(requiredInitRoots.contains)
          let views = topViewClasses(index: index).filter { !declared.contains($0 + ":" + name) }
          for view in views {
            declared.insert(view + ":" + name)
            guard let viewEntry = index.classNamed(view) else { continue }
            let viewFile = files[viewEntry.fileIndex]
            NSObjectGenericRule.addInitializer(to: viewEntry, in: viewFile, for: name)
            viewFile.appendConformance(
              of: view, to: name, line: viewFile.line(of: viewEntry.node),
              why: "NSObject adopts \(name) (which requires init()) here; UIKit's views are NSObjects on "
                + "iOS, and UIResponder has no required init() on Linux")
          }
        }
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

  /// `extension NSObject: Initializable {}` under `#if canImport(ObjectiveC)`: Linux's NSObject
  /// is Foundation's Swift class, whose `init()` is not required, so it cannot adopt a protocol
  /// requiring `init()` (Swift takes an Objective-C class's `init()` as required).
  private static func keepOnApplePlatforms(_ node: ExtensionDeclSyntax, in file: ParsedFile) {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    let indent = file.indentation(of: node)
    file.edit(
      start, start, "#if canImport(ObjectiveC)\n" + indent, line: file.line(of: node),
      what: "extension NSObject put under #if canImport(ObjectiveC)",
      why: "Linux's NSObject has no required init(), which the protocol requires")
    file.edit(end, end, "\n" + indent + "#endif", line: file.line(of: node), what: "#endif added", why: "")
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
