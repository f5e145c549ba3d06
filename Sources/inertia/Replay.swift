import ArgumentParser
import Foundation
import Inertia

/// `inertia replay SCRIPT [--trace OUT] [--plot OUT.png] [--frames DIR] [--check]`.
struct Replay: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replay a gesture script against its scene and write the trace (JSON Lines).")

  @Argument(help: "The script (JSON, see shared/spec/scenes-and-traces.md; - reads standard input).")
  var script: String

  @Option(help: "Write the trace here instead of standard output (- is standard output).")
  var trace: String?

  @Option(help: "Draw offset and velocity against time into this PNG (or SVG or PDF, by extension).")
  var plot: String?

  @Option(help: "Write every rendered frame as PNG into this folder.")
  var frames: String?

  @Flag(help: "Show no progress on standard error (it shows only on a terminal anyway).")
  var quiet = false

  @Flag(help: "Check the trace's delegate grammar and final state; exit 1 with the reason if violated.")
  var check = false

  func run() throws {
    let code = MainActor.assumeIsolated { replay() }
    if code != 0 { throw ExitCode(code) }
  }

  @MainActor
  private func replay() -> Int32 {
    let name = oneLine(script)
    // `--trace -` is standard output, as leaving it out is.
    let trace = self.trace == standardStreamName ? nil : self.trace
    let data: Data
    do {
      data = try readScript(script)
    } catch {
      printError("inertia: \(name): \(oneLine("\(error)"))")
      return 2
    }
    let sink: TraceSink
    let outputs: ReplayOutputs
    do {
      outputs = try makeOutputs(trace: trace)
    } catch {
      printError("inertia: \(name): \(oneLine("\(error)"))")
      return 2
    }
    do {
      sink = try TraceSink(path: trace)
    } catch {
      printError("inertia: cannot write the trace to \(oneLine(trace ?? "-")): \(oneLine("\(error)"))")
      return 2
    }
    do {
      try outputs.openPlot()
    } catch {
      return abandon(sink, outputs, "inertia: \(name): \(oneLine("\(error)"))")
    }
    var validator = check ? TraceValidator() : nil
    var violation: String?
    do {
      let runner = try ReplayRunner(data: data)
      try outputs.attach(to: runner)
      let progress = ProgressLine(
        frames == nil ? "replaying \(script)" : "rendering frames of \(script)", quiet: quiet)
      progress.follow(runner)
      defer { progress.finish() }
      var readError: Error?
      try runner.run { line in
        sink.write(line)
        if readError == nil {
          do { try outputs.read(line: line) } catch { readError = error }
        }
        validator?.indirectGestureInProgress = runner.isIndirectGestureInProgress
        if violation == nil, let problem = validator?.check(line: line) { violation = problem }
      }
      if let readError { throw readError }
      if violation == nil { violation = validator?.finish() }
    } catch let error as SceneError {
      return abandon(sink, outputs, "inertia: \(name): \(oneLine(error.path)): \(oneLine(error.message))")
    } catch {
      return abandon(sink, outputs, "inertia: \(name): \(oneLine("\(error)"))")
    }
    if let code = finish(sink, outputs, trace: trace) { return code }
    for line in BufferedLogHandler.buffer.drain() { printError("inertia: \(oneLine(line))") }
    if let violation {
      printError("inertia: \(name): trace check failed: \(oneLine(violation))")
      return 1
    }
    return 0
  }
}

extension Replay {
  /// The plot and frames outputs, once the trace, plot and script are checked to be distinct files
  /// (no frame among them).
  @MainActor
  func makeOutputs(trace: String?) throws -> ReplayOutputs {
    let named = [("--trace", trace), ("--plot", plot)].compactMap { name, path in path.map { (name, $0) } }
    try OutputFile.checkDistinct(outputs: named, inputs: [("the script", script)])
    let others = [("the script", script, true)] + named.map { ($0.0, $0.1, false) }
    return try ReplayOutputs(plot: plot, frames: frames, others: others)
  }

  /// Writes the trace's last bytes, then the plot, then puts the trace in place; nil when all
  /// were written, else the exit code after one line on standard error. A trace that cannot be
  /// written (a full disk, a closed or full standard output) fails the replay before the plot is
  /// written, and a plot that cannot be written leaves no trace file: a failed replay leaves no
  /// output (before sweep 50 the plot of a replay whose trace failed was written).
  @MainActor
  func finish(_ sink: TraceSink, _ outputs: ReplayOutputs, trace: String?) -> Int32? {
    do {
      try sink.close()
    } catch {
      return abandon(
        sink, outputs, "inertia: cannot write the trace to \(oneLine(trace ?? "-")): \(oneLine("\(error)"))")
    }
    do {
      try outputs.finish()
    } catch {
      return abandon(sink, outputs, "inertia: \(oneLine(script)): \(oneLine("\(error)"))")
    }
    do {
      try sink.finish()
    } catch {
      printError("inertia: cannot write the trace to \(oneLine(trace ?? "-")): \(oneLine("\(error)"))")
      return 2
    }
    return nil
  }

  /// Ends a failed replay with no output: drops the trace (a closed trace file is already gone),
  /// the plot and frames and the buffered diagnostics, prints `message` (one line) and gives exit
  /// code 2.
  @MainActor
  func abandon(_ sink: TraceSink, _ outputs: ReplayOutputs, _ message: String) -> Int32 {
    sink.discard()
    outputs.discard()
    _ = BufferedLogHandler.buffer.drain()
    printError(message)
    return 2
  }
}

/// `text` with line breaks and other control characters escaped, so a message stays one line
/// (U+2028 and U+2029 too; read as bytes, see ``SceneError/oneLine(_:escapingLineSeparators:)``).
func oneLine(_ text: String) -> String { SceneError.oneLine(text, escapingLineSeparators: true) }
