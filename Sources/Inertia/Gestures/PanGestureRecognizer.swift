import Foundation
import ScrollPhysics

/// Recognizes a drag, like UIPanGestureRecognizer.
///
/// It begins once the touches' centroid moved ``hysteresis`` points (10 by default, spec section 2);
/// that distance is taken out of the translation so content does not jump. The release velocity
/// comes from a `VelocityTracker` (ScrollPhysics) over the last 100 ms, so a finger that paused reports ~0.
///
/// See also: ``ScrollView/panGestureRecognizer``.
@preconcurrency @MainActor
open class PanGestureRecognizer: GestureRecognizer {
  /// The default movement before a pan begins, in points (spec section 2).
  public static let defaultHysteresis: CGFloat = 10

  /// The fewest touches that make a pan. Default 1.
  public var minimumNumberOfTouches = 1
  /// The most touches that make a pan. Default Int.max.
  public var maximumNumberOfTouches = Int.max
  /// How far the touches must move before the pan begins, in points. Default 10.
  public var hysteresis: CGFloat = PanGestureRecognizer.defaultHysteresis

  private var startCentroid: CGPoint = .zero
  private var anchor: CGPoint = .zero
  private var currentCentroid: CGPoint = .zero
  private var trackerX = VelocityTracker()
  private var trackerY = VelocityTracker()

  /// The touches not lifted. (Loops here and below, not closures: a pan with N fingers down
  /// reads these for each of their changes, and a closure in a main-actor type checks its
  /// executor per call.)
  private var liveTouches: [Touch] {
    var live: [Touch] = []
    for touch in touches where !touch.isFinished { live.append(touch) }
    return live
  }

  private func centroid(of list: [Touch]) -> CGPoint {
    guard !list.isEmpty else { return currentCentroid }
    var sum = CGPoint.zero
    for touch in list { sum = sum + touch.locationInWindow }
    return CGPoint(x: sum.x / CGFloat(list.count), y: sum.y / CGFloat(list.count))
  }

  /// The translation of the pan in `view`'s coordinate system (the window's when nil).
  open func translation(in view: View?) -> CGPoint {
    let delta = currentCentroid - anchor
    guard let view else { return delta }
    return view.convert(anchor + delta, from: nil) - view.convert(anchor, from: nil)
  }

  /// The touches' movement since touch-down in `view`'s coordinate system (the window's when nil):
  /// the translation with the slop still in it. A gesture's direction is decided from this
  /// (uikit-behavior.md section 14), not from the translation, which is (0, 0) when the first sample
  /// lies exactly on the slop.
  func movement(in view: View?) -> CGPoint {
    let delta = currentCentroid - startCentroid
    guard let view else { return delta }
    return view.convert(startCentroid + delta, from: nil) - view.convert(startCentroid, from: nil)
  }

  /// Where the touches went down, in `view`'s coordinate system (the window's when nil).
  func startLocation(in view: View?) -> CGPoint {
    guard let view else { return startCentroid }
    return view.convert(startCentroid, from: nil)
  }

  /// Resets the translation to `translation` in `view`'s coordinate system.
  open func setTranslation(_ translation: CGPoint, in view: View?) {
    guard translation.isFinite else { return }
    var windowDelta = translation
    if let view {
      windowDelta = view.convert(translation, to: nil) - view.convert(CGPoint.zero, to: nil)
    }
    anchor = currentCentroid - windowDelta
  }

  /// The velocity in `view`'s coordinate system, in points per second (UIKit's unit).
  open func velocity(in view: View?) -> CGPoint {
    let windowVelocity = CGPoint(x: trackerX.velocity * 1000, y: trackerY.velocity * 1000)
    guard let view else { return windowVelocity }
    return view.convert(windowVelocity, from: nil) - view.convert(CGPoint.zero, from: nil)
  }

  private func sample(at time: Double) {
    currentCentroid = centroid(of: liveTouches.isEmpty ? touches : liveTouches)
    trackerX.add(time: time, position: Double(currentCentroid.x))
    trackerY.add(time: time, position: Double(currentCentroid.y))
  }

  /// Keeps the translation continuous when fingers are added or lifted.
  private func rebase(_ change: () -> Void) {
    let before = currentCentroid
    change()
    let after = centroid(of: liveTouches)
    guard !liveTouches.isEmpty, after != before else { return }
    anchor = anchor + (after - before)
    startCentroid = startCentroid + (after - before)
    currentCentroid = after
    trackerX.reset()
    trackerY.reset()
    trackerX.add(time: now, position: Double(after.x))
    trackerY.add(time: now, position: Double(after.y))
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if self.touches.count == touches.count {
      startCentroid = centroid(of: liveTouches)
      currentCentroid = startCentroid
      anchor = startCentroid
      sample(at: event.timestamp)
    } else {
      rebase {}
    }
    if liveTouches.count > maximumNumberOfTouches, state == .possible { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    sample(at: event.timestamp)
    switch state {
    case .possible:
      let moved = currentCentroid - startCentroid
      let distance = moved.length
      guard distance >= hysteresis - 1e-9, liveTouches.count >= minimumNumberOfTouches else { return }
      if distance > 0 {
        let unit = CGPoint(x: moved.x / distance, y: moved.y / distance)
        anchor = startCentroid + CGPoint(x: unit.x * hysteresis, y: unit.y * hysteresis)
      }
      state = .began
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if liveTouches.isEmpty {
      sample(at: event.timestamp)
      currentCentroid = centroid(of: Array(touches))
      if state == .began || state == .changed {
        state = .ended
      } else if state == .possible {
        state = .failed
      }
    } else {
      rebase {}
    }
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    if liveTouches.isEmpty { super.touchesCancelled(touches, with: event) }
  }

  open override func reset() {
    trackerX.reset()
    trackerY.reset()
    anchor = .zero
    startCentroid = .zero
    currentCentroid = .zero
  }
}
