import SwiftParser
import SwiftSyntax

/// One input file: its path (as reported) and its text.
public struct PortSource: Sendable {
  /// The path shown in report lines.
  public var path: String
  /// The file's text.
  public var text: String

  /// Creates an input file.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// One file after porting.
public struct PortedFile: Sendable {
  /// The path of the input file.
  public var path: String
  /// The ported text (the input text when nothing changed).
  public var text: String
  /// Whether the text differs from the input.
  public var isChanged: Bool
}

/// The outcome of porting a set of files: every file, and one report line per rewrite or note,
/// in file order, then line order.
public struct PortResult: Sendable {
  /// The files, in input order.
  public var files: [PortedFile]
  /// What was rewritten (and what could not be), one entry per line of output.
  public var rewrites: [PortRewrite]
}

/// Rewrites UIKit and Texture sources so that Swift on Linux compiles them against InertiaUIKit
/// and InertiaTexture: imports, Objective-C-only attributes, `#selector`, overrides declared in
/// extensions and object literals. A bridging header (a source whose path ends in `.h`) is read,
/// not rewritten: the modules it imports are imported by the files that use them. Every rewrite
/// is reported (docs/porting.md lists them).
public enum Porter {
  /// Ports `sources` together (an override in an extension moves into its class when the class
  /// is in one of them).
  public static func port(_ sources: [PortSource]) -> PortResult {
    var tokens = 0
    let files = sources.map { ParsedFile($0, tokensBefore: &tokens) }
    let index = TypeIndex(files)
    let optionals = OptionalRequirements(files)
    var context = PortContext(
      index: index, optionals: optionals, unusedSwiftUIViews: SwiftUILeftovers.unusedViews(in: files),
      scrollDelegateNames: DelegateAssignmentRule.declaredNames(in: files),
      anyObjectProperties: AnyObjectRespondsRule.declaredProperties(in: files),
      workItems: DispatchWorkItemRule.ProgramNames(files))
    var headerModules: [String: HeaderImport] = [:]
    for (position, file) in files.enumerated() {
      if file.isHeader {
        BridgingHeader.read(file, into: &headerModules)
        continue
      }
      let collector = EditCollector(file: file, fileIndex: position, context: context)
      collector.walk(file.tree)
      context = collector.context
      file.importedModules.formUnion(collector.importedModules)
    }
    KeyValueObserverRule.addInExtensions(in: files, index: index)
    OverrideMover.move(in: files, index: index)
    SenderWideningRule.rewrite(context.recognizerActions, in: files)
    OptionalRequirementRule.rewriteProtocols(in: files, requirements: optionals, index: index)
    OptionalPropertyRule.rewrite(in: files, index: index)
    RequiredInitRule.rewrite(in: files, index: index)
    ClassValueFactoryRule.add(
      for: ClassValueInitRule.rewrite(in: files, index: index), in: files, index: index)
    NSObjectGenericRule.rewrite(in: files, index: index)
    NSObjectProtocolValueTypeRule.rewrite(in: files)
    CommitSwipeRule.rewrite(in: files, index: index)
    ActionTargetConformance.add(for: context.selectorOwners, in: files, index: index)
    if AnyObjectRespondsRule.isNeeded(in: files, properties: context.anyObjectProperties) {
      ObjectiveCMethodsRule.add(in: files, index: index)
    }
    if DeclaredKeyValuesRule.isNeeded(in: files) {
      DeclaredKeyValuesRule.add(in: files, index: index)
    }
    ObjCConformanceRule.add(in: files, index: index)
    CellGestureDelegateRule.add(in: files, index: index)
    ThenConformanceRule.add(in: files, index: index)
    NSObjectCompatibleRule.rewrite(in: files, index: index)
    SharedTypeExtensionRule.rewrite(in: files, index: index)
    KeyValueObserverRule.add(in: files, index: index)
    KeyValueObservableRule.add(in: files, index: index)
    ImplicitImportRule.add(in: files.filter { !$0.isHeader }, headerModules: headerModules)
    SwiftUILayerRule.wrap(in: files)
    var rewrites: [PortRewrite] = []
    let ported = files.map { file -> PortedFile in
      rewrites += file.reports.enumerated().sorted {
        ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
      }
      .map(\.element)
      // The inserted lines end as the file's do (a CRLF file stays CRLF).
      let lineEnd = file.edits.isEmpty ? [0x0A] : SourceEdit.lineEnd(of: file.bytes)
      let text = SourceEdit.apply(file.edits, to: file.bytes, in: 0..<file.bytes.count, lineEnd: lineEnd)
      let isChanged = !file.edits.isEmpty && text != file.text
      return PortedFile(path: file.path, text: isChanged ? text : file.text, isChanged: isChanged)
    }
    return PortResult(files: ported, rewrites: rewrites)
  }
}

/// A parsed input file with the edits and reports collected for it.
final class ParsedFile {
  let path: String
  let text: String
  let bytes: [UInt8]
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  var edits: [SourceEdit] = []
  var reports: [PortRewrite] = []
  /// Whether the file is a bridging header (read for its imports, never rewritten).
  let isHeader: Bool
  /// The modules the file imports (as written, and the Inertia modules rewrites give it).
  var importedModules: Set<String> = []
  /// The names the file binds to a `DispatchGroup` (``DispatchGroupWaitRule``).
  lazy var dispatchGroupNames = DispatchGroupWaitRule.groupNames(in: tree)
  /// The names the file binds to a `DispatchWorkItem` (``DispatchWorkItemRule``).
  lazy var dispatchWorkItemNames = DispatchWorkItemRule.workItemNames(in: tree)
  /// The identifiers of the file, once each, read in one walk of its tokens: the rules that look
  /// for one name (`UIScrollViewDelegate`, `AnyObject`, `responds`, `forKey`) walk the tokens of a
  /// file only when it has the name, where each walked every file's tokens (sweep 65: five walks,
  /// about a fifth of the port of a file without those names, debug build).
  lazy var identifiers = ImplicitImportRule.identifiers(in: tree)

