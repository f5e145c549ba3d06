// Reading the solution back: only the variables whose value can have changed since the last
// read-back are evaluated again, so a change that moves k variables costs O(k log k), not O(N).

extension Solver {
  /// Copies the solution into the variables' values and returns the variables whose value changed
  /// since the last call (and variables added since then), in a deterministic order.
  ///
  /// Tableau variables are read from the rows the solver touched since the last call (their
  /// constants are the values); defined variables are evaluated again, in creation order, when a
  /// variable their definition mentions changed or the definition itself changed.
  @discardableResult
  public func updateVariables() -> [Variable] {
    readbackStamp += 1
    if readbackSlots.count < variables.count {
      readbackSlots.append(contentsOf: repeatElement(0, count: variables.count - readbackSlots.count))
    }
    var slots = readbackSlots
    readbackSlots = []
    var changed: [Variable] = []
    // The tables are walked through buffer pointers: no copy of a variable's state, no
    // per-access exclusivity check (a change moving 5,000 views touches them 30,000 times); the
    // changed variables' indices are written in place, not appended one by one to a list.
    let sweepLimit = sweepLimit
    slots.withUnsafeMutableBufferPointer { slots in
      var walk = Readback(heap: readbackHeap, slots: slots, stamp: readbackStamp)
      readbackHeap = DefinitionHeap()
      walkChanged(&walk, sweepLimit: sweepLimit)
      readbackHeap = walk.heap
      lastEvaluationCount = walk.evaluated
      changed = variables.withUnsafeBufferPointer { table in
        Array(unsafeUninitializedCapacity: walk.count) { buffer, count in
          // The solver's own deviations are not the client's (looked for once it has made one).
          var kept = 0
          for position in 0..<walk.count where !madeDeviations || !table[slots[position]].variable.isDeviation
          {
            (buffer.baseAddress! + kept).initialize(to: table[slots[position]].variable)
            kept += 1
          }
          count = kept
        }
      }
    }
    readbackSlots = slots
    touchedSymbols.removeAll(keepingCapacity: true)
    pendingVariables.removeAll(keepingCapacity: true)
    return changed
  }

  /// The read-back's walk over the tables (see ``updateVariables()``).
  private func walkChanged(_ walk: inout Readback, sweepLimit: Int) {
    rows.withUnsafeBufferPointer { rows in
      variables.withUnsafeMutableBufferPointer { table in
        for symbol in touchedSymbols {
          isTouched[symbol] = false
          if symbolVariables[symbol] >= 0 { walk.visit(symbolVariables[symbol], table, rows) }
        }
        for index in pendingVariables {
          table[index].isPending = false
          walk.visit(index, table, rows)
        }
        // A definition stays marked for the whole read-back: evaluated once, after everything it
        // mentions (a stale `referencedBy` entry, left by a re-rooting, cannot queue it again).
        while let index = walk.heap.pop() {
          guard table[index].definition != nil else {
            walk.visit(index, table, rows)
            continue
          }
          #if DEBUG
            // Counted for tests only: an increment here costs the release build's read-back 2 %.
            walk.evaluated += 1
          #endif
          walk.settle(index, Readback.evaluate(index, table), table)
          if walk.pushes > sweepLimit, let next = walk.heap.topSequence {
            walk.sweeping = true
            walk.heap.removeAll()
            sweep(from: -next, &walk, table)
          }
        }
      }
    }
  }

  /// How many definitions a read-back queues through its heap before it sweeps the rest in
  /// sequence order instead (``sweep(from:_:_:)``): an eighth of the definitions, a quarter while
  /// the order has to be sorted again, at least 64.
  private var sweepLimit: Int {
    max(64, definitionOrder.count / (sequenceOrderValid ? 8 : 4))
  }

  /// Evaluates the queued definitions from sequence `first` on in sequence order, each queuing
  /// (marking) those that mention it, where a change reaching many definitions (a container's
  /// width that every view hangs from) would push and pop each through the heap: one pass over
  /// the order, sorted again first when a definition changed place since the last sweep.
  private func sweep(from first: Int, _ walk: inout Readback, _ table: Readback.Table) {
    if !sequenceOrderValid {
      sequenceOrder.removeAll(keepingCapacity: true)
      for index in definitionOrder where index >= 0 && table[index].definition != nil {
        sequenceOrder.append(index)
      }
      sequenceOrder.sort { table[$0].definition!.sequence < table[$1].definition!.sequence }
      // A variable listed twice (defined again) sits next to itself.
      var kept = 0
      for index in sequenceOrder where kept == 0 || sequenceOrder[kept - 1] != index {
        sequenceOrder[kept] = index
        kept += 1
      }
      sequenceOrder.removeLast(sequenceOrder.count - kept)
      sequenceOrderValid = true
    }
    var low = 0
    var high = sequenceOrder.count
    while low < high {
      let middle = (low + high) / 2
      if table[sequenceOrder[middle]].definition!.sequence < first { low = middle + 1 } else { high = middle }
    }
    for position in low..<sequenceOrder.count {
      let index = sequenceOrder[position]
      guard table[index].queuedMark == walk.stamp else { continue }
      #if DEBUG
        walk.evaluated += 1
      #endif
      walk.settle(index, Readback.evaluate(index, table), table)
    }
  }

