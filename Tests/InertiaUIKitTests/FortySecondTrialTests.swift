import Foundation
import InertiaUIKit
import Testing

// The forty-second porting trial, written as its programs write their screens: a card carousel
// whose layout answers every release with the offset it has and scrolls to the card under it
// (CardsCollectionViewLayoutExample), paging cards that each hold a drawer, a vertical scroll
// view moved up and down by a transform from a pan beside its own (cards), and rows of a
// vertical stack view in a scroll view, shown and hidden in an animation (AloeStackView).

/// Runs `seconds` of frames, laying the window out after each.
@MainActor private func run(_ clock: ManualClock, _ window: UIWindow, _ seconds: Double) {
  for _ in 0..<Int((seconds * 60).rounded()) {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
}

// MARK: A carousel that settles by scrolling, not by its target

/// Cards 282 wide and 24 apart, the current one full size at the left inset, the others scaled
/// down by their distance from it; a release keeps the offset it has and scrolls to the card
/// nearest that offset instead.
private final class SettlingCardsLayout: UICollectionViewLayout {
  let cardSize = CGSize(width: 282, height: 408.9)
  let gap: CGFloat = 24
  private(set) var releases = 0

  override var collectionViewContentSize: CGSize {
    let count = CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0)
    return CGSize(width: count * (cardSize.width + gap) - gap, height: collectionView?.bounds.height ?? 0)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let collectionView else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    let x = CGFloat(indexPath.item) * (cardSize.width + gap)
    let distance = (x - collectionView.contentOffset.x - collectionView.contentInset.left) / cardSize.width
    let scale = 1 - 0.12 * min(abs(distance), 1)
    attributes.frame = CGRect(
      x: x, y: (collectionView.bounds.height - cardSize.height * scale) / 2, width: cardSize.width,
      height: cardSize.height)
    attributes.alpha = scale
    attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
    return attributes
  }

  func nearestCard(to offset: CGFloat) -> Int {
    let last = (collectionView?.numberOfItems(inSection: 0) ?? 1) - 1
    return max(min(Int((offset / (cardSize.width + gap)).rounded()), last), 0)
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView else { return proposedContentOffset }
    releases += 1
    let card = IndexPath(item: nearestCard(to: collectionView.contentOffset.x), section: 0)
    collectionView.scrollToItem(at: card, at: .left, animated: true)
    DispatchQueue.main.async { collectionView.scrollToItem(at: card, at: .left, animated: true) }
    return collectionView.contentOffset
  }
}

private final class SettlingCardsController: UIViewController, UICollectionViewDataSource {
  let layout = SettlingCardsLayout()
  lazy var cards = UICollectionView(frame: .zero, collectionViewLayout: layout)

  override func loadView() {
    cards.contentInset = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24 + 282)
    cards.decelerationRate = .fast
    cards.dataSource = self
    cards.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    view = cards
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }
}

@MainActor @Test func aCarouselThatKeepsItsOffsetAtReleaseScrollsToTheCardUnderIt() {
  let controller = SettlingCardsController()
  let (clock, window, gestures) = trialHost(controller)
  let cards = controller.cards
  // The left inset shows the first card at 24; the next one peeks at 88 % of its size.
  #expect(cards.contentOffset.x == -24)
  #expect(cards.contentSize == CGSize(width: 894, height: 667))
  let next = cards.cellForItem(at: IndexPath(item: 1, section: 0))!
  #expect(abs(next.frame.width - 248.16) < 0.5)
  #expect(abs(next.center.y - 358.03) < 0.5)
  #expect(abs(next.alpha - 0.88) < 0.001)
  // Released 166 points in (past half a card): the second card, at its left inset.
  gestures.drag(from: CGPoint(x: 300, y: 333), to: CGPoint(x: 100, y: 333), duration: 1)
  run(clock, window, 1.5)
  #expect(abs(cards.contentOffset.x - 282) < 0.5)
  // A fling is answered by the card under the offset, not by its speed: back to the second.
  gestures.fling(from: CGPoint(x: 300, y: 333), velocity: CGPoint(x: -1500, y: 0), distance: 100)
  run(clock, window, 1.5)
  #expect(abs(cards.contentOffset.x - 282) < 0.5)
  gestures.fling(from: CGPoint(x: 300, y: 333), velocity: CGPoint(x: -6000, y: 0), distance: 200)
  run(clock, window, 1.5)
  #expect(abs(cards.contentOffset.x - 588) < 0.5)
  #expect(controller.layout.releases == 3)
}

