// The seeded Cassowary topologies of BENCHMARKS.md "Cassowary topologies", built on the Cassowary
// module. Benchmarks/peers/cassowary_topologies.py builds the same systems (same generator, same
// order) in kiwisolver, runs this probe, and compares the answers.
//
// Usage: SolverTopologyProbe SHAPE N REPEATS VALUES-FILE (SHAPE `batch-NAME`: NAME built through
// `Solver.addConstraints(_:)` as one batch; `NAME@SEED`: NAME's constraints shuffled with SEED;
// `file:PATH`: the system written in PATH in kiwi_core.cpp's format, N then unused)
// Prints one line: `SHAPE N build=S ops=S refused=K constraints=C ...` (process CPU seconds,
// medians of REPEATS runs; ops is the shape's second phase: edits, churn, or 0; then the required
// constraints' violation, the solver's statistics and refactorizations), and writes the
// variables' values of the last run to VALUES-FILE, one per line.
import Cassowary
import Foundation

/// The solver's expression (Foundation has an `Expression` too).
typealias Expression = Cassowary.Expression

/// splitmix64, as the Python driver's.
struct Seeded {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// One system: variables, constraints in order, and what the second phase does.
struct System {
  var variables: [Variable] = []
  var constraints: [Constraint] = []
  /// Edit variables and the values suggested in turn (edit loops).
  var edits: [Variable] = []
  var suggestions: [(Int, Double)] = []
  /// Indices of constraints removed and re-added (churn).
  var churn: [Int] = []
  /// Indices of constraints removed in this order, then `rebuilt` added as one batch (a
  /// StackView's arrangement rebuilt: the old constraints deactivated, the new ones activated).
  var removed: [Int] = []
  var rebuilt: [Constraint] = []
  /// Batches of constant changes (index, new constant) given in turn to `Solver.setConstants(_:)`
  /// (a StackView's spacing set again and again).
  var constantSteps: [[(Int, Double)]] = []
  /// Constraints added one at a time after the build, however the build adds its own (the
  /// floors `inertia replay` adds to each view after a scene's batch).
  var after: [Constraint] = []
  /// Constraints added one at a time before the build (the engine's pins, holds and floors of
  /// items that exist before a scene's batch).
  var before: [Constraint] = []

  mutating func variable() -> Variable {
    let variable = Variable("v\(variables.count)")
    variables.append(variable)
    return variable
  }

