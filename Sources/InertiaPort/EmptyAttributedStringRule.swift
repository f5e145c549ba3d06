import SwiftSyntax

/// `NSAttributedString()` and `NSMutableAttributedString()` -> `(string: "")`: Apple's Foundation
/// inherits NSObject's `init()` for them, Linux's Foundation has only `init(string:)` (and Swift
/// cannot add an `init()` that NSObject declares from an extension). The empty string is what
/// `init()` makes on iOS. The same holds for `super.init()` in a subclass of either (a title that
/// overrides `string`, PagingMenu's): it becomes `super.init(string: "")`.
enum EmptyAttributedStringRule {
  static let types: Set<String> = ["NSAttributedString", "NSMutableAttributedString"]

  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile, index: TypeIndex) {
    guard node.arguments.isEmpty, node.trailingClosure == nil,
      let left = node.leftParen, let right = node.rightParen,
      let type = calledType(node, index: index)
    else { return }
    file.edit(
      left.endPositionBeforeTrailingTrivia.utf8Offset, right.positionAfterSkippingLeadingTrivia.utf8Offset,
      "string: \"\"", line: file.line(of: node),
      what: "\(node.trimmedDescription) -> \(node.calledExpression.trimmedDescription)(string: \"\")",
      why: "Linux's Foundation has no \(type).init(); the empty string is what it makes on iOS")
  }

  /// The attributed string class whose `init()` the call makes: its name for
  /// `NSAttributedString()`, the root of the enclosing class's superclass chain (through the
  /// files given) for `super.init()`; nil for other calls.
  private static func calledType(_ node: FunctionCallExprSyntax, index: TypeIndex) -> String? {
    if let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
      return types.contains(type) ? type : nil
    }
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.is(SuperExprSyntax.self) == true,
      member.declName.baseName.tokenKind == .keyword(.`init`),
      let owner = SelectorRule.enclosingTypeName(of: node),
      let root = CoderInitRule.root(of: owner, index: index), types.contains(root)
    else { return nil }
    return root
  }
}
