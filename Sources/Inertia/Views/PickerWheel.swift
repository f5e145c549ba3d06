import Foundation

/// One wheel of a ``PickerView``: a vertical scroll view of rows whose content is inset so that
/// every row can be centred, and whose resting offsets are the rows' centres.
@preconcurrency @MainActor
final class PickerWheel: ScrollView, ScrollViewDelegate {
  /// The picker the wheel belongs to.
  private weak var picker: PickerView?
  /// The wheel's component index.
  let component: Int
  /// The number of rows.
  private(set) var rowCount = 0
  /// The height of every row.
  private(set) var rowHeight = PickerView.defaultRowHeight
  /// The centred row (-1 without rows).
  private(set) var selectedRow = -1
  /// The views of the rows in view, by row.
  private(set) var rowViews: [Int: View] = [:]
  /// Row views that scrolled away, kept for reuse.
  private var spareViews: [View] = []

  init(picker: PickerView, component: Int) {
    self.picker = picker
    self.component = component
    super.init(frame: .zero)
    delegate = self
    showsVerticalScrollIndicator = false
    showsHorizontalScrollIndicator = false
    contentInsetAdjustmentBehavior = .never
    alwaysBounceVertical = true
    scrollsToTop = false
    addGestureRecognizer(TapGestureRecognizer { [weak self] tap in self?.tapped(tap) })
  }

  /// Takes a new row count and height: the selection is clamped, the row views asked again.
  func reload(rows: Int, rowHeight: CGFloat) {
    rowCount = rows
    self.rowHeight = rowHeight
    for view in rowViews.values { view.removeFromSuperview() }
    rowViews = [:]
    spareViews = []
    selectedRow = rows == 0 ? -1 : min(max(selectedRow, 0), rows - 1)
    fitRows()
  }

  /// Sizes the content and its insets for the wheel's height and puts the selected row in the
  /// centre (unless the wheel is moving).
  func fitRows() {
    let inset = max((bounds.height - rowHeight) / 2, 0)
    let insets = EdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
    if contentInset != insets { contentInset = insets }
    let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
    if contentSize != size { contentSize = size }
    if !isTracking, !isDecelerating, !isScrollAnimating, selectedRow >= 0 {
      contentOffset = offset(of: selectedRow)
    }
    showRows()
  }

  /// Turns to `row` (clamped); no delegate call.
  func select(_ row: Int, animated: Bool) {
    guard rowCount > 0 else { return }
    selectedRow = min(max(row, 0), rowCount - 1)
    setContentOffset(offset(of: selectedRow), animated: animated)
  }

  /// The offset that centres `row`.
  private func offset(of row: Int) -> CGPoint {
    CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top)
  }

  /// The row nearest the centre at offset `y`.
  private func row(atOffset y: CGFloat) -> Int {
    guard rowCount > 0, y.isFinite else { return -1 }
    let row = ((y + contentInset.top) / rowHeight).rounded()
    return Int(min(max(row, 0), CGFloat(rowCount - 1)))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    showRows()
  }

  /// Gives the rows in view their views (reusing those that scrolled away) and frames.
  private func showRows() {
    guard rowCount > 0, rowHeight > 0 else { return }
    let top = contentOffset.y
    let first = max(Int((top / rowHeight).rounded(.down)), 0)
    let last = min(Int(((top + bounds.height) / rowHeight).rounded(.up)), rowCount - 1)
    for (row, view) in rowViews where row < first || row > last {
      view.removeFromSuperview()
      spareViews.append(view)
      rowViews[row] = nil
    }
    guard first <= last, let picker else { return }
    for row in first...last {
      let view = rowViews[row] ?? picker.rowView(row, component: component, reusing: spareViews.popLast())
      let frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
      if view.frame != frame { view.frame = frame }
      if rowViews[row] == nil {
        rowViews[row] = view
        addSubview(view)
      }
    }
  }

  /// A tap on another row turns the wheel to it; the selection follows when it stops.
  private func tapped(_ tap: GestureRecognizer) {
    guard tap.state == .ended, rowCount > 0 else { return }
    let y = tap.location(in: self).y
    let row = Int((y / rowHeight).rounded(.down))
    guard row >= 0, row < rowCount, row != selectedRow else { return }
    setContentOffset(offset(of: row), animated: true)
  }

  /// The wheel stopped: the row at the centre is selected (the delegate hears of a change); an
  /// offset between rows first turns to the nearest.
  private func comeToRest() {
    let row = row(atOffset: contentOffset.y)
    guard row >= 0 else { return }
    let target = offset(of: row)
    if abs(contentOffset.y - target.y) > 0.5 {
      setContentOffset(target, animated: true)
      return
    }
    guard row != selectedRow else { return }
    selectedRow = row
    picker?.wheelSelected(row, component: component)
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) { showRows() }

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    let row = row(atOffset: targetContentOffset.y)
    if row >= 0 { targetContentOffset = offset(of: row) }
  }

  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { comeToRest() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { comeToRest() }

  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { comeToRest() }
}
