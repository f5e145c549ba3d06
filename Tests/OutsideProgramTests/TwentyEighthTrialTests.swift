import Foundation
import InertiaUIKit
import Testing

// The twenty-eighth porting trial's idioms, written as those programs write them: a page control
// placing its indicator layers in `layoutSublayers(of:)` with actions turned off (FSPagerView), a
// pager layout setting its attributes' `center` and then `size` and moving the collection view by
// its `bounds` (FSPagerView), a springy flow layout of UIKit Dynamics attached to the attributes
// its superclass hands out (VegaScroll), a system delete animation used to wait for parallel
// changes (PagingKit) and a collection view subclass overriding `setCollectionViewLayout` (Gemini).

/// Dots laid out as FSPageControl lays them out: in `layoutSublayers(of:)`, after `super`.
final class DotsControl: UIControl {
  var dots: [CAShapeLayer] = []
  var orderSeen: [String] = []
  override func layoutSubviews() {
    super.layoutSubviews()
    orderSeen.append("layoutSubviews")
  }
  override func layoutSublayers(of layer: CALayer) {
    super.layoutSublayers(of: layer)
    orderSeen.append("layoutSublayers")
    for (index, dot) in dots.enumerated() {
      dot.frame = CGRect(x: bounds.midX - 30 + CGFloat(index) * 20, y: bounds.midY - 4, width: 8, height: 8)
    }
  }
}

/// A pager layout as FSPagerViewLayout: full-width items set by `center`, then `size`.
final class CenteredPagesLayout: UICollectionViewLayout {
  var boundsSeen: [(old: CGFloat, new: CGFloat)] = []
  override var collectionViewContentSize: CGSize { CGSize(width: 300 * 10, height: 200) }
  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.center = CGPoint(x: 150 + CGFloat(indexPath.item) * 300, y: 100)
    attributes.size = CGSize(width: 300, height: 200)
    return attributes
  }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    (0..<10).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { $0.frame.intersects(rect) }
  }
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    boundsSeen.append((collectionView?.bounds.origin.x ?? .nan, newBounds.origin.x))
    return false
  }
}

/// Ten pages with a recorded scroll.
final class TenPages: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var scrolledTo: [CGFloat] = []
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolledTo.append(scrollView.contentOffset.x) }
}

/// A flow layout whose items hang on springs, as VegaScroll's and the WWDC springy layouts: each
/// item the superclass hands out gets an attachment to where it belongs, and a scroll pulls the
/// items by the bounds delta (asked before the bounds change), less near the touch.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
  lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
  private var attached = Set<IndexPath>()

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    let visible = CGRect(origin: collectionView.bounds.origin, size: collectionView.frame.size)
      .insetBy(dx: 0, dy: -100)
    for item in super.layoutAttributesForElements(in: visible) ?? [] where !attached.contains(item.indexPath)
    {
      let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
      spring.length = 0
      spring.damping = 0.8
      spring.frequency = 1
      animator.addBehavior(spring)
      attached.insert(item.indexPath)
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    animator.layoutAttributesForCell(at: indexPath)
  }

  /// What the flow layout itself hands out for `rect`.
  func flowAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    super.layoutAttributesForElements(in: rect) ?? []
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let delta = newBounds.origin.y - collectionView.bounds.origin.y
    let touch = collectionView.panGestureRecognizer.location(in: collectionView)
    for case let spring as UIAttachmentBehavior in animator.behaviors {
      guard let item = spring.items.first as? UICollectionViewLayoutAttributes else { continue }
      let resistance = abs(touch.y - spring.anchorPoint.y) / 1500
      item.center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
      animator.updateItem(usingCurrentState: item)
    }
    return false
  }
}

/// A collection view that follows its layout's direction, as GeminiCollectionView does.
final class DirectionFollowingCollectionView: UICollectionView {
  var directions: [UICollectionView.ScrollDirection] = []
  override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    super.setCollectionViewLayout(layout, animated: animated)
    if let flow = layout as? UICollectionViewFlowLayout { directions.append(flow.scrollDirection) }
  }
}

