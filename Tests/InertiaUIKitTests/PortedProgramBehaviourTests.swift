import Foundation
import InertiaCairo
import InertiaUIKit
import Testing

/// Behaviour public iOS programs rely on, found porting them: a table's background view, headers
/// that size themselves, one refresh per pull, and a view's custom layer class.
@MainActor
@Suite struct PortedProgramBehaviourTests {
  /// A table of 30 rows in 3 sections whose headers are views without a height.
  final class SectionsController: UITableViewController {
    var headersMade: [Int] = []
    var rows = 10
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.rowHeight = 44
    }
    override func numberOfSections(in tableView: UITableView) -> Int { 3 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      headersMade.append(section)
      if section == 0 {
        let label = UILabel()
        label.text = "Fruit"
        label.font = UIFont.systemFont(ofSize: 20)
        return label
      }
      if section == 1 { return UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30)) }
      let header = UIView()
      let title = UILabel()
      title.text = "Constrained"
      title.translatesAutoresizingMaskIntoConstraints = false
      header.addSubview(title)
      NSLayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
        title.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
        title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
        title.heightAnchor.constraint(equalToConstant: 40),
      ])
      return header
    }
  }

  private func makeScene(width: CGFloat = 320, height: CGFloat = 480) -> (UIWindow, GestureSynthesizer) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: width, height: height), scale: 1, clock: clock)
    return (window, GestureSynthesizer(window: window, clock: clock))
  }

  @Test func headerViewsWithoutAHeightSizeThemselves() {
    let (window, _) = makeScene(height: 2000)
    let controller = SectionsController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let table = controller.tableView!
    let label = table.sectionHeaderView(forSection: 0)
    let labelHeight = (label as? UILabel)?.intrinsicContentSize.height ?? 0
    #expect(labelHeight > 15)
    #expect(abs((label?.frame.height ?? 0) - labelHeight) < 0.5)
    #expect(table.sectionHeaderView(forSection: 1)?.frame.height == 30)
    #expect(abs((table.sectionHeaderView(forSection: 2)?.frame.height ?? 0) - 64) < 0.5)
    // Rows follow their self-sized headers: section 1 starts below section 0's header and rows.
    #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY - (labelHeight + 440 + 30)) < 0.5)
    #expect(abs(table.contentSize.height - (labelHeight + 30 + 64 + 3 * 440)) < 0.5)
    // Each header view is made once for measuring and showing.
    #expect(controller.headersMade == [0, 1, 2])
  }

  @Test func theBackgroundViewFillsTheVisibleAreaBehindTheRows() throws {
    let (window, gestures) = makeScene()
    let controller = SectionsController()
    window.rootViewController = controller
    let background = UIView()
    background.backgroundColor = .red
    controller.tableView.backgroundView = background
    window.layoutIfNeeded()
    let table = controller.tableView!
    #expect(background.superview === table && table.subviews.first === background)
    #expect(background.frame == table.bounds)
    gestures.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.3, release: .stop)
    window.layoutIfNeeded()
    #expect(table.contentOffset.y > 150)
    #expect(background.frame == table.bounds)  // it stays in view as the rows scroll
    // Below the last row the background shows; rows are drawn over it.
    controller.rows = 1
    table.reloadData()
    table.contentOffset = .zero
    window.layoutIfNeeded()
    #expect(background.frame == table.bounds)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 160, y: 420), .red))
    let firstRow = table.rectForRow(at: IndexPath(row: 0, section: 0))
    #expect(!close(canvas.pixel(x: 160, y: Int(firstRow.midY)), .red))
    let replacement = UIView()
    table.backgroundView = replacement
    #expect(background.superview == nil && replacement.superview === table)
    table.backgroundView = nil
    #expect(replacement.superview == nil)
  }

  @Test func endingTheRefreshWhileStillPulledSendsNoSecondValueChanged() {
    let (window, gestures) = makeScene()
    let controller = SectionsController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let refresh = UIRefreshControl()
    var sent = 0
    refresh.addAction(
      UIAction { _ in
        sent += 1
        refresh.endRefreshing()  // data already at hand: ends at once, the finger still down
      }, for: .valueChanged)
    controller.refreshControl = refresh
    gestures.drag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 460), duration: 0.6, release: .hold)
    #expect(sent == 1)
    #expect(!refresh.isRefreshing)
    window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 160, y: 460), timestamp: window.clock.now)
    (window.clock as? ManualClock)?.advance(by: 2)
    #expect(sent == 1)
    #expect(abs(controller.tableView.contentOffset.y + controller.tableView.adjustedContentInset.top) < 0.5)
    // The next pull is a new pull: one more.
    gestures.drag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 460), duration: 0.6, release: .stop)
    #expect(sent == 2)
  }

  /// A layer subclass that counts its draws, made by its view from layerClass.
  final class DotLayer: CALayer {
    var draws = 0
    var ink: UIColor
    required init() {
      ink = .blue
      super.init()
    }
    override func draw(in ctx: CGContext) {
      draws += 1
      ctx.setFillColor(ink.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
  }

  final class DotView: UIView {
    override class var layerClass: AnyClass { DotLayer.self }
  }

  @Test func aCustomLayerClassIsInstantiated() throws {
    let window = makeWindow()
    let view = DotView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    let layer = try #require(view.layer as? DotLayer)
    #expect(layer.ink == .blue && view.layer === layer)
    layer.ink = .green
    layer.setNeedsDisplay()
    window.addSubview(view)
    let canvas = try render(window)
    #expect(layer.draws >= 1)
    #expect(close(canvas.pixel(x: 15, y: 15), .green))
    #expect(close(canvas.pixel(x: 40, y: 40), .white))
  }

  final class ClearCells: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.backgroundColor = UIColor.clear
      return cell
    }
  }

  @Test func aCellBackgroundSetInCellForRowStaysAndTheSelectionLookComesAndGoes() {
    let (window, gestures) = makeScene()
    let controller = ClearCells()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let table = controller.tableView!
    #expect(table.visibleCells.count == 5 && table.visibleCells.allSatisfy { $0.backgroundColor == .clear })
    gestures.tap(at: CGPoint(x: 100, y: 44 + 22))
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(cell?.isSelected == true && cell?.backgroundColor == cell?.selectedBackgroundColor)
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    #expect(cell?.backgroundColor == .clear)
  }

  /// A cell that counts its layouts and places a badge from its state.
  final class BadgeCell: UITableViewCell {
    var layouts = 0
    var badgeWide = false
    let badge = UIView()
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(badge)
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
      badge.frame = CGRect(x: 10, y: 10, width: badgeWide ? 80 : 20, height: 20)
    }
  }

  final class BadgeCells: UITableViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath)
    }
  }

  @Test func aCellsSetNeedsLayoutAfterItsFirstLayoutRunsItsLayoutOnTheNextPass() throws {
    let (window, gestures) = makeScene()
    let controller = BadgeCells()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let table = controller.tableView!
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? BadgeCell)
    let before = cell.layouts
    cell.badgeWide = true
    cell.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(cell.layouts == before + 1 && cell.badge.frame.width == 80)
    // After a scroll that reuses cells, a visible cell's request still reaches the pass.
    gestures.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.3, release: .stop)
    window.layoutIfNeeded()
    let reused = try #require(table.visibleCells.last as? BadgeCell)
    let count = reused.layouts
    reused.badgeWide = !reused.badgeWide
    reused.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(reused.layouts == count + 1 && reused.badge.frame.width == (reused.badgeWide ? 80 : 20))
  }
}
