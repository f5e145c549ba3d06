import SwiftSyntax

/// AsyncDisplayKit 2.0's context modifiers took the context alone
/// (`node.willDisplayNodeContentWithRenderingContext = { context in … }`); Texture's take the
/// context and the draw parameters, `(CGContext, Any?) -> Void`, which a closure of one parameter
/// does not match. The rule adds the ignored second parameter to a closure of one parameter
/// assigned to `willDisplayNodeContentWithRenderingContext` or
/// `didDisplayNodeContentWithRenderingContext`.
enum ContextModifierRule {
  static let properties: Set<String> = [
    "willDisplayNodeContentWithRenderingContext", "didDisplayNodeContentWithRenderingContext",
  ]

  /// `x.willDisplay… = { context in` -> `{ context, _ in` (also `{ (context) in`, and
  /// `{ (context: CGContext) in` -> `{ (context: CGContext, _: Any?) in`).
  static func rewrite(_ node: SequenceExprSyntax, in file: ParsedFile) {
    let elements = Array(node.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      let member = elements[0].as(MemberAccessExprSyntax.self),
      properties.contains(member.declName.baseName.text),
      let closure = elements[2].as(ClosureExprSyntax.self),
      let parameters = closure.signature?.parameterClause
    else { return }
    let end: AbsolutePosition
    var added = ", _"
    switch parameters {
    case .simpleInput(let list):
      guard list.count == 1, let only = list.first else { return }
      end = only.name.endPositionBeforeTrailingTrivia
    case .parameterClause(let clause):
      guard clause.parameters.count == 1, let only = clause.parameters.first else { return }
      end = only.endPositionBeforeTrailingTrivia
      if only.type != nil { added = ", _: Any?" }
    }
    file.edit(
      end.utf8Offset, end.utf8Offset, added, line: file.line(of: closure),
      what: "\(member.declName.baseName.text) closure given the draw parameters (ignored)",
      why: "Texture's context modifiers take the context and the draw parameters; AsyncDisplayKit 2.0's "
        + "took the context alone")
  }
}
