import Foundation
import Inertia

/// Shrinks a failing script: removes steps, subviews and fields and simplifies numbers while the
/// same category of failure remains, within a bounded number of attempts.
@MainActor
public struct ScriptShrinker {
  /// The most replays one shrink may use.
  public var attempts = 400

  /// The `inertia` binary for failures seen only across processes.
  public var binary: String?

  /// Creates a shrinker; `binary` replays scripts whose failure needs two processes.
  public init(binary: String? = nil) { self.binary = binary }

  /// The smallest script found that still fails with `category`.
  public func shrink(_ script: JSONValue, category: String) -> JSONValue {
    var best = script
    var used = 0
    var improved = true
    while improved, used < attempts {
      improved = false
      // Larger subtrees first: removing them saves the most.
      let paths = ScriptMutator.paths(in: best).filter { !$0.isEmpty }.sorted { $0.count < $1.count }
      for path in paths where used < attempts {
        for candidate in candidates(best, path) {
          used += 1
          if fails(candidate, category) {
            best = candidate
            improved = true
            break
          }
        }
        if improved { break }
      }
    }
    return best
  }

  private func candidates(_ script: JSONValue, _ path: [String]) -> [JSONValue] {
    var result = [ScriptMutator.replacing(in: script, at: path[...]) { _ in nil }]
    let simpler = ScriptMutator.replacing(in: script, at: path[...]) { old in
      if case .number(let number) = old, number != number.rounded() { return .number(number.rounded()) }
      return old
    }
    if simpler != script { result.append(simpler) }
    return result
  }

  private func fails(_ script: JSONValue, _ category: String) -> Bool {
    if category == Fuzzer.crossProcessCategory, let binary {
      return !FuzzCheck.sameAcrossProcesses(Data(JSONText.write(script).utf8), binary: binary)
    }
    let (verdict, _) = FuzzCheck.check(
      Data(JSONText.write(script).utf8), determinism: category.contains("different"))
    return verdict == .finding(category)
  }
}