  /// Every variable's value evaluated from scratch (tableau rows, then definitions in sequence
  /// order), for checking the incremental read-back.
  func referenceValues() -> [Variable: Double] {
    var values = [Double](repeating: 0, count: variables.count)
    for index in variables.indices where variables[index].definition == nil {
      let symbol = variables[index].symbol
      values[index] = symbol == 0 ? 0 : rows[symbol]?.constant ?? 0
    }
    let order = definitionOrder.filter { $0 >= 0 && variables[$0].definition != nil }.sorted {
      variables[$0].definition!.sequence < variables[$1].definition!.sequence
    }
    for index in order {
      let definition = variables[index].definition!
      var value = definition.constant
      for term in definition.terms { value += term.coefficient * values[term.index] }
      values[index] = value
    }
    var result: [Variable: Double] = [:]
    for index in variables.indices where !variables[index].variable.isDeviation {
      result[variables[index].variable] = values[index]
    }
    return result
  }

  /// Drops removed definitions from the creation order (and the entries of variables a re-rooting
  /// left undefined, or listed twice as it defined them again) and rebuilds who references whom.
  func compactDefinitions() {
    growGroups()
    rerootStamp += 1
    let stamp = rerootStamp
    definitionOrder.removeAll { index in
      guard index >= 0, variables[index].definition != nil, rerootMarks[index] != stamp else { return true }
      rerootMarks[index] = stamp
      return false
    }
    removedDefinitions = 0
    for index in variables.indices { variables[index].referencedBy.removeAll() }
    for index in definitionOrder {
      for term in variables[index].definition!.terms { variables[term.index].referencedBy.append(index) }
    }
  }
}

/// One read-back's walk: the variables found changed, and the definitions waiting to be
/// evaluated (latest-created last, so a definition is evaluated after everything it mentions).
struct Readback {
  var heap: DefinitionHeap
  /// The indices of the variables found changed (the first `count`), with room for every variable.
  let slots: UnsafeMutableBufferPointer<Int>
  var count = 0
  /// This read-back's mark (see ``Solver/VariableState/queuedMark``).
  let stamp: Int
  /// How many definitions it evaluated (counted in debug builds only, for tests).
  var evaluated = 0
  /// How many definitions it queued in the heap, and whether it sweeps the order instead (it
  /// then only marks the definitions it queues).
  var pushes = 0
  var sweeping = false

  typealias Table = UnsafeMutableBufferPointer<Solver.VariableState>

  /// Records `value` for the variable `index` if it changed (or was never reported), and queues
  /// the definitions that mention it.
  @inline(__always)
  mutating func settle(_ index: Int, _ value: Double, _ table: Table) {
    guard value != table[index].value || !table[index].isReported else { return }
    table[index].value = value
    table[index].isReported = true
    table[index].variable.storedValue = value
    // A variable settles with a new value once per read-back (each definition is evaluated once,
    // each tableau variable read from one row), so the slots never run out; the check keeps
    // memory safe regardless.
    if count < slots.count {
      slots[count] = index
      count += 1
    }
    var next = 0
    let count = table[index].referencedBy.count
    while next < count {
      let dependent = table[index].referencedBy[next]
      next += 1
      guard table[dependent].queuedMark != stamp, let sequence = table[dependent].definition?.sequence else {
        continue
      }
      table[dependent].queuedMark = stamp
      if !sweeping {
        pushes += 1
        heap.push(-sequence, dependent)
      }
    }
  }

  /// Queues a defined variable, or reads a tableau variable from its row.
  @inline(__always)
  mutating func visit(_ index: Int, _ table: Table, _ rows: UnsafeBufferPointer<Row?>) {
    if let sequence = table[index].definition?.sequence {
      guard table[index].queuedMark != stamp else { return }
      table[index].queuedMark = stamp
      pushes += 1
      heap.push(-sequence, index)
    } else {
      let symbol = table[index].symbol
      settle(index, symbol == 0 ? 0 : rows[symbol]?.constant ?? 0, table)
    }
  }

  /// The value of the defined variable `index` from the values in `table`.
  @inline(__always)
  static func evaluate(_ index: Int, _ table: Table) -> Double {
    let definition = table[index].definition!
    var value = definition.constant
    for term in definition.terms { value += term.coefficient * table[term.index].value }
    return value
  }
}
