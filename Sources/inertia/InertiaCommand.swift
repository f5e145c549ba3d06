import ArgumentParser
import Foundation
import Inertia
import Logging

/// The `inertia` command-line tool: replays gesture scripts into traces, and runs the demo.
@main
struct InertiaCommand: ParsableCommand {
  /// Routes diagnostics through the buffer before anything logs.
  static func main() {
    LoggingSystem.bootstrap { BufferedLogHandler(label: $0) }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      exit(withError: error)
    }
  }

  static let configuration = CommandConfiguration(
    commandName: "inertia",
    abstract: "iOS-faithful scrolling, replayed deterministically.",
    subcommands: [Replay.self, Demo.self, Diff.self, Record.self])
}

/// Prints one line to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// An exit with a message already printed.
struct Failure: Error, CustomStringConvertible {
  let code: Int32
  var description: String { "exit \(code)" }
}
