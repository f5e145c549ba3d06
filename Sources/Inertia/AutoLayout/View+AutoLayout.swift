import Foundation

/// The priorities with which a view keeps its intrinsic size, per axis.
struct LayoutPriorities {
  var hugging: (horizontal: Double, vertical: Double) = (250, 250)
  var compression: (horizontal: Double, vertical: Double) = (750, 750)
}

extension View {
  /// Adds a guide that this view owns.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard guideIndex(guide) == nil else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutGuides.append(guide)
  }

  /// Where `guide` is among ``layoutGuides`` (it is there at most once). A plain loop: a closure
  /// here checked the main actor's isolation once per guide, which made a StackView's spacers,
  /// added one by one, quadratic (9 % of a replay of 3,000 views; BENCHMARKS.md, session 22).
  func guideIndex(_ guide: LayoutGuide) -> Int? {
    for index in layoutGuides.indices where layoutGuides[index] === guide { return index }
    return nil
  }

  /// Removes a guide this view owns.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    if let index = guideIndex(guide) { layoutGuides.remove(at: index) }
    window?.constraintGuideRemoved(guide)
    if guide.owningView === self { guide.owningView = nil }
  }

  /// How strongly the view resists growing past its intrinsic size on `axis`. Default 250
  /// (a Label's is 251).
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    LayoutPriority(
      Float(axis == .horizontal ? layoutPriorities.hugging.horizontal : layoutPriorities.hugging.vertical))
  }

  /// Sets the hugging priority on `axis` (clamped to 1...1000).
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    let value = priority.clamped.doubleValue
    if axis == .horizontal {
      layoutPriorities.hugging.horizontal = value
    } else {
      layoutPriorities.hugging.vertical = value
    }
    invalidateIntrinsicContentSize()
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis`. Default 750.
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    LayoutPriority(
      Float(
        axis == .horizontal ? layoutPriorities.compression.horizontal : layoutPriorities.compression.vertical)
    )
  }

  /// Sets the compression-resistance priority on `axis` (clamped to 1...1000).
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    let value = priority.clamped.doubleValue
    if axis == .horizontal {
      layoutPriorities.compression.horizontal = value
    } else {
      layoutPriorities.compression.vertical = value
    }
    invalidateIntrinsicContentSize()
  }

  /// Tells the constraint engine that ``intrinsicContentSize`` changed.
  public func invalidateIntrinsicContentSize() { autoLayoutInputsChanged() }

  /// Asks the window's constraint engine (if any) to refresh what it knows of this view.
  func autoLayoutInputsChanged() {
    if let window {
      window.constraintInputsChanged(of: self)
    } else {
      autoLayoutInputsChangedOutsideWindow = true
    }
    setNeedsLayout()
  }

  /// Whether the constraints leave this view's frame undetermined (a variable kept only by the
  /// engine's weak hold at the current frame), like UIView.hasAmbiguousLayout.
  public var hasAmbiguousLayout: Bool {
    guard let window else { return false }
    return window.autoLayout.isAmbiguous(self)
  }

  /// Moves an ambiguous view to another valid solution, like UIView.exerciseAmbiguityInLayout:
  /// the undetermined coordinates are held at zero instead of their current value.
  public func exerciseAmbiguityInLayout() {
    window?.autoLayout.exerciseAmbiguity(of: self)
  }
}
