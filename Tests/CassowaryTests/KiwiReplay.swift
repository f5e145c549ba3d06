import Foundation

@testable import Cassowary

// The fixtures' constraints and a replay of their steps on a fresh solver, shared by the tests of
// kiwisolver's systems (Fixtures/README.md).

/// A constraint as the fixture writes it: `sum(coefficient * variable) + constant OP 0`.
struct KiwiRelation {
  var terms: [(name: String, coefficient: Double)]
  var constant: Double
  var op: String
  var strength: String

  init(_ json: [String: Any]) {
    terms = (json["terms"] as! [[Any]]).map { ($0[1] as! String, ($0[0] as! NSNumber).doubleValue) }
    constant = (json["constant"] as! NSNumber).doubleValue
    op = json["op"] as! String
    strength = json["strength"] as! String
  }

  /// How far `values` are from meeting it (0 when they do).
  func violation(_ values: [String: Double]) -> Double {
    let sum = terms.reduce(constant) { $0 + $1.coefficient * values[$1.name]! }
    switch op {
    case "<=": return max(0, sum)
    case ">=": return max(0, -sum)
    default: return abs(sum)
    }
  }

  /// kiwisolver's weight of a strength name.
  static func weight(_ strength: String) -> Double {
    switch strength {
    case "strong": return Strength.strong
    case "medium": return Strength.medium
    case "weak": return Strength.weak
    default: return Strength.required
    }
  }
}

/// One case replayed on a fresh solver; the live relations by id are kept beside it.
struct KiwiReplay {
  let solver = Solver()
  var variables: [String: Variable] = [:]
  var constraints: [Int: Constraint] = [:]
  var live: [Int: KiwiRelation] = [:]
  var edits: [String: (strength: String, value: Double)] = [:]

  init(names: [String]) {
    for name in names { variables[name] = Variable(name) }
  }

  mutating func make(_ relation: KiwiRelation, id: Int) -> Constraint {
    let terms = relation.terms.map { (variables[$0.name]!, $0.coefficient) }
    let made = Constraint(
      Expression(terms, constant: relation.constant),
      relation.op == "<=" ? .lessOrEqual : relation.op == ">=" ? .greaterOrEqual : .equal, Expression(),
      strength: KiwiRelation.weight(relation.strength))
    constraints[id] = made
    live[id] = relation
    return made
  }

  /// The worst violation of a required constraint and the weighted violation of the rest.
  func measure() -> (required: Double, objective: Double) {
    solver.updateVariables()
    return measure(variables.mapValues(\.value))
  }

  /// ``measure()`` of the given values of the variables.
  func measure(_ values: [String: Double]) -> (required: Double, objective: Double) {
    var (required, objective) = (0.0, 0.0)
    for relation in live.values {
      if relation.strength == "required" {
        required = max(required, relation.violation(values))
      } else {
        objective += KiwiRelation.weight(relation.strength) * relation.violation(values)
      }
    }
    for (name, edit) in edits {
      objective += KiwiRelation.weight(edit.strength) * abs(values[name]! - edit.value)
    }
    return (required, objective)
  }

  /// Applies one step that changes the system; returns what went differently from kiwi's run.
  mutating func apply(_ step: [String: Any]) throws -> String? {
    if let add = step["add"] as? [String: Any] {
      try solver.addConstraint(make(KiwiRelation(add), id: (step["id"] as! NSNumber).intValue))
    } else if let id = step["remove"] as? NSNumber {
      try solver.removeConstraint(constraints[id.intValue]!)
      live[id.intValue] = nil
    } else if let failing = step["addFails"] as? [String: Any] {
      let made = make(KiwiRelation(failing), id: -1)
      live[-1] = nil
      do {
        try solver.addConstraint(made)
        return "a contradiction was added"
      } catch {}
    } else if let ids = step["removeBatch"] as? [NSNumber] {
      let unknown = solver.removeConstraints(ids.map { constraints[$0.intValue]! })
      for id in ids { live[id.intValue] = nil }
      if !unknown.isEmpty { return "\(unknown.count) of a removed batch not held" }
    } else if let batch = step["addBatch"] as? [[String: Any]] {
      let made = batch.map {
        make(KiwiRelation($0["add"] as! [String: Any]), id: ($0["id"] as! NSNumber).intValue)
      }
      let refused = solver.addConstraints(made)
      if !refused.isEmpty { return "\(refused.count) of an added batch refused" }
    } else if let changes = step["setConstants"] as? [[NSNumber]] {
      return setConstants(changes, refusedByKiwi: (step["refused"] as! [NSNumber]).map(\.intValue))
    } else if let name = step["edit"] as? String {
      try solver.addEditVariable(
        variables[name]!, strength: KiwiRelation.weight(step["strength"] as! String))
      edits[name] = (step["strength"] as! String, 0)
    } else if let name = step["suggest"] as? String {
      let value = (step["value"] as! NSNumber).doubleValue
      try solver.suggestValue(value, for: variables[name]!)
      edits[name]!.value = value
    } else if let name = step["unedit"] as? String {
      try solver.removeEditVariable(variables[name]!)
      edits[name] = nil
    }
    return nil
  }

  private mutating func setConstants(_ changes: [[NSNumber]], refusedByKiwi: [Int]) -> String? {
    let ids = changes.map { $0[0].intValue }
    let refused = solver.setConstants(changes.map { (constraints[$0[0].intValue]!, $0[1].doubleValue) })
      .map { constraint in ids.first { constraints[$0] === constraint }! }
    for change in changes where !refused.contains(change[0].intValue) {
      live[change[0].intValue]!.constant = change[1].doubleValue
    }
    return refused == refusedByKiwi ? nil : "refused \(refused), kiwi \(refusedByKiwi)"
  }
}
