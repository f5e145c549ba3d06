import SwiftSyntax

/// Dispatch's timer sources -> InertiaUIKit's app-clock timer source:
/// `DispatchSource.makeTimerSource(flags:queue:)` (or `Dispatch.DispatchSource.…`) ->
/// `DispatchSource.makeAppClockTimerSource(flags:queue:)`, and the type `DispatchSourceTimer`
/// (`Dispatch.DispatchSourceTimer`, in annotations, casts, generic arguments) ->
/// `AppClockTimerSource`. A Dispatch timer fires by the wall clock on its queue, so in a replay or
/// a test it would fire at a different frame every run, or never; a class of InertiaUIKit's cannot
/// stand in for the protocol (its `schedule` and `activate` are extension methods that cast the
/// source to Dispatch's own class), so the names change. The calls on the timer (`schedule`,
/// `setEventHandler`, `resume`, `activate`, `suspend`, `cancel`, `isCancelled`) keep their spelling.
enum DispatchTimerSourceRule {
  private static let why =
    "a Dispatch timer fires by the wall clock on its queue; InertiaUIKit's timer source fires on "
    + "the app clock, on the main actor"

  /// `DispatchSource.makeTimerSource(…)` -> `DispatchSource.makeAppClockTimerSource(…)`.
  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "makeTimerSource",
      let base = member.base?.trimmedDescription,
      base == "DispatchSource" || base == "Dispatch.DispatchSource"
    else { return }
    let name = member.declName.baseName
    file.edit(
      name.positionAfterSkippingLeadingTrivia.utf8Offset, name.endPositionBeforeTrailingTrivia.utf8Offset,
      "makeAppClockTimerSource", line: file.line(of: node),
      what: "\(base).makeTimerSource(…) -> makeAppClockTimerSource", why: why)
  }

  /// The type `DispatchSourceTimer` -> `AppClockTimerSource`.
  static func rewrite(_ node: IdentifierTypeSyntax, in file: ParsedFile) {
    guard node.name.text == "DispatchSourceTimer", node.genericArgumentClause == nil,
      node.parent?.is(MemberTypeSyntax.self) != true
    else { return }
    file.replace(
      node.name, with: "AppClockTimerSource", what: "DispatchSourceTimer -> AppClockTimerSource", why: why)
  }

  /// The type `Dispatch.DispatchSourceTimer` -> `AppClockTimerSource`.
  static func rewrite(_ node: MemberTypeSyntax, in file: ParsedFile) -> Bool {
    guard node.name.text == "DispatchSourceTimer", node.baseType.trimmedDescription == "Dispatch" else {
      return false
    }
    file.replace(
      node, with: "AppClockTimerSource", what: "Dispatch.DispatchSourceTimer -> AppClockTimerSource", why: why
    )
    return true
  }

  /// `DispatchSourceTimer` used as a value (`DispatchSourceTimer.self`, `x is DispatchSourceTimer`
  /// parsed as an expression) -> `AppClockTimerSource`.
  static func rewrite(_ node: DeclReferenceExprSyntax, in file: ParsedFile) {
    guard node.baseName.text == "DispatchSourceTimer", node.argumentNames == nil else { return }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return }
    file.replace(
      node.baseName, with: "AppClockTimerSource", what: "DispatchSourceTimer -> AppClockTimerSource", why: why
    )
  }
}
