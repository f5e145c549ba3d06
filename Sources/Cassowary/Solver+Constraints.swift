// Adding and removing constraints: definitions for required equalities that introduce a fresh
// variable, the tableau (kiwi's algorithm) for the rest.

extension Solver {
  /// The constraint's terms merged by variable, in order of first appearance, zeros dropped.
  /// (Summed in place: each variable's position in the result is kept in ``termPositions``
  /// while the expression is read, and reset after.)
  func mergedTerms(_ expression: Expression) -> [(index: Int, coefficient: Double)] {
    var merged: [(index: Int, coefficient: Double)] = []
    merged.reserveCapacity(expression.terms.count)
    for term in expression.terms {
      let index = index(of: term.variable)
      let position = termPositions[index]
      if position >= 0 {
        merged[position].coefficient += term.coefficient
      } else {
        termPositions[index] = merged.count
        merged.append((index, term.coefficient))
      }
    }
    for term in merged { termPositions[term.index] = -1 }
    merged.removeAll { Row.nearZero($0.coefficient) }
    return merged
  }

  /// Whether nothing in the solver mentions the variable yet (an orphaned basic row is dropped).
  private func isFresh(_ index: Int) -> Bool {
    // Field by field: a copy of the whole state would retain and release each of its arrays.
    guard variables[index].definition == nil, variables[index].definitionReferences == 0,
      variables[index].tableauUses == 0
    else { return false }
    let symbol = variables[index].symbol
    guard symbol != 0 else { return true }
    if rows[symbol] != nil { _ = uninstall(symbol) }
    return columnLive[symbol] == 0 && objective[symbol] == 0
  }

  func add(_ constraint: Constraint, constant: Double, allowDefinition: Bool, allowTwin: Bool = true) throws {
    let key = reserveRecord(for: constraint)
    let terms = mergedTerms(constraint.expression)
    nextSequence += 1
    if allowDefinition, constraint.relation == .equal, constraint.strength >= Strength.required,
      let defined = terms.first(where: { isFresh($0.index) })
    {
      if !addsInAddingOrder, defineRoot(constraint, terms: terms, constant: constant, key: key) { return }
      defineFresh(constraint, defined, terms: terms, constant: constant, key: key)
      return
    }
    if allowDefinition, constraint.relation == .equal, constraint.strength >= Strength.required,
      reroot(constraint, terms: terms, constant: constant, key: key)
    {
      return
    }
    if allowDefinition, definesSoftEqualities, constraint.relation == .equal, terms.count > 1,
      let defined = terms.first(where: { isFresh($0.index) })
    {
      defineSoftly(constraint, defined: defined, terms: terms, constant: constant, key: key)
      return
    }
    var (plain, expanded, expandedConstant) = expand(terms, constant: constant, flattening: flattensChains)
    // A required bound whose expansion is long is one cell when a short turn frees its variable.
    if allowDefinition, freesBoundVariables, constraint.relation != .equal,
      constraint.strength >= Strength.required,
      terms.count == 1, plain.count > 1, free(terms[0].index, within: 4 * plain.count + 64)
    {
      (plain, expanded, expandedConstant) = expand(terms, constant: constant, flattening: flattensChains)
    }
    let twin = twinKey(constraint, plain, expandedConstant)
    if allowTwin, let twin, let original = twinOriginal(twin) {
      placeTwin(key, of: original, constraint, constant: constant, plain: plain, expanded: expanded)
      return
    }
    let placement: Placement
    do {
      placement = try addToTableau(constraint, plain: plain, constant: expandedConstant)
      keepPendingOriginal(as: key)
    } catch {
      pendingOriginal = nil
      releaseRecord(key, of: constraint)
      throw error
    }
    for (index, coefficient) in plain {
      variables[index].tableauUses += 1
      // Listed among its dependents: a re-rooting that defines the variable moves this constraint.
      addDependent(index, record: key, stamp: nextSequence, coefficient)
    }
    for (index, coefficient) in expanded {
      addDependent(index, record: key, stamp: nextSequence, coefficient)
    }
    guard case .tableau(let marker, let other, let sign, _) = placement else {
      releaseRecord(key, of: constraint)
      return
    }
    records[key] = Record(
      constraint: constraint, constant: constant,
      placement: .tableau(
        marker: marker, other: other, markerSign: sign, plain: plain.map(\.index)),
      sequence: nextSequence, stamp: nextSequence)
    if let twin { holdTwinKey(twin, key) }
  }

