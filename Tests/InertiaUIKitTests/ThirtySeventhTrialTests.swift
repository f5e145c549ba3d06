import Foundation
import InertiaUIKit
import Testing

// The thirty-seventh porting trial's idioms, written as those programs write them: a carousel
// flow layout whose negative line spacing overlaps the cards and whose target offset snaps to a
// card (GravitySlider), a shelf layout that scrolls each section sideways through a hidden scroll
// view whose pan it moves onto the collection view, invalidating with a context subclass of its
// own (CollectionViewShelfLayout), a header measured by its constraints before it is shown, and a
// sheet pulled by the pan of the table inside it (PullUpController).

/// Windows the tests' scenes keep alive (a view's window is weak).
@MainActor private var keptWindows: [UIWindow] = []

/// A 375 x 667 window on a manual clock holding `view` (filling it unless it has a frame).
@MainActor private func host(_ view: UIView) -> (ManualClock, UIWindow, GestureSynthesizer) {
  let clock = ManualClock(frameRate: 60)
  let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2, clock: clock)
  keptWindows.append(window)
  if view.frame == .zero { view.frame = window.bounds }
  window.addSubview(view)
  window.layoutIfNeeded()
  return (clock, window, GestureSynthesizer(window: window, clock: clock))
}

/// Runs `seconds` of frames, laying the window out after each.
@MainActor private func run(_ clock: ManualClock, _ window: UIWindow, _ seconds: Double) {
  for _ in 0..<Int(seconds * 60) {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
}

/// Moves finger 1 (already down) from `from` to `to` at x 187 in ten moves a frame apart.
@MainActor private func moveFinger(_ gestures: GestureSynthesizer, from: CGFloat, to: CGFloat) {
  let start = gestures.clock.now
  gestures.perform(
    (1...10).map { step in
      TouchInput(
        time: start + Double(step) / 60, id: 1, phase: .moved,
        location: CGPoint(x: 187, y: from + (to - from) * CGFloat(step) / 10))
    })
}

/// GravitySlider's idiom: cards 200 wide overlapping by 40 % of their width (line spacing -80),
/// the first and last centred by the section insets, a fling resting on a card.
private final class OverlappingCardsLayout: UICollectionViewFlowLayout {
  private var lastSize = CGSize.zero

  init(cardSize: CGSize) {
    super.init()
    scrollDirection = .horizontal
    itemSize = cardSize
    minimumLineSpacing = cardSize.width / -2.5
  }

  required init?(coder: NSCoder) { fatalError("no archives") }

  override func prepare() {
    super.prepare()
    guard let collectionView, collectionView.bounds.size != lastSize else { return }
    lastSize = collectionView.bounds.size
    let side = collectionView.bounds.width / 2 - itemSize.width / 2
    sectionInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let pitch = itemSize.width + minimumLineSpacing
    return CGPoint(x: (proposedContentOffset.x / pitch).rounded() * pitch, y: proposedContentOffset.y)
  }
}

/// Twenty cards for the carousel.
private final class CardSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
  }
}

/// CollectionViewShelfLayout's idiom: the layout's own context class, made by the layout with
/// `init()` and by the shelf with the scroll view it pans, answering "nothing else changed" then.
private final class PanningContext: UICollectionViewLayoutInvalidationContext {
  let pannedScrollView: UIScrollView?

  override init() {
    pannedScrollView = nil
  }

  init(pannedScrollView: UIScrollView) {
    self.pannedScrollView = pannedScrollView
  }

  override var invalidateEverything: Bool {
    pannedScrollView == nil ? super.invalidateEverything : false
  }

  override var invalidateDataSourceCounts: Bool {
    pannedScrollView == nil ? super.invalidateDataSourceCounts : false
  }
}

/// A hidden scroll view whose pan the shelf puts on the collection view; it begins only inside
/// the row it pans.
private final class RowPanner: UIScrollView {
  weak var host: UIView?
  var row = CGRect.zero

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === panGestureRecognizer else { return false }
    return row.contains(panGestureRecognizer.location(in: host))
  }
}

