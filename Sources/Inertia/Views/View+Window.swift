import Foundation

extension View {
  /// ``moveToWindow(_:)``'s work: the window callbacks and the controller's root-view calls when
  /// the window changes, then the subviews (through their overridable ``moveToWindow(_:)``), the
  /// constraints activated outside a window and the Auto Layout inputs changed there.
  ///
  /// A subtree outside any window that stays outside is not walked: its views are all outside
  /// (each view is in its superview's window), so nothing would change. A scene's views are built
  /// leaf first, each subtree added to its parent before the parent has a window, and the walk of
  /// every added subtree cost the square of the nesting: 1,000 chains of 190 views took 3.7 s.
  func moveSubtree(toWindow newWindow: Window?) {
    let oldWindow = storedWindow
    if oldWindow == nil, newWindow == nil { return }
    if oldWindow !== newWindow {
      if let newWindow, let controller = owningViewController, controller.addedSafeAreaInsets != .zero {
        newWindow.controllersMayAddSafeArea = true
      }
      if newWindow == nil { reportedSafeAreaInsets = .zero }
      owningViewController?.rootViewWillMove(toWindow: newWindow)
      willMove(toWindow: newWindow)
      storedWindow = newWindow
      if let oldWindow { oldWindow.viewLeftWindow(self) }
      didMoveToWindow()
      if newWindow != nil { waitingDynamicAnimator?.referenceViewMovedToWindow() }
      if let newWindow, type(of: self).requiresConstraintBasedLayout { newWindow.requestConstraintPass() }
      owningViewController?.rootViewDidMove(toWindow: newWindow)
    }
    for subview in subviews { subview.moveToWindow(newWindow) }
    if let newWindow, !deferredConstraints.isEmpty { activateDeferredConstraints(in: newWindow) }
    if let newWindow, autoLayoutInputsChangedOutsideWindow {
      autoLayoutInputsChangedOutsideWindow = false
      newWindow.constraintInputsChanged(of: self)
    }
    if oldWindow !== newWindow { propagateSafeArea() }
  }
}
