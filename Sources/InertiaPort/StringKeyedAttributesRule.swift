import SwiftSyntax

/// Swift 3's attribute dictionaries were keyed by `String` (`static let title: [String: Any] =
/// [NSFontAttributeName: font]`); Swift 4 keyed them by `NSAttributedStringKey`, and its migrator
/// retyped such a dictionary along with its keys. ``Swift3AttributeNameRule`` renames the keys to
/// `NSAttributedString.Key` members, so this rule retypes the binding: a `[String: Any]` (or
/// `[String: AnyObject]`) annotation whose literal's keys are all Swift 3 attribute names becomes
/// `[NSAttributedString.Key: Any]`, the type `NSAttributedString(string:attributes:)` takes.
enum StringKeyedAttributesRule {
  /// The value types a Swift 3 attribute dictionary was written with.
  static let valueTypes: Set<String> = ["Any", "AnyObject"]

  /// `let x: [String: Any] = [NSFontAttributeName: f]` -> `let x: [NSAttributedString.Key: Any] = ...`.
  static func rewrite(_ node: PatternBindingSyntax, in file: ParsedFile) {
    guard let annotation = node.typeAnnotation,
      let dictionaryType = annotation.type.as(DictionaryTypeSyntax.self),
      dictionaryType.key.trimmedDescription == "String",
      valueTypes.contains(dictionaryType.value.trimmedDescription),
      let dictionary = node.initializer?.value.as(DictionaryExprSyntax.self),
      case .elements(let elements) = dictionary.content, !elements.isEmpty,
      elements.allSatisfy({ Swift3AttributeNameRule.isSwift3Key($0.key) })
    else { return }
    let retyped = "[NSAttributedString.Key: Any]"
    file.edit(
      dictionaryType.positionAfterSkippingLeadingTrivia.utf8Offset,
      dictionaryType.endPositionBeforeTrailingTrivia.utf8Offset,
      retyped, line: file.line(of: node),
      what: "\(node.pattern.trimmedDescription): \(dictionaryType.trimmedDescription) -> \(retyped)",
      why: "Swift 4 keyed text attributes by NSAttributedStringKey; its migrator retyped Swift 3's "
        + "String-keyed attribute dictionaries")
  }
}
