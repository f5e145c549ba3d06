import ArgumentParser
import Foundation
import Inertia
import Logging

/// The `inertia` command-line tool: replays gesture scripts into traces, and runs the demo.
@main
struct InertiaCommand: ParsableCommand {
  /// Routes diagnostics through the buffer before anything logs.
  static func main() {
    holdClosedStandardDescriptors()
    LoggingSystem.bootstrap { BufferedLogHandler(label: $0) }
    // A closed standard error or a full disk must not stop the process with a signal.
    signal(SIGPIPE, SIG_IGN)
    clampHelpWidth()
    if let problem = argumentProblem(Array(CommandLine.arguments.dropFirst()))
      ?? textProblem(CommandLine.unsafeArgv, count: Int(CommandLine.argc))
    {
      printError("inertia: \(oneLine(problem)) (see inertia --help)")
      Foundation.exit(2)
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      exitWithOneLine(error)
    }
  }

  /// Fills a standard descriptor the process started without (`<&-`, `>&-`, `2>&-`) with
  /// /dev/null opened the other way, so reading standard input and writing standard output or
  /// error still fail (EBADF) as they would closed, but no file the command opens takes its number:
  /// before sweep 50 `inertia diff A - <&-` opened A as descriptor 0 and read it as standard
  /// input too, reporting A's first line as not a trace line of `-`.
  static func holdClosedStandardDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
      let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
      if opened >= 0 && opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
  }

  /// Help and --version exit 0 as usual; `ExitCode`s keep their code; every other error (a usage
  /// error) prints one line on standard error and exits 2.
  static func exitWithOneLine(_ error: Error) -> Never {
    let code = exitCode(for: error)
    if code == .success { exitWritingHelp(fullMessage(for: error)) }
    if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
    var message = fullMessage(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    printError("inertia: \(oneLine(message.isEmpty ? "invalid arguments" : message)) (see inertia --help)")
    Foundation.exit(2)
  }

  /// Writes `text` (help, a completion script) and a line end to standard output and exits 0, or
  /// exits 2 with one line on standard error when it cannot be written: a full or closed standard
  /// output lost the help with exit 0 before sweep 54.
  static func exitWritingHelp(_ text: String) -> Never {
    guard !text.isEmpty else { Foundation.exit(0) }
    var bytes = Array((text + "\n").utf8)
    let error = bytes.withUnsafeMutableBytes { writeAll(STDOUT_FILENO, UnsafeRawBufferPointer($0)) }
    guard error == 0 else {
      printError("inertia: cannot write to standard output: \(String(cString: strerror(error)))")
      Foundation.exit(2)
    }
    Foundation.exit(0)
  }

  /// The narrowest and widest help and usage text, in columns. The argument parser wraps its help
  /// to `COLUMNS` (or the terminal's width) less a 26-column indent and traps when that leaves no
  /// column (an assertion in a debug build: `COLUMNS=20 inertia --help` stopped on signal 4;
  /// `COLUMNS=-9223372036854775808` overflowed in any build) before sweep 54.
  static let helpColumns = 40...4_096

  /// Sets `COLUMNS` within ``helpColumns`` when it (or, without it, the terminal's width) is
  /// outside them, before the argument parser reads it.
  static func clampHelpWidth() {
    var width = getenv("COLUMNS").flatMap { Int(String(cString: $0)) }
    if width == nil {
      var size = winsize()
      if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 { width = Int(size.ws_col) }
    }
    guard let width, !helpColumns.contains(width) else { return }
    setenv("COLUMNS", String(min(max(width, helpColumns.lowerBound), helpColumns.upperBound)), 1)
  }

  /// Why the `count` arguments of `arguments` (the first the program's name) are refused, or nil:
  /// an argument that is not UTF-8 text. Swift reads arguments as text, putting U+FFFD for bytes
  /// that are not UTF-8, so before sweep 54 `--trace $'\xff.jsonl'` wrote a file of another name
  /// (`\u{FFFD}.jsonl`) and `replay $'\xff.json'` looked for a file that is not there.
  static func textProblem(_ arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int)
    -> String?
  {
    for index in 1..<max(count, 1) {
      guard let argument = arguments[index], String(validatingCString: argument) == nil else { continue }
      return "argument \(index) is not UTF-8 text (rename a file whose name is not UTF-8)"
    }
    return nil
  }

  /// The most arguments after `inertia`: the argument parser's time grows with the square of
  /// their number (10,000 `--quiet` flags took 7 s in a release build, 50,000 over a minute;
  /// 2,048 take 0.2-0.4 s). A folder names all its files to `port`.
  static let maximumArguments = 2_048

  /// The options and flags of every verb, each taken at most once: given twice, the parser kept an
  /// option's last value silently (`--trace a --trace b` wrote only b) before session 46, and took
  /// a flag twice without a word (`--quiet --quiet`, `port --check --check`) before sweep 55.
  /// `--help` is left out: help is shown however it is asked for.
  static let onceOnlyNames: Set<String> = [
    "--trace", "--plot", "--frames", "--tolerance", "--screen", "--scene", "--out", "--output",
    "--quiet", "--check", "--headless", "--in-place",
  ]

  /// Why `arguments` (after `inertia`) are refused before they are parsed, or nil: more than
  /// ``maximumArguments``, a request for a custom completion (`---completion`), an empty argument,
  /// or an option or flag of ``onceOnlyNames`` given more than once (before a `--`, which ends the
  /// options).
  static func argumentProblem(_ arguments: [String]) -> String? {
    guard arguments.count <= maximumArguments else {
      return "more than \(maximumArguments) arguments (name a folder to port all its files)"
    }
    // The argument parser's request for a custom completion (which no option of inertia has):
    // `---completion replay -- positional@-1` indexed its arguments at -1 (signal 4) before sweep 54.
    guard arguments.first != "---completion" else {
      return "---completion asks for completions, and no option of inertia has them"
    }
    // `replay ''` read as "inertia: : cannot read the file: No such file or directory", `--screen ''`
    // as "no screen named ;" before sweep 55.
    if let empty = arguments.firstIndex(of: "") {
      return "argument \(empty + 1) is empty (no file, folder or screen has an empty name)"
    }
    var seen: Set<String> = []
    for argument in arguments {
      if argument == "--" { break }
      let name = String(argument.prefix { $0 != "=" })
      guard onceOnlyNames.contains(name) else { continue }
      guard seen.insert(name).inserted else { return "\(name) is given more than once; give it once" }
    }
    return nil
  }

  static let configuration = CommandConfiguration(
    commandName: "inertia",
    abstract: "iOS-faithful scrolling, replayed deterministically.",
    subcommands: [Replay.self, Demo.self, Diff.self, Record.self, Port.self])
}

/// Prints one line to standard error, cut to ``maximumErrorLineBytes`` (see ``shortened(_:)``).
/// A closed or full standard error is ignored (the exit code still tells).
func printError(_ message: String) {
  var bytes = Array((shortened(message) + "\n").utf8)
  _ = bytes.withUnsafeMutableBytes { writeAll(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
}

/// The longest line ``printError(_:)`` prints, in UTF-8 bytes: a message quotes what the input
/// gave (a type, a key, a value), and a script may give a string of 64 MiB (a 10 MB view type was
/// a 10 MB error line before sweep 47, session 46).
let maximumErrorLineBytes = 4096

/// `message` when it is at most ``maximumErrorLineBytes`` of UTF-8, else its first characters (cut
/// between Unicode scalars) and how many bytes were left out: `... (N more bytes)`.
func shortened(_ message: String) -> String {
  let total = message.utf8.count
  guard total > maximumErrorLineBytes else { return message }
  var kept = ""
  var used = 0
  let room = maximumErrorLineBytes - 40
  for scalar in message.unicodeScalars {
    let size = String(scalar).utf8.count
    guard used + size <= room else { break }
    kept.unicodeScalars.append(scalar)
    used += size
  }
  return kept + "... (\(total - used) more bytes)"
}
