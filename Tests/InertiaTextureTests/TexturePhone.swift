import Foundation
import InertiaTexture

/// A window of 375 x 667 points at scale 2 on a manual clock, as the trials' drivers use: it hosts
/// a table node or shows a controller, and its gestures are synthesized on the clock.
@MainActor
struct TexturePhone {
  let clock = ManualClock(frameRate: 60)
  let window: UIWindow
  let gestures: GestureSynthesizer

  init() {
    // The app clock too: a node's list measures a row again on the main queue's next turn.
    UIWindow.appClock = clock
    window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2, clock: clock)
    gestures = GestureSynthesizer(window: window, clock: clock)
  }

  /// Fills the window with a table node's view and lays it out.
  func host(_ table: ASTableNode) {
    table.frame = window.bounds
    window.addSubview(table.view)
    window.layoutIfNeeded()
  }

  /// Makes `controller` the window's root and lays it out.
  func show(_ controller: UIViewController) {
    window.rootViewController = controller
    window.layoutIfNeeded()
  }
}
