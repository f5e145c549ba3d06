import SwiftSyntax

/// Texture declares `ASDisplayNode.subnodes` as `[ASDisplayNode]?`; InertiaTexture's is the
/// non-optional array of Inertia's node (every caller in the package reads it as one). In a file
/// importing Texture, a use that needs the optional gets one with the same type as on iOS:
/// `node.subnodes?.count` -> `Optional(node.subnodes)?.count` (still an `Int?`),
/// `if let nodes = node.subnodes` -> `if let nodes = Optional(node.subnodes)`, and
/// `node.subnodes!` -> `node.subnodes`. Other uses (`for n in node.subnodes ?? []`) compile as
/// they are.
enum SubnodesRule {
  /// Rewrites `expression` (a `subnodes` reference) when it is used as an optional.
  static func rewrite(_ expression: ExprSyntax, in file: ParsedFile) {
    guard file.importedModules.contains("AsyncDisplayKit") || file.importedModules.contains("Texture")
    else { return }
    let written = expression.trimmedDescription
    let why = "Texture's subnodes is optional ([ASDisplayNode]?); InertiaTexture's is not"
    if let chain = expression.parent?.as(OptionalChainingExprSyntax.self),
      chain.expression.id == expression.id
    {
      file.replace(
        expression, with: "Optional(\(written))", what: "\(written)? -> Optional(\(written))?", why: why)
    } else if let unwrap = expression.parent?.as(ForceUnwrapExprSyntax.self),
      unwrap.expression.id == expression.id
    {
      file.replace(unwrap, with: written, what: "\(written)! -> \(written)", why: why)
    } else if let initializer = expression.parent?.as(InitializerClauseSyntax.self),
      initializer.parent?.is(OptionalBindingConditionSyntax.self) == true
    {
      file.replace(
        expression, with: "Optional(\(written))", what: "let … = \(written) -> Optional(\(written))",
        why: why)
    }
  }

  /// Whether `node` is a reference to `subnodes` (`node.subnodes`, or `subnodes` alone).
  static func isSubnodes(_ node: MemberAccessExprSyntax) -> Bool {
    node.base != nil && node.declName.baseName.text == "subnodes" && node.declName.argumentNames == nil
  }

  /// Whether `node` is an unqualified `subnodes` (not the member name of `x.subnodes`).
  static func isSubnodes(_ node: DeclReferenceExprSyntax) -> Bool {
    node.baseName.text == "subnodes" && node.argumentNames == nil
      && node.parent?.is(MemberAccessExprSyntax.self) != true
  }
}
