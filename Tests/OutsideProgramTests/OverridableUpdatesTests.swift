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
