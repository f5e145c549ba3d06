import Foundation
import Testing

@testable import Inertia

/// Offsets come to rest inside their range at every window scale, and after a programmatic move
/// during a bounce (issue 22 item 6).
@MainActor
@Suite struct RestInRangeTests {
  private static var coordinators: [NestedScrollCoordinator] = []

  @Test(arguments: [0.5, 1, 1.5, 2, 2.5, 3])
  func aFlingIntoTheEndRestsInsideTheRange(scale: Double) {
    let scene = TestScene(scale: CGFloat(scale))
    // 1999 - 844 = 1155: at scale 0.5 the end lies between two pixels (1154 and 1156).
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 1999))
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -4000), distance: 60)
    scene.wait(4)
    #expect(!view.isDecelerating)
    #expect(view.contentOffset.y <= view.maximumOffset.y && view.contentOffset.y >= 1154)
    // And back to the start, which a top inset of 10.5 puts between pixels too.
    view.contentInset = EdgeInsets(top: 10.5, left: 0, bottom: 0, right: 0)
    scene.gestures.fling(from: CGPoint(x: 200, y: 100), velocity: CGPoint(x: 0, y: 6000), distance: 60)
    scene.wait(5)
    #expect(view.contentOffset.y >= -10.5 && view.contentOffset.y <= -9)
  }

  /// At scale 0.5 a top inset of 47 puts the range's start between the pixels -48 and -46. An arrow
  /// key pressed while the bounce back shows -48 asks for -47, which shows as the same pixel: the
  /// bounce stops, and the view must still rest on -47, not on the -48 the bounce had reached.
  @Test func anArrowKeyDuringABounceAtHalfScaleRestsInsideTheRange() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 0.5)
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 100), behavior: .always)
    view.alwaysBounceVertical = true
    #expect(view.contentOffset.y == -47)
    scene.gestures.fling(from: CGPoint(x: 200, y: 300), velocity: CGPoint(x: 0, y: 2500), distance: 60)
    var pressed = false
    for _ in 0..<400 where !pressed {
      scene.wait(1.0 / 120)
      // The last frames of the bounce: shown on the pixel -48, precisely still past the edge.
      if view.isDecelerating, view.contentOffset.y == -48, view.preciseOffset.y < -47 {
        pressed = view.directionalPressGestureRecognizer.press(.upArrow)
      }
    }
    #expect(pressed)
    scene.wait(2)
    #expect(!view.isDecelerating && !view.isScrollAnimating)
    #expect(view.contentOffset.y == -47)
  }

  @Test func setUnifiedOffsetDuringASidewaysBounceRestsInRange() {
    let scene = TestScene()
    let outer = scene.scrollView(contentSize: CGSize(width: 390, height: 1200))
    let inner = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
    inner.contentInsetAdjustmentBehavior = .never
    inner.contentSize = CGSize(width: 1000, height: 1000)
    outer.addSubview(inner)
    scene.window.layoutIfNeeded()
    let chain = NestedScrollCoordinator(outer: outer, inner: inner)
    Self.coordinators.append(chain)
    scene.gestures.drag(
      from: CGPoint(x: 50, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.3, release: .stop)
    scene.wait(0.05)
    #expect(inner.contentOffset.x < -20)
    chain.setUnifiedOffset(300, animated: false)
    scene.wait(2)
    #expect(inner.contentOffset.x == 0)
    #expect(outer.contentOffset.y + inner.contentOffset.y == 300)
    #expect(!inner.isDecelerating && !outer.isDecelerating)
  }
}
