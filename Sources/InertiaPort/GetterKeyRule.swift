import SwiftSyntax

/// `NSStringFromSelector(#selector(getter: scrollView.contentOffset))` -> `"contentOffset"`: the
/// key path programs build for key-value observing from a property's getter selector. Linux has no
/// Objective-C runtime to name the selector; the getter's name is the property's, and InertiaUIKit's
/// `addObserver(_:forKeyPath:options:context:)` takes it.
enum GetterKeyRule {
  /// Rewrites the call around `node` when it is `NSStringFromSelector` of a getter selector;
  /// returns whether it did.
  static func rewrite(_ node: MacroExpansionExprSyntax, in file: ParsedFile) -> Bool {
    guard node.arguments.count == 1, let argument = node.arguments.first,
      argument.label?.text == "getter", let property = propertyName(argument.expression),
      let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSStringFromSelector",
      call.arguments.count == 1
    else { return false }
    file.edit(
      call.positionAfterSkippingLeadingTrivia.utf8Offset, call.endPositionBeforeTrailingTrivia.utf8Offset,
      "\"\(property)\"", line: file.line(of: call), what: "\(call.sourceText) -> \"\(property)\"",
      why: "no Objective-C runtime names selectors on Linux; a getter's selector is its property's name")
    return true
  }

  /// `#selector(getter: UINavigationController.interactivePopGestureRecognizer)` ->
  /// `Selector("interactivePopGestureRecognizer", getter: \UINavigationController.interactivePopGestureRecognizer)`:
  /// a getter's selector is its property's name, and InertiaUIKit's initializer makes every
  /// instance of the type answer it (`responds(to:)` is true, as the Objective-C runtime finds the
  /// getter). Only a type-qualified property (a capitalised owner) is rewritten; returns whether it was.
  static func rewriteSelector(_ node: MacroExpansionExprSyntax, in file: ParsedFile) -> Bool {
    guard let selected = SelectorRule.typeQualifiedProperty(of: node, label: "getter") else { return false }
    let (type, property) = selected
    let replacement = "Selector(\"\(property)\", getter: \\\(type).\(property))"
    file.replace(
      node, with: replacement, what: "\(node.sourceText) -> \(replacement)",
      why: "no Objective-C runtime on Linux: a getter's selector is its property's name, answered by "
        + "every instance of \(type)")
    return true
  }

  /// `#keyPath(UIScrollView.contentOffset)` -> `"contentOffset"`, `#keyPath(player.rate)` ->
  /// `"player.rate"`: Swift accepts `#keyPath` only with the Objective-C runtime; the string it
  /// stands for is the path without a leading type name (a capitalised first component).
  static func rewriteKeyPath(_ node: MacroExpansionExprSyntax, in file: ParsedFile) {
    guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else {
      return
    }
    var components: [String] = []
    var expression: ExprSyntax? = argument.expression
    while let current = expression {
      if let member = current.as(MemberAccessExprSyntax.self) {
        components.insert(member.declName.baseName.text, at: 0)
        expression = member.base
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        components.insert(reference.baseName.text, at: 0)
        expression = nil
      } else {
        return
      }
    }
    if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
    let path = components.joined(separator: ".")
    file.edit(
      node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
      "\"\(path)\"", line: file.line(of: node), what: "\(node.sourceText) -> \"\(path)\"",
      why: "#keyPath needs the Objective-C runtime, which Linux lacks; the key path is this string")
  }

  /// The property a getter reference names: `contentOffset` in `scrollView.contentOffset`,
  /// `UIScrollView.contentOffset` or `contentOffset`.
  private static func propertyName(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
  }
}
