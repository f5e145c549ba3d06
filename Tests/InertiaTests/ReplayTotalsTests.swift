import Foundation
import Testing

@testable import Inertia

/// Script-wide totals (issue 20, docs/limits.md): table calls are limited in all, not only per
/// call, and ids are limited in length, so no script makes a replay slow or its trace huge.
@MainActor
@Suite struct ReplayTotalsTests {
  private func table(steps: String, id: String = "t") -> Data {
    Data(
      """
      {"frameRate": 60, "until": 2.0,
       "scene": {"window": {"size": [390, 844], "scale": 2},
         "root": {"type": "TableView", "id": "\(id)", "frame": [0, 0, 390, 844], "rows": 10, "rowHeight": 44}},
       "steps": [\(steps)]}
      """.utf8)
  }

  private func failure(_ data: Data) -> String? {
    do {
      _ = try ReplayRunner(data: data)
      return nil
    } catch let error as SceneError {
      return "\(error.path): \(error.message)"
    } catch {
      return "\(error)"
    }
  }

  @Test func aStormOfBatchUpdatesIsRefusedAtTheStepOverTheTotal() {
    let sections = (0..<200).map(String.init).joined(separator: ",")
    let steps = (0..<1000).map { index in
      """
      {"at": \(Double(index) / 1000), "call": {"view": "t", "method": "performBatchUpdates",
        "updates": [{"method": "insertSections", "sections": [\(sections)], "rows": 1}]}}
      """
    }
    let start = Date()
    #expect(
      failure(table(steps: steps.joined(separator: ",")))
        == "$.steps[50]: the script's table calls insert more than 10000 sections in all")
    #expect(Date().timeIntervalSince(start) < 30)
  }

  @Test func tenThousandSectionsOfAMillionRowsAreRefusedBeforeAnyIsMade() {
    let sections = (0..<10_000).map(String.init).joined(separator: ",")
    let step = """
      {"at": 0.1, "call": {"view": "t", "method": "insertSections", "sections": [\(sections)], "rows": 1000000}}
      """
    #expect(
      failure(table(steps: step))
        == "$.steps[0]: the script's table calls change more than 1000000 rows and sections in all")
  }

  @Test func callsUnderTheTotalsStillRun() throws {
    let step = """
      {"at": 0.1, "call": {"view": "t", "method": "insertSections", "sections": [0, 1], "rows": 3}}
      """
    let runner = try ReplayRunner(data: table(steps: step))
    let trace = try runner.run()
    #expect(trace.contains("\"kind\":\"end\""))
  }

  @Test func anIdLongerThanAThousandBytesIsRefused() {
    #expect(failure(table(steps: "", id: String(repeating: "x", count: 1000))) == nil)
    #expect(
      failure(table(steps: "", id: String(repeating: "é", count: 501)))
        == "$.scene.root.id: an id must be at most 1000 bytes of UTF-8")
  }
}
