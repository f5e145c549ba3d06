import SwiftSyntax

/// `items.reduce(items[0]) { abs($0.0.x) < abs($0.1.x) ? $0.0 : $0.1 }` -> `{ abs($0.x) < abs($1.x)
/// ? $0 : $1 }`: Swift 3 let a closure take a two-parameter function's arguments as one tuple
/// (`$0.0`, `$0.1`); Swift 4 gives them as `$0` and `$1` (SE-0110) and reports "contextual closure
/// type expects 2 arguments, but 1 was used in closure body". Rewritten only for the closures of
/// `reduce(_:_:)` and of `sorted(by:)`, `sort(by:)`, `min(by:)`, `max(by:)` (two parameters each,
/// on a value or on an unnamed `self`), and only when the closure names `$0` solely as `$0.0` and `$0.1` and never names `$1`: code
/// written for Swift 4 names `$1` there.
enum TupleClosureRule {
  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    guard let closure = pairClosure(of: node), closure.signature == nil else { return }
    let finder = AnonymousArgumentFinder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    guard !finder.namesOtherArguments, !finder.tupleElements.isEmpty else { return }
    for (element, index) in finder.tupleElements {
      file.replace(
        element, with: "$\(index)", what: "\(element.trimmedDescription) -> $\(index)",
        why: "Swift 4 passes the two arguments of the closure as $0 and $1, not as the tuple $0")
    }
  }

  /// The closure `node` passes as its two-parameter function: `reduce`'s combiner or a `by:`
  /// predicate (written in parentheses or trailing), called on a value (`items.reduce`) or on
  /// `self` unnamed, inside an extension of a collection (`reduce("") { $0.0 + $0.1 }`).
  private static func pairClosure(of node: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    let name: String
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else {
      return nil
    }
    let arguments = Array(node.arguments)
    switch name {
    case "reduce":
      guard arguments.first?.label == nil else { return nil }
      if let trailing = node.trailingClosure { return arguments.count == 1 ? trailing : nil }
      guard arguments.count == 2, arguments[1].label == nil else { return nil }
      return arguments[1].expression.as(ClosureExprSyntax.self)
    case "sorted", "sort", "min", "max":
      if let trailing = node.trailingClosure { return arguments.isEmpty ? trailing : nil }
      guard arguments.count == 1, arguments[0].label?.text == "by" else { return nil }
      return arguments[0].expression.as(ClosureExprSyntax.self)
    default:
      return nil
    }
  }
}

/// Finds a closure's `$0.0` and `$0.1` (not looking into closures nested in it) and whether it
/// names `$0` otherwise or any other anonymous argument.
private final class AnonymousArgumentFinder: SyntaxVisitor {
  var tupleElements: [(MemberAccessExprSyntax, Int)] = []
  var namesOtherArguments = false

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    guard name.hasPrefix("$"), Int(name.dropFirst()) != nil else { return .visitChildren }
    if name == "$0", let member = node.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == node.id, let index = Int(member.declName.baseName.text), index == 0 || index == 1
    {
      tupleElements.append((member, index))
    } else {
      namesOtherArguments = true
    }
    return .visitChildren
  }
}
