import Foundation

/// Section headers and footers (sticky in the plain style) and the table header and footer views.
extension TableView {
  /// The title-sized header height UIKit uses: 28 pt in plain tables, 38 pt in grouped ones.
  static let titledHeaderHeight: CGFloat = 28
  static let groupedTitledHeaderHeight: CGFloat = 38
  /// The gap a grouped section leaves without a title, in points.
  static let groupedGapHeight: CGFloat = 18

  /// A header's or footer's height: the delegate's, else the table's, else worked out from the title.
  func headerHeight(_ section: Int, isFooter: Bool) -> Double {
    var height: CGFloat
    if let tableDelegate {
      height =
        isFooter
        ? tableDelegate.tableView(self, heightForFooterInSection: section)
        : tableDelegate.tableView(self, heightForHeaderInSection: section)
    } else {
      height = isFooter ? sectionFooterHeight : sectionHeaderHeight
    }
    if height == Self.automaticDimension || !height.isFinite || height < 0 {
      let title = sectionTitle(section, isFooter: isFooter)
      switch style {
      case .plain: height = title == nil ? 0 : Self.titledHeaderHeight
      case .grouped, .insetGrouped:
        height = title == nil ? Self.groupedGapHeight : Self.groupedTitledHeaderHeight
      }
    }
    return Double(height)
  }

  func sectionTitle(_ section: Int, isFooter: Bool) -> String? {
    isFooter
      ? dataSource?.tableView(self, titleForFooterInSection: section)
      : dataSource?.tableView(self, titleForHeaderInSection: section)
  }

  /// The header view on screen for `section`, if any.
  public func headerView(forSection section: Int) -> View? {
    sectionViews.first { $0.section == section && !$0.isFooter }?.view
  }

  /// The footer view on screen for `section`, if any.
  public func footerView(forSection section: Int) -> View? {
    sectionViews.first { $0.section == section && $0.isFooter }?.view
  }

  func removeSectionViews() {
    for entry in sectionViews { entry.view.removeFromSuperview() }
    sectionViews.removeAll(keepingCapacity: true)
  }

  /// Places the headers and footers of the sections in view; plain-style ones stick to the
  /// visible edges while their section is in view and are pushed off by the next one.
  func placeSectionViews() {
    nextSectionViews.removeAll(keepingCapacity: true)
    let count = geometry.sectionCount
    guard count > 0 else {
      removeSectionViews()
      return
    }
    let top = bounds.minY
    let bottom = bounds.maxY
    var section = geometry.section(at: top)
    var shown = 0
    while section < count, geometry.sectionTop(section) < bottom, shown < Self.maximumVisibleCells {
      placeSectionView(section, isFooter: false)
      placeSectionView(section, isFooter: true)
      section += 1
      shown += 1
    }
    for entry in sectionViews where !nextSectionViews.contains(where: { $0.view === entry.view }) {
      entry.view.removeFromSuperview()
    }
    swap(&sectionViews, &nextSectionViews)
  }

  private func placeSectionView(_ section: Int, isFooter: Bool) {
    let height = CGFloat(isFooter ? geometry.footerHeights[section] : geometry.headerHeights[section])
    guard height > 0 else { return }
    let frame = stickyFrame(section, isFooter: isFooter, height: height)
    guard frame.maxY > bounds.minY, frame.minY < bounds.maxY else { return }
    let view: View
    var lastFrame = CGRect.null
    if let existing = sectionViews.first(where: { $0.section == section && $0.isFooter == isFooter }) {
      view = existing.view
      lastFrame = existing.frame
    } else {
      view = makeSectionView(section, isFooter: isFooter)
      if sectionIndexView.superview === self {
        insertSubview(view, belowSubview: sectionIndexView)
      } else {
        addSubview(view)
      }
    }
    if lastFrame != frame { view.assignFrame(frame) }
    nextSectionViews.append(SectionView(section: section, isFooter: isFooter, view: view, frame: frame))
  }

  private func makeSectionView(_ section: Int, isFooter: Bool) -> View {
    let given =
      isFooter
      ? tableDelegate?.tableView(self, viewForFooterInSection: section)
      : tableDelegate?.tableView(self, viewForHeaderInSection: section)
    if let given { return given }
    let view = TableViewHeaderFooterView(reuseIdentifier: nil)
    view.textLabel.text = sectionTitle(section, isFooter: isFooter)
    view.isGrouped = style != .plain
    return view
  }

  /// Where a header or footer sits now: in the plain style a header stays at the top of the
  /// visible area (below the top inset) until its section's end pushes it up; a footer stays at
  /// the bottom until its section's start pushes it down.
  func stickyFrame(_ section: Int, isFooter: Bool, height: CGFloat) -> CGRect {
    let natural = CGFloat(isFooter ? geometry.footerTop(section) : geometry.headerTop(section))
    var y = natural
    if style == .plain {
      let sectionTop = CGFloat(geometry.sectionTop(section))
      let sectionBottom = CGFloat(geometry.sectionBottom(section))
      if isFooter {
        let pinned = bounds.maxY - adjustedContentInset.bottom - height
        let headerBottom = sectionTop + CGFloat(geometry.headerHeights[section])
        y = max(min(natural, pinned), headerBottom)
      } else {
        let pinned = bounds.minY + adjustedContentInset.top
        let footerTop = sectionBottom - CGFloat(geometry.footerHeights[section])
        y = min(max(natural, pinned), footerTop - height)
      }
    }
    return CGRect(x: 0, y: y, width: bounds.width, height: height)
  }

  // MARK: Table header and footer

  func replaceAccessory(_ old: View?, with new: View?) {
    if old !== new { old?.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    updateTableAccessoryHeights()
    syncContentHeight()
    setNeedsLayout()
  }

  func updateTableAccessoryHeights() {
    geometry.tableHeaderHeight = Double(Self.accessoryHeight(tableHeaderView))
    geometry.tableFooterHeight = Double(Self.accessoryHeight(tableFooterView))
  }

  private static func accessoryHeight(_ view: View?) -> CGFloat {
    guard let height = view?.frame.height, height.isFinite, height > 0 else { return 0 }
    return height
  }

  func placeTableAccessories() {
    if let header = tableHeaderView {
      let frame = CGRect(x: 0, y: 0, width: bounds.width, height: CGFloat(geometry.tableHeaderHeight))
      header.assignFrame(frame)
    }
    if let footer = tableFooterView {
      let height = CGFloat(geometry.tableFooterHeight)
      let frame = CGRect(
        x: 0, y: CGFloat(geometry.contentHeight) - height, width: bounds.width, height: height)
      footer.assignFrame(frame)
    }
  }
}
