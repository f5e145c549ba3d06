import SwiftSyntax

/// A gesture recognizer's action declared with another recognizer class as its parameter
/// (`UITapGestureRecognizer(target: self, action: #selector(open(_:)))` with
/// `func open(_ sender: UIPanGestureRecognizer)`): Objective-C calls it with the tap recognizer
/// anyway, while Swift can only call it with a pan recognizer. When the method's body uses its
/// parameter only for members every `UIGestureRecognizer` has (`state`, `view`,
/// `location(in:)`, ...), the parameter is widened to `UIGestureRecognizer`: the call is then
/// made, and each member it reads is the recognizer's own (dynamic dispatch), as on iOS. A body
/// that reads a member of the declared class only (`translation(in:)`), passes the parameter on,
/// or an `override` is left alone with a note: calling it with another class would read memory
/// that is not there, which iOS does unchecked but Swift cannot.
enum SenderWideningRule {
  /// A `#selector` passed as `action:` to a recognizer's initializer.
  struct Use {
    /// The type whose method the selector names.
    var owner: String
    /// The method's base name and labels (nil when not written).
    var base: String
    var labels: [String]?
    /// The recognizer class of the initializer (`UITapGestureRecognizer`).
    var recognizer: String
    /// Where the selector is, for the note when nothing is widened.
    var fileIndex: Int
    var line: Int
  }

  /// Members of `UIGestureRecognizer` itself (reading them through a wider type is the same call).
  static let baseMembers: Set<String> = [
    "state", "view", "isEnabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
    "delegate", "location", "numberOfTouches", "name", "require", "addTarget", "removeTarget",
    "requiresExclusiveTouchType", "allowedTouchTypes", "allowedPressTypes", "modifierFlags",
    "buttonMask", "isKind", "description", "debugDescription", "hash", "isEqual",
  ]

  /// The recognizer class a `#selector` is the `action:` of, when its call is
  /// `UI…GestureRecognizer(target:action:)`.
  static func recognizerClass(of node: MacroExpansionExprSyntax) -> String? {
    guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "action",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    else { return nil }
    let callee = call.calledExpression.trimmedDescription
    guard callee.hasPrefix("UI"), callee.hasSuffix("GestureRecognizer"), callee != "UIGestureRecognizer"
    else { return nil }
    return callee
  }

  /// Widens the parameter of each used method whose declared recognizer class differs from the
  /// recognizer sending it, when its body allows it.
  static func rewrite(_ uses: [Use], in files: [ParsedFile]) {
    var done: Set<String> = []
    for use in uses {
      for (fileIndex, function) in declarations(of: use, in: files) {
        let key = "\(fileIndex):\(function.position.utf8Offset)"
        guard !done.contains(key) else { continue }
        widen(function, for: use, in: files[fileIndex], key: key, done: &done, files: files)
      }
    }
  }

  static func widen(
    _ function: FunctionDeclSyntax, for use: Use, in file: ParsedFile, key: String, done: inout Set<String>,
    files: [ParsedFile]
  ) {
    let parameters = function.signature.parameterClause.parameters
    guard parameters.count == 1, let parameter = parameters.first else { return }
    let written = parameter.type.trimmedDescription
    let suffix = written.last == "!" || written.last == "?" ? String(written.last!) : ""
    let declared = String(written.dropLast(suffix.count))
    guard declared.hasPrefix("UI"), declared.hasSuffix("GestureRecognizer"),
      declared != "UIGestureRecognizer", declared != use.recognizer
    else { return }
    done.insert(key)
    let name = (parameter.secondName ?? parameter.firstName).text
    let isOverride = function.modifiers.contains { $0.name.text == "override" }
    if isOverride || !usesOnlyBaseMembers(name, in: function.body) {
      let labels = parameters.map { "\($0.firstName.text):" }.joined()
      files[use.fileIndex].note(
        line: use.line, what: "\(function.name.text)(\(labels)) is called only by a \(declared)",
        why: "\(use.recognizer) sends it, but the method "
          + (isOverride ? "overrides another" : "uses \(declared)'s own members")
          + "; Swift cannot call it with another class (iOS does, unchecked)")
      return
    }
    let replacement = "UIGestureRecognizer" + suffix
    file.replace(
      parameter.type, with: replacement, what: "\(name): \(written) -> \(name): \(replacement)",
      why: "\(use.recognizer) sends \(function.name.text); iOS calls it with that recognizer, and its "
        + "body uses only UIGestureRecognizer's members")
  }

  /// The declarations of the use's method in its owner (body or extensions) in the files.
  static func declarations(of use: Use, in files: [ParsedFile]) -> [(Int, FunctionDeclSyntax)] {
    var found: [(Int, FunctionDeclSyntax)] = []
    for (position, file) in files.enumerated() where !file.isHeader {
      let finder = MethodFinder(owner: use.owner, base: use.base, labels: use.labels)
      finder.walk(file.tree)
      found += finder.found.map { (position, $0) }
    }
    return found
  }

  /// Whether every mention of `name` in `body` is `name.member` with a base member (or a cast
  /// `name as? T`), and nothing in the body declares `name` again.
  static func usesOnlyBaseMembers(_ name: String, in body: CodeBlockSyntax?) -> Bool {
    guard let body else { return true }
    let checker = UseChecker(name: name)
    checker.walk(body)
    return checker.isSafe
  }
}

/// Finds `func base(...)` declared directly in a type or extension named `owner`.
private final class MethodFinder: ScopeTrackingVisitor {
  let owner: String
  let base: String
  let labels: [String]?
  var found: [FunctionDeclSyntax] = []

  init(owner: String, base: String, labels: [String]?) {
    self.owner = owner
    self.base = base
    self.labels = labels
    super.init()
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let written = node.signature.parameterClause.parameters.map { $0.firstName.text }
    if scope.last == owner, node.name.text == base, labels == nil || labels == written {
      found.append(node)
    }
    return .skipChildren
  }
}

/// Checks how a parameter is used in a body.
private final class UseChecker: SyntaxVisitor {
  let name: String
  var isSafe = true

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.baseName.text == name else { return .skipChildren }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
      SenderWideningRule.baseMembers.contains(member.declName.baseName.text)
    {
      return .skipChildren
    }
    if let next = node.nextToken(viewMode: .sourceAccurate),
      next.tokenKind == .keyword(.as) || next.tokenKind == .keyword(.is)
    {
      return .skipChildren
    }
    isSafe = false
    return .skipChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    if node.identifier.text == name { isSafe = false }
    return .skipChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name { isSafe = false }
    return .skipChildren
  }
}
