import Foundation
import InertiaUIKit
import Testing

/// Attributes carrying a progress, as a card or sticky-header layout keeps them: copied and
/// compared with their own property, and their layer order observed.
final class ProgressAttributes: UICollectionViewLayoutAttributes {
  var progress: CGFloat = 0
  var zIndexChanges = 0
  override var zIndex: Int { didSet { zIndexChanges += 1 } }
  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? ProgressAttributes)?.progress = progress
    return copy
  }
  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? ProgressAttributes else { return false }
    return super.isEqual(other) && other.progress == progress
  }
  override var debugDescription: String { "progress \(progress)" }
}

/// A flow layout handing out ``ProgressAttributes`` with each cell's progress set on a copy.
final class ProgressLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { ProgressAttributes.self }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    super.layoutAttributesForElements(in: rect)?.compactMap { $0.copy() as? ProgressAttributes }.map {
      $0.progress = $0.frame.minY / 100
      return $0
    }
  }
  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
      ?? ProgressAttributes(forCellWith: itemIndexPath)
  }
}

/// A data source of six cells.
final class SixCells: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}

@MainActor @Suite struct LayoutAttributesSubclassTests {
  @Test func aFlowLayoutMakesItsAttributesClassAndCopiesKeepIt() throws {
    let layout = ProgressLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 100, height: 20)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
    let source = SixCells()
    collection.dataSource = source
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.layoutIfNeeded()
    let elements = try #require(layout.layoutAttributesForElements(in: collection.bounds))
    // The header (20 pt) and the cells at 20, 120 and 220 meet the first 300 points.
    #expect(elements.count == 4)
    #expect(elements.map { ($0 as? ProgressAttributes)?.progress } == [0.0, 0.2, 1.2, 2.2])
    let cell = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(cell is ProgressAttributes)
    #expect(cell.frame == CGRect(x: 0, y: 120, width: 100, height: 100))
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header is ProgressAttributes)
    #expect(header?.representedElementCategory == .supplementaryView)
    #expect(
      ObjectIdentifier(UICollectionViewLayout.layoutAttributesClass)
        == ObjectIdentifier(UICollectionViewLayoutAttributes.self))
  }

  @Test func subclassCopiesCompareByValue() throws {
    let original = ProgressAttributes(
      forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
    original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    original.progress = 0.5
    original.zIndex = 3
    #expect(original.zIndexChanges == 1)
    let copy = try #require(original.copy() as? ProgressAttributes)
    #expect(copy !== original)
    #expect(copy.progress == 0.5)
    #expect(copy.zIndex == 3)
    #expect(copy.representedElementKind == "badge")
    #expect(copy.representedElementCategory == .supplementaryView)
    #expect(copy.indexPath == IndexPath(item: 2, section: 1))
    #expect(copy.isEqual(original))
    #expect(copy.hash == original.hash)
    copy.progress = 0.75
    #expect(!copy.isEqual(original))
    let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let plainCopy = plain.copy()
    #expect(plainCopy.isEqual(plain))
    plainCopy.alpha = 0.5
    #expect(!plainCopy.isEqual(plain))
    #expect(!plain.isEqual(ProgressAttributes(forCellWith: IndexPath(item: 0, section: 0))))
    #expect(copy.debugDescription == "progress 0.75")
  }

  @Test func appearingAndDisappearingAttributesDefaultToNil() {
    let layout = ProgressLayout()
    let path = IndexPath(item: 0, section: 0)
    #expect(layout.initialLayoutAttributesForAppearingItem(at: path) == nil)
    #expect(layout.finalLayoutAttributesForDisappearingItem(at: path) is ProgressAttributes)
    #expect(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: "h", at: path) == nil)
    #expect(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: "h", at: path) == nil)
    #expect(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: "d", at: path) == nil)
    #expect(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "d", at: path) == nil)
  }
}

/// A flow layout raising its rows to layer 1 and pinning its header at layer 1024, as sticky-header
/// layouts do.
final class LayeredLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    super.layoutAttributesForElements(in: rect)?.map {
      let copy = $0.copy()
      copy.zIndex = copy.representedElementCategory == .cell ? 1 : 1024
      return copy
    }
  }
}

/// A source of thirty rows with a section header.
final class HeaderedRows: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
  }
}

@MainActor @Suite struct ElementStackingTests {
  @Test func viewsStackByZIndexWhateverOrderTheyAppearIn() {
    let layout = LayeredLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 100, height: 40)
    layout.sectionHeadersPinToVisibleBounds = true
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
    let source = HeaderedRows()
    view.dataSource = source
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    view.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 0, y: 600)
    view.layoutIfNeeded()
    let header = view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    let row = view.cellForItem(at: IndexPath(item: 13, section: 0))
    let order = view.subviews
    let headerIndex = header.flatMap { order.firstIndex(of: $0) } ?? -1
    let rowIndex = row.flatMap { order.firstIndex(of: $0) } ?? -1
    // Row 13 (640...690) appeared after the header; the pinned header still covers it.
    #expect(header?.frame.minY == 600)
    #expect(rowIndex >= 0)
    #expect(headerIndex > rowIndex)
    #expect(view.hitTest(CGPoint(x: 50, y: 620), with: nil) === header)
  }
}
