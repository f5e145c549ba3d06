import Foundation

/// The section index at a table's trailing edge, like UITableView's: a column of titles; touching
/// a title scrolls the table to the section it names.
///
/// See also: ``TableViewDataSource/sectionIndexTitles(for:)``.
@preconcurrency @MainActor
public final class TableSectionIndexView: View {
  /// The column's width, in points (UIKit's index is about 15 pt wide plus margins).
  public static let width: CGFloat = 20
  /// The height of one title's row, in points.
  public static let titleHeight: CGFloat = 16
  /// The titles, top to bottom.
  public internal(set) var titles: [String] = []
  /// Called with the index of the touched title.
  var onSelect: (@MainActor (Int) -> Void)?
  private var labels: [Label] = []
  /// The titles' colour (UITableView.sectionIndexColor); nil: system blue.
  var titleColor: Color? { didSet { for label in labels { label.textColor = titleColor ?? .systemBlue } } }
  /// The background while no finger is on the index (sectionIndexBackgroundColor); nil: clear.
  var restingBackground: Color? { didSet { updateBackground() } }
  /// The background while a finger is on the index (sectionIndexTrackingBackgroundColor).
  var trackingBackground: Color? { didSet { updateBackground() } }
  /// Whether a finger is on the index.
  private(set) var isTracking = false { didSet { updateBackground() } }

  private func updateBackground() {
    backgroundColor = isTracking ? trackingBackground : restingBackground
  }

  init() {
    super.init(frame: .zero)
    isAccessibilityElement = true
  }

  func setTitles(_ titles: [String]) {
    guard titles != self.titles else { return }
    self.titles = titles
    for label in labels { label.removeFromSuperview() }
    labels = titles.map { title in
      let label = Label(text: title)
      label.fontSize = 11
      label.textColor = titleColor ?? .systemBlue
      label.isUserInteractionEnabled = false
      addSubview(label)
      return label
    }
    setNeedsLayout()
  }

  /// The index of the title at `y` in the view's coordinates (clamped to the titles).
  func titleIndex(at y: CGFloat) -> Int? {
    guard !titles.isEmpty, y.isFinite else { return nil }
    let top = (bounds.height - CGFloat(titles.count) * Self.titleHeight) / 2
    let index = ((y - top) / Self.titleHeight).rounded(.down)
    return Int(min(max(index, 0), CGFloat(titles.count - 1)))
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let top = (bounds.height - CGFloat(titles.count) * Self.titleHeight) / 2
    for (index, label) in labels.enumerated() {
      label.frame = CGRect(
        x: 0, y: top + CGFloat(index) * Self.titleHeight, width: bounds.width, height: Self.titleHeight)
    }
  }

  public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    isTracking = true
    select(touches)
  }

  public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { isTracking = false }

  public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { isTracking = false }

  public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    select(touches)
  }

  private func select(_ touches: Set<Touch>) {
    guard let touch = touches.first, let index = titleIndex(at: touch.location(in: self).y) else { return }
    onSelect?(index)
  }
}

extension TableView {
  /// The colour of the section index's titles. Default nil (system blue).
  public var sectionIndexColor: Color? {
    get { sectionIndexView.titleColor }
    set { sectionIndexView.titleColor = newValue }
  }
  /// The section index's background while it is not touched. Default nil (clear).
  public var sectionIndexBackgroundColor: Color? {
    get { sectionIndexView.restingBackground }
    set { sectionIndexView.restingBackground = newValue }
  }
  /// The section index's background while a finger is on it. Default nil (clear).
  public var sectionIndexTrackingBackgroundColor: Color? {
    get { sectionIndexView.trackingBackground }
    set { sectionIndexView.trackingBackground = newValue }
  }

  /// The section index on screen, if the data source gives titles and the mode allows it.
  package var sectionIndex: TableSectionIndexView? {
    sectionIndexView.superview === self ? sectionIndexView : nil
  }

  /// Shows or hides the section index and pins it to the trailing edge of the visible area.
  func layoutSectionIndex() {
    guard sectionIndexDisplayMode != .alwaysHidden, !sectionIndexView.titles.isEmpty else {
      if sectionIndexView.superview != nil { sectionIndexView.removeFromSuperview() }
      return
    }
    if sectionIndexView.superview !== self {
      sectionIndexView.onSelect = { [weak self] index in self?.jumpToIndexTitle(index) }
      addSubview(sectionIndexView)
    }
    let inset = adjustedContentInset
    let frame = CGRect(
      x: bounds.maxX - TableSectionIndexView.width - inset.right, y: bounds.minY + inset.top,
      width: TableSectionIndexView.width, height: max(bounds.height - inset.top - inset.bottom, 0))
    if sectionIndexView.frame != frame { sectionIndexView.frame = frame }
  }

  /// Asks the data source for the section index titles again (reloading does this too).
  public func reloadSectionIndexTitles() {
    sectionIndexView.setTitles(dataSource?.sectionIndexTitles(for: self) ?? [])
    setNeedsLayout()
  }

  /// Scrolls to the section an index title names (the data source's choice).
  func jumpToIndexTitle(_ index: Int) {
    let titles = sectionIndexView.titles
    guard titles.indices.contains(index), let dataSource else { return }
    let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
    scrollToSection(section, animated: false)
  }
}
