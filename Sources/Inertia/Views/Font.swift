import Foundation

/// A font as UIKit's `UIFont` describes it: a point size, a weight and a name (Inertia draws one
/// face; the weight and name are kept for code that reads them back). InertiaUIKit names it
/// `UIFont` and adds UIKit's constructors (`systemFont(ofSize:)`, `preferredFont(forTextStyle:)`).
///
/// See also: ``Label/font``.
public struct Font: Hashable, Sendable {
  /// UIKit's font weights, UIFont.Weight, with UIKit's raw values.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The raw weight, -1 (ultra light) ... 1 (black).
    public let rawValue: CGFloat
    /// Creates a weight from its raw value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// -0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// -0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// -0.4.
    public static let light = Weight(rawValue: -0.4)
    /// 0 (the default).
    public static let regular = Weight(rawValue: 0)
    /// 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// 0.3.
    public static let semibold = Weight(rawValue: 0.3)
    /// 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// 0.62.
    public static let black = Weight(rawValue: 0.62)
  }

  /// UIKit's text styles (UIFont.TextStyle) with their default sizes and weights.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name, as UIKit's raw values ("UICTFontTextStyleBody", ...).
    public let rawValue: String
    /// Creates a style from its raw name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// 34 pt.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// 28 pt.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// 22 pt.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// 20 pt.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// 17 pt semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// 15 pt.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// 17 pt.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// 16 pt.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// 13 pt.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// 12 pt.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// 11 pt.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The default size and weight at the default content size category.
    package var metrics: (size: CGFloat, weight: Weight) {
      let table: [String: (CGFloat, Weight)] = [
        "UICTFontTextStyleTitle0": (34, .regular), "UICTFontTextStyleTitle1": (28, .regular),
        "UICTFontTextStyleTitle2": (22, .regular), "UICTFontTextStyleTitle3": (20, .regular),
        "UICTFontTextStyleHeadline": (17, .semibold), "UICTFontTextStyleSubhead": (15, .regular),
        "UICTFontTextStyleCallout": (16, .regular), "UICTFontTextStyleFootnote": (13, .regular),
        "UICTFontTextStyleCaption1": (12, .regular), "UICTFontTextStyleCaption2": (11, .regular),
      ]
      return table[rawValue] ?? (17, .regular)
    }
  }

  /// The size in points; non-finite or negative sizes become 17 (UIKit's body size).
  public let pointSize: CGFloat
  /// The weight. Default regular.
  public let weight: Weight
  /// The font's name: the name asked for, or ".SFUI-Regular" style names for system fonts
  /// (Inertia draws every font with one face).
  public let fontName: String

  /// Creates a font of `size` points and `weight`.
  public init(size: CGFloat, weight: Weight = .regular) {
    self.init(name: nil, size: size, weight: weight)
  }

  /// A font named `name` (a system font's name for nil) of `size` points and `weight`.
  package init(name: String?, size: CGFloat, weight: Weight) {
    pointSize = size.isFinite && size >= 0 ? size : 17
    self.weight = weight
    fontName = name ?? (weight.rawValue >= Weight.bold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular")
  }
}