  /// The spaces and tabs before `node` on its line (the indentation rules give what they insert).
  func indentation(of node: some SyntaxProtocol) -> String {
    var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
    return String(decoding: bytes[start..<node.positionAfterSkippingLeadingTrivia.utf8Offset], as: UTF8.self)
  }

  /// Parses `source`, or leaves it as it is (an empty tree and a note) when it would cost the
  /// parser too much (``ParseCost``, ``ParseDepth``); `tokensBefore` counts the estimated tokens
  /// of the files parsed before it, whose trees are held with this one.
  init(_ source: PortSource, tokensBefore: inout Int) {
    path = source.path
    text = source.text
    bytes = Array(source.text.utf8)
    isHeader = BridgingHeader.isHeader(source.path)
    if isHeader {
      tree = Parser.parse(source: "")
      converter = SourceLocationConverter(fileName: source.path, tree: tree)
      return
    }
    let tokens = ParseCost.tokens(in: bytes)
    var refusal = ParseCost.refusal(for: bytes)
    if refusal == nil, tokensBefore + tokens > ParseCost.maximumTotalTokens {
      refusal =
        "the files ported together have about \(tokensBefore + tokens) tokens, more than \(ParseCost.maximumTotalTokens): their syntax trees are held together, about 1 KB a token"
    }
    if let reason = refusal {
      // Left as it is: an empty tree has nothing to rewrite.
      tree = Parser.parse(source: "")
      converter = SourceLocationConverter(fileName: source.path, tree: tree)
      note(line: 1, what: "\(source.path) left as it is", why: reason)
      return
    }
    let parsed = ParseDepth.parse(source.text)
    if let reason = ParseDepth.refusal(for: parsed) {
      tree = Parser.parse(source: "")
      converter = SourceLocationConverter(fileName: source.path, tree: tree)
      note(line: 1, what: "\(source.path) left as it is", why: reason)
      return
    }
    tree = parsed
    tokensBefore += tokens
    converter = SourceLocationConverter(fileName: source.path, tree: tree)
  }

  /// The 1-based line of `node`'s first token.
  func line(of node: some SyntaxProtocol) -> Int {
    converter.location(for: node.positionAfterSkippingLeadingTrivia).line
  }

  /// Records a rewrite of `start..<end` and its report.
  func edit(_ start: Int, _ end: Int, _ replacement: String, line: Int, what: String, why: String) {
    edits.append(SourceEdit(start: start, end: end, replacement: replacement))
    reports.append(PortRewrite(file: path, line: line, what: what, why: why))
  }

