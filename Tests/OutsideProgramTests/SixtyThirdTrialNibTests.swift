import AppUIFixture
import InertiaUIKit
import Testing

/// A cell of the app (a top-level class: a nib names no nested one).
final class VillaCell: UITableViewCell {
  static var made = 0
  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    Self.made += 1
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The app's table, registering its cell through the library's helper.
final class VillaController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.registerNib(VillaCell.self)
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 100 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeue(VillaCell.self)
  }
}

/// The sixty-third trial: a library's helper (AppUIFixture's `registerNib`) registers the nib named
/// after an app's cell class. The nib belongs to the main bundle, the app's, so its class is
/// looked for in the modules of the table's data source and delegate too: the app's cells are
/// made and reused, as on iOS, where before every row was a default cell that the library's
/// `dequeue` threw away for a new cell of its own.
@MainActor
@Suite struct SixtyThirdTrialNibTests {
  @Test func anAppCellRegisteredByALibraryNibIsMadeAndReused() {
    VillaCell.made = 0
    let controller = VillaController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let table = controller.tableView!
    // 667 points of 100-point rows: 7 rows, each the app's cell.
    #expect(table.visibleCells.count == 7)
    #expect(table.visibleCells.allSatisfy { $0 is VillaCell })
    #expect(table.dequeueReusableCell(withIdentifier: "VillaCell") is VillaCell)
    let madeAtRest = VillaCell.made
    // Scrolling 30 rows down takes cells back off the top: no more than a screen's worth is made.
    for step in 1...30 {
      table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 100)
      table.layoutIfNeeded()
    }
    #expect(table.indexPathsForVisibleRows?.first?.row == 30)
    #expect(VillaCell.made - madeAtRest <= 2)
  }
}
