// Re-rooting: a required equality whose variables are all in use can still become a definition
// when one of them can be freed by turning round the definitions between it and a variable that
// no tableau row holds. Constraints that arrive in any order then build the definitions that the
// same constraints build in order, instead of tableau rows that grow with what they join.

extension Solver {
  // MARK: Groups

  /// Makes room in the group tables for every variable (a new variable is a group of its own).
  func growGroups() {
    while groupParent.count < variables.count {
      groupParent.append(groupParent.count)
      groupSize.append(1)
      groupIsForest.append(true)
      rerootMarks.append(0)
      rerootLinks.append(-1)
    }
  }

  /// The root of `index`'s group (path halving).
  func group(of index: Int) -> Int {
    var node = index
    while groupParent[node] != node {
      groupParent[node] = groupParent[groupParent[node]]
      node = groupParent[node]
    }
    return node
  }

  /// Joins the groups of a defining constraint's variables (the smaller under the larger); a
  /// constraint with two variables in one group closes a cycle, so that group is no longer a forest.
  func joinGroups(_ terms: [(index: Int, coefficient: Double)]) {
    growGroups()
    guard let first = terms.first else { return }
    var root = group(of: first.index)
    for term in terms.dropFirst() {
      let other = group(of: term.index)
      guard other != root else {
        groupIsForest[root] = false
        continue
      }
      let (large, small) = groupSize[root] >= groupSize[other] ? (root, other) : (other, root)
      groupParent[small] = large
      groupSize[large] += groupSize[small]
      groupIsForest[large] = groupIsForest[large] && groupIsForest[small]
      root = large
    }
  }

  // MARK: Re-rooting

  /// Makes the required equality `terms == -constant` (record `key`, nothing fresh in it) a
  /// definition: in the smallest group that allows it, the definitions on a path from one of its
  /// variables `p0` to an undefined variable are turned round (each path constraint defines the
  /// next variable on the path instead of the previous), the constraint defines `p0`, and the
  /// definitions built on the changed ones are made again and put in order. A path ending at a
  /// variable no tableau row holds is preferred; one ending at a variable the tableau holds is
  /// taken when the tableau can absorb the new definition in place (see
  /// ``absorbingSubject(_:end:)``). Where the variables lie in distinct groups whose constraints
  /// form forests no cycle can close; otherwise (grids, equal-size chains) a bounded walk checks
  /// each path first (see ``isAcyclic(turning:terms:)``). Union by size: each variable is
  /// re-rooted with the smaller side of a join, so building any forest costs O(N log N) here.
  /// False (nothing changed) when no group allows it.
  func reroot(
    _ constraint: Constraint, terms: [(index: Int, coefficient: Double)], constant: Double, key: Int
  ) -> Bool {
    growGroups()
    // The lists of group roots and candidates reuse the last call's storage (taken here, handed
    // back emptied): two allocations per call otherwise.
    var (roots, candidates): ([Int], [Int]) = ([], [])
    swap(&roots, &rerootRoots)
    swap(&candidates, &rerootCandidates)
    defer { handBack(&roots, &candidates) }
    // Distinct forest groups cannot close a cycle of definitions; otherwise each path is checked.
    var forest = true
    for term in terms {
      let root = group(of: term.index)
      if !groupIsForest[root] || roots.contains(root) { forest = false }
      roots.append(root)
    }
    // Solving for a small cell would multiply the rest (and its rounding) by its inverse.
    let largest = terms.reduce(0.0) { max($0, abs($1.coefficient)) }
    for index in terms.indices where abs(terms[index].coefficient) >= 1e-3 * largest {
      candidates.append(index)
    }
    if candidates.count > 1 { candidates.sort { groupSize[roots[$0]] < groupSize[roots[$1]] } }
    // Paths to variables the tableau holds, tried when no candidate reaches one outside it.
    var held: [(candidate: Int, path: [Int])] = []
    for candidate in candidates {
      let (outside, tableau) = rerootPaths(from: terms[candidate].index, avoiding: terms)
      if let path = outside, forest || isAcyclic(turning: path, terms: terms) {
        turn(path, toDefine: terms[candidate], by: constraint, terms: terms, constant: constant, key: key)
        return true
      }
      if let path = tableau { held.append((candidate, path)) }
    }
    guard !held.isEmpty else { return false }
    if held.count > 1 { orderFewestDependentsFirst(&held) }
    // The constraint's row as the tableau would add it: the held end's symbol is solved for in it.
    let (plain, _, total) = expand(terms, constant: constant)
    var row = substitutedRow(plain, constant: total).0
    for (candidate, path) in held where forest || isAcyclic(turning: path, terms: terms) {
      let end = path[path.count - 1]
      let subject = absorbingSubject(&row, end: end)
      guard subject != 0 else { continue }
      let holders = tableauHolders(of: end)
      absorbCount += 1
      absorb(row, end: end, subject: subject)
      turn(path, toDefine: terms[candidate], by: constraint, terms: terms, constant: constant, key: key)
      // The end's expansion through its new definition replaces it in the bookkeeping and in the
      // original rows before any pivot (a refactorization derives the rows from those).
      let expansion = expand([(end, 1)], constant: 0)
      extendUsers(holders, of: end, expansion)
      rewriteOriginals(holders.map(\.record), end: end, expansion)
      if !infeasible.isEmpty { _ = dualOptimize() }
      optimize()
      return true
    }
    return false
  }