// MARK: Cards that make their drawers from the frame they are made with

/// A drawer: a scroll view moved to a stop by a translation, as tall as the card below its
/// highest stop; the card's pan beside the scroll view's moves it between the stops while the
/// scroll view's own offset is held at zero.
private final class DrawerCell: UICollectionViewCell, UIGestureRecognizerDelegate, UIScrollViewDelegate {
  static var madeWith: [CGRect] = []
  let list: UIScrollView
  let stops: [CGFloat] = [0.1, 0.5, 0.85]
  private var start: CGFloat = 0

  required override init(frame: CGRect) {
    Self.madeWith.append(frame)
    list = UIScrollView(frame: CGRect(x: 0, y: 0, width: frame.width, height: frame.height * 0.9))
    super.init(frame: frame)
    list.contentSize = CGSize(width: frame.width, height: 1200)
    list.transform = CGAffineTransform(translationX: 0, y: stops[1] * frame.height)
    list.delegate = self
    contentView.addSubview(list)
    let pan = UIPanGestureRecognizer { [weak self] in self?.panned($0 as! UIPanGestureRecognizer) }
    pan.delegate = self
    contentView.addGestureRecognizer(pan)
  }

  required init?(coder: NSCoder) { nil }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool {
    true
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrollView.bounds.origin.y = 0 }

  private func panned(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      start = list.frame.minY
    case .changed:
      let top = min(
        max(start + pan.translation(in: nil).y, stops[0] * bounds.height), stops[2] * bounds.height)
      list.transform = CGAffineTransform(translationX: 0, y: top)
    case .ended:
      let position = list.frame.minY / bounds.height
      let stop = stops.min { abs($0 - position) < abs($1 - position) }!
      UIView.animate(withDuration: 0.2) {
        self.list.transform = CGAffineTransform(translationX: 0, y: stop * self.bounds.height)
      }
    default:
      break
    }
  }
}

/// Full-page cards 20 points in from each side, paging.
private final class DrawerCardsLayout: UICollectionViewLayout {
  override var collectionViewContentSize: CGSize {
    guard let collectionView else { return .zero }
    return CGSize(width: collectionView.bounds.width * 3, height: collectionView.bounds.height)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    (0..<3).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let collectionView else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    let page = CGRect(
      x: CGFloat(indexPath.item) * collectionView.bounds.width, y: 0, width: collectionView.bounds.width,
      height: collectionView.bounds.height)
    attributes.frame = page.insetBy(dx: 20, dy: 0)
    return attributes
  }
}

private final class DrawerCardsController: UIViewController, UICollectionViewDataSource {
  lazy var cards = UICollectionView(frame: .zero, collectionViewLayout: DrawerCardsLayout())

  override func loadView() {
    cards.isPagingEnabled = true
    cards.dataSource = self
    cards.register(DrawerCell.self, forCellWithReuseIdentifier: "card")
    view = cards
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }
}

@MainActor @Test func aNewCellIsMadeWithItsItemsFrame() {
  DrawerCell.madeWith = []
  let controller = DrawerCardsController()
  let (clock, window, _) = trialHost(controller)
  _ = (clock, window)
  // UIKit passes the layout frame to init(frame:): the drawer inside is the card's size.
  #expect(DrawerCell.madeWith.first == CGRect(x: 20, y: 0, width: 335, height: 667))
  let card = controller.cards.cellForItem(at: IndexPath(item: 0, section: 0)) as! DrawerCell
  #expect(card.list.frame.origin == CGPoint(x: 0, y: 333.5))
  #expect(card.list.frame.width == 335)
  #expect(abs(card.list.frame.height - 600.3) < 0.001)
}

