/// The constraints a view holds, as UIKit's `UIView.constraints`.
extension View {
  /// The active constraints installed on this view: those whose items' nearest common ancestor is
  /// this view (where UIKit installs an activated constraint; a size constraint on the view
  /// itself), in the order they were activated. Constraints activated before the view reached a
  /// window count too. Removing them (`removeConstraints(view.constraints)`) deactivates them.
  public var constraints: [LayoutConstraint] {
    let candidates = window?.autoLayout.constraints ?? subtreeDeferredConstraints()
    return candidates.filter { $0.installationView === self }
  }

  /// The constraints waiting for a window in this view's subtree.
  private func subtreeDeferredConstraints() -> [LayoutConstraint] {
    deferredConstraints + subviews.flatMap { $0.subtreeDeferredConstraints() }
  }
}

extension LayoutConstraint {
  /// The view UIKit installs this constraint on: the nearest common ancestor of its items' views.
  @MainActor var installationView: View? {
    guard let first = firstItem.owner else { return nil }
    guard let second = secondItem?.owner, second !== first else { return first }
    var ancestors: [ObjectIdentifier] = []
    var current: View? = first
    while let view = current {
      ancestors.append(ObjectIdentifier(view))
      current = view.superview
    }
    current = second
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }
}
