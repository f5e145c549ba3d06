import SwiftSyntax

/// `cellClass.isSubclass(of: GKScrollViewCell.self)` -> `(cellClass is GKScrollViewCell.Type)`:
/// NSObject's class method, which iOS code calls on a class value (`AnyClass`) to check a class it
/// was handed (a registered cell class) before making it. Linux has no Objective-C runtime, and a
/// metatype (`AnyObject.Type`) cannot be extended, so the question is asked with Swift's cast,
/// which answers as the method does: true for the class itself and for its subclasses. A receiver
/// written as a type name (`TestCell.isSubclass(of: UIView.self)`) is tested as `TestCell.self`.
/// Only calls whose argument is `Type.self` are rewritten, and none when a type in the files
/// declares its own `isSubclass`.
enum IsSubclassRule {
  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile, index: TypeIndex) {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      member.declName.baseName.text == "isSubclass", node.arguments.count == 1,
      let argument = node.arguments.first, argument.label?.text == "of", node.trailingClosure == nil,
      let type = argument.expression.as(MemberAccessExprSyntax.self), type.declName.baseName.text == "self",
      let typeBase = type.base, !base.is(OptionalChainingExprSyntax.self),
      !index.methods.values.contains(where: { $0["isSubclass"] != nil })
    else { return }
    let receiver = base.trimmedDescription
    let tested = isTypeName(base) ? "\(receiver).self" : receiver
    let written = "(\(tested) is \(typeBase.trimmedDescription).Type)"
    file.replace(
      node, with: written,
      what: "\(receiver).isSubclass(of: \(typeBase.trimmedDescription).self) -> \(written)",
      why: "NSObject's isSubclass(of:) needs the Objective-C runtime; Swift's cast gives the same answer")
  }

  /// Whether `base` is written as a type (`TestCell`, `UIKit.UIView`): its last name is capitalised
  /// and every part is a plain name.
  private static func isTypeName(_ base: ExprSyntax) -> Bool {
    let text = base.trimmedDescription
    guard let last = text.split(separator: ".").last, let first = last.first, first.isUppercase else {
      return false
    }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
  }
}
