import Foundation

// UITableView's appearance proxy: `UITableView.appearance().estimatedSectionHeaderHeight = 0`, set
// in the application delegate, reaches every table as it enters a window. A setting the table
// changed from its default itself wins.

extension TableView {
  /// The settings every table takes when it enters a window unless it changed them itself
  /// (UIAppearance's proxy): the estimated row, header and footer heights, ``rowHeight``,
  /// ``separatorStyle`` and ``separatorColor``.
  public static func appearance() -> TableView {
    if let proxy = tableProxy { return proxy }
    let proxy = TableView()
    tableProxy = proxy
    return proxy
  }

  /// The proxy ``appearance()`` returns, made on first use.
  private static var tableProxy: TableView?

  /// Takes the proxy's settings this table left at their defaults.
  func takeAppearance() {
    guard let proxy = Self.tableProxy, proxy !== self else { return }
    let automatic = TableView.automaticDimension
    if estimatedRowHeight == 0, proxy.estimatedRowHeight != 0 {
      estimatedRowHeight = proxy.estimatedRowHeight
    }
    if estimatedSectionHeaderHeight == automatic, proxy.estimatedSectionHeaderHeight != automatic {
      estimatedSectionHeaderHeight = proxy.estimatedSectionHeaderHeight
    }
    if estimatedSectionFooterHeight == automatic, proxy.estimatedSectionFooterHeight != automatic {
      estimatedSectionFooterHeight = proxy.estimatedSectionFooterHeight
    }
    if rowHeight == Self.defaultRowHeight, proxy.rowHeight != Self.defaultRowHeight {
      rowHeight = proxy.rowHeight
    }
    if separatorStyle == .singleLine, proxy.separatorStyle != .singleLine {
      separatorStyle = proxy.separatorStyle
    }
    if separatorColor == .systemGray5, proxy.separatorColor != .systemGray5 {
      separatorColor = proxy.separatorColor
    }
  }
}
