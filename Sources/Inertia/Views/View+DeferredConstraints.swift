extension View {
  /// Keeps `constraint`, activated while this view is outside a window, until it enters one.
  /// Bounded: past 100 000 waiting constraints the oldest are dropped, with a warning.
  func deferConstraint(_ constraint: LayoutConstraint) {
    guard !deferredConstraints.contains(where: { $0 === constraint }) else { return }
    deferredConstraints.append(constraint)
    if deferredConstraints.count > 100_000 {
      Self.log.warning("dropped constraints activated outside a window: more than 100 000 waiting")
      deferredConstraints.removeFirst(deferredConstraints.count - 100_000)
    }
  }

  /// Activates the constraints that waited for a window (after the whole subtree entered it, so
  /// both items of a constraint within the subtree are in the window); a constraint whose other
  /// item is still outside waits on that item's view.
  func activateDeferredConstraints(in window: Window) {
    let waiting = deferredConstraints
    deferredConstraints = []
    var ready: [LayoutConstraint] = []
    for constraint in waiting {
      let owners = [constraint.firstItem.owner, constraint.secondItem?.owner].compactMap { $0 }
      if let outside = owners.first(where: { $0.window !== window }) {
        outside.deferConstraint(constraint)
      } else {
        ready.append(constraint)
      }
    }
    if !ready.isEmpty { window.autoLayout.add(ready) }
  }
}
