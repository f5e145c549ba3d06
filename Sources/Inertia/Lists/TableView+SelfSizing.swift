import Foundation

/// The measuring pass of self-sizing rows: which row stays still while estimates above it are
/// replaced, and how far they moved it.
struct TableSizingState {
  /// The first visible row before the pass; rows measured above it move it.
  var anchorRow = Int.max
  /// How much the rows measured above ``anchorRow`` grew in this pass, in points.
  var shiftAboveAnchor = 0.0
}

extension TableView {
  /// Places cells for self-sizing rows: each row is measured once, when its cell first appears
  /// (before willDisplay, as in UIKit), and later rows are placed from the measured height in the
  /// same pass. When rows above the first visible row changed, the offset moves by the same amount
  /// so the visible rows stay still, and the cells are placed again (at most three passes).
  func placeCellsMeasuringRows() {
    let anchor = sizingAnchor()
    sizing.anchorRow = anchor?.row ?? Int.max
    for _ in 0..<3 {
      sizing.shiftAboveAnchor = 0
      placeCells()
      guard sizing.shiftAboveAnchor != 0, let anchor, anchor.offset.isFinite else { break }
      syncContentHeight()
      let top = geometry.rowTop(anchor.row, section: geometry.section(ofRow: anchor.row))
      let wanted = top - anchor.offset
      guard abs(wanted - bounds.minY) > 1e-9 else { break }
      contentOffset = CGPoint(x: contentOffset.x, y: wanted)
    }
    sizing.anchorRow = Int.max
  }

  /// The row that stays still while rows are measured, and its distance from the top of the
  /// bounds: the first row with a cell when it is still in the bounds (scrolling), else the row
  /// now at the top (a jump, as scrollToRow or setContentOffset make), so the rows measured above it
  /// do not move what the jump showed.
  private func sizingAnchor() -> (row: Int, offset: CGFloat)? {
    let sliver = CGFloat(TableGeometry.sliver)
    if let first = visible.first, first.frame.maxY > bounds.minY + sliver || first.frame.minY >= bounds.minY,
      first.frame.minY < bounds.maxY
    {
      return (first.row, first.frame.minY - bounds.minY)
    }
    let y = Double(bounds.minY) + TableGeometry.sliver
    guard y.isFinite, geometry.sectionCount > 0 else { return nil }
    let section = geometry.section(at: y)
    let row = firstRow(inSection: section, from: bounds.minY)
    guard row < geometry.firstRow(ofSection: section + 1) else { return nil }
    return (row, CGFloat(geometry.rowTop(row, section: section)) - bounds.minY)
  }

  /// Measures `cell` for `row` at the width of `frame`, records the height and returns the row's
  /// frame with it.
  func measureRow(_ row: Int, cell: TableViewCell, frame: CGRect) -> CGRect {
    var height = fittingHeight(of: cell, width: frame.width)
    if !(height.isFinite && height >= 0) { height = CGFloat(geometry.rows.height(row)) }
    let change = geometry.setRowHeight(row, to: Double(height))
    if row < sizing.anchorRow { sizing.shiftAboveAnchor += change }
    return CGRect(
      x: frame.minX, y: frame.minY, width: frame.width, height: CGFloat(geometry.rows.height(row)))
  }

  /// The height a self-sizing cell wants at `width`: from Auto Layout when its content view holds
  /// constrained subviews (systemLayoutSizeFitting with the width required and the height as
  /// small as the constraints allow, as UIKit does), else from ``TableViewCell/sizeThatFits(_:)``.
  func fittingHeight(of cell: TableViewCell, width: CGFloat) -> CGFloat {
    let content = cell.contentView
    guard cell.window != nil,
      content.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints })
    else {
      return cell.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
    cell.layoutIfNeeded()  // The content view takes the cell's width less editing controls.
    let size = content.systemLayoutSizeFitting(
      CGSize(width: content.frame.width, height: View.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: View.fittingSizeLevel)
    return size.height + (cell.frame.height - content.frame.height)
  }
}
