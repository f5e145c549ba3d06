import Foundation
import InertiaUIKit
import Testing

/// APIs public table programs use, driven as a user would: bar button items with target-action
/// (in the form `inertia port` writes selectors), the edit button, alerts, long presses, swipes,
/// visual format constraints and reusable header views.
@MainActor
@Suite struct BarItemsAndAlertsTests {
  /// A list with an add button and the edit button, as table tutorials write one.
  final class ListController: UITableViewController {
    var items = ["Apple", "Banana"]
    var alertAnswers: [String] = []
    var editingCalls: [Bool] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Fruit"
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .add, target: self,
        action: Selector("addTapped:", target: self, Self.addTapped(_:)))
      navigationItem.leftBarButtonItem = editButtonItem
    }
    func addTapped(_ sender: UIBarButtonItem) {
      let alert = UIAlertController(title: "New fruit", message: "Name it", preferredStyle: .alert)
      alert.addTextField { field in field.placeholder = "Name" }
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(
        UIAlertAction(title: "Add", style: .default) { [unowned self, unowned alert] _ in
          let name = alert.textFields?.first?.text ?? ""
          alertAnswers.append(name)
          items.append(name)
          tableView.reloadData()
        })
      present(alert, animated: true)
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      editingCalls.append(editing)
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      items.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = items[indexPath.row]
      return cell
    }
  }

  private func scene() -> (UIWindow, GestureSynthesizer, ListController, UINavigationController) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    let list = ListController(style: .plain)
    let navigation = UINavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    return (window, GestureSynthesizer(window: window, clock: clock), list, navigation)
  }

  private func center(_ view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
  }

  @Test func theAddButtonPresentsAnAlertWhoseButtonRunsItsHandlerAfterDismissing() throws {
    let (window, gestures, list, navigation) = scene()
    let add = try #require(navigation.navigationBar.button(for: list.navigationItem.rightBarButtonItem!))
    #expect(add.frame.maxX > 300)  // at the right end
    gestures.tap(at: center(add))
    let alert = try #require(list.presentedViewController as? UIAlertController)
    // As in UIKit, a navigation controller's child presents from the navigation controller.
    #expect(alert.presentingViewController === navigation)
    #expect(alert.view.window === window && alert.view.frame == window.bounds)
    window.layoutIfNeeded()
    alert.textFields?.first?.text = "Cherry"
    let addButton = try #require(alert.button(for: alert.actions[1]))
    let cancelButton = try #require(alert.button(for: alert.actions[0]))
    #expect(cancelButton.frame.minX < addButton.frame.minX || cancelButton.frame.minY > addButton.frame.minY)
    gestures.tap(at: center(addButton))
    #expect(list.presentedViewController == nil && alert.view.window == nil)
    #expect(list.alertAnswers == ["Cherry"])
    window.layoutIfNeeded()
    #expect(list.tableView.numberOfRows(inSection: 0) == 3)
    #expect(list.tableView.visibleCells.map { $0.textLabel?.text ?? "" } == ["Apple", "Banana", "Cherry"])
  }

  @Test func theEditButtonTogglesEditingAndItsTitle() throws {
    let (_, gestures, list, navigation) = scene()
    let edit = try #require(navigation.navigationBar.button(for: list.editButtonItem) as? UIButton)
    #expect(edit.frame.minX < 40 && edit.currentTitle == "Edit")
    gestures.tap(at: center(edit))
    #expect(list.isEditing && list.tableView.isEditing)
    #expect(list.editingCalls == [true])
    let done = try #require(navigation.navigationBar.button(for: list.editButtonItem) as? UIButton)
    #expect(done.currentTitle == "Done")
    gestures.tap(at: center(done))
    #expect(!list.isEditing && !list.tableView.isEditing && list.editingCalls == [true, false])
  }

  @Test func aPushedControllerGetsABackButtonThatPops() throws {
    let (_, gestures, list, navigation) = scene()
    let detail = UIViewController()
    detail.title = "Detail"
    navigation.pushViewController(detail, animated: true)
    let back = try #require(navigation.navigationBar.backButton as? UIButton)
    #expect(back.currentTitle?.hasSuffix("Fruit") == true)
    gestures.tap(at: center(back))
    #expect(navigation.topViewController === list)
    #expect(navigation.navigationBar.backButton == nil)
  }

  @Test func longPressBeginsAfterHalfASecondAndSwipeNeedsAQuickStroke() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: clock)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    let pad = UIView(frame: window.bounds)
    window.addSubview(pad)
    var pressStates: [UIGestureRecognizer.State] = []
    var swipes = 0
    let press = UILongPressGestureRecognizer { pressStates.append($0.state) }
    let swipe = UISwipeGestureRecognizer { _ in swipes += 1 }
    swipe.direction = .left
    pad.addGestureRecognizer(press)
    pad.addGestureRecognizer(swipe)
    gestures.hold(at: CGPoint(x: 150, y: 150), duration: 0.3)
    #expect(pressStates.isEmpty)
    gestures.hold(at: CGPoint(x: 150, y: 150), duration: 0.8)
    #expect(pressStates == [.began, .ended])
    gestures.drag(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 100, y: 155), duration: 0.15)
    #expect(swipes == 1)
    gestures.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.15)  // wrong way
    gestures.drag(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 100, y: 150), duration: 3)  // too slow
    #expect(swipes == 1)
  }

  @Test func visualFormatConstraintsPlaceViewsAsUIKitDoes() {
    let window = UIWindow(size: CGSize(width: 300, height: 200), scale: 1, clock: ManualClock())
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let a = UIView()
    let b = UIView()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let views = ["a": a, "b": b]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[a(==b)]-gap-[b]-|", options: .alignAllTop, metrics: ["gap": 10], views: views)
        + NSLayoutConstraint.constraints(withVisualFormat: "V:|-30-[a(40)]", metrics: nil, views: views)
        + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(>=60@750,<=50)]", metrics: nil, views: views)
    )
    window.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 20, y: 30, width: 125, height: 40))
    #expect(b.frame == CGRect(x: 155, y: 30, width: 125, height: 50))
    #expect(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]", metrics: nil, views: views).isEmpty)
    #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-(", metrics: nil, views: views).isEmpty)
  }

  /// A header that counts how often it is made and reused.
  final class CountingHeader: UITableViewHeaderFooterView {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    required init(reuseIdentifier: String?) {
      CountingHeader.made += 1
      super.init(reuseIdentifier: reuseIdentifier)
      let label = UILabel()
      label.tag = 7
      contentView.addSubview(label)
    }
    override func prepareForReuse() { reuses += 1 }
  }

  final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 50 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? CountingHeader
      (header?.contentView.viewWithTag(7) as? UILabel)?.text = "Section \(section)"
      return header
    }
  }

  @Test func registeredHeaderViewsAreReusedAsTheTableScrolls() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    let table = UITableView(frame: window.bounds, style: .plain)
    let sections = Sections()
    table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    table.dataSource = sections
    table.delegate = sections
    table.rowHeight = 44
    window.addSubview(table)
    CountingHeader.made = 0
    window.layoutIfNeeded()
    let shown = CountingHeader.made
    #expect(shown >= 3 && shown <= 5)
    for _ in 0..<4 {
      gestures.drag(from: CGPoint(x: 160, y: 420), to: CGPoint(x: 160, y: 60), duration: 0.3, release: .stop)
    }
    #expect(table.contentOffset.y > 1000)
    #expect(CountingHeader.made <= shown + 3)
    let top = table.indexPathsForVisibleRows?.first?.section ?? 0
    let label = (table.headerView(forSection: top) as? CountingHeader)?.contentView.viewWithTag(7) as? UILabel
    #expect(label?.text == "Section \(top)")
  }

  /// A list whose rows reveal two actions, one in each API.
  final class ActionsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    var useOlderAPI = false
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      guard !useOlderAPI else { return nil }
      let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
        log.append("flag \(indexPath.row)")
        done(true)
      }
      flag.backgroundColor = .systemOrange
      let remove = UIContextualAction(style: .destructive, title: "Remove") { [unowned self] _, _, done in
        log.append("remove \(indexPath.row)")
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [remove, flag])
    }
    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      let read = UIContextualAction(style: .normal, title: "Read") { [unowned self] _, _, done in
        log.append("read \(indexPath.row)")
        done(true)
      }
      read.backgroundColor = .systemBlue
      let pin = UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in
        log.append("pin \(indexPath.row)")
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [read, pin])
    }
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
      -> [UITableViewRowAction]?
    {
      [
        UITableViewRowAction(style: .normal, title: "Share") { [unowned self] _, path in
          log.append("share \(path.row)")
        }
      ]
    }
  }

  /// ActionsSource's rows in a plain table filling a 390 x 600 window at scale 1, laid out.
  private func actionsTable() -> (ManualClock, GestureSynthesizer, ActionsSource, UITableView) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 600), scale: 1, clock: clock)
    let list = ActionsSource()
    let table = UITableView(frame: window.bounds, style: .plain)
    table.dataSource = list
    table.delegate = list
    window.addSubview(table)
    window.layoutIfNeeded()
    return (clock, GestureSynthesizer(window: window, clock: clock), list, table)
  }

  @Test func aSwipeRevealsTheRowsActionsAndATapRunsTheOneUnderTheFinger() throws {
    let (clock, gestures, list, table) = actionsTable()
    let row = table.rectForRow(at: IndexPath(row: 2, section: 0))
    gestures.drag(
      from: CGPoint(x: 350, y: row.midY), to: CGPoint(x: 100, y: row.midY), duration: 0.3, release: .stop)
    clock.advance(by: 0.5)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(cell.swipeButtonViews.map { $0.text ?? "" } == ["Remove", "Flag"])
    let remove = cell.swipeButtonViews[0]
    let flag = cell.swipeButtonViews[1]
    #expect(
      abs(remove.frame.maxX - cell.bounds.width) < 0.5 && abs(flag.frame.maxX - remove.frame.minX) < 0.5)
    #expect(flag.backgroundColor == .systemOrange && remove.backgroundColor == .systemRed)
    #expect(cell.contentView.frame.minX < -100)  // the content moved left to reveal them
    gestures.tap(at: flag.convert(CGPoint(x: flag.bounds.midX, y: flag.bounds.midY), to: nil))
    #expect(list.log == ["flag 2"])
    clock.advance(by: 0.5)
    #expect(cell.contentView.frame.minX == 0)
    // The older API, when there is no configuration.
    list.useOlderAPI = true
    gestures.drag(
      from: CGPoint(x: 350, y: row.midY), to: CGPoint(x: 100, y: row.midY), duration: 0.3, release: .stop)
    clock.advance(by: 0.5)
    #expect(cell.swipeButtonViews.map { $0.text ?? "" } == ["Share"])
    gestures.tap(at: CGPoint(x: 380, y: row.midY))
    #expect(list.log == ["flag 2", "share 2"])
  }

  @Test func aSwipeToTheRightRevealsLeadingActionsAndAFullSwipePerformsTheFirst() throws {
    let (clock, gestures, list, table) = actionsTable()
    let row = table.rectForRow(at: IndexPath(row: 3, section: 0))
    gestures.drag(
      from: CGPoint(x: 40, y: row.midY), to: CGPoint(x: 200, y: row.midY), duration: 0.3, release: .stop)
    clock.advance(by: 0.5)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    #expect(cell.swipeButtonViews.map { $0.text ?? "" } == ["Read", "Pin"])
    let read = cell.swipeButtonViews[0]
    let pin = cell.swipeButtonViews[1]
    // The first action is outermost, at the left edge; the content moved right by both widths.
    #expect(read.frame.minX == 0 && abs(pin.frame.minX - read.frame.maxX) < 0.5)
    #expect(abs(cell.contentView.frame.minX - pin.frame.maxX) < 0.5 && cell.contentView.frame.minX >= 148)
    #expect(read.backgroundColor == .systemBlue && list.log.isEmpty)
    gestures.tap(at: pin.convert(CGPoint(x: pin.bounds.midX, y: pin.bounds.midY), to: nil))
    #expect(list.log == ["pin 3"])
    clock.advance(by: 0.5)
    #expect(cell.contentView.frame.minX == 0)
    // A full swipe, most of the way across, performs the first action and closes the row.
    gestures.drag(
      from: CGPoint(x: 20, y: row.midY), to: CGPoint(x: 370, y: row.midY), duration: 0.3, release: .stop)
    clock.advance(by: 0.5)
    #expect(list.log == ["pin 3", "read 3"])
    #expect(cell.contentView.frame.minX == 0)
    // A short swipe to the right that is let go early closes again without running anything.
    gestures.drag(
      from: CGPoint(x: 40, y: row.midY), to: CGPoint(x: 70, y: row.midY), duration: 0.3, release: .stop)
    clock.advance(by: 0.5)
    #expect(cell.contentView.frame.minX == 0 && list.log.count == 2)
  }

  /// A pan that keeps only horizontal movement, as a book's example overrides it.
  final class HorizontalPan: UIPanGestureRecognizer {
    override func translation(in view: UIView?) -> CGPoint {
      var proposed = super.translation(in: view)
      proposed.y = 0
      return proposed
    }
  }

  @Test func edgePansStartAtTheirEdgeAndRecognizersCanBeReplacedOrOverridden() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: clock)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    let pad = UIView(frame: window.bounds)
    window.addSubview(pad)
    var edgeStates: [UIGestureRecognizer.State] = []
    let edge = UIScreenEdgePanGestureRecognizer { edgeStates.append($0.state) }
    edge.edges = .left
    var moved: [CGPoint] = []
    let pan = HorizontalPan { moved.append(($0 as! UIPanGestureRecognizer).translation(in: pad)) }
    pad.gestureRecognizers = [edge]
    #expect(pad.gestureRecognizers?.count == 1 && edge.view === pad)
    gestures.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.3)
    #expect(edgeStates.isEmpty)
    gestures.drag(from: CGPoint(x: 5, y: 150), to: CGPoint(x: 150, y: 150), duration: 0.3)
    #expect(edgeStates.first == .began && edgeStates.last == .ended)
    pad.gestureRecognizers = [pan]
    #expect(edge.view == nil && pad.gestureRecognizers?.first === pan)
    gestures.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 200), duration: 0.3)
    #expect(!moved.isEmpty && moved.allSatisfy { $0.y == 0 } && (moved.last?.x ?? 0) > 50)
    pad.gestureRecognizers = nil
    #expect(pad.gestureRecognizers == nil)
  }

  @Test func addAndRemoveConstraintActivateAndDeactivate() {
    let window = UIWindow(size: CGSize(width: 300, height: 200), scale: 1, clock: ManualClock())
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
    window.addConstraints([
      leading, box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    #expect(box.frame.minX == 10 && leading.isActive)
    window.removeConstraint(leading)
    window.addConstraint(box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 200))
    window.layoutIfNeeded()
    #expect(box.frame.minX == 200 && !leading.isActive)
  }

  @Test func aSegmentTapSelectsItAndTheSpinnerShowsOnlyWhileAnimating() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 300, height: 200), scale: 1, clock: clock)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    let control = UISegmentedControl(items: ["List", "Grid", "Map"])
    control.frame = CGRect(x: 0, y: 50, width: 300, height: 32)
    window.addSubview(control)
    var changes: [Int] = []
    control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
    #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    gestures.tap(at: CGPoint(x: 150, y: 66))
    gestures.tap(at: CGPoint(x: 150, y: 66))  // already selected: no second action
    gestures.tap(at: CGPoint(x: 250, y: 66))
    #expect(changes == [1, 2] && control.titleForSegment(at: 2) == "Map")
    control.setEnabled(false, forSegmentAt: 0)
    gestures.tap(at: CGPoint(x: 50, y: 66))
    #expect(control.selectedSegmentIndex == 2 && changes == [1, 2])
    control.insertSegment(withTitle: "Feed", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 3 && control.numberOfSegments == 4)

    let spinner = UIActivityIndicatorView(style: .medium)
    window.addSubview(spinner)
    #expect(spinner.isHidden && !spinner.isAnimating && spinner.intrinsicContentSize.width == 20)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }
}
