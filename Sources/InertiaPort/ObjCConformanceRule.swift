import SwiftSyntax

/// Adds `extension C: UICollectionViewDelegateFlowLayout {}` for a class that implements the flow
/// layout's delegate methods (`collectionView(_:layout:sizeForItemAt:)` and the like) as `@objc`
/// methods without declaring the protocol. On iOS the layout finds such methods on its collection
/// view's delegate through the Objective-C runtime; in Swift on Linux only a declared conformance
/// lets the layout call them, and the `@objc` is removed.
enum ObjCConformanceRule {
  /// The protocol the flow layout asks its delegate through.
  static let flowLayoutProtocol = "UICollectionViewDelegateFlowLayout"
  /// The third argument label of each flow-layout delegate method `collectionView(_:layout:…)`.
  static let flowLayoutLabels: Set<String> = [
    "sizeForItemAt", "insetForSectionAt", "minimumLineSpacingForSectionAt",
    "minimumInteritemSpacingForSectionAt", "referenceSizeForHeaderInSection",
    "referenceSizeForFooterInSection",
  ]

  static func add(in files: [ParsedFile], index: TypeIndex) {
    for name in index.classes.keys.sorted() {
      guard let entry = index.classNamed(name), !declaresFlowLayout(name, index: index) else { continue }
      let bodies =
        [entry.node.memberBlock] + index.extensions.filter { $0.extendedName == name }.map(\.node.memberBlock)
      guard bodies.contains(where: hasObjCFlowLayoutMethod) else { continue }
      let file = files[entry.fileIndex]
      file.appendConformance(
        of: name, to: flowLayoutProtocol, line: file.line(of: entry.node),
        why: "\(name) has @objc flow-layout delegate methods, which iOS finds at run time; "
          + "on Linux the layout calls them through the protocol")
    }
  }

  /// Whether `name`, one of its extensions, or a superclass in the files declares the protocol.
  private static func declaresFlowLayout(_ name: String, index: TypeIndex) -> Bool {
    var current: String? = name
    var seen: Set<String> = []
    while let type = current, !seen.contains(type), let entry = index.classNamed(type) {
      seen.insert(type)
      let clauses =
        [entry.node.inheritanceClause]
        + index.extensions.filter { $0.extendedName == type }.map(\.node.inheritanceClause)
      for clause in clauses.compactMap({ $0 }) {
        let names = clause.inheritedTypes.map { $0.type.trimmedDescription }
        if names.contains(where: { $0 == flowLayoutProtocol || $0.hasSuffix("." + flowLayoutProtocol) }) {
          return true
        }
      }
      current = entry.firstInherited
    }
    return false
  }

  /// Whether `body` declares an `@objc` method `collectionView(_:layout:<flow-layout label>:)`.
  private static func hasObjCFlowLayoutMethod(_ body: MemberBlockSyntax) -> Bool {
    body.members.contains { member in
      guard let decl = member.decl.as(FunctionDeclSyntax.self), decl.name.text == "collectionView",
        decl.attributes.contains(where: {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
        })
      else { return false }
      let labels = decl.signature.parameterClause.parameters.map { $0.firstName.text }
      return labels.count == 3 && labels[1] == "layout" && flowLayoutLabels.contains(labels[2])
    }
  }
}
