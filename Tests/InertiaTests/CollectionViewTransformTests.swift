import Foundation
import Testing

@testable import Inertia

/// Layout attributes' transforms, as carousels use them: a flow layout subclass scales each item
/// by its distance from the visible centre, and the cells' views take the transform around their
/// centres while their untransformed frames stay where the layout put them.
@MainActor
@Suite struct CollectionViewTransformTests {
  /// A horizontal carousel: 200 pt items, the one in the middle at full size, the others smaller
  /// (down to 0.8) the further their centre is from the visible centre.
  final class CarouselLayout: CollectionViewFlowLayout {
    override func prepare() {
      super.prepare()
      scrollDirection = .horizontal
      itemSize = CGSize(width: 200, height: 300)
      minimumLineSpacing = 0
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
      guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else {
        return nil
      }
      let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
      return attributes.map { original in
        let copy = original.copy()
        let distance = min(abs(copy.center.x - middle) / 200, 1)
        let scale = 1 - 0.2 * distance
        copy.transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
        return copy
      }
    }
  }

  /// A carousel layout as many iOS programs write it: `prepare()` sets the metrics and never calls
  /// super (UIKit's flow layout works its items out lazily, so this works on iOS).
  final class NoSuperPrepareLayout: CollectionViewFlowLayout {
    override func prepare() {
      scrollDirection = .horizontal
      itemSize = CGSize(width: (collectionView?.bounds.width ?? 0) - 100, height: 250)
      minimumLineSpacing = 10
      sectionInset = EdgeInsets(top: 0, left: 50, bottom: 0, right: 50)
    }
  }

  final class Source: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  private func carousel(in scene: TestScene, source: Source) -> CollectionView {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: CarouselLayout())
    view.contentInsetAdjustmentBehavior = .never
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    return view
  }

  private func cell(_ item: Int, of view: CollectionView) -> CollectionViewCell? {
    view.cellForItem(at: IndexPath(item: item, section: 0))
  }

  @Test func cellsTakeTheirAttributesTransformAroundTheirCentres() throws {
    let scene = TestScene()
    let source = Source()
    let view = carousel(in: scene, source: source)
    // At rest the visible centre is x = 200: items 0 and 1 meet there, each 100 pt away.
    let first = try #require(cell(0, of: view))
    #expect(abs(first.transform3D.m11 - 0.9) < 1e-9)
    #expect(first.center == CGPoint(x: 100, y: 150))
    #expect(first.bounds.size == CGSize(width: 200, height: 300))
    #expect(abs(first.frame.width - 180) < 0.5 && abs(first.frame.minX - 10) < 0.5)
    // Drag 100 pt to the left: the centre is x = 300, item 1's centre.
    scene.gestures.drag(
      from: CGPoint(x: 300, y: 150), to: CGPoint(x: 190, y: 150), duration: 0.5, release: .hold)
    scene.wait(0.1)
    let offset = view.contentOffset.x
    #expect(offset > 50)
    let second = try #require(cell(1, of: view))
    let expected = 1 - 0.2 * min(abs(300 - (offset + 200)) / 200, 1)
    #expect(abs(second.transform3D.m11 - expected) < 1e-6)
    #expect(second.center == CGPoint(x: 300, y: 150))
    // The untransformed frame answers the layout's questions.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 200)
  }

  @Test func aReusedCellLosesItsOldTransform() throws {
    let scene = TestScene()
    let source = Source()
    let view = carousel(in: scene, source: source)
    let first = try #require(cell(0, of: view))
    #expect(!first.transform3D.isIdentity)
    // A plain flow layout gives no transforms: every cell comes back to the identity.
    let plain = CollectionViewFlowLayout()
    plain.scrollDirection = .horizontal
    plain.itemSize = CGSize(width: 200, height: 300)
    plain.minimumLineSpacing = 0
    view.collectionViewLayout = plain
    scene.window.layoutIfNeeded()
    let again = try #require(cell(0, of: view))
    #expect(again.transform3D.isIdentity)
    #expect(again.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
  }

  @Test func aFlowLayoutWhosePrepareSkipsSuperStillLaysOutItsItems() throws {
    let scene = TestScene()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: NoSuperPrepareLayout())
    view.contentInsetAdjustmentBehavior = .never
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source()
    view.dataSource = source
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    // 20 items of 300 pt, 10 pt apart, 50 pt insets at both ends.
    #expect(view.contentSize == CGSize(width: 50 + 20 * 300 + 19 * 10 + 50, height: 300))
    #expect(
      view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 360, y: 25, width: 300, height: 250))
    scene.gestures.fling(from: CGPoint(x: 300, y: 150), velocity: CGPoint(x: -1500, y: 0), distance: 100)
    scene.wait(4)
    let offset = view.contentOffset.x
    #expect(offset > 300)
    let visible = view.indexPathsForVisibleItems.map(\.item).sorted()
    let expected = (0..<20).filter { item in
      let minX = 50 + CGFloat(item) * 310
      return minX < offset + 400 && minX + 300 > offset
    }
    #expect(visible == expected)
  }

  @Test func attributesKeepTheirTransformThroughCopiesAndBounds() {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    attributes.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(attributes.transform3D.m11 == 2 && attributes.transform3D.m22 == 2)
    attributes.transform3D.m34 = -1.0 / 500
    #expect(attributes.copy().transform3D == attributes.transform3D)
    attributes.transform3D = Transform3D(entries: Array(repeating: .nan, count: 16))
    #expect(attributes.transform3D.m34 == -1.0 / 500)  // Non-finite: ignored.
    attributes.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
    #expect(attributes.frame == CGRect(x: 30, y: 30, width: 60, height: 30))
    #expect(attributes.center == CGPoint(x: 60, y: 45))
  }
}
