import Foundation
import Inertia
import InertiaUIKit
import Testing

// The thirty-ninth trial's second round, written in those programs' idioms: a carousel view
// holding a paging collection view of full-width cards with a page control it sets in
// `scrollViewDidScroll` (indrajitv/CarouselCollectionView), and an endless carousel of 256-point
// cards that stops a release where it is and animates to the next card itself, jumping between
// copies of its first and last cards (codrelia/CarouselCollectionView-PageControl).

/// Runs `seconds` of frames, laying the window out after each.
@MainActor private func run(_ clock: ManualClock, _ window: UIWindow, _ seconds: Double) {
  for _ in 0..<Int((seconds * 60).rounded()) {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
}

/// A card carousel: a paging collection view of full-width cards over a 38-point page control,
/// the page read from the offset as the view scrolls; an optional timer pages it on its own.
private final class CardCarousel: UIView, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let layout = UICollectionViewFlowLayout()
  lazy var cards = UICollectionView(frame: .zero, collectionViewLayout: layout)
  let pages = UIPageControl()
  var autoTimer = Timer()
  var autoIndex = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 0
    cards.isPagingEnabled = true
    cards.dataSource = self
    cards.delegate = self
    cards.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    cards.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height - 38)
    pages.frame = CGRect(x: 0, y: frame.height - 38, width: frame.width, height: 38)
    pages.numberOfPages = 5
    addSubview(cards)
    addSubview(pages)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: collectionView.bounds.width, height: collectionView.frame.height)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let width = scrollView.frame.width
    if width != 0 { pages.currentPage = Int(scrollView.contentOffset.x + width / 2) / Int(width) }
  }

  func startAutoScrolling(interval: TimeInterval) {
    autoTimer.invalidate()
    autoTimer = Timer.scheduledAppClockTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
      guard let self else { return }
      self.autoIndex = (self.autoIndex + 1) % 5
      self.cards.scrollToItem(
        at: IndexPath(item: self.autoIndex, section: 0), at: .centeredHorizontally, animated: true)
    }
  }
}

private final class CardScene: UIViewController {
  var carousel: CardCarousel!

  override func viewDidLoad() {
    super.viewDidLoad()
    carousel = CardCarousel(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
    view.addSubview(carousel)
  }
}

/// An endless carousel: five 256 x 128 cards 12 apart, the last two copies of the first two; a
/// release stops where it is and animates to the neighbouring card, and dragging back past the
/// start jumps to the copy of the first card near the end.
private final class EndlessCarousel: UICollectionView, UICollectionViewDataSource, UICollectionViewDelegate {
  var page = 1
  var startOffset = 0.0
  var calls: [String] = []

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 256, height: 128)
    layout.minimumLineSpacing = 12
    super.init(frame: .zero, collectionViewLayout: layout)
    dataSource = self
    delegate = self
    register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }

  func jump(to item: Int) {
    scrollToItem(at: IndexPath(item: item, section: 0), at: .left, animated: false)
    page = item
    startOffset = contentOffset.x
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    calls.append("willBeginDragging")
    startOffset = scrollView.contentOffset.x
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    calls.append("willEndDragging")
    targetContentOffset.pointee = scrollView.contentOffset
    page += scrollView.contentOffset.x > startOffset ? 1 : -1
    scrollToItem(at: IndexPath(item: page, section: 0), at: .left, animated: true)
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging \(decelerate)")
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    calls.append("didEndScrollingAnimation")
    if page == 3 { jump(to: 0) }
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if scrollView.contentOffset.x < 0 && page == 0 { jump(to: 3) }
  }
}

private final class EndlessScene: UIViewController {
  let carousel = EndlessCarousel()

  override func viewDidLoad() {
    super.viewDidLoad()
    carousel.frame = CGRect(x: 0, y: 20, width: 375, height: 128)
    view.addSubview(carousel)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    carousel.jump(to: 1)
  }
}

