import SwiftSyntax

/// `template.value(forKey: "identifier")` on a value the code holds as `AnyObject` (a loop over an
/// array declared `[AnyObject]`, a variable or parameter declared `AnyObject`): on iOS Objective-C's
/// dynamic lookup finds NSObject's key-value coding method; Linux has no dynamic lookup on
/// `AnyObject`. The receiver is cast to InertiaUIKit's `KeyValueCodingObject` (`(template as?
/// KeyValueCodingObject)?.value(forKey: "identifier")`), which the objects answering
/// `value(forKey:)` adopt; any other object gives nil. Only `value(forKey:)` and
/// `value(forKeyPath:)` on a plain name declared so in the same function are rewritten.
enum AnyObjectKeyValueRule {
  static let protocolName = "KeyValueCodingObject"

  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "value", node.arguments.count == 1,
      let label = node.arguments.first?.label?.text, label == "forKey" || label == "forKeyPath",
      let receiver = member.base?.as(DeclReferenceExprSyntax.self),
      let scope = node.enclosingCallable,
      declaresAnyObject(receiver.baseName.text, in: scope)
    else { return }
    let name = receiver.baseName.text
    file.replace(
      receiver, with: "(\(name) as? \(protocolName))?",
      what: "\(name).value(\(label):) -> (\(name) as? \(protocolName))?.value(\(label):)",
      why: "Linux has no dynamic lookup on AnyObject; the objects answering value(forKey:) adopt "
        + protocolName)
  }

  /// Whether `scope` declares `name` as `AnyObject` (a parameter, a variable, or the element of a
  /// loop over a variable declared `[AnyObject]`).
  private static func declaresAnyObject(_ name: String, in scope: Syntax) -> Bool {
    let finder = DeclarationFinder()
    finder.walk(scope)
    if finder.anyObjectNames.contains(name) { return true }
    return finder.loops.contains { $0.element == name && finder.anyObjectArrays.contains($0.sequence) }
  }
}

/// Collects the names a function declares as `AnyObject` or `[AnyObject]`, and its loops.
private final class DeclarationFinder: SyntaxVisitor {
  var anyObjectNames: Set<String> = []
  var anyObjectArrays: Set<String> = []
  var loops: [(element: String, sequence: String)] = []

  init() { super.init(viewMode: .sourceAccurate) }

  private func record(_ name: String, type: TypeSyntax) {
    var text = type.trimmedDescription
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    if text == "AnyObject" { anyObjectNames.insert(name) }
    if text == "[AnyObject]" { anyObjectArrays.insert(name) }
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = node.typeAnnotation?.type
    {
      record(name, type: type)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    record((node.secondName ?? node.firstName).text, type: node.type)
    return .visitChildren
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if let element = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let sequence = node.sequence.as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      loops.append((element, sequence))
    }
    return .visitChildren
  }
}
