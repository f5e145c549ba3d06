/// The active constraints by the views that own their items.
extension AutoLayoutEngine {
  /// The active constraints with an item owned by one of `views` (each once, in activation
  /// order). Costs the constraints of those views, plus one pass over all active constraints the
  /// first time after the list changed: a view leaving its superview (a table's cell recycled as
  /// it scrolls away) does not read every constraint of the window.
  func constraints(ownedBy views: [View]) -> [LayoutConstraint] {
    let index = ownerIndex ?? makeOwnerIndex()
    var positions: [Int] = []
    for view in views { positions += index[ObjectIdentifier(view)] ?? [] }
    guard !positions.isEmpty else { return [] }
    positions.sort()
    var found: [LayoutConstraint] = []
    for (offset, position) in positions.enumerated() where offset == 0 || positions[offset - 1] != position {
      found.append(constraints[position])
    }
    return found
  }

  /// Indexes the active constraints by the views owning their items (each position once per view).
  private func makeOwnerIndex() -> [ObjectIdentifier: [Int]] {
    var index: [ObjectIdentifier: [Int]] = [:]
    for (position, constraint) in constraints.enumerated() {
      if let owner = constraint.firstItem.owner {
        index[ObjectIdentifier(owner), default: []].append(position)
      }
      if let owner = constraint.secondItem?.owner, owner !== constraint.firstItem.owner {
        index[ObjectIdentifier(owner), default: []].append(position)
      }
    }
    ownerIndex = index
    return index
  }
}
