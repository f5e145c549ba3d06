import Foundation
import Testing

@testable import Inertia

/// Self-sizing cells in a compositional layout: a section stacked down with one item per group
/// and an estimated group height takes each cell's preferred height when the cell first shows.
@MainActor
@Suite struct CollectionViewSelfSizingTests {
  /// A cell as tall as its item asks: 30, 50 or 70 pt in turn.
  final class TallCell: CollectionViewCell {
    var fittingHeight: CGFloat = 0
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: fittingHeight) }
  }

  final class Source: CollectionViewDataSource {
    var count = 300
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      (cell as? TallCell)?.fittingHeight = Self.height(indexPath.item)
      return cell
    }
    static func height(_ item: Int) -> CGFloat { 30 + CGFloat(item % 3) * 20 }
  }

  private func make(_ scene: TestScene, spacing: CGFloat = 4) -> (CollectionView, Source) {
    let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100))
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 0, bottom: 2, trailing: 0)
    let section = CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
    section.interGroupSpacing = spacing
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
    let view = CollectionView(
      frame: scene.window.bounds, collectionViewLayout: CollectionViewCompositionalLayout(section: section))
    view.contentInsetAdjustmentBehavior = .never
    view.register(TallCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source()
    view.dataSource = source
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    return (view, source)
  }

  /// The visible cells sit one under the other, each as tall as it asks, `spacing` apart.
  private func expectStacked(_ view: CollectionView, spacing: CGFloat) {
    let paths = view.indexPathsForVisibleItems
    #expect(paths.count > 5)
    for (first, second) in zip(paths, paths.dropFirst()) {
      guard let a = view.cellForItem(at: first)?.frame, let b = view.cellForItem(at: second)?.frame else {
        Issue.record("no cell for \(first) or \(second)")
        return
      }
      #expect(a.height == Source.height(first.item))
      #expect(abs(b.minY - (a.maxY + 2 + spacing + 2)) < 0.01)
    }
  }

  @Test func cellsTakeTheirHeightsAsTheyShow() throws {
    let scene = TestScene()
    let (view, source) = make(scene)
    defer { withExtendedLifetime(source) {} }
    // Item 0 at the top inset and its own 2-pt inset; 30 + 4 insets + 4 spacing per first group.
    let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame)
    #expect(first == CGRect(x: 0, y: 12, width: 390, height: 30))
    expectStacked(view, spacing: 4)
    // Every item measured so far counts its height, the rest their 100-pt estimates.
    let shown = view.indexPathsForVisibleItems.count
    let measured = (0..<shown).reduce(CGFloat(0)) { $0 + Source.height($1) + 4 + 4 }
    let estimated = CGFloat(300 - shown) * (100 + 4)
    #expect(abs(view.contentSize.height - (10 + measured + estimated - 4 + 10)) < 0.5)
  }

  @Test func aFlingMeasuresTheCellsItPassesAndKeepsThemStacked() {
    let scene = TestScene()
    let (view, source) = make(scene, spacing: 0)
    defer { withExtendedLifetime(source) {} }
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -3000), distance: 150)
    scene.wait(4)
    #expect(view.contentOffset.y > 1000)
    #expect(!view.isDecelerating)
    expectStacked(view, spacing: 0)
    #expect(view.contentOffset.y <= view.contentSize.height - view.bounds.height + 0.5)
  }

  @Test func anItemMeasuredAboveTheTopKeepsTheScreenStill() throws {
    let scene = TestScene()
    let (view, source) = make(scene)
    defer { withExtendedLifetime(source) {} }
    // Jump to the middle (the cells there are measured on arrival), then drag down by 60 pt:
    // the unmeasured items above come in at their heights and shift the offset, not the screen.
    view.setContentOffset(CGPoint(x: 0, y: 15000), animated: false)
    view.layoutIfNeeded()
    let top = try #require(view.indexPathsForVisibleItems.first)
    let before = try #require(view.cellForItem(at: top)?.frame.minY) - view.contentOffset.y
    scene.gestures.drag(
      from: CGPoint(x: 50, y: 300), to: CGPoint(x: 50, y: 360), duration: 0.2, release: .hold)
    let after = try #require(view.cellForItem(at: top)?.frame.minY) - view.contentOffset.y
    #expect(abs(after - (before + 60 - 10)) < 0.5)  // 60 pt less the 10-pt touch slop.
    expectStacked(view, spacing: 4)
  }
}
