import Foundation

/// A text attribute's font as a navigation bar reads it: its size in points (InertiaUIKit's
/// UIFont conforms).
public protocol FontPointSizeProviding {
  /// The font's size in points.
  var pointSize: CGFloat { get }
}

extension NavigationBar {
  /// The small title's font size without attributes, in points.
  static let titleFontSize: CGFloat = 17
  /// The large title's font size without attributes, in points.
  static let largeTitleFontSize: CGFloat = 34

  /// The settings every bar made afterwards starts with (UIAppearance's proxy:
  /// `UINavigationBar.appearance().barTintColor = ...` in the application delegate). A new bar
  /// takes the proxy's ``barTintColor``, `tintColor`, ``titleTextAttributes``,
  /// ``largeTitleTextAttributes`` and ``isTranslucent`` when they were set; its own settings
  /// made later win. Bars made before are not changed.
  public static func appearance() -> NavigationBar {
    if let proxy = appearanceProxy { return proxy }
    let proxy = NavigationBar()
    appearanceProxy = proxy
    return proxy
  }

  /// The proxy ``appearance()`` returns, made on first use.
  private static var appearanceProxy: NavigationBar?

  /// Takes the settings made on the appearance proxy (from the initializer).
  func takeAppearance() {
    guard let proxy = Self.appearanceProxy, proxy !== self else { return }
    if let color = proxy.barTintColor { barTintColor = color }
    if let tint = proxy.storedTintColor { tintColor = tint }
    if let attributes = proxy.titleTextAttributes { titleTextAttributes = attributes }
    if let attributes = proxy.largeTitleTextAttributes { largeTitleTextAttributes = attributes }
    if !proxy.isTranslucent { isTranslucent = false }
  }

  /// Colours and sizes `label` by `attributes` (black and `size` points where they say nothing).
  static func apply(_ attributes: [NSAttributedString.Key: Any]?, to label: Label, size: CGFloat) {
    let color = attributes?[NSAttributedString.Key("NSColor")] as? Color
    let font = attributes?[NSAttributedString.Key("NSFont")] as? FontPointSizeProviding
    label.textColor = color ?? .black
    label.fontSize = font?.pointSize ?? size
  }
}
