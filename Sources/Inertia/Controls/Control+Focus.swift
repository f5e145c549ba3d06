import Foundation

extension Window {
  /// The view that has the focus (keyboard or remote navigation), if any. Default nil.
  public var focusedView: View? { storedFocusedView }

  /// Moves the focus to `control` (nil clears it), as the focus engine does for a Tab key or a
  /// remote swipe. Returns false, leaving the focus alone, when the control is not in this window
  /// or cannot become focused. Both controls update their ``Control/state`` (`.focused`).
  @discardableResult
  public func moveFocus(to control: Control?) -> Bool {
    if let control, control.window !== self || !control.canBecomeFocused { return false }
    let old = storedFocusedView
    guard old !== control else { return true }
    storedFocusedView = control
    (old as? Control)?.stateDidChange()
    control?.stateDidChange()
    return true
  }
}
