import Foundation
import InertiaUIKit
import Testing

// The thirty-fifth porting trial's idioms, written as those programs write them: a scroll view
// subclass that lets its pan recognize with an inner list's (SegementSlide's nested header and
// pages), a content size set by hand in viewDidLayoutSubviews over a header constrained to the
// scroll view's top only, overlapping slanted cells that answer point(inside:) from a mask
// (CollectionViewSlantedLayout), and instance addresses formatted as dictionary keys.

/// Windows the tests' scenes keep alive (a view's window is weak).
@MainActor private var keptWindows: [UIWindow] = []

/// An outer scroll view recognizing with every other pan, as SegementSlide's scroll view does.
private final class SharingScrollView: UIScrollView, UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool {
    true
  }
}

/// A header over a list: a 600-point outer scroll view (content 800) holding a 200-point header
/// and a 400-point inner scroll view (content 1,000) below it.
@MainActor private func nestedScene(outer: UIScrollView) -> (ManualClock, UIScrollView, UIScrollView) {
  let clock = ManualClock(frameRate: 60)
  let window = UIWindow(size: CGSize(width: 375, height: 600), scale: 1, clock: clock)
  keptWindows.append(window)
  outer.frame = window.bounds
  outer.contentSize = CGSize(width: 375, height: 800)
  let inner = UIScrollView(frame: CGRect(x: 0, y: 200, width: 375, height: 400))
  inner.contentSize = CGSize(width: 375, height: 1000)
  outer.addSubview(inner)
  window.addSubview(outer)
  window.layoutIfNeeded()
  return (clock, outer, inner)
}

/// A controller sizing its scroll view's content by hand, as SegementSlide's does: a header
/// constrained to the scroll view's top (nothing to its bottom) and a content height computed
/// from the view's height in viewDidLayoutSubviews.
private final class HandSizedController: UIViewController {
  let scrollView = UIScrollView()
  let header = UIView()
  var sizes: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    header.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(header)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      header.topAnchor.constraint(equalTo: scrollView.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 200),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let size = CGSize(width: view.bounds.width, height: 200 + view.bounds.height)
    sizes.append(size.height)
    if scrollView.contentSize != size { scrollView.contentSize = size }
  }
}

/// A cell whose touch area is a band slanting down to the right: its top edge runs from
/// (0, 0) to (width, 50), as a slanted layout's mask.
private final class SlantedCell: UICollectionViewCell {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    guard bounds.contains(point) else { return false }
    return point.y >= 50 * point.x / bounds.width
  }
}

/// Overlapping rows: each 150 high, 100 below the one before, later ones drawn on top.
private final class OverlapLayout: UICollectionViewLayout {
  private var cached: [UICollectionViewLayoutAttributes] = []

  override func prepare() {
    super.prepare()
    cached = (0..<6).map { item in
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: 300, height: 150)
      attributes.zIndex = item
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 650) }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    cached.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    cached[indexPath.item]
  }
}

/// The slanted list's data source and delegate, recording selections.
@MainActor private final class SlantedList: UICollectionViewDataSource, UICollectionViewDelegate {
  var selected: [Int] = []
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "slanted", for: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath.item)
  }
}

@MainActor
@Suite struct ThirtyFifthTrialTests {
  @Test func aScrollViewAdoptingTheDelegateLetsItsPanRecognizeWithAnInnerOne() {
    let (clock, outer, inner) = nestedScene(outer: SharingScrollView())
    #expect(outer.panGestureRecognizer.delegate === outer)
    let gestures = GestureSynthesizer(window: outer.window!, clock: clock)
    gestures.drag(from: CGPoint(x: 180, y: 500), to: CGPoint(x: 180, y: 400), duration: 0.5, release: .stop)
    clock.advance(by: 1)
    // Both pans recognize: both contents follow the finger, less the slop.
    #expect(abs(outer.contentOffset.y - 90) < 0.5)
    #expect(abs(inner.contentOffset.y - 90) < 0.5)
  }

