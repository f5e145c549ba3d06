import Foundation
import InertiaUIKit
import Testing

/// `UITableView.separatorColor` is `UIColor?` as UIKit declares it: programs read it with `if let`
/// or `?? .clear` and set it to nil; set, it reaches the visible cells' separators.
@MainActor
@Suite struct TableSeparatorColorTests {
  final class RowsController: UITableViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.rowHeight = 44
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
  }

  private func shownTable() -> UITableView {
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock())
    let controller = RowsController(style: .plain)
    window.rootViewController = controller
    window.layoutIfNeeded()
    return controller.tableView
  }

  private func separatorColors(_ table: UITableView) -> [UIColor?] {
    table.visibleCells.map(\.separatorView.backgroundColor)
  }

  @Test func theColourIsOptionalAndReachesTheCellsSeparators() {
    let table = shownTable()
    // Optional binding compiles only on an optional, as against UIKit.
    if let color = table.separatorColor {
      #expect(color == .systemGray5)
    } else {
      Issue.record("a new table has a separator colour")
    }
    #expect(separatorColors(table) == [UIColor?](repeating: .systemGray5, count: 4))
    table.separatorColor = .red
    #expect(separatorColors(table) == [UIColor?](repeating: .red, count: 4))
    // nil: the separators stay in place with no colour of their own.
    table.separatorColor = nil
    #expect((table.separatorColor ?? .clear) == .clear)
    #expect(separatorColors(table) == [UIColor?](repeating: nil, count: 4))
    #expect(table.visibleCells.allSatisfy { !$0.separatorView.isHidden && $0.separatorView.frame.height > 0 })
  }
}
