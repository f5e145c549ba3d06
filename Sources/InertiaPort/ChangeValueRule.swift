import SwiftSyntax

/// Reads of a geometry value out of a key-value observing change through `AnyObject`,
/// `(change?[.oldKey] as AnyObject).cgPointValue`: on iOS the change holds an NSValue and
/// `AnyObject`'s dynamic member lookup finds its `cgPointValue` (nil for anything else). Linux has
/// no dynamic lookup on `AnyObject`, and Inertia's change dictionaries hold the geometry value
/// itself, so the read becomes a cast: `(change?[.oldKey] as? CGPoint)`, nil as on iOS when the key
/// is missing; a member read straight off it (`.cgPointValue.y`) reads `(… as? CGPoint ?? .zero).y`.
enum ChangeValueRule {
  /// The NSValue accessors and the types they answer.
  static let accessors: [String: String] = [
    "cgPointValue": "CGPoint", "cgSizeValue": "CGSize", "cgRectValue": "CGRect",
    "uiEdgeInsetsValue": "UIEdgeInsets",
  ]

  static func rewrite(_ node: MemberAccessExprSyntax, in file: ParsedFile) {
    guard let type = accessors[node.declName.baseName.text],
      let tuple = node.base?.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first?.expression, let value = castToAnyObject(inner)
    else { return }
    // A member read straight off the value (`.cgPointValue.y`) needs the value itself: a missing
    // key reads zero, as messaging nil gives in Objective-C.
    let readsMember = node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
    let replacement =
      readsMember
      ? "(\(value.trimmedDescription) as? \(type) ?? .zero)" : "(\(value.trimmedDescription) as? \(type))"
    file.replace(
      node, with: replacement, what: "\(node.trimmedDescription) -> \(replacement)",
      why: "Linux has no dynamic member lookup on AnyObject; key-value observing changes hold the "
        + "\(type) itself")
  }

  /// The value of `expression` when it is `value as AnyObject` (folded or, as the parser leaves
  /// it, a sequence of the value, `as` and the type).
  static func castToAnyObject(_ expression: ExprSyntax) -> ExprSyntax? {
    if let cast = expression.as(AsExprSyntax.self) {
      guard cast.questionOrExclamationMark == nil, cast.type.trimmedDescription == "AnyObject" else {
        return nil
      }
      return cast.expression
    }
    guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else {
      return nil
    }
    let parts = Array(sequence.elements)
    guard let cast = parts[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
      parts[2].trimmedDescription == "AnyObject"
    else { return nil }
    return parts[0]
  }
}
