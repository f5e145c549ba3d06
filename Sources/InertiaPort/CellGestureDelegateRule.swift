import SwiftSyntax

/// Adds `extension C: UIGestureRecognizerDelegate {}` for a `UITableViewCell` subclass that makes
/// itself (or a subclass makes itself) a gesture recognizer's delegate (`pan.delegate = self`)
/// without declaring the protocol. UIKit's table cell adopts `UIGestureRecognizerDelegate`, so on
/// iOS the assignment compiles and the cell's `gestureRecognizerShouldBegin(_:)` answers; Inertia's
/// cell does not adopt it (a program's own `class Cell: UITableViewCell, UIGestureRecognizerDelegate`
/// would then be a redundant conformance, an error on Linux), so the conformance is added where the
/// program relies on it: once, on the class right under `UITableViewCell`, when no class of its
/// family in the files declares it.
enum CellGestureDelegateRule {
  /// The protocol UIKit's cell adopts.
  static let protocolName = "UIGestureRecognizerDelegate"

  static func add(in files: [ParsedFile], index: TypeIndex) {
    for name in index.classes.keys.sorted() {
      guard let entry = index.classNamed(name), isTableCell(entry.firstInherited) else { continue }
      let family = subclasses(of: name, index: index)
      guard !family.contains(where: { declaresProtocol($0, index: index) }),
        family.contains(where: { assignsSelfAsDelegate($0, index: index) })
      else { continue }
      let file = files[entry.fileIndex]
      file.appendConformance(
        of: name, to: protocolName, line: file.line(of: entry.node),
        why: "\(name) is a recognizer's delegate; UIKit's UITableViewCell adopts "
          + "UIGestureRecognizerDelegate, Inertia's leaves it to the cells that need it")
    }
  }

  /// Whether `name` (a superclass outside the files) is UIKit's table cell.
  static func isTableCell(_ name: String?) -> Bool {
    name == "UITableViewCell" || name == "UIKit.UITableViewCell"
  }

  /// `root` and the classes of the files whose superclass chain passes through it.
  static func subclasses(of root: String, index: TypeIndex) -> [String] {
    index.classes.keys.sorted().filter { name in
      var current: String? = name
      var seen: Set<String> = []
      while let type = current, !seen.contains(type) {
        if type == root { return true }
        seen.insert(type)
        current = index.classNamed(type)?.firstInherited
      }
      return false
    }
  }

  /// Whether `name` or one of its extensions lists the protocol.
  static func declaresProtocol(_ name: String, index: TypeIndex) -> Bool {
    guard let entry = index.classNamed(name) else { return false }
    let clauses =
      [entry.node.inheritanceClause]
      + index.extensions.filter { $0.extendedName == name }.map(\.node.inheritanceClause)
    return clauses.compactMap { $0 }.contains { clause in
      clause.inheritedTypes.contains {
        let type = $0.type.trimmedDescription
        return type == protocolName || type.hasSuffix("." + protocolName)
      }
    }
  }

  /// Whether `name`'s body or one of its extensions assigns `self` to a `delegate`.
  static func assignsSelfAsDelegate(_ name: String, index: TypeIndex) -> Bool {
    guard let entry = index.classNamed(name) else { return false }
    let bodies =
      [entry.node.memberBlock] + index.extensions.filter { $0.extendedName == name }.map(\.node.memberBlock)
    return bodies.contains { body in
      let finder = SelfDelegateFinder(viewMode: .sourceAccurate)
      finder.walk(body)
      return finder.found
    }
  }
}

/// Finds `x.delegate = self` (any receiver) in a body.
private final class SelfDelegateFinder: SyntaxVisitor {
  var found = false

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if node.operator.is(AssignmentExprSyntax.self),
      node.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "delegate",
      node.rightOperand.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "delegate",
      elements[2].as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }
}
