import ArgumentParser
import Foundation
import Inertia
import InertiaCairo

/// `inertia diff A.jsonl B.jsonl [--tolerance PT] [--plot OUT.png|OUT.svg|OUT.pdf]`: compares two traces.
struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare two traces: delegate calls per view, offsets over time, end state.",
    discussion: """
      Prints whether they match, the first divergence and the largest offset difference.
      Exit 0 when they match within the tolerance, 1 when they differ, 2 when a file is unreadable.
      """)

  /// The largest trace file read (bytes): 64 MiB (docs/limits.md). Traces are compared as they
  /// are read, so memory does not grow with their length; the limit bounds the time.
  static let maximumFileSize = 64 << 20

  @Argument(help: "The first trace (JSON Lines; - reads standard input).")
  var first: String

  @Argument(help: "The second trace (JSON Lines).")
  var second: String

  @Option(
    name: .customLong("tolerance"), parsing: .unconditional,
    help: ArgumentHelp(
      "Points two offsets may differ by and still match (velocities and zoom: a hundredth).",
      valueName: "tolerance"))
  var toleranceArgument = DecimalArgument(0.5)

  /// The tolerance in points.
  var tolerance: Double { toleranceArgument.value }

  @Option(help: "Overlay both trajectories into this PNG (or SVG or PDF, by extension).")
  var plot: String?

  func run() throws {
    guard first != standardStreamName || second != standardStreamName else {
      printError("inertia diff: - names standard input for both traces; give one of them a file")
      throw ExitCode(2)
    }
    guard tolerance.isFinite, tolerance >= 0 else {
      printError("inertia diff: --tolerance must be a finite number of points, at least 0")
      throw ExitCode(2)
    }
    var plotFile = try openPlot()
    defer { plotFile?.discard() }
    guard let a = Self.open(first), let b = Self.open(second) else { throw ExitCode(2) }
    // The plot draws a thinned copy (as `replay --plot`), so its cost does not grow with the traces.
    var timelines = [first, second].map { _ in
      TraceTimeline(sampleBudget: ReplayOutputs.plotSamples, eventBudget: ReplayOutputs.plotEvents)
    }
    if plot != nil {
      a.observer = { try? timelines[0].append(line: $0) }
      b.observer = { try? timelines[1].append(line: $0) }
    }
    let diff: TraceDiff
    do {
      diff = try TraceDiff(lines: a, b, tolerance: tolerance)
    } catch let error as TraceDiff.LineError {
      printError("inertia diff: \(oneLine(error.trace == 1 ? first : second)): \(oneLine("\(error)"))")
      throw ExitCode(2)
    }
    for (file, path) in [(a, first), (b, second)] {
      if let error = file.error {
        printError("inertia diff: \(oneLine(path)): \(oneLine("\(error)"))")
        throw ExitCode(2)
      }
      guard file.hasText else {
        printError("inertia diff: \(oneLine(path)): empty, not a trace")
        throw ExitCode(2)
      }
    }
    // A report that cannot be written (a closed or full standard output) fails the run before
    // the plot is written; it was lost without a word (exit 0 or 1) before sweep 50.
    var report = Array((diff.report(firstName: first, secondName: second) + "\n").utf8)
    let outputError = report.withUnsafeMutableBytes { writeAll(STDOUT_FILENO, UnsafeRawBufferPointer($0)) }
    guard outputError == 0 else {
      printError("inertia diff: cannot write to standard output: \(String(cString: strerror(outputError)))")
      throw ExitCode(2)
    }
    if let plot, let file = plotFile {
      plotFile = nil
      let layers = zip([first, second], timelines).map { name, timeline in
        TrajectoryPlot.Layer(label: (name as NSString).lastPathComponent, timeline: timeline)
      }
      do {
        try file.produce { try TrajectoryPlot(layers: layers).write(to: $0) }
      } catch {
        printError("inertia diff: cannot write \(oneLine(plot)): \(oneLine("\(error)"))")
        throw ExitCode(2)
      }
    }
    if !diff.isEqual { throw ExitCode(1) }
  }

  /// The plot's temporary file (nil without `--plot`), made before the traces are read, so a plot
  /// that cannot be written is refused first: before sweep 65 it was refused after both traces
  /// were read and the report printed (exit 2 with the report on standard output).
  private func openPlot() throws -> OutputFile? {
    guard let plot else { return nil }
    do {
      try OutputFile.checkReplaceable(plot)
      try OutputFile.checkDistinct(
        outputs: [("--plot", plot)], inputs: [("the first trace", first), ("the second trace", second)])
      try OutputFile.checkPlotName(plot)
      return try OutputFile(path: plot)
    } catch {
      printError("inertia diff: cannot write \(oneLine(plot)): \(oneLine("\(error)"))")
      throw ExitCode(2)
    }
  }

  /// Opens a trace to read line by line, or prints one line saying why not.
  static func open(_ path: String) -> TraceFileLines? {
    do {
      return try TraceFileLines(path: path, limit: maximumFileSize)
    } catch {
      printError("inertia diff: \(oneLine(path)): \(oneLine("\(error)"))")
      return nil
    }
  }
}

/// A number option written in decimal (`0.5`, `1e-3`): ArgumentParser reads a `Double` with
/// `Double(_:)`, which also takes hexadecimal, so `--tolerance 0x10` was 16 pt before sweep 58.
struct DecimalArgument: ExpressibleByArgument {
  var value: Double

  init(_ value: Double) { self.value = value }

  init?(argument: String) {
    guard let value = DecimalText.number(argument) else { return nil }
    self.value = value
  }

  var defaultValueDescription: String { "\(value)" }
}
