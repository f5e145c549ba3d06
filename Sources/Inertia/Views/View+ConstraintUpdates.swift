import Foundation

// UIKit's constraint pass: before constraints are solved, each view whose constraints are due
// gets `updateConstraints()` (a view controller's root view: the controller's
// `updateViewConstraints()`), subviews before their superview. A window runs it once it uses Auto
// Layout (a constraint, a view that `requiresConstraintBasedLayout`, or an explicit request).
extension View {
  /// Whether this view's or a descendant's ``updateConstraints()`` is due.
  var needsConstraintUpdatePass: Bool { needsConstraintUpdate || descendantNeedsConstraintUpdate }

  /// Whether the view's ``updateConstraints()`` is due (UIKit's `needsUpdateConstraints()`).
  public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

  /// Marks the view's constraints as needing ``updateConstraints()`` in the next constraint pass,
  /// which runs before the next layout (UIKit's `setNeedsUpdateConstraints()`).
  public func setNeedsUpdateConstraints() {
    needsConstraintUpdate = true
    markAncestorsForConstraintUpdate()
    window?.requestConstraintPass()
  }

  /// Runs the constraint pass for this view and its subviews now (UIKit's
  /// `updateConstraintsIfNeeded()`).
  public func updateConstraintsIfNeeded() { updateConstraintsInSubtree() }

  func markAncestorsForConstraintUpdate() {
    var current = superview
    while let view = current, !view.descendantNeedsConstraintUpdate {
      view.descendantNeedsConstraintUpdate = true
      current = view.superview
    }
  }

  /// Updates the due constraints of the subtree, subviews first; clean branches are skipped.
  func updateConstraintsInSubtree() {
    guard needsConstraintUpdatePass else { return }
    if descendantNeedsConstraintUpdate {
      descendantNeedsConstraintUpdate = false
      for subview in subviews where subview.needsConstraintUpdatePass { subview.updateConstraintsInSubtree() }
    }
    guard needsConstraintUpdate else { return }
    // Cleared first: a request made while updating waits for the next pass.
    needsConstraintUpdate = false
    if let controller = owningViewController {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }
}
