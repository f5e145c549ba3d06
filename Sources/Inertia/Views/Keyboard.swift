import Foundation

/// The on-screen keyboard of a window: whether it shows and how tall it is, so keyboard-dismiss
/// modes and text input can be modelled. Reaching its full height or hiding posts UIKit's keyboard
/// notifications (see ``Responder/keyboardWillShowNotification``).
///
/// See also: ``ScrollView/keyboardDismissMode``.
@preconcurrency @MainActor
public final class Keyboard {
  /// The keyboard's full height in points. Default 336 (an iPhone portrait keyboard).
  public var height: CGFloat = 336
  /// How much of the keyboard is on screen, 0...height.
  public private(set) var visibleHeight: CGFloat = 0
  /// Called whenever the visible height changes.
  public var onChange: (@MainActor (CGFloat) -> Void)?
  /// The window whose bottom edge the keyboard rises from (its bounds are the screen).
  weak var window: Window?

  init() {}

  /// Whether any of the keyboard shows.
  public var isVisible: Bool { visibleHeight > 0 }

  /// Shows the whole keyboard.
  public func show() { setVisibleHeight(height) }
  /// Hides the keyboard.
  public func dismiss() { setVisibleHeight(0) }

  /// Sets how much of the keyboard shows (interactive dismissal), clamped to 0...height.
  public func setVisibleHeight(_ value: CGFloat) {
    let clamped = value.isFinite ? min(max(value, 0), height) : visibleHeight
    guard clamped != visibleHeight else { return }
    let begin = frame(visibleHeight: visibleHeight)
    visibleHeight = clamped
    onChange?(clamped)
    if clamped == height {
      post(showing: true, begin: begin)
    } else if clamped == 0 {
      post(showing: false, begin: begin)
    }
  }
}
