import Foundation
import Inertia

/// UIKit's accessibility namespace. No screen reader runs here, so its questions about the
/// system's assistive technologies answer that none is on.
@preconcurrency @MainActor
public enum UIAccessibility {
  /// Whether VoiceOver is on: always false here (no screen reader runs; programs take their
  /// touch paths, as on an iPhone with VoiceOver off).
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is on: always false here.
  public static var isSwitchControlRunning: Bool { false }
}

/// The keys of the accessibility values any object keeps (UIKit's informal protocol on NSObject).
@MainActor private enum AccessibilityKeys {
  static var label: UInt8 = 0
  static var hint: UInt8 = 0
  static var identifier: UInt8 = 0
}

extension NSObject {
  /// A short name of the object for a screen reader, as UIKit gives every NSObject (a model
  /// object standing for an element, a swipe action): kept with the object. Default nil.
  @MainActor public var accessibilityLabel: String? {
    get { objc_getAssociatedObject(self, &AccessibilityKeys.label) as? String }
    set {
      objc_setAssociatedObject(self, &AccessibilityKeys.label, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }
  }

  /// What activating the object does, for a screen reader: kept with the object. Default nil.
  @MainActor public var accessibilityHint: String? {
    get { objc_getAssociatedObject(self, &AccessibilityKeys.hint) as? String }
    set {
      objc_setAssociatedObject(self, &AccessibilityKeys.hint, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }
  }
}

extension UIImage {
  /// The image's identifier for assistive technologies and UI tests (UIAccessibilityIdentification):
  /// kept with the image. Default nil.
  @MainActor public var accessibilityIdentifier: String? {
    get { objc_getAssociatedObject(self, &AccessibilityKeys.identifier) as? String }
    set {
      objc_setAssociatedObject(
        self, &AccessibilityKeys.identifier, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }
  }
}

extension UITabBarItem {
  /// The item's identifier for UI tests (UIAccessibilityIdentification, which UIBarItem adopts):
  /// kept with the item. Default nil.
  @MainActor public var accessibilityIdentifier: String? {
    get { objc_getAssociatedObject(self, &AccessibilityKeys.identifier) as? String }
    set {
      objc_setAssociatedObject(
        self, &AccessibilityKeys.identifier, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }
  }
}

extension UIBarButtonItem {
  /// The item's identifier for UI tests (UIAccessibilityIdentification, which UIBarItem adopts):
  /// kept with the item. Default nil.
  @MainActor public var accessibilityIdentifier: String? {
    get { objc_getAssociatedObject(self, &AccessibilityKeys.identifier) as? String }
    set {
      objc_setAssociatedObject(
        self, &AccessibilityKeys.identifier, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }
  }
}

extension UIView {
  /// The elements the view stands for in place of its subviews, in order (UIAccessibilityContainer's
  /// `accessibilityElements`): views, or other objects. A screen reader's walk
  /// (``Inertia/Window/accessibilityElements()``) visits the views among them instead of the
  /// view's subviews, and `accessibilityElementCount()` and `accessibilityElement(at:)` answer
  /// from them. Default nil.
  public var accessibilityElements: [Any]? {
    get { containedAccessibilityElements }
    set { containedAccessibilityElements = newValue }
  }
}
