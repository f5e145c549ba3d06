// The adding order of a batch: constraints that arrive together (a scene's, a call that activates
// many) are added in an order in which each required equality brings a variable nothing added
// before it mentions, whatever order they came in, so each becomes a definition at once instead
// of turning others round or joining the tableau.

extension Solver {
  /// The order in which to add `constraints` (indices into it) so that the required equalities
  /// among them become definitions as cheaply as the order of a hand-written layout makes them.
  ///
  /// A required equality whose variable nothing else in the batch (nor anything in the solver)
  /// mentions can be added last among them: at its turn that variable is fresh, so the equality
  /// defines it. Taking such equalities off one by one (each may leave another variable mentioned
  /// once) and adding them in the reverse order gives every one of them a fresh variable. Where
  /// none can be taken off, the rest closes cycles (a row pinned at both ends, a closed system):
  /// the latest of them in the batch is put aside to be added after the others, which opens its
  /// cycles, as a hand-written layout adds a row's closing pin after the row (and of conflicting
  /// equalities the latest in the batch stays the one refused); the equalities whose variables
  /// the solver already uses all come first, in the batch's order.
  /// The other constraints (inequalities, optional ones, those already in the solver) follow, each
  /// after the equalities that introduce its variables: first the bounds (required inequalities
  /// on one variable) and the constraints that hold unless they cannot (optional, at
  /// priority 990 or above), then the rest. A preference added before the bound or the
  /// nearly required edge that overrides it moves the solution only for them to move it back: a
  /// required floor added after the preferences that pushed its variable far below it took 4,855
  /// dual pivots in a shuffled view tree of 5,000 variables. Required inequalities over several
  /// variables wait with the rest: put first as well, they made random sparse systems 1.8x slower
  /// (session 51, BENCHMARKS.md).
  ///
  /// Costs time and memory linear in the batch's terms. The solution does not depend on the order
  /// where it is unique; where several solutions are optimal, the one reached may.
  public func addingOrder(_ constraints: [Constraint]) -> [Int] {
    guard constraints.count > 1 else { return Array(constraints.indices) }
    var batch = AddingBatch()
    var sums: [Double] = []
    for (position, constraint) in constraints.enumerated() {
      guard constraint.relation == .equal, constraint.strength >= Strength.required,
        !hasConstraint(constraint)
      else {
        batch.others.append(position)
        appendMergedVariables(of: constraint.expression, to: &batch.otherMembers, sums: &sums)
        let variables = batch.otherMembers.count - batch.otherStarts[batch.otherStarts.count - 1]
        batch.otherLater.append(!Self.isBoundOrNearlyRequired(constraint, variables: variables))
        batch.otherStarts.append(batch.otherMembers.count)
        continue
      }
      batch.equalities.append(position)
      appendMergedVariables(of: constraint.expression, to: &batch.members, sums: &sums)
      batch.starts.append(batch.members.count)
    }
    guard batch.equalities.count > 1 else { return batch.equalities + batch.others }
    let locals = localVariables(&batch)
    // A batch already in such an order (a hand-written layout's, view by view) is left as it is.
    if batch.bringsFreshVariables(variables: locals) { return Array(constraints.indices) }
    let (peeled, deferred) = batch.peel(variables: locals)
    let slots = batch.equalities.indices.filter { !batch.taken[$0] } + peeled.reversed() + deferred
    return slots.map { batch.equalities[$0] } + batch.othersByIntroduction(slots, variables: locals)
  }

  /// Appends the variables ``mergedTerms(_:)`` lists for `expression` to `members`, without
  /// building the list: each variable's coefficients are summed in `sums` (emptied, its storage
  /// kept for the next expression) and a variable whose sum cancels is taken out again.
  private func appendMergedVariables(of expression: Expression, to members: inout [Int], sums: inout [Double])
  {
    let start = members.count
    sums.removeAll(keepingCapacity: true)
    for term in expression.terms {
      let index = index(of: term.variable)
      let position = termPositions[index]
      if position >= 0 {
        sums[position] += term.coefficient
      } else {
        termPositions[index] = sums.count
        sums.append(term.coefficient)
        members.append(index)
      }
    }
    var kept = start
    for (offset, sum) in sums.enumerated() {
      let index = members[start + offset]
      termPositions[index] = -1
      guard !Row.nearZero(sum) else { continue }
      members[kept] = index
      kept += 1
    }
    members.removeSubrange(kept...)
  }

