import Foundation

/// The on-screen keyboard of a window: whether it shows and how tall it is, so keyboard-dismiss
/// modes and text input can be modelled.
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
    visibleHeight = clamped
    onChange?(clamped)
  }
}
