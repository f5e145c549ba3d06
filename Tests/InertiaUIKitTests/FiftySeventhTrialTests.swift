import Foundation
import InertiaUIKit
import Testing

/// The fifty-seventh trial's behaviour, written as Parchment (a paging menu over paging content)
/// uses UIKit: a menu collection view whose own `UICollectionViewLayout` subclass lays out fixed
/// items, registers an indicator and a border as decoration views, carries each item's selection
/// progress in a layout attributes subclass and is invalidated with a context of its own on every
/// frame of the content's scroll; the content is a paging scroll view of child controllers whose
/// appearance calls the container forwards by hand (`shouldAutomaticallyForwardAppearanceMethods`
/// false). The menu scrolls alongside the content by `setContentOffset(_:animated: false)`.
@MainActor
@Suite struct FiftySeventhTrialTests {
  static let indicatorKind = "Indicator"
  static let borderKind = "Border"

  final class ItemAttributes: UICollectionViewLayoutAttributes {
    var progress: CGFloat = 0
    override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone) as! ItemAttributes
      copy.progress = progress
      return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? ItemAttributes, other.progress == progress else { return false }
      return super.isEqual(object)
    }
  }

  final class Context: UICollectionViewLayoutInvalidationContext {
    var invalidateSizes = false
  }

  final class Indicator: UICollectionReusableView {
    var applied: [CGFloat] = []
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      applied.append(layoutAttributes.frame.minX)
    }
  }

  final class Border: UICollectionReusableView {}

  final class Cell: UICollectionViewCell {
    var progress: CGFloat = -1
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      if let attributes = layoutAttributes as? ItemAttributes { progress = attributes.progress }
    }
  }

  /// Items 150 x 40 in a row, an indicator 4 high under the selected one (8 in from the menu's
  /// ends) moving by the progress, a 1-point border under all of them.
  final class MenuLayout: UICollectionViewLayout {
    var selected = 0
    var progress: CGFloat = 0
    private(set) var prepared: [String] = []
    private var items: [IndexPath: ItemAttributes] = [:]
    private var indicator: UICollectionViewLayoutAttributes?
    private var border: UICollectionViewLayoutAttributes?
    private var size = CGSize.zero

    override init() {
      super.init()
      register(Indicator.self, forDecorationViewOfKind: FiftySeventhTrialTests.indicatorKind)
      register(Border.self, forDecorationViewOfKind: FiftySeventhTrialTests.borderKind)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override class var layoutAttributesClass: AnyClass { ItemAttributes.self }
    override class var invalidationContextClass: AnyClass { Context.self }
    override var collectionViewContentSize: CGSize { size }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      super.invalidateLayout(with: context)
      prepared.append((context as? Context)?.invalidateSizes == true ? "sizes" : "context")
    }

    override func prepare() {
      super.prepare()
      let count = collectionView!.numberOfItems(inSection: 0)
      items = [:]
      for index in 0..<count {
        let indexPath = IndexPath(item: index, section: 0)
        let attributes = ItemAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: CGFloat(index) * 150, y: 0, width: 150, height: 40)
        attributes.progress =
          index == selected ? 1 - abs(progress) : index == selected + 1 ? abs(progress) : 0
        items[indexPath] = attributes
      }
      size = CGSize(width: CGFloat(count) * 150, height: collectionView!.bounds.height)
      let inset: (CGFloat, CGFloat) = (selected == 0 ? 8 : 0, selected == count - 1 ? 8 : 0)
      let from = CGRect(
        x: CGFloat(selected) * 150 + inset.0, y: 36, width: 150 - inset.0 - inset.1, height: 4)
      let next = min(selected + 1, count - 1)
      let to = CGRect(x: CGFloat(next) * 150, y: 36, width: next == count - 1 ? 142 : 150, height: 4)
      let indicator = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: FiftySeventhTrialTests.indicatorKind, with: IndexPath(item: 0, section: 0))
      indicator.frame = CGRect(
        x: from.minX + (to.minX - from.minX) * progress, y: 36,
        width: from.width + (to.width - from.width) * progress, height: 4)
      indicator.zIndex = Int.max
      self.indicator = indicator
      let border = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: FiftySeventhTrialTests.borderKind, with: IndexPath(item: 1, section: 0))
      border.frame = CGRect(x: 8, y: 39, width: size.width - 16, height: 1)
      border.zIndex = Int.max - 1
      self.border = border
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      items[indexPath]
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      elementKind == FiftySeventhTrialTests.indicatorKind ? indicator : border
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      Array(items.values) + [indicator, border].compactMap { $0 }
    }
  }

  final class Page: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
  }

  /// The menu above a paging scroll view of four pages (Parchment keeps three; four fit here).
  final class Pager: UIViewController, UIScrollViewDelegate, UICollectionViewDataSource {
    let layout = MenuLayout()
    lazy var menu = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let content = UIScrollView()
    let pages = (0..<4).map { _ in Page() }
    var shown = 0

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewDidLoad() {
      super.viewDidLoad()
      menu.frame = CGRect(x: 0, y: 20, width: 375, height: 40)
      menu.dataSource = self
      menu.contentInsetAdjustmentBehavior = .never
      menu.showsHorizontalScrollIndicator = false
      menu.register(Cell.self, forCellWithReuseIdentifier: "Cell")
      content.frame = CGRect(x: 0, y: 60, width: 375, height: 607)
      content.isPagingEnabled = true
      content.contentInsetAdjustmentBehavior = .never
      content.delegate = self
      content.contentSize = CGSize(width: 375 * 4, height: 607)
      view.addSubview(content)
      view.addSubview(menu)
      for (index, page) in pages.enumerated() {
        addChild(page)
        page.view.frame = CGRect(x: CGFloat(index) * 375, y: 0, width: 375, height: 607)
        content.addSubview(page.view)
        page.didMove(toParent: self)
      }
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      pages[0].beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      pages[0].endAppearanceTransition()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      pages[shown].beginAppearanceTransition(false, animated: true)
      pages[min(shown + 1, 3)].beginAppearanceTransition(true, animated: true)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      let progress = scrollView.contentOffset.x / 375 - CGFloat(shown)
      layout.progress = max(0, min(1, progress))
      // Alongside: from centring the selected item to centring the next (37.5 points each).
      let start = max(0, min(225, CGFloat(layout.selected) * 150 + 75 - 187.5))
      let end = max(0, min(225, CGFloat(layout.selected + 1) * 150 + 75 - 187.5))
      menu.setContentOffset(CGPoint(x: start + (end - start) * layout.progress, y: 0), animated: false)
      let context = Context()
      context.invalidateSizes = false
      layout.invalidateLayout(with: context)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      let page = Int(scrollView.contentOffset.x / 375 + 0.5)
      let next = min(shown + 1, 3)
      if page == shown {
        pages[next].beginAppearanceTransition(false, animated: true)
        pages[shown].beginAppearanceTransition(true, animated: true)
      }
      pages[shown].endAppearanceTransition()
      pages[next].endAppearanceTransition()
      shown = page
      layout.selected = page
      layout.progress = 0
      layout.invalidateLayout()
    }
  }

  private func shown() -> (Pager, ManualClock, GestureSynthesizer) {
    let pager = Pager()
    let (clock, window, fingers) = trialHost(pager)
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }
    clock.advance(by: 1.0 / 60)
    return (pager, clock, fingers)
  }

  private func indicatorView(_ pager: Pager) -> Indicator? {
    pager.menu.subviews.compactMap { $0 as? Indicator }.first
  }

  @Test func theLayoutsDecorationViewsAreMadeFromTheirRegisteredClasses() throws {
    let (pager, _, _) = shown()
    let menu = pager.menu
    #expect(menu.contentSize == CGSize(width: 600, height: 40))
    let indicator = try #require(indicatorView(pager))
    let borders = menu.subviews.compactMap { $0 as? Border }
    #expect(indicator.frame == CGRect(x: 8, y: 36, width: 142, height: 4))
    #expect(borders.map(\.frame) == [CGRect(x: 8, y: 39, width: 584, height: 1)])
    // Above the cells (zIndex), and each cell sees its own attributes subclass.
    let cells = menu.visibleCells.compactMap { $0 as? Cell }.sorted { $0.frame.minX < $1.frame.minX }
    #expect(cells.map(\.frame.minX) == [0, 150, 300])
    #expect(cells.map(\.progress) == [1, 0, 0])
    #expect(menu.subviews.lastIndex { $0 is Indicator }! > menu.subviews.lastIndex { $0 is Cell }!)
  }

  /// A held drag of 90 points moves the indicator and the menu 24 % of the way to the next item.
  @Test func aHeldDragMovesTheIndicatorAndTheMenuAlongside() throws {
    let (pager, clock, fingers) = shown()
    fingers.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.3, release: .hold)
    clock.advance(by: 0.1)
    let offset = pager.content.contentOffset.x
    // The finger's 100 points less the pan's 10-point slop.
    #expect(abs(offset - 90) <= 0.5)
    let progress = offset / 375
    let indicator = try #require(indicatorView(pager))
    #expect(abs(indicator.frame.minX - (8 + 142 * progress)) <= 0.5)
    #expect(abs(indicator.frame.width - (142 + 8 * progress)) <= 0.5)
    #expect(abs(pager.menu.contentOffset.x - 37.5 * progress) <= 0.5)
    let cells = pager.menu.visibleCells.compactMap { $0 as? Cell }.sorted { $0.frame.minX < $1.frame.minX }
    #expect(abs(cells[0].progress - (1 - progress)) <= 0.01 && abs(cells[1].progress - progress) <= 0.01)
    #expect(pager.layout.prepared.allSatisfy { $0 == "context" } && pager.layout.prepared.count >= 5)
  }

  @Test func aSwipeSelectsTheNextItemAndForwardsTheAppearanceCalls() throws {
    let (pager, clock, fingers) = shown()
    #expect(pager.pages[0].log == ["willAppear", "didAppear"])
    fingers.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0), distance: 150)
    clock.advance(by: 2)
    #expect(pager.content.contentOffset == CGPoint(x: 375, y: 0))
    #expect(pager.menu.contentOffset == CGPoint(x: 37.5, y: 0))
    #expect(try #require(indicatorView(pager)).frame == CGRect(x: 150, y: 36, width: 150, height: 4))
    #expect(pager.pages[0].log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(pager.pages[1].log == ["willAppear", "didAppear"])
    // A drag back that does not reach half a page returns: the calls reverse before they end.
    fingers.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 160, y: 400), duration: 0.4, release: .stop)
    clock.advance(by: 2)
    #expect(pager.content.contentOffset == CGPoint(x: 375, y: 0))
    #expect(pager.pages[1].log == ["willAppear", "didAppear", "willDisappear", "willAppear", "didAppear"])
    #expect(pager.pages[2].log == ["willAppear", "willDisappear", "didDisappear"])
  }

  /// Parchment's rotation: the size transition's alongside block sizes the menu's items from the
  /// menu's bounds (pinned by constraints) and reloads it. Before, the block ran before the window
  /// was laid out at the new size and read the old width (items stayed 150 wide, content 600).
  @Test func aSizeTransitionsBlockFindsTheMenuLaidOutAtTheNewSize() {
    final class Rotating: UIViewController, UICollectionViewDataSource {
      let layout = UICollectionViewFlowLayout()
      lazy var menu = UICollectionView(frame: .zero, collectionViewLayout: layout)
      var widthsSeen: [CGFloat] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        layout.itemSize = CGSize(width: 150, height: 40)
        menu.dataSource = self
        menu.register(Cell.self, forCellWithReuseIdentifier: "Cell")
        menu.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(menu)
        NSLayoutConstraint.activate([
          menu.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          menu.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          menu.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          menu.heightAnchor.constraint(equalToConstant: 40),
        ])
      }

      override func viewWillTransition(
        to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
      ) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
          self.widthsSeen.append(self.menu.bounds.width)
          self.layout.itemSize = CGSize(width: max(150, self.menu.bounds.width / 4), height: 40)
          self.menu.reloadData()
        })
      }

      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        4
      }

      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
    }
    let controller = Rotating()
    let (clock, window, _) = trialHost(controller)
    #expect(controller.menu.frame == CGRect(x: 0, y: 20, width: 375, height: 40))
    #expect(controller.menu.contentSize == CGSize(width: 600, height: 40))
    window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
    #expect(controller.widthsSeen == [667])
    #expect(controller.menu.frame.width == 667)
    #expect(controller.menu.contentSize == CGSize(width: 667, height: 40))
    let cells = controller.menu.visibleCells.sorted { $0.frame.minX < $1.frame.minX }
    #expect(cells.map(\.frame.minX) == [0, 166.75, 333.5, 500.25])
  }

  @Test func motionsGoUpTheResponderChainAndEventsNameTheirKinds() {
    final class Shaken: UIViewController {
      var motions: [UIEvent.EventSubtype] = []
      override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { motions.append(motion) }
      }
    }
    let controller = Shaken()
    let (_, _, _) = trialHost(controller)
    let child = UIView()
    controller.view.addSubview(child)
    child.motionBegan(.motionShake, with: nil)
    child.motionEnded(.motionShake, with: nil)
    #expect(controller.motions == [.motionShake])
    #expect(
      UIEvent.EventSubtype.motionShake.rawValue == 1 && UIEvent.EventSubtype.remoteControlPlay.rawValue == 100
    )
    #expect(UIEvent.EventType.presses.rawValue == 3)
  }

  @Test func aParagraphStyleKeepsItsHyphenationFactor() {
    let style = NSMutableParagraphStyle()
    style.hyphenationFactor = 1
    style.alignment = .center
    let copy = style.copy() as! NSParagraphStyle
    #expect(copy.hyphenationFactor == 1 && NSParagraphStyle.default.hyphenationFactor == 0)
  }
}
