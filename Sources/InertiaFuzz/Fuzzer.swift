import Foundation
import Inertia

/// One broken promise found by the fuzzer, shrunk.
public struct FuzzFinding: Sendable {
  /// The kind of failure (one per cause).
  public var category: String
  /// The detail of the first occurrence.
  public var detail: String
  /// The smallest script found that fails this way (JSON text).
  public var script: String
}

/// A fuzz round: mutates the corpus, damages its text and generates random valid scripts, replays
/// each in-process with ``FuzzCheck``, and shrinks the first script of each failure category.
@MainActor
public final class Fuzzer {
  /// How many scripts of each kind were tried, and what happened.
  public struct Counts: Sendable, CustomStringConvertible {
    /// Corpus scripts changed structurally.
    public var mutated = 0
    /// Corpus scripts damaged as text.
    public var damaged = 0
    /// Random valid scripts.
    public var generated = 0
    /// Scripts refused with a one-line error.
    public var refused = 0
    /// Scripts that ran and passed every check.
    public var passed = 0
    /// Scripts that broke a promise.
    public var failed = 0

    public var description: String {
      "tried \(mutated + damaged + generated) (mutated \(mutated), damaged \(damaged), generated \(generated)): "
        + "passed \(passed), refused \(refused), failed \(failed)"
    }
  }

  /// The category of scripts whose trace differs between two processes.
  public static let crossProcessCategory = "two processes gave different traces"

  private var random: SeededGenerator
  private let corpus: [JSONValue]
  /// An `inertia` binary: every 25th script that passes is also replayed by it in two processes
  /// and must give the same bytes (``FuzzCheck/sameAcrossProcesses(_:binary:)``).
  public var binary: String?
  /// Called with a script's text just before it runs (a crash then leaves it behind).
  public var willRun: ((String) -> Void)?
  /// The counts so far.
  public private(set) var counts = Counts()
  /// The findings so far, one per category.
  public private(set) var findings: [FuzzFinding] = []

  /// A round seeded with `seed` over `corpus` (scripts, not cases).
  public init(seed: UInt64, corpus: [JSONValue]) {
    random = SeededGenerator(seed: seed)
    self.corpus = corpus
  }

  /// Loads the scripts of every case or script file in `directories` (a case's "script" member).
  public static func loadCorpus(_ directories: [String]) -> [JSONValue] {
    var scripts: [JSONValue] = []
    for directory in directories {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
      for name in names where name.hasSuffix(".json") {
        guard let data = FileManager.default.contents(atPath: directory + "/" + name),
          let value = try? JSONValue.parse(data)
        else { continue }
        if case .object(let members) = value, let script = members["script"] {
          scripts.append(script)
        } else {
          scripts.append(value)
        }
      }
    }
    return scripts
  }

  /// Runs one script of a randomly chosen kind.
  public func step() {
    let text: String
    var structured: JSONValue?
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<4 where !corpus.isEmpty:
      var mutator = ScriptMutator(random: random)
      structured = mutator.mutate(random.pick(corpus))
      random = mutator.random
      text = JSONText.write(structured!)
      counts.mutated += 1
    case 4 where !corpus.isEmpty:
      var mutator = ScriptMutator(random: random)
      text = mutator.damage(JSONText.write(random.pick(corpus)))
      random = mutator.random
      counts.damaged += 1
    default:
      var generator = ScriptGenerator(random: random)
      structured = generator.script()
      random = generator.random
      text = JSONText.write(structured!)
      counts.generated += 1
    }
    willRun?(text)
    var (verdict, detail) = FuzzCheck.check(Data(text.utf8))
    if verdict == .passed, let binary, counts.passed % 25 == 0,
      !FuzzCheck.sameAcrossProcesses(Data(text.utf8), binary: binary)
    {
      (verdict, detail) = (.finding(Self.crossProcessCategory), "")
    }
    switch verdict {
    case .passed: counts.passed += 1
    case .refused: counts.refused += 1
    case .finding(let category):
      counts.failed += 1
      guard !findings.contains(where: { $0.category == category }) else { return }
      let script = structured ?? (try? JSONValue.parse(Data(text.utf8)))
      let small =
        script.map { JSONText.write(ScriptShrinker(binary: binary).shrink($0, category: category)) } ?? text
      findings.append(FuzzFinding(category: category, detail: detail, script: small))
    }
  }

  /// The file name (without extension) a finding of `category` is saved under.
  public static func fileName(for category: String) -> String {
    "fuzz-" + String(category.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.prefix(60))
  }

  /// Saves each finding as `DIRECTORY/fuzz-CATEGORY.json` (the script) and `.txt` (the reason).
  public func save(to directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for finding in findings {
      let base = directory + "/" + Self.fileName(for: finding.category)
      try (finding.script + "\n").write(toFile: base + ".json", atomically: true, encoding: .utf8)
      try "\(finding.category)\n\(finding.detail)\n".write(
        toFile: base + ".txt", atomically: true, encoding: .utf8)
    }
  }
}
