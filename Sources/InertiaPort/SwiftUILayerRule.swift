import SwiftSyntax

/// A library's SwiftUI layer is kept for Apple platforms: a UIKit library that offers SwiftUI
/// wrappers beside its UIKit API (Parchment's `PageView`, `Page` and `PageItem`) reaches them from
/// its UIKit code only behind an availability-guarded cast (`if #available(iOS 14.0, *), item is
/// PageItem { … }`). SwiftUI does not exist off Apple platforms, so no value of those types can
/// exist and every such cast is false. The layer's declarations go under `#if canImport(SwiftUI)`
/// (the files that keep `import SwiftUI`, and the declarations elsewhere that name what they
/// declare, until nothing outside names them but those casts), and each `if` casting to one of
/// them keeps its `else` branch for Linux. On iOS the text compiles as written.
///
/// Nothing changes when no cast is guarded by `#available` (a program built on SwiftUI screens
/// fails to build, as it must), or when the layer would take in a view controller, a responder or
/// an app or scene delegate (a screen of the program would vanish).
enum SwiftUILayerRule {
  static let why =
    "SwiftUI does not exist off Apple platforms; the UIKit code reaches this SwiftUI layer only through availability-guarded casts, which are false without it"

  /// Supertypes a layer declaration may not have: a screen or an entry point of the program.
  static let refusedSupertypes: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UIPageViewController", "UISplitViewController", "UIResponder",
    "UIApplicationDelegate", "UIWindowSceneDelegate", "App",
  ]

  /// A top-level declaration of a file.
  private struct Item {
    let file: Int
    let node: CodeBlockItemSyntax
    let name: String?
  }

  /// Wraps the SwiftUI layer of `files` and rewrites the casts to it (run after the other rules,
  /// so an `else` branch copied for Linux carries their edits).
  static func wrap(in files: [ParsedFile]) {
    var items: [Item] = []
    var seedFiles: Set<Int> = []
    var names: Set<String> = []
    for (position, file) in files.enumerated() where !file.isHeader {
      let previews = PreviewRule.previewTypes(in: file.tree)
      names.formUnion(previews)
      let keepsSwiftUI =
        importsSwiftUI(file) && !file.reports.contains { $0.what.hasPrefix("import SwiftUI removed") }
      if keepsSwiftUI { seedFiles.insert(position) }
      for statement in file.tree.statements where !isSkipped(statement.item, previews: previews) {
        let name = declaredName(statement.item)
        items.append(Item(file: position, node: statement, name: name))
        if keepsSwiftUI, let name { names.insert(name) }
      }
    }
    guard !seedFiles.isEmpty else { return }
    var layer = Set(items.indices.filter { seedFiles.contains(items[$0].file) })
    var changed = true
    while changed {
      changed = false
      for index in items.indices where !layer.contains(index) {
        guard namesLayer(items[index].node, names) else { continue }
        layer.insert(index)
        if let name = items[index].name { names.insert(name) }
        changed = true
      }
    }
    let casts = items.indices.filter { !layer.contains($0) }.flatMap { index in
      castStatements(in: items[index].node, names).map { (items[index].file, $0) }
    }
    guard casts.contains(where: { hasAvailability($0.1) }),
      !layer.contains(where: { isRefused(items[$0].node.item) })
    else { return }
    for (position, file) in files.enumerated() {
      let fileItems = items.indices.filter { items[$0].file == position }
      let wrapped = fileItems.filter { layer.contains($0) }
      guard !wrapped.isEmpty else { continue }
      if wrapped.count == fileItems.count, let first = file.tree.statements.first, let last = wrapped.last {
        // From the imports (`import SwiftUI` among them) to the last declaration kept.
        let declared = wrapped.compactMap { items[$0].name }.joined(separator: ", ")
        surround(first, items[last].node, in: file, what: "the file (\(declared)) kept for SwiftUI only")
      } else {
        for index in wrapped {
          let node = items[index].node
          surround(
            node, node, in: file, what: "\(items[index].name ?? "a declaration") kept for SwiftUI only")
        }
      }
    }
    for (position, statement) in casts { keepElseBranch(of: statement, in: files[position]) }
  }

  private static func importsSwiftUI(_ file: ParsedFile) -> Bool {
    file.tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "SwiftUI" }
  }

  /// Imports and what ``PreviewRule`` removes are not declarations of the layer.
  private static func isSkipped(_ item: CodeBlockItemSyntax.Item, previews: Set<String>) -> Bool {
    if item.is(ImportDeclSyntax.self) { return true }
    if let decl = item.as(StructDeclSyntax.self) { return PreviewRule.isPreview(decl.inheritanceClause) }
    if let decl = item.as(ClassDeclSyntax.self) { return PreviewRule.isPreview(decl.inheritanceClause) }
    if let decl = item.as(ExtensionDeclSyntax.self) {
      return previews.contains(decl.extendedType.trimmedDescription)
    }
    if let macro = item.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
    if let macro = item.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "Preview" }
    return false
  }

  private static func declaredName(_ item: CodeBlockItemSyntax.Item) -> String? {
    if let decl = item.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = item.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = item.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = item.as(ProtocolDeclSyntax.self) { return decl.name.text }
    if let decl = item.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = item.as(TypeAliasDeclSyntax.self) { return decl.name.text }
    return nil
  }

  private static func isRefused(_ item: CodeBlockItemSyntax.Item) -> Bool {
    let clause =
      item.as(ClassDeclSyntax.self)?.inheritanceClause ?? item.as(StructDeclSyntax.self)?.inheritanceClause
      ?? item.as(ExtensionDeclSyntax.self)?.inheritanceClause
    return clause?.inheritedTypes.contains { refusedSupertypes.contains($0.type.trimmedDescription) } ?? false
  }

  /// Whether `node` names a layer declaration outside the casts this rule rewrites.
  private static func namesLayer(_ node: some SyntaxProtocol, _ names: Set<String>) -> Bool {
    let finder = NameFinder(names: names)
    finder.walk(node)
    return finder.found
  }

  /// The `if` statements of `node` whose conditions cast to a layer declaration, outermost only.
  private static func castStatements(in node: some SyntaxProtocol, _ names: Set<String>) -> [IfExprSyntax] {
    let finder = NameFinder(names: names)
    finder.walk(node)
    return finder.casts
  }

  private static func hasAvailability(_ statement: IfExprSyntax) -> Bool {
    statement.conditions.contains { $0.condition.is(AvailabilityConditionSyntax.self) }
  }

  /// Whether an `if`'s conditions cast (`is`, `as?`) to one of `names`.
  fileprivate static func casts(_ statement: IfExprSyntax, to names: Set<String>) -> Bool {
    let finder = CastFinder(names: names)
    finder.walk(statement.conditions)
    return finder.found
  }

  private static func surround(
    _ first: some SyntaxProtocol, _ last: some SyntaxProtocol, in file: ParsedFile, what: String
  ) {
    let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = last.endPositionBeforeTrailingTrivia.utf8Offset
    file.edit(
      start, start, "#if canImport(SwiftUI)\n", line: file.line(of: first),
      what: what + " under #if canImport(SwiftUI)", why: why)
    file.edits.append(SourceEdit(start: end, end: end, replacement: "\n#endif"))
  }

  /// `if <cast> { A } else { B }` -> `#if canImport(SwiftUI)` the statement `#else` B `#endif`.
  private static func keepElseBranch(of statement: IfExprSyntax, in file: ParsedFile) {
    let indent = file.indentation(of: statement)
    var linux = ""
    if let body = statement.elseBody {
      switch body {
      case .codeBlock(let block):
        if let first = block.statements.first, let last = block.statements.last {
          linux = file.indentation(of: first) + text(from: first, to: last, in: file) + "\n"
        }
      case .ifExpr(let chained):
        linux = indent + text(from: chained, to: chained, in: file) + "\n"
      }
    } else if isOnlyStatementOfCase(statement) {
      linux = indent + "break\n"
    }
    let start = statement.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = statement.endPositionBeforeTrailingTrivia.utf8Offset
    file.edit(
      start, start, "#if canImport(SwiftUI)\n" + indent, line: file.line(of: statement),
      what: "if casting to a SwiftUI-only type kept under #if canImport(SwiftUI)"
        + (linux.isEmpty ? "" : ", its else branch for Linux"), why: why)
    let tail = linux.isEmpty ? "\n\(indent)#endif" : "\n\(indent)#else\n\(linux)\(indent)#endif"
    file.edits.append(SourceEdit(start: end, end: end, replacement: tail))
  }

  /// The text from `first` to `last` with the edits other rules made in it.
  private static func text(from first: some SyntaxProtocol, to last: some SyntaxProtocol, in file: ParsedFile)
    -> String
  {
    let range =
      first.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset
    return SourceEdit.apply(file.edits, to: file.bytes, in: range)
  }

  private static func isOnlyStatementOfCase(_ statement: IfExprSyntax) -> Bool {
    guard
      let item = statement.parent?.parent?.as(CodeBlockItemSyntax.self)
        ?? statement.parent?.as(
          CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return false }
    return list.count == 1 && list.parent?.is(SwitchCaseSyntax.self) == true
  }
}

