import SwiftSyntax

/// `constraint.firstItem` -> `constraint.firstItem.object`, `constraint.secondItem` ->
/// `constraint.secondItem?.object`: UIKit types a constraint's items `AnyObject?`, so programs
/// compare them with `===`, bind them with `if let` and mix them with views in `?:`; Inertia's are
/// `LayoutItem` values (a view or a guide), and InertiaUIKit's `object` gives the view or guide as
/// `AnyObject?`. Only in files importing UIKit, and not when a type in the files given declares its
/// own `firstItem` or `secondItem`, or the member is called (`firstItem(where:)`).
enum ConstraintItemRule {
  /// The item members and what follows each: a constraint always has a first item, not always a
  /// second one.
  static let suffixes = ["firstItem": ".object", "secondItem": "?.object"]

  static func rewrite(
    _ node: MemberAccessExprSyntax, in file: ParsedFile, index: TypeIndex, importsUIKit: Bool
  ) {
    let name = node.declName.baseName.text
    guard importsUIKit, var suffix = suffixes[name], node.base != nil, node.declName.argumentNames == nil,
      !isCalled(node), !readsObject(node),
      !index.properties.values.contains(where: { $0.contains(name) }),
      !index.methods.values.contains(where: { $0[name] != nil })
    else { return }
    // UIKit's items are optional: `firstItem!` and `firstItem?.x` unwrap the object after it, and
    // `secondItem!` and `secondItem?.x` unwrap the item and then the object.
    var end = node.endPositionBeforeTrailingTrivia.utf8Offset
    var written = name
    if name == "secondItem", let parent = node.parent, let mark = unwrapMark(parent) {
      end = parent.endPositionBeforeTrailingTrivia.utf8Offset
      written += mark
      suffix = ".object" + mark
    }
    file.edit(
      end, end, suffix, line: file.line(of: node), what: "\(written) -> \(written)\(suffix)",
      why: "UIKit's constraint items are AnyObject?; Inertia's are LayoutItem values, whose object is "
        + "the view or guide")
  }

  /// `!` or `?` when `node` unwraps the expression it holds.
  private static func unwrapMark(_ node: Syntax) -> String? {
    if node.is(ForceUnwrapExprSyntax.self) { return "!" }
    return node.is(OptionalChainingExprSyntax.self) ? "?" : nil
  }

  /// Whether `node` is the callee of a call (`layout.firstItem(where:)`).
  private static func isCalled(_ node: MemberAccessExprSyntax) -> Bool {
    node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
  }

  /// Whether the program already reads `.object` off the item (ported before).
  private static func readsObject(_ node: MemberAccessExprSyntax) -> Bool {
    var outer = Syntax(node)
    while let parent = outer.parent,
      parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
    {
      outer = parent
    }
    guard let access = outer.parent?.as(MemberAccessExprSyntax.self), access.base?.id == outer.id else {
      return false
    }
    return access.declName.baseName.text == "object"
  }
}
