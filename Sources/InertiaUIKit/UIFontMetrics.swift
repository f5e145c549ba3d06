import Foundation
import Inertia

/// Scales fonts and lengths for Dynamic Type, as UIFontMetrics. Inertia has one content size
/// category, UIKit's default (Large), at which UIKit's scale for every text style is 1: fonts and
/// values come back at their size (a maximum point size still caps a font).
public struct UIFontMetrics: Sendable {
  /// The text style the metrics scale for.
  public let textStyle: UIFont.TextStyle

  /// The metrics of `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

  /// The body style's metrics (UIKit's `UIFontMetrics.default`).
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// `font` scaled for the content size category: the font itself at the default category.
  public func scaledFont(for font: UIFont) -> UIFont { font }

  /// `font` scaled, then capped at `maximumPointSize` (a non-positive or non-finite maximum does
  /// not cap, as in UIKit).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    let scaled = scaledFont(for: font)
    guard maximumPointSize.isFinite, maximumPointSize > 0, scaled.pointSize > maximumPointSize else {
      return scaled
    }
    return scaled.withSize(maximumPointSize)
  }

  /// `font` scaled for `traitCollection`'s category: the default category here.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    scaledFont(for: font)
  }

  /// `value` scaled for the content size category: the value itself at the default category.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }

  /// `value` scaled for `traitCollection`'s category: the value itself here.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    value
  }
}
