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
    // A closed standard error or a full disk must not stop the process with a signal.
    signal(SIGPIPE, SIG_IGN)
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      exitWithOneLine(error)
    }
  }

  /// Help and --version exit 0 as usual; `ExitCode`s keep their code; every other error (a usage
  /// error) prints one line on standard error and exits 2.
  static func exitWithOneLine(_ error: Error) -> Never {
    let code = exitCode(for: error)
    if code == .success { exit(withError: error) }
    if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
    var message = fullMessage(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    printError("inertia: \(oneLine(message.isEmpty ? "invalid arguments" : message)) (see inertia --help)")
    Foundation.exit(2)
  }

  static let configuration = CommandConfiguration(
    commandName: "inertia",
    abstract: "iOS-faithful scrolling, replayed deterministically.",
    subcommands: [Replay.self, Demo.self, Diff.self, Record.self, Port.self])
}

/// Prints one line to standard error.
/// A closed or full standard error is ignored (the exit code still tells).
func printError(_ message: String) {
  var bytes = Array((message + "\n").utf8)
  _ = bytes.withUnsafeMutableBytes { writeAll(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
}
