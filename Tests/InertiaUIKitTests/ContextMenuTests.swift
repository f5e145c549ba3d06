import InertiaUIKit
import Testing

/// A table whose rows offer Share and Delete in a context menu, as iOS 13 code writes it.
@MainActor
final class ContextMenuTable: UITableViewController {
  var rows = ["One", "Two", "Three"]
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.append("asked \(indexPath.row)")
    guard indexPath.row < 2 else { return nil }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      let share = UIAction(title: "Share") { _ in self.log.append("share \(self.rows[indexPath.row])") }
      let delete = UIAction(title: "Delete", attributes: .destructive) { _ in
        self.rows.remove(at: indexPath.row)
        self.tableView.deleteRows(at: [indexPath], with: .automatic)
      }
      return UIMenu(title: "", children: [share, delete])
    }
  }

  override func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {
    log.append("display")
  }

  override func tableView(
    _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {
    log.append("end")
  }

  override func tableView(
    _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionCommitAnimating
  ) {
    animator.addCompletion { self.log.append("commit done") }
    log.append("commit")
  }
}

/// A diffable collection whose items reorder through `reorderingHandlers`.
@MainActor
final class ReorderingCollection: UICollectionViewController {
  var datasource: UICollectionViewDiffableDataSource<String, String>!
  var log: [String] = []

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    datasource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
      collectionView, indexPath, item in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      cell.accessibilityLabel = item
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["S"])
    snapshot.appendItems(["A", "B", "C", "D", "E"])
    datasource.apply(snapshot, animatingDifferences: false)
    datasource.reorderingHandlers.canReorderItem = { $0 != "C" }
    datasource.reorderingHandlers.willReorder = { [unowned self] transaction in
      log.append("will \(transaction.initialSnapshot.itemIdentifiers.joined())")
    }
    datasource.reorderingHandlers.didReorder = { [unowned self] transaction in
      log.append(
        "did \(transaction.finalSnapshot.itemIdentifiers.joined()) "
          + "\(datasource.snapshot().itemIdentifiers.joined()) \(transaction.difference.count)")
    }
  }
}

/// Context menus on list rows (a long press asks the delegate) and diffable reordering handlers.
@MainActor
@Suite struct ContextMenuTests {
  func tableScene() -> (UIWindow, ContextMenuTable, GestureSynthesizer) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let controller = ContextMenuTable(style: .plain)
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (window, controller, GestureSynthesizer(window: window, clock: clock))
  }

  @Test func aLongPressShowsTheDelegatesMenuAndAnActionRuns() throws {
    let (_, controller, gestures) = tableScene()
    let table = controller.tableView!
    gestures.hold(at: CGPoint(x: 100, y: 66), duration: 0.7)
    let shown = try #require(table.contextMenu)
    #expect(shown.indexPath == IndexPath(row: 1, section: 0))
    #expect(shown.menu?.children.map(\.title) == ["Share", "Delete"])
    #expect(controller.log == ["asked 1", "display"])
    let share = try #require(shown.menu?.children.first as? UIAction)
    #expect(table.selectContextMenuAction(share))
    #expect(table.contextMenu == nil && controller.log.suffix(2) == ["end", "share Two"])
    gestures.hold(at: CGPoint(x: 100, y: 22), duration: 0.7)
    let delete = try #require(table.contextMenu?.menu?.children.last as? UIAction)
    table.selectContextMenuAction(delete)
    #expect(controller.rows == ["Two", "Three"] && table.numberOfRows(inSection: 0) == 2)
  }

  @Test func aRowWithoutAConfigurationShowsNothingAndATapDoesNotAsk() {
    let (_, controller, gestures) = tableScene()
    gestures.hold(at: CGPoint(x: 100, y: 110), duration: 0.7)
    #expect(controller.tableView.contextMenu == nil && controller.log == ["asked 2"])
    controller.log = []
    gestures.tap(at: CGPoint(x: 100, y: 22))
    #expect(controller.log == ["asked 0"] && controller.tableView.contextMenu == nil)
  }

  @Test func tappingThePreviewCommitsThenRunsTheCompletions() {
    let (_, controller, gestures) = tableScene()
    gestures.hold(at: CGPoint(x: 100, y: 22), duration: 0.7)
    controller.tableView.tapContextMenuPreview()
    #expect(controller.log == ["asked 0", "display", "commit", "end", "commit done"])
    #expect(controller.tableView.contextMenu == nil)
  }

  @Test func reorderingHandlersAllowMovesAndSeeTheTransaction() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let controller = ReorderingCollection()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let collection = controller.collectionView!
    #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collection.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 50))
    collection.endInteractiveMovement()
    #expect(controller.log == ["will ABCDE", "did BCADE BCADE 2"])
    #expect(controller.datasource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "A")
  }
}
