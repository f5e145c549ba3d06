import Foundation
import Testing

@testable import Inertia

/// The built-in layouts hand out last pass's attributes objects again for the same cells (as
/// UIKit's flow layout hands out its cached ones), reset to the layout's values each pass.
@MainActor
@Suite struct LayoutAttributesReuseTests {
  private func flow() -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    return layout
  }

  private func host(_ layout: CollectionViewLayout) -> (TestScene, CollectionView) {
    let scene = TestScene()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    scene.window.addSubview(view)
    return (scene, view)
  }

  final class Items: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 300 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  @Test func aFlowLayoutGivesTheSameCellsAttributesAgainWithTheirValuesReset() throws {
    let layout = flow()
    let (scene, view) = host(layout)
    let items = Items()
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = items
    scene.window.layoutIfNeeded()
    let first = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 500)) ?? []
    let cell = try #require(first.first { $0.indexPath == IndexPath(item: 4, section: 0) })
    cell.alpha = 0.25
    cell.zIndex = 7
    cell.isHidden = true
    cell.frame = .zero
    // Scrolled 150 pt: item 4 (140...240 under the 30-pt header) is the same object, reset.
    let second = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 390, height: 500)) ?? []
    let again = try #require(second.first { $0.indexPath == IndexPath(item: 4, section: 0) })
    #expect(again === cell)
    #expect(again.frame == CGRect(x: 145, y: 140, width: 100, height: 100))
    #expect(again.alpha == 1 && again.zIndex == 0 && !again.isHidden)
    // Items new to the second pass are new objects; the order is the layout's.
    let paths = second.filter { $0.representedElementCategory == .cell }.map(\.indexPath.item)
    #expect(paths == Array(paths.sorted()))
    #expect(Set(second.map(ObjectIdentifier.init)).count == second.count)
    // A pass that skipped item 4 does not hand its object to another item.
    let far = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 5000, width: 390, height: 500)) ?? []
    #expect(!far.contains { $0 === cell })
    #expect(far.allSatisfy { $0.indexPath.item >= 135 })
    withExtendedLifetime(items) {}
  }

  @Test func aCompositionalListReusesItsRowsAttributesAsItScrolls() throws {
    let layout = CollectionViewCompositionalLayout.list(
      using: CollectionLayoutListConfiguration(appearance: .plain))
    let (scene, view) = host(layout)
    let items = Items()
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = items
    scene.window.layoutIfNeeded()
    let first = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 500)) ?? []
    let row = try #require(first.first { $0.indexPath == IndexPath(item: 10, section: 0) })
    let second = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 390, height: 500)) ?? []
    let again = try #require(second.first { $0.indexPath == IndexPath(item: 10, section: 0) })
    #expect(again === row)
    #expect(again.frame == CGRect(x: 0, y: 440, width: 390, height: 44))
    // Scrolling by gestures keeps the cells where the layout puts them.
    scene.gestures.fling(from: CGPoint(x: 200, y: 400), velocity: CGPoint(x: 0, y: -2000), distance: 100)
    scene.wait(3)
    for cell in view.visibleCells {
      let path = try #require(view.indexPath(for: cell))
      #expect(cell.frame == CGRect(x: 0, y: CGFloat(path.item) * 44, width: 390, height: 44))
    }
    withExtendedLifetime(items) {}
  }
}
