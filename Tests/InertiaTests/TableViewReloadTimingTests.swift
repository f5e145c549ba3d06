import Foundation
import Testing

@testable import Inertia

/// When a table makes its cells: a reload before the table is on screen (in `viewDidLoad`) reads
/// the counts and heights at once and makes the cells in the first layout pass, as UIKit does, so
/// a cell class registered after the reload is the one dequeued.
@MainActor
@Suite struct TableViewReloadTimingTests {
  final class NameCell: TableViewCell {}

  final class Controller: ViewController, TableViewDataSource {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var made: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(table)
      table.dataSource = self
      table.reloadData()
      table.register(NameCell.self, forCellReuseIdentifier: "name")
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
      made.append(String(describing: type(of: cell)))
      return cell
    }
  }

  @Test func aReloadInViewDidLoadMakesTheCellsInTheFirstLayout() {
    let scene = TestScene()
    let controller = Controller()
    _ = controller.view
    #expect(controller.made.isEmpty)
    // Counts and heights are read at once.
    #expect(controller.table.numberOfRows(inSection: 0) == 30)
    #expect(abs(controller.table.contentSize.height - 30 * 44) < 0.5)
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    // 844 / 44: rows 0...19 are on screen, each made once, of the class registered last.
    #expect(controller.made.count == 20 && Set(controller.made) == ["NameCell"])
    #expect(controller.table.visibleCells.allSatisfy { $0 is NameCell })
  }

  @Test func aReloadOnScreenMakesTheCellsAtOnce() {
    let scene = TestScene()
    let controller = Controller()
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    controller.made.removeAll()
    controller.table.reloadData()
    #expect(controller.made.count == 20)
  }
}
