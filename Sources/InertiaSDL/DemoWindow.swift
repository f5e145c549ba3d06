import Foundation
import Inertia

/// The demo gallery in a real window. Each screen is a replay scene made live: the user drives it
/// with the mouse, touch screen, trackpad and keys (see ``SDLHost``). R starts and ends a recording
/// of the screen, saved as `inertia-recording-N.json` in the current directory (the first N not
/// taken there).
@MainActor
public enum DemoWindow {
  /// Opens the window on the first screen; returns the process exit code (2, with one line on
  /// standard error, when no window can be opened).
  public static func run(screens: [(name: String, json: String)]) -> Int32 {
    do {
      let host = try SDLHost(title: "Inertia", screens: screens)
      var count = 0
      host.onRecording = { script in
        guard
          let path = nextRecordingPath(after: &count, exists: { FileManager.default.fileExists(atPath: $0) })
        else {
          print(
            "inertia demo: no free name for the recording (inertia-recording-1...\(maximumRecordings).json)")
          return
        }
        let saved = FileManager.default.createFile(atPath: path, contents: Data((script + "\n").utf8))
        print(
          saved
            ? "Recorded \(path); replay it with: inertia replay \(path)"
            : "inertia demo: cannot write \(path)")
      }
      host.run()
      return 0
    } catch {
      FileHandle.standardError.write(Data("inertia demo: \(error)\n".utf8))
      return 2
    }
  }

  /// How many recordings a folder may hold under the demo's names before it saves no more.
  package static let maximumRecordings = 10_000

  /// The first `inertia-recording-N.json` after number `count` that `exists` says is free (so a
  /// later session never writes over an earlier one's recordings), with `count` moved to its N;
  /// nil when every number up to ``maximumRecordings`` is taken.
  package static func nextRecordingPath(after count: inout Int, exists: (String) -> Bool) -> String? {
    while count < maximumRecordings {
      count += 1
      let path = "inertia-recording-\(count).json"
      if !exists(path) { return path }
    }
    return nil
  }

  /// Opens a window on `screen` and records the session until the window closes (Esc, q): trace
  /// lines go to `trace` as they happen, and the replay script of the session is returned.
  /// See ``SDLHost/startRecording(trace:)``.
  public static func record(
    screen: (name: String, json: String), trace: @escaping (String) -> Void
  ) throws -> String {
    let host = try SDLHost(title: "Inertia", screens: [screen])
    try host.startRecording(trace: trace)
    host.run()
    if let reason = host.recordingStopReason {
      FileHandle.standardError.write(Data("inertia record: stopped: \(reason)\n".utf8))
    }
    return host.finishRecording() ?? ""
  }
}
