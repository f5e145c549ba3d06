import SwiftSyntax

/// `($0 as AnyObject).configureLayout()` -> `($0 as? LayoutConfigurable)?.configureLayout()`: an
/// `@objc` method called through `AnyObject`'s dynamic lookup (Lightbox lays its header and footer
/// out this way), where exactly one protocol of the files requires a method of that name and those
/// labels. Linux has no dynamic lookup on `AnyObject`; the protocol the method's classes adopt
/// finds it instead. An object that does not adopt it is skipped (iOS would call a method of that
/// name it declares anyway, or trap when it has none). Left alone when no protocol, or several,
/// require the method.
enum AnyObjectCallRule {
  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile, index: TypeIndex) {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      let tuple = member.base?.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first?.expression,
      let value = ChangeValueRule.castToAnyObject(inner)
    else { return }
    let base = member.declName.baseName.text
    let labels = node.arguments.map { $0.label?.text ?? "_" }
    guard let requirement = index.onlyProtocolRequiring(base, labels: labels) else { return }
    let line = file.line(of: node)
    let what = "(x as AnyObject).\(base)(...) -> (x as? \(requirement))?.\(base)(...)"
    let why =
      "Linux has no dynamic member lookup on AnyObject; the method is found through the "
      + "protocol of the files that requires it"
    file.edit(
      value.endPositionBeforeTrailingTrivia.utf8Offset,
      tuple.rightParen.endPositionBeforeTrailingTrivia.utf8Offset, " as? \(requirement))?", line: line,
      what: what, why: why)
  }
}