  @Test func aPlainOuterScrollViewLeavesTheDragToTheInnerOne() {
    let (clock, outer, inner) = nestedScene(outer: UIScrollView())
    #expect(outer.panGestureRecognizer.delegate == nil)
    let gestures = GestureSynthesizer(window: outer.window!, clock: clock)
    gestures.drag(from: CGPoint(x: 180, y: 500), to: CGPoint(x: 180, y: 400), duration: 0.5, release: .stop)
    clock.advance(by: 1)
    #expect(outer.contentOffset.y == 0)
    #expect(abs(inner.contentOffset.y - 90) < 0.5)
  }

  @Test func anExplicitDelegateStillWinsOverTheScrollView() {
    let outer = SharingScrollView()
    let other = SharingScrollView()
    outer.panGestureRecognizer.delegate = other
    #expect(outer.panGestureRecognizer.delegate === other)
    outer.panGestureRecognizer.delegate = nil
    #expect(outer.panGestureRecognizer.delegate === outer)
  }

  @Test func aContentSizeSetByHandSurvivesTheNextLayoutPass() {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: ManualClock(frameRate: 60))
    keptWindows.append(window)
    let controller = HandSizedController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 867))
    #expect(controller.header.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
    window.layoutIfNeeded()
    #expect(controller.scrollView.contentSize.height == 867)
    // A later size set by hand holds too.
    controller.scrollView.contentSize = CGSize(width: 375, height: 1200)
    window.layoutIfNeeded()
    #expect(controller.scrollView.contentSize.height == 1200)
  }

  @Test func aTapSelectsTheCellHitTestingFindsNotTheTopmostFrame() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 300, height: 600), scale: 1, clock: clock)
    keptWindows.append(window)
    let list = SlantedList()
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: OverlapLayout())
    collection.register(SlantedCell.self, forCellWithReuseIdentifier: "slanted")
    collection.dataSource = list
    collection.delegate = list
    window.addSubview(collection)
    window.layoutIfNeeded()
    let gestures = GestureSynthesizer(window: window, clock: clock)
    // (240, 120) is in item 1's frame (100 to 250) and above its slanted top edge (40 below its
    // top at x 240): item 0, under it, takes the tap.
    gestures.tap(at: CGPoint(x: 240, y: 120))
    clock.advance(by: 0.5)
    #expect(list.selected == [0])
    // (60, 120) is below item 1's edge there (10): item 1.
    gestures.tap(at: CGPoint(x: 60, y: 120))
    clock.advance(by: 0.5)
    #expect(list.selected == [0, 1])
    // (240, 20) is above item 0's edge (40 there) and in no other cell: nothing is selected.
    gestures.tap(at: CGPoint(x: 240, y: 20))
    clock.advance(by: 0.5)
    #expect(list.selected == [0, 1])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    // Frames alone would say item 1 for the first two and item 0 for the last.
    #expect(collection.indexPathForItem(at: CGPoint(x: 240, y: 120))?.item == 1)
  }

  @Test func aViewFormatsAsItsAddressForKeys() {
    let first = UIScrollView()
    let second = UIScrollView()
    let key = String(format: "%p", first)
    #expect(key.hasPrefix("0x"))
    #expect(key == String(format: "%p", first))
    #expect(key != String(format: "%p", second))
    let address = UInt(bitPattern: Unmanaged.passUnretained(first).toOpaque())
    #expect(key == "0x" + String(address, radix: 16))
  }

  @Test func smallerNames() {
    final class SlidingController: UIViewController {
      override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    }
    #expect(UIViewController().preferredStatusBarUpdateAnimation == .fade)
    #expect(SlidingController().preferredStatusBarUpdateAnimation == .slide)
    #expect(UIStatusBarAnimation.none.rawValue == 0 && UIStatusBarAnimation.slide.rawValue == 2)
    let badge = UILabel()
    #expect(badge.isEnabled)
    badge.isEnabled = false
    #expect(!badge.isEnabled)
  }
}
