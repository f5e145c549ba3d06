import SwiftSyntax

/// `registered[identifier] = cellClass` -> `registered[identifier] = cellClass as AnyObject`, when
/// `cellClass` is a parameter of the function around it declared as a metatype (`T.Type`,
/// `AnyClass`) and the property assigned to is declared `AnyObject`, `[K: AnyObject]` or
/// `[AnyObject]` in the type around it: on iOS a class is an object (Objective-C's class object),
/// so a registry of nibs and classes keeps both as `AnyObject`; on Linux a metatype is an
/// `AnyObject` only boxed, and `registered[identifier] as? Cell.Type` takes it out of the box
/// again.
enum ClassValueRule {
  static func rewrite(_ node: SequenceExprSyntax, in file: ParsedFile, index: TypeIndex) {
    let elements = Array(node.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      let value = elements[2].as(DeclReferenceExprSyntax.self), value.argumentNames == nil,
      let type = parameterType(value.baseName.text, around: node), isMetatype(type)
    else { return }
    let target = elements[0]
    let subscripted = target.as(SubscriptCallExprSyntax.self)
    let property = subscripted?.calledExpression ?? target
    guard let declared = ReceiverType.declaredType(of: property, index: index),
      holdsAnyObject(declared, subscripted: subscripted != nil)
    else { return }
    let name = value.baseName.text
    file.replace(
      value, with: "\(name) as AnyObject", what: "\(name) -> \(name) as AnyObject",
      why: "a class is an AnyObject on iOS (an Objective-C class object); on Linux a metatype is one "
        + "only boxed, and `as? C.Type` takes it out again")
  }

  /// The declared type of the parameter `name` of the function or initializer around `node`.
  private static func parameterType(_ name: String, around node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let syntax = current {
      let clause =
        syntax.as(FunctionDeclSyntax.self)?.signature.parameterClause
        ?? syntax.as(InitializerDeclSyntax.self)?.signature.parameterClause
      if let clause {
        let parameter = clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
        return parameter?.type.trimmedDescription
      }
      current = syntax.parent
    }
    return nil
  }

  /// Whether `type` is a non-optional metatype: `T.Type`, `AnyClass`, `AnyObject.Type`.
  private static func isMetatype(_ type: String) -> Bool {
    type.hasSuffix(".Type") || type == "AnyClass"
  }

  /// Whether a property of `declared` type holds `AnyObject` values: the property itself, or the
  /// elements of a dictionary or an array when it is `subscripted`.
  private static func holdsAnyObject(_ declared: String, subscripted: Bool) -> Bool {
    let compact = declared.filter { !$0.isWhitespace }
    guard subscripted else { return compact == "AnyObject" }
    return compact == "[AnyObject]" || (compact.hasPrefix("[") && compact.hasSuffix(":AnyObject]"))
  }
}
