import SwiftSyntax

/// A `DispatchGroup`'s wait -> InertiaUIKit's app-clock form: `group.wait(timeout: t)` ->
/// `group.wait(appClockTimeout: t)` and `group.wait()` -> `group.wait(appClockTimeout: .distantFuture)`.
/// Work the main thread hands to another queue with `asyncAfter` waits on the app clock here, and
/// the clock cannot move while the main thread waits: Dispatch's wait would never return where
/// iOS's returns after the delay. The app-clock form runs those blocks first. Only names the file
/// binds to a `DispatchGroup` (`let group = DispatchGroup()`, `var group: DispatchGroup`) are
/// rewritten: the syntax tree has no types.
enum DispatchGroupWaitRule {
  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "wait", node.trailingClosure == nil,
      let base = member.base, let name = boundName(base), file.dispatchGroupNames.contains(name)
    else { return }
    let labels = node.arguments.map { $0.label?.text }
    if labels == ["timeout"], let label = node.arguments.first?.label {
      file.edit(
        label.positionAfterSkippingLeadingTrivia.utf8Offset, label.endPositionBeforeTrailingTrivia.utf8Offset,
        "appClockTimeout", line: file.line(of: node),
        what: "\(base.trimmedDescription).wait(timeout:) -> wait(appClockTimeout:)", why: why)
    } else if labels.isEmpty, let left = node.leftParen, let right = node.rightParen {
      file.edit(
        left.positionAfterSkippingLeadingTrivia.utf8Offset, right.endPositionBeforeTrailingTrivia.utf8Offset,
        "(appClockTimeout: .distantFuture)", line: file.line(of: node),
        what: "\(base.trimmedDescription).wait() -> wait(appClockTimeout: .distantFuture)", why: why)
    }
  }

  private static let why =
    "a block the main thread hands to another queue with asyncAfter waits on the app clock, which "
    + "cannot move while the main thread waits; InertiaUIKit's wait runs such blocks first"

  /// `group` or `self.group`: the name a wait is called on.
  private static func boundName(_ base: ExprSyntax) -> String? {
    if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = base.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The names `tree` binds to a `DispatchGroup`: made by `DispatchGroup()` or declared of that type.
  static func groupNames(in tree: SourceFileSyntax) -> Set<String> {
    final class Finder: SyntaxVisitor {
      var names: Set<String> = []
      override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          return .visitChildren
        }
        let type = node.typeAnnotation?.type.trimmedDescription
        let value = node.initializer?.value.trimmedDescription
        let types = ["DispatchGroup", "Dispatch.DispatchGroup", "DispatchGroup?", "DispatchGroup!"]
        if types.contains(type ?? "") || value == "DispatchGroup()" || value == "Dispatch.DispatchGroup()" {
          names.insert(name)
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.names
  }
}
