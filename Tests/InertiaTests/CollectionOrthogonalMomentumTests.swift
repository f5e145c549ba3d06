import Foundation
import Testing

@testable import Inertia

/// Orthogonal rows in a vertical feed, by gestures: a row scrolled off screen while it decelerates
/// stops and its delegate hears the end (as a reused cell's scroll view in UIKit), and momentum
/// passes between a row and the feed only as the finger decides.
@MainActor
@Suite struct CollectionOrthogonalMomentumTests {
  /// Records the rows' delegate calls as "section call", didScroll left out.
  final class RowLog: ScrollViewDelegate {
    var calls: [String] = []
    var scrollsAfterEnd = 0
    private func note(_ scrollView: ScrollView, _ call: String) {
      calls.append("\((scrollView as? OrthogonalScrollView)?.section ?? -1) \(call)")
    }
    func scrollViewDidScroll(_ scrollView: ScrollView) {
      if calls.last?.hasSuffix("didEndDecelerating") == true { scrollsAfterEnd += 1 }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { note(scrollView, "willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
      note(scrollView, "didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
      note(scrollView, "willBeginDecelerating")
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { note(scrollView, "didEndDecelerating") }
  }

  final class Source: CollectionViewDataSource, CollectionViewDelegate {
    let count: Int
    var selected: [IndexPath] = []
    init(_ count: Int) { self.count = count }
    func numberOfSections(in collectionView: CollectionView) -> Int { count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  @MainActor struct Feed {
    let scene: TestScene
    let view: CollectionView
    let source: Source
    let log: RowLog
    func row(_ section: Int) -> OrthogonalScrollView? { view.orthogonalRows[section] }
  }

  /// Eight sections of 240 pt (a 40-pt header over a 200-pt row of groups 80 % wide, 10 pt apart:
  /// a 322-pt pitch) in a 390 x 844 feed.
  private func feed(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) -> Feed {
    let scene = TestScene()
    let layout = CollectionViewCompositionalLayout { _, _ in
      let item = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
        subitems: [item])
      let section = CollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      section.orthogonalScrollingBehavior = behavior
      section.contentInsets = DirectionalEdgeInsets(top: 40, leading: 0, bottom: 0, trailing: 0)
      return section
    }
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source(8)
    view.dataSource = source
    view.delegate = source
    let log = RowLog()
    view.orthogonalObserver = log
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    return Feed(scene: scene, view: view, source: source, log: log)
  }

  /// Flings the feed up from a point on section 3's row (a vertical swipe: the row's pan fails).
  private func flingFeedUp(_ feed: Feed) {
    feed.scene.gestures.fling(from: CGPoint(x: 200, y: 820), velocity: CGPoint(x: 0, y: -3000), distance: 200)
  }

  @Test func aRowScrolledOffWhileDeceleratingStopsAndHearsTheEnd() throws {
    let feed = feed(.continuous)
    let first = try #require(feed.row(0))
    feed.scene.gestures.fling(from: CGPoint(x: 300, y: 140), velocity: CGPoint(x: -3000, y: 0), distance: 120)
    #expect(first.isDecelerating)
    flingFeedUp(feed)
    feed.scene.wait(0.3)
    // Section 0 (0...240) is off screen: its row left while it still moved, and stopped.
    #expect(feed.view.contentOffset.y > 240)
    #expect(feed.row(0) == nil)
    #expect(!first.isDecelerating)
    #expect(
      feed.log.calls == [
        "0 willBeginDragging", "0 didEndDragging(true)", "0 willBeginDecelerating", "0 didEndDecelerating",
      ])
    let stopped = first.contentOffset.x
    #expect(stopped > 120 && stopped < first.maximumOffset.x)
    feed.scene.wait(3)
    #expect(first.contentOffset.x == stopped)
    #expect(feed.log.scrollsAfterEnd == 0)
    // Back on screen, the row shows the offset it stopped at and stays there.
    feed.view.setContentOffset(.zero, animated: false)
    feed.view.layoutIfNeeded()
    let again = try #require(feed.row(0))
    #expect(abs(again.contentOffset.x - stopped) < 0.5)
    feed.scene.wait(1)
    #expect(abs(again.contentOffset.x - stopped) < 0.5)
    #expect(feed.log.calls.count == 4)
  }

  @Test func aGroupPagingRowScrolledOffMidPageComesBackOnAGroup() throws {
    let feed = feed(.groupPaging)
    let first = try #require(feed.row(0))
    feed.scene.gestures.fling(from: CGPoint(x: 300, y: 140), velocity: CGPoint(x: -1500, y: 0), distance: 60)
    flingFeedUp(feed)
    feed.scene.wait(0.3)
    #expect(feed.row(0) == nil)
    #expect(feed.log.calls.last == "0 didEndDecelerating")
    #expect(first.contentOffset.x > 60 && first.contentOffset.x < 322)  // Stopped between groups.
    feed.view.setContentOffset(.zero, animated: false)
    feed.view.layoutIfNeeded()
    let again = try #require(feed.row(0))
    // Nearest group to where it stopped: the first or the second.
    let offset = again.contentOffset.x
    #expect(abs(offset) < 0.5 || abs(offset - 322) < 0.5)
    #expect(abs(offset - first.contentOffset.x) <= 161.5)
  }

  @Test func aRowDeceleratingOnScreenKeepsItsMomentumWhileTheFeedIsFlung() throws {
    // The same row fling, alone and with a feed fling elsewhere, rests at the same offset.
    func rest(flingingFeed: Bool) throws -> CGFloat {
      let feed = feed(.continuous)
      let first = try #require(feed.row(0))
      feed.scene.gestures.fling(
        from: CGPoint(x: 300, y: 140), velocity: CGPoint(x: -2000, y: 0), distance: 80)
      let track = GestureSynthesizer.fling(
        from: CGPoint(x: 200, y: 820), velocity: CGPoint(x: 0, y: -300), distance: 40,
        start: feed.scene.clock.now, rate: GestureSynthesizer.flingSampleRate)
      if flingingFeed {
        feed.scene.gestures.perform(track)
        #expect(feed.view.isDecelerating)
        #expect(first.isDecelerating)
      } else {
        feed.scene.clock.advance(to: track.last?.time ?? 0, includingFrameAtEnd: false)
      }
      feed.scene.wait(4)
      #expect(feed.view.contentOffset.y < 240)  // The row stayed on screen.
      #expect(feed.log.calls.last == "0 didEndDecelerating")
      return first.contentOffset.x
    }
    let alone = try rest(flingingFeed: false)
    let together = try rest(flingingFeed: true)
    #expect(alone > 400)
    #expect(abs(alone - together) < 0.5)
  }

  @Test func aVerticalDragOnADeceleratingRowStopsItAndScrollsTheFeed() throws {
    let feed = feed(.continuous)
    let first = try #require(feed.row(0))
    feed.scene.gestures.fling(from: CGPoint(x: 300, y: 140), velocity: CGPoint(x: -3000, y: 0), distance: 120)
    feed.scene.wait(0.1)
    #expect(first.isDecelerating)
    // A finger lands on the moving row and drags up: the row stops at once; the direction (the row
    // keeps the slop, as it scrolls across the feed) gives the drag to the feed.
    let start = feed.scene.clock.now
    feed.scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 200, y: 200), timestamp: start)
    let caught = first.contentOffset.x
    feed.scene.wait(0.5 / 120)
    #expect(first.contentOffset.x == caught)  // Held (still decelerating until the finger drags or lifts).
    let drag = GestureSynthesizer.drag(
      from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 100), duration: 0.3, release: .stop, start: start,
      rate: 120)
    feed.scene.gestures.perform(drag.dropFirst())
    feed.scene.wait(1)
    #expect(abs(first.contentOffset.x - caught) < 0.5)
    #expect(!first.isDecelerating && !feed.view.isDecelerating)
    #expect(abs(feed.view.contentOffset.y - 90) < 1)  // 100 pt less the 10-pt slop.
    // The caught row does not drag: its deceleration ends when the feed takes the drag.
    #expect(
      feed.log.calls == [
        "0 willBeginDragging", "0 didEndDragging(true)", "0 willBeginDecelerating", "0 didEndDecelerating",
      ])
    #expect(feed.source.selected.isEmpty)
  }

