import Cassowary
import Foundation
import Testing

@testable import Inertia
@testable import InertiaFuzz

/// Constraints activated one at a time on views already in a window wait for the engine's solver
/// and reach it together before it is next used: the order a program activates them in does not
/// change the work, what is broken is what a batch breaks, and one deactivated while waiting
/// never reaches the solver.
@MainActor
@Suite struct AutoLayoutActivationOrderTests {
  /// An equal-size chain of `count` rows in a window (each row's top the previous row's bottom,
  /// its height, width and leading the previous row's; the first 30 tall at (10, 0), 200 wide).
  private func equalChain(_ count: Int) -> (TestScene, [View], [LayoutConstraint]) {
    let scene = TestScene()
    let rows = (0..<count).map { _ in View() }
    var constraints: [LayoutConstraint] = []
    for (index, row) in rows.enumerated() {
      row.translatesAutoresizingMaskIntoConstraints = false
      scene.window.addSubview(row)
      guard index > 0 else {
        constraints += [
          row.topAnchor.constraint(equalTo: scene.window.topAnchor),
          row.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 10),
          row.widthAnchor.constraint(equalToConstant: 200), row.heightAnchor.constraint(equalToConstant: 30),
        ]
        continue
      }
      let above = rows[index - 1]
      constraints += [
        row.topAnchor.constraint(equalTo: above.bottomAnchor),
        row.leadingAnchor.constraint(equalTo: above.leadingAnchor),
        row.widthAnchor.constraint(equalTo: above.widthAnchor),
        row.heightAnchor.constraint(equalTo: above.heightAnchor),
      ]
    }
    scene.window.layoutIfNeeded()
    return (scene, rows, constraints)
  }

  /// The positions `0..<count` in a seeded random order.
  private func shuffled(_ count: Int, seed: UInt64) -> [Int] {
    var generator = SeededGenerator(seed: seed)
    return Array(0..<count).shuffled(using: &generator)
  }

  @Test func oneAtATimeInAnyOrderCostsWhatOneBatchCosts() {
    let (single, singleRows, singleConstraints) = equalChain(300)
    let (batch, batchRows, batchConstraints) = equalChain(300)
    let order = shuffled(singleConstraints.count, seed: 45)
    let singleStart = single.window.autoLayout.core.cellOperations
    for position in order { singleConstraints[position].isActive = true }
    single.window.layoutIfNeeded()
    let batchStart = batch.window.autoLayout.core.cellOperations
    LayoutConstraint.activate(order.map { batchConstraints[$0] })
    batch.window.layoutIfNeeded()
    let singleWork = single.window.autoLayout.core.cellOperations - singleStart
    let batchWork = batch.window.autoLayout.core.cellOperations - batchStart
    #expect(singleWork == batchWork)
    // The same chain handed to a solver one constraint at a time, in that order, turns pieces
    // round as they join: many times the batch's work.
    let solver = Solver()
    let variables = (0..<1_200).map { Variable("v\($0)") }
    func term(_ row: Int, _ kind: Int) -> Cassowary.Expression {
      Cassowary.Expression(variables[row * 4 + kind])
    }
    let firstRow: [Double] = [0, 10, 200, 30]
    for position in order {
      let (row, kind) = (position / 4, position % 4)
      var other = Cassowary.Expression(constant: firstRow[kind])
      if row > 0 { other = kind == 0 ? term(row - 1, 0) + term(row - 1, 3) : term(row - 1, kind) }
      try? solver.addConstraint(Constraint(term(row, kind), .equal, other))
    }
    #expect(solver.cellOperations > 3 * max(batchWork, 1))
    #expect(singleRows[299].frame == CGRect(x: 10, y: 8_970, width: 200, height: 30))
    #expect(batchRows[299].frame == singleRows[299].frame)
    #expect(single.window.autoLayout.brokenConstraints.isEmpty)
  }

  @Test(arguments: [false, true])
  func ofTwoConflictingActivationsTheLaterIsBroken(wideFirst: Bool) {
    let (scene, rows, constraints) = equalChain(2)
    for constraint in constraints { constraint.isActive = true }
    let narrow = rows[1].widthAnchor.constraint(equalToConstant: 100)
    let wide = rows[1].widthAnchor.constraint(equalToConstant: 300)
    let (first, second) = wideFirst ? (wide, narrow) : (narrow, wide)
    constraints[6].isActive = false  // the second row's width no longer follows the first's
    first.isActive = true
    second.isActive = true
    scene.window.layoutIfNeeded()
    #expect(
      scene.window.autoLayout.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
    #expect(rows[1].frame.width == (wideFirst ? 300 : 100))
    #expect(first.isActive && second.isActive)
  }

  @Test func aConstraintDeactivatedWhileWaitingNeverReachesTheSolver() {
    let (scene, rows, constraints) = equalChain(2)
    for constraint in constraints { constraint.isActive = true }
    scene.window.layoutIfNeeded()
    let before = scene.window.autoLayout.core.constraintCount
    // A view no constraint mentions yet: one reaching the solver would give it a state.
    let badge = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    scene.window.addSubview(badge)
    let conflicting = badge.heightAnchor.constraint(equalTo: rows[1].heightAnchor, constant: -1_000)
    conflicting.isActive = true
    conflicting.isActive = false
    let again = rows[1].leadingAnchor.constraint(equalTo: rows[0].leadingAnchor)
    again.isActive = true
    again.isActive = false
    again.isActive = true
    scene.window.layoutIfNeeded()
    #expect(scene.window.autoLayout.brokenConstraints.isEmpty)
    #expect(scene.window.autoLayout.items[ObjectIdentifier(badge)] == nil)
    #expect(scene.window.autoLayout.core.constraintCount == before + 1)
    #expect(rows[1].frame == CGRect(x: 10, y: 30, width: 200, height: 30))
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(!conflicting.isActive && again.isActive)
  }

  @Test func toggledConstraintsWaitOnceEach() {
    let (scene, rows, constraints) = equalChain(2)
    for constraint in constraints { constraint.isActive = true }
    scene.window.layoutIfNeeded()
    let narrow = rows[1].widthAnchor.constraint(equalToConstant: 120)
    for _ in 0..<10_000 {
      narrow.isActive = true
      narrow.isActive = false
    }
    narrow.isActive = true
    #expect(scene.window.autoLayout.waiting.count <= 2 * scene.window.autoLayout.constraints.count + 65)
    scene.window.layoutIfNeeded()
    #expect(scene.window.autoLayout.waiting.isEmpty)
    #expect(
      scene.window.autoLayout.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(narrow)])
  }
}
