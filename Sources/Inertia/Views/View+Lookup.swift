import Foundation

// Finding views in a subtree, and the traits a view shows with.
extension View {
  /// Whether this view is `view` or inside it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree (self included) with `tag`.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
    return nil
  }

  /// The first view in this subtree (self included) with `identifier`.
  public func view(withIdentifier identifier: String) -> View? {
    if self.identifier == identifier { return self }
    for subview in subviews { if let found = subview.view(withIdentifier: identifier) { return found } }
    return nil
  }

  /// A name that identifies the view to tests, never read aloud (UIAccessibilityIdentification):
  /// the view's `identifier`, so ``view(withIdentifier:)`` finds the view by it. Default nil.
  public var accessibilityIdentifier: String? {
    get { identifier }
    set { identifier = newValue }
  }

  /// The traits of the view's window (``TraitCollection/forWindow(size:scale:)``); a phone's in
  /// portrait while the view has no window.
  public var traitCollection: TraitCollection {
    guard let window else {
      return TraitCollection.forWindow(size: CGSize(width: 390, height: 844), scale: 3)
    }
    return window.windowTraits
  }

  /// Tells this subtree's views, and the view controllers whose views they are, that the traits
  /// changed from `previous`.
  func traitsChanged(from previous: TraitCollection) {
    traitCollectionDidChange(previous)
    owningViewController?.traitCollectionDidChange(previous)
    for subview in subviews { subview.traitsChanged(from: previous) }
  }
}
