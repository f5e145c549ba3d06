import SwiftSyntax

/// Swift 3's text attribute names, `NSFontAttributeName` -> `NSAttributedString.Key.font`, and
/// `text.size(attributes: …)` -> `text.size(withAttributes: …)`: the renames Swift 4's migrator
/// made. Tutorials and pods written for Swift 3 still spell them so; InertiaUIKit gives only the
/// Swift 4 spellings, which the same dictionaries and calls compile with.
enum Swift3AttributeNameRule {
  /// Swift 3's global attribute names and the `NSAttributedString.Key` members they became (the
  /// keys InertiaUIKit draws).
  static let keys: [String: String] = [
    "NSFontAttributeName": "font", "NSForegroundColorAttributeName": "foregroundColor",
    "NSBackgroundColorAttributeName": "backgroundColor", "NSParagraphStyleAttributeName": "paragraphStyle",
    "NSKernAttributeName": "kern", "NSUnderlineStyleAttributeName": "underlineStyle",
    "NSStrikethroughStyleAttributeName": "strikethroughStyle", "NSStrokeColorAttributeName": "strokeColor",
    "NSStrokeWidthAttributeName": "strokeWidth", "NSBaselineOffsetAttributeName": "baselineOffset",
    "NSShadowAttributeName": "shadow",
  ]

  /// `NSFontAttributeName` (a name of its own, not a member) -> `NSAttributedString.Key.font`.
  static func rewrite(_ node: DeclReferenceExprSyntax, in file: ParsedFile) {
    let name = node.baseName.text
    guard let key = keys[name], node.argumentNames == nil,
      node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id
    else { return }
    file.edit(
      node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
      "NSAttributedString.Key.\(key)", line: file.line(of: node),
      what: "\(name) -> NSAttributedString.Key.\(key)",
      why: "Swift 4 renamed Swift 3's attribute names; InertiaUIKit gives the Swift 4 names")
  }

  /// `text.size(attributes: a)` -> `text.size(withAttributes: a)`.
  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
      member.declName.baseName.text == "size", member.declName.argumentNames == nil,
      node.arguments.count == 1, let label = node.arguments.first?.label, label.text == "attributes"
    else { return }
    file.edit(
      label.positionAfterSkippingLeadingTrivia.utf8Offset, label.endPositionBeforeTrailingTrivia.utf8Offset,
      "withAttributes", line: file.line(of: node),
      what: "size(attributes:) -> size(withAttributes:)",
      why: "Swift 4 renamed Swift 3's NSString.size(attributes:); InertiaUIKit gives the Swift 4 name")
  }

  /// Whether `key` is one of Swift 3's attribute names (a dictionary of them is a text attribute
  /// dictionary, see ``AttributesLiteralRule``).
  static func isSwift3Key(_ key: ExprSyntax) -> Bool {
    guard let reference = key.as(DeclReferenceExprSyntax.self) else { return false }
    return keys[reference.baseName.text] != nil
  }
}
