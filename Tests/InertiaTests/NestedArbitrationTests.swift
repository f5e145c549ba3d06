import Foundation
import Testing

@testable import Inertia

/// Same-axis nested scroll views without a coordinator, as UIKit arbitrates them
/// (uikit-behavior.md section 14, docs/nested-scrolling.md): the innermost view whose pan can
/// scroll in the drag's direction owns the whole gesture, at its edges too; one that cannot fails
/// and leaves the gesture to its ancestor.
@MainActor
@Suite struct NestedArbitrationTests {
  /// An outer vertical scroll view (2000 pt of content) holding a 400 pt tall inner one at y 200.
  private func nest(_ scene: TestScene, innerContent: CGFloat = 2200) -> (
    outer: ScrollView, inner: ScrollView
  ) {
    let outer = scene.scrollView(contentSize: CGSize(width: 390, height: 2000))
    let inner = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
    inner.contentInsetAdjustmentBehavior = .never
    inner.contentSize = CGSize(width: 390, height: innerContent)
    outer.addSubview(inner)
    scene.window.layoutIfNeeded()
    return (outer, inner)
  }

  private func dragUp(_ scene: TestScene, by distance: CGFloat = 200) {
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 550), to: CGPoint(x: 200, y: 550 - distance), duration: 0.3, release: .stop)
  }

  @Test func theScrollableInnerViewOwnsTheDrag() {
    let scene = TestScene()
    let (outer, inner) = nest(scene)
    dragUp(scene)
    #expect(outer.contentOffset == .zero)
    #expect(abs(inner.contentOffset.y - 190) < 0.5)
  }

  @Test func atItsEdgeTheInnerViewRubberBandsAndTheOuterStaysPut() {
    let scene = TestScene()
    let (outer, inner) = nest(scene)
    outer.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    // Down from the inner view's top edge: it rubber-bands; the outer view does not move.
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 550), duration: 0.3, release: .hold)
    #expect(inner.contentOffset.y < -50)
    #expect(outer.contentOffset.y == 100)
    scene.gestures.perform([
      TouchInput(time: scene.clock.now, id: 1, phase: .ended, location: CGPoint(x: 200, y: 550))
    ])
    scene.wait(1)
    #expect(inner.contentOffset.y == 0 && outer.contentOffset.y == 100)
  }

  @Test func anInnerViewWithoutBouncesStopsAtItsEdgeAndKeepsTheGesture() {
    let scene = TestScene()
    let (outer, inner) = nest(scene, innerContent: 500)
    inner.bounces = false
    dragUp(scene)
    #expect(inner.contentOffset.y == 100)
    #expect(outer.contentOffset == .zero)
  }

  @Test func anInnerViewWhoseContentFitsLeavesTheDragToTheOuterView() {
    let scene = TestScene()
    let (outer, inner) = nest(scene, innerContent: 400)
    dragUp(scene)
    #expect(inner.contentOffset == .zero)
    #expect(abs(outer.contentOffset.y - 190) < 0.5)
  }

  @Test func alwaysBounceMakesAFittingInnerViewOwnTheDrag() {
    let scene = TestScene()
    let (outer, inner) = nest(scene, innerContent: 400)
    inner.alwaysBounceVertical = true
    dragUp(scene)
    #expect(outer.contentOffset == .zero)
    #expect(inner.contentOffset.y > 50)
  }

  @Test func aDisabledInnerViewLeavesTheDragToTheOuterView() {
    let scene = TestScene()
    let (outer, inner) = nest(scene)
    inner.isScrollEnabled = false
    dragUp(scene)
    #expect(inner.contentOffset == .zero)
    #expect(abs(outer.contentOffset.y - 190) < 0.5)
  }

  /// The approach seed 001's post warns against: enabling the inner view and disabling the outer
  /// one from scrollViewDidScroll when the outer reaches its end.
  final class Toggler: ScrollViewDelegate {
    weak var outer: ScrollView?
    weak var inner: ScrollView?
    func scrollViewDidScroll(_ scrollView: ScrollView) {
      guard let outer, let inner, scrollView === outer else { return }
      if outer.contentOffset.y >= outer.maximumOffset.y {
        outer.isScrollEnabled = false
        inner.isScrollEnabled = true
      }
    }
  }

  @Test func togglingIsScrollEnabledMidGestureOnlyTakesEffectOnTheNextGesture() {
    let scene = TestScene()
    let outer = scene.scrollView(contentSize: CGSize(width: 390, height: 944))
    let inner = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    inner.contentInsetAdjustmentBehavior = .never
    inner.contentSize = CGSize(width: 390, height: 2000)
    inner.isScrollEnabled = false
    outer.addSubview(inner)
    scene.window.layoutIfNeeded()
    let toggler = Toggler()
    toggler.outer = outer
    toggler.inner = inner
    outer.delegate = toggler
    // The drag starts on the disabled inner view: the outer view takes it, reaches its end (100)
    // and is disabled; the inner view, enabled mid-gesture, does not take the rest: it stutters.
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 150), duration: 0.3, release: .stop)
    scene.wait(1)
    #expect(outer.contentOffset.y == 100)
    #expect(inner.contentOffset == .zero)
    // The next gesture goes to the inner view (on screen at y 0...400 now).
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), duration: 0.3, release: .stop)
    #expect(outer.contentOffset.y == 100)
    #expect(abs(inner.contentOffset.y - 190) < 0.5)
  }

  /// A wheel gesture follows the same rule: the innermost view that can scroll along its first
  /// movement.
  @Test func aWheelGestureGoesToTheInnermostViewThatCanScrollAlongIt() {
    let scene = TestScene()
    let (outer, inner) = nest(scene, innerContent: 400)
    let router = WheelRouter()
    router.scroll(
      .init(phase: .began, location: CGPoint(x: 200, y: 400), delta: CGPoint(x: 0, y: -20)), in: scene.window,
      timestamp: scene.clock.now)
    #expect(router.target === outer)
    router.scroll(
      .init(phase: .ended, location: nil, delta: .zero), in: scene.window, timestamp: scene.clock.now)
    inner.contentSize.height = 2000
    router.scroll(
      .init(phase: .began, location: CGPoint(x: 200, y: 400), delta: CGPoint(x: 0, y: -20)), in: scene.window,
      timestamp: scene.clock.now)
    #expect(router.target === inner)
  }

  /// Scrolling switched off and on again between gestures (a "set" step each): the inner view owns
  /// the next drag, as one that was never switched off.
  static let toggleScript = """
    {"frameRate": 120, "until": 2.5,
     "scene": {"window": {"size": [390, 844], "scale": 3},
      "root": {"type": "ScrollView", "id": "outer", "frame": [0, 0, 390, 844], "contentSize": [390, 944],
       "contentInsetAdjustmentBehavior": "never",
       "subviews": [{"type": "ScrollView", "id": "inner", "frame": [0, 100, 390, 400], "contentSize": [390, 2000],
         "contentInsetAdjustmentBehavior": "never"}]}},
     "steps": [{"at": 1.5, "set": {"view": "inner", "property": "isScrollEnabled", "value": false}},
      {"at": 1.55, "set": {"view": "inner", "property": "isScrollEnabled", "value": true}},
      {"at": 1.6, "drag": {"from": [200, 400], "to": [200, 200], "duration": 0.3, "release": "stop"}}]}
    """

  @Test func aViewSwitchedOffAndOnAgainOwnsTheNextDrag() throws {
    let trace = try ReplayRunner(data: Data(Self.toggleScript.utf8)).run()
    #expect(!trace.contains(#""view":"outer","method":"scrollViewWillBeginDragging""#))
    let end = try #require(trace.split(separator: "\n").last)
    #expect(end.contains(#""outer":{"contentOffset":[0.0,0.0]"#))
    #expect(end.contains(#""inner":{"contentOffset":[0.0,190.0]"#))
  }
}
