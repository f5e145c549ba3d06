import Foundation
import Inertia

/// A one-line progress report on standard error ("replaying list.json  42%"), drawn only when
/// standard error is a terminal and not silenced, so that pipes and logs stay clean.
@MainActor
final class ProgressLine {
  private let label: String
  private let isEnabled: Bool
  private var shownPercent = -1

  /// A line for `label`; silent with `quiet` or when standard error is not a terminal.
  init(_ label: String, quiet: Bool) {
    self.label = label
    isEnabled = !quiet && isatty(STDERR_FILENO) != 0
  }

  /// Shows `fraction` (0...1, clamped) as a whole percentage, redrawing only when it changes.
  func update(_ fraction: Double) {
    guard isEnabled, fraction.isFinite else { return }
    let percent = Int((min(max(fraction, 0), 1) * 100).rounded(.down))
    guard percent != shownPercent else { return }
    shownPercent = percent
    writeStandardError("\r\(label)  \(percent)%")
  }

  /// Clears the line.
  func finish() {
    guard isEnabled, shownPercent >= 0 else { return }
    let blank = String(repeating: " ", count: label.count + 6)
    writeStandardError("\r\(blank)\r")
  }

  /// Reports a replay's progress by its virtual time, after any frame handler already set.
  func follow(_ runner: ReplayRunner) {
    // A frame handler makes the replay visit every frame; without a line to draw, idle stretches
    // are skipped.
    guard isEnabled else { return }
    let until = max(runner.script.until, 1e-9)
    let previous = runner.onFrame
    runner.onFrame = { [self] time in
      previous?(time)
      update(time / until)
    }
  }
}

/// Writes `text` to standard error, ignoring errors.
private func writeStandardError(_ text: String) {
  var bytes = Array(text.utf8)
  _ = bytes.withUnsafeMutableBytes { writeAll(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
}
