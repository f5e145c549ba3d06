import Foundation

// UIKit's keyboard notifications: when the keyboard reaches its full height (shown, or back up
// after an interactive dismissal that did not finish) or hides, NotificationCenter.default posts
// willChangeFrame, willShow (willHide), didChangeFrame, didShow (didHide), in that order as iOS
// does, with a nil object and UIKit's user info: begin and end frames in screen (window)
// coordinates as NSValue rectangles, the 0.25 s duration, curve 7 and isLocal. The keyboard moves
// at once here, so each "did" follows its "will" at once.

extension Responder {
  /// Posted before the keyboard shows (UIResponder.keyboardWillShowNotification).
  nonisolated public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard shows.
  nonisolated public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides.
  nonisolated public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard hides.
  nonisolated public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes (showing or hiding), before willShow/willHide.
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed, before didShow/didHide.
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The user info key of the keyboard's frame before the change (an NSValue rectangle, screen
  /// coordinates).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user info key of the keyboard's frame after the change (an NSValue rectangle, screen
  /// coordinates; below the screen when hiding).
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user info key of the animation's duration in seconds (an NSNumber, 0.25).
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The user info key of the animation curve (an NSNumber, 7: UIKit's keyboard curve).
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The user info key of whether the keyboard belongs to this app (an NSNumber, true).
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension Keyboard {
  /// The keyboard's duration of showing or hiding on iOS, in seconds.
  public static let animationDuration: TimeInterval = 0.25
  /// The animation curve iOS reports for the keyboard.
  public static let animationCurve = 7

  /// The keyboard's frame in screen coordinates when `visibleHeight` of it shows.
  func frame(visibleHeight: CGFloat) -> CGRect {
    let screen = window?.bounds ?? .zero
    return CGRect(x: 0, y: screen.height - visibleHeight, width: screen.width, height: height)
  }

  /// Posts the four notifications of showing (or hiding) from `begin`.
  func post(showing: Bool, begin: CGRect) {
    let info: [AnyHashable: Any] = [
      Responder.keyboardFrameBeginUserInfoKey: NSValue(rect: begin),
      Responder.keyboardFrameEndUserInfoKey: NSValue(rect: frame(visibleHeight: visibleHeight)),
      Responder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Keyboard.animationDuration),
      Responder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Keyboard.animationCurve),
      Responder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let center = NotificationCenter.default
    let names =
      showing
      ? [Responder.keyboardWillShowNotification, Responder.keyboardDidShowNotification]
      : [Responder.keyboardWillHideNotification, Responder.keyboardDidHideNotification]
    center.post(name: Responder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
    center.post(name: names[0], object: nil, userInfo: info)
    center.post(name: Responder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
    center.post(name: names[1], object: nil, userInfo: info)
  }
}
