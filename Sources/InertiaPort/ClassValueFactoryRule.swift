import SwiftSyntax

/// Views and controllers a program's code or a library's can make from their class values get
/// an override of the factory making their own class:
/// `override class func makeFromClass(frame: CGRect) -> UIView { Cell(frame: frame) }`, and
/// `override class func makeFromClass() -> UIView { Cell() }` when the class declares an `init()`
/// of its own; `override class func makeFromClass() -> UIViewController { Screen() }` for a
/// controller. Every view (controller) class of the files gets it when the files make views
/// (controllers) from class values (``ClassValueInitRule``); otherwise a class gets it when the
/// files hand its class value on (``ClassValueEscapes``: `MenuCell.self`, a generic argument), so
/// an app ported apart from the library that makes the app's cells from their classes is made
/// right, as iOS's runtime would. A class is a view (controller) when its superclass chain
/// through the files reaches UIKit's view (controller) classes, or, leaving the files through a
/// class ported apart (a library's), when it overrides members only views (controllers) have:
/// `init(frame:)`, `layoutSubviews()`, `viewDidLoad()`... A class that does not have the
/// initializer (it declares other designated initializers, so inherits none) gets a factory that
/// traps with the message iOS gives when the runtime sends it the initializer it did not inherit.
/// Collection cells, table cells and header and footer views need none: their required
/// initializers make the class a factory is called on. The override is `open` in an open class
/// and `public` in a public one, as an override must be as visible as its class. A Texture node
/// class gets `override class func makeFromClass() -> ASDisplayNode { Cell() }` (sixty-fifth trial).
enum ClassValueFactoryRule {
  static let why =
    "the files make views or controllers from class values; the factory, overridable where an "
    + "initializer would have to be required, makes this class"

  static let handedOnWhy =
    "the files hand this class's class value on, which code ported apart may make it from, as iOS's "
    + "runtime allows; the factory, overridable where an initializer would have to be required, makes "
    + "this class"

  /// Adds the overrides to the view and controller classes of the files: all of a kind the files
  /// make from class values, and those whose class value the files hand on.
  static func add(for kinds: Set<ClassValueInitRule.Kind>, in files: [ParsedFile], index: TypeIndex) {
    let types = ClassValueTypes(index: index, cases: EnumCaseTypes([]))
    let escaping = ClassValueEscapes.names(in: files)
    for (name, entry) in index.classes.sorted(by: { $0.key < $1.key }) {
      guard let entry, entry.firstInherited != nil, !kinds.isEmpty || escaping.contains(name),
        let kind = types.kind(of: name) ?? kindByOverrides(of: name, index: index),
        kinds.contains(kind) || escaping.contains(name), !declares("makeFromClass", entry.node)
      else { continue }
      if kind == .view, RequiredInitRule.family(of: name, index: index) != nil { continue }
      let reason = kinds.contains(kind) ? why : handedOnWhy
      add(kind, to: entry, in: files[entry.fileIndex], index: index, why: reason)
    }
  }

  /// Members only UIKit's views override (initializers by their labels, methods by name).
  static let viewMembers: Set<String> = [
    "init(frame)", "layoutSubviews", "didMoveToSuperview", "didMoveToWindow", "willMove",
    "intrinsicContentSize",
  ]

  /// Members only UIKit's view controllers override.
  static let controllerMembers: Set<String> = [
    "init(nibName,bundle)", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear",
    "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
  ]

  /// Members only Texture's nodes override.
  static let nodeMembers: Set<String> = [
    "layoutSpecThatFits", "didLoad", "didEnterVisibleState", "didExitVisibleState",
    "didEnterPreloadState", "didEnterDisplayState", "calculateSizeThatFits",
  ]

  /// The kind of a class whose superclass chain leaves the files through a class the files do not
  /// declare (a library's, ported apart), by the members it or a class between overrides.
  static func kindByOverrides(of name: String, index: TypeIndex) -> ClassValueInitRule.Kind? {
    var current = name
    var overridden: Set<String> = []
    var seen: Set<String> = []
    while let entry = index.classNamed(current), let inherited = entry.firstInherited,
      seen.insert(current).inserted
    {
      overridden.formUnion(overrides(entry.node))
      current = inherited.split(separator: ".").last.map(String.init) ?? inherited
    }
    guard index.classes[current] == nil else { return nil }
    if !overridden.isDisjoint(with: viewMembers) { return .view }
    if !overridden.isDisjoint(with: controllerMembers) { return .controller }
    if !overridden.isDisjoint(with: nodeMembers) { return .node }
    return nil
  }

  /// The members `node` declares `override`: `init(frame)`, `layoutSubviews`.
  private static func overrides(_ node: ClassDeclSyntax) -> [String] {
    node.memberBlock.members.compactMap { member -> String? in
      let decl = member.decl
      if let function = decl.as(FunctionDeclSyntax.self), isOverride(function.modifiers) {
        return function.name.text
      }
      if let initializer = decl.as(InitializerDeclSyntax.self), isOverride(initializer.modifiers) {
        let labels = initializer.signature.parameterClause.parameters.map(\.firstName.text)
        return "init(\(labels.joined(separator: ",")))"
      }
      if let variable = decl.as(VariableDeclSyntax.self), isOverride(variable.modifiers) {
        return variable.bindings.first?.pattern.trimmedDescription
      }
      return nil
    }
  }

  private static func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.override) }
  }

  private static func add(
    _ kind: ClassValueInitRule.Kind, to entry: TypeIndex.ClassEntry, in file: ParsedFile, index: TypeIndex,
    why: String
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
    } else if kind == .controller {
      let body = hasControllerInit(entry, index: index) ? "\(name)()" : trap("init(nibName:bundle:)", name)
      lines.append(("makeFromClass() -> UIViewController", body))
    } else {
      let body = hasNodeInit(entry, index: index) ? "\(name)()" : trap("init()", name)
      lines.append(("makeFromClass() -> ASDisplayNode", body))
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

  /// Whether a node class has `init()`: declared, or inherited from the files' classes or from
  /// Texture's (all but `ASCollectionNode`, made with a layout).
  private static func hasNodeInit(_ entry: TypeIndex.ClassEntry, index: TypeIndex) -> Bool {
    if declaresInit([], entry.node) { return true }
    if declaresDesignatedInit(entry.node) { return false }
    guard let inherited = entry.firstInherited else { return true }
    let name = inherited.split(separator: ".").last.map(String.init) ?? inherited
    guard let superclass = index.classNamed(name) else { return name != "ASCollectionNode" }
    return hasNodeInit(superclass, index: index)
  }

  /// Whether a controller class has `init()`: declared, inherited, or inherited as UIKit's
  /// convenience `init()` by overriding `init(nibName:bundle:)`.
  private static func hasControllerInit(_ entry: TypeIndex.ClassEntry, index: TypeIndex) -> Bool {
    if declaresInit(["nibName", "bundle"], entry.node) { return true }
    return has([], entry, index: index)
  }

  /// Whether `node` declares an initializer with `labels` that can be called (not marked
  /// `@available(*, unavailable)`).
  static func declaresInit(_ labels: [String], _ node: ClassDeclSyntax) -> Bool {
    initializers(node).contains {
      $0.signature.parameterClause.parameters.map(\.firstName.text) == labels && !isUnavailable($0.attributes)
    }
  }

  private static func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains {
      guard let attribute = $0.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "available"
      else { return false }
      return attribute.arguments?.trimmedDescription.contains("unavailable") == true
    }
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
