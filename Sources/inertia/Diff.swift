import ArgumentParser
import Foundation
import Inertia
import InertiaCairo

/// `inertia diff A.jsonl B.jsonl [--tolerance PT] [--plot OUT.png|OUT.svg]`: compares two traces.
struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare two traces: delegate calls per view, offsets over time, end state.",
    discussion: """
      Prints whether they match, the first divergence and the largest offset difference.
      Exit 0 when they match within the tolerance, 1 when they differ, 2 when a file is unreadable.
      """)

  /// The largest trace file read (bytes): 32 MiB (docs/limits.md).
  static let maximumFileSize = 32 << 20

  @Argument(help: "The first trace (JSON Lines).")
  var first: String

  @Argument(help: "The second trace (JSON Lines).")
  var second: String

  @Option(help: "Points two offsets may differ by and still match (velocities and zoom: a hundredth).")
  var tolerance = 0.5

  @Option(help: "Overlay both trajectories into this PNG (or SVG, by extension).")
  var plot: String?

  func run() throws {
    guard tolerance.isFinite, tolerance >= 0 else {
      printError("inertia diff: --tolerance must be a finite number of points, at least 0")
      throw ExitCode(2)
    }
    if let plot {
      do {
        try OutputFile.checkReplaceable(plot)
      } catch {
        printError("inertia diff: cannot write \(oneLine(plot)): \(oneLine("\(error)"))")
        throw ExitCode(2)
      }
    }
    guard let (a, textA) = Self.read(first), let (b, textB) = Self.read(second) else { throw ExitCode(2) }
    let diff = TraceDiff(a, b, tolerance: tolerance)
    print(diff.report(firstName: first, secondName: second))
    if let plot {
      // The plot draws a thinned copy (as `replay --plot`), so its cost does not grow with the traces.
      let layers = [(first, textA), (second, textB)].map { name, text in
        var thinned = TraceTimeline(
          sampleBudget: ReplayOutputs.plotSamples, eventBudget: ReplayOutputs.plotEvents)
        for line in text.split(separator: "\n") { try? thinned.append(line: line) }
        return TrajectoryPlot.Layer(label: (name as NSString).lastPathComponent, timeline: thinned)
      }
      do {
        try OutputFile.produce(plot) { try TrajectoryPlot(layers: layers).write(to: $0) }
      } catch {
        printError("inertia diff: cannot write \(oneLine(plot)): \(oneLine("\(error)"))")
        throw ExitCode(2)
      }
    }
    if !diff.isEqual { throw ExitCode(1) }
  }

  /// Reads and parses a trace (and keeps its text for a plot), or prints one line saying why not.
  static func read(_ path: String) -> (TraceTimeline, String)? {
    let name = oneLine(path)
    let data: Data
    do {
      data = try readInput(
        path, limit: maximumFileSize,
        tooLarge: OutputFile.Refusal(description: "larger than \(maximumFileSize >> 20) MiB"))
    } catch {
      printError("inertia diff: \(name): \(oneLine("\(error)"))")
      return nil
    }
    guard let text = String(data: data, encoding: .utf8) else {
      printError("inertia diff: \(name): cannot read the file as UTF-8 text")
      return nil
    }
    do {
      let timeline = try TraceTimeline(parsing: text)
      guard !text.allSatisfy(\.isWhitespace) else {
        printError("inertia diff: \(name): empty, not a trace")
        return nil
      }
      return (timeline, text)
    } catch let error as SceneError {
      printError("inertia diff: \(name): \(oneLine(error.path)): \(oneLine(error.message))")
    } catch {
      printError("inertia diff: \(name): \(oneLine("\(error)"))")
    }
    return nil
  }
}
