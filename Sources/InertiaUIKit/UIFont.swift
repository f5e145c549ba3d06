import Inertia

/// A font as UIKit names it: a point size and a weight (Inertia draws one face; the weight is kept
/// for code that reads it back).
public struct UIFont: Hashable, Sendable {
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
    var metrics: (size: CGFloat, weight: Weight) {
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

  init(name: String?, size: CGFloat, weight: Weight) {
    pointSize = size.isFinite && size >= 0 ? size : 17
    self.weight = weight
    fontName = name ?? (weight.rawValue >= Weight.bold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular")
  }

  /// The font named `fontName` at `fontSize` points (UIFont(name:size:)). Every name gives a font
  /// here (drawn with the one face Inertia has), so code that unwraps it keeps working; names
  /// ending in "Bold", "Heavy" or "Black" read back a bold weight.
  public init?(name fontName: String, size fontSize: CGFloat) {
    let lower = fontName.lowercased()
    let bold = ["bold", "heavy", "black"].contains { lower.hasSuffix($0) }
    self.init(name: fontName, size: fontSize, weight: bold ? .bold : .regular)
  }

  /// The family: the name before any "-" style suffix.
  public var familyName: String { String(fontName.split(separator: "-").first ?? Substring(fontName)) }
  /// The line height (1.2 em, the metric Inertia's text measuring uses).
  public var lineHeight: CGFloat { pointSize * 1.2 }
  /// The distance from the baseline to the top of the line (0.96 em: 0.8 of the line height).
  public var ascender: CGFloat { lineHeight * 0.8 }
  /// The distance from the baseline to the bottom of the line, negative (-0.24 em).
  public var descender: CGFloat { -lineHeight * 0.2 }

  /// The font for `style` at the default content size (body 17, headline 17 semibold, ...).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let metrics = style.metrics
    return UIFont(size: metrics.size, weight: metrics.weight)
  }
  /// The italic system font (drawn upright here).
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
  /// The system font with monospaced digits (every digit is one advance here already).
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(size: fontSize, weight: weight)
  }
  /// The monospaced system font.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(name: "Menlo", size: fontSize, weight: weight)
  }
  /// The font size of small text, 12 points.
  public static var smallSystemFontSize: CGFloat { 12 }
  /// The font size of labels, 17 points.
  public static var labelFontSize: CGFloat { 17 }
  /// The font size of buttons, 18 points.
  public static var buttonFontSize: CGFloat { 18 }

  /// The system font at `fontSize` points and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(size: fontSize, weight: weight)
  }
  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(size: fontSize, weight: .bold)
  }
  /// The font size of body text, 17 points.
  public static var systemFontSize: CGFloat { 17 }
  /// A copy at `fontSize` points.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(name: fontName, size: fontSize, weight: weight)
  }
}

extension Label {
  /// The label's font as UIKit spells it; setting it sets `fontSize` (the weight is
  /// not drawn and reads back as regular).
  public var font: UIFont! {
    get { UIFont(size: fontSize) }
    set { fontSize = newValue?.pointSize ?? 17 }
  }
}

extension Color {
  /// Creates a colour from CGFloat components, as UIColor(red:green:blue:alpha:) takes them.
  /// Disfavoured, so integer literals (`UIColor(red: 1, green: 0, blue: 0, alpha: 1)`) pick the
  /// Double initializer instead of being ambiguous.
  @_disfavoredOverload
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}

extension UIFont: FontPointSizeProviding {}

extension ListContentConfiguration.TextProperties {
  /// The font as UIKit spells it; setting it sets ``Inertia/ListContentConfiguration/TextProperties/fontSize``.
  public var font: UIFont {
    get { UIFont(size: fontSize) }
    set { fontSize = newValue.pointSize }
  }
}

/// Buttons read an attributed title's font size through this.
extension UIFont: PointSizedFont {}
