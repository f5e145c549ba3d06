import Foundation
import Testing

@testable import Cassowary

/// Replays 150 layout-like systems churned in batches, each step solved by kiwisolver 1.5.1
/// (Fixtures/README.md): every required constraint must hold and the objective must be kiwi's.
/// Alternative optima are common here, so the vertex itself is not compared.
@Suite struct KiwiChurnCasesTests {
  private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/kiwi_churn_cases.json")

  @Test func oneHundredFiftyChurnedSystemsHoldTheirRequiredConstraintsAtKiwisObjective() throws {
    let data = try Data(contentsOf: Self.fixture)
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let cases = try #require(root["cases"] as? [[String: Any]])
    #expect(cases.count == 150)
    var (checked, refusals) = (0, 0)
    for testCase in cases {
      let name = testCase["name"] as! String
      var replay = KiwiReplay(names: testCase["variables"] as! [String])
      for (index, step) in (testCase["steps"] as! [[String: Any]]).enumerated() {
        if let expected = (step["objective"] as? NSNumber)?.doubleValue {
          let (required, objective) = replay.measure()
          #expect(required <= 1e-6, "\(name) step \(index): a required constraint off by \(required)")
          #expect(
            abs(objective - expected) <= 1e-6 * max(1, expected),
            "\(name) step \(index): objective \(objective), kiwi \(expected)")
          checked += 1
        } else {
          refusals += (step["refused"] as? [NSNumber])?.count ?? 0
          let difference = try replay.apply(step)
          #expect(difference == nil, "\(name) step \(index): \(difference ?? "")")
        }
      }
    }
    #expect(checked == 829)
    #expect(refusals == 42)
  }
}