  /// Appends `extension name: conformance {}` at the end of the file (after a newline the file may
  /// lack) and reports it at `line`, with the addition named in the report.
  func appendConformance(of name: String, to conformance: String, line: Int, what: String = "", why: String) {
    let end = bytes.count
    let newline = bytes.last == 0x0A ? "" : "\n"
    let addition = "extension \(name): \(conformance) {}"
    let summary = what.isEmpty ? "" : what + ", "
    edit(
      end, end, "\(newline)\n\(addition)\n", line: line,
      what: summary + addition + " added at the end of the file",
      why: why)
  }

  /// Records a note (nothing changes).
  func note(line: Int, what: String, why: String) {
    reports.append(PortRewrite(file: path, line: line, kind: .note, what: what, why: why))
  }

  /// Removes `node` (its whole line when nothing else is on it) and reports it at `line` (the
  /// node's first line when nil).
  func remove(_ node: some SyntaxProtocol, line reported: Int? = nil, what: String, why: String) {
    let range = SourceEdit.removalRange(
      node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
      in: bytes)
    edit(range.lowerBound, range.upperBound, "", line: reported ?? line(of: node), what: what, why: why)
  }

  /// Replaces `node` (without its trivia) by `replacement` and reports it.
  func replace(_ node: some SyntaxProtocol, with replacement: String, what: String, why: String) {
    edit(
      node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
      replacement, line: line(of: node), what: what, why: why)
  }
}

/// What the collector learns across files: the classes whose methods `#selector` names.
struct PortContext {
  let index: TypeIndex
  /// The optional requirements of the protocols declared in the files.
  let optionals: OptionalRequirements
  /// SwiftUI views nobody names in UIKit files, as "file index:name" (see ``SwiftUILeftovers``).
  let unusedSwiftUIViews: Set<String>
  /// The variables the files declare as `UIScrollViewDelegate?` (see ``DelegateAssignmentRule``).
  let scrollDelegateNames: Set<String>
  /// The properties the files declare as `AnyObject` (see ``AnyObjectRespondsRule``).
  let anyObjectProperties: Set<String>
  /// The work-item properties and functions the files declare (see ``DispatchWorkItemRule``).
  let workItems: DispatchWorkItemRule.ProgramNames
  /// Type names owning methods named by a rewritten `#selector`, with where they were first named.
  var selectorOwners: [String] = []
  /// Selectors passed to a gesture recognizer's initializer (see ``SenderWideningRule``).
  var recognizerActions: [SenderWideningRule.Use] = []
}

/// Walks one file and records its edits.
final class EditCollector: SyntaxVisitor {
  let file: ParsedFile
  let fileIndex: Int
  var context: PortContext
  /// Modules this file already imports after rewriting (to drop duplicates).
  var importedModules: Set<String> = []
  /// Whether the file imports a module that brings InertiaUIKit.
  let importsUIKit: Bool
  /// Whether the file has Xcode preview scaffolding (see ``PreviewRule``).
  let hasPreviews: Bool

