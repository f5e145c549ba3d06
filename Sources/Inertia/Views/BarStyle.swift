import Foundation

/// A bar's style (UIBarStyle, UIKit's raw values): the light bar of iOS or the black one.
public enum BarStyle: Int, Sendable {
  /// The light bar: its background is the bar's usual grey material, its titles black.
  case `default` = 0
  /// The black bar: a dark background and white titles.
  case black = 1
  /// The older translucent black bar (deprecated in UIKit): drawn as ``black``.
  case blackTranslucent = 2

  /// UIKit's deprecated name for ``black``.
  public static let blackOpaque = BarStyle.black

  /// The background a navigation bar of this style draws without a bar tint colour: nil for the
  /// default style (the bar's usual background), iOS's dark bar material for the black ones.
  public var barColor: Color? {
    switch self {
    case .default: return nil
    case .black, .blackTranslucent: return Color(red: 0.086, green: 0.086, blue: 0.086, alpha: 0.94)
    }
  }

  /// The colour of titles whose attributes give none: black on the default bar, white on black.
  public var titleColor: Color { self == .default ? .black : .white }

  /// The status bar style that goes with the bar: light content over a black bar.
  public var statusBarStyle: StatusBarStyle { self == .default ? .default : .lightContent }
}
