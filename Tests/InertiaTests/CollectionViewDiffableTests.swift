import Foundation
import Testing

@testable import Inertia

/// Diffable data sources: snapshots applied with inserts, deletes and moves keep the cells of
/// items that stay.
@MainActor
@Suite struct CollectionViewDiffableTests {
  final class Log: CollectionViewDelegate {
    var ended: [IndexPath] = []
    func collectionView(
      _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
      forItemAt indexPath: IndexPath
    ) { ended.append(indexPath) }
  }

  final class LabelCell: CollectionViewCell {
    var text = ""
    var configurations = 0
  }

  private func make() -> (CollectionView, CollectionViewDiffableDataSource<String, Int>, Log) {
    let scene = TestScene()
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 50)
    layout.minimumLineSpacing = 0
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.register(LabelCell.self, forCellWithReuseIdentifier: "label")
    let source = CollectionViewDiffableDataSource<String, Int>(collectionView: view) { view, path, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "label", for: path) as? LabelCell
      cell?.text = "\(item)"
      cell?.configurations += 1
      return cell
    }
    let log = Log()
    view.delegate = log
    scene.window.addSubview(view)
    return (view, source, log)
  }

  private func texts(_ view: CollectionView) -> [String] {
    view.indexPathsForVisibleItems.compactMap { (view.cellForItem(at: $0) as? LabelCell)?.text }
  }

  @Test func snapshotsAnswerTheirIdentifiers() {
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5])
    snapshot.insertItems([9], beforeItem: 4)
    snapshot.moveItem(1, afterItem: 5)
    snapshot.appendItems([2])  // A repeated identifier is ignored.
    #expect(snapshot.itemIdentifiers == [2, 3, 9, 4, 5, 1])
    #expect(snapshot.numberOfItems == 6 && snapshot.numberOfSections == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
    #expect(snapshot.indexOfItem(4) == 3)
    snapshot.moveSection("b", beforeSection: "a")
    snapshot.deleteItems([9])
    #expect(snapshot.sectionIdentifiers == ["b", "a"])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 1])
    snapshot.deleteSections(["a"])
    #expect(snapshot.itemIdentifiers == [4, 5, 1] && snapshot.sectionIdentifier(containingItem: 2) == nil)
  }

  @Test func applyingMovesKeepsTheCellsOfItemsThatStay() throws {
    let (view, source, log) = make()
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(Array(0..<20))
    source.apply(snapshot, animatingDifferences: false)
    view.layoutIfNeeded()
    #expect(texts(view) == (0..<10).map(String.init))
    let cellOf3 = view.cellForItem(at: IndexPath(item: 3, section: 0))
    // Delete 0, move 5 to the front, insert 100 after 3.
    snapshot.deleteItems([0])
    snapshot.moveItem(5, beforeItem: 1)
    snapshot.insertItems([100], afterItem: 3)
    source.apply(snapshot)
    #expect(texts(view) == ["5", "1", "2", "3", "100", "4", "6", "7", "8", "9"])
    #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) === cellOf3)
    #expect(source.indexPath(for: 100) == IndexPath(item: 4, section: 0))
    #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 5)
    #expect(log.ended.contains(IndexPath(item: 0, section: 0)))
    // Reconfiguring keeps the cell and runs the provider on it again.
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell)
    let before = cell.configurations
    snapshot.reconfigureItems([1])
    source.apply(snapshot)
    #expect(
      view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell && cell.configurations == before + 1)
    // Reloading ends the cell's display and asks the provider for a cell again.
    log.ended.removeAll()
    snapshot.reloadItems([1])
    source.apply(snapshot)
    #expect(log.ended == [IndexPath(item: 1, section: 0)])
    let reloaded = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell)
    #expect(reloaded.text == "1" && reloaded.configurations > 1)
    #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
  }

  @Test func sectionsMoveAndTheLongestRunStays() {
    #expect(SnapshotDifference<String, Int>.longestIncreasingRun([3, 0, 1, 2]) == [1, 2, 3])
    let (view, source, _) = make()
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b", "c"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([3], toSection: "b")
    snapshot.appendItems([4, 5], toSection: "c")
    source.apply(snapshot)
    view.layoutIfNeeded()
    let cellOf4 = view.cellForItem(at: IndexPath(item: 0, section: 2))
    snapshot.moveSection("c", beforeSection: "a")
    snapshot.moveItem(2, beforeItem: 3)  // Across sections.
    source.apply(snapshot)
    #expect(texts(view) == ["4", "5", "1", "2", "3"])
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOf4)
    #expect(view.numberOfItems(inSection: 2) == 2)
  }
}
