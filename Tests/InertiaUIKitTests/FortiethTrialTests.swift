import Foundation
import InertiaUIKit
import Testing

// The fortieth porting trial's idioms, written as those programs write them: a horizontal
// collection view in each row of a table, its flow layout picking the card a fling rests on
// (GLTableCollectionView); a storyboard controller styling itself in `awakeFromNib()`
// (TwitterProfile's XLPagerTabStrip screen); colours picked by the display's gamut.

/// Runs `seconds` of frames, laying the window out after each.
@MainActor private func run(_ clock: ManualClock, _ window: UIWindow, _ seconds: Double) {
  for _ in 0..<Int(seconds * 60) {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
}

/// A flow layout that rests a fling with a card's leading edge 10 points in, skipping the cards
/// behind the motion, as GLIndexedCollectionViewFlowLayout does.
private final class CardFlowLayout: UICollectionViewFlowLayout {
  private(set) var awoke = false

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView, proposedContentOffset.x > 0 else { return .zero }
    let visible = CGRect(origin: proposedContentOffset, size: collectionView.bounds.size)
    let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
    let leading = proposedContentOffset.x + 10
    let cards = (super.layoutAttributesForElements(in: visible) ?? []).filter { card in
      !(velocity.x > 0 && card.center.x <= middle) && !(velocity.x < 0 && card.center.x >= middle)
    }
    guard let nearest = cards.min(by: { abs($0.frame.minX - leading) < abs($1.frame.minX - leading) }) else {
      return proposedContentOffset
    }
    return CGPoint(x: nearest.frame.minX - 10, y: 0)
  }
}

/// A row holding a horizontal collection view that fills its content view.
private final class ShelfCell: UITableViewCell {
  let layout = CardFlowLayout()
  private(set) var shelf: UICollectionView!

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 68, height: 68)
    layout.minimumLineSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    shelf = UICollectionView(frame: .zero, collectionViewLayout: layout)
    shelf.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    shelf.isDirectionalLockEnabled = true
    contentView.addSubview(shelf)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    shelf.frame = contentView.bounds
  }
}

private final class ShelvesScene: UITableViewController, UICollectionViewDataSource {
  private(set) var tapped = 0
  private(set) var selectedRows: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 88
    tableView.register(ShelfCell.self, forCellReuseIdentifier: "shelf")
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "button")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.row == 1 {
      let cell = tableView.dequeueReusableCell(withIdentifier: "button", for: indexPath)
      if cell.contentView.subviews.isEmpty {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 275, y: 24, width: 80, height: 40)
        button.addAction(UIAction { [unowned self] _ in tapped += 1 }, for: .touchUpInside)
        cell.contentView.addSubview(button)
      }
      return cell
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: "shelf", for: indexPath) as! ShelfCell
    cell.shelf.dataSource = self
    cell.shelf.reloadData()
    return cell
  }

  /// What `inertia port` adds to a table controller implementing no `commit` (no swipe to delete).
  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    tableView.isEditing
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selectedRows.append(indexPath.row)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }
}

/// A storyboard scene's controller that sets its styles in `awakeFromNib()`, as
/// XLPagerTabStripExampleViewController does (the storyboard names it by its class).
final class FortiethTrialStyledPager: UIViewController {
  private(set) var calls: [String] = []
  private(set) var barColor: UIColor?

  override func awakeFromNib() {
    super.awakeFromNib()
    calls.append("awakeFromNib")
    barColor = .blue
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
  }
}

/// MSPeekCollectionViewDelegateImplementation's idiom: 295-point cards 20 apart, 40 points in from
/// each end (content 1,340, the last card at 945 short of the end, 965), and a delegate that turns
/// one card per fling faster than 0.2 points a millisecond, else rests on the nearest card.
private final class PeekLayout: UICollectionViewLayout {
  let cards = 4

  override var collectionViewContentSize: CGSize {
    CGSize(width: CGFloat(cards) * 315 + 80, height: collectionView?.bounds.height ?? 0)
  }

  private func card(_ index: Int) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
    attributes.frame = CGRect(x: 40 + CGFloat(index) * 315, y: 0, width: 295, height: 200)
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    (0..<cards).map(card).filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    card(indexPath.item)
  }
}

private final class PeekScene: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  private(set) var cards: UICollectionView!
  var index = 0

  override func loadView() {
    view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    cards = UICollectionView(
      frame: CGRect(x: 0, y: 68, width: 375, height: 200), collectionViewLayout: PeekLayout())
    cards.decelerationRate = .fast
    cards.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    cards.dataSource = self
    cards.delegate = self
    view.addSubview(cards)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    if abs(velocity.x) > 0.2 {
      index = min(max(index + (velocity.x > 0 ? 1 : -1), 0), 3)
    } else {
      index = min(max(Int((targetContentOffset.pointee.x / 315).rounded()), 0), 3)
    }
    targetContentOffset.pointee.x = CGFloat(index) * 315
  }
}

