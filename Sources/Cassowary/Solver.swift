/// The incremental solver: add and remove constraints, change their constants, suggest values for
/// edit variables, and read the results with ``updateVariables()``.
///
/// Scale: the tableau keeps a column index (for each symbol, the rows that contain it), so a
/// pivot touches only the rows it changes, and the objective's negative cells are tracked as a
/// set. A required equality that introduces a variable nothing else uses yet (the next view of a
/// chain: `top == previous.bottom`) becomes a *definition* outside the tableau, evaluated in
/// creation order; only constraints that mention a defined variable expand it. A chain of N views
/// therefore costs O(N) instead of kiwi's O(N^2) dense rows. Constant changes shift the rows that
/// hold the constraint's marker and re-optimize (dual simplex) instead of removing and re-adding.
///
/// See also: ``Constraint``, ``Variable``, ``Strength``.
public final class Solver {
  // MARK: Tableau state (symbols are indices into these arrays; 0 is invalid)
  //
  // The tables every pivot and read-back walks are `@exclusivity(unchecked)`: the solver is not
  // reentrant and never calls out while it holds one of them in place, so the runtime's check per
  // access (about 70 instructions, more than most cell updates) is left out.

  @exclusivity(unchecked) var kinds: [SymbolKind] = [.invalid]
  @exclusivity(unchecked) var rows: [Row?] = [nil]
  @exclusivity(unchecked) var columns: [Set<Int>] = [[]]
  @exclusivity(unchecked) var objective = Row()
  @exclusivity(unchecked) var negatives = Set<Int>()
  var artificial: Row?
  var infeasible = Set<Int>()

  // MARK: Variables and constraints

  struct VariableState {
    let variable: Variable
    var symbol = 0
    var definition: Definition?
    /// Definitions whose expression mentions this variable.
    var definitionReferences = 0
    /// Tableau constraints whose expanded expression mentions this variable.
    var tableauUses = 0
    /// Tableau constraints that expanded this variable's definition, with the total coefficient.
    var dependents: [ObjectIdentifier: Double] = [:]
    /// Definitions that mentioned this variable when they were made (may hold removed ones:
    /// re-evaluating those is harmless; rebuilt when definitions are compacted).
    var referencedBy: [Int] = []
    /// Waiting in ``Solver/pendingVariables`` for the next read-back.
    var isPending = false
    /// Waiting in the read-back's heap.
    var isQueued = false
    /// Whether a read-back has reported the variable yet.
    var isReported = false
    /// The value the last read-back found (the solver's own copy: a variable shared with another
    /// solver may hold that one's value).
    var value = 0.0
  }

  struct Definition {
    var constant: Double
    var terms: [(index: Int, coefficient: Double)]
    let constraint: ObjectIdentifier
    let sequence: Int
    /// The defined variable's coefficient in the constraint.
    let scale: Double
  }

  enum Placement {
    case definition(variable: Int)
    case tableau(marker: Int, other: Int, markerSign: Double, plain: [Int], expanded: [Int: Double])
  }

  struct Record {
    let constraint: Constraint
    var constant: Double
    var placement: Placement
    let sequence: Int
  }

  @exclusivity(unchecked) var variables: [VariableState] = []
  var variableIndex: [ObjectIdentifier: Int] = [:]
  var records: [ObjectIdentifier: Record] = [:]
  var definitionOrder: [Int] = []
  var removedDefinitions = 0
  var nextSequence = 0
  var edits: [ObjectIdentifier: Constraint] = [:]

  // MARK: Read-back tracking (what changed since the last updateVariables)

  /// The variable each external symbol stands for (-1 for other symbols).
  @exclusivity(unchecked) var symbolVariables: [Int] = [-1]
  /// External symbols whose row appeared, went or changed its constant.
  var touchedSymbols: [Int] = []
  @exclusivity(unchecked) var isTouched: [Bool] = [false]
  /// Variables to evaluate again (new ones, new or changed or removed definitions).
  var pendingVariables: [Int] = []

  /// Creates an empty solver.
  public init() {}