@MainActor
@Suite struct TwentyEighthTrialTests {
  @Test func aControlPlacesItsIndicatorLayersInLayoutSublayersAfterItsSubviews() {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: ManualClock())
    let control = DotsControl(frame: CGRect(x: 0, y: 232, width: 375, height: 25))
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    for _ in 0..<3 {
      let dot = CAShapeLayer()
      dot.actions = ["bounds": NSNull()]
      control.layer.addSublayer(dot)
      control.dots.append(dot)
    }
    CATransaction.commit()
    window.addSubview(control)
    window.layoutIfNeeded()
    #expect(control.orderSeen == ["layoutSubviews", "layoutSublayers"])
    #expect(control.dots.map(\.frame.minX) == [157.5, 177.5, 197.5])
    #expect(control.dots[0].frame.minY == 8.5)
    #expect(control.dots[0].action(forKey: "bounds") is NSNull)
    #expect(control.dots[0].action(forKey: "position") == nil)
    control.frame.size.width = 200
    window.layoutIfNeeded()
    #expect(control.dots.map(\.frame.minX) == [70, 90, 110])
  }

  @Test func aLayoutAnimatorFindsEachKindOfElementAmongItsItems() {
    let layout = UICollectionViewFlowLayout()
    let animator = UIDynamicAnimator(collectionViewLayout: layout)
    let path = IndexPath(item: 2, section: 1)
    let cell = UICollectionViewLayoutAttributes(forCellWith: path)
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
    let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "shelf", with: path)
    for item in [cell, header, decoration] {
      animator.addBehavior(UIAttachmentBehavior(item: item, attachedToAnchor: .zero))
    }
    #expect(animator.collectionViewLayout === layout)
    #expect(animator.layoutAttributesForCell(at: path) === cell)
    #expect(
      animator.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: path)
        === header)
    #expect(animator.layoutAttributesForDecorationView(ofKind: "shelf", at: path) === decoration)
    // Another kind, another index path, or a kind of another category finds nothing.
    #expect(animator.layoutAttributesForDecorationView(ofKind: "rail", at: path) == nil)
    #expect(animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 1)) == nil)
    #expect(
      animator.layoutAttributesForSupplementaryView(ofKind: "shelf", at: path) == nil)
  }

  @Test func aPathEqualsOnlyItself() {
    let dot = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8))
    let same = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8))
    var paths: [UIControl.State: UIBezierPath] = [.normal: dot]
    #expect(paths[.normal] == dot)
    #expect(paths[.normal] != same)
    paths[.selected] = same
    #expect(paths[.selected] != paths[.normal])
  }

  @Test func attributesSetByCenterThenSizeSitAroundTheCenter() {
    let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 1, clock: ManualClock())
    let pages = TenPages()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: CenteredPagesLayout())
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
    collection.dataSource = pages
    window.addSubview(collection)
    window.layoutIfNeeded()
    let attributes = collection.collectionViewLayout.layoutAttributesForItem(
      at: IndexPath(item: 1, section: 0))
    #expect(attributes?.frame == CGRect(x: 300, y: 0, width: 300, height: 200))
    #expect(
      collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 300, height: 200))
    let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
    #expect(window.hitTest(CGPoint(x: 150, y: 100), with: nil)?.isDescendant(of: first) == true)
  }

  @Test func aLayoutWritingTheBoundsScrollsAndADragGoesOnFromThere() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 1, clock: clock)
    let pages = TenPages()
    let layout = CenteredPagesLayout()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
    collection.dataSource = pages
    collection.delegate = pages
    window.addSubview(collection)
    window.layoutIfNeeded()
    let asked = layout.boundsSeen.count
    // As FSPagerView's layout moves to the middle section of an infinite pager.
    collection.bounds = CGRect(x: 1500, y: 0, width: 300, height: 200)
    #expect(pages.scrolledTo == [1500])
    #expect(collection.contentOffset.x == 1500)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.5, release: .hold)
    // The drag went 100 points right, less the 10-point slop, from 1500 (not from 0).
    #expect(abs(collection.contentOffset.x - 1410) <= 0.5)
    // The layout was asked before each offset change, with the old bounds still in place.
    #expect(layout.boundsSeen.count > asked + 2)
    #expect(layout.boundsSeen.dropFirst(asked).allSatisfy { $0.old != $0.new })
    #expect(layout.boundsSeen.last.map { $0.new - $0.old < 0 } == true)
  }

  @Test func springsOnTheAttributesLagBehindAScrollAndSettleBack() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: clock)
    _ = clock.addDisplayLink { _ in window.layoutIfNeeded() }  // As a window host does.
    let items = PlainItems(count: 40, reuseIdentifier: "item")
    let layout = SpringyFlowLayout()
    layout.itemSize = CGSize(width: 335, height: 84)
    layout.minimumLineSpacing = 20
    layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collection.dataSource = items
    window.addSubview(collection)
    window.layoutIfNeeded()
    clock.advance(by: 0.1)
    #expect(layout.animator.referenceView == nil)
    #expect(layout.animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 0))?.center.y == 364)
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.center.y == 364)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.drag(from: CGPoint(x: 187, y: 300), to: CGPoint(x: 187, y: 100), duration: 0.1, release: .hold)
    let offset = collection.contentOffset.y
    #expect(offset == 190)
    // The item farthest from the finger lags most; the one under it hardly at all.
    let far = collection.cellForItem(at: IndexPath(item: 7, section: 0))!.center.y - 780
    let near = collection.cellForItem(at: IndexPath(item: 2, section: 0))!.center.y - 260
    #expect(far > 20)
    #expect(abs(near) < 2)
    #expect(layout.animator.isRunning)
    clock.advance(by: 2)
    #expect(abs(collection.cellForItem(at: IndexPath(item: 7, section: 0))!.center.y - 780) < 0.5)
    // The springs hold the superclass's attributes: the flow layout hands out new ones for those
    // items and leaves the held ones as the springs put them.
    let held = layout.animator.layoutAttributesForCell(at: IndexPath(item: 7, section: 0))!
    held.center.y = 790
    let fresh = layout.flowAttributes(in: collection.bounds).first { $0.indexPath.item == 7 }
    #expect(fresh != nil && fresh !== held)
    #expect(fresh?.center.y == 780)
    #expect(held.center.y == 790)
  }

  @Test func aDeleteAnimationFadesTheViewsOutThenRemovesThemAndCompletes() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let bar = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 4))
    window.addSubview(badge)
    window.addSubview(bar)
    var events: [String] = []
    UIView.perform(
      .delete, on: [badge], options: [],
      animations: {
        bar.frame.origin.x = 200
        events.append("animations")
      },
      completion: { finished in events.append("completion \(finished)") })
    #expect(events == ["animations"])
    #expect(badge.alpha == 0)
    clock.advance(by: 0.15)
    #expect(badge.superview === window)
    #expect(abs(bar.layer.presentation()!.frame.minX - 100) <= 0.5)
    clock.advance(by: 0.2)
    #expect(badge.superview == nil)
    #expect(events == ["animations", "completion true"])
  }

  @Test func aDeleteAnimationOnNoViewsWaitsForTheParallelChanges() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let focus = UIView(frame: CGRect(x: 0, y: 40, width: 80, height: 4))
    window.addSubview(focus)
    var done = false
    UIView.perform(
      .delete, on: [], options: UIView.AnimationOptions(rawValue: 0),
      animations: {
        focus.frame.origin.x = 120
      }
    ) { _ in done = true }
    clock.advance(by: 0.2)
    #expect(!done)
    clock.advance(by: 0.15)
    #expect(done)
    #expect(focus.frame.minX == 120)
  }

  @Test func aCollectionViewSubclassHearsItsNewLayouts() {
    let collection = DirectionFollowingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    let horizontal = UICollectionViewFlowLayout()
    horizontal.scrollDirection = .horizontal
    collection.setCollectionViewLayout(horizontal, animated: false)
    #expect(collection.directions == [.horizontal])
    #expect(collection.collectionViewLayout === horizontal)
  }

  @Test func olderNamesAndSmallerIdioms() {
    let mask: UIViewAutoresizing = [.flexibleWidth, .flexibleHeight]
    #expect(mask == UIView.AutoresizingMask([.flexibleWidth, .flexibleHeight]))
    let style: UIActivityIndicatorViewStyle = .medium
    #expect(UIActivityIndicatorView(style: style).style == .medium)
    #expect(UIImage(named: "no such arrow", in: Bundle.main, compatibleWith: nil) == nil)
    let paragraph = NSMutableParagraphStyle()
    paragraph.firstLineHeadIndent = 24
    paragraph.headIndent = 8
    let copy = paragraph.copy() as! NSParagraphStyle
    #expect(copy.firstLineHeadIndent == 24 && copy.headIndent == 8 && copy.tailIndent == 0)
  }
}
