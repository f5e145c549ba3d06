import SwiftSyntax

/// Xcode preview scaffolding in UIKit files goes: types conforming to `PreviewProvider`,
/// `UIViewRepresentable` or `UIViewControllerRepresentable`, `#Preview { … }` blocks, and then
/// `import SwiftUI` (SwiftUI does not exist off Apple platforms, and previews run only in Xcode).
/// A file that uses SwiftUI for anything else keeps its import and fails to compile, as it would.
enum PreviewRule {
  static let why = "Xcode previews need SwiftUI, which does not exist off Apple platforms"
  /// The protocols only preview code conforms to.
  static let previewProtocols: Set<String> = [
    "PreviewProvider", "UIViewRepresentable", "UIViewControllerRepresentable",
    "SwiftUI.PreviewProvider", "SwiftUI.UIViewRepresentable", "SwiftUI.UIViewControllerRepresentable",
  ]

  /// Whether `clause` names a preview protocol.
  static func isPreview(_ clause: InheritanceClauseSyntax?) -> Bool {
    clause?.inheritedTypes.contains { previewProtocols.contains($0.type.trimmedDescription) } ?? false
  }

  /// Whether the file has preview scaffolding at its top level (or in a top-level `#if`).
  static func hasPreviews(_ tree: SourceFileSyntax) -> Bool {
    func check(_ item: CodeBlockItemSyntax.Item) -> Bool {
      if let decl = item.as(StructDeclSyntax.self) { return isPreview(decl.inheritanceClause) }
      if let decl = item.as(ClassDeclSyntax.self) { return isPreview(decl.inheritanceClause) }
      if let decl = item.as(MacroExpansionDeclSyntax.self) { return decl.macroName.text == "Preview" }
      if let expression = item.as(MacroExpansionExprSyntax.self) {
        return expression.macroName.text == "Preview"
      }
      guard let conditional = item.as(IfConfigDeclSyntax.self) else { return false }
      return conditional.clauses.contains { clause in
        guard case .statements(let statements) = clause.elements else { return false }
        return statements.contains { check($0.item) }
      }
    }
    return tree.statements.contains { check($0.item) }
  }

  /// Removes `node` when it is preview code; returns whether it did.
  static func removeIfPreview(
    _ node: some DeclSyntaxProtocol, name: String, clause: InheritanceClauseSyntax?, in file: ParsedFile
  )
    -> Bool
  {
    guard isPreview(clause) else { return false }
    file.remove(node, what: "preview type \(name) removed", why: why)
    return true
  }

  /// Removes a `#Preview` block.
  static func removePreviewMacro(_ node: some SyntaxProtocol, in file: ParsedFile) {
    file.remove(node, what: "#Preview removed", why: why)
  }
}
