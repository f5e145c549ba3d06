import SwiftSyntax

/// Calls of optional protocol requirements, `delegate?.scrollViewDidZoom?(scrollView)`: Objective-C
/// protocols let a conforming type leave a method out, so the call checks for it with `?(`.
/// InertiaUIKit's protocols give every requirement a default instead, so the method is always
/// there and Swift rejects `?` on it ("cannot use optional chaining on non-optional value"): the
/// `?` before the argument list goes. Only calls on a `delegate` or `dataSource` are rewritten
/// (an optional closure property, `completion?()`, stays). The forced form,
/// `dataSource?.numberOfSections!(in: view)`, loses its `!` the same way.
enum OptionalCallRule {
  /// The `?` (or `!`) and the member of a call `x.f?(…)` / `x.f!(…)`, nil for any other call.
  static func optionalCall(_ node: FunctionCallExprSyntax) -> (
    mark: TokenSyntax, member: MemberAccessExprSyntax
  )? {
    if let chain = node.calledExpression.as(OptionalChainingExprSyntax.self),
      let access = chain.expression.as(MemberAccessExprSyntax.self)
    {
      return (chain.questionMark, access)
    }
    if let force = node.calledExpression.as(ForceUnwrapExprSyntax.self),
      let access = force.expression.as(MemberAccessExprSyntax.self)
    {
      return (force.exclamationMark, access)
    }
    return nil
  }

  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    guard let (mark, member) = optionalCall(node), let base = member.base, isDelegate(base) else { return }
    let name = member.declName.baseName.text
    file.edit(
      mark.positionAfterSkippingLeadingTrivia.utf8Offset,
      mark.endPositionBeforeTrailingTrivia.utf8Offset, "", line: file.line(of: node),
      what: "\(name)\(mark.text)( -> \(name)(",
      why: "InertiaUIKit's delegate protocols implement every requirement (Objective-C's optional "
        + "requirements), so there is nothing to check")
  }

  /// Whether `base` names a delegate or data source (`delegate?`, `self.dataSource!`,
  /// `tableView.delegate?`, `scrollDelegate`).
  static func isDelegate(_ base: ExprSyntax) -> Bool {
    var text = base.trimmedDescription
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    let name = text.split(separator: ".").last.map(String.init) ?? text
    return name == "delegate" || name == "dataSource" || name.hasSuffix("Delegate")
      || name.hasSuffix("DataSource")
  }
}
