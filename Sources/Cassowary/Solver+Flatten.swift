// Flattening: a one-term definition over another one-term definition is written over what that
// one mentions when an expansion first walks it, so a chain of one-term definitions is walked
// once, not once per constraint that reaches it.

extension Solver {
  /// Whether the definition `definition` is one term over a variable whose own definition has at
  /// most one term: what ``define(_:terms:constant:key:sequence:stamp:reusing:)`` would have
  /// substituted had the inner one been there first.
  @inline(__always)
  func isFlattenable(_ definition: Definition) -> Bool {
    guard definition.terms.count == 1, let inner = variables[definition.terms[0].index].definition else {
      return false
    }
    return inner.terms.count <= 1
  }

  /// The fewest links a chain is flattened at. A shorter one costs little to walk, and walking it
  /// keeps the order in which an expansion meets new variables (the order their symbols are made
  /// in, on which the simplex's ties are broken): flattening every chain of two links changed a
  /// tie in one of SolverExactSubjectTests' sixteen shuffled layouts and left it 2e-5 off instead
  /// of 2e-7; from four links, one of the sixteen changes in its rounding only, from eight none.
  static let flattenLength = 4

  /// Writes each one-term definition on the chain under `index` (each one term over the next,
  /// the last over a variable whose definition has at most one term) over what the next one
  /// mentions, deepest first, so the whole chain stands one term over its end. A chain built in
  /// creation order is already flat (each new definition substitutes the one below it); one whose
  /// links arrived last first (each link defining the root of the chain built so far, see
  /// `defineRoot`) grows a term per link, and every constraint that reached its top walked it
  /// all. Chains shorter than ``flattenLength`` links are left to the walk. Each flattened
  /// definition becomes a dependent of the one it substituted, exactly as if it had substituted it
  /// when made; tableau constraints that expanded it are refreshed before their bookkeeping is
  /// read again. A definition that another definition substituted is left as it is (that one was
  /// written from it and would have to be made again).
  func flatten(_ index: Int) {
    var chain: [Int] = []
    swap(&chain, &flattenChain)
    defer {
      chain.removeAll(keepingCapacity: true)
      swap(&chain, &flattenChain)
    }
    var node = index
    while let definition = variables[node].definition, isFlattenable(definition) {
      chain.append(node)
      node = definition.terms[0].index
    }
    guard chain.count >= Solver.flattenLength else { return }
    for node in chain.reversed() { flattenLink(node) }
    definitionWork += chain.count
  }

  /// Writes the one-term definition of `index` over the definition of the variable it mentions
  /// (at most one term), unless a live definition substituted it.
  private func flattenLink(_ index: Int) {
    let definition = variables[index].definition!
    let key = definition.constraint
    // A definition whose constraint is on its way out (a removal refreshes the tableau's
    // bookkeeping before it takes the definition off) stays as it is.
    guard definitionConstant(key) != nil else { return }
    for entry in variables[index].dependents {
      guard let (defined, _) = liveRecord(entry) else { continue }
      if defined >= 0 { return }
    }
    for entry in variables[index].dependents where isLive(entry) { markStale(entry.record) }
    let (inner, factor) = definition.terms[0]
    let below = variables[inner].definition!
    variables[inner].definitionReferences -= 1
    // The entry `inner` keeps in `referencedBy` is stale from here; it counts toward compacting.
    removedDefinitions += 1
    // Read out of `below` before `definition` is written: a write to one object's field while the
    // same field of another is read (they might be one) costs every access to that field in the
    // module a run-time exclusivity check.
    let (shift, terms) = (factor * below.constant, below.terms)
    definition.constant += shift
    definition.terms.removeAll(keepingCapacity: true)
    for term in terms where abs(factor * term.coefficient) > 1e-12 {
      definition.terms.append((term.index, factor * term.coefficient))
      variables[term.index].definitionReferences += 1
      variables[term.index].referencedBy.append(index)
    }
    let stamp = records.withUnsafeBufferPointer { $0[key]!.stamp }
    // The coefficient the substituted variable would have had in the constraint (see `define`).
    addDependent(inner, record: key, stamp: stamp, -factor * definition.scale)
    var placement = takePlacement(key)
    guard case .definition(let defined, var substituted) = placement else { preconditionFailure() }
    // The placement lets go of its list first, so the list grows in place, not copied.
    placement = Solver.placeholder
    substituted.append(inner)
    records[key]!.placement = .definition(variable: defined, substituted: substituted)
  }
}