  /// Whether `constraint` is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    records[ObjectIdentifier(constraint)] != nil
  }

  /// The number of constraints in the solver.
  public var constraintCount: Int { records.count }

  /// Adds a constraint; a required one that conflicts throws ``SolverError/unsatisfiable`` and
  /// leaves the solution as it was.
  public func addConstraint(_ constraint: Constraint) throws {
    guard !hasConstraint(constraint) else { throw SolverError.duplicateConstraint }
    try add(constraint, constant: constraint.expression.constant, allowDefinition: true)
  }

  /// Adds a constraint with `constant` in place of its expression's constant (a constraint taken
  /// out and put back after ``setConstant(_:for:)`` moved it); throws as ``addConstraint(_:)``.
  public func addConstraint(_ constraint: Constraint, constant: Double) throws {
    guard !hasConstraint(constraint) else { throw SolverError.duplicateConstraint }
    try add(constraint, constant: constant, allowDefinition: true)
  }

  /// Removes a constraint.
  public func removeConstraint(_ constraint: Constraint) throws {
    guard records[ObjectIdentifier(constraint)] != nil else { throw SolverError.unknownConstraint }
    remove(ObjectIdentifier(constraint))
  }

  /// Sets the constant of `constraint`'s expression (`expression - old constant + constant`)
  /// without rebuilding; throws ``SolverError/unsatisfiable`` (and keeps the old constant) when a
  /// required constraint can no longer hold.
  public func setConstant(_ constant: Double, for constraint: Constraint) throws {
    let key = ObjectIdentifier(constraint)
    guard let record = records[key] else { throw SolverError.unknownConstraint }
    let delta = constant - record.constant
    guard delta != 0, delta.isFinite else { return }
    records[key]!.constant = constant
    guard case .definition(let index) = record.placement else {
      // A tableau constraint shifts its own rows (no list of shifts to build).
      if shift(key, by: delta) && dualOptimize() { return }
      infeasible.removeAll()
      _ = shift(key, by: -delta)
      _ = dualOptimize()
      records[key]!.constant = record.constant
      throw SolverError.unsatisfiable
    }
    let change = -delta / variables[index].definition!.scale
    variables[index].definition!.constant += change
    markPending(index)
    var shifts = variables[index].dependents.map { ($0.key, $0.value * change) }
    shifts.sort { records[$0.0]!.sequence < records[$1.0]!.sequence }
    var holds = true
    for (dependent, amount) in shifts where !shift(dependent, by: amount) { holds = false }
    if holds && dualOptimize() { return }
    // Infeasible: undo the shifts (the old system was feasible) and refuse.
    infeasible.removeAll()
    for (dependent, amount) in shifts { _ = shift(dependent, by: -amount) }
    _ = dualOptimize()
    records[key]!.constant = record.constant
    variables[index].definition!.constant -= change
    throw SolverError.unsatisfiable
  }

  /// Makes `variable` suggestible with `strength` (below required).
  public func addEditVariable(_ variable: Variable, strength: Double) throws {
    guard edits[ObjectIdentifier(variable)] == nil else { throw SolverError.duplicateEditVariable }
    guard strength < Strength.required else { throw SolverError.badRequiredStrength }
    let constraint = Constraint(Expression(variable), .equal, Expression(), strength: strength)
    try add(constraint, constant: 0, allowDefinition: false)
    edits[ObjectIdentifier(variable)] = constraint
  }

  /// Stops editing `variable`.
  public func removeEditVariable(_ variable: Variable) throws {
    guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw SolverError.unknownEditVariable
    }
    remove(ObjectIdentifier(constraint))
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

  /// Suggests a value for an edit variable; the solution follows incrementally.
  public func suggestValue(_ value: Double, for variable: Variable) throws {
    guard let constraint = edits[ObjectIdentifier(variable)] else { throw SolverError.unknownEditVariable }
    guard value.isFinite else { return }
    try setConstant(-value, for: constraint)
  }

  // MARK: Symbols and rows

  func makeSymbol(_ kind: SymbolKind) -> Int {
    kinds.append(kind)
    rows.append(nil)
    columns.append([])
    symbolVariables.append(-1)
    isTouched.append(false)
    return kinds.count - 1
  }

  func index(of variable: Variable) -> Int {
    if let found = variableIndex[ObjectIdentifier(variable)] { return found }
    variables.append(VariableState(variable: variable))
    variableIndex[ObjectIdentifier(variable)] = variables.count - 1
    markPending(variables.count - 1)
    return variables.count - 1
  }

  func symbol(ofVariable index: Int) -> Int {
    if variables[index].symbol == 0 {
      let symbol = makeSymbol(.external)
      variables[index].symbol = symbol
      symbolVariables[symbol] = index
    }
    return variables[index].symbol
  }

  /// Notes that an external symbol's value may have changed (its row came, went or moved).
  @inline(__always)
  func touch(_ symbol: Int) {
    guard kinds[symbol] == .external, !isTouched[symbol] else { return }
    isTouched[symbol] = true
    touchedSymbols.append(symbol)
  }

  /// Notes that a variable must be evaluated again at the next read-back.
  func markPending(_ index: Int) {
    guard !variables[index].isPending else { return }
    variables[index].isPending = true
    pendingVariables.append(index)
  }

  /// Adds `delta` to one cell of a basic row, keeping the column index.
  func addCell(_ basic: Int, _ symbol: Int, _ delta: Double) {
    let old = rows[basic]!.cells[symbol] ?? 0
    let value = old + delta
    if Row.nearZero(value) {
      if old != 0 {
        rows[basic]!.cells[symbol] = nil
        columns[symbol].remove(basic)
      }
    } else {
      rows[basic]!.cells[symbol] = value
      if old == 0 { columns[symbol].insert(basic) }
    }
  }

  func addObjectiveCell(_ symbol: Int, _ delta: Double) {
    let value = (objective.cells[symbol] ?? 0) + delta
    if Row.nearZero(value) {
      objective.cells[symbol] = nil
      negatives.remove(symbol)
    } else {
      objective.cells[symbol] = value
      if value < 0 && kinds[symbol] != .dummy { negatives.insert(symbol) } else { negatives.remove(symbol) }
    }
  }

  func install(_ row: Row, as basic: Int) {
    rows[basic] = row
    touch(basic)
    for symbol in row.cells.keys { columns[symbol].insert(basic) }
  }

  func uninstall(_ basic: Int) -> Row? {
    guard let row = rows[basic] else { return nil }
    rows[basic] = nil
    touch(basic)
    for symbol in row.cells.keys { columns[symbol].remove(basic) }
    return row
  }

  /// Replaces `symbol` by `row` everywhere (`symbol` is becoming basic with that row).
  func substitute(_ symbol: Int, _ row: Row) {
    let targets = columns[symbol]
    columns[symbol] = []
    for basic in targets {
      let coefficient = rows[basic]!.cells.removeValue(forKey: symbol)!
      rows[basic]!.constant += coefficient * row.constant
      for (cell, value) in row.cells { addCell(basic, cell, coefficient * value) }
      if kinds[basic] == .external {
        if row.constant != 0 { touch(basic) }
      } else if rows[basic]!.constant < 0 {
        infeasible.insert(basic)
      }
    }
    if let coefficient = objective.cells.removeValue(forKey: symbol) {
      negatives.remove(symbol)
      objective.constant += coefficient * row.constant
      for (cell, value) in row.cells { addObjectiveCell(cell, coefficient * value) }
    }
    if let coefficient = artificial?.cells.removeValue(forKey: symbol) {
      artificial!.constant += coefficient * row.constant
      for (cell, value) in row.cells { artificial!.insert(cell, coefficient * value) }
    }
  }

  /// Makes `entering` basic in place of `leaving`.
  func pivot(entering: Int, leaving: Int) {
    var row = uninstall(leaving)!
    row.solve(leaving, for: entering)
    substitute(entering, row)
    install(row, as: entering)
  }

  // MARK: Simplex

  /// Pivots until the objective (or the artificial row) has no negative coefficient.
  /// Returns false when the objective is unbounded.
  @discardableResult
  func optimize(artificialPhase: Bool = false) -> Bool {
    while true {
      let entering: Int?
      if artificialPhase {
        entering = artificial!.cells.filter { $0.value < 0 && kinds[$0.key] != .dummy }.keys.min()
      } else {
        entering = negatives.min()
      }
      guard let entering else { return true }
      var ratio = Double.greatestFiniteMagnitude
      var leaving = 0
      for basic in columns[entering] where kinds[basic] != .external {
        let coefficient = rows[basic]!.cells[entering]!
        guard coefficient < 0 else { continue }
        let candidate = -rows[basic]!.constant / coefficient
        if candidate < ratio || (candidate == ratio && basic < leaving) {
          ratio = candidate
          leaving = basic
        }
      }
      guard leaving != 0 else {
        if artificialPhase { return false }
        // Nothing bounds the symbol: an error term left over from a removed constraint (its weight
        // was taken back, a remainder stayed). It measures nothing any more, so it leaves the
        // objective instead of stopping the optimization short of the optimum.
        objective.cells[entering] = nil
        negatives.remove(entering)
        continue
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Restores feasibility after constants changed (dual simplex). False when a row cannot be
  /// made feasible (a required constraint cannot hold).
  func dualOptimize() -> Bool {
    while let leaving = infeasible.min() {
      infeasible.remove(leaving)
      guard let row = rows[leaving], row.constant < 0 else { continue }
      var ratio = Double.greatestFiniteMagnitude
      var entering = 0
      for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
        let candidate = objective.coefficient(for: symbol) / coefficient
        if candidate < ratio || (candidate == ratio && symbol < entering) {
          ratio = candidate
          entering = symbol
        }
      }
      guard entering != 0 else {
        infeasible.removeAll()
        return false
      }
      pivot(entering: entering, leaving: leaving)
    }
    return true
  }
}