  @Test func aSidewaysDragOnARowStopsTheFeedsMomentumAndMovesTheRow() throws {
    let feed = feed(.continuous)
    let first = try #require(feed.row(1))
    feed.scene.gestures.fling(from: CGPoint(x: 200, y: 820), velocity: CGPoint(x: 0, y: -600), distance: 60)
    feed.scene.wait(0.05)
    #expect(feed.view.isDecelerating)
    // Section 1's row is at 280...480 in the content.
    let y = 380 - feed.view.contentOffset.y
    let start = feed.scene.clock.now
    feed.scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 300, y: y), timestamp: start)
    let caught = feed.view.contentOffset.y
    feed.scene.wait(0.5 / 120)
    #expect(feed.view.contentOffset.y == caught)
    let drag = GestureSynthesizer.drag(
      from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y), duration: 0.3, release: .stop, start: start,
      rate: 120)
    feed.scene.gestures.perform(drag.dropFirst())
    feed.scene.wait(1)
    #expect(abs(feed.view.contentOffset.y - caught) < 0.5)
    #expect(!feed.view.isDecelerating && !first.isDecelerating)
    #expect(abs(first.contentOffset.x - 90) < 1)
    #expect(feed.log.calls == ["1 willBeginDragging", "1 didEndDragging(false)"])
  }
}
