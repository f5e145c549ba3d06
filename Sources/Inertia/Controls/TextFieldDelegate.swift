import Foundation

/// What a ``TextField`` tells and asks its delegate, as UITextFieldDelegate. Every requirement has
/// a default (Objective-C's optional ones): the answers default to true.
///
/// Order, as UIKit: `textFieldShouldBeginEditing` before the field becomes first responder, then
/// `textFieldDidBeginEditing` and the `.editingDidBegin` actions; each typed or deleted character
/// asks `textField(_:shouldChangeCharactersIn:replacementString:)` first (false drops it); the
/// return key asks `textFieldShouldReturn` (false: nothing else happens); resigning asks
/// `textFieldShouldEndEditing` (false keeps editing, unless forced by `endEditing(true)`), then
/// `textFieldDidEndEditing(_:reason:)` (`.committed`) and the `.editingDidEnd` actions.
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
  /// Whether `textField` may begin editing.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// `textField` became first responder and is editing.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether `textField` may stop editing.
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// `textField` stopped editing.
  func textFieldDidEndEditing(_ textField: TextField)
  /// `textField` stopped editing for `reason`; what the field calls. The default calls
  /// ``textFieldDidEndEditing(_:)``, so a delegate implementing this one is told instead of the
  /// other, as UIKit calls only this one when it is implemented.
  func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
  /// Whether the characters in `range` (UTF-16) may be replaced by `string` ("" for a deletion).
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
  /// Whether the return key is processed (the `.editingDidEndOnExit` actions and resigning).
  func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
  /// Default: true.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Default: nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// Default: true.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Default: nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// Default: ``textFieldDidEndEditing(_:)``.
  public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  /// Default: true.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// Default: true.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}

/// The kind of keyboard a text field asks for (UIKeyboardType).
public enum KeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default`
  /// Letters of the ASCII range.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// For URLs.
  case URL
  /// Digits only.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// Names and telephone numbers.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For Twitter text.
  case twitter
  /// For web search terms.
  case webSearch
  /// Digits of the ASCII range.
  case asciiCapableNumberPad
}

/// The label of a keyboard's return key (UIReturnKeyType).
public enum ReturnKeyType: Int, Sendable {
  /// "return".
  case `default`
  /// "Go".
  case go
  /// "Google".
  case google
  /// "Join".
  case join
  /// "Next".
  case next
  /// "Route".
  case route
  /// "Search".
  case search
  /// "Send".
  case send
  /// "Yahoo".
  case yahoo
  /// "Done".
  case done
  /// "Emergency Call".
  case emergencyCall
  /// "Continue".
  case `continue`
}

extension View {
  /// Ends editing in this view's subtree, as UIView.endEditing(_:): when the window's first
  /// responder is this view or one of its descendants, it resigns (with `force`, a text field
  /// does so without asking its delegate's `textFieldShouldEndEditing`). Returns whether no
  /// responder of the subtree is left editing.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let responder = window?.firstResponder as? View, responder.isDescendant(of: self) else {
      return true
    }
    if force, let input = responder as? ForcedResigning { return input.forceResignFirstResponder() }
    return responder.resignFirstResponder()
  }
}

/// A text input that can resign without asking its delegate (``TextField``, ``TextView``), as
/// `endEditing(true)` makes it.
@preconcurrency @MainActor
package protocol ForcedResigning: AnyObject {
  /// Resigns first responder without asking the delegate whether editing may end.
  @discardableResult
  func forceResignFirstResponder() -> Bool
}

extension TextField: ForcedResigning {}

extension TextField {
  /// Why a text field stopped editing (UITextField.DidEndEditingReason).
  public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned first responder: what ends editing here.
    case committed = 0
    /// Editing was cancelled (tvOS's; never sent here).
    case cancelled = 1
  }
}
