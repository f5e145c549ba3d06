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
    let place = safeAreaPlace(in: window)
    return Self.insets(of: place.rect, inside: place.safe, placement: place.placement)
  }

  /// How far `safe` reaches into `rect` (both in window coordinates), along the view's own edges
  /// as UIKit measures the safe area in the view's coordinates: under a scale or rotation, a view
  /// flipped by the transforms on its way to the window (an inverted list's vertical scale of -1)
  /// has its top and bottom insets swapped, its left and right for a horizontal flip.
  static func insets(of rect: CGRect, inside safe: CGRect, placement: BoundsPlacement) -> EdgeInsets {
    let insets = insets(of: rect, inside: safe)
    return placement.isMappedByCorners ? placement.inOwnDirections(insets) : insets
  }

  /// How far `safe` reaches into `rect` from each side (both in window coordinates), at most the
  /// rectangle's own size.
  nonisolated static func insets(of rect: CGRect, inside safe: CGRect) -> EdgeInsets {
    EdgeInsets(
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
  func safeRect(in window: Window) -> CGRect { safeAreaPlace(in: window).safe }

  /// Where the view is for its safe area, in window coordinates, found in one walk to the window:
  /// its bounds (`rect`), their placement (what a walk down passes to the subviews), its safe
  /// rectangle (`safe`), and whether a view controller on the way adds insets.
  func safeAreaPlace(in window: Window) -> SafeAreaPlace {
    guard let parent = superview else {
      let placement = BoundsPlacement(root: self)
      let rect = placement.rect(of: self)
      let base = window.bounds.inset(by: window.windowSafeAreaInsets)
      return SafeAreaPlace(
        rect: rect, placement: placement, safe: ownSafeRect(base, rect: rect), controllers: addsSafeArea)
    }
    let above = parent.safeAreaPlace(in: window)
    let placement = BoundsPlacement(of: self, under: parent, above: above.placement)
    let rect = placement.rect(of: self)
    let inherited = parent.safeRectForSubviews(above.safe)
    return SafeAreaPlace(
      rect: rect, placement: placement, safe: ownSafeRect(inherited, rect: rect),
      controllers: above.controllers || addsSafeArea)
  }

  /// The safe rectangle (window coordinates) this view's subviews inherit from its own `safe`:
  /// `safe` itself, except that a scroll view keeps for itself the edges it adds to its adjusted
  /// content inset (UIKit's content of a scroll view does not see them again).
  func safeRectForSubviews(_ safe: CGRect) -> CGRect {
    guard let absorbing = self as? SafeAreaAbsorbing else { return safe }
    return absorbing.subviewSafeRect(safe)
  }

  /// Whether this view's controller adds safe-area insets.
  private var addsSafeArea: Bool {
    guard hasOwningViewController, let controller = owningViewController else { return false }
    return controller.addedSafeAreaInsets != .zero
  }

  /// `inherited` narrowed by what this view's controller adds, given the view's `rect` in window
  /// coordinates; `inherited` itself when the view has no controller adding insets.
  private func ownSafeRect(_ inherited: CGRect, rect: CGRect) -> CGRect {
    guard hasOwningViewController, let extra = owningViewController?.addedSafeAreaInsets, extra != .zero
    else {
      return inherited
    }
    return Self.narrowed(inherited, to: rect, by: extra)
  }

  /// `inherited` cut to `rect` and moved in by `extra` (a view controller's added insets).
  nonisolated static func narrowed(_ inherited: CGRect, to rect: CGRect, by extra: EdgeInsets) -> CGRect {
    let minX = max(inherited.minX, rect.minX) + extra.left
    let minY = max(inherited.minY, rect.minY) + extra.top
    let maxX = min(inherited.maxX, rect.maxX) - extra.right
    let maxY = min(inherited.maxY, rect.maxY) - extra.bottom
    return CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
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
    guard let parent = superview else {
      let base = window.bounds.inset(by: window.windowSafeAreaInsets)
      updateSafeArea(
        window: window, controllerAbove: false, inherited: base, placement: BoundsPlacement(root: self))
      return
    }
    let above = parent.safeAreaPlace(in: window)
    let mayHave = updateSafeArea(
      window: window, controllerAbove: above.controllers, inherited: parent.safeRectForSubviews(above.safe),
      placement: BoundsPlacement(of: self, under: parent, above: above.placement))
    if mayHave { markAncestorsMayHaveSafeArea() }
  }

  /// ``propagateSafeArea(in:)`` for one of a run of siblings a layout pass moves: their parent's
  /// place is found once for the run (and again after a callback, which may have moved things).
  func propagateSafeArea(in window: Window, under parent: View, siblings: SafeAreaRun) {
    guard window.mayHaveSafeArea || subtreeMayHaveSafeArea else { return }
    let above: SafeAreaPlace
    if siblings.parent === parent, let place = siblings.place {
      above = place
    } else {
      above = parent.safeAreaPlace(in: window)
      siblings.parent = parent
      siblings.place = above
    }
    let callbacks = window.safeAreaCallbacks
    let mayHave = updateSafeArea(
      window: window, controllerAbove: above.controllers,
      inherited: parent.safeRectForSubviews(above.safe),
      placement: BoundsPlacement(of: self, under: parent, above: above.placement))
    if mayHave { markAncestorsMayHaveSafeArea() }
    if window.safeAreaCallbacks != callbacks { siblings.place = nil }
  }

  /// Reports this view's insets if they changed, then visits the subviews that may have any;
  /// returns whether the subtree may have insets (stored in ``subtreeMayHaveSafeArea``).
  /// `inherited` is the superview's safe rectangle and `placement` this view's place in window
  /// coordinates: passed down, so each view costs O(1) instead of a walk to the window (under a
  /// zoom or rotation too), with the same arithmetic as ``safeAreaInsets``.
  @discardableResult
  private func updateSafeArea(
    window: Window, controllerAbove: Bool, inherited: CGRect, placement: BoundsPlacement
  ) -> Bool {
    let controller = hasOwningViewController ? owningViewController : nil
    let extra = controller?.addedSafeAreaInsets ?? .zero
    let addsInsets = extra != .zero
    let below = controllerAbove || addsInsets
    let rect = placement.rect(of: self)
    countSafeAreaVisit(in: window, placement: placement)
    let safe = addsInsets ? Self.narrowed(inherited, to: rect, by: extra) : inherited
    let windowInsets = window.windowSafeAreaInsets
    let insets: EdgeInsets
    if self === window {
      insets = windowInsets
    } else if windowInsets == .zero && !below {
      insets = .zero
    } else {
      insets = Self.insets(of: rect, inside: safe, placement: placement)
    }
    if insets != reportedSafeAreaInsets {
      reportedSafeAreaInsets = insets
      window.safeAreaCallbacks &+= 1
      safeAreaInsetsDidChange()
      // The safe-area guide (and the margins guide, when it includes the safe area) is read again.
      window.constraintInputsChanged(of: self)
      if insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() }
    }
    if let controller {
      window.safeAreaCallbacks &+= 1
      controller.rootViewSafeAreaMayHaveChanged()
    }
    let everywhere = windowInsets != .zero || below
    var mayHave = insets != .zero || addsInsets
    // Read after the callbacks: a scroll view's adjusted inset follows its new insets.
    let childSafe = safeRectForSubviews(safe)
    let callbacks = window.safeAreaCallbacks
    for subview in subviews where everywhere || subview.subtreeMayHaveSafeArea {
      // A callback may have moved a subview elsewhere: then only the ones still here.
      if window.safeAreaCallbacks != callbacks, subview.superview !== self { continue }
      let childPlacement = BoundsPlacement(of: subview, under: self, above: placement)
      if subview.updateSafeArea(
        window: window, controllerAbove: below, inherited: childSafe, placement: childPlacement)
      {
        mayHave = true
      }
    }
    // The ancestors inside the walk learn it from the result; the caller marks those above.
    subtreeMayHaveSafeArea = mayHave
    return mayHave
  }

  /// Counts this view's safe-area evaluation in the window's ``Window/layoutWork``: one visit
  /// (from its bounds origin, or, under a scale, rotation or 3D placement, its corners through the
  /// map passed down; under a 3D placement each view walked to the window before sweep 49).
  private func countSafeAreaVisit(in window: Window, placement: BoundsPlacement) {
    if placement.isMappedByCorners {
      window.layoutWork.transformedSafeAreaVisits &+= 1
    } else {
      window.layoutWork.safeAreaVisits &+= 1
    }
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

/// A view's place for its safe area (see `View.safeAreaPlace(in:)`).
struct SafeAreaPlace {
  /// The bounds in window coordinates.
  let rect: CGRect
  /// Where the bounds lie in the window (what a walk down passes to the subviews).
  let placement: BoundsPlacement
  /// The safe rectangle in window coordinates.
  let safe: CGRect
  /// Whether a view controller on the way (the view's own included) adds insets.
  let controllers: Bool
}

/// The parent of the views a layout pass writes one after another (siblings come in runs) and its
/// safe-area place, so that each sibling's safe area costs O(1).
@preconcurrency @MainActor
final class SafeAreaRun {
  /// The parent the place belongs to.
  var parent: View?
  /// Its place; nil when unknown or possibly stale.
  var place: SafeAreaPlace?
}

/// A view that takes edges of its safe area into itself, so its subviews do not inherit them (a
/// scroll view adds them to its adjusted content inset).
@preconcurrency @MainActor
protocol SafeAreaAbsorbing: AnyObject {
  /// The safe rectangle (window coordinates) the subviews inherit, given the view's own.
  func subviewSafeRect(_ safe: CGRect) -> CGRect
}
