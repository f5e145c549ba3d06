import Foundation

/// A toolbar's background and hairline (UIToolbarAppearance), given to a ``Toolbar`` as its
/// ``Toolbar/standardAppearance`` and the other appearances. See also ``BarAppearance``.
@preconcurrency @MainActor
open class ToolbarAppearance: BarAppearance {
  /// An appearance with the default translucent background and hairline.
  public required init() { super.init() }

  /// A copy of `appearance`'s settings.
  public required init(barAppearance appearance: BarAppearance) {
    super.init(barAppearance: appearance)
  }
}

/// Where a bar sits, for the images it draws there (UIBarPosition, UIKit's raw values).
public enum BarPosition: Int, Sendable {
  /// Any position.
  case any = 0
  /// At the bottom of its view (a toolbar's usual place).
  case bottom = 1
  /// At the top of its view.
  case top = 2
  /// At the top of the screen, its background reaching under the status bar.
  case topAttached = 3
}

/// The appearance objects and older background images a toolbar holds (its own copies).
struct ToolbarAppearanceObjects {
  var standard: ToolbarAppearance?
  var compact: ToolbarAppearance?
  var scrollEdge: ToolbarAppearance?
  var compactScrollEdge: ToolbarAppearance?
  /// The standard appearance read before one was set: promoted to ``standard`` when changed.
  var readDefault: ToolbarAppearance?
  /// The images `setBackgroundImage(_:forToolbarPosition:barMetrics:)` gave, by position and metrics.
  var backgroundImages: [Int: Image] = [:]
  /// The images `setShadowImage(_:forToolbarPosition:)` gave, by position.
  var shadowImages: [BarPosition: Image] = [:]

  /// The key of `position` and `metrics` in ``backgroundImages``.
  static func key(_ position: BarPosition, _ metrics: NavigationBar.BarMetrics) -> Int {
    position.rawValue * 1000 + metrics.rawValue
  }
}
