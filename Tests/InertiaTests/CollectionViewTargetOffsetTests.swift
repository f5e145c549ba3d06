import Foundation
import Testing

@testable import Inertia

/// A layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:) is asked when a
/// drag is released, before the delegate's scrollViewWillEndDragging, and the scroll rests there.
@MainActor
@Suite struct CollectionViewTargetOffsetTests {
  /// A flow layout that rests with a line's top at the view's top (a snapping layout apps write).
  final class SnappingLayout: CollectionViewFlowLayout {
    var questions: [(proposed: CGPoint, velocity: CGPoint)] = []
    var pitch: CGFloat { itemSize.height + minimumLineSpacing }

    override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      questions.append((proposedContentOffset, velocity))
      return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / pitch).rounded() * pitch)
    }
  }

  final class Source: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 300 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  private func makeView(_ scene: TestScene, layout: CollectionViewLayout) -> (
    CollectionView, Source, DelegateLog
  ) {
    let view = CollectionView(frame: scene.window.bounds, collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source()
    let log = DelegateLog()
    view.dataSource = source
    view.delegate = log
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    return (view, source, log)
  }

  @Test func aFlingRestsWhereTheLayoutSnapsAndTheDelegateSeesTheSnappedTarget() throws {
    let scene = TestScene()
    let layout = SnappingLayout()
    layout.itemSize = CGSize(width: 100, height: 130)
    layout.minimumLineSpacing = 10
    let (view, _, log) = makeView(scene, layout: layout)
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1500), distance: 137)
    scene.wait(4)
    #expect(layout.questions.count == 1)
    let question = try #require(layout.questions.first)
    // The layout got the free deceleration's rest point, not a line boundary, and the release velocity.
    #expect(question.proposed.y.truncatingRemainder(dividingBy: 140) != 0)
    #expect(question.velocity == log.velocities.first)
    #expect(question.velocity.y > 1)
    let snapped = (question.proposed.y / 140).rounded() * 140
    #expect(log.targets == [CGPoint(x: 0, y: snapped)])
    #expect(abs(view.contentOffset.y - snapped) <= 0.5)
    #expect(
      log.folded == [
        "willBeginDragging", "didScroll*", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didScroll*", "didEndDecelerating",
      ])
  }

  @Test func theDelegateCanStillMoveTheLayoutsTarget() {
    let scene = TestScene()
    let layout = SnappingLayout()
    layout.itemSize = CGSize(width: 100, height: 130)
    let (view, _, log) = makeView(scene, layout: layout)
    log.targetOverride = { _ in CGPoint(x: 0, y: 420) }
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2500), distance: 137)
    scene.wait(4)
    #expect(layout.questions.count == 1)
    #expect(abs(view.contentOffset.y - 420) <= 0.5)
  }

  @Test func aSlowReleaseIsAskedTooAndAPagingViewIsNot() {
    let scene = TestScene()
    let layout = SnappingLayout()
    layout.itemSize = CGSize(width: 100, height: 130)
    layout.minimumLineSpacing = 10
    let (view, _, _) = makeView(scene, layout: layout)
    // A drag of 100 pt (90 past the touch slop) held still before lifting: the proposal is where
    // it is; the layout snaps it to 140, where the view goes.
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.3, release: .stop)
    scene.wait(3)
    #expect(layout.questions.count == 1)
    #expect(abs((layout.questions.first?.proposed.y ?? 0) - 90) <= 1)
    #expect(abs(view.contentOffset.y - 140) <= 0.5)
    view.isPagingEnabled = true
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1500), distance: 100)
    scene.wait(3)
    #expect(layout.questions.count == 1)
    #expect(view.contentOffset.y == 844)
  }
}