  /// How many entries an expansion's lists reserve at once.
  static let expansionReserve = 16

  /// Replaces defined variables by their definitions (deepest last-created first, so a shared
  /// definition is expanded once): the plain terms, each definition's total coefficient, and the
  /// constant. (Each variable's position in the plain or the expanded list, as it is defined or
  /// not, is kept in ``termPositions`` while expanding, and reset after: no dictionary.)
  /// `flattening`: each one-term chain the walk enters is flattened first (see ``flatten(_:)``;
  /// not while a re-rooting reads the definitions it is turning).
  func expand(_ terms: [(index: Int, coefficient: Double)], constant: Double, flattening: Bool = false)
    -> (
      plain: [(index: Int, coefficient: Double)], expanded: [(index: Int, coefficient: Double)],
      constant: Double
    )
  {
    guard terms.contains(where: { variables[$0.index].definition != nil }) else {
      return (terms, [], constant)
    }
    // Room for a few entries at once: one allocation either way, where a list grown from empty
    // is copied at 1, 2 and 4 entries.
    var expanded: [(index: Int, coefficient: Double)] = []
    expanded.reserveCapacity(Solver.expansionReserve)
    // The solver's heap, taken here and handed back empty (its storage kept).
    var heap = DefinitionHeap()
    swap(&heap, &expansionHeap)
    defer { swap(&heap, &expansionHeap) }
    var plain: [(index: Int, coefficient: Double)] = []
    plain.reserveCapacity(max(terms.count, Solver.expansionReserve))
    var total = constant
    func visit(_ index: Int, _ coefficient: Double) {
      let position = termPositions[index]
      if let definition = variables[index].definition {
        guard position < 0 else {
          expanded[position].coefficient += coefficient
          return
        }
        termPositions[index] = expanded.count
        expanded.append((index, coefficient))
        heap.push(definition.sequence, index)
      } else if position >= 0 {
        plain[position].coefficient += coefficient
      } else {
        termPositions[index] = plain.count
        plain.append((index, coefficient))
      }
    }
    for term in terms { visit(term.index, term.coefficient) }
    var cancelled = false
    while let index = heap.pop() {
      // Popped after every definition that mentions it (a later sequence): its total is final.
      let coefficient = expanded[termPositions[index]].coefficient
      // Terms that cancel through it (`top_i - top_(i-1)` over a chain of tops) add nothing below
      // it: the walk stops there instead of descending the whole chain twice.
      guard coefficient != 0 else {
        cancelled = true
        continue
      }
      #if DEBUG
        expansionSteps += 1
      #endif
      let definition = variables[index].definition!
      // (Here, not in `visit`: a call out of the nested function costs every access check the
      // optimizer had proven unneeded elsewhere in the module.)
      if flattening, isFlattenable(definition) { flatten(index) }
      total += coefficient * definition.constant
      for term in definition.terms { visit(term.index, coefficient * term.coefficient) }
    }
    for term in plain { termPositions[term.index] = -1 }
    for term in expanded { termPositions[term.index] = -1 }
    // Not a dependent of what it cancels through: its value does not move the constraint.
    if cancelled { expanded.removeAll { $0.coefficient == 0 } }
    plain.removeAll { abs($0.coefficient) <= 1e-12 }
    return (plain, expanded, total)
  }

