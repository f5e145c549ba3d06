import ArgumentParser
import Foundation
import Inertia

/// `inertia replay SCRIPT [--trace OUT] [--plot OUT.png] [--frames DIR]`.
struct Replay: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replay a gesture script against its scene and write the trace (JSON Lines).")

  @Argument(help: "The script (JSON, see shared/spec/scenes-and-traces.md).")
  var script: String

  @Option(help: "Write the trace here instead of standard output.")
  var trace: String?

  @Option(help: "Draw offset and velocity against time into this PNG (or SVG, by extension).")
  var plot: String?

  @Option(help: "Write every rendered frame as PNG into this folder.")
  var frames: String?

  @Flag(help: "Show no progress on standard error (it shows only on a terminal anyway).")
  var quiet = false

  func run() throws {
    let code = MainActor.assumeIsolated { replay() }
    if code != 0 { throw ExitCode(code) }
  }

  @MainActor
  private func replay() -> Int32 {
    guard let data = FileManager.default.contents(atPath: script) else {
      printError("inertia: \(script): cannot read the file")
      return 2
    }
    let text: String
    let runner: ReplayRunner
    do {
      runner = try ReplayRunner(data: data)
      let outputs = ReplayOutputs(plot: plot, frames: frames)
      try outputs.attach(to: runner)
      let progress = ProgressLine(
        frames == nil ? "replaying \(script)" : "rendering frames of \(script)", quiet: quiet)
      progress.follow(runner)
      defer { progress.finish() }
      text = try runner.run()
      try outputs.finish(runner: runner, trace: text)
    } catch let error as SceneError {
      _ = BufferedLogHandler.buffer.drain()
      printError("inertia: \(script): \(error.path): \(error.message)")
      return 2
    } catch {
      _ = BufferedLogHandler.buffer.drain()
      printError("inertia: \(script): \(error)")
      return 2
    }
    for line in BufferedLogHandler.buffer.drain() { printError("inertia: \(line)") }
    if let trace {
      do {
        try text.write(toFile: trace, atomically: true, encoding: .utf8)
      } catch {
        printError("inertia: cannot write the trace to \(trace): \(error.localizedDescription)")
        return 1
      }
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
    return 0
  }
}
