import SwiftSyntax

/// Xcode preview scaffolding in UIKit files goes: types conforming to `PreviewProvider`,
/// `UIViewRepresentable` or `UIViewControllerRepresentable` with the extensions of the file that
/// extend them (a representable's `makeUIView` and `updateUIView` are often written in one, as
/// MarkdownView's SwiftUI wrapper does), `#Preview { … }` blocks, and then `import SwiftUI`
/// (SwiftUI does not exist off Apple platforms, and previews run only in Xcode).
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

  /// The top-level types of `tree` conforming to a preview protocol.
  static func previewTypes(in tree: SourceFileSyntax) -> Set<String> {
    var names: Set<String> = []
    for statement in tree.statements {
      if let decl = statement.item.as(StructDeclSyntax.self), isPreview(decl.inheritanceClause) {
        names.insert(decl.name.text)
      } else if let decl = statement.item.as(ClassDeclSyntax.self), isPreview(decl.inheritanceClause) {
        names.insert(decl.name.text)
      }
    }
    return names
  }

  /// Removes `node` when it extends a preview type the same file declares (the type goes, so its
  /// extensions cannot stay); returns whether it did.
  static func removeIfPreviewExtension(_ node: ExtensionDeclSyntax, in file: ParsedFile) -> Bool {
    let name = node.extendedType.trimmedDescription
    guard node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
      previewTypes(in: file.tree).contains(name)
    else { return false }
    file.remove(node, what: "extension of preview type \(name) removed", why: why)
    return true
  }

  /// Removes a `#Preview` block.
  static func removePreviewMacro(_ node: some SyntaxProtocol, in file: ParsedFile) {
    file.remove(node, what: "#Preview removed", why: why)
  }
}

/// SwiftUI left in UIKit files once their previews go: an Xcode template's `ContentView` that
/// nothing in the files given names, and `import SwiftUI` in a file that names nothing of SwiftUI.
/// On iOS both compile and do nothing; on Linux SwiftUI does not exist.
enum SwiftUILeftovers {
  /// Names that only SwiftUI declares (a UIKit file naming one uses SwiftUI).
  static let swiftUINames: Set<String> = [
    "View", "Text", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "Spacer",
    "Color", "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Environment",
    "UIHostingController", "NavigationView", "NavigationStack", "ForEach", "List", "Toggle", "Form",
    "GeometryReader", "ViewModifier", "ViewBuilder", "ScrollView", "Image", "Button", "App", "Scene",
  ]

  /// The top-level `struct Name: View` declarations of UIKit files importing SwiftUI that no
  /// other code of `files` names (previews aside), as "file index:name".
  static func unusedViews(in files: [ParsedFile]) -> Set<String> {
    var candidates: [(Int, String)] = []
    for (position, file) in files.enumerated()
    where imports(file, "SwiftUI") && ImportRule.importsUIKit(file.tree) {
      for statement in file.tree.statements {
        guard let decl = statement.item.as(StructDeclSyntax.self), isView(decl.inheritanceClause) else {
          continue
        }
        candidates.append((position, decl.name.text))
      }
    }
    guard !candidates.isEmpty else { return [] }
    var counts: [String: Int] = [:]
    let wanted = Set(candidates.map(\.1))
    for file in files where !file.isHeader {
      for token in tokensOutsidePreviews(file.tree) {
        if case .identifier(let name) = token.tokenKind, wanted.contains(name) {
          counts[name, default: 0] += 1
        }
      }
    }
    return Set(candidates.filter { counts[$0.1, default: 0] <= 1 }.map { "\($0.0):\($0.1)" })
  }

  /// Whether the file, without its previews and unused views, names something only SwiftUI has.
  static func namesSwiftUI(_ tree: SourceFileSyntax, unusedViews: Set<String>) -> Bool {
    tokensOutsidePreviews(tree, skipping: unusedViews).contains { token in
      if case .identifier(let name) = token.tokenKind { return swiftUINames.contains(name) }
      return false
    }
  }

  /// Whether `clause` names SwiftUI's `View`.
  static func isView(_ clause: InheritanceClauseSyntax?) -> Bool {
    clause?.inheritedTypes.contains { ["View", "SwiftUI.View"].contains($0.type.trimmedDescription) } ?? false
  }

  private static func imports(_ file: ParsedFile, _ module: String) -> Bool {
    file.tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == module }
  }

  /// The tokens of `tree` outside preview types, `#Preview` blocks, imports and the top-level
  /// structs named in `skipping`.
  private static func tokensOutsidePreviews(_ tree: SourceFileSyntax, skipping: Set<String> = [])
    -> [TokenSyntax]
  {
    var tokens: [TokenSyntax] = []
    let previews = PreviewRule.previewTypes(in: tree)
    for statement in tree.statements {
      let item = statement.item
      if item.is(ImportDeclSyntax.self) { continue }
      if let decl = item.as(ExtensionDeclSyntax.self), previews.contains(decl.extendedType.trimmedDescription)
      {
        continue
      }
      if let decl = item.as(StructDeclSyntax.self),
        PreviewRule.isPreview(decl.inheritanceClause)
          || skipping.contains(where: { $0.hasSuffix(":" + decl.name.text) })
      {
        continue
      }
      if let decl = item.as(ClassDeclSyntax.self), PreviewRule.isPreview(decl.inheritanceClause) { continue }
      if let macro = item.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { continue }
      if let macro = item.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { continue }
      tokens += statement.tokens(viewMode: .sourceAccurate)
    }
    return tokens
  }
}
