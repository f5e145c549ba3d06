import SwiftSyntax

/// Lets a class that observes key paths from `NSObject` (not from a UIKit responder) do so on Linux:
/// its `override func observeValue(forKeyPath:of:change:context:)` overrides nothing there, since
/// Foundation on Linux has no such method, so the `override` is dropped, a `super.observeValue(…)`
/// call in it is removed (NSObject's on iOS only raises for an unexpected change), and
/// `extension C: KeyValueObserver {}` is added at the end of the file so views can call it.
enum KeyValueObserverRule {
  /// The protocol observers that are not responders declare.
  static let observerProtocol = "KeyValueObserver"
  /// The argument labels of the observing method.
  static let labels = ["forKeyPath", "of", "change", "context"]
  static let why =
    "Foundation on Linux has no NSObject.observeValue to override; views call observers through "
    + "the KeyValueObserver protocol"

  static func add(in files: [ParsedFile], index: TypeIndex) {
    for name in index.classes.keys.sorted() {
      guard let entry = index.classNamed(name), let method = observingOverride(in: entry.node.memberBlock),
        rootsInNSObject(name, index: index)
      else { continue }
      adapt(method, of: name, in: files[entry.fileIndex])
    }
  }

  /// The same for an override declared in an extension of such a class (`extension Watcher {
  /// override func observeValue… }`); run before ``OverrideMover`` moves it into its class, which
  /// takes these edits with it.
  static func addInExtensions(in files: [ParsedFile], index: TypeIndex) {
    for ext in index.extensions {
      guard index.classNamed(ext.extendedName) != nil,
        let method = observingOverride(in: ext.node.memberBlock),
        !declaresObserving(ext.extendedName, index: index, inClassBody: true),
        rootsInNSObject(ext.extendedName, index: index)
      else { continue }
      adapt(method, of: ext.extendedName, in: files[ext.fileIndex])
    }
  }

  /// Drops the method's `override`, removes or voids its `super` calls and adds the conformance.
  private static func adapt(_ method: FunctionDeclSyntax, of name: String, in file: ParsedFile) {
    if let modifier = method.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) {
      remove(modifier, in: file)
    }
    let calls = superCalls(in: method)
    for call in calls.statements { remove(call, in: file) }
    for call in calls.expressions {
      file.edits.append(
        SourceEdit(
          start: call.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: call.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "()"))
    }
    file.appendConformance(
      of: name, to: observerProtocol, line: file.line(of: method),
      what: "override dropped from \(name).observeValue(forKeyPath:of:change:context:)", why: why)
  }

  /// Deletes `node` (its whole line when nothing else is on it).
  private static func remove(_ node: some SyntaxProtocol, in file: ParsedFile) {
    let range = SourceEdit.removalRange(
      node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
      in: file.bytes)
    file.edits.append(SourceEdit(start: range.lowerBound, end: range.upperBound, replacement: ""))
  }

  /// The members' `override func observeValue(forKeyPath:of:change:context:)`, if there is one.
  private static func observingOverride(in members: MemberBlockSyntax) -> FunctionDeclSyntax? {
    members.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { decl in
      decl.name.text == "observeValue"
        && decl.signature.parameterClause.parameters.map(\.firstName.text) == labels
        && decl.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }
  }

  /// Whether the superclass chain of `name` within the files ends at `NSObject`, with no class on
  /// the way declaring the observing method itself (a subclass of such a class keeps `override`).
  private static func rootsInNSObject(_ name: String, index: TypeIndex) -> Bool {
    var current = index.classNamed(name)?.firstInherited
    var seen: Set<String> = [name]
    while let type = current, let entry = index.classNamed(type) {
      guard seen.insert(type).inserted, !declaresObserving(type, index: index, inClassBody: false) else {
        return false
      }
      current = entry.firstInherited
    }
    return current == "NSObject" || current == "Foundation.NSObject" || current == "ObjectiveC.NSObject"
  }

  /// Whether the class declares `observeValue(forKeyPath:of:change:context:)` in its body or
  /// (unless `inClassBody`) in one of its extensions.
  private static func declaresObserving(_ name: String, index: TypeIndex, inClassBody: Bool) -> Bool {
    var blocks: [MemberBlockSyntax] = index.classNamed(name).map { [$0.node.memberBlock] } ?? []
    if !inClassBody { blocks += index.extensions.filter { $0.extendedName == name }.map(\.node.memberBlock) }
    return blocks.contains { block in
      block.members.contains { member in
        guard let decl = member.decl.as(FunctionDeclSyntax.self) else { return false }
        return decl.name.text == "observeValue"
          && decl.signature.parameterClause.parameters.map(\.firstName.text) == labels
      }
    }
  }

  /// The `super.observeValue(…)` calls in `method`'s body: those made as statements, and those
  /// inside an expression (`flag ? () : super.observeValue(…)`), which become `()`.
  private static func superCalls(in method: FunctionDeclSyntax) -> (
    statements: [CodeBlockItemSyntax], expressions: [FunctionCallExprSyntax]
  ) {
    guard let body = method.body else { return ([], []) }
    final class Finder: SyntaxVisitor {
      var statements: [CodeBlockItemSyntax] = []
      var expressions: [FunctionCallExprSyntax] = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
          member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.text == "observeValue"
        else { return .visitChildren }
        if let statement = node.parent?.as(CodeBlockItemSyntax.self) {
          statements.append(statement)
        } else {
          expressions.append(node)
        }
        return .skipChildren
      }
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(body)
    return (finder.statements, finder.expressions)
  }
}
