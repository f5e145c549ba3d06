import SwiftSyntax

/// A `DispatchWorkItem` handed to a queue -> InertiaUIKit's app-clock form:
/// `queue.async(execute: item)` -> `queue.async(appClockExecute: item)` and
/// `queue.asyncAfter(deadline: d, execute: item)` -> `queue.asyncAfter(deadline: d, appClockExecute: item)`.
/// Dispatch's own methods put the item on the main queue, which no test or replay host drains: it
/// would never run, where a block (`async { … }`) runs on the app clock through InertiaUIKit's
/// overloads. An overload taking the item under Dispatch's own label would have Dispatch's exact
/// signature, which a file importing Foundation beside InertiaUIKit finds ambiguous, so the label
/// changes. Only items the syntax shows are rewritten: `DispatchWorkItem(…)` or
/// `DispatchWorkItem { … }` written in the call, a name (`item`, `self.item`, either with `!`)
/// the file binds to a `DispatchWorkItem` (made by one, or declared of that type, a parameter too),
/// a property any of the files ported together declares so (`item`, `self.item`, `owner.item`), or
/// a call of a function any of them declares returning one (`makeItem()`, `self.factory.item(for: x)`):
/// the syntax tree has no types.
enum DispatchWorkItemRule {
  /// What the files ported together declare: properties of a type (or at the top level) holding a
  /// `DispatchWorkItem`, and functions returning one (optional or not).
  struct ProgramNames {
    var properties: Set<String> = []
    var functions: Set<String> = []
    /// By file path: the names a file binds to a call of one of ``functions`` (`let item = makeItem()`).
    var madeByFunctions: [String: Set<String>] = [:]

    /// The names every file in `files` declares.
    init(_ files: [ParsedFile]) {
      let sources = files.filter { !$0.isHeader }
      for file in sources {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        properties.formUnion(finder.shared)
        functions.formUnion(finder.functions)
      }
      guard !functions.isEmpty else { return }
      for file in sources {
        let finder = CallBindingFinder(functions: functions)
        finder.walk(file.tree)
        if !finder.names.isEmpty { madeByFunctions[file.path, default: []].formUnion(finder.names) }
        properties.formUnion(finder.shared)
      }
    }
  }

  /// Finds the names bound to a call of a function returning a work item (`makeItem()`,
  /// `self.factory.item(for: x)!`).
  private final class CallBindingFinder: SyntaxVisitor {
    let functions: Set<String>
    var names: Set<String> = []
    var shared: Set<String> = []

    init(functions: Set<String>) {
      self.functions = functions
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        node.typeAnnotation == nil, var value = node.initializer?.value
      else { return .visitChildren }
      if let unwrapped = value.as(ForceUnwrapExprSyntax.self) { value = unwrapped.expression }
      guard let call = value.as(FunctionCallExprSyntax.self),
        DispatchWorkItemRule.calledName(call).map(functions.contains) == true
      else { return .visitChildren }
      names.insert(name)
      if Finder.isSeenByOtherFiles(node) { shared.insert(name) }
      return .visitChildren
    }
  }

  private static let why =
    "Dispatch's own method puts the item on a main queue no host drains; InertiaUIKit's runs it "
    + "on the app clock, as blocks handed to the main queue run"

  /// `async(execute: item)` and `asyncAfter(deadline: d, execute: item)` on any receiver.
  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile, program: ProgramNames) {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      node.trailingClosure == nil, let last = node.arguments.last, last.label?.text == "execute"
    else { return }
    let labels = node.arguments.map { $0.label?.text }
    let method = member.declName.baseName.text
    let isAsync = method == "async" && labels == ["execute"]
    guard isAsync || (method == "asyncAfter" && labels == ["deadline", "execute"]),
      isWorkItem(
        last.expression, names: file.dispatchWorkItemNames.union(program.madeByFunctions[file.path] ?? []),
        program: program),
      let label = last.label,
      let base = member.base?.trimmedDescription
    else { return }
    let deadline = isAsync ? "" : "deadline: …, "
    file.edit(
      label.positionAfterSkippingLeadingTrivia.utf8Offset, label.endPositionBeforeTrailingTrivia.utf8Offset,
      "appClockExecute", line: file.line(of: node),
      what: "\(base).\(method)(\(deadline)execute: \(last.expression.trimmedDescription)) -> "
        + "\(method)(\(deadline)appClockExecute:)",
      why: why)
  }

  /// Whether `expression` is a work item the syntax shows: made in place or by a function of the
  /// files, or a name bound to one.
  private static func isWorkItem(_ expression: ExprSyntax, names: Set<String>, program: ProgramNames) -> Bool
  {
    var expression = expression
    if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrapped.expression }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return isWorkItemType(call.calledExpression) || calledName(call).map(program.functions.contains) == true
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return names.contains(name) || program.properties.contains(name)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
      let name = member.declName.baseName.text
      if program.properties.contains(name) { return true }
      return member.base?.trimmedDescription == "self" && names.contains(name)
    }
    return false
  }

  /// The base name a call calls: `f` of `f(…)`, `self.f(…)` and `owner.f(…)`.
  fileprivate static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// `DispatchWorkItem` or `Dispatch.DispatchWorkItem` as written before a call's arguments.
  private static func isWorkItemType(_ expression: some SyntaxProtocol) -> Bool {
    let text = expression.trimmedDescription
    return text == "DispatchWorkItem" || text == "Dispatch.DispatchWorkItem"
  }

  /// The names `tree` binds to a `DispatchWorkItem`: variables and parameters declared of that
  /// type (optional or not), and variables made by `DispatchWorkItem(…)` or `DispatchWorkItem { … }`.
  static func workItemNames(in tree: SourceFileSyntax) -> Set<String> {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.names
  }

  /// Finds the names a file binds to work items: all of them, those other files see (members of a
  /// type and top-level variables), and functions returning one.
  fileprivate final class Finder: SyntaxVisitor {
    var names: Set<String> = []
    var shared: Set<String> = []
    var functions: Set<String> = []

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        return .visitChildren
      }
      let made = node.initializer?.value.as(FunctionCallExprSyntax.self).map {
        DispatchWorkItemRule.isWorkItemType($0.calledExpression)
      }
      if Self.isWorkItemAnnotation(node.typeAnnotation?.type) || made == true {
        names.insert(name)
        if Self.isSeenByOtherFiles(node) { shared.insert(name) }
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      if Self.isWorkItemAnnotation(node.type) { names.insert((node.secondName ?? node.firstName).text) }
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if Self.isWorkItemAnnotation(node.signature.returnClause?.type) { functions.insert(node.name.text) }
      return .visitChildren
    }

    /// A binding of a type's member or of a top-level variable (not a local one).
    static func isSeenByOtherFiles(_ binding: PatternBindingSyntax) -> Bool {
      guard let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
      if declaration.parent?.is(MemberBlockItemSyntax.self) == true { return true }
      return declaration.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    private static func isWorkItemAnnotation(_ type: TypeSyntax?) -> Bool {
      guard var text = type?.trimmedDescription else { return false }
      if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
      return text == "DispatchWorkItem" || text == "Dispatch.DispatchWorkItem"
    }
  }
}
