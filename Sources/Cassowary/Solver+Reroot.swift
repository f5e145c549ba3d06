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
    // Paths to variables the tableau holds, tried when no candidate reaches one outside it; and
    // held ends that spare a hub, tried first where they absorb exactly, before a path outside
    // that turns a hub (the first such path, taken when none of them absorbs).
    var held: [HeldPath] = []
    var throughHub: (candidate: Int, path: [Int])?
    for candidate in candidates {
      let found = rerootPathsSparingHubs(from: terms[candidate].index, avoiding: terms)
      if let path = found.spared { held.append((candidate, path, true)) }
      if let path = found.outside, throughHub == nil || found.spared == nil,
        forest || isAcyclic(turning: path, terms: terms)
      {
        guard found.spared != nil else {
          turn(path, toDefine: terms[candidate], by: constraint, terms: terms, constant: constant, key: key)
          return true
        }
        throughHub = (candidate, path)
      }
      if let path = found.held { held.append((candidate, path, false)) }
    }
    let new = (constraint: constraint, terms: terms, constant: constant, key: key)
    if !held.isEmpty, absorbFirst(&held, defining: new, forest: forest) { return true }
    guard let (candidate, path) = throughHub else { return false }
    turn(path, toDefine: terms[candidate], by: constraint, terms: terms, constant: constant, key: key)
    return true
  }

  /// Absorbs the new definition `new` (see ``reroot(_:terms:constant:key:)``) through the first
  /// of the `held` paths, those spared a hub first, then fewest dependents first, whose end the
  /// tableau can replace (exactly, for a path marked `exactOnly`; see
  /// ``absorbsExactly(_:end:)``), and turns that path.
  /// False (nothing changed but an exchange of unrestricted symbols) when none can.
  private func absorbFirst(
    _ held: inout [HeldPath],
    defining new: (
      constraint: Constraint, terms: [(index: Int, coefficient: Double)], constant: Double, key: Int
    ),
    forest: Bool
  ) -> Bool {
    let (constraint, terms, constant, key) = new
    if held.count > 1 { orderFewestDependentsFirst(&held) }
    // The constraint's row as the tableau would add it: the held end's symbol is solved for in it.
    let (plain, _, total) = expand(terms, constant: constant)
    var row = substitutedRow(plain, constant: total).0
    for (candidate, path, exactOnly) in held where forest || isAcyclic(turning: path, terms: terms) {
      let end = path[path.count - 1]
      guard !exactOnly || absorbsExactly(row, end: end) else { continue }
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

  /// Orders the held paths that spared a hub first, then by their end's dependents, fewest first
  /// (ties in their order): that end's tableau users' bookkeeping and original rows are
  /// rewritten, so a join absorbs the users of the smaller piece (as union by size bounds the
  /// turned definitions, where the pieces lie in one group and their sizes are not known). The
  /// counts are read in place, and two paths (a constraint of two variables, the usual case) are
  /// swapped or left without sorting.
  private func orderFewestDependentsFirst(_ held: inout [HeldPath]) {
    let counts = variables.withUnsafeBufferPointer { table in
      held.map { ($0.exactOnly ? 0 : 1, table[$0.path[$0.path.count - 1]].dependents.count) }
    }
    guard held.count > 2 else {
      if counts[1] < counts[0] { held.swapAt(0, 1) }
      return
    }
    let order = held.indices.sorted { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 < $1) }
    held = order.map { held[$0] }
  }

  /// Paths from `start` through the variables of the constraints defining it and the next ones:
  /// the first found to an undefined variable outside the tableau (`start` alone when it is one),
  /// or else the first to an undefined variable the tableau holds. Another variable of the
  /// constraint never ends a path: defined by it, the start would close a cycle through the
  /// turned definitions. `passingHubsLast`: definitions with more than ``hubDependents``
  /// dependents are walked only once no other is left, and a held end found before them is given
  /// with the path outside found after (see ``rerootPathsSparingHubs(from:avoiding:)``).
  private func rerootPaths(
    from start: Int, avoiding terms: [(index: Int, coefficient: Double)], within limit: Int = Int.max,
    passingHubsLast: Bool = false
  ) -> (outside: [Int]?, held: [Int]?) {
    let hubLimit = passingHubsLast ? Solver.hubDependents : Int.max
    rerootStamp += 1
    let stamp = rerootStamp
    rerootMarks[start] = stamp
    rerootLinks[start] = -1
    var stack: [Int] = []
    swap(&stack, &rerootStack)
    stack.removeAll(keepingCapacity: true)
    stack.append(start)
    var (outsideEnd, heldEnd, visited, throughHub) = (-1, -1, 0, false)
    var hubs: [Int] = []
    // The tables read and written in place (a copy of a variable's state would retain its lists).
    variables.withUnsafeBufferPointer { table in
      rerootMarks.withUnsafeMutableBufferPointer { marks in
        rerootLinks.withUnsafeMutableBufferPointer { links in
          while true {
            let node: Int
            if let next = stack.popLast() {
              node = next
            } else if let hub = hubs.popLast() {
              // Every variable reached from here on hangs from a hub.
              (node, throughHub) = (hub, true)
            } else {
              return
            }
            visited += 1
            guard visited <= limit else { return }
            guard let definition = table[node].definition else {
              guard node == start || !terms.contains(where: { $0.index == node }) else { continue }
              if isOutsideTableau(node) {
                outsideEnd = node
                return
              }
              // A soft definition's deviation stays undefined: its row `d == 0` holds it.
              if heldEnd < 0 && !table[node].variable.isDeviation { heldEnd = node }
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
              if table[term.index].definition != nil,
                table[term.index].dependents.count > hubLimit
              {
                hubs.append(term.index)
              } else {
                stack.append(term.index)
              }
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
    // Passing hubs last, a held end found before a hub is an alternative to a path through one.
    if outsideEnd >= 0 && !throughHub { return (path(to: outsideEnd), nil) }
    return (outsideEnd < 0 ? nil : path(to: outsideEnd), heldEnd < 0 ? nil : path(to: heldEnd))
  }

  /// A path to a held end for ``absorbFirst(_:defining:forest:)``: the candidate variable it
  /// starts from, the path, and whether it is taken only when it absorbs exactly.
  typealias HeldPath = (candidate: Int, path: [Int], exactOnly: Bool)

  /// The paths of ``rerootPaths(from:avoiding:within:passingHubsLast:)``, and, when the path it
  /// takes turns a hub (a definition with more than ``hubDependents`` dependents), a held end
  /// that a walk passing hubs last reaches before any hub: `spared`, taken first where the
  /// tableau absorbs it exactly. Turning a hub makes everything built on it again (a shuffled
  /// stack's `y == box.y` turned its box's height and remade a thousand definitions per add),
  /// where the held end beside it costs one absorbed row. The other walk's paths outside are not
  /// taken: the definitions they turn round more (shuffled layouts with centres: 1e-5 off at
  /// worst, against 9e-7).
  private func rerootPathsSparingHubs(
    from start: Int, avoiding terms: [(index: Int, coefficient: Double)]
  ) -> (outside: [Int]?, held: [Int]?, spared: [Int]?) {
    let plain = rerootPaths(from: start, avoiding: terms)
    guard let path = plain.outside ?? plain.held, turnsHub(path) else {
      return (plain.outside, plain.held, nil)
    }
    let spared = rerootPaths(from: start, avoiding: terms, passingHubsLast: true).held
    return (plain.outside, plain.held, spared.flatMap { turnsHub($0) ? nil : $0 })
  }

  /// Whether turning `path` turns a hub's definition (its end is undefined).
  private func turnsHub(_ path: [Int]) -> Bool {
    path.dropLast().contains { variables[$0].dependents.count > Solver.hubDependents }
  }

  /// Above this many dependents a definition is a hub, which a re-rooting turns only when no
  /// held end beside it absorbs exactly (see ``rerootPathsSparingHubs(from:avoiding:)``).
  static let hubDependents = 128

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

  /// After a definition's removal freed `removed`, makes `freed` the variable left free instead
  /// (kiwi's vertex where no restricted row holds the removed constraint's marker: the row it
  /// leaves through is the last created variable's, which ends at 0; see ``RemovalVertex``): the
  /// definitions on a path from `freed` down to `removed` are turned round, so each defines the
  /// next variable and `freed` is undefined. Nothing changes where `freed` is `removed` or not
  /// defined, the path is longer than a walk of 64 variables finds, a tableau row holds
  /// `removed`, or the turn could close a cycle.
  func leaveFree(_ freed: Int, definingInstead removed: Int) {
    guard freed != removed, freed >= 0, variables[freed].definition != nil, isOutsideTableau(removed) else {
      return
    }
    // A depth-first walk down the definitions' own terms, marked and linked in the re-rooting's
    // tables (see ``rerootPaths(from:avoiding:within:passingHubsLast:)``).
    growGroups()
    rerootStamp += 1
    let stamp = rerootStamp
    rerootMarks[freed] = stamp
    rerootLinks[freed] = -1
    var stack = [freed]
    var (visited, found) = (0, false)
    while !found, visited < 64, let node = stack.popLast() {
      visited += 1
      guard let definition = variables[node].definition else { continue }
      for term in definition.constraintTerms where term.index != node && rerootMarks[term.index] != stamp {
        rerootMarks[term.index] = stamp
        rerootLinks[term.index] = node
        if term.index == removed {
          found = true
          break
        }
        if variables[term.index].definition != nil { stack.append(term.index) }
      }
    }
    guard found else { return }
    var path = [removed]
    while rerootLinks[path[path.count - 1]] >= 0 { path.append(rerootLinks[path[path.count - 1]]) }
    path.reverse()
    guard isAcyclic(turning: path, terms: []) else { return }
    turn(path, defining: nil)
    markPending(freed)
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
      sequenceOrderValid = false
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