@MainActor @Test func aDrawerDraggedUpRestsAtItsHighestStopAndAFlingAcrossItTurnsTheCard() {
  let controller = DrawerCardsController()
  let (clock, window, gestures) = trialHost(controller)
  let card = controller.cards.cellForItem(at: IndexPath(item: 0, section: 0)) as! DrawerCell
  // 200 points up from the middle stop: nearest the highest (66.7); the list itself stays at 0.
  gestures.drag(from: CGPoint(x: 187, y: 550), to: CGPoint(x: 187, y: 350), duration: 1, release: .stop)
  run(clock, window, 1)
  #expect(abs(card.list.frame.minY - 66.7) < 0.5)
  #expect(card.list.contentOffset.y == 0)
  #expect(controller.cards.contentOffset.x == 0)
  // Sideways, the vertical list and the drawer's pan let the pager take it.
  gestures.fling(from: CGPoint(x: 300, y: 550), velocity: CGPoint(x: -1500, y: 0), distance: 100)
  run(clock, window, 1.5)
  #expect(abs(controller.cards.contentOffset.x - 375) < 0.5)
}

// MARK: Rows shown and hidden in a stack view

/// A scroll view holding a vertical stack of 44-point rows 10 apart (their height at 999, as a
/// hidden row's zero length is required), the second and third hidden.
private final class RowsController: UIViewController {
  let scroller = UIScrollView()
  let stack = UIStackView()
  let rows = (0..<4).map { _ in UIView() }

  override func loadView() {
    view = scroller
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    scroller.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: scroller.topAnchor),
      stack.bottomAnchor.constraint(equalTo: scroller.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: scroller.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scroller.trailingAnchor),
      stack.widthAnchor.constraint(equalTo: scroller.widthAnchor),
    ])
    for row in rows {
      let height = row.heightAnchor.constraint(equalToConstant: 44)
      height.priority = UILayoutPriority(999)
      height.isActive = true
      stack.addArrangedSubview(row)
    }
    rows[1].isHidden = true
    rows[2].isHidden = true
  }
}

@MainActor @Test func hiddenRowsOfAStackViewKeepTheirPlaceAndWidth() {
  let controller = RowsController()
  let (clock, window, _) = trialHost(controller)
  _ = (clock, window)
  let rows = controller.rows
  #expect(rows[0].frame == CGRect(x: 0, y: 0, width: 375, height: 44))
  // The two hidden rows sit, zero high and full width, halfway through the gap they collapse.
  #expect(rows[1].frame == CGRect(x: 0, y: 49, width: 375, height: 0))
  #expect(rows[2].frame == CGRect(x: 0, y: 49, width: 375, height: 0))
  #expect(rows[3].frame == CGRect(x: 0, y: 54, width: 375, height: 44))
  // A new spacing moves both halves.
  controller.stack.spacing = 20
  window.layoutIfNeeded()
  #expect(rows[1].frame.minY == 54)
  #expect(rows[3].frame.minY == 64)
}

@MainActor @Test func aRowShownInAnAnimationGrowsWhereItStands() {
  let controller = RowsController()
  let (clock, window, _) = trialHost(controller)
  UIView.animate(withDuration: 0.3) {
    controller.rows[1].isHidden = false
    controller.stack.layoutIfNeeded()
  }
  // The content takes its final size at the next pass; the row grows from its place over the
  // animation.
  run(clock, window, 0.1)
  #expect(controller.scroller.contentSize.height == 152)
  let shown = controller.rows[1].layer.presentation()!.frame
  #expect(shown.minX == 0)
  #expect(shown.width == 375)
  #expect(shown.minY > 44 && shown.minY < 54)
  #expect(shown.height > 5 && shown.height < 15)
  run(clock, window, 0.3)
  #expect(controller.rows[1].frame == CGRect(x: 0, y: 54, width: 375, height: 44))
  #expect(controller.rows[2].frame == CGRect(x: 0, y: 103, width: 375, height: 0))
  #expect(controller.rows[3].frame == CGRect(x: 0, y: 108, width: 375, height: 44))
}
