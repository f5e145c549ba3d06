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

  /// The settings every bar shows unless it sets its own (UIAppearance's proxy:
  /// `UINavigationBar.appearance().barTintColor = ...` in the application delegate). A bar takes
  /// the proxy's ``barTintColor``, `tintColor`, ``titleTextAttributes``,
  /// ``largeTitleTextAttributes`` and ``isTranslucent`` that were set on the proxy when it is
  /// made, and again after the proxy changes when it next enters a window or lays out (as on
  /// iOS, bars already on screen change at their next layout), and the ``shadowImage`` and
  /// background images (``setBackgroundImage(_:for:)``) it holds. Settings made on the bar itself
  /// always win.
  public static func appearance() -> NavigationBar {
    if let proxy = appearanceProxy { return proxy }
    let proxy = NavigationBar()
    appearanceProxy = proxy
    return proxy
  }

  /// The proxy ``appearance()`` returns, made on first use.
  private static var appearanceProxy: NavigationBar?
  /// Counts the settings made on the proxy, so a bar knows when it is out of date.
  private static var appearanceVersion = 0

  /// Notes that `setting` was set: on the proxy it becomes part of the appearance; on a bar, the
  /// bar's own value from now on (unless the proxy is being applied).
  func noteSetting(_ setting: BarAppearanceSettings) {
    guard !applyingAppearance else { return }
    ownSettings.insert(setting)
    if self === Self.appearanceProxy { Self.appearanceVersion += 1 }
  }

  /// Takes the proxy's settings that this bar did not set itself, if the proxy changed since
  /// the last time (from the initializer, on entering a window, on layout).
  func takeAppearance() {
    guard let proxy = Self.appearanceProxy, proxy !== self, appliedAppearanceVersion != Self.appearanceVersion
    else { return }
    appliedAppearanceVersion = Self.appearanceVersion
    let settings = proxy.ownSettings.subtracting(ownSettings)
    applyingAppearance = true
    defer { applyingAppearance = false }
    if settings.contains(.barTintColor) { barTintColor = proxy.barTintColor }
    if settings.contains(.tintColor) {
      tintColor = proxy.storedTintColor
      controller?.barAppearanceChanged()
    }
    if settings.contains(.titleTextAttributes) { titleTextAttributes = proxy.titleTextAttributes }
    if settings.contains(.largeTitleTextAttributes) {
      largeTitleTextAttributes = proxy.largeTitleTextAttributes
    }
    if settings.contains(.isTranslucent) { isTranslucent = proxy.isTranslucent }
    if settings.contains(.standardAppearance) { standardAppearance = proxy.standardAppearance }
    if settings.contains(.compactAppearance) { compactAppearance = proxy.compactAppearance }
    if settings.contains(.scrollEdgeAppearance) { scrollEdgeAppearance = proxy.scrollEdgeAppearance }
    if settings.contains(.compactScrollEdgeAppearance) {
      compactScrollEdgeAppearance = proxy.compactScrollEdgeAppearance
    }
    // Images the proxy holds: one cleared on the proxy leaves the bars that took it alone.
    if settings.contains(.shadowImage), let image = proxy.shadowImage { shadowImage = image }
    if settings.contains(.backgroundImages) {
      for (metrics, image) in proxy.appearanceObjects.legacyBackgroundImages {
        setBackgroundImage(image, for: metrics)
      }
    }
  }

  /// Colours and sizes `label` by `attributes` (the bar style's title colour and `size` points
  /// where they say nothing).
  static func apply(
    _ attributes: [NSAttributedString.Key: Any]?, to label: Label, size: CGFloat, style: BarStyle
  ) {
    let color = attributes?[NSAttributedString.Key("NSColor")] as? Color
    let font = attributes?[NSAttributedString.Key("NSFont")] as? FontPointSizeProviding
    label.textColor = color ?? style.titleColor
    label.fontSize = font?.pointSize ?? size
  }
}

/// The settings of a bar that its appearance proxy can give it.
struct BarAppearanceSettings: OptionSet {
  let rawValue: Int
  static let barTintColor = BarAppearanceSettings(rawValue: 1)
  static let tintColor = BarAppearanceSettings(rawValue: 2)
  static let titleTextAttributes = BarAppearanceSettings(rawValue: 4)
  static let largeTitleTextAttributes = BarAppearanceSettings(rawValue: 8)
  static let isTranslucent = BarAppearanceSettings(rawValue: 16)
  static let standardAppearance = BarAppearanceSettings(rawValue: 32)
  static let compactAppearance = BarAppearanceSettings(rawValue: 64)
  static let scrollEdgeAppearance = BarAppearanceSettings(rawValue: 128)
  static let compactScrollEdgeAppearance = BarAppearanceSettings(rawValue: 256)
  static let shadowImage = BarAppearanceSettings(rawValue: 512)
  static let backgroundImages = BarAppearanceSettings(rawValue: 1024)
}
