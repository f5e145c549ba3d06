import ArgumentParser
import Foundation
import Inertia
import InertiaCairo
import InertiaSDL

/// `inertia demo`: the gallery. With a display it opens a window; without one it replays each
/// screen's script, writes PNG frames and a contact sheet, and prints what happened.
struct Demo: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Show the demo gallery.")

  @Option(help: "Where the headless demo writes its PNGs.")
  var out = "inertia-demo-output"

  @Flag(help: "Render PNGs even when a display is available.")
  var headless = false

  func run() throws {
    let code = MainActor.assumeIsolated { () -> Int32 in
      if !headless && displayIsAvailable() {
        return DemoWindow.run(screens: DemoScripts.screens.map { ($0.name, $0.json) })
      }
      return runHeadless()
    }
    if code != 0 { throw ExitCode(code) }
  }

  /// Replays every screen, staging its frames, plot and the contact sheet (see ``OutputBatch``):
  /// they are put in place only when all were rendered and the narration was written, so a failed
  /// run leaves nothing. Before sweep 54 each PNG was written where it goes, through a link to
  /// another file, and one that failed (a folder in its place) was left out without a word.
  @MainActor
  private func runHeadless() -> Int32 {
    let batch = OutputBatch()
    do {
      try checkOutputs()
      try batch.makeFolder(out)
      var sheet: [(String, CairoCanvas)] = []
      for screen in DemoScripts.screens {
        try Narration.say(["== \(screen.name): \(screen.title)"])
        let (trace, middle) = try render(screen, into: batch)
        try Narration.say(DemoNarrator.describe(trace: trace))
        if let middle { sheet.append((screen.name, middle)) }
        let plotPath = (out as NSString).appendingPathComponent("\(screen.name)-plot.png")
        try batch.stage(plotPath) { try TrajectoryPlot(trace: trace).writePNG(to: $0.temporaryPath) }
      }
      let sheetPath = (out as NSString).appendingPathComponent("contact-sheet.png")
      try batch.stage(sheetPath) { try ContactSheet.write(sheet.map(\.1), to: $0.temporaryPath) }
      try Narration.say(["Wrote frames, plots and \(sheetPath) into \(out)/"])
      try batch.commit()
      return 0
    } catch {
      batch.discard()
      printError("inertia demo: \(oneLine("\(error)"))")
      return 2
    }
  }

  /// Replays `screen`, staging every sixth frame in its folder; returns its trace and the first
  /// frame a third of the way in (for the contact sheet).
  @MainActor
  private func render(_ screen: DemoScripts.Screen, into batch: OutputBatch) throws -> (String, CairoCanvas?)
  {
    let runner = try ReplayRunner(data: Data(screen.json.utf8))
    let folder = (out as NSString).appendingPathComponent(screen.name)
    try batch.makeFolder(folder)
    var frame = 0
    var middle: CairoCanvas?
    var frameError: Error?
    runner.onFrame = { time in
      frame += 1
      guard frame % 6 == 0, frameError == nil else { return }
      let path = (folder as NSString).appendingPathComponent(String(format: "frame-%04d.png", frame))
      do {
        let canvas = try ViewRenderer.render(window: runner.scene.window)
        try batch.stage(path) { try canvas.writePNG(to: $0.temporaryPath) }
        if middle == nil && time >= runner.script.until / 3 { middle = canvas }
      } catch {
        frameError = error
      }
    }
    let trace = try runner.run()
    if let frameError { throw frameError }
    return (trace, middle)
  }
}

/// The demo's lines on standard output, written as they come: a full or closed standard output
/// fails the demo at its first line, which lost its narration with exit 0 before sweep 54.
enum Narration {
  static func say(_ lines: [String]) throws {
    guard !lines.isEmpty else { return }
    let error = printLines(lines)
    guard error == 0 else {
      throw OutputFile.Refusal(
        description: "cannot write to standard output: \(String(cString: strerror(error)))")
    }
  }
}

extension Demo {
  /// Refuses, before anything is rendered, an output in the way of one the demo writes: a screen's
  /// folder that is another kind of file, a plot or the contact sheet that is not a regular file
  /// (before session 46 the screens before it were written, then "nothing was written" printed).
  func checkOutputs() throws {
    for screen in DemoScripts.screens {
      try OutputFile.checkFolder((out as NSString).appendingPathComponent(screen.name))
      try OutputFile.checkReplaceable((out as NSString).appendingPathComponent("\(screen.name)-plot.png"))
    }
    try OutputFile.checkReplaceable((out as NSString).appendingPathComponent("contact-sheet.png"))
  }
}

/// A trace in readable form: one line per delegate call (didScroll folded) and control event.
enum DemoNarrator {
  static func describe(trace: String) -> [String] {
    var lines: [String] = []
    var scrolls = 0
    for line in trace.split(separator: "\n") {
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let kind = object["kind"] as? String, let time = (object["t"] as? NSNumber)?.doubleValue
      else { continue }
      let stamp = String(format: "%6.3f s", time)
      switch kind {
      case "delegate":
        let method = object["method"] as? String ?? "?"
        // Interface-state calls of list nodes' cells come every few frames: folded like scrolls.
        let isNodeState = object["indexPath"] != nil && method.hasSuffix("State")
        if method == "scrollViewDidScroll" || method == "scrollViewDidZoom" || isNodeState {
          scrolls += 1
          continue
        }
        if scrolls > 0 {
          lines.append(
            "           … \(scrolls) × scrollViewDidScroll / scrollViewDidZoom / interface-state calls")
          scrolls = 0
        }
        var details = ""
        if let velocity = object["velocity"] as? [NSNumber],
          let target = object["targetContentOffset"] as? [NSNumber]
        {
          details = String(
            format: " velocity (%.2f, %.2f) pt/ms → target (%.1f, %.1f)", velocity[0].doubleValue,
            velocity[1].doubleValue, target[0].doubleValue, target[1].doubleValue)
        }
        if let decelerate = object["willDecelerate"] as? Bool { details = " willDecelerate: \(decelerate)" }
        if let rows = object["itemCount"] as? Int { details = " (\(rows) rows)" }
        lines.append("  \(stamp)  \(object["view"] as? String ?? "?").\(method)\(details)")
      case "action":
        lines.append(
          "  \(stamp)  \(object["control"] as? String ?? "?") sent \(object["event"] as? String ?? "?")")
      case "end":
        if scrolls > 0 {
          lines.append(
            "           … \(scrolls) × scrollViewDidScroll / scrollViewDidZoom / interface-state calls")
        }
        for (id, value) in (object["views"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
          if let state = value as? [String: Any], let offset = state["contentOffset"] as? [NSNumber] {
            lines.append(
              String(
                format: "  end: %@ rests at (%.1f, %.1f)", id, offset[0].doubleValue, offset[1].doubleValue))
          }
        }
      default:
        continue
      }
    }
    return lines
  }
}
