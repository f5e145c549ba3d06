import SwiftSyntax

/// Swift 3's `(Void) -> T` for a function taking nothing: Swift 4 (SE-0110) reads it as a function
/// of one `Void` argument, so calling it with no argument (`modifier()`) no longer compiles.
/// Swift 4's migrator wrote `() -> T`; so does this rule, for function types whose only parameter
/// is written `Void` without a label (`(Void) -> UIView`, `((Void) -> Void)?`).
enum VoidParameterRule {
  /// `(Void) -> T` -> `() -> T`.
  static func rewrite(_ node: FunctionTypeSyntax, in file: ParsedFile) {
    guard node.parameters.count == 1, let parameter = node.parameters.first,
      parameter.firstName == nil, parameter.secondName == nil,
      let type = parameter.type.as(IdentifierTypeSyntax.self), type.name.text == "Void",
      type.genericArgumentClause == nil
    else { return }
    file.edit(
      node.leftParen.endPositionBeforeTrailingTrivia.utf8Offset,
      node.rightParen.positionAfterSkippingLeadingTrivia.utf8Offset,
      "", line: file.line(of: node),
      what: "(Void) -> \(node.returnClause.type.trimmedDescription) written with ()",
      why: "Swift 4 reads (Void) as one Void argument (SE-0110); Swift 3 meant a function taking nothing")
  }
}
