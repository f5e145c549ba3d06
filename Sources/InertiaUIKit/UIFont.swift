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

  /// The size in points; non-finite or negative sizes become 17 (UIKit's body size).
  public let pointSize: CGFloat
  /// The weight. Default regular.
  public let weight: Weight

  /// Creates a font of `size` points and `weight`.
  public init(size: CGFloat, weight: Weight = .regular) {
    pointSize = size.isFinite && size >= 0 ? size : 17
    self.weight = weight
  }

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
  public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: weight) }
}

extension Label {
  /// The label's font as UIKit spells it; setting it sets ``Inertia/Label/fontSize`` (the weight is
  /// not drawn and reads back as regular).
  public var font: UIFont! {
    get { UIFont(size: fontSize) }
    set { fontSize = newValue?.pointSize ?? 17 }
  }
}

extension Color {
  /// Creates a colour from CGFloat components, as UIColor(red:green:blue:alpha:) takes them.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}
