import Foundation

/// What an accessibility element is and how it behaves, like UIAccessibilityTraits.
///
/// See also: ``Responder/accessibilityTraits``, ``Window/accessibilityElements()``.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt64
  /// Creates traits from raw bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// A button.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// A link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = AccessibilityTraits(rawValue: 1 << 2)
  /// Currently selected.
  public static let selected = AccessibilityTraits(rawValue: 1 << 3)
  /// Plays its own sound.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
  /// A keyboard key.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
  /// Text that does not change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  /// A summary read when the app starts.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
  /// Disabled.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
  /// Its value changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// Starts a media session.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 10)
  /// Adjustable with increment and decrement.
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
  /// Allows direct touch interaction.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when reading reaches its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
  /// A header.
  public static let header = AccessibilityTraits(rawValue: 1 << 16)
  /// A search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 15)
  /// A tab.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 17)
}

extension Window {
  /// The accessibility elements on screen in reading order (top to bottom, then left to right),
  /// as a screen reader would visit them. Hidden and transparent subtrees are skipped; an element's
  /// subviews are not visited, and a view standing for elements
  /// (``Responder/accessibilityElementCount()`` above 0) gives those of its elements that are views.
  public func accessibilityElements() -> [View] {
    var found: [View] = []
    func visit(_ view: View) {
      guard !view.isHidden, view.alpha >= 0.01 else { return }
      if view !== self && view.isAccessibilityElement {
        found.append(view)
        return
      }
      let count = view.accessibilityElementCount()
      if view !== self, count > 0 {
        for index in 0..<count {
          if let element = view.accessibilityElement(at: index) as? View { visit(element) }
        }
        return
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(self)
    return found.enumerated().sorted { lhs, rhs in
      let a = lhs.element.accessibilityFrame
      let b = rhs.element.accessibilityFrame
      if abs(a.minY - b.minY) > 0.5 { return a.minY < b.minY }
      if abs(a.minX - b.minX) > 0.5 { return a.minX < b.minX }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}
