import Foundation
import InertiaFuzz
import Testing

@testable import Inertia

/// A short fixed-seed fuzz round (`make fuzz` runs long ones): no script crashes, hangs, writes a
/// multi-line error or a varying trace, or breaks the delegate grammar; every failure a fuzz run
/// ever saved under Tests/Fuzz now replays cleanly.
@MainActor
@Suite struct FuzzRoundTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func aFixedSeedRoundFindsNoViolations() throws {
    let corpus = Fuzzer.loadCorpus([Self.root.appendingPathComponent("Cases").path])
    #expect(corpus.count >= 10)
    let fuzzer = Fuzzer(seed: 1, corpus: corpus)
    for _ in 0..<80 { fuzzer.step() }
    #expect(fuzzer.counts.passed + fuzzer.counts.refused + fuzzer.counts.failed == 80)
    #expect(fuzzer.counts.passed > 10 && fuzzer.counts.refused > 10)
    for finding in fuzzer.findings {
      Issue.record("\(finding.category): \(finding.detail): \(finding.script)")
    }
  }

  @Test func everySavedFindingNowReplaysCleanly() throws {
    let folder = Self.root.appendingPathComponent("Fuzz")
    let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }
    #expect(!saved.isEmpty)
    for name in saved.sorted() {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      // Passing, or refused with a one-line error (a limit added since it was found), is clean.
      let (verdict, detail) = FuzzCheck.check(data)
      if case .finding = verdict { Issue.record("\(name): \(detail)") }
    }
  }

  @Test func theSameSeedGivesTheSameScripts() {
    var first = ScriptGenerator(random: SeededGenerator(seed: 9))
    var second = ScriptGenerator(random: SeededGenerator(seed: 9))
    #expect(JSONText.write(first.script()) == JSONText.write(second.script()))
  }

  @Test func aRobustnessFailureIsACategoryOfItsOwn() {
    let (verdict, _) = FuzzCheck.check(
      Data(#"{"until":0,"scene":{"root":{"type":"View","alpha":null}}}"#.utf8))
    #expect(verdict == .refused)
    #expect(
      FuzzCheck.category(of: #"line 12: view "sv": willBeginDragging while already dragging"#)
        == "view: willBeginDragging while already dragging")
  }
}
