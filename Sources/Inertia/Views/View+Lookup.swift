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
  /// portrait while the view has no window. Its style is the nearest
  /// ``overrideUserInterfaceStyle`` of the view, its superviews and their view controllers.
  public var traitCollection: TraitCollection { traits(style: resolvedStyle()) }

  /// The window's traits with `style` when it is given.
  private func traits(style: TraitCollection.UserInterfaceStyle) -> TraitCollection {
    let base =
      window?.windowTraits ?? TraitCollection.forWindow(size: CGSize(width: 390, height: 844), scale: 3)
    guard style != .unspecified else { return base }
    return TraitCollection(traitsFrom: [base, TraitCollection(userInterfaceStyle: style)])
  }

  /// The nearest style override from this view up: the view's, its controller's, then its
  /// superviews' and theirs. `own` and `controller` stand for this view's and its controller's.
  private func resolvedStyle(
    own: TraitCollection.UserInterfaceStyle? = nil, controller: TraitCollection.UserInterfaceStyle? = nil
  ) -> TraitCollection.UserInterfaceStyle {
    var view: View? = self
    var isFirst = true
    while let current = view {
      let viewStyle =
        isFirst ? (own ?? current.overrideUserInterfaceStyle) : current.overrideUserInterfaceStyle
      if viewStyle != .unspecified { return viewStyle }
      if let owner = current.owningViewController {
        let ownerStyle =
          isFirst ? (controller ?? owner.overrideUserInterfaceStyle) : owner.overrideUserInterfaceStyle
        if ownerStyle != .unspecified { return ownerStyle }
      }
      isFirst = false
      view = current.superview
    }
    return .unspecified
  }

  /// This view's style override (or, `inController`, its controller's) changed from `old`: the
  /// subtree hears of it when the style it resolves to changed.
  func styleOverrideChanged(from old: TraitCollection.UserInterfaceStyle, inController: Bool = false) {
    let before = inController ? resolvedStyle(controller: old) : resolvedStyle(own: old)
    guard before != resolvedStyle() else { return }
    styleChanged(from: before, isOrigin: true)
  }

  /// Tells this subtree that its style changed from `before`, as UIKit tells only the views whose
  /// traits changed: a subview with an override of its own (or whose controller has one) keeps its
  /// style, and so does its subtree.
  private func styleChanged(from before: TraitCollection.UserInterfaceStyle, isOrigin: Bool) {
    if !isOrigin,
      overrideUserInterfaceStyle != .unspecified
        || (owningViewController?.overrideUserInterfaceStyle ?? .unspecified) != .unspecified
    {
      return
    }
    let previous = traits(style: before)
    traitCollectionDidChange(previous)
    owningViewController?.traitCollectionDidChange(previous)
    for subview in subviews { subview.styleChanged(from: before, isOrigin: false) }
  }

  /// Tells this subtree's views, and the view controllers whose views they are, that the traits
  /// changed from `previous`.
  func traitsChanged(from previous: TraitCollection) {
    traitCollectionDidChange(previous)
    owningViewController?.traitCollectionDidChange(previous)
    for subview in subviews { subview.traitsChanged(from: previous) }
  }
}
