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
      guard let entry = index.classNamed(name), let method = observingOverride(in: entry.node),
        rootsInNSObject(name, index: index)
      else { continue }
      let file = files[entry.fileIndex]
      if let modifier = method.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) {
        remove(modifier, in: file)
      }
      for call in superCalls(in: method) { remove(call, in: file) }
      file.appendConformance(
        of: name, to: observerProtocol, line: file.line(of: method),
        what: "override dropped from \(name).observeValue(forKeyPath:of:change:context:)", why: why)
    }
  }

  /// Deletes `node` (its whole line when nothing else is on it).
  private static func remove(_ node: some SyntaxProtocol, in file: ParsedFile) {
    let range = SourceEdit.removalRange(
      node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
      in: file.bytes)
    file.edits.append(SourceEdit(start: range.lowerBound, end: range.upperBound, replacement: ""))
  }

  /// The class's `override func observeValue(forKeyPath:of:change:context:)`, if it has one.
  private static func observingOverride(in node: ClassDeclSyntax) -> FunctionDeclSyntax? {
    node.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { decl in
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
      guard seen.insert(type).inserted, !declaresObserving(entry.node) else { return false }
      current = entry.firstInherited
    }
    return current == "NSObject" || current == "Foundation.NSObject" || current == "ObjectiveC.NSObject"
  }

  /// Whether the class declares `observeValue(forKeyPath:of:change:context:)`.
  private static func declaresObserving(_ node: ClassDeclSyntax) -> Bool {
    node.memberBlock.members.contains { member in
      guard let decl = member.decl.as(FunctionDeclSyntax.self) else { return false }
      return decl.name.text == "observeValue"
        && decl.signature.parameterClause.parameters.map(\.firstName.text) == labels
    }
  }

  /// The `super.observeValue(…)` calls made as statements in `method`'s body.
  private static func superCalls(in method: FunctionDeclSyntax) -> [CodeBlockItemSyntax] {
    guard let body = method.body else { return [] }
    final class Finder: SyntaxVisitor {
      var found: [CodeBlockItemSyntax] = []
      override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if let call = node.item.as(FunctionCallExprSyntax.self),
          let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.text == "observeValue"
        {
          found.append(node)
          return .skipChildren
        }
        return .visitChildren
      }
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.found
  }
}
