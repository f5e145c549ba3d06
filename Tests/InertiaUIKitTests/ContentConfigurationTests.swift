import Foundation
import InertiaUIKit
import Testing

/// Cells configured by value (UIContentConfiguration): the list configuration's texts and image,
/// and a program's own configuration whose view holds a switch, reused as rows scroll.
@MainActor
@Suite struct ContentConfigurationTests {
  final class ListController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(indexPath.row)"
      content.secondaryText = indexPath.row == 0 ? "First" : nil
      content.textProperties.color = .red
      content.textProperties.font = UIFont.systemFont(ofSize: 20)
      cell.contentConfiguration = content
      return cell
    }
  }

  @MainActor protocol SwitchListener: AnyObject {
    func switchChanged(to isOn: Bool, sender: UIView)
  }

  struct SwitchConfiguration: UIContentConfiguration {
    var isOn = false
    weak var listener: SwitchListener?
    func makeContentView() -> UIView & UIContentView { SwitchContentView(configuration: self) }
    func updated(for state: UIConfigurationState) -> SwitchConfiguration { self }
  }

  final class SwitchContentView: UIView, UIContentView {
    static var made = 0
    let control = UISwitch()
    var configuration: UIContentConfiguration {
      didSet { control.isOn = (configuration as? SwitchConfiguration)?.isOn ?? false }
    }
    init(configuration: UIContentConfiguration) {
      self.configuration = configuration
      super.init(frame: .zero)
      Self.made += 1
      addSubview(control)
      control.frame.origin = CGPoint(x: 20, y: 6)
      control.isOn = (configuration as? SwitchConfiguration)?.isOn ?? false
      control.addAction(
        UIAction { [unowned self] action in
          guard let sender = action.sender as? UISwitch else { return }
          (self.configuration as? SwitchConfiguration)?.listener?.switchChanged(
            to: sender.isOn, sender: sender)
        }, for: .valueChanged)
    }
    required init?(coder: NSCoder) { fatalError("no archives") }
  }

  final class SwitchesController: UITableViewController, SwitchListener {
    var list = Array(repeating: false, count: 40)
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      list.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      var configuration = SwitchConfiguration()
      configuration.isOn = list[indexPath.row]
      configuration.listener = self
      cell.contentConfiguration = configuration
      return cell
    }
    func switchChanged(to isOn: Bool, sender: UIView) {
      var view: UIView? = sender
      while let current = view, !(current is UITableViewCell) { view = current.superview }
      if let cell = view as? UITableViewCell, let path = tableView.indexPath(for: cell) {
        list[path.row] = isOn
      }
    }
  }

  private func scene() -> (UIWindow, GestureSynthesizer) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    return (window, GestureSynthesizer(window: window, clock: clock))
  }

  @Test func aListConfigurationShowsItsTextsInTheCellsContentView() throws {
    let (window, _) = scene()
    let controller = ListController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let table = controller.tableView!
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let view = try #require(first.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
    #expect(view.frame == first.contentView.bounds)
    #expect(
      view.textLabel.text == "Row 0" && view.textLabel.textColor == .red
        && view.textLabel.font.pointSize == 20)
    #expect(view.secondaryTextLabel.text == "First" && abs(view.textLabel.frame.minX - 16) < 0.5)
    #expect(view.secondaryTextLabel.frame.minY > view.textLabel.frame.maxY)
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let secondView = try #require(second.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
    #expect(secondView.secondaryTextLabel.isHidden && secondView.textLabel.text == "Row 1")
  }

  @Test func aCustomConfigurationsViewIsMadeOncePerCellAndItsSwitchReachesTheController() throws {
    let (window, gestures) = scene()
    let controller = SwitchesController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let table = controller.tableView!
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let view = try #require(cell.contentView.subviews.compactMap { $0 as? SwitchContentView }.first)
    gestures.tap(at: view.convert(CGPoint(x: view.control.frame.midX, y: view.control.frame.midY), to: nil))
    #expect(view.control.isOn && controller.list[2] && !controller.list[1])
    let made = SwitchContentView.made
    table.reloadData()
    window.layoutIfNeeded()
    #expect(SwitchContentView.made == made)
    let again = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let shown = try #require(again.contentView.subviews.compactMap { $0 as? SwitchContentView }.first)
    #expect(shown.control.isOn)
    let other = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    #expect(other.contentView.subviews.compactMap { $0 as? SwitchContentView }.first?.control.isOn == false)
  }
}
