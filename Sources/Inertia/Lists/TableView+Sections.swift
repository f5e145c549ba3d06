import Foundation

/// Section headers and footers (sticky in the plain style) and the table header and footer views.
extension TableView {
  /// The title-sized header height UIKit uses: 28 pt in plain tables, 38 pt in grouped ones.
  static let titledHeaderHeight: CGFloat = 28
  static let groupedTitledHeaderHeight: CGFloat = 38
  /// The gap a grouped section leaves without a title, in points.
  static let groupedGapHeight: CGFloat = 18

  /// A header's or footer's height: the delegate's, else the table's, else worked out from the title.
  /// `tableDelegate` and `dataSource` are passed in so a reload of many sections looks them up once.
  func headerHeight(
    _ section: Int, isFooter: Bool, tableDelegate: TableViewDelegate?, dataSource: TableViewDataSource?
  ) -> Double {
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
      if let view = measuredSectionView(section, isFooter: isFooter, tableDelegate: tableDelegate) {
        return Double(selfSizedHeight(of: view))
      }
      let title =
        isFooter
        ? dataSource?.tableView(self, titleForFooterInSection: section)
        : dataSource?.tableView(self, titleForHeaderInSection: section)
      switch style {
      case .plain: height = title == nil ? 0 : Self.titledHeaderHeight
      case .grouped, .insetGrouped:
        height = title == nil ? Self.groupedGapHeight : Self.groupedTitledHeaderHeight
      }
    }
    return Double(height)
  }

  /// The delegate's view for a header or footer of automatic height, kept until it is first shown
  /// so the delegate makes it once; nil when the delegate gives none.
  private func measuredSectionView(_ section: Int, isFooter: Bool, tableDelegate: TableViewDelegate?) -> View?
  {
    guard let tableDelegate else { return nil }
    let view =
      isFooter
      ? tableDelegate.tableView(self, viewForFooterInSection: section)
      : tableDelegate.tableView(self, viewForHeaderInSection: section)
    if let view { measuredSectionViews[2 * section + (isFooter ? 1 : 0)] = view }
    return view
  }

  /// The height a header or footer view of automatic height takes at the table's width (UIKit
  /// self-sizes them since iOS 11): from Auto Layout when it holds constrained subviews (measured
  /// in the table, the width required), else from its `sizeThatFits(_:)` (a label's text height, a
  /// plain view's own height).
  private func selfSizedHeight(of view: View) -> CGFloat {
    let width = bounds.width
    let constrained = Self.holdsConstrainedSubviews(view, depth: 3)
    var height: CGFloat
    if constrained, window != nil {
      let added = view.superview == nil
      if added { addSubview(view) }
      view.layoutIfNeeded()
      height =
        view.systemLayoutSizeFitting(
          CGSize(width: width, height: View.layoutFittingCompressedSize.height),
          withHorizontalFittingPriority: .required,
          verticalFittingPriority: View.fittingSizeLevel
        ).height
      if added { view.removeFromSuperview() }
    } else {
      height = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
    return height.isFinite && height > 0 ? min(height, Self.maximumSectionViewHeight) : 0
  }

  /// Whether a subview of `view`, or of theirs down to `depth` levels (a header's content view),
  /// is placed by constraints.
  private static func holdsConstrainedSubviews(_ view: View, depth: Int) -> Bool {
    guard depth > 0 else { return false }
    return view.subviews.contains {
      !$0.translatesAutoresizingMaskIntoConstraints || holdsConstrainedSubviews($0, depth: depth - 1)
    }
  }

  /// The tallest a self-sized header or footer may be, in points.
  static let maximumSectionViewHeight: CGFloat = 100_000

  func sectionTitle(_ section: Int, isFooter: Bool) -> String? {
    isFooter
      ? dataSource?.tableView(self, titleForFooterInSection: section)
      : dataSource?.tableView(self, titleForHeaderInSection: section)
  }

  /// Registers the class of header and footer views made for `identifier` (nil removes it).
  public func register(
    _ viewClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterRegistry[identifier] = viewClass
    reusableHeaderFooterViews.removeAll { $0.reuseIdentifier == identifier }
  }

  /// A header or footer view for `identifier`: one that scrolled away (after its
  /// ``TableViewHeaderFooterView/prepareForReuse()``), else a new one of the registered class; nil
  /// when no class is registered for it.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView?
  {
    if let index = reusableHeaderFooterViews.lastIndex(where: { $0.reuseIdentifier == identifier }) {
      let view = reusableHeaderFooterViews.remove(at: index)
      view.prepareForReuse()
      return view
    }
    return headerFooterRegistry[identifier].map { $0.init(reuseIdentifier: identifier) }
  }

  /// The header view on screen for `section`, if it is a header-footer view (a title's header,
  /// or one the delegate dequeued), as UIKit's; nil when none shows or the delegate gave a plain
  /// view (`sectionHeaderView(forSection:)` returns any kind).
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    sectionHeaderView(forSection: section) as? TableViewHeaderFooterView
  }

  /// The footer view on screen for `section`, if it is a header-footer view (see
  /// ``headerView(forSection:)``).
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    sectionFooterView(forSection: section) as? TableViewHeaderFooterView
  }

  /// The header view on screen for `section`, of any class, if any.
  package func sectionHeaderView(forSection section: Int) -> View? {
    sectionViews.first { $0.section == section && !$0.isFooter }?.view
  }

  /// The footer view on screen for `section`, of any class, if any.
  package func sectionFooterView(forSection section: Int) -> View? {
    sectionViews.first { $0.section == section && $0.isFooter }?.view
  }

  func removeSectionViews() {
    for entry in sectionViews { entry.view.removeFromSuperview() }
    sectionViews.removeAll(keepingCapacity: true)
    spareSectionViews.removeAll()  // A reload may change the style or the titles' look.
    measuredSectionViews.removeAll()
  }

  /// The most title views kept for reuse.
  static let maximumSpareSectionViews = 4

  /// Takes a header or footer off screen; a title view the table made is kept for the next
  /// section (as UIKit reuses header views), so scrolling through sections makes no new views.
  private func retireSectionView(_ view: View) {
    view.removeFromSuperview()
    if let reusable = view as? TableViewHeaderFooterView, !reusable.isMadeByTable,
      let identifier = reusable.reuseIdentifier, headerFooterRegistry[identifier] != nil,
      reusableHeaderFooterViews.count < Self.maximumSpareSectionViews * 2
    {
      reusableHeaderFooterViews.append(reusable)
      return
    }
    if let titled = view as? TableViewHeaderFooterView, titled.isMadeByTable,
      spareSectionViews.count < Self.maximumSpareSectionViews
    {
      spareSectionViews.append(titled)
    }
  }

  /// Places the headers and footers of the sections in view; plain-style ones stick to the
  /// visible edges while their section is in view and are pushed off by the next one. The list of
  /// placed views is updated in place, in (section, header before footer) order, and each
  /// section's top and bottom are computed once (the bottom is the next section's top).
  /// `topSpan`, when given, is the section at the top of the bounds with its top and bottom.
  func placeSectionViews(topSpan: (section: Int, top: Double, bottom: Double)? = nil) {
    let count = geometry.sectionCount
    guard count > 0, geometry.hasHeadersOrFooters else {
      if !sectionViews.isEmpty { removeSectionViews() }
      return
    }
    let visible = bounds
    let insets = style == .plain ? adjustedContentInset : .zero
    var (section, top, bottom) = topSpan ?? geometry.sectionSpan(at: Double(visible.minY))
    var index = 0
    var shown = 0
    while section < count, top < Double(visible.maxY), shown < Self.maximumVisibleCells {
      let span = (top: CGFloat(top), bottom: CGFloat(bottom))
      placeSectionView(section, isFooter: false, span: span, visible: visible, insets: insets, at: &index)
      placeSectionView(section, isFooter: true, span: span, visible: visible, insets: insets, at: &index)
      section += 1
      shown += 1
      top = bottom
      if section < count { bottom = geometry.sectionTop(section + 1) }
    }
    while index < sectionViews.count { retireSectionView(sectionViews.remove(at: index).view) }
  }

  /// Places one header or footer as entry `index` of ``sectionViews`` (entries before it that
  /// were not placed again are removed) and moves `index` past it; nothing when it has no height
  /// or is out of view.
  private func placeSectionView(
    _ section: Int, isFooter: Bool, span: (top: CGFloat, bottom: CGFloat), visible: CGRect,
    insets: EdgeInsets, at index: inout Int
  ) {
    let height = CGFloat(isFooter ? geometry.footerHeights[section] : geometry.headerHeights[section])
    guard height > 0 else { return }
    let frame = stickyFrame(
      section, isFooter: isFooter, height: height, span: span, visible: visible, insets: insets)
    guard frame.maxY > visible.minY, frame.minY < visible.maxY else { return }
    let key = 2 * section + (isFooter ? 1 : 0)
    while index < sectionViews.count, sectionViews[index].key < key {
      retireSectionView(sectionViews.remove(at: index).view)
    }
    if index < sectionViews.count, sectionViews[index].key == key {
      if !Self.isSame(sectionViews[index].frame, frame) {
        sectionViews[index].view.assignFrame(frame)
        sectionViews[index].frame = frame
      }
    } else {
      let view = makeSectionView(section, isFooter: isFooter)
      if sectionIndexView.superview === self {
        insertSubview(view, belowSubview: sectionIndexView)
      } else {
        addSubview(view)
      }
      view.assignFrame(frame)
      sectionViews.insert(
        SectionView(section: section, isFooter: isFooter, view: view, frame: frame), at: index)
      if isFooter {
        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
      } else {
        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
      }
    }
    index += 1
  }

  private func makeSectionView(_ section: Int, isFooter: Bool) -> View {
    let measured = measuredSectionViews.removeValue(forKey: 2 * section + (isFooter ? 1 : 0))
    let given =
      measured
      ?? (isFooter
        ? tableDelegate?.tableView(self, viewForFooterInSection: section)
        : tableDelegate?.tableView(self, viewForHeaderInSection: section))
    if let given { return given }
    let view = spareSectionViews.popLast() ?? TableViewHeaderFooterView(reuseIdentifier: nil)
    view.isMadeByTable = true
    view.textLabel?.text = sectionTitle(section, isFooter: isFooter)
    view.isGrouped = style != .plain
    return view
  }

  /// Where a header or footer sits now: in the plain style a header stays at the top of the
  /// visible area (below the top inset) until its section's end pushes it up; a footer stays at
  /// the bottom until its section's start pushes it down.
  func stickyFrame(_ section: Int, isFooter: Bool, height: CGFloat) -> CGRect {
    let span = (top: CGFloat(geometry.sectionTop(section)), bottom: CGFloat(geometry.sectionBottom(section)))
    return stickyFrame(
      section, isFooter: isFooter, height: height, span: span, visible: bounds, insets: adjustedContentInset)
  }

  /// ``stickyFrame(_:isFooter:height:)`` for a section whose top and bottom are known, in the
  /// visible rect `visible` with insets `insets`.
  private func stickyFrame(
    _ section: Int, isFooter: Bool, height: CGFloat, span: (top: CGFloat, bottom: CGFloat), visible: CGRect,
    insets: EdgeInsets
  ) -> CGRect {
    let natural = isFooter ? span.bottom - height : span.top + CGFloat(geometry.headerPaddings[section])
    var y = natural
    if style == .plain {
      if isFooter {
        let pinned = visible.maxY - insets.bottom - height
        let headerBottom = span.top + CGFloat(geometry.aboveRows(section))
        y = max(min(natural, pinned), headerBottom)
      } else {
        let pinned = visible.minY + insets.top
        let footerTop = span.bottom - CGFloat(geometry.footerHeights[section])
        y = min(max(natural, pinned), footerTop - height)
      }
    }
    return CGRect(x: 0, y: y, width: visible.width, height: height)
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

  func replaceBackgroundView(_ old: View?) {
    if old !== backgroundView { old?.removeFromSuperview() }
    if let backgroundView {
      if backgroundView.superview !== self || subviews.first !== backgroundView {
        insertSubview(backgroundView, at: 0)
      }
      backgroundView.assignFrame(bounds)
    }
  }

  func placeTableAccessories() {
    if let backgroundView {
      // Cells and headers are inserted below other views; the background stays below them all.
      if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
      if backgroundView.frame != bounds { backgroundView.assignFrame(bounds) }
    }
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