  /// Renumbers the batch's members densely (through ``termPositions``, reset after) and returns
  /// how many variables there are, with each one's mentions counted in `batch.counts`: one more
  /// for a variable the solver already uses, which can then never be taken off.
  private func localVariables(_ batch: inout AddingBatch) -> Int {
    var solverIndices: [Int] = []
    func local(_ index: Int) -> Int {
      if termPositions[index] < 0 {
        termPositions[index] = solverIndices.count
        solverIndices.append(index)
        batch.counts.append(isInUse(index) ? 1 : 0)
        batch.inUse.append(isInUse(index))
      }
      return termPositions[index]
    }
    for position in batch.members.indices { batch.members[position] = local(batch.members[position]) }
    for position in batch.otherMembers.indices {
      batch.otherMembers[position] = local(batch.otherMembers[position])
    }
    for index in solverIndices { termPositions[index] = -1 }
    for member in batch.members { batch.counts[member] += 1 }
    return solverIndices.count
  }

  /// The weakest strength ordered with the required constraints: Auto Layout's priority 990, below
  /// the 999 that programs use for constraints that hold unless they cannot (a margin, so that a
  /// strength computed elsewhere for 999 is not a hair below it).
  static let nearlyRequired = Strength.priority(990)

  /// Whether a constraint (not a required equality) over `variables` variables is added with the
  /// first of the others: a required one on one variable, or an optional one at
  /// priority 990 or above.
  private static func isBoundOrNearlyRequired(_ constraint: Constraint, variables: Int) -> Bool {
    constraint.strength >= Strength.required ? variables == 1 : constraint.strength >= nearlyRequired
  }

  /// Whether something in the solver mentions the variable (``isFresh(_:)`` without its change).
  private func isInUse(_ index: Int) -> Bool {
    guard variables[index].definition == nil, variables[index].definitionReferences == 0,
      variables[index].tableauUses == 0
    else { return true }
    let symbol = variables[index].symbol
    return symbol != 0 && (columnLive[symbol] != 0 || objective[symbol] != 0)
  }
}

/// A batch's required equalities as lists of dense variable numbers, for ``Solver/addingOrder(_:)``.
struct AddingBatch {
  /// The positions in the batch of the required equalities, and of the other constraints.
  var equalities: [Int] = []
  var others: [Int] = []
  /// Whether each other constraint waits for the bounds and the nearly required ones (see
  /// ``Solver/addingOrder(_:)``), in `others`' order.
  var otherLater: [Bool] = []
  /// Equality `k`'s variables are `members[starts[k] ..< starts[k + 1]]`.
  var starts: [Int] = [0]
  var members: [Int] = []
  /// The other constraint `k`'s variables are `otherMembers[otherStarts[k] ..< otherStarts[k + 1]]`.
  var otherStarts: [Int] = [0]
  var otherMembers: [Int] = []
  /// For each variable, how many equalities not yet taken off mention it (plus one for a variable
  /// the solver uses).
  var counts: [Int] = []
  /// For each variable, whether the solver uses it already.
  var inUse: [Bool] = []
  /// For each equality, whether it was taken off.
  var taken: [Bool] = []

  /// Whether, in the batch's own order, every required equality holds a variable that neither
  /// the solver nor a constraint before it mentions.
  func bringsFreshVariables(variables: Int) -> Bool {
    var seen = inUse
    var (equality, other) = (0, 0)
    while equality < equalities.count {
      if other < others.count && others[other] < equalities[equality] {
        for member in otherMembers[otherStarts[other]..<otherStarts[other + 1]] { seen[member] = true }
        other += 1
        continue
      }
      let members = self.members[starts[equality]..<starts[equality + 1]]
      guard members.contains(where: { !seen[$0] }) else { return false }
      for member in members { seen[member] = true }
      equality += 1
    }
    return true
  }

