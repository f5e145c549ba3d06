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
    var changed: [Variable] = []
    var heap = DefinitionHeap()
    // The table is moved out of the solver for the walk (no copy, no per-access exclusivity
    // check on a class property): a change moving 5,000 views touches it 30,000 times.
    var table = variables
    variables = []
    defer { variables = table }
    let rows = self.rows
    func settle(_ index: Int, _ value: Double) {
      guard value != table[index].value || !table[index].isReported else { return }
      table[index].value = value
      table[index].isReported = true
      let variable = table[index].variable
      variable.value = value
      changed.append(variable)
      for dependent in table[index].referencedBy
      where !table[dependent].isQueued && table[dependent].definition != nil {
        table[dependent].isQueued = true
        heap.push(-table[dependent].definition!.sequence, dependent)
      }
    }
    func visit(_ index: Int) {
      if let definition = table[index].definition {
        guard !table[index].isQueued else { return }
        table[index].isQueued = true
        heap.push(-definition.sequence, index)
      } else {
        let symbol = table[index].symbol
        settle(index, symbol == 0 ? 0 : rows[symbol]?.constant ?? 0)
      }
    }
    for symbol in touchedSymbols {
      isTouched[symbol] = false
      if symbolVariables[symbol] >= 0 { visit(symbolVariables[symbol]) }
    }
    touchedSymbols.removeAll(keepingCapacity: true)
    for index in pendingVariables {
      table[index].isPending = false
      visit(index)
    }
    pendingVariables.removeAll(keepingCapacity: true)
    while let index = heap.pop() {
      table[index].isQueued = false
      guard let definition = table[index].definition else {
        visit(index)
        continue
      }
      var value = definition.constant
      for term in definition.terms { value += term.coefficient * table[term.index].value }
      settle(index, value)
    }
    return changed
  }

  /// Every variable's value evaluated from scratch (tableau rows, then definitions in creation
  /// order), for checking the incremental read-back.
  func referenceValues() -> [Variable: Double] {
    var values = [Double](repeating: 0, count: variables.count)
    for index in variables.indices where variables[index].definition == nil {
      let symbol = variables[index].symbol
      values[index] = symbol == 0 ? 0 : rows[symbol]?.constant ?? 0
    }
    for index in definitionOrder where index >= 0 {
      let definition = variables[index].definition!
      var value = definition.constant
      for term in definition.terms { value += term.coefficient * values[term.index] }
      values[index] = value
    }
    var result: [Variable: Double] = [:]
    for index in variables.indices { result[variables[index].variable] = values[index] }
    return result
  }

  /// Drops removed definitions from the creation order and rebuilds who references whom.
  func compactDefinitions() {
    definitionOrder.removeAll { $0 < 0 }
    removedDefinitions = 0
    for index in variables.indices { variables[index].referencedBy.removeAll() }
    for index in definitionOrder {
      for term in variables[index].definition!.terms { variables[term.index].referencedBy.append(index) }
    }
  }
}
