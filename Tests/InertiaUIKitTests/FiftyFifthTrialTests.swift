import Foundation
import InertiaUIKit
import Testing

/// The fifty-fifth trial's behaviour, written as eleev's collection-view layouts kit uses UIKit: a
/// horizontal flow layout that sizes its items from the collection view in `prepare()` and snaps a
/// release to the item nearest the centre among those on screen; a stack of cards laid out from
/// the content offset (scale, alpha and layer order per card, paging turned on by the layout); and
/// a wheel of cards with its own attributes class, rotated around an anchor far below them, that
/// snaps by the sign of the release velocity.
@MainActor
@Suite struct FiftyFifthTrialTests {
  /// What a scroll-view delegate hears, in order.
  fileprivate final class Recorder: NSObject, UICollectionViewDelegate {
    var events: [String] = []
    var velocities: [CGFloat] = []
    var targets: [CGFloat] = []
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      velocities.append(velocity.x)
      targets.append(targetContentOffset.pointee.x)
      events.append("willEndDragging \(targetContentOffset.pointee.x)")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      events.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      events.append("willBeginDecelerating")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      events.append("didEndDecelerating \(scrollView.contentOffset.x)")
    }
  }

  /// Snaps to the item whose centre is nearest the view's centre, of the items on screen now.
  fileprivate final class SnapLayout: UICollectionViewFlowLayout {
    private var isSetUp = false

    override func prepare() {
      super.prepare()
      guard let collectionView else { return }
      if !isSetUp {
        isSetUp = true
        minimumLineSpacing = 20
        collectionView.decelerationRate = .fast
      }
      let insets = collectionView.contentInset
      itemSize = CGSize(
        width: collectionView.bounds.width - insets.left - insets.right,
        height: collectionView.frame.height - minimumLineSpacing * 6 - insets.top - insets.bottom)
    }

    override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      guard let collectionView, let shown = layoutAttributesForElements(in: collectionView.bounds) else {
        return proposedContentOffset
      }
      let half = collectionView.bounds.width / 2
      let centre = proposedContentOffset.x + half
      let nearest = shown.min { abs($0.center.x - centre) < abs($1.center.x - centre) }
      return CGPoint(x: (nearest?.center.x ?? centre) - half, y: proposedContentOffset.y)
    }
  }

  fileprivate final class Cards: UICollectionViewController {
    var count = 40
    var insets = UIEdgeInsets(top: 24, left: 16, bottom: 24, right: 16)
    var cellClass: UICollectionViewCell.Type = UICollectionViewCell.self

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(cellClass, forCellWithReuseIdentifier: "card")
      collectionView.contentInset = insets
      (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection = .horizontal
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      count
    }

    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
  }

  /// The controller in a window laid out each frame, with a recorder as the collection's delegate.
  private func shown(
    _ layout: UICollectionViewLayout,
    insets: UIEdgeInsets = UIEdgeInsets(top: 24, left: 16, bottom: 24, right: 16),
    cellClass: UICollectionViewCell.Type = UICollectionViewCell.self
  ) -> (UICollectionView, Recorder, ManualClock, GestureSynthesizer) {
    let cards = Cards(collectionViewLayout: layout)
    cards.insets = insets
    cards.cellClass = cellClass
    let (clock, window, fingers) = trialHost(cards)
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    clock.advance(by: 1.0 / 60)
    let recorder = Recorder()
    cards.collectionView.delegate = recorder
    return (cards.collectionView, recorder, clock, fingers)
  }

  private func release(_ fingers: GestureSynthesizer, _ clock: ManualClock, at point: CGPoint) {
    fingers.perform([TouchInput(time: clock.now + 1.0 / 60, id: 1, phase: .ended, location: point)])
    clock.advance(by: 3)
  }

  @Test func theSnappingFlowSizesItsItemsFromTheViewAndCentresLoneItems() {
    let (collection, _, _, _) = shown(SnapLayout())
    // A horizontal strip fills the height, so the status bar's 20 points are not added.
    #expect(collection.adjustedContentInset == UIEdgeInsets(top: 24, left: 16, bottom: 24, right: 16))
    #expect(collection.contentOffset == CGPoint(x: -16, y: -24))
    // 40 items of 343 and 39 gaps of 20; the height less both insets.
    #expect(collection.contentSize == CGSize(width: 14500, height: 619))
    #expect(collection.decelerationRate == .fast)
    #expect(collection.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
    // 667 - 120 - 48 high, centred in its 619-point column.
    #expect(
      collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 60, width: 343, height: 499))
  }

  @Test func aReleaseRestsOnTheNearestItemOnScreen() {
    let (collection, recorder, clock, fingers) = shown(SnapLayout())
    fingers.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 150, y: 300), duration: 0.5, release: .hold)
    #expect(collection.contentOffset.x == 124)
    // Centre 311.5: item 0's (171.5) is nearer than item 1's (534.5).
    release(fingers, clock, at: CGPoint(x: 150, y: 300))
    #expect(collection.contentOffset.x == -16)
    #expect(
      recorder.events == [
        "willBeginDragging", "willEndDragging -16.0", "didEndDragging true", "willBeginDecelerating",
        "didEndDecelerating -16.0",
      ])
    // A fling proposes about 270 (the fast rate's short glide): item 1 is the nearer of the two shown.
    recorder.events = []
    fingers.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -2000, y: 0), distance: 100)
    clock.advance(by: 3)
    #expect(collection.contentOffset.x == 347)
    #expect(
      recorder.events.first == "willBeginDragging" && recorder.events.last == "didEndDecelerating 347.0")
    #expect(abs(recorder.velocities.last! - 2) <= 0.2)
  }

  @Test func theStackLaysItsCardsOutFromTheOffsetAndPagesACardAtATime() throws {
    let (collection, recorder, clock, fingers) = shown(TrialStackLayout(), insets: .zero)
    #expect(collection.isPagingEnabled && collection.contentSize == CGSize(width: 15000, height: 667))
    #expect(collection.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2, 3, 4, 5])
    let front = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(
      front.center == CGPoint(x: 187.5, y: 333.5) && front.bounds.size == CGSize(width: 279, height: 418.5))
    #expect(abs(front.transform.a - 1.13682) < 0.0001 && front.layer.zPosition == 5)
    let fourth = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
    #expect(fourth.center == CGPoint(x: 223.5, y: 369.5) && abs(fourth.transform.a - 0.97468) < 0.0001)
    let fifth = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)))
    #expect(fifth.alpha == 0 && fifth.layer.zPosition == 1)
    // A held drag of 100 (90 after the slop): the front card goes with the content, the next
    // comes forward by 24 % of a step and grows, the fifth shows at 24 %.
    fingers.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.5, release: .hold)
    #expect(collection.contentOffset.x == 90)
    let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(
      front.center.x == 187.5 && abs(second.center.x - 286.62) < 0.01 && abs(second.center.y - 342.62) < 0.01)
    #expect(abs(second.transform.a - 1.09362) < 0.0001 && abs(fifth.alpha - 0.24) < 0.001)
    release(fingers, clock, at: CGPoint(x: 200, y: 300))
    // Less than half a page, no speed: back to the first card.
    #expect(collection.contentOffset.x == 0 && recorder.targets == [0])
    fingers.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -1500, y: 0), distance: 80)
    clock.advance(by: 3)
    #expect(collection.contentOffset.x == 375 && recorder.targets == [0, 375])
    #expect(collection.indexPathsForVisibleItems.map(\.item).sorted() == [1, 2, 3, 4, 5, 6])
    let newFront = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(newFront.center == CGPoint(x: 562.5, y: 333.5) && newFront.layer.zPosition == 5)
  }

  @Test func theWheelsCardsTurnAroundTheirAttributesAnchorAndRestOnACard() throws {
    let (collection, recorder, clock, fingers) = shown(
      TrialWheelLayout(), insets: .zero, cellClass: TrialWheelCell.self)
    #expect(collection.contentSize == CGSize(width: 8000, height: 667))
    let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? TrialWheelCell)
    #expect(first.appliedKinds == ["TrialWheelAttributes"])
    // The anchor 2.5 heights down (radius 600 + half the card): the centre moves down 600 so the
    // card stays where the layout put it.
    #expect(first.layer.anchorPoint == CGPoint(x: 0.5, y: 2.5) && first.center == CGPoint(x: 187.5, y: 933.5))
    #expect(first.frame == CGRect(x: 87.5, y: 183.5, width: 200, height: 300))
    let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(abs(atan2(second.transform.b, second.transform.a) - atan(200.0 / 600)) < 0.0001)
    // 7,625 points of travel over 39 steps: a card every 195.5 points; a fling goes on to the next.
    fingers.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -1000, y: 0), distance: 60)
    clock.advance(by: 3)
    #expect(abs(recorder.velocities.last! - 1) <= 0.1)
    #expect(collection.contentOffset.x == 586.5)
    let front = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
    #expect(abs(atan2(front.transform.b, front.transform.a)) < 0.001 && front.center.y == 933.5)
  }
}
