import ArgumentParser
import Foundation
import Inertia
import InertiaCairo
import InertiaSDL

/// `inertia record OUT.json [--screen NAME | --scene SCRIPT] [--trace LIVE.jsonl]`: records a
/// window session as a replay script.
struct Record: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Record a window session (mouse, fingers, wheel, trackpad, keys) as a replay script.",
    discussion: """
      Opens a demo screen (or the scene of a script) in a window; everything you do is recorded
      until you press Esc or q or close the window. The window runs on a fixed-step clock, so
      `inertia replay OUT.json` writes the same trace as the live session (--trace), byte for byte.
      Needs a display (DISPLAY or WAYLAND_DISPLAY). Exit 2 when it cannot start.
      """)

  @Argument(help: "Where to write the recorded script (JSON).")
  var out: String

  @Option(
    help:
      "The demo screen to record on: list (the default), paging, controls, nested, node, zoom, profile, feed or texture."
  )
  var screen: String?

  @Option(help: "Record on the scene of this replay script instead (its steps are ignored).")
  var scene: String?

  @Option(help: "Also write the live session's trace (JSON Lines) here.")
  var trace: String?

  func run() throws {
    let code = MainActor.assumeIsolated { record() }
    if code != 0 { throw ExitCode(code) }
  }

  /// The screen to record on: a demo screen by name, or the scene of a script file, read and
  /// parsed (its size, JSON and steps) but not built: a scene is built by ``checkScene(_:)`` once
  /// the outputs and the display are known to be there (sweep 65: a scene of 50,000 constraints
  /// was built, 4.5 s in a debug build, before `record` said it needed a display).
  @MainActor
  private func chosenScreen() -> (name: String, json: String, script: ReplayScript?)? {
    // Both were given: the scene was recorded on and the screen left out without a word before
    // sweep 54.
    guard scene == nil || screen == nil else {
      printError("inertia record: --screen and --scene both name what to record on; give one of them")
      return nil
    }
    if let scene {
      do {
        let data = try readScript(scene)
        let script = try ReplayRunner.script(from: data)
        return ((scene as NSString).lastPathComponent, String(decoding: data, as: UTF8.self), script)
      } catch {
        printSceneError(error)
      }
      return nil
    }
    let screen = self.screen ?? "list"
    guard let demo = DemoScripts.screens.first(where: { $0.name == screen }) else {
      let names = DemoScripts.screens.map(\.name).joined(separator: ", ")
      printError("inertia record: no screen named \(oneLine(screen)); expected one of \(names)")
      return nil
    }
    return (demo.name, demo.json, nil)
  }

  /// Builds the scene of `script` (the `--scene` script) and checks that its window is drawable
  /// (its pixel size, before a window opens); false after one line on standard error.
  @MainActor
  private func checkScene(_ script: ReplayScript) -> Bool {
    do {
      let window = try ReplayRunner(script: script).scene.window
      try CairoCanvas.checkPixelSize(window.bounds.size, scale: window.screenScale)
      return true
    } catch {
      printSceneError(error)
      return false
    }
  }

  /// Prints the one-line error of the `--scene` script.
  private func printSceneError(_ error: Error) {
    let name = oneLine(scene ?? "-")
    if let error = error as? SceneError {
      printError("inertia record: \(name): \(oneLine(error.path)): \(oneLine(error.message))")
    } else {
      printError("inertia record: \(name): \(oneLine("\(error)"))")
    }
  }

  @MainActor
  private func record() -> Int32 {
    // The input and the outputs are checked before the display, so every bad argument is told;
    // a --scene script's scene is built only after (it may take seconds).
    guard let chosen = chosenScreen() else { return 2 }
    do {
      try OutputFile.checkReplaceable(out)
      if let trace { try OutputFile.checkReplaceable(trace) }
      try OutputFile.checkDistinct(
        outputs: [("OUT", out)] + (trace.map { [("--trace", $0)] } ?? []),
        inputs: scene.map { [("the --scene script", $0)] } ?? [])
    } catch {
      printError("inertia record: \(oneLine("\(error)"))")
      return 2
    }
    guard displayIsAvailable() else {
      printError("inertia record: needs a display (DISPLAY or WAYLAND_DISPLAY); try xvfb-run for tests")
      return 2
    }
    if let script = chosen.script, !checkScene(script) { return 2 }
    let sink: TraceSink?
    let output: OutputFile
    do {
      output = try OutputFile(path: out)
    } catch {
      printError("inertia record: cannot write \(oneLine(out)): \(oneLine("\(error)"))")
      return 2
    }
    do {
      sink = try trace.map { try TraceSink(path: $0) }
    } catch {
      output.discard()
      printError("inertia record: cannot write the trace to \(oneLine(trace ?? "-")): \(oneLine("\(error)"))")
      return 2
    }
    let script: String
    do {
      script = try DemoWindow.record(screen: (chosen.name, chosen.json)) { sink?.write($0) }
    } catch {
      sink?.discard()
      output.discard()
      printError("inertia record: \(oneLine("\(error)"))")
      return 2
    }
    do {
      Array((script + "\n").utf8).withUnsafeBytes { output.write($0) }
      try output.commit()
      try sink?.finish()
    } catch {
      sink?.discard()
      printError("inertia record: cannot write the recording: \(oneLine("\(error)"))")
      return 2
    }
    for line in BufferedLogHandler.buffer.drain() { printError("inertia: \(oneLine(line))") }
    print("Recorded \(out); replay it with: inertia replay \(out)")
    return 0
  }
}
