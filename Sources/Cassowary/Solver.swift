/// The incremental solver: add and remove constraints, suggest values for edit variables, and
/// read the results with ``updateVariables()``.
///
/// See also: ``Constraint``, ``Variable``.
public final class Solver {
  private struct Tag {
    var marker = Symbol.invalid
    var other = Symbol.invalid
  }

  private struct EditInfo {
    var tag: Tag
    var constraint: Constraint
    var constant: Double
  }

  private var constraints: [ObjectIdentifier: (Constraint, Tag)] = [:]
  private var rows: [Symbol: Row] = [:]
  private var symbols: [Variable: Symbol] = [:]
  private var edits: [Variable: EditInfo] = [:]
  private var infeasible: [Symbol] = []
  private var objective = Row()
  private var artificial: Row?
  private var nextID = 1

  /// Creates an empty solver.
  public init() {}

  private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    nextID += 1
    return Symbol(id: nextID, kind: kind)
  }

  /// Whether `constraint` is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    constraints[ObjectIdentifier(constraint)] != nil
  }

  /// Adds a constraint; a required one that conflicts throws ``SolverError/unsatisfiable`` and
  /// leaves the solver as it was.
  public func addConstraint(_ constraint: Constraint) throws {
    guard !hasConstraint(constraint) else { throw SolverError.duplicateConstraint }
    let snapshot = (rows, symbols, objective, infeasible, nextID)
    var (row, tag) = makeRow(for: constraint)
    var subject = chooseSubject(row, tag)
    if subject.kind == .invalid && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
      guard Row.nearZero(row.constant) else {
        (rows, symbols, objective, infeasible, nextID) = snapshot
        throw SolverError.unsatisfiable
      }
      subject = tag.marker
    }
    if subject.kind == .invalid {
      guard addWithArtificialVariable(row) else {
        (rows, symbols, objective, infeasible, nextID) = snapshot
        throw SolverError.unsatisfiable
      }
    } else {
      row.solve(for: subject)
      substitute(subject, row)
      rows[subject] = row
    }
    constraints[ObjectIdentifier(constraint)] = (constraint, tag)
    optimize(.objective)
  }

  /// Removes a constraint.
  public func removeConstraint(_ constraint: Constraint) throws {
    guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
      throw SolverError.unknownConstraint
    }
    removeErrorEffects(tag.marker, constraint.strength)
    removeErrorEffects(tag.other, constraint.strength)
    if rows.removeValue(forKey: tag.marker) == nil {
      guard let leaving = markerLeavingRow(tag.marker), var row = rows.removeValue(forKey: leaving) else {
        return
      }
      row.solve(leaving, for: tag.marker)
      substitute(tag.marker, row)
    }
    optimize(.objective)
  }

  /// Makes `variable` suggestible with `strength` (below required).
  public func addEditVariable(_ variable: Variable, strength: Double) throws {
    guard edits[variable] == nil else { throw SolverError.duplicateEditVariable }
    guard strength < Strength.required else { throw SolverError.badRequiredStrength }
    let constraint = Constraint(Expression(variable), .equal, Expression(), strength: strength)
    try addConstraint(constraint)
    edits[variable] = EditInfo(
      tag: constraints[ObjectIdentifier(constraint)]!.1, constraint: constraint, constant: 0)
  }

  /// Stops editing `variable`.
  public func removeEditVariable(_ variable: Variable) throws {
    guard let info = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable }
    try removeConstraint(info.constraint)
  }

  /// Suggests a value for an edit variable; the solution follows incrementally.
  public func suggestValue(_ value: Double, for variable: Variable) throws {
    guard var info = edits[variable] else { throw SolverError.unknownEditVariable }
    let delta = value - info.constant
    info.constant = value
    edits[variable] = info
    if var row = rows[info.tag.marker] {
      row.constant -= delta
      rows[info.tag.marker] = row
      if row.constant < 0 { infeasible.append(info.tag.marker) }
    } else if var row = rows[info.tag.other] {
      row.constant += delta
      rows[info.tag.other] = row
      if row.constant < 0 { infeasible.append(info.tag.other) }
    } else {
      for symbol in rows.keys.sorted() {
        let coefficient = rows[symbol]!.coefficient(for: info.tag.marker)
        guard coefficient != 0 else { continue }
        rows[symbol]!.constant += coefficient * delta
        if symbol.kind != .external && rows[symbol]!.constant < 0 { infeasible.append(symbol) }
      }
    }
    dualOptimize()
  }

  /// Copies the solution into the variables' values.
  public func updateVariables() {
    for (variable, symbol) in symbols { variable.value = rows[symbol]?.constant ?? 0 }
  }

  // MARK: Internals

  private func makeRow(for constraint: Constraint) -> (Row, Tag) {
    var row = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms where !Row.nearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if let basic = rows[symbol] {
        row.insert(basic, term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    var tag = Tag()
    switch constraint.relation {
    case .lessOrEqual, .greaterOrEqual:
      let coefficient: Double = constraint.relation == .lessOrEqual ? 1 : -1
      tag.marker = makeSymbol(.slack)
      row.insert(tag.marker, coefficient)
      if constraint.strength < Strength.required {
        tag.other = makeSymbol(.error)
        row.insert(tag.other, -coefficient)
        objective.insert(tag.other, constraint.strength)
      }
    case .equal:
      if constraint.strength < Strength.required {
        tag.marker = makeSymbol(.error)
        tag.other = makeSymbol(.error)
        row.insert(tag.marker, -1)
        row.insert(tag.other, 1)
        objective.insert(tag.marker, constraint.strength)
        objective.insert(tag.other, constraint.strength)
      } else {
        tag.marker = makeSymbol(.dummy)
        row.insert(tag.marker)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  private func symbol(for variable: Variable) -> Symbol {
    if let existing = symbols[variable] { return existing }
    let created = makeSymbol(.external)
    symbols[variable] = created
    return created
  }

  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
    if let external = row.sortedSymbols.first(where: { $0.kind == .external }) { return external }
    if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
    if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
    return .invalid
  }

  private func addWithArtificialVariable(_ row: Row) -> Bool {
    let art = makeSymbol(.slack)
    rows[art] = row
    artificial = row
    optimize(.artificial)
    let success = Row.nearZero(artificial!.constant)
    artificial = nil
    if var basic = rows.removeValue(forKey: art) {
      if basic.cells.isEmpty { return success }
      guard let entering = basic.sortedSymbols.first(where: { $0.isPivotable }) else { return false }
      basic.solve(art, for: entering)
      substitute(entering, basic)
      rows[entering] = basic
    }
    for symbol in rows.keys { rows[symbol]!.cells[art] = nil }
    objective.cells[art] = nil
    return success
  }

  private func substitute(_ symbol: Symbol, _ row: Row) {
    for key in rows.keys.sorted() {
      rows[key]!.substitute(symbol, with: row)
      if key.kind != .external && rows[key]!.constant < 0 { infeasible.append(key) }
    }
    objective.substitute(symbol, with: row)
    artificial?.substitute(symbol, with: row)
  }

  private enum Target { case objective, artificial }

  /// Pivots until `which` row (the objective or the artificial row) has no negative coefficient.
  private func optimize(_ which: Target) {
    while true {
      guard let target = which == .objective ? objective : artificial else { return }
      guard let entering = target.sortedSymbols.first(where: { $0.kind != .dummy && target.cells[$0]! < 0 })
      else {
        return
      }
      var ratio = Double.greatestFiniteMagnitude
      var leaving: Symbol?
      for symbol in rows.keys.sorted() where symbol.kind != .external {
        let coefficient = rows[symbol]!.coefficient(for: entering)
        if coefficient < 0 {
          let candidate = -rows[symbol]!.constant / coefficient
          if candidate < ratio {
            ratio = candidate
            leaving = symbol
          }
        }
      }
      guard let leaving, var row = rows.removeValue(forKey: leaving) else { return }
      row.solve(leaving, for: entering)
      substitute(entering, row)
      rows[entering] = row
    }
  }

  private func dualOptimize() {
    while let leaving = infeasible.popLast() {
      guard var row = rows[leaving], row.constant < 0 else { continue }
      var ratio = Double.greatestFiniteMagnitude
      var entering = Symbol.invalid
      for symbol in row.sortedSymbols where symbol.kind != .dummy {
        let coefficient = row.cells[symbol]!
        if coefficient > 0 {
          let candidate = objective.coefficient(for: symbol) / coefficient
          if candidate < ratio {
            ratio = candidate
            entering = symbol
          }
        }
      }
      guard entering.kind != .invalid else { return }
      rows[leaving] = nil
      row.solve(leaving, for: entering)
      substitute(entering, row)
      rows[entering] = row
    }
  }

  private func removeErrorEffects(_ marker: Symbol, _ strength: Double) {
    guard marker.kind == .error else { return }
    if let row = rows[marker] {
      objective.insert(row, -strength)
    } else {
      objective.insert(marker, -strength)
    }
  }

  private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: Symbol?
    var second: Symbol?
    var third: Symbol?
    var ratio1 = Double.greatestFiniteMagnitude
    var ratio2 = Double.greatestFiniteMagnitude
    for symbol in rows.keys.sorted() {
      let coefficient = rows[symbol]!.coefficient(for: marker)
      guard coefficient != 0 else { continue }
      if symbol.kind == .external {
        third = symbol
      } else if coefficient < 0 {
        let candidate = -rows[symbol]!.constant / coefficient
        if candidate < ratio1 {
          ratio1 = candidate
          first = symbol
        }
      } else {
        let candidate = rows[symbol]!.constant / coefficient
        if candidate < ratio2 {
          ratio2 = candidate
          second = symbol
        }
      }
    }
    return first ?? second ?? third
  }
}