  mutating func add(_ lhs: Expression, _ relation: Constraint.Relation, _ rhs: Expression, _ strength: Double)
  {
    constraints.append(Constraint(lhs, relation, rhs, strength: strength))
  }
}

func v(_ variable: Variable) -> Expression { Expression(variable) }
func c(_ value: Double) -> Expression { Expression(constant: value) }

let required = Strength.required
let strengths = [Strength.weak, Strength.medium, Strength.strong, Strength.priority(750)]

/// A chain: top_i == top_(i-1) + height_(i-1) + 2, height_i == 10 + i % 7, a weak pull to 44.
func chain(_ n: Int) -> System {
  var system = System()
  var previous: Expression = c(0)
  for index in 0..<(n / 2) {
    let top = system.variable()
    let height = system.variable()
    system.add(v(top), .equal, previous, required)
    system.add(v(height), .equal, c(Double(10 + index % 7)), required)
    system.add(v(height), .equal, c(44), Strength.weak)
    previous = v(top) + v(height) + 2
  }
  return system
}

/// The chain with its constraints in a seeded random order (Fisher-Yates, seed 31): the build
/// should cost about what the in-order chain costs.
func shuffledChain(_ n: Int) -> System { shuffled(chain(n)) }

/// `system` with its constraints in a seeded random order (Fisher-Yates, seed 31). The second
/// phase's lists of positions (churn, removals, constant changes) follow their constraints.
func shuffled(_ system: System, seed: UInt64 = 31) -> System {
  var system = system
  var random = Seeded(state: seed)
  var order = Array(system.constraints.indices)
  for index in stride(from: order.count - 1, to: 0, by: -1) {
    order.swapAt(index, random.int(index + 1))
  }
  var position = order
  for (new, old) in order.enumerated() { position[old] = new }
  system.constraints = order.map { system.constraints[$0] }
  system.churn = system.churn.map { position[$0] }
  system.removed = system.removed.map { position[$0] }
  system.constantSteps = system.constantSteps.map { step in step.map { (position[$0.0], $0.1) } }
  return system
}

/// `system` with its equalities first (in its order or reversed) and its inequalities after them.
func floorsLast(_ system: System, reversed: Bool) -> System {
  var system = system
  let equalities = system.constraints.filter { $0.relation == .equal }
  system.constraints =
    (reversed ? equalities.reversed() : equalities) + system.constraints.filter { $0.relation != .equal }
  return system
}

/// An equal-size chain: top_i == bottom_(i-1), height_i == height_(i-1) >= 0, the first 20.
/// Its halves alone: without `heights` the heights' equalities are left out (the tops' links over
/// heights that only their floors hold), without `tops` the tops' links (the heights' equalities
/// and floors).
func equalChain(_ n: Int, tops: Bool = true, heights: Bool = true) -> System {
  var system = System()
  var previous: (top: Variable, height: Variable)?
  for _ in 0..<(n / 2) {
    let top = system.variable()
    let height = system.variable()
    if let previous {
      if tops { system.add(v(top), .equal, v(previous.top) + v(previous.height), required) }
      if heights { system.add(v(height), .equal, v(previous.height), required) }
    } else {
      system.add(v(top), .equal, c(0), required)
      system.add(v(height), .equal, c(20), required)
    }
    system.add(v(height), .greaterOrEqual, c(0), required)
    previous = (top, height)
  }
  return system
}

/// `stack-scene.py --equal` as `inertia replay` gives it to the solver: a content view pinned to a
/// scroll view's content guide (whose origin is pinned and size free) and as wide as its frame
/// guide (pinned), rows each (left, top, width, height) with the first's edges the content's and
/// 44 tall, each later row's top the previous bottom and its height, width and left the previous
/// row's, the last bottom the content's; then, one at a time after the constraints, every view's
/// and the content guide's floors (`width >= 0`, `height >= 0`). `seed`: the scene's constraints
/// shuffled with it (the guides' pins stay first).
func sceneEqualChain(_ n: Int, seed: UInt64?) -> System {
  var system = System()
  let frame = (0..<4).map { _ in system.variable() }
  let guide = (0..<4).map { _ in system.variable() }
  let content = (0..<4).map { _ in system.variable() }
  for (variable, value) in zip(frame, [0.0, 0, 390, 844]) {
    system.add(v(variable), .equal, c(value), required)
  }
  for variable in guide[0..<2] { system.add(v(variable), .equal, c(0), required) }
  // The content guide's size: held weakly at the scroll view's contentSize, at least 0.
  for variable in guide[2..<4] {
    system.before.append(Constraint(v(variable), .equal, c(0), strength: Strength.priority(1)))
    system.before.append(Constraint(v(variable), .greaterOrEqual, c(0), strength: required))
  }
  system.before = Array(system.constraints) + system.before
  system.constraints = []
  let pins = 0
  system.add(v(content[1]), .equal, v(guide[1]), required)
  system.add(v(content[0]), .equal, v(guide[0]), required)
  system.add(v(content[0]) + v(content[2]), .equal, v(guide[0]) + v(guide[2]), required)
  system.add(v(content[1]) + v(content[3]), .equal, v(guide[1]) + v(guide[3]), required)
  system.add(v(content[2]), .equal, v(frame[2]), required)
  var views = [content]
  for index in 0..<max(1, n / 4 - 3) {
    let row = (0..<4).map { _ in system.variable() }
    if index == 0 {
      system.add(v(row[0]), .equal, v(content[0]), required)
      system.add(v(row[2]), .equal, v(content[2]), required)
      system.add(v(row[1]), .equal, v(content[1]), required)
      system.add(v(row[3]), .equal, c(44), required)
    } else {
      let last = views[views.count - 1]
      system.add(v(row[1]), .equal, v(last[1]) + v(last[3]), required)
      for axis in [3, 2, 0] { system.add(v(row[axis]), .equal, v(last[axis]), required) }
    }
    views.append(row)
  }
  let last = views[views.count - 1]
  system.add(v(last[1]) + v(last[3]), .equal, v(content[1]) + v(content[3]), required)
  if let seed {
    var random = Seeded(state: seed)
    for index in stride(from: system.constraints.count - 1, to: pins, by: -1) {
      system.constraints.swapAt(index, pins + random.int(index + 1 - pins))
    }
  }
  for view in views {
    for axis in [2, 3] {
      system.after.append(Constraint(v(view[axis]), .greaterOrEqual, c(0), strength: required))
    }
  }
  return system
}

/// Auto Layout's rows in a content view, as `inertia replay` gives them to the solver
/// (Benchmarks/AutoLayoutProbe/stack-scene.py): each item is (left, top, width, height); the
/// content's left, top and width are fixed; each row's left and right equal the content's, its top
/// the previous bottom, height >= 20 and == 44 at 999; the last bottom is the content's. Many
/// definitions mention the content's left and width (a hub), unlike the chains.
func rows(_ n: Int) -> System {
  var system = System()
  let content = (0..<4).map { _ in system.variable() }
  system.add(v(content[0]), .equal, c(0), required)
  system.add(v(content[1]), .equal, c(0), required)
  system.add(v(content[2]), .equal, c(390), required)
  var previous = v(content[1])
  for _ in 0..<max(1, n / 4 - 1) {
    let row = (0..<4).map { _ in system.variable() }
    system.add(v(row[0]), .equal, v(content[0]), required)
    system.add(v(row[0]) + v(row[2]), .equal, v(content[0]) + v(content[2]), required)
    system.add(v(row[1]), .equal, previous, required)
    system.add(v(row[3]), .greaterOrEqual, c(20), required)
    system.add(v(row[3]), .equal, c(44), Strength.priority(999))
    previous = v(row[1]) + v(row[3])
  }
  system.add(previous, .equal, v(content[1]) + v(content[3]), required)
  return system
}

/// A side x side grid of cells (x, y, w, h): rows and columns chained, widths equal down each
/// column, heights equal along each row.
func grid(_ n: Int) -> System {
  var system = System()
  let side = max(2, Int(Double(n / 4).squareRoot()))
  var cells: [[[Variable]]] = []
  for row in 0..<side {
    var line: [[Variable]] = []
    for column in 0..<side {
      let cell = (0..<4).map { _ in system.variable() }
      if column == 0 {
        system.add(v(cell[0]), .equal, c(0), required)
      } else {
        let left = line[column - 1]
        system.add(v(cell[0]), .equal, v(left[0]) + v(left[2]), required)
        system.add(v(cell[3]), .equal, v(line[0][3]), required)
      }
      if row == 0 {
        system.add(v(cell[1]), .equal, c(0), required)
        system.add(v(cell[2]), .equal, c(Double(10 + column % 5)), required)
      } else {
        let above = cells[row - 1][column]
        system.add(v(cell[1]), .equal, v(above[1]) + v(above[3]), required)
        system.add(v(cell[2]), .equal, v(cells[0][column][2]), required)
      }
      if column == 0 { system.add(v(cell[3]), .equal, c(Double(10 + row % 3)), required) }
      line.append(cell)
    }
    cells.append(line)
  }
  return system
}

/// Random sparse relations (1-3 terms, coefficients ±0.5 to ±2: with kiwi's own fractional ones
/// kiwisolver aborts, "objective is unbounded") satisfiable by construction:
/// required ones hold at a hidden point, optional ones (every strength) pull elsewhere.
/// `conflicts`: one constraint in ten is a required equality that contradicts the hidden point.
/// `strengths`: the optional constraints' strengths, one drawn per constraint (`randomWeak`
/// draws from weak only: kiwisolver does not abort on that one, while with strengths from weak to
/// priority(750) its rounding aborts it; see BENCHMARKS.md).
func random(_ n: Int, seed: UInt64, conflicts: Bool, strengths: [Double] = strengths) -> System {
  var system = System()
  var random = Seeded(state: seed)
  for _ in 0..<n { _ = system.variable() }
  let point = (0..<n).map { _ in Double(random.int(1_000)) / 7 }
  for index in 0..<(2 * n) {
    var expression = Expression()
    var value = 0.0
    for _ in 0..<(1 + random.int(3)) {
      let variable = random.int(n)
      let coefficient = Double(random.int(4) + 1) / 2 * (random.int(2) == 0 ? 1 : -1)
      expression = expression + v(system.variables[variable]) * coefficient
      value += coefficient * point[variable]
    }
    let kind = random.int(6)
    let slack = Double(random.int(50)) / 3
    let other = Double(random.int(900)) / 3
    let strength = strengths[random.int(strengths.count)]
    let relation = [Constraint.Relation.equal, .lessOrEqual, .greaterOrEqual][random.int(3)]
    if conflicts && index % 10 == 9 {
      system.add(expression, .equal, c(value + 1 + slack), required)
      continue
    }
    switch kind {
    case 0: system.add(expression, .equal, c(value), required)
    case 1: system.add(expression, .lessOrEqual, c(value + slack), required)
    case 2: system.add(expression, .greaterOrEqual, c(value - slack), required)
    default: system.add(expression, relation, c(other), strength)
    }
  }
  return system
}

/// The fractional systems of `SolverChurnTests` (coefficients k/997, every strength, satisfiable
/// by construction; `degenerate`: every required inequality tight at the hidden point), then 20
/// constraints (seeded) removed and re-added.
func fractional(_ n: Int, seed: UInt64, degenerate: Bool) -> System {
  var system = System()
  var random = Seeded(state: seed)
  func fraction() -> Double { Double(random.int(2_000) + 1) / 997 * (random.int(2) == 0 ? 1 : -1) }
  for _ in 0..<n { _ = system.variable() }
  let point = (0..<n).map { _ in Double(random.int(1_000)) / 7 }
  for _ in 0..<(2 * n) {
    var expression = Expression()
    var value = 0.0
    for _ in 0..<(1 + random.int(3)) {
      let index = random.int(n)
      let coefficient = fraction()
      expression = expression + v(system.variables[index]) * coefficient
      value += coefficient * point[index]
    }
    let kind = random.int(6)
    let slack = degenerate ? 0 : Double(random.int(50)) / 3
    switch kind {
    case 0: system.add(expression, .equal, c(value), required)
    case 1: system.add(expression, .lessOrEqual, c(value + slack), required)
    case 2: system.add(expression, .greaterOrEqual, c(value - slack), required)
    default:
      let relation = [Constraint.Relation.equal, .lessOrEqual, .greaterOrEqual][random.int(3)]
      let other = Double(random.int(900)) / 3
      system.add(expression, relation, c(other), strengths[random.int(strengths.count)])
    }
  }
  var churn = Seeded(state: seed &+ 1_000)
  system.churn = (0..<20).map { _ in churn.int(system.constraints.count) }
  return system
}

/// A chain whose heights are held at medium strength; 1,000 suggestions on 4 edited heights.
func edits(_ n: Int) -> System {
  var system = System()
  var previous: Expression = c(0)
  var heights: [Variable] = []
  for index in 0..<(n / 2) {
    let top = system.variable()
    let height = system.variable()
    system.add(v(top), .equal, previous, required)
    system.add(v(height), .greaterOrEqual, c(0), required)
    system.add(v(height), .equal, c(Double(10 + index % 7)), Strength.medium)
    heights.append(height)
    previous = v(top) + v(height) + 2
  }
  let step = max(1, heights.count / 4)
  system.edits = (0..<4).map { heights[min(heights.count - 1, $0 * step)] }
  system.suggestions = (0..<1_000).map { ($0 % 4, Double(20 + $0 % 37)) }
  return system
}

/// The grid, then 10 % of its constraints (seeded) removed and added back.
func churn(_ n: Int) -> System {
  var system = grid(n)
  var random = Seeded(state: 77)
  var chosen = Set<Int>()
  while chosen.count < system.constraints.count / 10 { chosen.insert(random.int(system.constraints.count)) }
  system.churn = chosen.sorted()
  return system
}

/// A `fillEqually` StackView as Auto Layout gives it to the solver, then rebuilt with another
/// spacing (a `set` step of `spacing`): N / 4 arranged views (x, y, w, h) in a stack pinned at
/// (0, 0, `length`, 0); widths equal to the first's, edges and spacing along x, each view's top
/// and bottom the stack's; then the views' floors (w, h >= 0) and their kept sizes (10 @999).
/// The rebuild takes the arrangement, the floors and the kept sizes out as one batch (the engine
/// takes the arranged views' floors out with the arrangement) and adds the new arrangement, the
/// floors and the kept sizes back as one batch. `room`: the stack is as long as the views
/// (otherwise half as long, so every kept width breaks), and the spacing stays 0 (otherwise 1).
func stack(_ n: Int, room: Bool, equal: Bool = true) -> System {
  var system = System()
  let count = max(2, n / 4)
  let box = (0..<4).map { _ in system.variable() }
  for (variable, value) in zip(box, [0, 0, Double(count * (room ? 10 : 5)), 0]) {
    system.add(v(variable), .equal, c(value), required)
  }
  let views = (0..<count).map { _ in (0..<4).map { _ in system.variable() } }
  func arrangement(spacing: Double) -> [Constraint] {
    var list: [Constraint] = []
    for view in views.dropFirst() where equal { list.append(Constraint(v(view[2]), .equal, v(views[0][2]))) }
    list.append(Constraint(v(views[0][0]), .equal, v(box[0])))
    list.append(Constraint(v(views[count - 1][0]) + v(views[count - 1][2]), .equal, v(box[0]) + v(box[2])))
    for (previous, next) in zip(views, views.dropFirst()) {
      list.append(Constraint(v(next[0]), .equal, v(previous[0]) + v(previous[2]) + c(spacing)))
    }
    for view in views {
      list.append(Constraint(v(view[1]), .equal, v(box[1])))
      list.append(Constraint(v(view[1]) + v(view[3]), .equal, v(box[1]) + v(box[3])))
    }
    return list
  }
  let kept = views.flatMap { view in
    [2, 3].map { Constraint(v(view[$0]), .equal, c(10), strength: Strength.priority(999)) }
  }
  let first = arrangement(spacing: 0)
  let start = system.constraints.count
  system.constraints += first
  for view in views {
    for index in [2, 3] { system.add(v(view[index]), .greaterOrEqual, c(0), required) }
  }
  let keptStart = system.constraints.count
  system.constraints += kept
  system.removed = Array(start..<(keptStart + kept.count))
  system.rebuilt =
    arrangement(spacing: room ? 0 : 1) + system.constraints[(start + first.count)..<keptStart] + kept
  return system
}

/// A stack built with spacing 0 whose gaps are then set to 1, 2, 0, 3, ... in ten batches: with
/// no room (`room` false) each wider gap squeezes every view, so the floors turn infeasible
/// together and the dual simplex chooses among all of them at every pivot.
func gapStack(_ n: Int, room: Bool) -> System {
  var system = stack(n, room: room, equal: false)
  let count = max(2, n / 4)
  // The arrangement's gaps: after the equalities and the two edges, one per neighbour pair.
  let gaps = system.removed.prefix(2 + count - 1).dropFirst(2)
  system.removed = []
  system.rebuilt = []
  system.constantSteps = [1, 2, 0, 3, 1, 4, 2, 0, 5, 1].map { spacing in gaps.map { ($0, -spacing) } }
  return system
}

func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Builds and runs the system once: (build seconds, second-phase seconds, refused constraints).
/// The last run's solver work (pivots, cell work, rows, cells), printed with the result.
nonisolated(unsafe) var lastStatistics = (pivots: 0, cellWork: 0, rows: 0, cells: 0)
nonisolated(unsafe) var lastRefactorizations = (made: 0, givenUp: 0)

func run(_ system: System, asBatch: Bool) -> (Double, Double, Int) {
  let solver = Solver()
  var refused = 0
  var start = cpuSeconds()
  for constraint in system.before {
    do { try solver.addConstraint(constraint) } catch { refused += 1 }
  }
  if asBatch {
    refused = solver.addConstraints(system.constraints).count
  } else {
    for constraint in system.constraints {
      do { try solver.addConstraint(constraint) } catch { refused += 1 }
    }
  }
  for constraint in system.after {
    do { try solver.addConstraint(constraint) } catch { refused += 1 }
  }
  solver.updateVariables()
  let build = cpuSeconds() - start
  start = cpuSeconds()
  if !system.edits.isEmpty {
    for variable in system.edits { try! solver.addEditVariable(variable, strength: Strength.strong) }
    for (index, value) in system.suggestions {
      try! solver.suggestValue(value, for: system.edits[index])
      solver.updateVariables()
    }
  }
  for index in system.churn where solver.hasConstraint(system.constraints[index]) {
    try! solver.removeConstraint(system.constraints[index])
  }
  for index in system.churn.reversed() { try? solver.addConstraint(system.constraints[index]) }
  for step in system.constantSteps {
    refused += solver.setConstants(step.map { (system.constraints[$0.0], $0.1) }).count
    solver.updateVariables()
  }
  let unknown = solver.removeConstraints(system.removed.map { system.constraints[$0] })
  precondition(unknown.isEmpty, "the solver held every constraint of the rebuild")
  if !system.rebuilt.isEmpty { refused += solver.addConstraints(system.rebuilt).count }
  solver.updateVariables()
  lastStatistics = solver.statistics
  lastRefactorizations = solver.refactorizations
  return (build, cpuSeconds() - start, refused)
}

/// A system read from a file in kiwi_core.cpp's format (Benchmarks/peers/kiwi_core.cpp):
/// `variables N`, then `c REL STRENGTH CONSTANT INDEX:COEFFICIENT ...` (the sum plus the constant
/// REL 0), `e INDEX` (an edit variable), `s K VALUE` (a suggestion to the K-th edit variable) and
/// `r I` (churn: constraint I removed, then added back), so any system a script writes runs here
/// and in kiwisolver's core alike. Exits with a one-line message on a malformed line.
func systemFile(_ path: String) -> System {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    print("cannot read \(path)")
    exit(2)
  }
  var system = System()
  func fail(_ line: Substring) -> Never {
    print("malformed line in \(path): \(line.prefix(80))")
    exit(2)
  }
  func index(_ field: Substring, _ line: Substring) -> Int {
    guard let value = Int(field), system.variables.indices.contains(value) else { fail(line) }
    return value
  }
  for line in text.split(separator: "\n") {
    let fields = line.split(separator: " ")
    switch fields.first {
    case "variables":
      guard fields.count == 2, let count = Int(fields[1]), (0...10_000_000).contains(count) else {
        fail(line)
      }
      for _ in 0..<count { _ = system.variable() }
    case "c":
      let relations: [Substring: Constraint.Relation] = [
        "==": .equal, "<=": .lessOrEqual, ">=": .greaterOrEqual,
      ]
      guard fields.count >= 4, let relation = relations[fields[1]], let strength = Double(fields[2]),
        let constant = Double(fields[3])
      else { fail(line) }
      var expression = c(constant)
      for term in fields.dropFirst(4) {
        let parts = term.split(separator: ":")
        guard parts.count == 2, let coefficient = Double(parts[1]) else { fail(line) }
        expression = expression + v(system.variables[index(parts[0], line)]) * coefficient
      }
      system.add(expression, relation, c(0), strength)
    case "e":
      guard fields.count == 2 else { fail(line) }
      system.edits.append(system.variables[index(fields[1], line)])
    case "s":
      guard fields.count == 3, let edit = Int(fields[1]), system.edits.indices.contains(edit),
        let value = Double(fields[2])
      else { fail(line) }
      system.suggestions.append((edit, value))
    case "r":
      guard fields.count == 2, let constraint = Int(fields[1]),
        system.constraints.indices.contains(constraint)
      else { fail(line) }
      system.churn.append(constraint)
    default: fail(line)
    }
  }
  return system
}

