import Foundation
import InertiaUIKit
import Testing

/// Selection while a table edits (`allowsSelectionDuringEditing`,
/// `allowsMultipleSelectionDuringEditing`) and the cell's editing transitions (`StateMask`), as
/// book examples of editable tables use them.
@MainActor
@Suite struct TableEditingSelectionTests {
  final class StateCell: UITableViewCell {
    var transitions: [String] = []
    override func willTransition(to state: UITableViewCell.StateMask) {
      transitions.append("will \(state.rawValue) editing=\(isEditing)")
      super.willTransition(to: state)
    }
    override func didTransition(to state: UITableViewCell.StateMask) {
      transitions.append("did \(state.rawValue) editing=\(isEditing)")
      super.didTransition(to: state)
    }
  }

  final class RowsController: UITableViewController {
    var selections: [Int] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.rowHeight = 44
      tableView.register(StateCell.self, forCellReuseIdentifier: "Row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selections.append(indexPath.row)
    }
  }

  private func makeScene() -> (GestureSynthesizer, RowsController) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let controller = RowsController(style: .plain)
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (GestureSynthesizer(window: window, clock: clock), controller)
  }

  @Test func whileEditingATapSelectsOnlyWhenSelectionDuringEditingIsAllowed() {
    let (gestures, controller) = makeScene()
    let table = controller.tableView!
    #expect(
      table.allowsSelectionDuringEditing == false && table.allowsMultipleSelectionDuringEditing == false)
    controller.setEditing(true, animated: false)
    gestures.tap(at: CGPoint(x: 200, y: 44 + 22))
    #expect(controller.selections.isEmpty && table.indexPathsForSelectedRows == nil)
    table.allowsSelectionDuringEditing = true
    gestures.tap(at: CGPoint(x: 200, y: 44 + 22))
    gestures.tap(at: CGPoint(x: 200, y: 3 * 44 + 22))
    #expect(controller.selections == [1, 3])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }

  @Test func multipleSelectionDuringEditingTogglesRowsOnlyWhileEditing() {
    let (gestures, controller) = makeScene()
    let table = controller.tableView!
    table.allowsMultipleSelectionDuringEditing = true
    controller.setEditing(true, animated: false)
    gestures.tap(at: CGPoint(x: 200, y: 22))
    gestures.tap(at: CGPoint(x: 200, y: 2 * 44 + 22))
    #expect(
      table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
    gestures.tap(at: CGPoint(x: 200, y: 22))
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    controller.setEditing(false, animated: false)
    table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
    gestures.tap(at: CGPoint(x: 200, y: 22))
    gestures.tap(at: CGPoint(x: 200, y: 44 + 22))
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
  }

  @Test func cellsHearTheEditingTransitionsAroundTheEditingFlag() {
    let (_, controller) = makeScene()
    let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as! StateCell
    #expect(cell.transitions.isEmpty)
    controller.setEditing(true, animated: false)
    #expect(cell.transitions == ["will 1 editing=false", "did 1 editing=true"])
    controller.setEditing(false, animated: false)
    #expect(cell.transitions.suffix(2) == ["will 0 editing=true", "did 0 editing=false"])
    #expect(UITableViewCell.StateMask.showingDeleteConfirmation.rawValue == 2)
  }

  @Test func aCellsOwnSeparatorInsetWinsOverTheTables() {
    let (_, controller) = makeScene()
    let table = controller.tableView!
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
    #expect(first.separatorInset.left == 16 && UITableViewCell().separatorInset.left == 16)
    second.separatorInset = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0)
    table.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    table.layoutIfNeeded()
    second.layoutIfNeeded()
    first.layoutIfNeeded()
    #expect(first.separatorInset.left == 30 && first.separatorView.frame.minX == 30)
    #expect(second.separatorInset.left == 100 && second.separatorView.frame.minX == 100)
  }
}
