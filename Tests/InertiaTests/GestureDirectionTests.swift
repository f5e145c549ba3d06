import Foundation
import Testing

@testable import Inertia

/// A gesture's direction is decided from the finger's movement since touch-down, exactly at the
/// slop (uikit-behavior.md section 14): a drag whose first sample lies on the 10 pt slop has moved
/// 10 pt, although the translation left after the slop is (0, 0).
@MainActor
@Suite struct GestureDirectionTests {
  /// A horizontal paging scroll view (three 390 pt pages) holding a vertical list.
  private func pagerWithList(_ scene: TestScene) -> (pager: ScrollView, list: ScrollView) {
    let pager = scene.scrollView(contentSize: CGSize(width: 1170, height: 844))
    pager.isPagingEnabled = true
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    list.contentInsetAdjustmentBehavior = .never
    list.contentSize = CGSize(width: 390, height: 3000)
    pager.addSubview(list)
    scene.window.layoutIfNeeded()
    return (pager, list)
  }

  @Test func aHorizontalSwipeWhoseFirstSampleLiesOnTheSlopPagesThePager() {
    let scene = TestScene()
    let (pager, list) = pagerWithList(scene)
    // 300 pt in 0.25 s at 120 Hz: 30 moves of 10 pt, the first exactly on the slop.
    scene.gestures.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 50, y: 400), duration: 0.25)
    #expect(!list.isDragging && list.contentOffset == .zero)
    scene.wait(1.5)
    #expect(pager.contentOffset == CGPoint(x: 390, y: 0))
    #expect(list.contentOffset == .zero)
  }

  @Test func aVerticalDragOnTheSlopStillScrollsTheList() {
    let scene = TestScene()
    let (pager, list) = pagerWithList(scene)
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.25, release: .stop)
    #expect(pager.contentOffset == .zero)
    #expect(abs(list.contentOffset.y - 290) < 0.5)
  }

  @Test func aDirectionalLockIsDecidedFromTheMovementAtTheSlop() {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 2000, height: 3000))
    view.isDirectionalLockEnabled = true
    // Straight down in 10 pt samples: the lock is vertical, so the content moves up by the drag.
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.25, release: .stop)
    #expect(view.contentOffset.x == 0)
    #expect(abs(view.contentOffset.y - 290) < 0.5)
  }

  @Test func aHorizontalWheelGestureOverTheListPagesThePager() {
    let scene = TestScene()
    let (pager, list) = pagerWithList(scene)
    let router = WheelRouter()
    let point = CGPoint(x: 200, y: 400)
    router.scroll(
      .init(phase: .began, location: point, delta: .zero), in: scene.window, timestamp: scene.clock.now)
    #expect(router.target == nil && router.isGestureInProgress)
    for _ in 0..<20 {
      scene.wait(1.0 / 120)
      router.scroll(
        .init(phase: .changed, location: nil, delta: CGPoint(x: -15, y: 0)), in: scene.window,
        timestamp: scene.clock.now)
    }
    #expect(router.target === pager)
    router.scroll(
      .init(phase: .ended, location: nil, delta: .zero), in: scene.window, timestamp: scene.clock.now)
    scene.wait(1.5)
    #expect(pager.contentOffset == CGPoint(x: 390, y: 0))
    #expect(list.contentOffset == .zero)
  }

  /// The issue's script: a pager of lists, a drag of 300 pt in 0.25 s at 120 Hz.
  static let pagerScript = """
    {"frameRate": 120, "until": 1.5,
     "scene": {"window": {"size": [390, 844], "scale": 3},
      "root": {"type": "ScrollView", "id": "pager", "frame": [0, 0, 390, 844], "contentSize": [1170, 844],
       "isPagingEnabled": true, "contentInsetAdjustmentBehavior": "never",
       "subviews": [{"type": "TableView", "id": "list", "frame": [0, 0, 390, 844], "rows": 50,
         "rowHeight": 44, "contentInsetAdjustmentBehavior": "never"}]}},
     "steps": [{"at": 0.1, "drag": {"from": [350, 400], "to": [50, 400], "duration": 0.25, "release": "lift"}}]}
    """

  @Test func theReplayedSwipeOnTheSlopPagesThePager() throws {
    let trace = try ReplayRunner(data: Data(Self.pagerScript.utf8)).run()
    #expect(!trace.contains(#""view":"list","method":"scrollViewWillBeginDragging""#))
    #expect(trace.contains(#""view":"pager","method":"scrollViewWillBeginDragging""#))
    let end = try #require(trace.split(separator: "\n").last)
    #expect(end.contains(#""pager":{"contentOffset":[390.0,0.0]"#))
    #expect(end.contains(#""list":{"contentOffset":[0.0,0.0]"#))
  }

  /// A table with editable rows: a swipe on the slop, then a tap elsewhere, then (in the second
  /// script) a tap on the delete button.
  static func swipeScript(tapAt tap: CGPoint) -> String {
    """
    {"frameRate": 120, "until": 1.5,
     "scene": {"window": {"size": [390, 844], "scale": 3},
      "root": {"type": "TableView", "id": "list", "frame": [0, 0, 390, 844], "rows": 50, "rowHeight": 44,
       "canEditRows": true, "contentInsetAdjustmentBehavior": "never"}},
     "steps": [{"at": 0.1, "drag": {"from": [350, 110], "to": [50, 110], "duration": 0.25, "release": "lift"}},
       {"at": 1.0, "touch": {"id": 5, "phase": "began", "at": [\(tap.x), \(tap.y)]}},
       {"at": 1.05, "touch": {"id": 5, "phase": "ended", "at": [\(tap.x), \(tap.y)]}}]}
    """
  }

  @Test func aSwipeOnTheSlopRevealsDeleteAndTheNextTapDoesNotSelect() throws {
    let tapElsewhere = try ReplayRunner(data: Data(Self.swipeScript(tapAt: CGPoint(x: 100, y: 200)).utf8))
      .run()
    #expect(!tapElsewhere.contains("scrollViewWillBeginDragging"))
    #expect(!tapElsewhere.contains("didSelectRowAt"))
    #expect(tapElsewhere.contains(#""selectedRows":[]"#))
    // The swipe left the row's delete button open: a tap on it deletes the row (49 rows remain).
    let tapDelete = try ReplayRunner(data: Data(Self.swipeScript(tapAt: CGPoint(x: 370, y: 110)).utf8)).run()
    #expect(tapDelete.contains(#""contentSize":[390.0,2156.0]"#))
  }
}
