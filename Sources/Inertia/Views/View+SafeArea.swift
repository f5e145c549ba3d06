import Foundation

// Safe-area insets: computed on read from the window's safe rectangle, and reported through
// safeAreaInsetsDidChange only when they changed. A geometry change re-evaluates the moved
// view's subtree, skipping the branches that cannot have insets (UIKit passes the safe area down
// only through views that reach into the unsafe region; here the rule is "the window has no safe
// area, no view controller in it ever added one, and the branch never reported any").

extension View {
  /// The view's safe-area insets: how far the window's safe area, narrowed by the
  /// `additionalSafeAreaInsets` of the view controllers whose views contain this one, reaches in.
  /// Zero at once when neither the window nor a view controller adds any (no allocation).
  public var safeAreaInsets: EdgeInsets {
    guard let window else { return .zero }
    if self === window { return window.windowSafeAreaInsets }
    if window.windowSafeAreaInsets == .zero && !controllersAddSafeArea { return .zero }
    let safe = safeRect(in: window)
    let rect = boundsInRoot()
    return EdgeInsets(
      top: max(0, min(safe.minY - rect.minY, rect.height)),
      left: max(0, min(safe.minX - rect.minX, rect.width)),
      bottom: max(0, min(rect.maxY - safe.maxY, rect.height)),
      right: max(0, min(rect.maxX - safe.maxX, rect.width)))
  }

  /// Whether a view controller whose view contains this one adds safe-area insets.
  var controllersAddSafeArea: Bool {
    var current: View? = self
    while let view = current {
      if let extra = view.owningViewController?.addedSafeAreaInsets, extra != .zero { return true }
      current = view.superview
    }
    return false
  }

  /// The safe rectangle in window coordinates: the window's, then for each view controller's root
  /// view on the way down (self included), its inherited safe edges moved in by its additional insets.
  func safeRect(in window: Window) -> CGRect {
    var safe = window.bounds.inset(by: window.windowSafeAreaInsets)
    for view in ancestry.reversed() {
      guard let extra = view.owningViewController?.addedSafeAreaInsets, extra != .zero else { continue }
      let rect = view.convert(view.bounds, to: window)
      let minX = max(safe.minX, rect.minX) + extra.left
      let minY = max(safe.minY, rect.minY) + extra.top
      let maxX = min(safe.maxX, rect.maxX) - extra.right
      let maxY = min(safe.maxY, rect.maxY) - extra.bottom
      safe = CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }
    return safe
  }

  /// The view's geometry, window or view controller insets changed: every view in the subtree
  /// whose insets now differ from those it last reported gets ``safeAreaInsetsDidChange()`` (parents
  /// before children), and a view controller's root view tells its controller. Costs nothing for
  /// a branch that cannot have insets.
  func propagateSafeArea() {
    if let window = storedWindow { propagateSafeArea(in: window) }
  }

  /// ``propagateSafeArea()`` for a view in `window`.
  func propagateSafeArea(in window: Window) {
    let windowHasSafeArea = window.mayHaveSafeArea
    guard windowHasSafeArea || subtreeMayHaveSafeArea else { return }
    updateSafeArea(window: window, controllerAbove: windowHasSafeArea && controllersAddSafeArea)
  }

  /// Reports this view's insets if they changed, then visits the subviews that may have any;
  /// returns whether the subtree may have insets (stored in ``subtreeMayHaveSafeArea``).
  @discardableResult
  private func updateSafeArea(window: Window, controllerAbove: Bool) -> Bool {
    let insets = safeAreaInsets
    if insets != reportedSafeAreaInsets {
      reportedSafeAreaInsets = insets
      safeAreaInsetsDidChange()
    }
    let controller = owningViewController
    controller?.rootViewSafeAreaMayHaveChanged()
    let addsInsets = controller.map { $0.addedSafeAreaInsets != .zero } ?? false
    let below = controllerAbove || addsInsets
    let everywhere = window.windowSafeAreaInsets != .zero || below
    var mayHave = insets != .zero || addsInsets
    for subview in subviews where everywhere || subview.subtreeMayHaveSafeArea {
      guard subview.storedWindow === window else { continue }
      if subview.updateSafeArea(window: window, controllerAbove: below) { mayHave = true }
    }
    subtreeMayHaveSafeArea = mayHave
    if mayHave { markAncestorsMayHaveSafeArea() }
    return mayHave
  }

  /// Sets ``subtreeMayHaveSafeArea`` on every ancestor (stops at the first one that has it).
  func markAncestorsMayHaveSafeArea() {
    var current = superview
    while let view = current, !view.subtreeMayHaveSafeArea {
      view.subtreeMayHaveSafeArea = true
      current = view.superview
    }
  }

  /// A view controller whose root view this is changed what it adds to the safe area.
  func controllerSafeAreaChanged(adds insets: EdgeInsets) {
    if insets != .zero { storedWindow?.controllersMayAddSafeArea = true }
    propagateSafeArea()
  }
}
