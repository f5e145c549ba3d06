import Foundation
import InertiaUIKit
import Testing

/// The collapsible-sections idiom of many tutorials: a header view with a title and an arrow,
/// a tap recognizer on the header that flips the section's state, rotates the arrow with a
/// `transform.rotation` animation kept at its end, and reloads the section.
@MainActor
@Suite struct SectionCollapseTests {
  final class Header: UITableViewHeaderFooterView {
    let titleLabel = UILabel()
    let arrow = UILabel()
    var section = 0
    var onTap: ((Header) -> Void)?

    required init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      arrow.text = ">"
      contentView.addSubview(titleLabel)
      contentView.addSubview(arrow)
      addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: Selector("tapped", target: self, Header.tapped)))
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      titleLabel.frame = CGRect(x: 16, y: 0, width: bounds.width - 60, height: bounds.height)
      arrow.frame = CGRect(x: bounds.width - 36, y: 12, width: 20, height: 20)
    }

    func tapped() { onTap?(self) }

    /// Rotates the arrow: right when collapsed, down when open.
    func setCollapsed(_ collapsed: Bool) {
      let animation = CABasicAnimation(keyPath: "transform.rotation")
      animation.toValue = collapsed ? 0.0 : CGFloat.pi / 2
      animation.duration = 0.2
      animation.isRemovedOnCompletion = false
      animation.fillMode = .forwards
      arrow.layer.add(animation, forKey: nil)
    }
  }

  final class Sections: UITableViewController {
    var collapsed = [false, false]
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(Header.self, forHeaderFooterViewReuseIdentifier: "header")
      tableView.sectionHeaderHeight = 44
    }
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      collapsed[section] ? 0 : 3
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? Header
      header?.titleLabel.text = "Section \(section)"
      header?.section = section
      header?.setCollapsed(collapsed[section])
      header?.onTap = { [weak self] header in self?.toggle(header) }
      return header
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 44 }

    func toggle(_ header: Header) {
      let section = header.section
      collapsed[section].toggle()
      header.setCollapsed(collapsed[section])
      tableView.reloadSections(IndexSet(integer: section), with: .automatic)
    }
  }

  private func rotation(of view: UIView) -> CGFloat {
    let transform = view.layer.presentation()?.affineTransform() ?? view.transform
    return atan2(transform.b, transform.a)
  }

  @Test func tappingAHeaderCollapsesItsRowsAndTurnsItsArrow() throws {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    let controller = Sections(style: .plain)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    clock.advance(by: 0.5)
    let table = controller.tableView!
    #expect(table.numberOfRows(inSection: 0) == 3)
    let first = try #require(table.headerView(forSection: 0) as? Header)
    #expect(abs(rotation(of: first.arrow) - .pi / 2) < 0.01)
    let frame = table.rectForHeader(inSection: 0)
    let point = table.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
    GestureSynthesizer(window: window, clock: clock).tap(at: point)
    clock.advance(by: 0.5)
    window.layoutIfNeeded()
    #expect(controller.collapsed == [true, false])
    #expect(table.numberOfRows(inSection: 0) == 0)
    #expect(table.rectForHeader(inSection: 1).minY == 44)
    let header = try #require(table.headerView(forSection: 0) as? Header)
    #expect(abs(rotation(of: header.arrow)) < 0.01)
    #expect(
      abs(rotation(of: try #require(table.headerView(forSection: 1) as? Header).arrow) - .pi / 2) < 0.01)
  }
}
