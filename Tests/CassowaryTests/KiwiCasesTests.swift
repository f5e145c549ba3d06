import Foundation
import Testing

@testable import Cassowary

/// Replays the 150 systems kiwisolver 1.5.1 solved step by step (Fixtures/README.md).
@Suite struct KiwiCasesTests {
  private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/kiwi_cases.json")

  private static func strength(_ name: Any?) -> Double {
    switch name as? String {
    case "strong": return Strength.strong
    case "medium": return Strength.medium
    case "weak": return Strength.weak
    default: return Strength.required
    }
  }

  private struct Replay {
    var variables: [String: Variable] = [:]
    var constraints: [Int: Constraint] = [:]
    let solver = Solver()

    mutating func variable(_ name: String) -> Variable {
      if let found = variables[name] { return found }
      let created = Variable(name)
      variables[name] = created
      return created
    }

    mutating func constraint(_ json: [String: Any]) -> Constraint {
      let terms = (json["terms"] as! [[Any]]).map {
        (variable($0[1] as! String), ($0[0] as! NSNumber).doubleValue)
      }
      let relation: Constraint.Relation
      switch json["op"] as! String {
      case "<=": relation = .lessOrEqual
      case ">=": relation = .greaterOrEqual
      default: relation = .equal
      }
      return Constraint(
        Expression(terms, constant: (json["constant"] as! NSNumber).doubleValue), relation, Expression(),
        strength: KiwiCasesTests.strength(json["strength"]))
    }
  }

  private func cases() throws -> [[String: Any]] {
    let data = try Data(contentsOf: Self.fixture)
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(root["cases"] as? [[String: Any]])
  }

  @Test func allOneHundredFiftyKiwiSystemsGiveKiwisValuesWithinOneMillionth() throws {
    let cases = try cases()
    #expect(cases.count == 150)
    var checked = 0
    for testCase in cases {
      var replay = Replay()
      let name = testCase["name"] as! String
      for step in testCase["steps"] as! [[String: Any]] {
        if let add = step["add"] as? [String: Any] {
          let constraint = replay.constraint(add)
          replay.constraints[(step["id"] as! NSNumber).intValue] = constraint
          try replay.solver.addConstraint(constraint)
        } else if let id = step["remove"] as? NSNumber {
          try replay.solver.removeConstraint(try #require(replay.constraints[id.intValue]))
        } else if let name = step["edit"] as? String {
          try replay.solver.addEditVariable(replay.variable(name), strength: Self.strength(step["strength"]))
        } else if let name = step["suggest"] as? String {
          try replay.solver.suggestValue((step["value"] as! NSNumber).doubleValue, for: replay.variable(name))
        } else if let name = step["unedit"] as? String {
          try replay.solver.removeEditVariable(replay.variable(name))
        } else if let failing = step["addFails"] as? [String: Any] {
          let constraint = replay.constraint(failing)
          #expect(throws: SolverError.unsatisfiable, "\(name)") {
            try replay.solver.addConstraint(constraint)
          }
        } else if let expected = step["expect"] as? [String: NSNumber] {
          replay.solver.updateVariables()
          for (variable, value) in expected.sorted(by: { $0.key < $1.key }) {
            let solved = replay.variable(variable).value
            #expect(
              abs(solved - value.doubleValue) <= 1e-6, "\(name): \(variable) = \(solved), kiwi \(value)")
            checked += 1
          }
        }
      }
    }
    #expect(checked > 1000)
  }
}