/// One sideways row of six 80 x 140 cells (8 apart, 4 in from the edges) under a 200-point
/// header, in a collection 1,000 points tall; the row pans through a hidden ``RowPanner``.
private final class ShelfRowLayout: UICollectionViewLayout, UIScrollViewDelegate {
  let panner = RowPanner()
  var cells: [UICollectionViewLayoutAttributes] = []
  var contexts: [(everything: Bool, counts: Bool, panned: Bool)] = []
  var skipPrepare = false

  override class var invalidationContextClass: AnyClass { PanningContext.self }

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    if skipPrepare {
      skipPrepare = false
      return
    }
    if panner.host == nil {
      panner.isHidden = true
      panner.delegate = self
      panner.host = collectionView
      panner.frame = collectionView.bounds
      collectionView.insertSubview(panner, at: 0)
      collectionView.addGestureRecognizer(panner.panGestureRecognizer)
    }
    let count = collectionView.numberOfItems(inSection: 0)
    cells = (0..<count).map { item in
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      let x = 4 + CGFloat(item) * 88 - panner.contentOffset.x
      attributes.frame = CGRect(x: x, y: 204, width: 80, height: 140)
      return attributes
    }
    panner.row = CGRect(x: 0, y: 204, width: collectionView.bounds.width, height: 140)
    panner.contentSize = CGSize(width: 8 + CGFloat(count) * 88 - 8, height: 140)
  }

  override var collectionViewContentSize: CGSize { CGSize(width: 375, height: 1000) }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    cells.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    cells[indexPath.item]
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    let panning = context as? PanningContext
    contexts.append(
      (context.invalidateEverything, context.invalidateDataSourceCounts, panning?.pannedScrollView != nil))
    if panning?.pannedScrollView != nil {
      for attributes in cells {
        attributes.frame.origin.x = 4 + CGFloat(attributes.indexPath.item) * 88 - panner.contentOffset.x
      }
      skipPrepare = true
    }
    super.invalidateLayout(with: context)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView === panner else { return }
    invalidateLayout(with: PanningContext(pannedScrollView: panner))
  }
}

/// Six cells for the shelf row.
private final class ShelfSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "App", for: indexPath)
  }
}

/// PullUpController's idiom: a sheet whose top is a constraint on its parent, with sticky points
/// 66, 266 and 516 points above the bottom, pulled by its own pan and by the pan of the table in
/// it while the table is at its top (or the sheet is not fully open).
private final class SheetController: UIViewController, UITableViewDataSource {
  let sheet = UIView()
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 450), style: .plain)
  var top: NSLayoutConstraint!
  private var startOffset = CGPoint.zero
  let points: [CGFloat] = [66, 266, 516]

  override func viewDidLoad() {
    super.viewDidLoad()
    sheet.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(sheet)
    top = sheet.topAnchor.constraint(equalTo: view.topAnchor, constant: 667 - 266)
    NSLayoutConstraint.activate([
      top, sheet.leftAnchor.constraint(equalTo: view.leftAnchor),
      sheet.widthAnchor.constraint(equalToConstant: 375),
      view.bottomAnchor.constraint(equalTo: sheet.bottomAnchor),
    ])
    table.rowHeight = 50
    table.dataSource = self
    table.register(UITableViewCell.self, forCellReuseIdentifier: "City")
    sheet.addSubview(table)
    table.panGestureRecognizer.addTarget(
      self, action: Selector("followTable:", target: self, Self.followTable(_:)))
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
  }

  func followTable(_ pan: UIPanGestureRecognizer) {
    let isOpen = top.constant <= 667 - points[2]
    let down = pan.velocity(in: table).y > 0
    let dragsSheet = (down && table.contentOffset.y <= 0) || (!down && !isOpen)
    if dragsSheet {
      table.bounces = false
      table.setContentOffset(.zero, animated: false)
    }
    switch pan.state {
    case .began:
      startOffset = table.contentOffset
    case .changed:
      guard dragsSheet else { break }
      let bounded = min(max(top.constant + pan.translation(in: table).y - startOffset.y, 667 - 516), 667 - 66)
      top.constant = bounded
      view.layoutIfNeeded()
      pan.setTranslation(startOffset, in: table)
    case .ended:
      table.bounces = true
      let point = 667 - top.constant
      let nearest = points.min { abs($0 - point) < abs($1 - point) } ?? point
      top.constant = 667 - nearest
      view.layoutIfNeeded()
    default:
      break
    }
  }
}

