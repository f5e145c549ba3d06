import SwiftSyntax

/// Foundation's run-loop timers -> InertiaUIKit's app-clock forms: a run-loop timer fires by the
/// wall clock and only while the run loop runs, so in a replay or test it would fire at a
/// different frame every run, or never.
/// - `Timer.scheduledTimer(withTimeInterval:repeats:block:)` ->
///   `Timer.scheduledAppClockTimer(withTimeInterval:repeats:block:)`;
/// - `RunLoop.main.add(timer, forMode: mode)` (and `RunLoop.current`) ->
///   `RunLoop.main.addToAppClock(timer, forMode: mode)`.
/// The selector forms need no rewrite: InertiaUIKit adds them to `Timer` (Linux's Foundation has
/// none) on the app clock.
enum TimerRule {
  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile) {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
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
