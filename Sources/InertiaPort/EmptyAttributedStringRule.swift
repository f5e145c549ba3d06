import SwiftSyntax

/// `NSAttributedString()` and `NSMutableAttributedString()` -> `(string: "")`: Apple's Foundation
/// inherits NSObject's `init()` for them, Linux's Foundation has only `init(string:)` (and Swift
/// cannot add an `init()` that NSObject declares from an extension). The empty string is what
/// `init()` makes on iOS.
enum EmptyAttributedStringRule {
  static let types: Set<String> = ["NSAttributedString", "NSMutableAttributedString"]

  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    guard let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      types.contains(type), node.arguments.isEmpty, node.trailingClosure == nil,
      let left = node.leftParen, let right = node.rightParen
    else { return }
    file.edit(
      left.endPositionBeforeTrailingTrivia.utf8Offset, right.positionAfterSkippingLeadingTrivia.utf8Offset,
      "string: \"\"", line: file.line(of: node),
      what: "\(type)() -> \(type)(string: \"\")",
      why: "Linux's Foundation has no \(type).init(); the empty string is what it makes on iOS")
  }
}