@MainActor
@Suite struct ThirtySeventhTrialTests {
  @Test func negativeLineSpacingOverlapsTheCardsAndAFlingRestsOnACard() throws {
    let layout = OverlappingCardsLayout(cardSize: CGSize(width: 200, height: 280))
    let cards = UICollectionView(
      frame: CGRect(x: 0, y: 100, width: 375, height: 300), collectionViewLayout: layout)
    cards.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Card")
    let source = CardSource()
    cards.dataSource = source
    let (clock, window, gestures) = host(cards)
    // 87.5 on each side, twenty cards 120 apart: 175 + 20 x 200 - 19 x 80.
    #expect(cards.contentSize == CGSize(width: 2655, height: 300))
    let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let second = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(first.frame == CGRect(x: 87.5, y: 10, width: 200, height: 280))
    #expect(second.frame.minX == 207.5)
    let shown = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 300)) ?? []
    #expect(shown.map(\.indexPath.item).sorted() == [0, 1, 2])
    gestures.fling(from: CGPoint(x: 300, y: 250), velocity: CGPoint(x: -1500, y: 0), distance: 120)
    run(clock, window, 3)
    let rest = cards.contentOffset.x
    #expect(rest > 240)
    #expect(abs(rest / 120 - (rest / 120).rounded()) < 0.005)
  }

  @Test func theShelfsContextSubclassIsMadeByItsInitAndAnswersForItsPan() {
    let layout = ShelfRowLayout()
    let shelf = UICollectionView(frame: .zero, collectionViewLayout: layout)
    shelf.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "App")
    let source = ShelfSource()
    shelf.dataSource = source
    let (_, window, _) = host(shelf)
    shelf.reloadData()
    window.layoutIfNeeded()
    let reload = layout.contexts.last
    #expect(reload?.everything == true && reload?.counts == true && reload?.panned == false)
    layout.panner.contentOffset = CGPoint(x: 50, y: 0)
    let pan = layout.contexts.last
    #expect(pan?.everything == false && pan?.counts == false && pan?.panned == true)
    window.layoutIfNeeded()
    let first = shelf.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(first?.frame == CGRect(x: -46, y: 204, width: 80, height: 140))
  }

  @Test func aSidewaysDragOnTheRowPansItsHiddenScrollViewAndAnUpwardOneScrollsTheShelf() {
    let layout = ShelfRowLayout()
    let shelf = UICollectionView(frame: .zero, collectionViewLayout: layout)
    shelf.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "App")
    let source = ShelfSource()
    shelf.dataSource = source
    let (clock, window, gestures) = host(shelf)
    #expect(layout.panner.contentSize == CGSize(width: 528, height: 140))
    gestures.drag(from: CGPoint(x: 300, y: 270), to: CGPoint(x: 200, y: 270), duration: 0.5, release: .stop)
    run(clock, window, 1)
    #expect(abs(layout.panner.contentOffset.x - 90) < 0.5)
    #expect(shelf.contentOffset.y == 0)
    #expect(abs((shelf.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX ?? 0) - 2) < 0.5)
    // Past the row's end (528 - 375 = 153) the hidden scroll view bounces back to it.
    gestures.drag(from: CGPoint(x: 300, y: 270), to: CGPoint(x: 100, y: 270), duration: 0.5, release: .stop)
    run(clock, window, 2)
    #expect(abs(layout.panner.contentOffset.x - 153) < 0.5)
    gestures.drag(from: CGPoint(x: 200, y: 270), to: CGPoint(x: 200, y: 170), duration: 0.5, release: .stop)
    run(clock, window, 1)
    #expect(abs(shelf.contentOffset.y - 90) < 0.5)
    #expect(abs(layout.panner.contentOffset.x - 153) < 0.5)
  }

  @Test func aHeaderMadeInCodeIsMeasuredByItsConstraintsBeforeItIsShown() {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 129))
    let label = UILabel()
    label.text = "App Store"
    label.font = UIFont.systemFont(ofSize: 28)
    label.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(label)
    header.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      header.bottomAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor, constant: 40),
      label.centerXAnchor.constraint(equalTo: header.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: header.centerYAnchor),
      label.topAnchor.constraint(greaterThanOrEqualTo: header.topAnchor, constant: 40),
    ])
    let size = header.systemLayoutSizeFitting(
      CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let labelHeight = label.intrinsicContentSize.height
    #expect(size.width == 375)
    #expect(abs(size.height - (80 + labelHeight)) < 0.5)
    // The header is left as it was: no superview, no window, its own frame.
    #expect(header.superview == nil && header.window == nil)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 240, height: 129))
  }
  @Test func theTablesPanPullsTheSheetUntilItIsOpenThenScrollsTheTable() {
    let controller = SheetController()
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2, clock: clock)
    keptWindows.append(window)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let gestures = GestureSynthesizer(window: window, clock: clock)
    #expect(controller.sheet.frame == CGRect(x: 0, y: 401, width: 375, height: 266))
    // Up 100 from the middle point: the sheet follows (less the 10-point slop), the table stays.
    gestures.drag(from: CGPoint(x: 187, y: 600), to: CGPoint(x: 187, y: 500), duration: 0.5, release: .hold)
    #expect(abs(controller.sheet.frame.minY - 311) < 0.5)
    #expect(controller.table.contentOffset.y == 0 && !controller.table.bounces)
    gestures.perform([
      TouchInput(time: clock.now + 0.2, id: 1, phase: .ended, location: CGPoint(x: 187, y: 500))
    ])
    #expect(controller.sheet.frame.minY == 401)
    #expect(controller.table.bounces)
    // Pulled up past 516 the sheet is open; from then on the finger scrolls the table, point for
    // point.
    gestures.drag(from: CGPoint(x: 187, y: 640), to: CGPoint(x: 187, y: 340), duration: 0.6, release: .hold)
    #expect(controller.sheet.frame.minY == 151)
    let opened = controller.table.contentOffset.y
    #expect(opened > 0 && opened < 40)
    moveFinger(gestures, from: 340, to: 240)
    #expect(controller.sheet.frame.minY == 151)
    #expect(abs(controller.table.contentOffset.y - (opened + 100)) < 0.5)
    gestures.perform([
      TouchInput(time: clock.now + 0.2, id: 1, phase: .ended, location: CGPoint(x: 187, y: 240))
    ])
    run(clock, window, 1)
    #expect(controller.sheet.frame.minY == 151)
    // Down again: the table scrolls back to its top first, then the sheet follows the finger.
    gestures.drag(from: CGPoint(x: 187, y: 200), to: CGPoint(x: 187, y: 450), duration: 0.6, release: .hold)
    #expect(controller.table.contentOffset.y <= 0.5)
    let lowered = controller.sheet.frame.minY
    // 250 points down less the slop: as many as the table's offset scroll it back, the rest lower
    // the sheet.
    #expect(abs(lowered - (151 + 240 - (opened + 100))) < 4)
    moveFinger(gestures, from: 450, to: 500)
    // The sheet keeps up with the finger to within one move (5 points): the handler lets a move
    // through to the table whenever the pan's translation, set back to the drag's start offset,
    // lags the table's own count by a move.
    #expect(controller.table.contentOffset.y < 5)
    #expect(abs(controller.sheet.frame.minY - (lowered + 50)) <= 5)
  }

  @Test func writingTheOffsetAlreadyShownLeavesADragWhereItsFingerIs() {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    list.contentSize = CGSize(width: 375, height: 2000)
    list.bounces = false
    let (_, _, gestures) = host(list)
    // Held 100 points down past the top (the slop taken): the content stays at the top.
    gestures.drag(from: CGPoint(x: 187, y: 200), to: CGPoint(x: 187, y: 300), duration: 0.4, release: .hold)
    #expect(list.contentOffset.y == 0)
    list.setContentOffset(.zero, animated: false)
    // Back up 50: the finger is still 40 points below where the content would leave the top.
    moveFinger(gestures, from: 300, to: 250)
    #expect(list.contentOffset.y == 0)
    moveFinger(gestures, from: 250, to: 150)
    #expect(abs(list.contentOffset.y - 60) < 0.5)
  }
}
