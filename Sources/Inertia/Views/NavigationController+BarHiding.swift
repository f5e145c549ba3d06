import Foundation

extension NavigationController {
  /// Hides or shows the bar, as UIKit's `setNavigationBarHidden(_:animated:)`: the top view
  /// controller's safe area and its scroll view's insets follow. Animated, the content moves to
  /// its new frame over UIKit's 0.2 s (UINavigationControllerHideShowBarDuration) on the window's
  /// clock; the bar itself hides or shows at once.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != isNavigationBarHidden else { return }
    guard animated, isViewLoaded else {
      isNavigationBarHidden = hidden
      return
    }
    View.animate(withDuration: 0.2) {
      self.isNavigationBarHidden = hidden
      self.view.layoutIfNeeded()
    }
  }

  /// Adds the bar-hiding pan to the view once it is loaded, and turns it on or off.
  func installBarHiding() {
    guard isViewLoaded else { return }
    let pan = barHideOnSwipeGestureRecognizer
    if pan.view == nil, hidesBarsOnSwipe { view.addGestureRecognizer(pan) }
    pan.isEnabled = hidesBarsOnSwipe
    let tap = barHideOnTapGestureRecognizer
    if tap.view == nil, hidesBarsOnTap { view.addGestureRecognizer(tap) }
    tap.isEnabled = hidesBarsOnTap
  }

  /// A tap outside the bar toggles it (a tap on the bar's own items does not).
  func makeBarHidingTap() -> TapGestureRecognizer {
    let tap = TapGestureRecognizer { [weak self] recognizer in
      guard let self, self.hidesBarsOnTap, recognizer.state == .ended else { return }
      let point = recognizer.location(in: self.view)
      if !self.isNavigationBarHidden, self.navigationBar.frame.contains(point) { return }
      self.setNavigationBarHidden(!self.isNavigationBarHidden, animated: true)
    }
    tap.delegate = barHidingDelegate
    tap.cancelsTouchesInView = false
    tap.name = "barHideOnTap"
    return tap
  }

  func makeBarHidingPan() -> PanGestureRecognizer {
    let pan = PanGestureRecognizer { [weak self] recognizer in
      guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
      self.barHidingPanChanged(pan)
    }
    pan.delegate = barHidingDelegate
    pan.cancelsTouchesInView = false
    pan.name = "barHideOnSwipe"
    return pan
  }

  /// A swipe up (the finger moving up, the content scrolling on) hides the bar; a swipe down
  /// shows it; at most one change per swipe.
  private func barHidingPanChanged(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      swipeChangedBar = false
      fallthrough
    case .changed:
      guard !swipeChangedBar, hidesBarsOnSwipe else { return }
      let dy = pan.translation(in: view).y
      if dy < 0, !isNavigationBarHidden {
        swipeChangedBar = true
        setNavigationBarHidden(true, animated: true)
      } else if dy > 0, isNavigationBarHidden {
        swipeChangedBar = true
        setNavigationBarHidden(false, animated: true)
      }
    default:
      break
    }
  }
}

/// A gesture recognizer delegate that lets its recognizer recognize together with any other.
@preconcurrency @MainActor
final class SimultaneousRecognitionDelegate: GestureRecognizerDelegate {
  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { true }
}
