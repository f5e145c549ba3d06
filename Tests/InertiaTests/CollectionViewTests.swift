import Foundation
import Testing

@testable import Inertia

/// Collection views with the flow layout: geometry, reuse, selection, pinned headers, self-sizing,
/// batch updates, prefetching.
@MainActor
@Suite struct CollectionViewTests {
  final class Items: CollectionViewDataSource, CollectionViewDelegateFlowLayout,
    CollectionViewDataSourcePrefetching
  {
    var counts: [Int]
    var events: [String] = []
    var sizes: [IndexPath: CGSize] = [:]
    var usesSizes = false
    var prefetches: [[IndexPath]] = []
    var cancels: [[IndexPath]] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
      _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> CollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      guard usesSizes else {
        (collectionViewLayout as? CollectionViewFlowLayout)?.delegateLacksItemSizes = true
        return (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
      }
      return sizes[indexPath] ?? CGSize(width: 100, height: 100)
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
      events.append("highlight \(indexPath.section)-\(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
      events.append("unhighlight \(indexPath.section)-\(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
      events.append("select \(indexPath.section)-\(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
      events.append("deselect \(indexPath.section)-\(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
      prefetches.append(indexPaths)
    }
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {
      cancels.append(indexPaths)
    }
  }

  final class CountingCell: CollectionViewCell {
    nonisolated(unsafe) static var made = 0
    nonisolated(unsafe) static var fittingHeight: CGFloat?
    required init(frame: CGRect) {
      CountingCell.made += 1
      super.init(frame: frame)
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
      Self.fittingHeight.map { CGSize(width: size.width, height: $0) } ?? bounds.size
    }
  }

  private func make(
    _ counts: [Int] = [1000], configure: (CollectionViewFlowLayout) -> Void = { _ in }
  ) -> (TestScene, CollectionView, Items) {
    let scene = TestScene()
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    configure(layout)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
      CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    let items = Items(counts)
    view.delegate = items
    view.dataSource = items
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    return (scene, view, items)
  }

  @Test func flowLayoutPlacesJustifiedLinesAndSizesTheContent() throws {
    let (_, view, items) = make()
    defer { withExtendedLifetime(items) {} }
    // Three 100-pt items fit in 390 pt; full lines are spread to both edges (45 pt between).
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 145, y: 110, width: 100, height: 100))
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame.minX == 290)
    #expect(view.contentSize == CGSize(width: 390, height: 334 * 100 + 333 * 10))
    // The last line (item 999 alone) keeps the columns: left-aligned.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 999, section: 0))?.frame.minX == 0)
    #expect(view.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
    #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 120)) == IndexPath(item: 4, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 120, y: 50)) == nil)  // Between items.
  }

  @Test func aShortSectionSpreadsItsItemsAndALoneItemIsCentred() {
    let (_, view, items) = make([2, 1])
    defer { withExtendedLifetime(items) {} }
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 290)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 145, y: 100, width: 100, height: 100))
  }

  @Test func delegateSizesBreakLinesAndLeftAlignTheLastLine() {
    let (_, view, items) = make([5])
    items.usesSizes = true
    items.sizes = [
      IndexPath(item: 0, section: 0): CGSize(width: 200, height: 50),
      IndexPath(item: 1, section: 0): CGSize(width: 150, height: 80),
      IndexPath(item: 2, section: 0): CGSize(width: 300, height: 40),
      IndexPath(item: 3, section: 0): CGSize(width: 50, height: 40),
      IndexPath(item: 4, section: 0): CGSize(width: 60, height: 40),
    ]
    view.collectionViewLayout.invalidateLayout()
    view.layoutIfNeeded()
    let frame = { (item: Int) in view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
    // Line 1: 200 + 150 justified; the shorter item is centred on the 80-pt line.
    #expect(frame(0) == CGRect(x: 0, y: 15, width: 200, height: 50))
    #expect(frame(1) == CGRect(x: 240, y: 0, width: 150, height: 80))
    // Line 2: 300 + 50 justified (40 pt apart); line 3 alone and last: left-aligned.
    #expect(frame(2) == CGRect(x: 0, y: 90, width: 300, height: 40))
    #expect(frame(3) == CGRect(x: 340, y: 90, width: 50, height: 40))
    #expect(frame(4) == CGRect(x: 0, y: 140, width: 60, height: 40))
    #expect(view.contentSize.height == 180)
  }

  @Test func onlyVisibleItemsHaveCellsAndCellsAreReused() {
    CountingCell.made = 0
    let (scene, view, items) = make([1_000_000])
    defer { withExtendedLifetime(items) {} }
    #expect(view.contentSize.height == CGFloat(333_334) * 110 - 10)
    scene.gestures.fling(from: CGPoint(x: 200, y: 450), velocity: CGPoint(x: 0, y: -4000), distance: 200)
    scene.wait(4)
    #expect(view.contentOffset.y > 1500)
    let firstLine = Int(view.contentOffset.y / 110)
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: firstLine * 3, section: 0))
    #expect(view.visibleCells.count <= 18)
    #expect(CountingCell.made <= 21)
    for cell in view.visibleCells {
      let path = view.indexPath(for: cell)
      #expect(path.flatMap { view.layoutAttributesForItem(at: $0)?.frame } == cell.frame)
    }
  }

  @Test func aTapHighlightsThenSelectsAndADragDoesNot() {
    let (scene, view, items) = make()
    scene.gestures.tap(at: CGPoint(x: 50, y: 50), duration: 0.08)
    scene.gestures.tap(at: CGPoint(x: 340, y: 160), duration: 0.08)
    #expect(
      items.events == [
        "highlight 0-0", "unhighlight 0-0", "select 0-0", "highlight 0-5", "unhighlight 0-5", "deselect 0-0",
        "select 0-5",
      ])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == true)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    items.events.removeAll()
    scene.gestures.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 50, y: 200), duration: 0.1)
    scene.wait(3)
    #expect(!items.events.contains { $0.hasPrefix("select") })
    // A tap on the selected item keeps it with single selection.
    view.allowsMultipleSelection = true
    view.setContentOffset(.zero, animated: false)
    scene.gestures.tap(at: CGPoint(x: 50, y: 50), duration: 0.08)
    scene.wait(0.5)
    scene.gestures.tap(at: CGPoint(x: 50, y: 50), duration: 0.08)
    #expect(items.events.filter { !$0.contains("highlight") } == ["select 0-0", "deselect 0-0"])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
  }

  @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEnds() throws {
    let (scene, view, items) = make([30, 30]) { layout in
      layout.headerReferenceSize = CGSize(width: 0, height: 40)
      layout.sectionHeadersPinToVisibleBounds = true
    }
    defer { withExtendedLifetime(items) {} }
    // A section: 40 header + 10 lines of 100 with 9 gaps of 10 = 1130.
    #expect(view.contentSize.height == 2260)
    scene.gestures.drag(
      from: CGPoint(x: 50, y: 450), to: CGPoint(x: 50, y: 150), duration: 0.3, release: .hold)
    let offset = view.contentOffset.y
    #expect(offset > 250)
    let header = try #require(
      view.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(abs(header.frame.minY - offset) < 0.5)
    #expect(header.frame.height == 40 && header.frame.width == 390)
    // Near the end of the section the header is pushed up by it.
    view.setContentOffset(CGPoint(x: 0, y: 1110), animated: false)
    let pushed = try #require(
      view.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(pushed.frame.minY == 1090)
    let next = try #require(
      view.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
    #expect(next.frame.minY == 1130)
  }

  @Test func selfSizingCellsTakeTheirSizesAndKeepTheViewStill() {
    CountingCell.fittingHeight = 120
    defer { CountingCell.fittingHeight = nil }
    let (scene, view, items) = make([200]) { layout in
      layout.estimatedItemSize = CGSize(width: 390, height: 50)
      layout.minimumLineSpacing = 0
    }
    defer { withExtendedLifetime(items) {} }
    // The cells are measured as they appear: the ten that 50-pt estimates put on screen take
    // 120 pt each, and five of them fill 500 pt.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 120)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 120)
    #expect(view.indexPathsForVisibleItems.count == 5)
    #expect(abs(view.contentSize.height - (10 * 120 + 190 * 50)) < 0.5)
    #expect(view.visibleCells.allSatisfy { $0.frame.height == 120 })
    // Scrolled to the middle, then back up a little: an item measured above the top moves the
    // offset by its growth, so the items on screen stay still.
    view.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
    let top = view.indexPathsForVisibleItems[0]
    let topFrame = view.cellForItem(at: top)?.frame
    let screenY = (topFrame?.minY ?? 0) - view.contentOffset.y
    scene.gestures.drag(
      from: CGPoint(x: 50, y: 100), to: CGPoint(x: 50, y: 160), duration: 0.2, release: .hold)
    let after = view.cellForItem(at: top)?.frame
    #expect(abs(((after?.minY ?? 0) - view.contentOffset.y) - (screenY + 60 - 10)) < 0.5)
  }

  @Test func batchUpdatesKeepTheOffsetAndMoveVisibleItemsAndSelection() {
    let (_, view, items) = make([300])
    view.setContentOffset(CGPoint(x: 0, y: 1100), animated: false)  // Line 10 at the top.
    view.selectItem(at: IndexPath(item: 31, section: 0), animated: false, scrollPosition: [])
    let cell = view.cellForItem(at: IndexPath(item: 31, section: 0))
    items.counts = [300 + 3 - 1]
    view.performBatchUpdates {
      view.insertItems(at: [0, 1, 2].map { IndexPath(item: $0, section: 0) })
      view.deleteItems(at: [IndexPath(item: 299, section: 0)])
    }
    #expect(view.contentOffset.y == 1100)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 34, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 34, section: 0)) === cell)
    #expect(cell?.isSelected == true)
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 30, section: 0))
    // A move: item 30 to 40.
    let moved = view.cellForItem(at: IndexPath(item: 30, section: 0))
    view.moveItem(at: IndexPath(item: 30, section: 0), to: IndexPath(item: 40, section: 0))
    #expect(view.cellForItem(at: IndexPath(item: 40, section: 0)) === moved)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 33, section: 0)])
    #expect(moved?.frame == view.layoutAttributesForItem(at: IndexPath(item: 40, section: 0))?.frame)
    // Counts that disagree reload everything (and clear the selection) instead of crashing.
    view.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(view.indexPathsForSelectedItems == nil)
    // Deleting everything clamps the offset.
    items.counts = [0]
    view.deleteSections(IndexSet(integer: 0))
    #expect(view.contentOffset.y == 1100 || view.numberOfSections == 1)
  }

  @Test func sectionUpdatesRenumberTheSections() {
    let (_, view, items) = make([3, 3, 3])
    view.selectItem(at: IndexPath(item: 1, section: 2), animated: false, scrollPosition: [])
    items.counts = [3, 3]
    view.deleteSections(IndexSet(integer: 1))
    #expect(view.numberOfSections == 2)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
    items.counts = [4, 3, 3]
    view.performBatchUpdates {
      view.insertSections(IndexSet(integer: 0))
      view.moveSection(1, toSection: 2)
    }
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 2)])
  }

  @Test func scrollToItemPlacesIt() {
    let (_, view, items) = make()
    defer { withExtendedLifetime(items) {} }
    view.scrollToItem(at: IndexPath(item: 300, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == 11_000)
    view.scrollToItem(at: IndexPath(item: 300, section: 0), at: .bottom, animated: false)
    #expect(view.contentOffset.y == 10_600)
    view.scrollToItem(at: IndexPath(item: 300, section: 0), at: .centeredVertically, animated: false)
    #expect(view.contentOffset.y == 10_800)
    view.scrollToItem(at: IndexPath(item: 999, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == view.contentSize.height - 500)
    view.scrollToItem(at: IndexPath(item: 5000, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == view.contentSize.height - 500)
  }

  @Test func prefetchingAnnouncesItemsAheadAndCancelsThoseLeft() {
    let (_, view, items) = make()
    view.prefetchDataSource = items
    view.setContentOffset(CGPoint(x: 0, y: 1100), animated: false)
    // Visible: lines 10...14 (items 30...44); a screen (500 pt) more each way: lines 6...18.
    let first = items.prefetches.last ?? []
    #expect(first.first == IndexPath(item: 45, section: 0))
    // Lines 5...9 above and 15...19 below meet the rect 600...2100; below first, nearest first.
    let near =
      (15..<30).map { IndexPath(item: $0, section: 0) } + (45..<60).map { IndexPath(item: $0, section: 0) }
    #expect(Set(first) == Set(near))
    #expect(Array(first.prefix(16)) == (Array(45..<60) + [27]).map { IndexPath(item: $0, section: 0) })
    view.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
    #expect(items.cancels.last.map(Set.init) == Set(near))
  }

  @Test func degenerateSizesStayBoundedAndNonFiniteSizesAreClamped() {
    let (scene, view, items) = make([1_000_000]) { layout in
      layout.itemSize = .zero
      layout.minimumLineSpacing = 0
      layout.minimumInteritemSpacing = 0
    }
    defer { withExtendedLifetime(items) {} }
    #expect(view.contentSize.height == 0)
    #expect(view.visibleCells.isEmpty)
    items.usesSizes = true
    items.sizes = [
      IndexPath(item: 0, section: 0): CGSize(width: CGFloat.nan, height: 50),
      IndexPath(item: 1, section: 0): CGSize(width: 1e12, height: -5),
    ]
    items.counts = [3]
    view.reloadData()
    view.layoutIfNeeded()
    scene.wait(0.1)
    // NaN becomes 0, a width past the line is narrowed to it, a negative height becomes 0.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 390)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 0)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.size
        == CGSize(width: 100, height: 100))
  }
}
