import Foundation

// The work of the hierarchy and layout entry points declared in View.swift (which must stay in
// the class body to be overridable): the only writers of `subviews` and the layout flags besides
// those accessors.

extension View {
  /// ``insertSubview(_:at:)``'s work: puts `view` at `index` (clamped), moving it from its old
  /// superview with UIKit's calls (no nil-superview calls for a move), and marks layout.
  func placeSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else {
      Self.log.warning("refused to add a view to itself or to one of its descendants")
      return
    }
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      return
    }
    let oldTint = View.anyTintColorSet ? view.tintColor : nil
    view.willMove(toSuperview: self)
    if let old = view.superview {
      old.willRemoveSubview(view)
      view.isChangingSuperview = true  // a move, not a removal: no nil-superview calls
      view.removeFromSuperview()
      view.isChangingSuperview = false
    }
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    if let oldTint, view.tintColor != oldTint { view.tintDidChangeInSubtree() }
    if view.needsLayoutPass { view.markAncestorsForLayout() }
    if view.needsConstraintUpdatePass { view.markAncestorsForConstraintUpdate() }
    view.moveToWindow(window)
    view.didMoveToSuperview()
    didAddSubview(view)
    setNeedsLayout()
  }

  /// ``exchangeSubview(at:withSubviewAt:)``'s work: swaps two subviews; an index outside
  /// ``subviews`` changes nothing.
  func swapSubviews(_ index1: Int, _ index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else {
      return
    }
    subviews.swapAt(index1, index2)
  }

  /// ``removeFromSuperview()``'s work: takes the view out of its superview and, unless it is
  /// being moved to another superview, out of its window with UIKit's calls.
  func detachFromSuperview() {
    guard let parent = superview else { return }
    let notifies = !isChangingSuperview
    if notifies {
      parent.willRemoveSubview(self)
      willMove(toSuperview: nil)
      deactivateConstraintsCrossingSubtree()
    }
    if let index = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: index) }
    superview = nil
    // A move to another superview changes windows once, from the old to the new (none when both
    // are in the same window), as UIKit does.
    if notifies { moveToWindow(nil) }
    parent.setNeedsLayout()
    if notifies { didMoveToSuperview() }
  }

  /// Marks every ancestor as having a descendant that needs layout (stopping at one already
  /// marked), so a layout pass finds this view.
  func markAncestorsForLayout() {
    var current = superview
    while let view = current, !view.descendantNeedsLayout {
      view.descendantNeedsLayout = true
      current = view.superview
    }
  }

  /// Lays out this view if it needs it, then the subviews whose branches need it.
  func layoutSubtree() {
    guard needsLayoutPass else { return }
    descendantNeedsLayout = false
    if needsLayout {
      needsLayout = false
      if let storedLayer {
        layoutSublayers(of: storedLayer)
      } else if mayLayOutSublayers {
        layoutSublayers(of: layer)
      } else {
        layOutSubviewsForLayer()
      }
    }
    for subview in subviews where subview.needsLayoutPass { subview.layoutIfNeeded() }
  }
}
