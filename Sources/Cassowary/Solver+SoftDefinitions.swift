// Soft definitions: an optional equality of several variables that brings a fresh one defines
// it, as a required equality does, over a deviation `d` that a one-variable tableau row `d == 0`
// holds at the constraint's strength: `e == 0 @s` becomes `e - d == 0` (required, a definition)
// and `d == 0 @s`. The same objective, so the same optimum, but a chain of soft links (gaps wanted
// at 999, 750 or 250 between views) is a chain of definitions and rows of three cells, where the
// plain rows took in every earlier link and grew with the chain (N^2 cells). (Inequalities the
// same way were tried and not kept: degenerate random systems lost precision.)

extension Solver {
  /// Adds the optional equality `constraint` (record `key`, `terms` and `constant` its merged
  /// expression, `defined` fresh) as a soft definition of `defined`.
  func defineSoftly(
    _ constraint: Constraint, defined: (index: Int, coefficient: Double),
    terms: [(index: Int, coefficient: Double)], constant: Double, key: Int
  ) {
    let parts = softParts(of: constraint)
    madeDeviations = true
    let deviation = index(of: parts.deviation)
    // An optional constraint of one variable: it goes into the tableau and cannot be refused.
    // (Re-rootings never define a deviation, so its row leaves only with its constraint.)
    if recordID(of: parts.hold) == nil {
      try? add(parts.hold, constant: 0, allowDefinition: false)
      softHolds += 1
    }
    var softTerms = terms
    softTerms.append((deviation, -1))
    defineFresh(constraint, defined, terms: softTerms, constant: constant, key: key)
  }

  /// Removes the deviation's row of `constraint` when this solver holds it (after the
  /// constraint's own record left).
  func removeSoftHold(of constraint: Constraint) {
    guard let hold = constraint.softParts?.hold, let id = recordID(of: hold) else { return }
    softHolds -= 1
    remove(id)
  }

  /// The deviation and its row's constraint of `constraint`, made once and kept on it (every
  /// later addition, in this solver or another, reuses them: memory bounded per constraint).
  private func softParts(of constraint: Constraint) -> (deviation: Variable, hold: Constraint) {
    if let parts = constraint.softParts { return parts }
    let deviation = Variable(deviationOf: "deviation")
    let hold = Constraint(Expression(deviation), .equal, Expression(), strength: constraint.strength)
    constraint.softParts = (deviation, hold)
    return (deviation, hold)
  }
}
