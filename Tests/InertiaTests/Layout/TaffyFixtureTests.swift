import Foundation
import Testing

@testable import Inertia

/// Taffy's flexbox fixtures in CSS compatibility mode: at least 95 % lay out as the browser did.
@Suite struct TaffyFixtureTests {
  @Test func cssModePassesTaffysFlexboxFixtures() throws {
    var fixtures: [TaffyFixture] = []
    for file in ["taffy_flex_core.json", "taffy_flex_boxed.json"] {
      fixtures += try #require(
        TaffyFixture.load(file), "../shared/fixtures/flexbox is not beside the checkout")
    }
    var failures: [String] = []
    for fixture in fixtures {
      let problems = fixture.differences()
      if !problems.isEmpty {
        failures.append("\(fixture.name): \(problems.prefix(3).joined(separator: "; "))")
      }
    }
    let passed = fixtures.count - failures.count
    print("Taffy fixtures in CSS mode: \(passed) of \(fixtures.count) pass")
    for failure in failures { print("  failing: \(failure)") }
    #expect(fixtures.count == 183)
    #expect(
      Double(passed) >= 0.95 * Double(fixtures.count),
      "\(passed) of \(fixtures.count) pass; failing:\n\(failures.joined(separator: "\n"))")
  }
}
