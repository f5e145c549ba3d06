import SwiftSyntax

/// `abs(x)` inside `extension CGFloat { … }` -> `Swift.abs(x)`: Foundation on Linux gives
/// `CGFloat` a static `abs`, which the unqualified call finds first inside the extension ("static
/// member 'abs' cannot be used on instance of type 'CGFloat'"); on iOS it finds the standard
/// library's function. Not rewritten when a type in the files given declares its own `abs`.
enum CGFloatAbsRule {
  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile, index: TypeIndex) {
    guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text == "abs", callee.argumentNames == nil, node.arguments.count == 1,
      node.arguments.first?.label == nil, isInCGFloatExtension(node),
      !index.methods.values.contains(where: { $0["abs"] != nil })
    else { return }
    file.replace(
      callee, with: "Swift.abs", what: "abs(_:) in an extension of CGFloat -> Swift.abs(_:)",
      why: "Linux's Foundation gives CGFloat a static abs, which an unqualified call inside the "
        + "extension finds first")
  }

  /// Whether `node` lies inside an extension of `CGFloat`.
  static func isInCGFloatExtension(_ node: some SyntaxProtocol) -> Bool {
    var parent = node.parent
    while let current = parent {
      if let ext = current.as(ExtensionDeclSyntax.self) {
        return ext.extendedType.trimmedDescription == "CGFloat"
      }
      parent = current.parent
    }
    return false
  }
}
