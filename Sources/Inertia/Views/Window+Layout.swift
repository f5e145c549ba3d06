import Foundation

extension Window {
  /// Sizes the root view controller's view to the window's bounds when the window holds it; a
  /// changed size marks it for layout, so its controller gets ``ViewController/viewWillLayoutSubviews()``
  /// and ``ViewController/viewDidLayoutSubviews()`` on the next pass.
  func fitRootViewControllerView() {
    guard let view = rootViewController?.viewIfLoaded, view.superview === self else { return }
    view.frame = bounds
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
