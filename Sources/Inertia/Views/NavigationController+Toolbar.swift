import Foundation

extension NavigationController {
  /// Whether a controller in the stack hides the bottom bars
  /// (``ViewController/hidesBottomBarWhenPushed``): a tab bar controller's bar and the toolbar.
  package var hidesBottomBars: Bool { stack.contains { $0.hidesBottomBarWhenPushed } }

  /// Whether the toolbar shows: not hidden, and no controller in the stack hides bottom bars.
  var showsToolbar: Bool { !isToolbarHidden && !hidesBottomBars }

  /// `controller`'s toolbar items changed: the toolbar shows them when it is on top.
  func toolbarItemsChanged(of controller: ViewController) {
    guard controller === topViewController else { return }
    toolbar.setItems(controller.toolbarItems, animated: false)
  }

  /// The toolbar's frame: 44 points along the bottom, above the container's bottom safe area,
  /// its background covering that area.
  func layoutToolbar() {
    guard isViewLoaded else { return }
    let bounds = view.bounds
    let safeBottom = min(max(view.safeAreaInsets.bottom, 0), bounds.height)
    let y = max(bounds.maxY - safeBottom - Toolbar.barHeight, bounds.minY)
    toolbar.frame = CGRect(x: bounds.minX, y: y, width: bounds.width, height: Toolbar.barHeight)
    toolbar.backgroundExtension = safeBottom
  }
}
