import Foundation
import Inertia
import InertiaUIKit

/// Texture's ASTextNodeDelegate: told when a link in an ``ASTextNode`` (a run of one of its
/// ``ASTextNode/linkAttributeNames``) is tapped, and asked whether a link under a touch may be
/// highlighted. Both methods are optional (the defaults do nothing and allow highlighting, as
/// Texture assumes of a delegate without them). Texture's long-press and truncation-token methods
/// are not here: long presses on links and the additional truncation message are not provided.
///
/// Texture's header has no nullability annotations, so Swift on iOS sees each method with
/// implicitly unwrapped parameters (`_ textNode: ASTextNode!, tappedLinkAttribute attribute:
/// String!, value: Any!, ...`), the spelling Xcode completes. Programs write either that or the
/// plain one (`_ textNode: ASTextNode, ... value: Any`), which the Objective-C protocol accepts
/// alike; both are requirements here, and the default of the first calls the second, so the text
/// node reaches whichever a delegate implements.
@preconcurrency @MainActor
public protocol ASTextNodeDelegate: AnyObject {
  /// A link was tapped: `attribute` is its attribute's name, `value` the attribute's value, `point`
  /// where the touch ended (in the node) and `textRange` the link's range (UTF-16). Default: the
  /// plain spelling below.
  func textNode(
    _ textNode: ASTextNode!, tappedLinkAttribute attribute: String!, value: Any!, at point: CGPoint,
    textRange: NSRange)
  /// The plain spelling of the tap. Default nothing.
  func textNode(
    _ textNode: ASTextNode, tappedLinkAttribute attribute: String, value: Any, at point: CGPoint,
    textRange: NSRange)
  /// Whether the link under a touch at `point` is a link to highlight and report. Default: the
  /// plain spelling below.
  func textNode(
    _ textNode: ASTextNode!, shouldHighlightLinkAttribute attribute: String!, value: Any!, at point: CGPoint
  ) -> Bool
  /// The plain spelling of the question. Default true.
  func textNode(
    _ textNode: ASTextNode, shouldHighlightLinkAttribute attribute: String, value: Any, at point: CGPoint
  ) -> Bool
}

extension ASTextNodeDelegate {
  /// Default: the plain spelling.
  public func textNode(
    _ textNode: ASTextNode!, tappedLinkAttribute attribute: String!, value: Any!, at point: CGPoint,
    textRange: NSRange
  ) {
    guard let textNode, let attribute, let value else { return }
    self.textNode(textNode, tappedLinkAttribute: attribute, value: value, at: point, textRange: textRange)
  }
  /// Default: nothing.
  public func textNode(
    _ textNode: ASTextNode, tappedLinkAttribute attribute: String, value: Any, at point: CGPoint,
    textRange: NSRange
  ) {}
  /// Default: the plain spelling.
  public func textNode(
    _ textNode: ASTextNode!, shouldHighlightLinkAttribute attribute: String!, value: Any!, at point: CGPoint
  ) -> Bool {
    guard let textNode, let attribute, let value else { return true }
    return self.textNode(textNode, shouldHighlightLinkAttribute: attribute, value: value, at: point)
  }
  /// Default: true, as Texture assumes for a delegate without the method.
  public func textNode(
    _ textNode: ASTextNode, shouldHighlightLinkAttribute attribute: String, value: Any, at point: CGPoint
  ) -> Bool { true }
}

/// Texture's highlight styles for a touched link (ASTextNodeHighlightStyle): the overlay for text
/// on a light or a dark background.
public enum ASTextNodeHighlightStyle: UInt, Sendable {
  /// For text on a light background (the default).
  case light
  /// For text on a dark background.
  case dark
}
