import Foundation

/// The size classes, idiom, interface style and scale an interface shows with, like
/// UITraitCollection.
///
/// A window's traits follow its size (``forWindow(size:scale:)``): a window whose shorter side is
/// under 600 points is a phone's, horizontally regular only in landscape at least 736 points wide
/// (the larger iPhones) and vertically compact in landscape; a larger window is a pad's, regular
/// both ways. The style is light. Views and view controllers report their window's traits
/// (``View/traitCollection``; a phone in portrait while they have no window), and hear
/// ``View/traitCollectionDidChange(_:)`` when a change of the window's size changes them.
public final class TraitCollection: Equatable, Sendable, CustomStringConvertible {
  /// A size class (UIUserInterfaceSizeClass).
  public enum SizeClass: Int, Sendable {
    /// Not given.
    case unspecified = 0
    /// Little room: a phone's width, or a landscape phone's height.
    case compact = 1
    /// Ample room.
    case regular = 2
  }
  /// The kind of device (UIUserInterfaceIdiom).
  public enum UserInterfaceIdiom: Int, Sendable {
    /// Not given.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
  }
  /// Light or dark appearance (UIUserInterfaceStyle).
  public enum UserInterfaceStyle: Int, Sendable {
    /// Not given.
    case unspecified = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
  }

  /// The horizontal size class.
  public let horizontalSizeClass: SizeClass
  /// The vertical size class.
  public let verticalSizeClass: SizeClass
  /// The device kind.
  public let userInterfaceIdiom: UserInterfaceIdiom
  /// The appearance.
  public let userInterfaceStyle: UserInterfaceStyle
  /// Pixels per point; 0 when not given.
  public let displayScale: CGFloat

  /// A collection that gives no trait.
  public convenience init() {
    self.init(
      horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, style: .unspecified, scale: 0)
  }

  private init(
    horizontal: SizeClass, vertical: SizeClass, idiom: UserInterfaceIdiom, style: UserInterfaceStyle,
    scale: CGFloat
  ) {
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    userInterfaceIdiom = idiom
    userInterfaceStyle = style
    displayScale = scale.isFinite && scale > 0 ? scale : 0
  }

  /// A collection giving only the horizontal size class.
  public convenience init(horizontalSizeClass: SizeClass) {
    self.init(
      horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified, style: .unspecified,
      scale: 0)
  }
  /// A collection giving only the vertical size class.
  public convenience init(verticalSizeClass: SizeClass) {
    self.init(
      horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified, style: .unspecified,
      scale: 0)
  }
  /// A collection giving only the idiom.
  public convenience init(userInterfaceIdiom: UserInterfaceIdiom) {
    self.init(
      horizontal: .unspecified, vertical: .unspecified, idiom: userInterfaceIdiom, style: .unspecified,
      scale: 0)
  }
  /// A collection giving only the interface style.
  public convenience init(userInterfaceStyle: UserInterfaceStyle) {
    self.init(
      horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, style: userInterfaceStyle,
      scale: 0)
  }
  /// A collection giving only the scale (non-finite or non-positive: not given).
  public convenience init(displayScale: CGFloat) {
    self.init(
      horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, style: .unspecified,
      scale: displayScale)
  }

  /// The collections combined: each trait from the last collection that gives it.
  public convenience init(traitsFrom collections: [TraitCollection]) {
    func last<Value: Equatable>(_ value: (TraitCollection) -> Value, unspecified: Value) -> Value {
      collections.last { value($0) != unspecified }.map(value) ?? unspecified
    }
    self.init(
      horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
      vertical: last(\.verticalSizeClass, unspecified: .unspecified),
      idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
      style: last(\.userInterfaceStyle, unspecified: .unspecified),
      scale: last(\.displayScale, unspecified: 0))
  }

  /// The traits of a window of `size` points at `scale` (see the type's description); a phone in
  /// portrait for a size that is not finite and positive.
  public static func forWindow(size: CGSize, scale: CGFloat) -> TraitCollection {
    let valid = size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
    let width = valid ? size.width : 390
    let height = valid ? size.height : 844
    let landscape = width > height
    if min(width, height) >= 600 {
      return TraitCollection(
        horizontal: .regular, vertical: .regular, idiom: .pad, style: .light, scale: scale)
    }
    return TraitCollection(
      horizontal: landscape && width >= 736 ? .regular : .compact, vertical: landscape ? .compact : .regular,
      idiom: .phone, style: .light, scale: scale)
  }

  /// Whether every trait `other` gives is the same here (true for nil).
  public func containsTraits(in other: TraitCollection?) -> Bool {
    guard let other else { return true }
    return (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
      && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
      && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
      && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
      && (other.displayScale == 0 || other.displayScale == displayScale)
  }

  /// Whether dynamic colours would resolve differently (the interface style differs).
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
  }

  /// Whether every trait is the same.
  public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
    lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.userInterfaceStyle == rhs.userInterfaceStyle
      && lhs.displayScale == rhs.displayScale
  }

  /// The traits, as `h compact, v regular, phone, light, 3x`.
  public var description: String {
    let names: [SizeClass: String] = [.unspecified: "unspecified", .compact: "compact", .regular: "regular"]
    return "h \(names[horizontalSizeClass]!), v \(names[verticalSizeClass]!), \(userInterfaceIdiom), "
      + "\(userInterfaceStyle), \(displayScale)x"
  }
}
