import Foundation

/// UIKit's UIFontDescriptor: a font described by attributes (a name or family, a size, traits,
/// feature settings) from which ``UIFont/init(descriptor:size:)`` makes a font. Inertia draws
/// every font with one face whose digits already share one advance, so feature settings (the
/// monospaced numbers a count pill asks for) are kept, and measure as without them.
///
/// See also: ``UIFont/fontDescriptor``.
public final class UIFontDescriptor {
  /// A key of ``fontAttributes`` (UIKit's `UIFontDescriptor.AttributeName`).
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    /// The key's string, as UIKit's.
    public let rawValue: String
    /// Wraps a key string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The family name (a `String`).
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// The font's name (a `String`).
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    /// The face within the family (a `String`).
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    /// The point size (a number).
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    /// The name shown to users (a `String`).
    public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
    /// The traits (a `[UIFontDescriptor.TraitKey: Any]`).
    public static let traits = AttributeName(rawValue: "NSFontTraitsAttribute")
    /// The feature settings (an array of `[UIFontDescriptor.FeatureKey: Any]`).
    public static let featureSettings = AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
    /// The text style of a preferred font (a `UIFont.TextStyle`'s string).
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }

  /// A key of one feature setting (UIKit's `UIFontDescriptor.FeatureKey`).
  public struct FeatureKey: RawRepresentable, Hashable, Sendable {
    /// The key's string, as UIKit's.
    public let rawValue: String
    /// Wraps a key string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The feature type (`kNumberSpacingType`, ...); iOS 15 calls it ``type``.
    public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
    /// The selector within the type (`kMonospacedNumbersSelector`, ...); iOS 15 calls it
    /// ``selector``.
    public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    /// iOS 15's name for ``featureIdentifier``.
    public static let type = featureIdentifier
    /// iOS 15's name for ``typeIdentifier``.
    public static let selector = typeIdentifier
  }

  /// A key of the ``AttributeName/traits`` dictionary (UIKit's `UIFontDescriptor.TraitKey`).
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    /// The key's string, as UIKit's.
    public let rawValue: String
    /// Wraps a key string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The weight, a `UIFont.Weight`'s raw value (-1 to 1).
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    /// The width, -1 (condensed) to 1 (expanded).
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    /// The slant, -1 to 1.
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }

  /// The attributes describing the font.
  public let fontAttributes: [AttributeName: Any]

  /// A descriptor of `attributes`.
  public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    fontAttributes = attributes
  }

  /// A descriptor of the font named `fontName` at `size` points.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  /// The point size attribute; 0 without one.
  public var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }

  /// The font's name attribute; "" without one.
  public var postscriptName: String { fontAttributes[.name] as? String ?? "" }

  /// The value of one attribute, nil without it.
  public func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

  /// A descriptor with `attributes` added (replacing those of the same keys).
  public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, added in added })
  }

  /// A descriptor like this one at `newPointSize` points.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    addingAttributes([.size: newPointSize])
  }

  /// The weight among the traits, if any.
  var weight: UIFont.Weight? {
    guard let traits = fontAttributes[.traits] as? [TraitKey: Any], let raw = Self.number(traits[.weight])
    else { return nil }
    return UIFont.Weight(rawValue: raw)
  }

  /// A number read as a CGFloat, whatever numeric type holds it (Swift's or an NSNumber): a font
  /// attribute, or a value handed to a view's `setValue(_:forKey:)`.
  static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }
}

extension UIFont {
  /// The font's descriptor: its name, size and weight (as a trait).
  public var fontDescriptor: UIFontDescriptor {
    UIFontDescriptor(fontAttributes: [
      .name: fontName, .size: pointSize, .traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue],
    ])
  }

  /// The font `descriptor` describes at `pointSize` points (its own size when 0 or less, else 12,
  /// as UIKit's): its name (or family), and its weight trait (else bold for a bold name).
  public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 12)
    let name = descriptor.fontAttributes[.name] as? String ?? descriptor.fontAttributes[.family] as? String
    let boldName = ["bold", "heavy", "black"].contains { name?.lowercased().hasSuffix($0) == true }
    self.init(name: name, size: size, weight: descriptor.weight ?? (boldName ? .bold : .regular))
  }
}

/// Core Text's number spacing feature type (SFNTLayoutTypes), for
/// ``UIFontDescriptor/FeatureKey/featureIdentifier``.
public let kNumberSpacingType = 6
/// The number spacing selector for digits of one width.
public let kMonospacedNumbersSelector = 0
/// The number spacing selector for digits of their own widths.
public let kProportionalNumbersSelector = 1
