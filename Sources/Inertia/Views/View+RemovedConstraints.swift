/// The constraints a view's removal from its superview takes away, as UIKit's.
extension View {
  /// Deactivates the constraints that tie this view or a view under it to a view outside it
  /// (its old superview, a sibling, a guide of an ancestor): UIKit's `removeFromSuperview()`
  /// removes them, so a view added back starts without them. Auk lays its pages out again by
  /// removing each page and adding it back, then adding new constraints; the old ones (the only
  /// page's trailing edge pinned to the scroll view's) used to come back with it and conflict,
  /// so three pages stayed one page wide. Constraints between views of the subtree, and those on
  /// one view alone (a width), stay. Called before the view leaves its superview.
  func deactivateConstraintsCrossingSubtree() {
    if let window, !window.autoLayoutStarted { return }
    // One walk of the subtree, then a lookup per constraint of its views (in a window) or per
    // constraint waiting for one in the whole tree (outside one).
    var inside: Set<ObjectIdentifier> = []
    var views: [View] = []
    var pending: [View] = [self]
    while let view = pending.popLast() {
      inside.insert(ObjectIdentifier(view))
      views.append(view)
      pending += view.subviews
    }
    let candidates: [LayoutConstraint]
    if let window {
      candidates = window.autoLayout.constraints(ownedBy: views)
    } else {
      var root: View = self
      while let parent = root.superview { root = parent }
      candidates = root.deferredConstraintsInSubtree()
    }
    guard !candidates.isEmpty else { return }
    let crossing = candidates.filter { constraint in
      guard let first = constraint.firstItem.owner, let second = constraint.secondItem?.owner else {
        return false
      }
      return inside.contains(ObjectIdentifier(first)) != inside.contains(ObjectIdentifier(second))
    }
    if !crossing.isEmpty { LayoutConstraint.deactivate(crossing) }
  }

  /// The constraints waiting for a window on this view and the views under it.
  func deferredConstraintsInSubtree() -> [LayoutConstraint] {
    var found: [LayoutConstraint] = []
    var pending: [View] = [self]
    while let view = pending.popLast() {
      found += view.deferredConstraints
      pending += view.subviews
    }
    return found
  }
}
