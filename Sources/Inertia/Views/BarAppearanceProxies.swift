import Foundation

// UIAppearance proxies of tab bars, tab bar items and page controls:
// `UITabBar.appearance().barTintColor = ...`, `UITabBarItem.appearance().setTitleTextAttributes(...)`
// and `UIPageControl.appearance().currentPageIndicatorTintColor = ...`, set in the application
// delegate, style every bar, item and page control as it enters a window. A setting the instance
// changed from its default itself wins.

extension TabBar {
  /// The settings every tab bar takes when it enters a window unless it changed them itself
  /// (UIAppearance's proxy): ``barTintColor``, ``unselectedItemTintColor``, `tintColor`,
  /// ``isTranslucent``, `backgroundColor`, ``backgroundImage``, ``shadowImage``,
  /// ``selectionIndicatorImage``, ``standardAppearance`` and ``scrollEdgeAppearance``.
  public static func appearance() -> TabBar {
    if let proxy = tabBarProxy { return proxy }
    let proxy = TabBar()
    tabBarProxy = proxy
    return proxy
  }

  /// The proxy ``appearance()`` returns, made on first use.
  private static var tabBarProxy: TabBar?

  /// Takes the proxy's settings this bar left at their defaults.
  func takeAppearance() {
    guard let proxy = Self.tabBarProxy, proxy !== self else { return }
    if barTintColor == nil, let color = proxy.barTintColor { barTintColor = color }
    if unselectedItemTintColor == nil, let color = proxy.unselectedItemTintColor {
      unselectedItemTintColor = color
    }
    if storedTintColor == nil, let color = proxy.storedTintColor { tintColor = color }
    if isTranslucent, !proxy.isTranslucent { isTranslucent = false }
    if backgroundColor == nil, let color = proxy.backgroundColor { backgroundColor = color }
    if backgroundImage == nil, let image = proxy.backgroundImage { backgroundImage = image }
    if shadowImage == nil, let image = proxy.shadowImage { shadowImage = image }
    if selectionIndicatorImage == nil, let image = proxy.selectionIndicatorImage {
      selectionIndicatorImage = image
    }
    if appearanceObjects.standard == nil, let standard = proxy.appearanceObjects.standard {
      standardAppearance = standard
    }
    if appearanceObjects.scrollEdge == nil, let edge = proxy.appearanceObjects.scrollEdge {
      scrollEdgeAppearance = edge
    }
  }
}

extension TabBarItem {
  /// The settings every tab bar item takes unless it set them itself (UIAppearance's proxy, set in
  /// the application delegate: `UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor:
  /// color], for: .selected)`): the title's attributes, state by state.
  public static func appearance() -> TabBarItem {
    if let proxy = tabBarItemProxy { return proxy }
    let proxy = TabBarItem()
    tabBarItemProxy = proxy
    return proxy
  }

  /// The proxy ``appearance()`` returns, made on first use.
  private static var tabBarItemProxy: TabBarItem?

  /// The title attributes a bar shows for `state`: the item's own for the state, else the
  /// proxy's, else the same for `.normal` (as UIKit applies a proxy's values by state to an item
  /// that did not set that state itself).
  func shownTitleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
    let proxy = Self.tabBarItemProxy.flatMap { $0 === self ? nil : $0 }
    return titleTextAttributes(for: state) ?? proxy?.titleTextAttributes(for: state)
      ?? titleTextAttributes(for: .normal) ?? proxy?.titleTextAttributes(for: .normal)
  }
}

extension PageControl {
  /// The settings every page control takes when it enters a window unless it changed them
  /// itself (UIAppearance's proxy): the two indicator tint colours and `backgroundColor`.
  public static func appearance() -> PageControl {
    if let proxy = pageControlProxy { return proxy }
    let proxy = PageControl()
    pageControlProxy = proxy
    return proxy
  }

  /// The proxy ``appearance()`` returns, made on first use.
  private static var pageControlProxy: PageControl?

  /// Takes the proxy's settings this control left at their defaults.
  func takeAppearance() {
    guard let proxy = Self.pageControlProxy, proxy !== self else { return }
    if pageIndicatorTintColor == nil { pageIndicatorTintColor = proxy.pageIndicatorTintColor }
    if currentPageIndicatorTintColor == nil {
      currentPageIndicatorTintColor = proxy.currentPageIndicatorTintColor
    }
    if backgroundColor == nil, let color = proxy.backgroundColor { backgroundColor = color }
  }
}