@MainActor @Suite struct FortiethTrialTests {
  @Test func aHorizontalDragOnARowScrollsTheCollectionViewInItsContentView() throws {
    let scene = ShelvesScene(style: .plain)
    let (clock, window, gestures) = trialHost(scene)
    let cell = try #require(scene.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ShelfCell)
    #expect(cell.shelf.contentSize.width == 1570)
    #expect(window.hitTest(CGPoint(x: 300, y: 64), with: nil)?.isDescendant(of: cell.shelf) == true)
    // A slow 100-point drag left: 90 past the slop, the layout rests it on the second card (78).
    gestures.drag(from: CGPoint(x: 300, y: 64), to: CGPoint(x: 200, y: 64), duration: 1, release: .stop)
    run(clock, window, 2)
    #expect(cell.shelf.contentOffset.x == 78)
    #expect(scene.tableView.contentOffset.y == -20)
  }

  @Test func aFlingOnARowRestsOnTheCardTheLayoutPicks() throws {
    let scene = ShelvesScene(style: .plain)
    let (clock, window, gestures) = trialHost(scene)
    let cell = try #require(scene.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ShelfCell)
    gestures.fling(from: CGPoint(x: 300, y: 64), velocity: CGPoint(x: -1500, y: 0), distance: 120)
    #expect(cell.shelf.contentOffset.x == 110)
    run(clock, window, 3)
    // Released at 110 at 1.5 points a millisecond, the deceleration would rest near 854; the
    // card whose edge is nearest 864 is the twelfth (868), so the row rests at 858.
    #expect(cell.shelf.contentOffset.x == 858)
    // A vertical drag on the same row scrolls the table, not the row.
    gestures.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 150), duration: 0.5, release: .stop)
    run(clock, window, 1)
    #expect(scene.tableView.contentOffset.y == 120)
    #expect(cell.shelf.contentOffset.x == 858)
  }

  @Test func aButtonInARowsContentViewTakesTheTapAndTheRowIsNotSelected() {
    let scene = ShelvesScene(style: .plain)
    let (clock, window, gestures) = trialHost(scene)
    gestures.tap(at: CGPoint(x: 315, y: 108 + 44))
    run(clock, window, 0.5)
    #expect(scene.tapped == 1)
    #expect(scene.selectedRows == [])
    // A tap beside the button, on the content view itself, goes on to the table and selects.
    gestures.tap(at: CGPoint(x: 100, y: 108 + 44))
    run(clock, window, 0.5)
    #expect(scene.tapped == 1)
    #expect(scene.selectedRows == [1])
  }

  @Test func aStoryboardControllerIsToldAwakeFromNibBeforeItsViewLoads() throws {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let pager = try #require(
      storyboard.instantiateViewController(withIdentifier: "FortiethTrialStyledPager")
        as? FortiethTrialStyledPager)
    #expect(pager.calls == ["awakeFromNib"])
    #expect(pager.barColor == .blue)
    _ = pager.view
    #expect(pager.calls == ["awakeFromNib", "viewDidLoad"])
    // A controller made in code is not told; nor is a layout (no nib makes one here).
    let inCode = FortiethTrialStyledPager()
    _ = inCode.view
    #expect(inCode.calls == ["viewDidLoad"])
    #expect(!CardFlowLayout().awoke)
  }

  @Test func aWindowsTraitsGiveTheSRGBGamut() {
    let scene = UIViewController()
    _ = trialHost(scene)
    #expect(scene.traitCollection.displayGamut == .SRGB)
    #expect(UITraitCollection().displayGamut == .unspecified)
    // GLTableCollectionView's choice: P3 colours on a P3 display, else sRGB.
    let colour =
      scene.traitCollection.displayGamut == .P3
      ? UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(colour == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
  }

  @Test func aFlingPastTheEndRestsOnTheCardTheDelegatePicks() {
    let scene = PeekScene()
    let (clock, window, gestures) = trialHost(scene)
    let cards = scene.cards!
    gestures.fling(from: CGPoint(x: 300, y: 168), velocity: CGPoint(x: -1500, y: 0), distance: 100)
    run(clock, window, 2)
    #expect(cards.contentOffset.x == 315)
    scene.index = 3
    cards.contentOffset.x = 945
    // Released 35 points past the end (965) moving on; the delegate keeps the last card (945),
    // and the content comes back onto it, not onto the end of the content.
    gestures.fling(from: CGPoint(x: 300, y: 168), velocity: CGPoint(x: -1500, y: 0), distance: 100)
    #expect(cards.contentOffset.x == 1000)
    run(clock, window, 2)
    #expect(cards.contentOffset.x == 945)
    #expect(!cards.isDecelerating)
  }
}
