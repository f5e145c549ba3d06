import Foundation
import Inertia

/// One run of the `inertia` command line for ``CommandLineFuzzer``: its arguments, the files it
/// finds in its folder, and the exit codes it may end with.
public struct CommandLineCase: Sendable {
  /// What standard output is connected to.
  public enum Output: String, Sendable {
    /// A pipe the fuzzer reads (and counts).
    case pipe
    /// /dev/full: every write fails.
    case full
    /// Closed.
    case closed
  }

  /// The family the case came from ("replay", "diff", "arguments", …), for the counts.
  public var family: String
  /// The arguments after `inertia`.
  public var arguments: [String]
  /// Files written into the case's folder before the run, by relative path.
  public var files: [String: Data] = [:]
  /// The exit codes the documentation allows for these arguments.
  public var allowed: Set<Int32> = [0, 2]
  /// Where standard output goes.
  public var output: Output = .pipe
  /// What standard input gives (`-` arguments read it); nil: /dev/null.
  public var input: Data?
  /// Whether standard input is a pipe (written while the run reads it) rather than a file.
  public var inputIsPipe = true
  /// A regular file the arguments name as an output: it may be replaced; nothing else may change.
  public var replaceable: Set<String> = []
  /// Environment variables set for the run (DISPLAY and WAYLAND_DISPLAY are removed otherwise):
  /// a display that cannot be reached, or an empty one.
  public var environment: [String: String] = [:]

  /// A case of `family` running `arguments`.
  public init(family: String, arguments: [String]) {
    self.family = family
    self.arguments = arguments
  }

  /// The case as JSON, as saved into Tests/Fuzz (files as text when they are UTF-8, else base64).
  public func saved(finding: String) -> String {
    var files: [String: JSONValue] = [:]
    for (name, data) in self.files { files[name] = Self.savedText(data) }
    let object: JSONValue = .object([
      "finding": .string(finding), "family": .string(family),
      "arguments": .array(arguments.map { .string($0) }), "files": .object(files),
      "allowedExitCodes": .array(allowed.sorted().map { .number(Double($0)) }),
      "standardOutput": .string(output.rawValue),
      "environment": .object(environment.mapValues { .string($0) }),
      "standardInput": input.map { Self.savedText($0) } ?? .null,
      "standardInputIsPipe": .bool(inputIsPipe),
    ])
    return JSONText.write(object) + "\n"
  }

  /// `data` as text when it is UTF-8, else as `{"base64": ...}`.
  private static func savedText(_ data: Data) -> JSONValue {
    if let text = String(data: data, encoding: .utf8) { return .string(text) }
    return .object(["base64": .string(data.base64EncodedString())])
  }
}

/// What one run did.
public struct CommandLineRun: Sendable {
  /// The exit status, or 128 + the signal.
  public var status: Int32
  /// Whether the run was killed for time.
  public var timedOut: Bool
  /// Wall seconds.
  public var seconds: Double
  /// Peak resident memory, in KiB (from GNU time).
  public var peakKiB: Int
  /// Standard error.
  public var error: String
}
