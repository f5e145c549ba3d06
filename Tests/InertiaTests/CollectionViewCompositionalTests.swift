import Foundation
import Testing

@testable import Inertia

/// Compositional layouts: grids by arithmetic, lists, pinned boundary headers, and orthogonal
/// rows that scroll on their own with each behaviour's rest positions.
@MainActor
@Suite struct CollectionViewCompositionalTests {
  final class Source: CollectionViewDataSource, CollectionViewDelegate {
    var counts: [Int]
    var selected: [IndexPath] = []
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
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  private func make(
    _ counts: [Int], layout: CollectionViewLayout
  ) -> (TestScene, CollectionView, Source) {
    let scene = TestScene()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source(counts)
    view.dataSource = source
    view.delegate = source
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    return (scene, view, source)
  }

  /// A row of groups 80% of the width and 200 pt tall, 10 pt apart, after a 40-pt header.
  private func carousel(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior)
    -> CollectionLayoutSection
  {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
      subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.orthogonalScrollingBehavior = behavior
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
    ]
    return section
  }

  private func row(_ view: CollectionView, _ section: Int) -> OrthogonalScrollView? {
    view.orthogonalRows[section]
  }

  @Test func aGridSectionPlacesItemsByArithmetic() {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)),
      subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
    let (_, view, source) = make([1_000_000], layout: CollectionViewCompositionalLayout(section: section))
    defer { withExtendedLifetime(source) {} }
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 132, y: 147, width: 126, height: 126))
    let groups: CGFloat = 333_334
    #expect(view.contentSize.height == 10 + groups * 130 + (groups - 1) * 5 + 10)
    view.scrollToItem(at: IndexPath(item: 600_000, section: 0), at: .top, animated: false)
    let top: CGFloat = 10 + 200_000 * 135 + 2
    #expect(view.contentOffset.y == top)
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 600_000, section: 0))
    #expect(view.visibleCells.count <= 21)
  }

  @Test func aListHasTableLikeRowsAndAPinnedHeader() throws {
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let (_, view, source) = make(
      [50, 50], layout: CollectionViewCompositionalLayout.list(using: configuration))
    defer { withExtendedLifetime(source) {} }
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 0, y: 28 * 2 + 50 * 44, width: 390, height: 44))
    view.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
    let header = try #require(
      view.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(header.frame.minY == 1000)
  }

  @Test func groupPagingRestsOnTheNextGroupAndTheFeedScrollsVertically() throws {
    let (scene, view, source) = make(
      [10, 10, 10, 10], layout: CollectionViewCompositionalLayout { _, _ in carousel(.groupPaging) })
    let first = try #require(row(view, 0))
    #expect(first.frame == CGRect(x: 0, y: 40, width: 390, height: 200))
    #expect(abs(first.contentSize.width - (10 * 312 + 9 * 10)) < 0.5)
    #expect(abs(view.contentSize.height - 4 * 240) < 0.5)
    // A quick swipe to the left moves one group (a 322-pt pitch), however fast.
    scene.gestures.fling(from: CGPoint(x: 300, y: 140), velocity: CGPoint(x: -3000, y: 0), distance: 120)
    scene.wait(2)
    #expect(abs(first.contentOffset.x - 322) < 0.5)
    #expect(view.contentOffset.y == 0)
    #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 1, section: 0)))
    #expect(!view.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
    // A slow short drag comes back.
    scene.gestures.drag(from: CGPoint(x: 300, y: 140), to: CGPoint(x: 250, y: 140), duration: 0.5)
    scene.wait(2)
    #expect(abs(first.contentOffset.x - 322) < 0.5)
    // A vertical drag on a row scrolls the feed, not the row.
    scene.gestures.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3)
    scene.wait(3)
    #expect(view.contentOffset.y > 100)
    #expect(abs(first.contentOffset.x - 322) < 0.5)
    // A tap on a row's item selects it.
    view.setContentOffset(.zero, animated: false)
    scene.gestures.tap(at: CGPoint(x: 100, y: 140), duration: 0.08)
    #expect(source.selected == [IndexPath(item: 1, section: 0)])
  }

  @Test func eachBehaviourRestsWhereIOSRests() throws {
    let behaviors: [CollectionLayoutSectionOrthogonalScrollingBehavior] = [
      .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
    ]
    let layout = CollectionViewCompositionalLayout { index, _ in carousel(behaviors[index % behaviors.count])
    }
    let (scene, view, source) = make([10, 10, 10], layout: layout)
    defer { withExtendedLifetime(source) {} }
    func flick(_ section: Int) -> CGFloat {
      let y = CGFloat(section) * 240 + 140 - view.contentOffset.y
      scene.gestures.fling(from: CGPoint(x: 300, y: y), velocity: CGPoint(x: -1500, y: 0), distance: 100)
      scene.wait(3)
      return row(view, section)?.contentOffset.x ?? .nan
    }
    let continuous = flick(0)
    #expect(continuous > 322)
    #expect(abs(continuous.remainder(dividingBy: 322)) > 0.5)  // Not on a boundary.
    let boundary = flick(1)
    #expect(boundary > 322)
    #expect(abs(boundary.remainder(dividingBy: 322)) < 0.5)
    let page = flick(2)
    #expect(abs(page - 390) < 0.5)
  }

  @Test func centredGroupPagingCentresTheGroups() throws {
    let (scene, view, source) = make(
      [10], layout: CollectionViewCompositionalLayout(section: carousel(.groupPagingCentered)))
    defer { withExtendedLifetime(source) {} }
    let first = try #require(row(view, 0))
    // The first group starts centred: (390 - 312) / 2 = 39 pt from the edge.
    #expect(first.contentOffset.x == -39)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    scene.gestures.fling(from: CGPoint(x: 300, y: 140), velocity: CGPoint(x: -1500, y: 0), distance: 100)
    scene.wait(2)
    #expect(abs(first.contentOffset.x - (322 - 39)) < 0.5)
  }

  @Test func theVisibleItemsHandlerSeesTheRowsOffset() {
    let section = carousel(.continuous)
    var offsets: [CGFloat] = []
    var widths: [CGFloat] = []
    section.visibleItemsInvalidationHandler = { items, offset, environment in
      offsets.append(offset.x)
      widths.append(environment.container.contentSize.width)
      for item in items { item.alpha = 0.5 }
    }
    let (scene, view, source) = make([10], layout: CollectionViewCompositionalLayout(section: section))
    defer { withExtendedLifetime(source) {} }
    scene.gestures.drag(
      from: CGPoint(x: 300, y: 140), to: CGPoint(x: 200, y: 140), duration: 0.3, release: .hold)
    #expect((offsets.last ?? 0) > 50)
    #expect(widths.last == view.bounds.width)  // the environment's container is the collection's
    #expect(view.visibleCells.allSatisfy { $0.alpha == 0.5 })
  }
}