  init(file: ParsedFile, fileIndex: Int, context: PortContext) {
    self.file = file
    self.fileIndex = fileIndex
    self.context = context
    importsUIKit = ImportRule.importsUIKit(file.tree)
    hasPreviews = PreviewRule.hasPreviews(file.tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.text { file.importedModules.insert(module) }
    ImportRule.rewrite(node, in: self)
    return .skipChildren
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    AttributeRule.rewrite(node, in: file)
    return .skipChildren
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    AttributeRule.rewrite(node, in: file)
    return .skipChildren
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    PlatformConditionRule.rewrite(node, in: file)
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if PreviewRule.removeIfPreviewExtension(node, in: file) { return .skipChildren }
    StaticMemberRule.rewrite(node, in: file, index: context.index)
    NSObjectExtensionRule.rewrite(node, in: file)
    ListDelegateOverrideRule.rewrite(node, in: file, index: context.index)
    NSManagedLayerRule.rewrite(node, in: file, index: context.index)
    return .visitChildren
  }

  override func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind {
    VoidParameterRule.rewrite(node, in: file)
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    AttributesLiteralRule.rewrite(node, in: file)
    StringKeyedAttributesRule.rewrite(node, in: file)
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    ClassValueRule.rewrite(node, in: file, index: context.index)
    ContextModifierRule.rewrite(node, in: file)
    DelegateAssignmentRule.rewrite(node, in: file, declared: context.scrollDelegateNames)
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if RespondsToRequirementRule.rewrite(
      node, in: file, requirements: context.optionals, index: context.index)
    {
      return .skipChildren
    }
    if !OptionalRequirementRule.rewriteCall(
      node, in: file, requirements: context.optionals, index: context.index)
    {
      OptionalCallRule.rewrite(node, in: file)
    }
    EmptyAttributedStringRule.rewrite(node, in: file, index: context.index)
    Swift3AttributeNameRule.rewrite(node, in: file)
    ResourceRule.rewrite(node, in: file)
    TimerRule.rewrite(node, in: file)
    DispatchGroupWaitRule.rewrite(node, in: file)
    DispatchWorkItemRule.rewrite(node, in: file, program: context.workItems)
    DispatchTimerSourceRule.rewrite(node, in: file)
    RectIntersectsRule.rewrite(node, in: file, index: context.index)
    IsSubclassRule.rewrite(node, in: file, index: context.index)
    AnyObjectCallRule.rewrite(node, in: file, index: context.index)
    AnyObjectRespondsRule.rewrite(
      node, in: file, properties: context.anyObjectProperties, index: context.index)
    if importsUIKit { AnyObjectKeyValueRule.rewrite(node, in: file) }
    CGFloatAbsRule.rewrite(node, in: file, index: context.index)
    if importsUIKit { ClassDescriptionRule.rewrite(node, in: file, index: context.index) }
    DelegateCastRule.rewrite(node, in: file)
    ChangeEqualityRule.rewrite(node, in: file)
    CoderInitRule.rewrite(node, in: file, index: context.index)
    TupleClosureRule.rewrite(node, in: file)
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    OptionalCallRule.rewriteProperty(node, in: file)
    ChangeValueRule.rewrite(node, in: file)
    ShadowedColorComponentsRule.rewrite(node, in: file, index: context.index)
    ConstraintItemRule.rewrite(node, in: file, index: context.index, importsUIKit: importsUIKit)
    OptionalRequirementRule.rewriteReference(
      node, in: file, requirements: context.optionals, index: context.index)
    if SubnodesRule.isSubnodes(node) { SubnodesRule.rewrite(ExprSyntax(node), in: file) }
    SimdQualifierRule.rewrite(node, in: file)
    MathQualifierRule.rewrite(node, in: file)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if SubnodesRule.isSubnodes(node) { SubnodesRule.rewrite(ExprSyntax(node), in: file) }
    Swift3AttributeNameRule.rewrite(node, in: file)
    DispatchTimerSourceRule.rewrite(node, in: file)
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    DispatchTimerSourceRule.rewrite(node, in: file)
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    DispatchTimerSourceRule.rewrite(node, in: file) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if context.unusedSwiftUIViews.contains("\(fileIndex):\(node.name.text)"),
      node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    {
      file.remove(
        node, what: "SwiftUI view \(node.name.text) removed",
        why: "nothing in the files given shows it (an Xcode template's view); SwiftUI does not exist off "
          + "Apple platforms")
      return .skipChildren
    }
    return PreviewRule.removeIfPreview(node, name: node.name.text, clause: node.inheritanceClause, in: file)
      ? .skipChildren : .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    NSObjectBoundProtocolRule.rewrite(node, in: file, index: context.index)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    ListDelegateOverrideRule.rewrite(node, in: file)
    TextureControllerInitRule.rewrite(node, in: file)
    ForwardingProxyRule.rewrite(node, in: file)
    NSManagedLayerRule.rewrite(node, in: file, index: context.index)
    return PreviewRule.removeIfPreview(node, name: node.name.text, clause: node.inheritanceClause, in: file)
      ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.macroName.text == "Preview" else { return .visitChildren }
    PreviewRule.removePreviewMacro(node, in: file)
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.macroName.text {
    case "Preview" where node.parent?.is(CodeBlockItemSyntax.self) == true:
      PreviewRule.removePreviewMacro(node, in: file)
      return .skipChildren
    case "selector":
      SelectorRule.rewrite(node, in: self)
      return .skipChildren
    case "imageLiteral", "colorLiteral":
      LiteralRule.rewrite(node, in: file)
      return .skipChildren
    case "keyPath":
      GetterKeyRule.rewriteKeyPath(node, in: file)
      return .skipChildren
    default:
      return .visitChildren
    }
  }
}
