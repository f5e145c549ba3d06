import ArgumentParser
import Foundation
import Inertia

/// The `inertia` command-line tool: replays gesture scripts into traces, and runs the demo.
@main
struct InertiaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inertia",
    abstract: "iOS-faithful scrolling, replayed deterministically.",
    subcommands: [Replay.self, Demo.self])
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
