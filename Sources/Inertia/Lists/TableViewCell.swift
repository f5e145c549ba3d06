import Foundation

/// One row of a ``TableView``, like UITableViewCell: a reusable view with a text label and
/// selected/highlighted looks.
///
/// See also: ``TableView/dequeueReusableCell(withIdentifier:for:)``.
@MainActor
open class TableViewCell: View {
  /// The identifier the cell is reused under.
  public let reuseIdentifier: String?
  /// The main text.
  public let textLabel = Label()
  /// The background while selected or highlighted. Default light grey.
  open var selectedBackgroundColor: Color = .systemGray5
  /// The background otherwise. Default white.
  open var normalBackgroundColor: Color = .white {
    didSet { updateBackground() }
  }
  /// Whether the row is selected.
  open var isSelected = false { didSet { updateBackground() } }
  /// Whether a touch is down on the row.
  open var isHighlighted = false { didSet { updateBackground() } }

  /// Creates a cell reused under `reuseIdentifier`.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(textLabel)
    textLabel.isAccessibilityElement = false
    isAccessibilityElement = true
    updateBackground()
  }

  /// The label set, or the text label's text.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? textLabel.text }
    set { super.accessibilityLabel = newValue }
  }

  /// Clears per-row state before the cell is reused. Subclasses call super.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
    textLabel.text = nil
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    textLabel.frame = CGRect(x: 16, y: 0, width: max(bounds.width - 32, 0), height: bounds.height)
  }

  private func updateBackground() {
    backgroundColor = isSelected || isHighlighted ? selectedBackgroundColor : normalBackgroundColor
  }
}

/// Supplies a table's rows and cells, like UITableViewDataSource.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections. Default 1.
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row; use ``TableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
  /// Default implementation: one section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// Row heights and selection for a table, like UITableViewDelegate; it is also the table's
/// ``ScrollViewDelegate`` (set it as the table's `delegate`).
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The height of a row; the default is the table's ``TableView/rowHeight``.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row was selected by a tap.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// A row was deselected by a tap on another row.
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// A cell is about to appear.
  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
  /// Default implementation: the table's rowHeight.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// Default implementation: does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Default implementation: does nothing.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Default implementation: does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
}
