import Foundation

/// A pan that starts at an edge of the window, like UIScreenEdgePanGestureRecognizer: a touch
/// that lands farther than ``edgeWidth`` from every edge in ``edges`` fails it; otherwise it
/// behaves as a pan.
@preconcurrency @MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// How close to the edge a touch must land, in points (UIKit's is undocumented; about 20).
  public static let edgeWidth: CGFloat = 20
  /// The window edges the pan may start from. Default none (so it never begins), as in UIKit.
  public var edges: RectEdge = []

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    super.touchesBegan(touches, with: event)
    guard state == .possible, let window = view?.window else { return }
    for touch in touches {
      let point = touch.locationInWindow
      let size = window.bounds.size
      let near =
        (edges.contains(.left) && point.x <= Self.edgeWidth)
        || (edges.contains(.right) && point.x >= size.width - Self.edgeWidth)
        || (edges.contains(.top) && point.y <= Self.edgeWidth)
        || (edges.contains(.bottom) && point.y >= size.height - Self.edgeWidth)
      if !near {
        state = .failed
        return
      }
    }
  }
}
