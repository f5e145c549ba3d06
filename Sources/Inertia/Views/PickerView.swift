import Foundation

/// A spinning-wheel picker, like UIPickerView: one wheel per component, side by side, each a
/// scroll view of rows that comes to rest with a row centred on the selection band.
///
/// A drag turns a wheel with UIKit's scrolling physics; where it would come to rest is moved to
/// the nearest row, and when it stops there the delegate hears
/// ``PickerViewDelegate/pickerView(_:didSelectRow:inComponent:)`` (if the row changed). A tap on
/// another row scrolls it to the centre and selects it the same way. Only the rows in view have
/// views, reused as they scroll away. The rows are drawn flat (iOS bends them round a cylinder).
///
/// See also: ``PickerViewDataSource``, ``PickerViewDelegate``.
@preconcurrency @MainActor
open class PickerView: View {
  /// Makes a `PickerView` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { PickerView(frame: frame) }

  /// A picker's size when nothing sizes it: 320 x 216 pt.
  package static let standardSize = CGSize(width: 320, height: 216)
  /// The row height when the delegate gives none: 32 pt.
  package static let defaultRowHeight: CGFloat = 32
  /// The space between wheels, in points.
  package static let componentSpacing: CGFloat = 5
  /// The margin at either end of the wheels and of the selection band, in points.
  package static let sideMargin: CGFloat = 8
  /// The most wheels a picker shows (more are ignored).
  package static let maximumComponents = 64
  /// The most rows a wheel shows (more are ignored).
  package static let maximumRows = 10_000_000

  /// Supplies the wheels and rows (held weakly).
  open weak var dataSource: PickerViewDataSource? { didSet { reloadAllComponents() } }
  /// Sizes the wheels, supplies the rows' contents and hears selections (held weakly).
  open weak var delegate: PickerViewDelegate? { didSet { reloadAllComponents() } }
  /// Kept for older code; the selection band always shows since iOS 7.
  open var showsSelectionIndicator = true

  /// The wheels, in component order.
  private(set) var wheels: [PickerWheel] = []
  /// The rounded band behind the centred rows.
  let selectionBand = View()

  /// Creates a picker; a zero frame takes `standardSize`.
  public override init(frame: CGRect = .zero) {
    let framed = frame.size == .zero ? CGRect(origin: frame.origin, size: Self.standardSize) : frame
    super.init(frame: framed)
    selectionBand.backgroundColor = Color(red: 0.463, green: 0.463, blue: 0.502, alpha: 0.12)
    selectionBand.layer.cornerRadius = 8
    selectionBand.isUserInteractionEnabled = false
    addSubview(selectionBand)
  }

  /// 320 x 216 pt, as UIKit's picker.
  open override var intrinsicContentSize: CGSize { Self.standardSize }

  /// The number of wheels (from the data source, at most `maximumComponents`).
  public var numberOfComponents: Int { wheels.count }

  /// The number of rows of wheel `component` (0 for a component that does not exist).
  public func numberOfRows(inComponent component: Int) -> Int {
    wheels.indices.contains(component) ? wheels[component].rowCount : 0
  }

  /// Wheel `component`'s width and row height (zero for a component that does not exist).
  public func rowSize(forComponent component: Int) -> CGSize {
    guard wheels.indices.contains(component) else { return .zero }
    return CGSize(width: wheels[component].frame.width, height: wheels[component].rowHeight)
  }

  /// The row centred in wheel `component`: -1 without rows or for a component that does not exist.
  public func selectedRow(inComponent component: Int) -> Int {
    wheels.indices.contains(component) ? wheels[component].selectedRow : -1
  }

  /// Turns wheel `component` to `row` (clamped to its rows), animated or at once. The delegate
  /// is not told, as in UIKit.
  public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard wheels.indices.contains(component) else { return }
    wheels[component].select(row, animated: animated)
  }

  /// The view showing `row` of wheel `component`, if it is in view.
  public func view(forRow row: Int, forComponent component: Int) -> View? {
    wheels.indices.contains(component) ? wheels[component].rowViews[row] : nil
  }

  /// Asks the data source and delegate again for every wheel.
  public func reloadAllComponents() {
    let count = min(max(dataSource?.numberOfComponents(in: self) ?? 0, 0), Self.maximumComponents)
    while wheels.count > count { wheels.removeLast().removeFromSuperview() }
    while wheels.count < count {
      let wheel = PickerWheel(picker: self, component: wheels.count)
      wheels.append(wheel)
      addSubview(wheel)
    }
    for component in wheels.indices { reloadComponent(component) }
  }

  /// Asks the data source and delegate again for wheel `component`: its rows (the selection is
  /// clamped to them), its row height and its rows' views.
  public func reloadComponent(_ component: Int) {
    guard wheels.indices.contains(component) else { return }
    let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    wheels[component].reload(rows: min(max(rows, 0), Self.maximumRows), rowHeight: rowHeight(of: component))
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let widths = wheels.indices.map(width(of:))
    let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(wheels.count - 1, 0))
    var x = (bounds.width - total) / 2
    for (wheel, width) in zip(wheels, widths) {
      let frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      if wheel.frame != frame { wheel.frame = frame }
      wheel.fitRows()
      x += width + Self.componentSpacing
    }
    let band = wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
    selectionBand.frame = CGRect(
      x: Self.sideMargin, y: (bounds.height - band) / 2, width: max(bounds.width - 2 * Self.sideMargin, 0),
      height: band)
  }

  /// An equal share of the width the wheels may take (the delegate's default width).
  package var equalComponentWidth: CGFloat {
    let count = CGFloat(max(wheels.count, 1))
    let room = bounds.width - 2 * Self.sideMargin - Self.componentSpacing * (count - 1)
    return max(room / count, 0)
  }

  private func width(of component: Int) -> CGFloat {
    let width = delegate?.pickerView(self, widthForComponent: component) ?? equalComponentWidth
    return width.isFinite && width >= 0 ? min(width, 100_000) : equalComponentWidth
  }

  private func rowHeight(of component: Int) -> CGFloat {
    let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
    return height.isFinite && height > 0 ? min(height, 10_000) : Self.defaultRowHeight
  }

  /// The view showing `row` of `component`, reusing `view`.
  func rowView(_ row: Int, component: Int, reusing view: View?) -> View {
    if let delegate {
      return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view)
    }
    return (view as? Label) ?? Self.makeRowLabel()
  }

  /// A wheel came to rest on a new row after the user turned or tapped it.
  func wheelSelected(_ row: Int, component: Int) {
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }

  /// The label a row shows by default: 21-point text, centred.
  package static func makeRowLabel() -> Label {
    let label = Label()
    label.fontSize = 21
    label.textAlignment = .center
    return label
  }
}
