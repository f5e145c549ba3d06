import Foundation

@testable import Inertia

/// A window on a manual clock with a gesture synthesizer: the set-up most tests share.
@MainActor
struct TestScene {
  let clock: ManualClock
  let window: Window
  let gestures: GestureSynthesizer

  init(
    size: CGSize = CGSize(width: 390, height: 844), frameRate: Double = 120, safeArea: EdgeInsets = .zero,
    scale: CGFloat = 3
  ) {
    clock = ManualClock(frameRate: frameRate)
    window = Window(size: size, scale: scale, safeAreaInsets: safeArea, clock: clock)
    gestures = GestureSynthesizer(window: window, clock: clock)
  }

  /// Adds a full-window scroll view with `contentSize` and no inset adjustment.
  func scrollView(
    contentSize: CGSize, frame: CGRect? = nil, behavior: ContentInsetAdjustmentBehavior = .never
  ) -> ScrollView {
    let view = ScrollView(frame: frame ?? window.bounds)
    view.contentInsetAdjustmentBehavior = behavior
    view.contentSize = contentSize
    window.addSubview(view)
    window.layoutIfNeeded()
    return view
  }

  /// Puts a finger down at `from`, holds it `hold` seconds (past the content-touch delay), then
  /// drags it to `to` over `duration` and releases it as `release` says.
  func holdThenDrag(
    from: CGPoint, to: CGPoint, hold: Double = 0.2, duration: Double, release: GestureSynthesizer.Release
  ) {
    let start = clock.now
    window.handleTouch(id: 1, phase: .began, at: from, timestamp: start)
    wait(hold)
    let drag = GestureSynthesizer.drag(
      from: from, to: to, duration: duration, release: release, start: start + hold, rate: clock.frameRate)
    gestures.perform(Array(drag.dropFirst()))
  }

  /// Runs the clock for `seconds`.
  func wait(_ seconds: Double) { clock.advance(by: seconds) }
}

/// Records delegate calls as "method(args)" strings.
@MainActor
final class DelegateLog: ScrollViewDelegate {
  var calls: [String] = []
  var velocities: [CGPoint] = []
  var targets: [CGPoint] = []
  var targetOverride: ((CGPoint) -> CGPoint)?
  var onScroll: ((ScrollView) -> Void)?
  var draggingDuringDidEnd: Bool?
  var shouldScrollToTop = true

  /// The calls with consecutive didScrolls folded into one "didScroll*".
  var folded: [String] {
    var result: [String] = []
    for call in calls {
      if call == "didScroll" && result.last == "didScroll*" { continue }
      result.append(call == "didScroll" ? "didScroll*" : call)
    }
    return result
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    calls.append("didScroll")
    onScroll?(scrollView)
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    calls.append("willEndDragging")
    velocities.append(velocity)
    targets.append(targetContentOffset)
    if let targetOverride { targetContentOffset = targetOverride(targetContentOffset) }
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(\(decelerate))")
    draggingDuringDidEnd = scrollView.isDragging
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    calls.append("didEndScrollingAnimation")
  }
  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
    calls.append("shouldScrollToTop")
    return shouldScrollToTop
  }
  func scrollViewDidScrollToTop(_ scrollView: ScrollView) { calls.append("didScrollToTop") }
}

/// A view that records the touch messages it receives.
@MainActor
final class TouchLogView: View {
  var log: [String] = []
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began") }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.append("moved") }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append("cancelled") }
}
