import SwiftSyntax

/// `type(of: object).description()` -> `NSStringFromClass(type(of: object))`: NSObject's class method
/// `description()`, which iOS finds on any class object through `AnyObject`'s dynamic lookup
/// (SnapKit names the class of an `AnyObject` item so in its constraint descriptions). Linux has no
/// dynamic lookup on `AnyObject.Type`; `NSStringFromClass` names any class, as the class method
/// does. Not rewritten when a type in the files given declares a method `description()` of its own.
enum ClassDescriptionRule {
  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile, index: TypeIndex) {
    guard node.arguments.isEmpty, node.trailingClosure == nil,
      let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "description", member.declName.argumentNames == nil,
      let base = member.base?.as(FunctionCallExprSyntax.self),
      base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
      base.arguments.count == 1, base.arguments.first?.label?.text == "of",
      !index.methods.values.contains(where: { $0["description"]?.contains([]) == true })
    else { return }
    file.replace(
      node, with: "NSStringFromClass(\(base.trimmedDescription))",
      what: "type(of: x).description() -> NSStringFromClass(type(of: x))",
      why: "Linux has no dynamic lookup of NSObject's class method description() on AnyObject.Type; "
        + "NSStringFromClass names any class")
  }
}
