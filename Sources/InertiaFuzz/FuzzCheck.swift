import Foundation
import Inertia

/// What one script did when replayed in-process.
public enum FuzzVerdict: Equatable, Sendable {
  /// It ran and its trace passed every check.
  case passed
  /// It was refused with a one-line error (exit 2).
  case refused
  /// It broke a promise; the text says which, without the details that vary between inputs.
  case finding(String)
}

/// Replays one script in-process and checks the robustness promises: a one-line error or a trace
/// that passes ``TraceValidator``, the same bytes twice, bounded time and trace size.
@MainActor
public enum FuzzCheck {
  /// The longest a script may take before it counts as a hang, in seconds.
  public static let timeBudget = 10.0
  /// The largest trace a fuzz script may write, in bytes.
  public static let traceBudget = 64 << 20

  /// The verdict for the script text `data`, with the finding's detail.
  public static func check(_ data: Data, determinism: Bool = true) -> (FuzzVerdict, String) {
    let started = ContinuousClock.now
    let first: (text: String, gestureOpen: Bool)
    do {
      first = try replay(data)
    } catch let error as SceneError {
      let line = "\(error.path): \(error.message)"
      if line.unicodeScalars.contains(where: { $0.value < 0x20 }) {
        return (.finding("error message is not one line"), line)
      }
      return (.refused, line)
    } catch let error as TraceTooLarge {
      return (.finding("trace larger than \(traceBudget >> 20) MiB"), "\(error)")
    } catch {
      return (.finding("replay threw a non-scene error"), "\(error)")
    }
    let elapsed = ContinuousClock.now - started
    if elapsed > .seconds(timeBudget) {
      return (.finding("replay took longer than \(Int(timeBudget)) s"), "\(elapsed)")
    }
    if let problem = TraceValidator.validate(first.text, indirectGestureInProgress: first.gestureOpen) {
      return (.finding(category(of: problem)), problem)
    }
    if determinism, let second = try? replay(data), second.text != first.text {
      return (.finding("the same script gave different traces"), "")
    }
    return (.passed, "")
  }

  struct TraceTooLarge: Error {}

  private static func replay(_ data: Data) throws -> (text: String, gestureOpen: Bool) {
    let runner = try ReplayRunner(data: data)
    var text = ""
    var tooLarge = false
    try runner.run { line in
      if text.utf8.count + line.utf8.count > traceBudget {
        tooLarge = true
      } else {
        text += line
      }
    }
    if tooLarge { throw TraceTooLarge() }
    return (text, runner.isIndirectGestureInProgress)
  }

  /// A validator message without line numbers, times, ids and values, so that one cause is one
  /// category.
  public static func category(of problem: String) -> String {
    var text = problem
    if let range = text.range(of: #"^line \d+: "#, options: .regularExpression) { text.removeSubrange(range) }
    text = text.replacingOccurrences(of: #"view "[^"]*""#, with: "view", options: .regularExpression)
    text = text.replacingOccurrences(
      of: #"-?\d+(\.\d+)?(e[+-]?\d+)?"#, with: "N", options: .regularExpression)
    return text
  }
}

extension FuzzCheck {
  /// Whether `inertia replay` (the binary at `binary`) gives the same bytes for `data` in two
  /// separate processes. Each process seeds Swift's hashing differently, so this catches output
  /// that depends on Set or Dictionary order, which two runs in one process cannot.
  public static func sameAcrossProcesses(_ data: Data, binary: String) -> Bool {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("inertia-fuzz-\(getpid()).json")
      .path
    guard FileManager.default.createFile(atPath: path, contents: data) else { return true }
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outputs = (0..<2).map { _ in run(binary, ["replay", path]) }
    return outputs[0] == outputs[1]
  }

  private static func run(_ binary: String, _ arguments: [String]) -> Data? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return output
  }
}
