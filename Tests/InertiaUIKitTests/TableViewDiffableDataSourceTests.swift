import Foundation
import InertiaUIKit
import Testing

/// UITableViewDiffableDataSource as book examples use it: a subclass gives the section index and
/// titles, snapshots grouped by first letter fill a UITableViewController's table, and a second
/// snapshot updates it by the differences.
@MainActor
@Suite struct TableViewDiffableDataSourceTests {
  /// Sections titled by their identifiers, with an index of them.
  final class LetterSource: UITableViewDiffableDataSource<String, String> {
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      snapshot().sectionIdentifiers
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      snapshot().sectionIdentifiers[section]
    }
  }

  final class NamesController: UITableViewController {
    var made = 0
    lazy var source: UITableViewDiffableDataSource<String, String> = LetterSource(tableView: tableView) {
      [unowned self] table, indexPath, name in
      let cell = table.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
      cell.textLabel?.text = name
      self.made += 1
      return cell
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.rowHeight = 40
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Name")
    }
  }

  private func snapshot(_ names: [String]) -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    let groups = Dictionary(grouping: names) { String($0.prefix(1)) }
    for (letter, group) in groups.sorted(by: { $0.key < $1.key }) {
      snapshot.appendSections([letter])
      snapshot.appendItems(group, toSection: letter)
    }
    return snapshot
  }

  private func makeController() -> (UIWindow, NamesController) {
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock())
    let controller = NamesController(style: .plain)
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (window, controller)
  }

  @Test func aSnapshotFillsTheTableWithTheSubclassTitlesAndIndex() {
    let (window, controller) = makeController()
    controller.source.apply(
      snapshot(["Alabama", "Alaska", "Georgia", "Ohio", "Oregon"]), animatingDifferences: false)
    window.layoutIfNeeded()
    let table = controller.tableView!
    #expect(table.dataSource === controller.source)
    #expect(table.numberOfSections == 3)
    #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [2, 1, 2])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 2))?.textLabel?.text == "Oregon")
    #expect(table.dataSource?.sectionIndexTitles(for: table) == ["A", "G", "O"])
    #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 1) == "G")
    #expect(controller.source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Georgia")
    #expect(controller.source.indexPath(for: "Ohio") == IndexPath(row: 0, section: 2))
    #expect(controller.source.sectionIdentifier(for: 2) == "O" && controller.source.index(for: "A") == 0)
    #expect(controller.source.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
  }

  @Test func aSecondSnapshotUpdatesByTheDifferencesAndKeepsTheCellsOfRowsThatStay() {
    let (window, controller) = makeController()
    controller.source.apply(snapshot(["Alabama", "Alaska", "Georgia", "Ohio"]), animatingDifferences: false)
    window.layoutIfNeeded()
    let table = controller.tableView!
    let ohio = table.cellForRow(at: IndexPath(row: 0, section: 2))
    let madeBefore = controller.made
    controller.source.apply(snapshot(["Alaska", "Georgia", "Idaho", "Ohio"]))
    window.layoutIfNeeded()
    #expect((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } == [1, 1, 1, 1])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 3)) === ohio)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 2))?.textLabel?.text == "Idaho")
    #expect(controller.made == madeBefore + 1)
    let header = table.rectForHeader(inSection: 3)
    #expect(
      header.height > 0 && abs(table.rectForRow(at: IndexPath(row: 0, section: 3)).minY - header.maxY) < 0.5)
  }

  @Test func rowsAreNotEditableUnlessASubclassSaysSoAndReloadingReplacesEverything() {
    let (window, controller) = makeController()
    controller.source.apply(snapshot(["Utah"]), animatingDifferences: false)
    window.layoutIfNeeded()
    let table = controller.tableView!
    #expect(controller.source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)) == false)
    controller.source.applySnapshotUsingReloadData(snapshot(["Texas", "Tennessee", "Utah"]))
    window.layoutIfNeeded()
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
    #expect(controller.source.snapshot().itemIdentifiers == ["Texas", "Tennessee", "Utah"])
  }

  final class LateCell: UITableViewCell {}

  @Test func aSnapshotAppliedBeforeTheTableIsOnScreenLoadsAtItsFirstLayout() {
    let controller = NamesController(style: .plain)
    controller.loadViewIfNeeded()
    controller.source.apply(snapshot(["Maine", "Maryland"]), animatingDifferences: false)
    #expect(controller.made == 0)
    controller.tableView.register(LateCell.self, forCellReuseIdentifier: "Name")
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock())
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.made == 2)
    #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) is LateCell)
    #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Maryland")
  }
}
