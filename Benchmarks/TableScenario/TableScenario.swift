import Foundation
import Inertia

/// A window with a table for the table benchmarks and the callgrind probe: uniform rows, variable
/// rows (a height per row from the delegate), sticky section headers (over rows of one height from
/// the delegate, or of variable heights), or self-sizing rows (sizeThatFits, or Auto Layout cells
/// with a wrapped label of one to three lines).
@MainActor
public final class TableScenario {
  /// What the table holds.
  public enum Kind: String, CaseIterable, Sendable {
    case uniform, variable, sticky
    case stickyVariable = "sticky-variable"
    case selfSizing = "self-sizing"
    case autoLayout = "auto-layout"

    /// Whether rows come in titled sections of 20.
    var hasSections: Bool { self == .sticky || self == .stickyVariable }
  }

  final class Source: TableViewDataSource, TableViewDelegate {
    let rows: Int
    let kind: Kind
    init(rows: Int, kind: Kind) {
      self.rows = rows
      self.kind = kind
    }
    func numberOfSections(in tableView: TableView) -> Int { kind.hasSections ? max(rows / 20, 1) : 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      kind.hasSections ? 20 : rows
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      if let cell = cell as? ConstrainedCell { cell.body.text = Self.words[indexPath.row % Self.words.count] }
      return cell
    }
    /// One, two and three lines of text at 358 pt.
    static let words = [12, 3, 7].map { Array(repeating: "abcdefghi", count: $0).joined(separator: " ") }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      kind == .variable || kind == .stickyVariable
        ? CGFloat(40 + indexPath.row % 3 * 10) : tableView.rowHeight
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      kind.hasSections ? "Section" : nil
    }
  }

  /// A cell that sizes to 50 pt without laying anything out.
  final class SizedCell: TableViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 50) }
  }

  /// A cell whose wrapped label is pinned to the content view's margins (Auto Layout self-sizing).
  final class ConstrainedCell: TableViewCell {
    let body = Label()
    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      body.numberOfLines = 0
      body.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(body)
      let margins = contentView.layoutMarginsGuide
      LayoutConstraint.activate([
        body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        body.topAnchor.constraint(equalTo: margins.topAnchor),
        body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }
  }

  public let clock = ManualClock(frameRate: 120)
  public let window: Window
  public let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let source: Source
  private var direction: CGFloat = -1

  /// A table of `rows` rows of `kind`; `build` lays it out (the data source is set either way).
  public init(kind: Kind, rows: Int, build: Bool) {
    window = Window(size: CGSize(width: 390, height: 844), clock: clock)
    source = Source(rows: rows, kind: kind)
    table.contentInsetAdjustmentBehavior = .never
    if kind == .selfSizing || kind == .autoLayout {
      table.register(
        kind == .autoLayout ? ConstrainedCell.self : SizedCell.self, forCellReuseIdentifier: "row")
      table.rowHeight = TableView.automaticDimension
      table.estimatedRowHeight = 44
    }
    if kind != .uniform { table.delegate = source }
    window.addSubview(table)
    if build {
      table.dataSource = source
      window.layoutIfNeeded()
    }
  }

  /// Reloads every row (the first call attaches the data source).
  public func reload() {
    if table.dataSource == nil { table.dataSource = source }
    table.reloadData()
  }

  /// Starts a long fast fling from the middle of the content and lets a second of frames pass, so
  /// every cell, header and pool the steady state needs exists.
  public func startFling() {
    let middle = max(table.contentSize.height / 2 - 422, 0)
    table.setContentOffset(CGPoint(x: 0, y: middle), animated: false)
    fling()
    for _ in 0..<120 { clock.advance(by: 1.0 / 120) }
  }

  private func fling() {
    let gestures = GestureSynthesizer(window: window, clock: clock)
    gestures.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: 8000 * direction), distance: 200)
  }

  /// One frame at 120 Hz; a new fling starts when the last one slows down.
  public func frame() {
    clock.advance(by: 1.0 / 120)
    if !table.isDecelerating {
      direction = -direction
      fling()
      for _ in 0..<60 { clock.advance(by: 1.0 / 120) }
    }
  }
}
