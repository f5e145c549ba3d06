import SwiftSyntax

/// `#if os(iOS)` -> `#if os(iOS) || os(Linux)`, `#if canImport(UIKit)` ->
/// `#if canImport(UIKit) || canImport(InertiaUIKit)`: the program was written for iOS, and its iOS
/// branches are the code to port (an `#elseif os(iOS)` after a tvOS branch, an `import UIKit`
/// guarded for a macOS target). On Linux both conditions are false, so the branch would vanish
/// and what it declares would be missing. Under `!` or `&&` the pair is parenthesised. A condition
/// already followed by its Linux alternative is left as it is.
enum PlatformConditionRule {
  static let why =
    "the program was written for iOS; on Linux the condition is false and the iOS branch would vanish"

  static func rewrite(_ clause: IfConfigClauseSyntax, in file: ParsedFile) {
    guard let condition = clause.condition else { return }
    for call in calls(in: Syntax(condition)) {
      guard let alternative = alternative(of: call), !followedByAlternative(call, alternative, in: file)
      else { continue }
      let bare = isOperandOfOrOrWhole(call, condition: condition)
      let text = call.trimmedDescription + " || " + alternative
      file.edit(
        call.positionAfterSkippingLeadingTrivia.utf8Offset, call.endPositionBeforeTrailingTrivia.utf8Offset,
        bare ? text : "(" + text + ")", line: file.line(of: call),
        what: "\(call.trimmedDescription) -> \(text)", why: why)
    }
  }

  /// The platform tests of a condition, outermost first.
  private static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
    if let call = node.as(FunctionCallExprSyntax.self) { return [call] }
    return node.children(viewMode: .sourceAccurate).flatMap { calls(in: $0) }
  }

  /// The Linux alternative of `os(iOS)` and `canImport(UIKit)`; nil for any other test.
  private static func alternative(of call: FunctionCallExprSyntax) -> String? {
    guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription
    else { return nil }
    switch (name, argument) {
    case ("os", "iOS"): return "os(Linux)"
    case ("canImport", "UIKit"): return "canImport(InertiaUIKit)"
    default: return nil
    }
  }

  /// Whether the text after the test is already ` || ALTERNATIVE` (a ported file).
  private static func followedByAlternative(
    _ call: FunctionCallExprSyntax, _ alternative: String, in file: ParsedFile
  ) -> Bool {
    let start = call.endPositionBeforeTrailingTrivia.utf8Offset
    let rest = file.bytes[start..<min(file.bytes.count, start + 64)]
    let text = String(decoding: rest, as: UTF8.self).drop { $0 == " " }
    return text.hasPrefix("|| " + alternative)
  }

  /// Whether the test is the whole condition or an operand of `||` (no parentheses needed).
  private static func isOperandOfOrOrWhole(_ call: FunctionCallExprSyntax, condition: ExprSyntax) -> Bool {
    if Syntax(call).id == Syntax(condition).id { return true }
    guard let sequence = call.parent?.as(ExprListSyntax.self) else { return false }
    let operators = sequence.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
    return operators.allSatisfy { $0 == "||" }
  }
}
