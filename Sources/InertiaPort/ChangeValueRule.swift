import SwiftSyntax

/// Reads of a geometry value out of a key-value observing change through `AnyObject`,
/// `(change?[.oldKey] as AnyObject).cgPointValue`: on iOS the change holds an NSValue and
/// `AnyObject`'s dynamic member lookup finds its `cgPointValue` (nil for anything else). Linux has
/// no dynamic lookup on `AnyObject`, and Inertia's change dictionaries hold the geometry value
/// itself, so the read becomes a cast: `(change?[.oldKey] as? CGPoint)`, nil as on iOS when the key
/// is missing; a member read straight off it (`.cgPointValue.y`) reads `(… as? CGPoint ?? .zero).y`.
///
/// NSNumber's accessors read the same way (`(userInfo[key] as AnyObject).doubleValue`, a keyboard
/// notification's duration): the read becomes `(userInfo[key] as? NSNumber)?.doubleValue`, nil as
/// on iOS when the value is no number; a member read straight off it reads zero (false) instead.
/// Chained off a value a subscript gives (`userInfo[key]?.doubleValue` on a dictionary cast to
/// `[String: AnyObject]`, sixty-second trial) it reads `(userInfo[key] as? NSNumber)?.doubleValue`.
enum ChangeValueRule {
  /// The NSValue accessors and the types they answer.
  static let accessors: [String: String] = [
    "cgPointValue": "CGPoint", "cgSizeValue": "CGSize", "cgRectValue": "CGRect",
    "uiEdgeInsetsValue": "UIEdgeInsets",
  ]

  /// NSNumber's accessors and the value a member read straight off a missing one reads.
  static let numberAccessors: [String: String] = [
    "doubleValue": "0", "floatValue": "0", "intValue": "0", "integerValue": "0", "int64Value": "0",
    "int32Value": "0", "uintValue": "0", "uint64Value": "0", "boolValue": "false", "stringValue": "\"\"",
  ]

  static func rewrite(_ node: MemberAccessExprSyntax, in file: ParsedFile) {
    if rewriteNumber(node, in: file) { return }
    if rewriteOptionalChainedNumber(node, in: file) { return }
    if rewriteOptionalChained(node, in: file) { return }
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

  /// `change[.newKey]?.cgPointValue` (an accessor chained off an optional, a value of a change
  /// dictionary cast to `[NSKeyValueChangeKey: AnyObject]`) -> `(change[.newKey] as? CGPoint)`,
  /// nil as on iOS for a missing key; a member read off it (`?.cgPointValue.y`) reads
  /// `(… as? CGPoint)?.y`. Returns whether it rewrote.
  private static func rewriteOptionalChained(_ node: MemberAccessExprSyntax, in file: ParsedFile) -> Bool {
    guard let type = accessors[node.declName.baseName.text],
      let chained = node.base?.as(OptionalChainingExprSyntax.self)
    else { return false }
    let readsMember = node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
    let cast = "(\(chained.expression.trimmedDescription) as? \(type))"
    let replacement = readsMember ? cast + "?" : cast
    file.replace(
      node, with: replacement, what: "\(node.trimmedDescription) -> \(replacement)",
      why: "Linux has no dynamic member lookup on AnyObject; key-value observing changes hold the "
        + "\(type) itself")
    return true
  }

  /// `(value as AnyObject).doubleValue` (or another NSNumber accessor) -> `(value as? NSNumber)?
  /// .doubleValue`; returns whether it rewrote.
  private static func rewriteNumber(_ node: MemberAccessExprSyntax, in file: ParsedFile) -> Bool {
    let name = node.declName.baseName.text
    guard let zero = numberAccessors[name], let tuple = node.base?.as(TupleExprSyntax.self),
      tuple.elements.count == 1, let inner = tuple.elements.first?.expression,
      let value = castToAnyObject(inner)
    else { return false }
    let read = "(\(value.trimmedDescription) as? NSNumber)?.\(name)"
    let readsMember = node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
    let replacement = readsMember ? "(\(read) ?? \(zero))" : read
    file.replace(
      node, with: replacement, what: "\(node.trimmedDescription) -> \(replacement)",
      why: "Linux has no dynamic member lookup on AnyObject; the value is read as the NSNumber it is")
    return true
  }

  /// `userInfo[key]?.doubleValue` (or another NSNumber accessor chained off a value a subscript
  /// gives: a dictionary of `AnyObject` values) -> `(userInfo[key] as? NSNumber)?.doubleValue`, nil
  /// as on iOS when the key is missing or its value is no number; the optional chain goes on as it
  /// did. Returns whether it rewrote.
  private static func rewriteOptionalChainedNumber(_ node: MemberAccessExprSyntax, in file: ParsedFile)
    -> Bool
  {
    let name = node.declName.baseName.text
    guard numberAccessors[name] != nil, let chained = node.base?.as(OptionalChainingExprSyntax.self),
      chained.expression.is(SubscriptCallExprSyntax.self)
    else { return false }
    let replacement = "(\(chained.expression.trimmedDescription) as? NSNumber)?.\(name)"
    file.replace(
      node, with: replacement, what: "\(node.trimmedDescription) -> \(replacement)",
      why: "Linux has no dynamic member lookup on AnyObject; the value is read as the NSNumber it is")
    return true
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