  /// The other constraints, the bounds and nearly required ones before the rest, and in each
  /// group each after the equalities that introduce its variables: ordered (stably) by group,
  /// then by the latest place in `slots` (the equalities' adding order) of an equality that first
  /// mentions one of them.
  func othersByIntroduction(_ slots: [Int], variables: Int) -> [Int] {
    guard others.count > 1 else { return others }
    var introduced = [Int](repeating: -1, count: variables)
    for (place, slot) in slots.enumerated() {
      for member in members[starts[slot]..<starts[slot + 1]] where introduced[member] < 0 {
        introduced[member] = place
      }
    }
    var keys: [(later: Bool, key: Int, other: Int)] = []
    keys.reserveCapacity(others.count)
    for (other, position) in others.enumerated() {
      var key = -1
      for member in otherMembers[otherStarts[other]..<otherStarts[other + 1]] {
        key = max(key, introduced[member])
      }
      keys.append((otherLater[other], key, position))
    }
    keys.sort { ($0.later ? 1 : 0, $0.key, $0.other) < ($1.later ? 1 : 0, $1.key, $1.other) }
    return keys.map(\.other)
  }

  /// Takes off every equality and returns them in two lists. `peeled` holds, in the order taken,
  /// each equality taken off while it held a variable no other equality left mentions: added in
  /// the reverse order, each brings that variable fresh. When none is left to take off (the rest
  /// closes cycles: a row pinned at both ends, or conflicts), the latest equality in the batch
  /// not yet taken is put aside in `deferred`, which may free a variable; the deferred ones are
  /// added after the peeled ones, in the batch's order, so that of equalities that conflict the
  /// latest in the batch is the one refused, as when the batch is added in its own order.
  /// Equalities whose variables are all in use by the solver stay untaken (`taken` false).
  mutating func peel(variables: Int) -> (peeled: [Int], deferred: [Int]) {
    let (userStarts, users) = equalitiesByVariable(variables: variables)
    taken = [Bool](repeating: false, count: equalities.count)
    var ready = (0..<variables).filter { counts[$0] == 1 }.reversed() as [Int]
    var (peeled, deferred): ([Int], [Int]) = ([], [])
    var latest = equalities.count - 1
    func take(_ slot: Int) {
      taken[slot] = true
      for member in members[starts[slot]..<starts[slot + 1]] {
        counts[member] -= 1
        if counts[member] == 1 { ready.append(member) }
      }
    }
    while true {
      while let variable = ready.popLast() {
        guard counts[variable] == 1,
          let slot = users[userStarts[variable]..<userStarts[variable + 1]].first(where: { !taken[$0] })
        else { continue }
        peeled.append(slot)
        take(slot)
      }
      while latest >= 0 && (taken[latest] || !holdsFreeVariable(latest)) { latest -= 1 }
      guard latest >= 0 else { break }
      deferred.append(latest)
      take(latest)
    }
    return (peeled, deferred.reversed())
  }

  /// Whether equality `slot` holds a variable the solver does not use (one that putting the
  /// equality aside could free).
  private func holdsFreeVariable(_ slot: Int) -> Bool {
    members[starts[slot]..<starts[slot + 1]].contains { !inUse[$0] }
  }

  /// Each variable's equalities, as ranges of one list: variable `v`'s are
  /// `users[userStarts[v] ..< userStarts[v + 1]]`, in the batch's order.
  private func equalitiesByVariable(variables: Int) -> (userStarts: [Int], users: [Int]) {
    var userStarts = [Int](repeating: 0, count: variables + 1)
    for member in members { userStarts[member + 1] += 1 }
    for variable in 0..<variables { userStarts[variable + 1] += userStarts[variable] }
    var users = [Int](repeating: 0, count: members.count)
    var filled = userStarts
    for slot in equalities.indices {
      for member in members[starts[slot]..<starts[slot + 1]] {
        users[filled[member]] = slot
        filled[member] += 1
      }
    }
    return (userStarts, users)
  }
}
