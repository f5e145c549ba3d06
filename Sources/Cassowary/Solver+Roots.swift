// Roots: a required equality that could define a fresh variable defines instead a variable that
// other definitions already mention but nothing defines and no tableau row holds (the root of a
// piece of definitions), so the fresh variable stays free for the constraints still to come.

extension Solver {
  /// Makes the required equality `terms == -constant` (record `key`, a fresh variable among its
  /// terms) define a root among its variables: undefined, outside the tableau, mentioned by
  /// definitions. Constraints that arrive in another order than their pieces were built in then
  /// join the pieces where they would have joined in order (`top_i == bottom_(i-1)` defines
  /// `top_i`, the root of the piece below, not the fresh `height_(i-1)`, whose own inequality and
  /// preference would otherwise expand the definitions of both pieces into their rows). Of
  /// several roots, the one in the smallest group: the definitions built on it are placed again
  /// after the new one, so each variable is placed again only when its group at least doubles.
  /// False (nothing changed) when no root can be defined without closing a cycle.
  func defineRoot(
    _ constraint: Constraint, terms: [(index: Int, coefficient: Double)], constant: Double, key: Int
  ) -> Bool {
    growGroups()
    // Solving for a small cell would multiply the rest (and its rounding) by its inverse.
    let largest = terms.reduce(0.0) { max($0, abs($1.coefficient)) }
    var root = -1
    for (position, term) in terms.enumerated() where abs(term.coefficient) >= 1e-3 * largest {
      // Variables after the first fresh one are left to it (an equal-size chain's
      // `height_i == height_(i-1)` defines the fresh `height_i` as in order).
      guard variables[term.index].definitionReferences > 0 else {
        if isOutsideTableau(term.index) { break }
        continue
      }
      guard isOutsideTableau(term.index) else { continue }
      if root < 0 || groupSize(of: term.index) < groupSize(of: terms[root].index) { root = position }
    }
    guard root >= 0 else { return false }
    guard isForestJoin(terms) || isAcyclic(turning: [terms[root].index], terms: terms) else { return false }
    let defined = terms[root]
    turn([defined.index], toDefine: defined, by: constraint, terms: terms, constant: constant, key: key)
    return true
  }

  /// The number of variables in the group of `index`.
  private func groupSize(of index: Int) -> Int { groupSize[group(of: index)] }

  /// Whether the terms' variables lie in distinct groups that are all forests (then no new
  /// definition among them can close a cycle).
  private func isForestJoin(_ terms: [(index: Int, coefficient: Double)]) -> Bool {
    var roots: [Int] = []
    for term in terms {
      let root = group(of: term.index)
      if !groupIsForest[root] || roots.contains(root) { return false }
      roots.append(root)
    }
    return true
  }

  /// Whether no tableau row, objective cell or tableau constraint holds the undefined variable.
  func isOutsideTableau(_ index: Int) -> Bool {
    // Field by field: a copy of the whole state would retain and release each of its arrays.
    guard variables[index].definition == nil, variables[index].tableauUses == 0 else { return false }
    let symbol = variables[index].symbol
    return symbol == 0 || (rows[symbol] == nil && columnLive[symbol] == 0 && objective[symbol] == 0)
  }
}
