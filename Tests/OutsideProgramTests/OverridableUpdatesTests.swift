import Foundation
import InertiaUIKit
import Testing

/// A collection view telling its layout about changes before UIKit applies them, as card layouts do.
final class TellingCollectionView: UICollectionView {
  var told: [String] = []
  override func insertItems(at indexPaths: [IndexPath]) {
    told.append("insert \(indexPaths.map(\.item))")
    super.insertItems(at: indexPaths)
  }
  override func deleteItems(at indexPaths: [IndexPath]) {
    told.append("delete \(indexPaths.map(\.item))")
    super.deleteItems(at: indexPaths)
  }
}

/// A card whose snapshot is see-through, as a drag shows a lifted card.
final class FadedSnapshotCard: UIView {
  override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = super.snapshotView(afterScreenUpdates: afterUpdates)
    snapshot?.alpha = 0.5
    return snapshot
  }
}

/// Counts that a test changes.
final class CountingSource: NSObject, UICollectionViewDataSource {
  var count = 3
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    count
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}

@MainActor @Suite struct OverridableUpdatesTests {
  @Test func updateOverridesRunAndSuperApplies() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let view = TellingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 50, height: 400), collectionViewLayout: layout)
    let source = CountingSource()
    view.dataSource = source
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    view.layoutIfNeeded()
    source.count = 4
    view.insertItems(at: [IndexPath(item: 3, section: 0)])
    source.count = 2
    view.performBatchUpdates {
      view.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }
    view.layoutIfNeeded()
    #expect(view.told == ["insert [3]", "delete [0, 1]"])
    #expect(view.numberOfItems(inSection: 0) == 2)
  }

  @Test func aSnapshotOverrideCallsSuper() {
    let card = FadedSnapshotCard(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    card.backgroundColor = .blue
    let snapshot = card.snapshotView(afterScreenUpdates: true)
    #expect(snapshot is UIImageView)
    #expect(snapshot?.alpha == 0.5)
    #expect(snapshot?.bounds.size == CGSize(width: 30, height: 20))
  }
}

/// A table noting its row changes before UIKit applies them.
final class NotingTableView: UITableView {
  var noted: [String] = []
  override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    noted.append("insert \(indexPaths.map(\.row))")
    super.insertRows(at: indexPaths, with: animation)
  }
  override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    noted.append("delete sections \(Array(sections))")
    super.deleteSections(sections, with: animation)
  }
}

/// Rows per section that a test changes.
final class TableCounts: NSObject, UITableViewDataSource {
  var rows = [2, 1]
  func numberOfSections(in tableView: UITableView) -> Int { rows.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

@MainActor @Suite struct OverridableTableUpdatesTests {
  @Test func tableUpdateOverridesRunAndSuperApplies() {
    let table = NotingTableView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let source = TableCounts()
    table.dataSource = source
    table.layoutIfNeeded()
    source.rows = [3, 1]
    table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
    source.rows = [3]
    table.deleteSections(IndexSet(integer: 1), with: .none)
    table.layoutIfNeeded()
    #expect(table.noted == ["insert [2]", "delete sections [1]"])
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 3)
  }
}