  /// Gives a re-rooting's lists of group roots and candidates back to the solver, emptied with
  /// their storage kept.
  @inline(__always)
  private func handBack(_ roots: inout [Int], _ candidates: inout [Int]) {
    roots.removeAll(keepingCapacity: true)
    candidates.removeAll(keepingCapacity: true)
    swap(&roots, &rerootRoots)
    swap(&candidates, &rerootCandidates)
  }

  /// Orders the held paths by their end's dependents, fewest first (ties in their order): that
  /// end's tableau users' bookkeeping and original rows are rewritten, so a join absorbs the users
  /// of the smaller piece (as union by size bounds the turned definitions, where the pieces lie in
  /// one group and their sizes are not known). The counts are read in place, and two paths (a
  /// constraint of two variables, the usual case) are swapped or left without sorting.
  private func orderFewestDependentsFirst(_ held: inout [(candidate: Int, path: [Int])]) {
    let counts = variables.withUnsafeBufferPointer { table in
      held.map { table[$0.path[$0.path.count - 1]].dependents.count }
    }
    guard held.count > 2 else {
      if counts[1] < counts[0] { held.swapAt(0, 1) }
      return
    }
    let order = held.indices.sorted { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 < $1) }
    held = order.map { held[$0] }
  }

  /// The symbol that takes the new definition's row into the tableau in place of the held end
  /// `end` (0 when none can without a simplex phase that might refuse it). The row is the
  /// constraint expanded through the definitions as they are, with every basic row substituted:
  /// once the constraint defines the end (through the turned path), that row is exactly the
  /// relation the end's symbol must be replaced by, so every tableau constraint that expanded to
  /// the end holds its new expansion without leaving the tableau. An end that is a column is
  /// solved for (an unrestricted symbol: only external rows may hold it, as the tableau's rows
  /// never hold a restricted symbol's bound through it); an end that is basic leaves with its
  /// row, already substituted, and the row is solved for an external symbol only external rows
  /// hold, or for a slack or error symbol whose value the row keeps at or above 0 and whose
  /// substitution leaves every other restricted row at or above 0. An end that becomes basic here
  /// is replaced in `row` by its new row (the row stays in the tableau's parameters).
  func absorbingSubject(_ row: inout Row, end: Int) -> Int {
    let symbol = variables[end].symbol
    guard symbol != 0 else { return 0 }
    var largest = 0.0
    for cell in row.cells { largest = max(largest, abs(cell.coefficient)) }
    func isSizable(_ coefficient: Double) -> Bool {
      abs(coefficient) > Solver.pivotTolerance && abs(coefficient) >= 1e-3 * largest
    }
    func heldByExternalRowsOnly(_ candidate: Int) -> Bool {
      objective[candidate] == 0 && column(candidate).allSatisfy { $0 == symbol || kinds[$0] == .external }
    }
    if rows[symbol] == nil {
      guard heldByExternalRowsOnly(symbol) else { return 0 }
      let own = row.coefficient(for: symbol)
      // The tableau already ties the end to another variable (their difference is what the row
      // restricts): the end takes that variable's place as basic (an exchange of two
      // unrestricted symbols, which moves only external rows), and leaves with its row below.
      // Taken too when the end's own cell is not ± a power of two and a row holds it by one:
      // solving for the end would divide the row inexactly (a cell of 3 from summed lengths).
      let exact = Solver.isPowerOfTwo(own)
      let exchange = column(symbol).first {
        let coefficient = rows[$0]!.coefficient(for: symbol)
        return kinds[$0] == .external && Solver.isPivot(coefficient, in: rows[$0]!)
          && (!isSizable(own) || Solver.isPowerOfTwo(coefficient))
      }
      if isSizable(own) && (exact || exchange == nil) { return symbol }
      guard let basic = exchange else { return 0 }
      pivot(entering: symbol, leaving: basic)
      // The end's cell is small against the row's largest, not 0: dropping it with the end's
      // column below would lose a term of the relation (95 pt off in a shuffled equal-size chain).
      let coefficient = row.remove(symbol)
      if coefficient != 0 {
        cellWork += row.add(
          rows[symbol]!, times: coefficient, scratch: &scratch, created: &createdCells, dropped: &droppedCells
        )
        createdCells.removeAll(keepingCapacity: true)
        droppedCells.removeAll(keepingCapacity: true)
      }
    }
    // A unit cell first, then one of ± a power of two (dividing by it is exact), then any.
    var (power, sizable) = (0, 0)
    for cell in row.cells where kinds[cell.symbol] == .external && isSizable(cell.coefficient) {
      guard heldByExternalRowsOnly(cell.symbol) else { continue }
      if abs(cell.coefficient) == 1 { return cell.symbol }
      if power == 0 && Solver.isPowerOfTwo(cell.coefficient) { power = cell.symbol }
      if sizable == 0 { sizable = cell.symbol }
    }
    if power != 0 || sizable != 0 { return power != 0 ? power : sizable }
    // A restricted row never holds an external column (a constraint's row is solved for one when
    // it has one): otherwise a later row solved for that column would move the restricted row's
    // value past its bound unseen (a required inequality off by 178 in a random system).
    guard !row.cells.contains(where: { kinds[$0.symbol] == .external }) else { return 0 }
    for cell in row.cells where kinds[cell.symbol] == .slack || kinds[cell.symbol] == .error {
      guard isSizable(cell.coefficient), cell.coefficient * row.constant <= 0 else { continue }
      if keepsRowsFeasible(cell.symbol, at: -row.constant / cell.coefficient, besides: symbol) {
        return cell.symbol
      }
    }
    return 0
  }

  /// Whether giving the column `symbol` the value `value` (at or above 0) keeps every restricted
  /// row but `besides` at or above 0.
  private func keepsRowsFeasible(_ symbol: Int, at value: Double, besides: Int) -> Bool {
    guard value != 0 else { return true }
    for basic in column(symbol) where basic != besides && kinds[basic] != .external {
      let row = rows[basic]!
      if row.constant + row.coefficient(for: symbol) * value < 0 { return false }
    }
    return true
  }

  /// Replaces the held end's symbol in the tableau by the new definition's `row`, solved for
  /// `subject` (see ``absorbingSubject(_:end:)``): a basic end's row goes, the subject's row comes
  /// (unless the subject is the end's own column, which the substitution removes), and what
  /// rounding left of the end's symbol goes with it.
  private func absorb(_ row: Row, end: Int, subject: Int) {
    let symbol = variables[end].symbol
    var row = row
    if rows[symbol] != nil { _ = uninstall(symbol) }
    row.solve(for: subject)
    substitute(subject, row)
    if subject != symbol { install(row, as: subject) }
    if columnLive[symbol] != 0 {
      for basic in column(symbol) { _ = dropCell(basic, symbol) }
    }
    columns[symbol] = []
    columnLive[symbol] = 0
    clearObjective(symbol)
  }

  /// The entries of the tableau constraints that hold the undefined variable `end` as a plain
  /// variable (their original rows hold its symbol; one may be listed twice).
  private func tableauHolders(of end: Int) -> [Dependent] {
    var holders: [Dependent] = []
    for entry in variables[end].dependents where isLive(entry) && holdsPlain(entry.record, end) {
      holders.append(entry)
    }
    return holders
  }

  /// Paths from `start` through the variables of the constraints defining it and the next ones:
  /// the first found to an undefined variable outside the tableau (`start` alone when it is one),
  /// or else the first to an undefined variable the tableau holds. Another variable of the
  /// constraint never ends a path: defined by it, the start would close a cycle through the
  /// turned definitions.
  private func rerootPaths(
    from start: Int, avoiding terms: [(index: Int, coefficient: Double)], within limit: Int = Int.max
  ) -> (outside: [Int]?, held: [Int]?) {
    rerootStamp += 1
    let stamp = rerootStamp
    rerootMarks[start] = stamp
    rerootLinks[start] = -1
    var stack: [Int] = []
    swap(&stack, &rerootStack)
    stack.removeAll(keepingCapacity: true)
    stack.append(start)
    var (outsideEnd, heldEnd, visited) = (-1, -1, 0)
    // The tables read and written in place (a copy of a variable's state would retain its lists).
    variables.withUnsafeBufferPointer { table in
      rerootMarks.withUnsafeMutableBufferPointer { marks in
        rerootLinks.withUnsafeMutableBufferPointer { links in
          while let node = stack.popLast() {
            visited += 1
            guard visited <= limit else { return }
            guard let definition = table[node].definition else {
              guard node == start || !terms.contains(where: { $0.index == node }) else { continue }
              if isOutsideTableau(node) {
                outsideEnd = node
                return
              }
              if heldEnd < 0 { heldEnd = node }
              continue
            }
            for term in definition.constraintTerms where term.index != node && marks[term.index] != stamp {
              marks[term.index] = stamp
              links[term.index] = node
              // An end outside the tableau ends the search when seen: a longer path could pass a hub.
              if table[term.index].definition == nil, isOutsideTableau(term.index),
                !terms.contains(where: { $0.index == term.index })
              {
                outsideEnd = term.index
                return
              }
              stack.append(term.index)
            }
          }
        }
      }
    }
    definitionWork += visited
    swap(&stack, &rerootStack)
    func path(to end: Int) -> [Int] {
      var path = [end]
      while rerootLinks[path[path.count - 1]] >= 0 { path.append(rerootLinks[path[path.count - 1]]) }
      path.reverse()
      return path
    }
    if outsideEnd >= 0 { return (path(to: outsideEnd), nil) }
    return (nil, heldEnd < 0 ? nil : path(to: heldEnd))
  }

  /// How many variables ``isAcyclic(turning:terms:)`` may visit per variable of the path before it
  /// gives up (the constraint then takes the tableau path).
  static let cycleCheckBudget = 8

  /// Whether turning `path` round for a constraint with `terms` leaves the definitions without a
  /// cycle (needed where the constraint graph is not a forest). The turned definitions and the
  /// new one point from path variables to the path's other variables and to their constraints'
  /// other variables; a cycle closes exactly when one of those other variables reaches a path
  /// variable through the definitions as they are. A depth-first walk from them looks for one,
  /// within a budget proportional to the path (false when it runs out). Every definition is
  /// placed after those it mentions, so the walk only descends in sequence: it stops at any
  /// definition placed before all that could lead to the path (see ``descentFloor(_:)``), and a
  /// walk down a long piece that cannot reach the path ends where it passes below it.
  func isAcyclic(turning path: [Int], terms: [(index: Int, coefficient: Double)]) -> Bool {
    let floor = descentFloor(path)
    rerootStamp += 1
    let stamp = rerootStamp
    var stack: [Int] = []
    swap(&stack, &rerootStack)
    stack.removeAll(keepingCapacity: true)
    defer { swap(&stack, &rerootStack) }
    // The tables read and written in place (a copy of a variable's state would retain its lists).
    return variables.withUnsafeBufferPointer { table in
      rerootMarks.withUnsafeMutableBufferPointer { marks in
        rerootLinks.withUnsafeMutableBufferPointer { links in
          let walk = Walk(table: table, marks: marks, links: links)
          return isAcyclic(path, terms, floor: floor, stamp: stamp, &stack, walk)
        }
      }
    }
  }

  /// The tables a walk reads and writes in place.
  private struct Walk {
    let table: UnsafeBufferPointer<VariableState>
    let marks: UnsafeMutableBufferPointer<Int>
    let links: UnsafeMutableBufferPointer<Int>
  }

  /// ``isAcyclic(turning:terms:)``'s walk, on the tables in place.
  private func isAcyclic(
    _ path: [Int], _ terms: [(index: Int, coefficient: Double)], floor: Int, stamp: Int,
    _ stack: inout [Int], _ walk: Walk
  ) -> Bool {
    let (table, marks, links) = (walk.table, walk.marks, walk.links)
    for node in path {
      marks[node] = stamp
      links[node] = -2
    }
    func push(_ index: Int) -> Bool {
      guard marks[index] == stamp else {
        marks[index] = stamp
        links[index] = -1
        stack.append(index)
        return true
      }
      return links[index] != -2
    }
    for term in terms where term.index != path[0] {
      guard push(term.index) else { return false }
    }
    for (step, node) in path.dropLast().enumerated() {
      for term in table[node].definition!.constraintTerms
      where term.index != node && term.index != path[step + 1] {
        guard push(term.index) else { return false }
      }
    }
    var budget = Solver.cycleCheckBudget * path.count + 64
    while let node = stack.popLast() {
      definitionWork += 1
      budget -= 1
      guard budget > 0 else { return false }
      guard let definition = table[node].definition, definition.sequence >= floor else { continue }
      for term in definition.terms {
        guard push(term.index) else { return false }
      }
      // A definition is placed after the one-term definitions it substituted too (remade in
      // sequence order, it takes theirs as they are then): a substitution whose terms cancelled
      // (`l' = l + w/2 - w'/2` with `w' == w`) still orders it, and a cycle through one leaves
      // no order that evaluates each definition after what it mentions.
      let substituted = records.withUnsafeBufferPointer { buffer -> [Int] in
        guard case .definition(_, let list)? = buffer[definition.constraint]?.placement else { return [] }
        return list
      }
      for index in substituted {
        guard push(index) else { return false }
      }
    }
    return true
  }

  /// How many definitions that once mentioned a path's end ``descentFloor(_:)`` reads before it
  /// gives up bounding the walk.
  static let endMentionLimit = 64

  /// The lowest sequence of a definition through which a walk down the definitions can still reach
  /// a variable of `path`: a defined path variable is reached through a definition that mentions
  /// it (placed after it), the undefined end only through a definition that mentions it. So the
  /// lowest sequence among the path's definitions and the live definitions mentioning the end
  /// (`Int.min`, no bound, when the end was mentioned by more than ``endMentionLimit``).
  private func descentFloor(_ path: [Int]) -> Int {
    var floor = Int.max
    for node in path.dropLast() { floor = min(floor, variables[node].definition!.sequence) }
    let end = path[path.count - 1]
    guard variables[end].definitionReferences > 0 else { return floor }
    let users = variables[end].referencedBy
    guard users.count <= Solver.endMentionLimit else { return Int.min }
    for user in users {
      guard let definition = variables[user].definition, definition.sequence < floor,
        definition.terms.contains(where: { $0.index == end })
      else { continue }
      floor = definition.sequence
    }
    return floor
  }

  /// Turns the definitions on `path` round and defines its first variable by the new constraint.
  func turn(
    _ path: [Int], toDefine defined: (index: Int, coefficient: Double), by constraint: Constraint,
    terms: [(index: Int, coefficient: Double)], constant: Double, key: Int
  ) {
    turn(path, defining: (defined, constraint, terms, constant, key))
  }

  /// Leaves the defined variable `index` undefined by turning round the definitions on a path
  /// from it to a variable no tableau row holds (each path constraint then defines the next
  /// variable on the path), so a required bound on it is one cell of the tableau instead of its
  /// whole expansion (a shuffled chain's length defined by a link before its floor came). The
  /// search visits at most `limit` variables. Only in a group whose constraints form a forest,
  /// where no turn can close a cycle (in others the cycle checks and the turns they allow cost a
  /// shuffled equal-size chain more than the long rows they save). False (nothing changed) when
  /// the search finds no such path.
  func free(_ index: Int, within limit: Int) -> Bool {
    growGroups()
    let terms = [(index: index, coefficient: 1.0)]
    guard variables[index].definition != nil,
      groupIsForest[group(of: index)],
      let path = rerootPaths(from: index, avoiding: terms, within: limit).outside, path.count > 1
    else { return false }
    turn(path, defining: nil)
    markPending(index)
    return true
  }

  /// Turns the definitions on `path` round; `first`, when given, then defines the path's first
  /// variable (else it is left undefined). The buffers of the last turn are reused (taken here,
  /// handed back after).
  private func turn(
    _ path: [Int],
    defining first: (
      defined: (index: Int, coefficient: Double), constraint: Constraint,
      terms: [(index: Int, coefficient: Double)], constant: Double, key: Int
    )?
  ) {
    var turned: [Definition] = []
    var waiting = DefinitionHeap()
    var remade: [Int] = []
    swap(&turned, &turnedBuffer)
    swap(&waiting, &turnHeap)
    swap(&remade, &remadeBuffer)
    for node in path.dropLast() { turned.append(variables[node].definition!) }
    // Room for a queued mark per record (see the inner turn).
    while queuedTurn.count < records.count {
      queuedTurn.append(0)
      queuedStamp.append(0)
    }
    turn(path, defining: first, turned: turned, &waiting, &remade)
    turned.removeAll(keepingCapacity: true)
    remade.removeAll(keepingCapacity: true)
    swap(&turned, &turnedBuffer)
    swap(&waiting, &turnHeap)
    swap(&remade, &remadeBuffer)
  }

  /// ``turn(_:toDefine:by:terms:constant:key:)`` with the path's definitions (`turned`), an
  /// empty heap for the definitions to make again and an empty list for those made again.
  private func turn(
    _ path: [Int],
    defining first: (
      defined: (index: Int, coefficient: Double), constraint: Constraint,
      terms: [(index: Int, coefficient: Double)], constant: Double, key: Int
    )?,
    turned: [Definition], _ waiting: inout DefinitionHeap, _ remade: inout [Int]
  ) {
    // The definitions and tableau constraints built on the path's definitions, as they are now.
    // A record is queued again when it was made again since (its stamp changed): a definition
    // remade here may have taken in one that is remade after it.
    rerootStamp += 1
    let turn = rerootStamp
    func isQueued(_ record: Int, _ stamp: Int) -> Bool {
      queuedTurn[record] == turn && queuedStamp[record] == stamp
    }
    func queue(_ record: Int, _ stamp: Int) {
      queuedTurn[record] = turn
      queuedStamp[record] = stamp
    }
    for old in turned { queue(old.constraint, records[old.constraint]!.stamp) }
    var tableau: [Int] = []
    func collect(_ variable: Int) {
      for entry in variables[variable].dependents where !isQueued(entry.record, entry.stamp) {
        guard let (dependent, sequence) = liveRecord(entry) else { continue }
        queue(entry.record, entry.stamp)
        if dependent >= 0 {
          waiting.push(-sequence, dependent)
        } else {
          tableau.append(entry.record)
        }
      }
    }
    for node in path.dropLast() {
      collect(node)
      let old = variables[node].definition!
      for term in old.terms { variables[term.index].definitionReferences -= 1 }
      variables[node].definition = nil
      removedDefinitions += 1
    }
    let free = first.map { defineFirst($0, turning: !turned.isEmpty) } ?? false
    for (step, old) in turned.enumerated() { redefine(old, as: path[step + 1]) }
    definitionOrder.append(path[path.count - 1])
    remade.append(contentsOf: path)
    while let dependent = waiting.pop() {
      // One that came out as it was changes nothing built on it (nor its place: it mentions what
      // it mentioned, and the walk from the remade ones reaches it where those moved).
      guard redefine(dependent) else { continue }
      remade.append(dependent)
      collect(dependent)
    }
    definitionWork += path.count + remade.count
    if !free && !placeBetween(remade) { resequence(remade) }
    if let first { joinGroups(first.terms) }
    // The tableau already holds their expansions through the new definitions: the end's symbol,
    // the only one whose expansion changed, was replaced by its definition (or held by none). So
    // only their bookkeeping is behind, made again once before it is read (a constraint that
    // many turns reach is refreshed once, not once per turn).
    for dependent in tableau { markStale(dependent) }
  }

  /// Defines the path's first variable by the new constraint: before all other definitions when
  /// it mentions no defined variable and no definition was turned (nothing to reorder; true), else
  /// above all others.
  private func defineFirst(
    _ first: (
      defined: (index: Int, coefficient: Double), constraint: Constraint,
      terms: [(index: Int, coefficient: Double)], constant: Double, key: Int
    ),
    turning: Bool
  ) -> Bool {
    let free = !turning && first.terms.allSatisfy { variables[$0.index].definition == nil }
    if free { lowSequence -= 1 }
    let sequence = free ? lowSequence : nextSequence
    let substituted = define(
      first.defined, terms: first.terms, constant: first.constant, key: first.key, sequence: sequence)
    records[first.key] = Record(
      constraint: first.constraint, constant: first.constant,
      placement: .definition(variable: first.defined.index, substituted: substituted), sequence: sequence,
      stamp: nextSequence)
    return free
  }

  /// Makes the constraint of the definition `old` (taken off its variable) define `index` (one of
  /// its variables, undefined) with a new stamp and sequence.
  private func redefine(_ old: Definition, as index: Int) {
    nextSequence += 1
    let key = old.constraint
    let raw = old.constraintTerms
    let next = raw.first { $0.index == index }!
    // The record's list of substituted variables is refilled in place (see ``takeSubstituted(_:)``).
    var substituted = takeSubstituted(key)
    define(
      next, terms: raw, constant: definitionConstant(key)!, key: key, sequence: nextSequence,
      stamp: nextSequence, reusing: old, substituted: &substituted)
    records[key]!.stamp = nextSequence
    records[key]!.placement = .definition(variable: index, substituted: substituted)
  }
}
