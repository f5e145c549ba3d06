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
    func settle(_ index: Int, _ value: Double) {
      guard value != variables[index].value || !variables[index].isReported else { return }
      variables[index].value = value
      variables[index].isReported = true
      let variable = variables[index].variable
      variable.value = value
      changed.append(variable)
      for dependent in variables[index].referencedBy
      where !variables[dependent].isQueued && variables[dependent].definition != nil {
        variables[dependent].isQueued = true
        heap.push(-variables[dependent].definition!.sequence, dependent)
      }
    }
    func visit(_ index: Int) {
      if let definition = variables[index].definition {
        guard !variables[index].isQueued else { return }
        variables[index].isQueued = true
        heap.push(-definition.sequence, index)
      } else {
        let symbol = variables[index].symbol
        settle(index, symbol == 0 ? 0 : rows[symbol]?.constant ?? 0)
      }
    }
    for symbol in touchedSymbols {
      isTouched[symbol] = false
      if symbolVariables[symbol] >= 0 { visit(symbolVariables[symbol]) }
    }
    touchedSymbols.removeAll(keepingCapacity: true)
    for index in pendingVariables {
      variables[index].isPending = false
      visit(index)
    }
    pendingVariables.removeAll(keepingCapacity: true)
    while let index = heap.pop() {
      variables[index].isQueued = false
      guard let definition = variables[index].definition else {
        visit(index)
        continue
      }
      var value = definition.constant
      for term in definition.terms { value += term.coefficient * variables[term.index].value }
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
