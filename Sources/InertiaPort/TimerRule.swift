import SwiftSyntax

/// Foundation's run-loop timers -> InertiaUIKit's app-clock forms: a run-loop timer fires by the
/// wall clock and only while the run loop runs, so in a replay or test it would fire at a
/// different frame every run, or never.
/// - `Timer.scheduledTimer(withTimeInterval:repeats:block:)` ->
///   `Timer.scheduledAppClockTimer(withTimeInterval:repeats:block:)`;
/// - `RunLoop.main.add(timer, forMode: mode)` (and `RunLoop.current`) ->
///   `RunLoop.main.addToAppClock(timer, forMode: mode)`;
/// - `Timer(timeInterval:repeats:block:)` -> `Timer(appClockTimeInterval:repeats:block:)`: Linux's
///   Foundation makes that timer fire at once and keeps no interval when it does not repeat, where
///   Apple's first fires an interval later.
/// The selector forms need no rewrite: InertiaUIKit adds them to `Timer` (Linux's Foundation has
/// none) on the app clock.
enum TimerRule {
  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    if let type = node.calledExpression.as(DeclReferenceExprSyntax.self), type.baseName.text == "Timer" {
      return rewriteBlockTimer(node, in: file)
    }
    // The name first: the base's text is read only for the calls the rule rewrites (sweep 65: it
    // was read at every call, so each link of a chain `v.f().f()...` read the chain before it, and
    // 991 links took 5.2 s, debug build).
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      ["scheduledTimer", "add"].contains(member.declName.baseName.text),
      let base = member.base?.trimmedDescription
    else { return }
    let name = member.declName.baseName
    let labels = node.arguments.map { $0.label?.text }
    if name.text == "scheduledTimer", ["Timer", "Foundation.Timer"].contains(base),
      labels.first == "withTimeInterval", labels.dropFirst().first == "repeats"
    {
      rename(
        name, to: "scheduledAppClockTimer", in: node, file: file,
        call: "\(base).scheduledTimer(withTimeInterval:…)")
    } else if name.text == "add", ["RunLoop.main", "RunLoop.current"].contains(base),
      labels.count == 2, labels[0] == nil, labels[1] == "forMode"
    {
      rename(name, to: "addToAppClock", in: node, file: file, call: "\(base).add(_:forMode:)")
    }
  }

  /// `Timer(timeInterval: t, repeats: r) { … }` (or with `block:`) -> `Timer(appClockTimeInterval:…)`.
  private static func rewriteBlockTimer(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    let labels = node.arguments.map { $0.label?.text }
    let hasBlock =
      node.trailingClosure != nil ? labels.count == 2 : labels == ["timeInterval", "repeats", "block"]
    guard hasBlock, labels.first == "timeInterval", labels.dropFirst().first == "repeats",
      let label = node.arguments.first?.label
    else { return }
    file.edit(
      label.positionAfterSkippingLeadingTrivia.utf8Offset, label.endPositionBeforeTrailingTrivia.utf8Offset,
      "appClockTimeInterval", line: file.line(of: node),
      what: "Timer(timeInterval:repeats:block:) -> Timer(appClockTimeInterval:repeats:block:)",
      why: "Linux's Foundation fires that timer at once and forgets the interval of one that does not "
        + "repeat; InertiaUIKit's first fires an interval later, as Apple's")
  }

  private static func rename(
    _ token: TokenSyntax, to replacement: String, in node: FunctionCallExprSyntax, file: ParsedFile,
    call: String
  ) {
    file.edit(
      token.positionAfterSkippingLeadingTrivia.utf8Offset, token.endPositionBeforeTrailingTrivia.utf8Offset,
      replacement, line: file.line(of: node), what: "\(call) -> \(replacement)",
      why: "a run-loop timer fires by the wall clock, and only while the run loop runs; "
        + "InertiaUIKit's fires on the app clock")
  }
}
