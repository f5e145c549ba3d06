import Foundation
import Testing

@testable import Inertia

/// A chain member that also scrolls on its own along the other axis: a pull past its edge there
/// bounces back after release like a lone scroll view's (uikit-behavior.md section 9.3).
@MainActor
@Suite struct ChainCrossAxisTests {
  private static var coordinators: [NestedScrollCoordinator] = []

  /// A vertical chain [outer, inner]; the inner view also scrolls horizontally (1000 pt wide).
  private func twoAxis(_ scene: TestScene) -> (outer: ScrollView, inner: ScrollView) {
    let outer = scene.scrollView(contentSize: CGSize(width: 390, height: 1200))
    let inner = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
    inner.contentInsetAdjustmentBehavior = .never
    inner.contentSize = CGSize(width: 1000, height: 1000)
    outer.addSubview(inner)
    scene.window.layoutIfNeeded()
    Self.coordinators.append(NestedScrollCoordinator(outer: outer, inner: inner, policy: .collapsingHeader))
    return (outer, inner)
  }

  @Test func aSidewaysPullPastTheEdgeDeceleratesBackInUIKitsOrder() {
    let scene = TestScene()
    let (outer, inner) = twoAxis(scene)
    let log = DelegateLog()
    inner.delegate = log
    scene.gestures.drag(
      from: CGPoint(x: 50, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.3, release: .stop)
    #expect(inner.contentOffset.x < -50)
    let release = log.calls.firstIndex(of: "willEndDragging") ?? 0
    #expect(
      Array(log.calls[release...].prefix(3)) == [
        "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
      ])
    #expect(log.targets.last == .zero)
    scene.wait(1.5)
    #expect(inner.contentOffset == .zero && outer.contentOffset == .zero)
    #expect(log.folded.suffix(2) == ["didScroll*", "didEndDecelerating"])
    #expect(!inner.isDecelerating)
  }

  @Test func aSidewaysFlingOnAChainMemberDeceleratesOnItsOwn() {
    let scene = TestScene()
    let (_, inner) = twoAxis(scene)
    let log = DelegateLog()
    inner.delegate = log
    scene.gestures.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1000, y: 0), distance: 30)
    let target = log.targets.last ?? .zero
    // The projected rest of a 1 pt/ms fling (~494.5 pt on from the release), clamped to 610.
    #expect(target.x > 450 && target.x < 540 && target.y == 0)
    scene.wait(3)
    #expect(abs(inner.contentOffset.x - target.x) < 0.5)
  }

  static let script = """
    {"frameRate": 120, "until": 2.0,
     "scene": {"window": {"size": [390, 844], "scale": 3},
      "root": {"type": "ScrollView", "id": "outer", "frame": [0, 0, 390, 844], "contentSize": [390, 1200],
       "contentInsetAdjustmentBehavior": "never",
       "subviews": [{"type": "ScrollView", "id": "inner", "frame": [0, 200, 390, 400],
         "contentSize": [1000, 1000], "contentInsetAdjustmentBehavior": "never"}]},
      "nested": [{"outer": "outer", "inner": "inner"}]},
     "steps": [{"at": 0.1, "drag": {"from": [50, 400], "to": [250, 400], "duration": 0.3, "release": "stop"}}]}
    """

  @Test func theReplayedPullBouncesBackWithWillDecelerate() throws {
    let trace = try ReplayRunner(data: Data(Self.script.utf8)).run()
    let lines = trace.split(separator: "\n").map(String.init).filter { $0.contains(#""kind":"delegate""#) }
    let release = try #require(lines.firstIndex { $0.contains("scrollViewWillEndDragging") })
    #expect(lines[release].contains(#""targetContentOffset":[0.0,0.0]"#))
    #expect(lines[release + 1].contains(#""scrollViewDidEndDragging","willDecelerate":true"#))
    #expect(lines[release + 2].contains("scrollViewWillBeginDecelerating"))
    #expect(lines.last?.contains("scrollViewDidEndDecelerating") == true)
    #expect(trace.split(separator: "\n").last?.contains(#""inner":{"contentOffset":[0.0,0.0]"#) == true)
  }
}
