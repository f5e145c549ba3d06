import InertiaUIKit
import Testing

/// An outline of pet kinds and breeds, written as iOS 14 outline code is: a list layout, a cell
/// registration with an outline disclosure on parents, a section snapshot applied to one section.
@MainActor
final class PetOutlineController: UIViewController {
  enum Section { case main }
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, String>!
  var log: [String] = []
  let breeds = ["Cats": ["Siamese", "Persian"], "Dogs": ["Beagle"]]

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories = self.breeds[item] == nil ? [] : [.outlineDisclosure()]
    }
    dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
    for kind in ["Cats", "Dogs"] {
      snapshot.append([kind])
      snapshot.append(breeds[kind] ?? [], to: kind)
    }
    snapshot.expand(["Cats"])
    dataSource.apply(snapshot, to: .main, animatingDifferences: false)
  }
}

/// NSDiffableDataSourceSectionSnapshot: a tree of items, and a diffable data source showing one
/// section's visible items, expanded and collapsed by its outline disclosures.
@MainActor
@Suite struct SectionSnapshotTests {
  @Test func appendingUnderParentsBuildsATree() {
    var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
    snapshot.append(["A", "B"])
    snapshot.append(["A1", "A2"], to: "A")
    snapshot.append(["A1x"], to: "A1")
    snapshot.append(["A"])
    snapshot.append(["orphan"], to: "missing")
    #expect(snapshot.rootItems == ["A", "B"])
    #expect(snapshot.items == ["A", "A1", "A1x", "A2", "B"])
    #expect(snapshot.visibleItems == ["A", "B"])
    #expect(
      snapshot.level(of: "A1x") == 2 && snapshot.parent(of: "A2") == "A" && snapshot.parent(of: "B") == nil)
    snapshot.expand(["A"])
    #expect(snapshot.visibleItems == ["A", "A1", "A2", "B"])
    #expect(snapshot.isVisible("A1") && !snapshot.isVisible("A1x") && !snapshot.isExpanded("A1"))
    snapshot.expand(["A1"])
    snapshot.collapse(["A"])
    #expect(snapshot.visibleItems == ["A", "B"] && snapshot.isExpanded("A1"))
    snapshot.expand(["A"])
    #expect(snapshot.visibleItems == ["A", "A1", "A1x", "A2", "B"])
    #expect(snapshot.index(of: "A2") == 3 && !snapshot.contains("orphan"))
  }

  @Test func insertingDeletingAndSubtrees() {
    var snapshot = NSDiffableDataSourceSectionSnapshot<Int>()
    snapshot.append([1, 5])
    snapshot.append([2, 4], to: 1)
    snapshot.insert([3], after: 2)
    snapshot.insert([0], before: 1)
    #expect(snapshot.items == [0, 1, 2, 3, 4, 5] && snapshot.parent(of: 3) == 1)
    let subtree = snapshot.snapshot(of: 1)
    #expect(subtree.rootItems == [2, 3, 4])
    #expect(snapshot.snapshot(of: 1, includingParent: true).items == [1, 2, 3, 4])
    snapshot.delete([1])
    #expect(snapshot.items == [0, 5] && !snapshot.contains(3))
    snapshot.append(subtree, to: 5)
    #expect(snapshot.items == [0, 5, 2, 3, 4] && snapshot.level(of: 4) == 1)
    var replacement = NSDiffableDataSourceSectionSnapshot<Int>()
    replacement.append([9])
    snapshot.replace(childrenOf: 5, using: replacement)
    #expect(snapshot.items == [0, 5, 9])
    snapshot.deleteAll()
    #expect(snapshot.items.isEmpty && snapshot.rootItems.isEmpty)
  }

  @Test func applyingToASectionShowsItsVisibleItems() throws {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let controller = PetOutlineController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let collection = try #require(controller.collectionView)
    #expect(controller.dataSource.snapshot().itemIdentifiers == ["Cats", "Siamese", "Persian", "Dogs"])
    #expect(collection.numberOfItems(inSection: 0) == 4)
    let dogs = collection.cellForItem(at: IndexPath(item: 3, section: 0))
    var tree = controller.dataSource.snapshot(for: .main)
    #expect(tree.visibleItems == ["Cats", "Siamese", "Persian", "Dogs"] && tree.isExpanded("Cats"))
    tree.collapse(["Cats"])
    tree.expand(["Dogs"])
    controller.dataSource.apply(tree, to: .main)
    window.layoutIfNeeded()
    #expect(controller.dataSource.snapshot().itemIdentifiers == ["Cats", "Dogs", "Beagle"])
    #expect(collection.numberOfItems(inSection: 0) == 3)
    // Updated by the differences: the Dogs row keeps its cell, now second.
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === dogs)
  }
}
