import Foundation
import Inertia

/// The user's Dynamic Type size, as UIContentSizeCategory (UIKit's raw values). Inertia has one:
/// ``large``, UIKit's default, which never changes, so ``didChangeNotification`` is never posted by
/// the library (a program or test may post it).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
  /// UIKit's name of the category ("UICTContentSizeCategoryL", ...).
  public let rawValue: String
  /// A category named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No category given (a trait collection's default).
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// Extra small.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large: UIKit's default, and the one Inertia has.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// Accessibility medium.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// Accessibility large.
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// Accessibility extra large.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// Accessibility extra extra large.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// Accessibility extra extra extra large.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The categories from smallest to largest.
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool {
    (Self.ordered.firstIndex(of: self) ?? 0) >= Self.ordered.firstIndex(of: .accessibilityMedium)!
  }

  /// Orders by size; ``unspecified`` and unknown names come before every size.
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
  }

  /// Posted when the user changes the text size (UIKit's name).
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
  /// The key of the new category in the notification's user info.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension NSNotification.Name {
  /// UIKit's older name of ``UIContentSizeCategory/didChangeNotification`` (Swift 4.1 and before).
  public static let UIContentSizeCategoryDidChange = UIContentSizeCategory.didChangeNotification
}

/// Views whose font can follow the Dynamic Type size (UIContentSizeCategoryAdjusting): labels,
/// text fields and text views.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
  /// Whether the font follows the content size category (it never changes here).
  var adjustsFontForContentSizeCategory: Bool { get set }
}

extension Label: UIContentSizeCategoryAdjusting {}
extension TextField: UIContentSizeCategoryAdjusting {}
extension TextView: UIContentSizeCategoryAdjusting {}

extension TraitCollection {
  /// The content size category: ``UIContentSizeCategory/large``, the one Inertia has.
  public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

extension UIApplication {
  /// The user's text size: ``UIContentSizeCategory/large``, the one Inertia has.
  public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}
