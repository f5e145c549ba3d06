import Foundation
import Testing

@testable import Inertia

/// A drag that pulls a chain past its end and comes back leaves the view that showed the
/// overscroll at its edge, whatever view the rest of the drag moves (fuzz finding: a caught
/// sideways bounce dragged back stayed 1.3 pt outside the range at rest).
@MainActor
@Suite struct ChainOverscrollReturnTests {
  private static var coordinators: [NestedScrollCoordinator] = []

  @Test func overscrollDraggedBackLeavesItsViewAtTheEdge() {
    let scene = TestScene()
    let outer = scene.scrollView(contentSize: CGSize(width: 780, height: 3000))
    let inner = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
    inner.contentInsetAdjustmentBehavior = .never
    inner.contentSize = CGSize(width: 780, height: 400)
    outer.addSubview(inner)
    scene.window.layoutIfNeeded()
    // Inner first both ways; past the start the outer view shows the overscroll.
    Self.coordinators.append(
      NestedScrollCoordinator(chain: [outer, inner], axis: .horizontal, policies: [.innerFirst]))
    // A finger on the outer view (below the inner one) pulls right, past the start, then back left.
    var x: CGFloat = 200
    _ = scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: x, y: 700))
    for _ in 0..<20 {
      x += 6
      scene.wait(1.0 / 60)
      _ = scene.window.handleTouch(id: 1, phase: .moved, at: CGPoint(x: x, y: 700))
    }
    #expect(outer.contentOffset.x < -20)
    for _ in 0..<30 {
      x -= 7
      scene.wait(1.0 / 60)
      _ = scene.window.handleTouch(id: 1, phase: .moved, at: CGPoint(x: x, y: 700))
    }
    // 120 pt out and 210 back: the outer view is at its edge, the inner took the rest.
    #expect(outer.contentOffset.x == 0)
    #expect(inner.contentOffset.x > 50)
    // Held still, then lifted: no fling.
    scene.wait(0.2)
    _ = scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: x, y: 700))
    scene.wait(2)
    #expect(outer.contentOffset.x == 0)
  }
}
