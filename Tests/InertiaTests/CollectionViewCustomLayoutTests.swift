import Foundation
import Testing

@testable import Inertia

/// A layout written as an app subclasses UICollectionViewLayout: prepared once per invalidation,
/// asked for the elements in the visible rect, with its own content size.
@MainActor
@Suite struct CollectionViewCustomLayoutTests {
  /// Two columns of squares, the right one offset by half a square (a staggered grid).
  final class StaggeredLayout: CollectionViewLayout {
    var prepares = 0
    var cache: [CollectionViewLayoutAttributes] = []
    var boundsQueries = 0
    var elementQueries = 0

    override func prepare() {
      prepares += 1
      cache.removeAll()
      guard let collectionView else { return }
      let side = collectionView.bounds.width / 2
      for item in 0..<collectionView.numberOfItems(inSection: 0) {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        let column = CGFloat(item % 2)
        attributes.frame = CGRect(
          x: column * side, y: CGFloat(item / 2) * side + column * side / 2, width: side, height: side)
        cache.append(attributes)
      }
    }

    override var collectionViewContentSize: CGSize {
      CGSize(width: collectionView?.bounds.width ?? 0, height: (cache.map(\.frame.maxY).max() ?? 0))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
      elementQueries += 1
      return cache.filter { $0.frame.minY < rect.maxY && $0.frame.maxY > rect.minY }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
      cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      boundsQueries += 1
      return newBounds.width != collectionView?.bounds.width
    }
  }

  final class Source: CollectionViewDataSource {
    var count = 40
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  /// A 400 x 600 collection view of the staggered layout and 40 items, in the scene's window and
  /// laid out.
  static func staggeredView(in scene: TestScene) -> (CollectionView, StaggeredLayout, Source) {
    let layout = StaggeredLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    let source = Source()
    view.dataSource = source
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    return (view, layout, source)
  }

  @Test func aSubclassPlacesTheCellsAndIsPreparedOncePerInvalidation() {
    let scene = TestScene()
    let (view, layout, source) = Self.staggeredView(in: scene)
    #expect(layout.prepares == 1)
    #expect(view.contentSize == CGSize(width: 400, height: 20 * 200 - 200 + 100 + 200))
    // Rows 0-2; the right column's third square (500...700) meets the bottom, the left column's
    // fourth (600...800) only touches it.
    #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4, 5])
    #expect(
      view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 200, y: 300, width: 200, height: 200))
    scene.gestures.fling(from: CGPoint(x: 100, y: 500), velocity: CGPoint(x: 0, y: -2000), distance: 150)
    scene.wait(3)
    #expect(view.contentOffset.y > 500)
    #expect(layout.prepares == 1)  // Scrolling asked, but did not invalidate.
    #expect(layout.boundsQueries > 10)
    for path in view.indexPathsForVisibleItems {
      #expect(view.cellForItem(at: path)?.frame == layout.cache[path.item].frame)
    }
    source.count = 10
    view.reloadData()
    view.layoutIfNeeded()
    #expect(layout.prepares == 2)
    #expect(view.contentOffset.y == view.contentSize.height - 600)
  }

  /// A scroll view lays out again after each offset change, and the collection view places its
  /// elements in its scroll hook: the layout pass that follows finds them placed for those bounds
  /// and asks the layout nothing more (before, a window laid out every frame, as a host does,
  /// doubled the queries of a decelerating frame).
  @Test func aLayoutPassAfterAScrollAsksTheLayoutNothingMore() {
    func queries(layingOutEveryFrame: Bool) -> (Int, CGFloat) {
      let scene = TestScene()
      if layingOutEveryFrame { _ = scene.clock.addDisplayLink { _ in scene.window.layoutIfNeeded() } }
      let (view, layout, _) = Self.staggeredView(in: scene)
      scene.gestures.fling(from: CGPoint(x: 100, y: 500), velocity: CGPoint(x: 0, y: -2000), distance: 150)
      let before = layout.elementQueries
      scene.wait(0.5)  // 30 decelerating frames.
      for path in view.indexPathsForVisibleItems {
        #expect(view.cellForItem(at: path)?.frame == layout.cache[path.item].frame)
      }
      return (layout.elementQueries - before, view.contentOffset.y)
    }
    let (alone, aloneOffset) = queries(layingOutEveryFrame: false)
    let (laidOut, laidOutOffset) = queries(layingOutEveryFrame: true)
    #expect(alone >= 30)
    #expect(laidOut <= alone + 2, "\(laidOut) queries laid out every frame, \(alone) without")
    #expect(abs(laidOutOffset - aloneOffset) < 0.5)
  }
}
