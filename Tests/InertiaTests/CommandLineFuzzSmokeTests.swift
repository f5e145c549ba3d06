import Foundation
import Testing

@testable import InertiaFuzz

/// A few seconds of the subprocess fuzzer (`make fuzz-cli` runs it for minutes): its checks pass on
/// the hostile cases of issue 20, and they catch a run that breaks a rule.
@MainActor
@Suite struct CommandLineFuzzSmokeTests {
  private func fuzzer() -> CommandLineFuzzer {
    let binary = ExamplesTests.productsFolder().appendingPathComponent("inertia").path
    return CommandLineFuzzer(binary: binary, seed: 7, corpus: [], port: false)
  }

  private func script() -> Data {
    Data(
      """
      {"frameRate": 60, "until": 0.5, "scene": {"window": {"size": [390, 844], "scale": 2},
        "root": {"type": "ScrollView", "id": "sv", "frame": [0, 0, 390, 844], "contentSize": [390, 3000]}},
       "steps": [{"at": 0.1, "fling": {"from": [200, 700], "velocity": [0, -1000], "distance": 100}}]}
      """.utf8)
  }

  @Test func theHostileCasesOfTheIssuePassTheChecks() {
    let fuzzer = fuzzer()
    defer { fuzzer.cleanUp() }
    var onFolder = CommandLineCase(family: "replay", arguments: ["replay", "s.json", "--trace", "keep"])
    onFolder.files["s.json"] = script()
    var onFile = CommandLineCase(
      family: "replay", arguments: ["replay", "s.json", "--trace", "old.txt", "--check"])
    onFile.files["s.json"] = script()
    onFile.replaceable = ["old.txt"]
    onFile.allowed = [0, 1]
    var full = CommandLineCase(family: "replay", arguments: ["replay", "s.json"])
    full.files["s.json"] = script()
    full.output = .full
    let endless = CommandLineCase(family: "special", arguments: ["replay", "/dev/zero"])
    let usage = CommandLineCase(family: "arguments", arguments: ["replay", "--frames"])
    for example in [onFolder, onFile, full, endless, usage] {
      let (run, problem) = fuzzer.check(example)
      #expect(problem == nil, "\(example.arguments): \(run.status) \(run.error)")
      #expect(run.seconds < 10)
    }
  }

  @Test func aRunThatBreaksARuleIsAFinding() {
    let fuzzer = fuzzer()
    defer { fuzzer.cleanUp() }
    // `diff` of two different traces exits 1: a finding when only 0 and 2 are allowed.
    var example = CommandLineCase(family: "diff", arguments: ["diff", "a.jsonl", "b.jsonl"])
    example.files["a.jsonl"] = Data("{\"t\":0,\"kind\":\"delegate\",\"view\":\"a\",\"method\":\"m\"}\n".utf8)
    example.files["b.jsonl"] = Data("{\"t\":0,\"kind\":\"delegate\",\"view\":\"a\",\"method\":\"n\"}\n".utf8)
    #expect(fuzzer.check(example).1 == "diff: exit 1")
    example.allowed = [0, 1, 2]
    #expect(fuzzer.check(example).1 == nil)
  }
}
