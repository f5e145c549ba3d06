import Foundation
import InertiaUIKit
import Testing

/// The cell edit menus of UIKit's lists: a long press on a row whose delegate allows a menu shows
/// the allowed commands; tapping one reaches `performAction` (a custom item first goes to the
/// cell's responder chain). The context-menu tutorial's idiom: copy a row's text to the pasteboard.
@MainActor
@Suite(.serialized) struct ListEditMenuTests {
  final class Names: UITableViewController {
    let names = ["Manny", "Moe", "Jack"]
    var asked: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      names.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = names[indexPath.row]
      return cell
    }
    override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
      indexPath.row != 2
    }
    override func tableView(
      _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) -> Bool {
      asked.append(action.description)
      return action == Selector("copy:")
    }
    override func tableView(
      _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) {
      UIPasteboard.general.string = tableView.cellForRow(at: indexPath)?.textLabel?.text
    }
  }

  @Test func holdingARowShowsItsAllowedCommandsAndCopyReachesThePasteboard() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let list = Names(style: .plain)
    list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    window.rootViewController = list
    window.layoutIfNeeded()
    let gestures = GestureSynthesizer(window: window, clock: clock)
    UIPasteboard.general.string = nil
    UIMenuController.shared.menuItems = nil
    let row = list.tableView.convert(list.tableView.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
    gestures.tap(at: CGPoint(x: row.midX, y: row.midY))
    #expect(!UIMenuController.shared.isMenuVisible)
    gestures.hold(at: CGPoint(x: row.midX, y: row.midY), duration: 0.7)
    #expect(UIMenuController.shared.isMenuVisible && UIMenuController.shared.visibleTitles == ["Copy"])
    #expect(list.asked == ["cut:", "copy:", "paste:"])
    let menu = window.subviews.last!
    #expect(menu.frame.maxY <= row.minY)
    gestures.tap(at: CGPoint(x: menu.frame.midX, y: menu.frame.midY))
    #expect(!UIMenuController.shared.isMenuVisible && UIPasteboard.general.string == "Moe")
    #expect(UIPasteboard.general.strings == ["Moe"] && UIPasteboard.general.hasStrings)
    // The third row offers no menu; a touch elsewhere hides a menu without running it.
    let third = list.tableView.convert(list.tableView.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil)
    gestures.hold(at: CGPoint(x: third.midX, y: third.midY), duration: 0.7)
    #expect(!UIMenuController.shared.isMenuVisible)
    gestures.hold(at: CGPoint(x: 40, y: row.midY - 44), duration: 0.7)
    #expect(UIMenuController.shared.isMenuVisible)
    gestures.tap(at: CGPoint(x: 300, y: 400))
    #expect(!UIMenuController.shared.isMenuVisible && UIPasteboard.general.string == "Moe")
  }

  final class Cell: UICollectionViewCell {
    var capitals = 0
  }

  final class States: UICollectionViewController {
    var performed: [String] = []
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      4
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(
      _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
    )
      -> Bool
    {
      UIMenuController.shared.menuItems = [UIMenuItem(title: "Capital", action: Selector("capital:"))]
      return true
    }
    override func collectionView(
      _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
      withSender sender: Any?
    ) -> Bool {
      action == Selector("copy:") || action == Selector("capital:")
    }
    override func collectionView(
      _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
      withSender sender: Any?
    ) {
      performed.append("\(action) \(indexPath.item)")
    }
  }

  @Test func aCollectionItemsMenuSendsCustomItemsToTheCellFirst() throws {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let states = States(collectionViewLayout: layout)
    states.collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
    window.rootViewController = states
    window.layoutIfNeeded()
    let gestures = GestureSynthesizer(window: window, clock: clock)
    let first = try #require(states.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? Cell)
    let second = try #require(states.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    first.actionHandlers["capital:"] = { [unowned first] _, _ in first.capitals += 1 }
    func menuTap(on cell: UIView, command: Int) {
      let frame = cell.convert(cell.bounds, to: nil)
      gestures.hold(at: CGPoint(x: frame.midX, y: frame.midY), duration: 0.7)
      let menu = window.subviews.last!
      gestures.tap(at: CGPoint(x: menu.frame.minX + 12 + CGFloat(command) * 50, y: menu.frame.midY))
    }
    menuTap(on: first, command: 0)  // "Copy" (56 pt wide)
    #expect(states.performed == ["copy: 0"])
    menuTap(on: first, command: 2)  // "Capital": the cell answers it
    #expect(first.capitals == 1 && states.performed == ["copy: 0"])
    menuTap(on: second, command: 2)  // no responder answers: the delegate gets it
    #expect(states.performed == ["copy: 0", "capital: 1"])
    UIMenuController.shared.menuItems = nil
  }
}
