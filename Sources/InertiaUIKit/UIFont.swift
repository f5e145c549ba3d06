import Inertia

/// UIKit's name for ``Inertia/Font``: a point size, a weight and a name.
public typealias UIFont = Font

extension UIFont {
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
  /// The system font at `fontSize` points and the raw weight `weight`, -1 ... 1 (Swift 3's form,
  /// taking `UIFontWeightSemibold` and the other Swift 3 weight names).
  @_disfavoredOverload
  public static func systemFont(ofSize fontSize: CGFloat, weight: CGFloat) -> UIFont {
    UIFont(size: fontSize, weight: Weight(rawValue: weight))
  }
  /// The system font with digits of one width at `fontSize` points and the raw weight `weight`
  /// (Swift 3's form).
  @_disfavoredOverload
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: CGFloat) -> UIFont {
    UIFont(size: fontSize, weight: Weight(rawValue: weight))
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