let arguments = CommandLine.arguments
guard arguments.count == 5, let n = Int(arguments[2]), let repeats = Int(arguments[3]) else {
  print("usage: SolverTopologyProbe SHAPE N REPEATS VALUES-FILE")
  exit(2)
}
// A shape named `batch-SHAPE` builds SHAPE through `addConstraints(_:)` (one batch, added in its
// adding order) instead of one constraint at a time.
let asBatch = arguments[1].hasPrefix("batch-")
let shape = asBatch ? String(arguments[1].dropFirst("batch-".count)) : arguments[1]
func make(_ shape: String = shape) -> System {
  switch shape {
  case let name where name.hasPrefix("file:"):
    // `file:PATH` or `file:PATH@SEED` (the file's constraints shuffled with SEED).
    let spec = name.dropFirst("file:".count).split(separator: "@")
    let system = systemFile(String(spec[0]))
    return spec.count > 1 ? shuffled(system, seed: UInt64(spec[1])!) : system
  case "chain": return chain(n)
  case "shuffled": return shuffledChain(n)
  case "equalChain": return equalChain(n)
  case "grid": return grid(n)
  case "shuffledEqualChain": return shuffled(equalChain(n))
  case "shuffledGrid": return shuffled(grid(n))
  case "rows": return rows(n)
  case "equalHeights": return equalChain(n, tops: false)
  case "shuffledEqualHeights": return shuffled(equalChain(n, tops: false))
  case "floorChain": return equalChain(n, heights: false)
  case "shuffledFloorChain": return shuffled(equalChain(n, heights: false))
  case "shuffledRows": return shuffled(rows(n))
  case "sceneEqualChain": return sceneEqualChain(n, seed: nil)
  case "floorsLastEqualHeights": return floorsLast(equalChain(n, tops: false), reversed: false)
  case "reversedFloorsLastEqualHeights": return floorsLast(equalChain(n, tops: false), reversed: true)
  case let name where name.contains("@"):
    // `SHAPE@SEED`: the in-order SHAPE shuffled with SEED.
    let parts = name.split(separator: "@")
    return shuffled(make(String(parts[0])), seed: UInt64(parts[1])!)
  case let name where name.hasPrefix("shuffledSceneEqualChain-"):
    return sceneEqualChain(n, seed: UInt64(name.split(separator: "-").last!)!)
  case "random": return random(n, seed: 2_024, conflicts: false)
  case "conflicts": return random(n, seed: 2_025, conflicts: true)
  case "randomWeak":
    return random(n, seed: 2_024, conflicts: false, strengths: Array(repeating: Strength.weak, count: 4))
  case "edits": return edits(n)
  case "churn": return churn(n)
  case "stack": return stack(n, room: true)
  case "squeezedStack": return stack(n, room: false)
  case "fillStack": return stack(n, room: true, equal: false)
  case "squeezedFillStack": return stack(n, room: false, equal: false)
  case "gapStack": return gapStack(n, room: true)
  case "squeezedGapStack": return gapStack(n, room: false)
  case let name where name.hasPrefix("fractional-") || name.hasPrefix("degenerate-"):
    let seed = UInt64(name.split(separator: "-").last!)!
    return fractional(n, seed: seed, degenerate: name.hasPrefix("degenerate-"))
  default:
    print("unknown shape \(shape)")
    exit(2)
  }
}
var builds: [Double] = []
var phases: [Double] = []
var refused = 0
var last = System()
for _ in 0..<repeats {
  let system = make()
  let (build, phase, count) = run(system, asBatch: asBatch)
  builds.append(build)
  phases.append(phase)
  refused = count
  last = system
}
let values = last.variables.map { String($0.value) }.joined(separator: "\n")
// Written in place, not by renaming a temporary file over the path: a device such as /dev/null
// given as the path stays a device (a rename replaced it with a plain file when run as root).
try values.write(toFile: arguments[4], atomically: false, encoding: .utf8)
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
/// The largest violation of a required constraint at the last run's values, relative to the size
/// of its terms (at least 1).
func requiredViolation(_ system: System) -> Double {
  var worst = 0.0
  // The constraints in the solver at the end: a rebuild's in place of those it removed.
  let removed = Set(system.removed)
  let held = system.constraints.indices.filter { !removed.contains($0) }.map { system.constraints[$0] }
  // Constants the last batch of changes set (the constraint objects keep their first ones).
  var constants: [ObjectIdentifier: Double] = [:]
  for (index, constant) in system.constantSteps.last ?? [] {
    constants[ObjectIdentifier(system.constraints[index])] = constant
  }
  for constraint in held + system.rebuilt where constraint.strength >= required {
    var value = constants[ObjectIdentifier(constraint)] ?? constraint.expression.constant
    var size = abs(value)
    for term in constraint.expression.terms {
      value += term.coefficient * term.variable.value
      size += abs(term.coefficient * term.variable.value)
    }
    let relative = value / max(1, size)
    switch constraint.relation {
    case .equal: worst = max(worst, abs(relative))
    case .lessOrEqual: worst = max(worst, relative)
    case .greaterOrEqual: worst = max(worst, -relative)
    }
  }
  return worst
}
print(
  "\(shape) \(n) build=\(median(builds)) ops=\(median(phases)) refused=\(refused)"
    + " constraints=\(last.constraints.count) violation=\(requiredViolation(last))"
    + " pivots=\(lastStatistics.pivots) cellWork=\(lastStatistics.cellWork)"
    + " rows=\(lastStatistics.rows) cells=\(lastStatistics.cells)"
    + " refactorizations=\(lastRefactorizations.made) givenUp=\(lastRefactorizations.givenUp)")
