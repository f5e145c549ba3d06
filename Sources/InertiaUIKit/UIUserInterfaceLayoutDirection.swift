import Inertia

/// The direction of a language's lines (UIUserInterfaceLayoutDirection, UIKit's raw values).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right, Inertia's system direction.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

extension View {
  /// The direction the view's content is laid out in (UIView's
  /// `effectiveUserInterfaceLayoutDirection`): right to left when its ``semanticContentAttribute``
  /// forces it, else the system's, left to right.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
  }

  /// The direction for `attribute` (UIView's class method of that name): right to left when it
  /// forces it, else left to right.
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }
}

extension UIApplication {
  /// The app's layout direction: left to right (Inertia has no right-to-left localization).
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