/// Finds the names of a layer outside the `if` statements casting to them, and those statements.
private final class NameFinder: SyntaxVisitor {
  let names: Set<String>
  var found = false
  var casts: [IfExprSyntax] = []

  init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    guard SwiftUILayerRule.casts(node, to: names) else { return .visitChildren }
    // An `else if` is rewritten with its outermost `if`.
    // An `else if` casting is not rewritten alone: its declaration counts as naming the layer.
    if node.parent?.is(IfExprSyntax.self) == true {
      found = true
      return .skipChildren
    }
    casts.append(node)
    if case .codeBlock(let block)? = node.elseBody { walk(block) }
    if case .ifExpr(let chained)? = node.elseBody { walk(chained) }
    return .skipChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if case .identifier(let name) = token.tokenKind, names.contains(name) { found = true }
    return .visitChildren
  }
}

/// Finds an `is` or `as?` cast to one of `names`.
private final class CastFinder: SyntaxVisitor {
  let names: Set<String>
  var found = false

  init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  /// Unfolded `x is T` / `x as? T`: the operator, then the type, in a sequence.
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    for (operator_, operand) in zip(elements, elements.dropFirst()) {
      guard let type = operand.as(TypeExprSyntax.self), names.contains(type.type.trimmedDescription) else {
        continue
      }
      if operator_.is(UnresolvedIsExprSyntax.self) { found = true }
      if let cast = operator_.as(UnresolvedAsExprSyntax.self),
        cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
      {
        found = true
      }
    }
    return .visitChildren
  }

  override func visit(_ node: IsExprSyntax) -> SyntaxVisitorContinueKind {
    if names.contains(node.type.trimmedDescription) { found = true }
    return .visitChildren
  }

  override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
      names.contains(node.type.trimmedDescription)
    {
      found = true
    }
    return .visitChildren
  }
}
