import Foundation

// UIAppearance proxies of tab bars and page controls: `UITabBar.appearance().barTintColor = ...`
// and `UIPageControl.appearance().currentPageIndicatorTintColor = ...`, set in the application
// delegate, style every bar and page control as it enters a window. A setting the instance
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
