import Foundation

extension Window {
  /// Sizes the root view controller's view to the window's bounds when the window holds it: the
  /// controller hears ``ViewController/willTransition(to:with:)`` when the new size changes the
  /// traits, then ``ViewController/viewWillTransition(to:with:)``. Returns the coordinator whose
  /// blocks wait for ``finishSizeTransition(_:)``, once the new safe area and traits are passed
  /// down.
  func fitRootViewControllerView() -> SizeTransitionCoordinator? {
    guard let controller = rootViewController, let view = controller.viewIfLoaded, view.superview === self,
      view.frame != bounds
    else { return nil }
    guard !isTransitioningRootView, view.bounds.size != bounds.size else {
      view.frame = bounds
      return nil
    }
    isTransitioningRootView = true
    defer { isTransitioningRootView = false }
    let coordinator = SizeTransitionCoordinator(window: self)
    let traits = windowTraits
    if TraitCollection.forWindow(size: view.bounds.size, scale: screenScale) != traits {
      controller.willTransition(to: traits, with: coordinator)
    }
    controller.viewWillTransition(to: bounds.size, with: coordinator)
    // Presented controllers hear it through their presentation controllers, as in UIKit.
    var presented = controller.presentedViewController
    while let shown = presented {
      shown.presentationController?.viewWillTransition(to: bounds.size, with: coordinator)
      presented = shown.storedPresented
    }
    // The controller may have replaced or moved its view; the window fills whatever it holds now.
    if let current = controller.viewIfLoaded, current.superview === self { current.frame = bounds }
    return coordinator
  }

  /// Lays the window out at its new size, then runs the coordinator's alongside and completion
  /// blocks: as in UIKit's size transitions, a block finds the views laid out at the new size
  /// (``ViewController/viewWillLayoutSubviews()`` and ``ViewController/viewDidLayoutSubviews()``
  /// come first), so a collection view's bounds are the new ones when a block reloads it.
  /// With no blocks queued, the views lay out on the next pass as after any resize.
  func finishSizeTransition(_ coordinator: SizeTransitionCoordinator?) {
    guard let coordinator, coordinator.hasBlocks else { return }
    layoutIfNeeded()
    coordinator.finish()
  }

  /// Marks the window and every view in it for layout (a scale change moves pixel-aligned edges).
  func setNeedsLayoutInSubtree() {
    var pending: [View] = [self]
    while let view = pending.popLast() {
      view.setNeedsLayout()
      pending.append(contentsOf: view.subviews)
    }
  }
}
