// Support the seeds' code needs but does not contain: the Then library's `then`, seed 001's
// `text1`, `Policy` and `innerScrollingDownDueToOuterScroll` (declared in the seed author's full
// project, not in the blog post), and a window on a manual clock to drive the code.
import InertiaUIKit

/// The Then library's one method (seed 001 imports Then): configure an object in an expression.
protocol Then {}

extension Then where Self: AnyObject {
  /// Runs `block` on self and returns self.
  @MainActor
  func then(_ block: @MainActor (Self) -> Void) -> Self {
    block(self)
    return self
  }
}

extension UIView: Then {}

/// The header text of seed 001's example (the author's Mock.swift holds a long paragraph).
let text1 = "Nested scroll: an outer scroll view with a header and an inner table."

/// The tolerance seed 001's rules use; the blog post does not show its value, 0.5 pt is assumed.
enum Policy {
  static let floatingPointTolerance: CGFloat = 0.5
}

/// A window on a manual clock with a gesture synthesizer, hosting a view controller.
@MainActor
struct SeedHost {
  let clock = ManualClock(frameRate: 120)
  let window: UIWindow
  let gestures: GestureSynthesizer

  init(size: CGSize = CGSize(width: 390, height: 844), safeArea: UIEdgeInsets = .zero) {
    window = UIWindow(size: size, scale: 3, safeAreaInsets: safeArea, clock: clock)
    gestures = GestureSynthesizer(window: window, clock: clock)
  }

  /// Shows `controller` as the root view controller and lays the window out.
  func show(_ controller: UIViewController) {
    window.rootViewController = controller
    window.layoutIfNeeded()
  }

  /// Runs the clock for `seconds`, laying out every frame as a display would.
  func wait(_ seconds: Double) {
    let frames = Int((seconds * clock.frameRate).rounded())
    for _ in 0..<frames {
      clock.advance(by: 1 / clock.frameRate)
      window.layoutIfNeeded()
    }
  }
}
