import SwiftSyntax

/// `let attributes = [NSAttributedString.Key.font: font, NSAttributedString.Key.foregroundColor:
/// color]` -> `let attributes: [NSAttributedString.Key: Any] = [...]`: on iOS the values' common
/// superclass NSObject types the literal; UIFont and UIColor share none on Linux, so the literal
/// gets the type UIKit's attribute parameters take.
enum AttributesLiteralRule {
  /// The key types of text attribute dictionaries.
  static let keyTypes: Set<String> = ["NSAttributedString.Key", "NSAttributedStringKey"]

  static func rewrite(_ node: PatternBindingSyntax, in file: ParsedFile) {
    guard node.typeAnnotation == nil,
      let dictionary = node.initializer?.value.as(DictionaryExprSyntax.self),
      case .elements(let elements) = dictionary.content, elements.count >= 2,
      let keyType = attributeKeyType(of: elements),
      node.pattern.is(IdentifierPatternSyntax.self)
    else { return }
    let end = node.pattern.endPositionBeforeTrailingTrivia.utf8Offset
    let annotation = ": [\(keyType): Any]"
    file.edit(
      end, end, annotation, line: file.line(of: node),
      what: "\(node.pattern.sourceText) typed \(annotation.dropFirst(2))",
      why: "on iOS the values' common superclass NSObject types the literal; UIFont and UIColor share "
        + "none on Linux")
  }

  /// The key type when every key names an attribute key the same way, else nil.
  private static func attributeKeyType(of elements: DictionaryElementListSyntax) -> String? {
    var found: String?
    for element in elements {
      guard let type = keyType(of: element.key), found == nil || found == type else { return nil }
      found = type
    }
    return found
  }

  /// `NSAttributedString.Key.font` -> its type; `NSAttributedString.Key.font.rawValue` and the
  /// Swift 4.2 migrator's `convertFromNSAttributedStringKey(NSAttributedString.Key.font)` -> String;
  /// Swift 3's `NSFontAttributeName`, which ``Swift3AttributeNameRule`` renames, -> its key type.
  private static func keyType(of key: ExprSyntax) -> String? {
    if Swift3AttributeNameRule.isSwift3Key(key) { return "NSAttributedString.Key" }
    if let member = key.as(MemberAccessExprSyntax.self), let base = member.base {
      if keyTypes.contains(base.trimmedDescription) { return base.trimmedDescription }
      return member.declName.baseName.text == "rawValue" && keyType(of: base) != nil ? "String" : nil
    }
    guard let call = key.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      call.calledExpression.trimmedDescription.hasPrefix("convertFrom"),
      let argument = call.arguments.first?.expression,
      keyType(of: argument) != nil && keyType(of: argument) != "String"
    else { return nil }
    return "String"
  }
}