@MainActor @Suite struct ThirtyNinthTrialSecondRoundTests {
  @Test func aCardCarouselPagesOneCardAFlingAndRestsOnTheNearerCardAfterASlowDrag() {
    let scene = CardScene()
    let (clock, window, gestures) = trialHost(scene)
    let carousel = scene.carousel!
    let cards = carousel.cards
    #expect(cards.frame == CGRect(x: 0, y: 0, width: 375, height: 362))
    #expect(cards.contentSize == CGSize(width: 1875, height: 362))
    let centre = CGPoint(x: 300, y: 280)
    gestures.fling(from: centre, velocity: CGPoint(x: -1500, y: 0), distance: 120)
    run(clock, window, 2)
    #expect(cards.contentOffset.x == 375 && carousel.pages.currentPage == 1)
    // A slow 200-point drag moves the cards 190 (less the slop): nearer the third card than the
    // second, so it rests there.
    gestures.drag(from: centre, to: CGPoint(x: 100, y: 280), duration: 0.5, release: .stop)
    run(clock, window, 2)
    #expect(cards.contentOffset.x == 750 && carousel.pages.currentPage == 2)
    // However fast, a fling turns one page.
    gestures.fling(from: centre, velocity: CGPoint(x: -6000, y: 0), distance: 200)
    run(clock, window, 2)
    #expect(cards.contentOffset.x == 1125 && carousel.pages.currentPage == 3)
  }

  @Test func aCarouselsTimerCentresTheNextCardAndWrapsToTheFirst() {
    let scene = CardScene()
    let (clock, window, _) = trialHost(scene)
    let carousel = scene.carousel!
    // The placeholder timer is invalidated before the real one is scheduled.
    #expect(carousel.autoTimer.isValid)
    let placeholder = carousel.autoTimer
    carousel.startAutoScrolling(interval: 1)
    #expect(!placeholder.isValid)
    run(clock, window, 1.5)
    #expect(carousel.cards.contentOffset.x == 375 && carousel.pages.currentPage == 1)
    run(clock, window, 3)
    #expect(carousel.cards.contentOffset.x == 1500 && carousel.pages.currentPage == 4)
    run(clock, window, 1)
    #expect(carousel.cards.contentOffset.x == 0 && carousel.pages.currentPage == 0)
    carousel.autoTimer.invalidate()
  }

  @Test func aReleaseStoppedWhereItIsAnimatesToTheNextCardInUIKitsOrder() {
    let scene = EndlessScene()
    let (clock, window, gestures) = trialHost(scene)
    run(clock, window, 0.1)
    let carousel = scene.carousel
    #expect(carousel.contentSize == CGSize(width: 1328, height: 128))
    #expect(carousel.contentOffset.x == 268)
    gestures.fling(from: CGPoint(x: 250, y: 84), velocity: CGPoint(x: -1500, y: 0), distance: 100)
    run(clock, window, 1.5)
    #expect(carousel.contentOffset.x == 536 && carousel.page == 2)
    #expect(
      carousel.calls == [
        "willBeginDragging", "willEndDragging", "didEndDragging false", "didEndScrollingAnimation",
      ])
    // The next card is the copy of the first: its animation's end jumps back to the start.
    gestures.fling(from: CGPoint(x: 250, y: 84), velocity: CGPoint(x: -1500, y: 0), distance: 100)
    run(clock, window, 1.5)
    #expect(carousel.contentOffset.x == 0 && carousel.page == 0)
  }

  @Test func anOffsetWrittenWhileDraggingIsWhereTheDragGoesOnFrom() {
    let scene = EndlessScene()
    let (clock, window, gestures) = trialHost(scene)
    run(clock, window, 0.1)
    let carousel = scene.carousel
    carousel.jump(to: 0)
    // Dragging back past the start jumps to the copy near the end; the finger moves it on from
    // there, and the release animates one card back.
    gestures.drag(from: CGPoint(x: 100, y: 84), to: CGPoint(x: 180, y: 84), duration: 0.6, release: .hold)
    #expect(carousel.page == 3)
    #expect(carousel.contentOffset.x == 735)
    clock.advance(by: 0.2)
    gestures.perform([TouchInput(time: clock.now, id: 1, phase: .ended, location: CGPoint(x: 180, y: 84))])
    run(clock, window, 1.5)
    #expect(carousel.contentOffset.x == 536 && carousel.page == 2)
  }

  @Test func aColorsCoreGraphicsComponentsAreItsChannels() {
    #expect(UIColor.red.cgColor.coreGraphicsComponents == [1, 0, 0, 1])
    #expect(UIColor(white: 0.5, alpha: 0.25).cgColor.coreGraphicsComponents == [0.5, 0.5, 0.5, 0.25])
  }
}