  /// kiwi's addConstraint on an expanded expression.
  private func addToTableau(
    _ constraint: Constraint, plain: [(index: Int, coefficient: Double)], constant: Double
  ) throws -> Placement {
    var (row, magnitude) = substitutedRow(plain, constant: constant)
    var marker = 0
    var other = 0
    var sign = 1.0
    let required = constraint.strength >= Strength.required
    switch constraint.relation {
    case .lessOrEqual, .greaterOrEqual:
      sign = constraint.relation == .lessOrEqual ? 1 : -1
      marker = makeSymbol(.slack)
      row.insert(marker, sign)
      if !required {
        other = makeSymbol(.error)
        row.insert(other, -sign)
        addObjectiveCell(other, constraint.strength)
        weights[other] = constraint.strength
      }
    case .equal:
      if required {
        marker = makeSymbol(.dummy)
        row.insert(marker, 1)
      } else {
        sign = -1
        marker = makeSymbol(.error)
        other = makeSymbol(.error)
        row.insert(marker, -1)
        row.insert(other, 1)
        addObjectiveCell(marker, constraint.strength)
        addObjectiveCell(other, constraint.strength)
        weights[marker] = constraint.strength
        weights[other] = constraint.strength
      }
    }
    notePendingOriginal(plain, constant: constant, marker: marker, other: other, sign: sign)
    dropExternalNoise(&row, tolerance: 1e-8 * magnitude)
    if row.constant < 0 { row.reverseSign() }
    var subject = chooseSubject(row, marker, other)
    if subject == 0 && row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
      guard abs(row.constant) < 1e-8 * magnitude else { throw SolverError.unsatisfiable }
      subject = marker
    }
    if subject != 0 {
      row.solve(for: subject)
      substitute(subject, row)
      install(row, as: subject)
    } else if required && certifiesInfeasible(row, tolerance: 1e-8 * magnitude) {
      pendingOriginal = nil
      releaseIfUnused(marker)
      throw SolverError.unsatisfiable
    } else if !addByDualSimplex(row, marker: marker, tolerance: 1e-8 * magnitude) {
      guard !provesInfeasible(dualRefusal, tolerance: 1e-8 * magnitude),
        addWithArtificialVariable(row, tolerance: 1e-8 * magnitude)
      else {
        pendingOriginal = nil
        optimize()
        throw SolverError.unsatisfiable
      }
    }
    optimize()
    return .tableau(marker: marker, other: other, markerSign: sign, plain: [])
  }

  /// The constraint's row with every basic variable replaced by its row, and the size of the
  /// numbers that went into the constant (a required constraint that repeats others is accepted
  /// when its constant cancels to within 1e-8 of that: rounding, not conflict). The terms are
  /// summed in the dense accumulator (each cell of each basic row read once, a sum that falls
  /// below `Row.dropTolerance` dropped to 0 as a merge drops it) and the row is built once, sorted, so a
  /// constraint over N basic variables costs the cells of their rows, not N merges into a
  /// growing row.
  func substitutedRow(_ plain: [(index: Int, coefficient: Double)], constant: Double)
    -> (Row, magnitude: Double)
  {
    var total = constant
    var magnitude = max(1, abs(constant))
    for (index, coefficient) in plain {
      let symbol = symbol(ofVariable: index)
      if let basic = rows[symbol] {
        magnitude = max(magnitude, abs(coefficient * basic.constant))
        total += coefficient * basic.constant
        cellWork += basic.slots.count
        for cell in basic.cells { accumulate(cell.symbol, coefficient * cell.coefficient) }
      } else {
        cellWork += 1
        accumulate(symbol, coefficient)
      }
    }
    return (Row(constant: total, cells: drainAccumulator()), magnitude)
  }

  /// Drops the external cells of a constraint's substituted row (markers in) too small to pivot on
  /// (see ``Solver/isPivot(_:in:)``) when something else can satisfy the row: a slack or error
  /// cell, another external cell, or a constant within `tolerance`. Such cells are sums that are 0
  /// for a constraint the others imply, left at 1e-10 by rounding through non-dyadic pivots (1/17
  /// in a shuffled grid): solved for, one divided the row by 1e-10 and left a shuffled 100 x 100
  /// grid 19 pt off a required equality. A required equality that nothing else can satisfy keeps
  /// them: ill-conditioned data has true cells that small (2^-32 after 32 doublings of a width).
  func dropExternalNoise(_ row: inout Row, tolerance: Double) {
    func isNoise(_ cell: Cell) -> Bool {
      kinds[cell.symbol] == .external && abs(cell.coefficient) <= Solver.pivotTolerance
    }
    guard row.cells.contains(where: isNoise) else { return }
    let othersHold =
      abs(row.constant) < tolerance
      || row.cells.contains {
        kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error
          || kinds[$0.symbol] == .external && !isNoise($0)
      }
    guard othersHold else { return }
    for cell in row.cells.filter(isNoise) { _ = row.remove(cell.symbol) }
  }

  /// Whether `value` is a multiple of 1/1024 (whole numbers and the halves and quarters of
  /// centre and multiplier constraints): rows of such coefficients stay exact in binary floating
  /// point while nothing divides them by anything but a power of two.
  static func isDyadic(_ value: Double) -> Bool {
    let scaled = value * 1_024
    return scaled == scaled.rounded()
  }

  /// Whether `value` is ± a power of two (dividing by it is exact).
  static func isPowerOfTwo(_ value: Double) -> Bool { value != 0 && value.isFinite && value.significand == 1 }

  private func chooseSubject(_ row: Row, _ marker: Int, _ other: Int) -> Int {
    // The external variable the fewest rows hold (Markowitz's rule; lowest id among equals), among
    // those whose cell is not small against the row's largest external cell: solving for a small
    // cell would multiply every other cell (and its rounding) by its inverse. kiwi takes the first
    // external; when that one is a parameter of many rows (the first spacer's length, which an
    // `equalCentering` stack's soft equal lengths all name), making it basic substitutes the new
    // row into all of them. A row with an external cell is still solved for an external, as with
    // kiwi's choice, so no restricted row and no objective cell gains an external parameter.
    // A row of dyadic coefficients (heights summed through an equal-size chain: `37 h + t - t'`;
    // halves of centres) is solved for a unit cell, else a cell of ± a power of two, held by not
    // many more rows than the fewest: nothing is divided inexactly, so such data stays exact (a
    // shuffled chain's tops were 2e-6 off at 3,000 rows, under 1e-9 with this, and shuffled
    // layouts with centres 2.5e-4 at worst, 3e-7); other rows keep Markowitz's choice, which
    // bounds the fill-in.
    var largest = 0.0
    for cell in row.cells where kinds[cell.symbol] == .external {
      largest = max(largest, abs(cell.coefficient))
    }
    if largest > 0 {
      var (subject, fewest) = (0, Int.max)
      // The unit cell and the power-of-two cell the fewest rows hold.
      var (unit, fewestUnit) = (0, Int.max)
      var (power, fewestPower) = (0, Int.max)
      var exact = true
      for cell in row.cells {
        exact = exact && Solver.isDyadic(cell.coefficient)
        guard kinds[cell.symbol] == .external && abs(cell.coefficient) >= 1e-3 * largest else { continue }
        let live = columnLive[cell.symbol]
        if live < fewest { (subject, fewest) = (cell.symbol, live) }
        if abs(cell.coefficient) == 1 && live < fewestUnit { (unit, fewestUnit) = (cell.symbol, live) }
        if Solver.isPowerOfTwo(cell.coefficient) && live < fewestPower {
          (power, fewestPower) = (cell.symbol, live)
        }
      }
      guard exact else { return subject }
      if unit != 0 && fewestUnit <= 2 * fewest + 4 { return unit }
      return power != 0 && fewestPower <= 2 * fewest + 4 ? power : subject
    }
    if let error = balancedErrorSubject(row, marker, other) { return error }
    for symbol in [marker, other] where symbol != 0 && kinds[symbol] != .dummy {
      if row.coefficient(for: symbol) < 0 { return symbol }
    }
    return 0
  }

  /// The error of an optional equality's row to solve for when the row's constant is 0: either
  /// error is then basic at 0 (kiwi takes the first), so take the one whose substitution leaves
  /// the objective's other cells less negative, summed, the first on a tie. Nil for other rows.
  /// The cells its row names gain ± its weight times their coefficient; always taking the first
  /// error made a shared parameter of many optional equalities (a width that kept sizes of 999
  /// pull on before required equalities tie it) more negative with each one, and each pivot
  /// that undid it substituted into all of their rows.
  private func balancedErrorSubject(_ row: Row, _ marker: Int, _ other: Int) -> Int? {
    guard row.constant == 0, marker != 0, other != 0, kinds[marker] == .error, kinds[other] == .error else {
      return nil
    }
    let markerCoefficient = row.coefficient(for: marker)
    let otherCoefficient = row.coefficient(for: other)
    guard markerCoefficient < 0 && otherCoefficient > 0 else { return nil }
    let weight = weights[marker]
    var markerCost = 0.0
    var otherCost = 0.0
    for cell in row.cells where cell.symbol != marker && cell.symbol != other && kinds[cell.symbol] != .dummy
    {
      let change = weight * cell.coefficient
      markerCost += max(0, change / markerCoefficient - objective[cell.symbol])
      otherCost += max(0, change / otherCoefficient - objective[cell.symbol])
    }
    return otherCost < markerCost ? other : marker
  }

  /// Adds a required row that no symbol can take in feasibly (every restricted cell has the
  /// constant's sign) by the dual simplex: the row enters basic at its infeasible value (an
  /// inequality through its slack; an equality through a temporary symbol that is pivoted out at
  /// once and dropped, so it stays 0), and the dual simplex restores feasibility while the
  /// objective stays optimal. An artificial phase instead finds any feasible point, often far
  /// from the optimum, and the optimization after it walks back over thousands of pivots of dense
  /// rows. False (with the tableau as it was) when the dual simplex finds no way: the caller then
  /// decides by the artificial phase. The tableau is kept aside only when the dual simplex has
  /// rows to repair, and a row that cannot even start is refused before anything changes.
  private func addByDualSimplex(_ row: Row, marker: Int, tolerance: Double) -> Bool {
    dualRefusal = nil
    guard artificial == nil, kinds[marker] == .slack || kinds[marker] == .dummy else { return false }
    var row = row
    let equality = kinds[marker] == .dummy
    if equality {
      // `temporary = -row` must reach 0: it is pivoted out by the dual ratio test, then dropped.
      row.reverseSign()
      if abs(row.constant) < tolerance { row.constant = 0 }
      if row.constant == 0 && dualEntering(row) == 0 { row.reverseSign() }
      guard dualEntering(row) != 0 else { return false }
    } else {
      row.solve(for: marker)
      guard row.constant >= 0 || dualEntering(row) != 0 else {
        dualRefusal = row
        return false
      }
    }
    if row.constant < 0 { beginAttempt() }
    defer { endAttempt() }
    let basic = equality ? makeSymbol(.slack) : marker
    substitute(basic, row)
    install(row, as: basic)
    if equality {
      pivot(entering: dualEntering(row), leaving: basic)
      for holder in column(basic) { _ = dropCell(holder, basic) }
      columns[basic] = []
      clearObjective(basic)
      releaseIfUnused(basic)
    } else if row.constant < 0 {
      infeasible.insert(basic)
    }
    guard dualOptimize() else {
      undoAttempt()
      return false
    }
    return true
  }

  /// Whether `row`, a restricted row the dual simplex could not repair, proves the constraints
  /// infeasible: its constant below `-tolerance` and no cell that could raise it (every cell of a
  /// restricted or dummy symbol, none positive outside dummies), so its basic symbol, which
  /// must be >= 0, is below 0 at every solution. The artificial phase would then only find the
  /// same after its own pivots (a required spacing that cannot hold in a StackView of
  /// thousands: one artificial phase per refused constraint).
  private func provesInfeasible(_ row: Row?, tolerance: Double) -> Bool {
    defer { dualRefusal = nil }
    guard let row, row.constant < -tolerance else { return false }
    for cell in row.cells {
      switch kinds[cell.symbol] {
      case .dummy: continue
      case .slack, .error: if cell.coefficient > 0 { return false }
      default: return false
      }
    }
    return true
  }

  private func addWithArtificialVariable(_ row: Row, tolerance: Double) -> Bool {
    let art = makeSymbol(.slack)
    install(row, as: art)
    artificial = row
    optimize(artificialPhase: true)
    let success = abs(artificial!.constant) < tolerance
    artificial = nil
    if rows[art] != nil {
      var basic = uninstall(art)!
      if basic.isEmpty || !success { return success }
      guard
        let entering = basic.cells.first(where: { kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error })?
          .symbol
      else { return false }
      basic.solve(art, for: entering)
      substitute(entering, basic)
      install(basic, as: entering)
    }
    for basic in column(art) { _ = dropCell(basic, art) }
    columns[art] = []
    clearObjective(art)
    releaseIfUnused(art)
    return success
  }

  func remove(_ key: Int) {
    guard let record = records[key] else { return }
    // A soft definition's deviation row leaves after it (see Solver+SoftDefinitions.swift).
    defer { removeSoftHold(of: record.constraint) }
    releaseRecord(key, of: record.constraint)
    switch record.placement {
    case .definition(let index, let substituted):
      if let vertex = removeDefinition(key, variable: index, substituted: substituted) {
        slideToward(vertex)
        leaveFree(vertex.freed, definingInstead: index)
      }
    case .tableau(let marker, let other, _, let plain):
      guard marker != 0 else {
        dropTwin(key, record.constraint, plain: plain)
        return
      }
      dropOriginal(key)
      releaseTwinKey(key)
      for index in plain { variables[index].tableauUses -= 1 }
      removeFromTableau(marker: marker, other: other)
      promoteTwins(of: key)
    }
  }

  /// Takes a constraint's row out: its errors' weights (its strength and its optional twins') leave
  /// the objective, and its marker leaves the basis.
  private func removeFromTableau(marker: Int, other: Int) {
    for symbol in [marker, other] where symbol != 0 && kinds[symbol] == .error {
      let strength = weights[symbol]
      weights[symbol] = 0
      if let row = rows[symbol] {
        objectiveConstant -= strength * row.constant
        for cell in row.cells { addObjectiveCell(cell.symbol, -strength * cell.coefficient) }
      } else {
        addObjectiveCell(symbol, -strength)
      }
    }
    if uninstall(marker) == nil {
      if let leaving = markerLeavingRow(marker, other: other) {
        var row = uninstall(leaving)!
        row.solve(leaving, for: marker)
        substitute(marker, row)
      } else {
        // Only rounding residue holds the marker: it goes with its constraint.
        for basic in column(marker) { _ = dropCell(basic, marker) }
        columns[marker] = []
      }
    }
    if other != 0 { discardPartner(other) }
    // The rows stay feasible: a batch of removals optimizes once, when the batch is out.
    if deferredAdds == nil { optimize() }
    releaseIfUnused(marker)
    if other != 0 { releaseIfUnused(other) }
  }

  /// Takes the second symbol of a removed constraint (the error beside its marker) out of the
  /// tableau. Both symbols appear in no original constraint but theirs, always in the same ratio,
  /// so once the marker is gone the partner's coefficient in every row and in the objective is 0
  /// in exact arithmetic and a row of its own could only restrict a constraint that no longer
  /// exists: what is left of it is rounding residue, dropped here instead of staying in the rows
  /// as a parameter that a later pivot could divide by.
  private func discardPartner(_ symbol: Int) {
    if rows[symbol] != nil { _ = uninstall(symbol) }
    for basic in column(symbol) { _ = dropCell(basic, symbol) }
    columns[symbol] = []
    clearObjective(symbol)
    if artificial != nil { artificial!.remove(symbol) }
  }

  /// The row the marker of a removed constraint leaves through (kiwi's choice: the restricted
  /// row that stays feasible, else any restricted row, else the external one of the highest id,
  /// which kiwi's walk over its rows in symbol order meets last: that variable is the one left
  /// free at 0 where the removal frees several). The row of the
  /// constraint's other error symbol comes first when it holds the marker (in exact arithmetic it
  /// is then the only row that does), and a cell that is rounding residue against its row is
  /// never chosen.
  private func markerLeavingRow(_ marker: Int, other: Int) -> Int? {
    if other != 0, let row = rows[other], Solver.isPivot(row.coefficient(for: marker), in: row) {
      return other
    }
    var first = 0
    var second = 0
    var third = 0
    var ratio1 = Double.greatestFiniteMagnitude
    var ratio2 = Double.greatestFiniteMagnitude
    for basic in column(marker).sorted() {
      let row = rows[basic]!
      let coefficient = row.coefficient(for: marker)
      guard Solver.isPivot(coefficient, in: row) else { continue }
      if kinds[basic] == .external {
        third = basic
      } else if coefficient < 0 {
        let candidate = -row.constant / coefficient
        if candidate < ratio1 {
          ratio1 = candidate
          first = basic
        }
      } else {
        let candidate = row.constant / coefficient
        if candidate < ratio2 {
          ratio2 = candidate
          second = basic
        }
      }
    }
    for candidate in [first, second, third] where candidate != 0 { return candidate }
    return nil
  }

  /// Moves the constants of the rows that tableau record `key`'s marker reaches by a change of
  /// `amount` in its constant, and hands each row it moved to `shifted`.
  @inline(__always)
  func shiftRows(of key: Int, by amount: Double, _ shifted: (Int) -> Void) {
    // (One read of the record's placement: a second one costs a retain of its lists per shift.)
    let inTableau = markerShifts(of: key, by: amount) { basic, delta in
      keepRow(basic)
      rows[basic]!.constant += delta
      shifted(basic)
    }
    if inTableau { shiftOriginal(key, by: amount) }
  }

  /// Notes what a shifted row `basic` now asks for: an external variable to read back, a row
  /// below zero to repair. False when it is a required equality's dummy row that no longer holds
  /// (to kiwi's 1e-8).
  func checkShifted(_ basic: Int) -> Bool {
    switch kinds[basic] {
    case .external: touch(basic)
    case .dummy: if abs(rows[basic]!.constant) >= 1e-8 { return false }
    default: if rows[basic]!.constant < 0 { infeasible.insert(basic) }
    }
    return true
  }
}
