import SwiftSyntax

/// `simd.distance(self, other)` -> `InertiaUIKit.distance(self, other)` in a file importing simd:
/// a call qualified by the module's name (as code does inside a type whose own `distance(between:)`
/// would hide the global function) names the module InertiaUIKit gives simd's functions from on
/// Linux, where simd does not exist (its `import` goes, see ``ImportRule``).
enum SimdQualifierRule {
  static func rewrite(_ node: MemberAccessExprSyntax, in file: ParsedFile) {
    guard file.importedModules.contains("simd"), let base = node.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.text == "simd", base.argumentNames == nil
    else { return }
    file.replace(
      base, with: "InertiaUIKit",
      what: "simd.\(node.declName.baseName.text) -> InertiaUIKit.\(node.declName.baseName.text)",
      why: "there is no simd module on Linux; InertiaUIKit gives its vector functions")
  }
}
