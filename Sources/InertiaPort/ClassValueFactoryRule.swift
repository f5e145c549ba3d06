import SwiftSyntax

/// When the files make views (controllers) from class values (``ClassValueInitRule``), each view
/// (controller) class of the files gets an override of the factory making its own class:
/// `override class func makeFromClass(frame: CGRect) -> UIView { Cell(frame: frame) }`, and
/// `override class func makeFromClass() -> UIView { Cell() }` when it declares an `init()` of its
/// own; `override class func makeFromClass() -> UIViewController { Screen() }` for a controller.
/// A class that does not have the initializer (it declares other designated initializers, so
/// inherits none) gets a factory that traps with the message iOS gives when the runtime sends it
/// the initializer it did not inherit. Collection cells, table cells and header and footer views
/// need none: their required initializers make the class a factory is called on. The override
/// is `open` in an open class and `public` in a public one, as an override must be as visible as
/// its class.
enum ClassValueFactoryRule {
  static let why =
    "the files make views or controllers from class values; the factory, overridable where an "
    + "initializer would have to be required, makes this class"

  static func add(for kinds: Set<ClassValueInitRule.Kind>, in files: [ParsedFile], index: TypeIndex) {
    guard !kinds.isEmpty else { return }
    let types = ClassValueTypes(index: index, cases: EnumCaseTypes([]))
    for (name, entry) in index.classes.sorted(by: { $0.key < $1.key }) {
      guard let entry, entry.firstInherited != nil, let kind = types.kind(of: name), kinds.contains(kind),
        !declares("makeFromClass", entry.node)
      else { continue }
      if kind == .view, RequiredInitRule.family(of: name, index: index) != nil { continue }
      add(kind, to: entry, in: files[entry.fileIndex], index: index)
    }
  }

  private static func add(
    _ kind: ClassValueInitRule.Kind, to entry: TypeIndex.ClassEntry, in file: ParsedFile, index: TypeIndex
  ) {
    let name = entry.node.name.text
    let access = accessPrefix(entry.node)
    var lines: [(signature: String, body: String)] = []
    if kind == .view {
      let body =
        has(["frame"], entry, index: index)
        ? "\(name)(frame: frame)" : trap("init(frame:)", name)
      lines.append(("makeFromClass(frame: CGRect) -> UIView", body))
      if declaresInit([], entry.node) { lines.append(("makeFromClass() -> UIView", "\(name)()")) }
    } else {
      let body = hasControllerInit(entry, index: index) ? "\(name)()" : trap("init(nibName:bundle:)", name)
      lines.append(("makeFromClass() -> UIViewController", body))
    }
    let brace = entry.node.memberBlock.rightBrace
    let braceIndent = file.indentation(of: brace)
    let memberIndent =
      entry.node.memberBlock.members.first.map { file.indentation(of: $0) } ?? braceIndent + "  "
    let offset = brace.positionAfterSkippingLeadingTrivia.utf8Offset
    let atLineStart = isAtLineStart(offset, in: file)
    var text = atLineStart ? "" : "\n"
    for line in lines {
      text += "\(memberIndent)\(access)override class func \(line.signature) { \(line.body) }\n"
    }
    text += atLineStart ? braceIndent : ""
    file.edits.append(SourceEdit(start: offset, end: offset, replacement: text))
    for line in lines {
      let signature = String(line.signature.prefix { $0 != "-" }).trimmingSuffixSpaces()
      file.reports.append(
        PortRewrite(
          file: file.path, line: file.line(of: brace),
          what: "override class func \(signature) { \(line.body) } added to \(name)", why: why))
    }
  }

  /// The trapping body for a class without the initializer, with iOS's message.
  private static func trap(_ initializer: String, _ name: String) -> String {
    "fatalError(\"use of unimplemented initializer '\(initializer)' for class '\(name)'\")"
  }

  /// Whether the class has a designated or convenience initializer with `labels`, declared or
  /// inherited (it declares no designated initializer, and its superclass has it; a library's
  /// view class has `init(frame:)`).
  static func has(_ labels: [String], _ entry: TypeIndex.ClassEntry, index: TypeIndex) -> Bool {
    if declaresInit(labels, entry.node) { return true }
    if declaresDesignatedInit(entry.node) { return false }
    guard let inherited = entry.firstInherited,
      let superclass = index.classNamed(inherited.split(separator: ".").last.map(String.init) ?? inherited)
    else { return true }
    return has(labels, superclass, index: index)
  }

  /// Whether a controller class has `init()`: declared, inherited, or inherited as UIKit's
  /// convenience `init()` by overriding `init(nibName:bundle:)`.
  private static func hasControllerInit(_ entry: TypeIndex.ClassEntry, index: TypeIndex) -> Bool {
    if declaresInit(["nibName", "bundle"], entry.node) { return true }
    return has([], entry, index: index)
  }

  static func declaresInit(_ labels: [String], _ node: ClassDeclSyntax) -> Bool {
    initializers(node).contains { $0.signature.parameterClause.parameters.map(\.firstName.text) == labels }
  }

  private static func declaresDesignatedInit(_ node: ClassDeclSyntax) -> Bool {
    initializers(node).contains { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }
  }

  private static func initializers(_ node: ClassDeclSyntax) -> [InitializerDeclSyntax] {
    node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
  }

  private static func declares(_ method: String, _ node: ClassDeclSyntax) -> Bool {
    node.memberBlock.members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == method }
  }

  /// `open ` in an open class, `public ` in a public one, else nothing.
  private static func accessPrefix(_ node: ClassDeclSyntax) -> String {
    if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.open) }) { return "open " }
    if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) }) { return "public " }
    return ""
  }

  private static func isAtLineStart(_ offset: Int, in file: ParsedFile) -> Bool {
    var start = offset
    while start > 0, file.bytes[start - 1] == 0x20 || file.bytes[start - 1] == 0x09 { start -= 1 }
    return start == 0 || file.bytes[start - 1] == 0x0A || file.bytes[start - 1] == 0x0D
  }
}

extension String {
  fileprivate func trimmingSuffixSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
