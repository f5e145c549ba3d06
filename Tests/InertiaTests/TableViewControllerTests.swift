import Foundation
import Testing

@testable import Inertia

/// UITableViewController: its table is its view, and a subclass overrides data source, delegate
/// and scroll view delegate methods.
@Suite @MainActor struct TableViewControllerTests {
  /// A list controller written as iOS code writes one.
  final class Fruits: TableViewController {
    var events: [String] = []
    var scrolls = 0
    let names = (0..<40).map { "Fruit \($0)" }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.rowHeight = 50
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "fruit")
        ?? Row(style: .default, reuseIdentifier: "fruit")
      cell.textLabel?.text = names[indexPath.row]
      return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      events.append("select \(indexPath.row)")
    }
    override func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
  }

  /// A cell that restyles itself when selected, through setSelected(_:animated:).
  final class Row: TableViewCell {
    var selections: [Bool] = []
    override func setSelected(_ selected: Bool, animated: Bool) {
      super.setSelected(selected, animated: animated)
      selections.append(selected)
    }
  }

  @Test func theTableIsTheViewAndTheSubclassAnswersForIt() {
    let scene = TestScene()
    let controller = Fruits()
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    let table = controller.tableView!
    #expect(controller.view === table)
    #expect(table.dataSource === controller && table.delegate === controller)
    #expect(table.contentSize.height == 2000)
    #expect(table.visibleCells.first?.textLabel?.text == "Fruit 0")
    // A tap selects through the override, and the cell hears setSelected.
    scene.gestures.tap(at: CGPoint(x: 100, y: 125), duration: 0.08)
    #expect(controller.events == ["select 2"])
    let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as? Row
    #expect(cell?.isSelected == true && cell?.selections.last == true)
    // A drag scrolls, and scrollViewDidScroll reaches the subclass.
    scene.gestures.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.2)
    scene.wait(3)
    #expect(controller.scrolls > 5)
    #expect(table.contentOffset.y > 250)
  }

  @Test func theSelectionClearsWhenTheViewAppearsAgainUnlessToldNotTo() {
    let scene = TestScene()
    let controller = Fruits()
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    scene.window.rootViewController = nil
    scene.window.rootViewController = controller
    #expect(controller.tableView.indexPathsForSelectedRows == nil)
    controller.clearsSelectionOnViewWillAppear = false
    controller.tableView.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    scene.window.rootViewController = nil
    scene.window.rootViewController = controller
    #expect(controller.tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }

  @Test func aGroupedControllerAndTheRefreshControlBelongToItsTable() {
    let controller = TableViewController(style: .grouped)
    #expect(controller.tableView.style == .grouped)
    let refresh = RefreshControl()
    controller.refreshControl = refresh
    #expect(controller.tableView.refreshControl === refresh)
    #expect(TableViewController().tableView.style == .plain)
  }
}
