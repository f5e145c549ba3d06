import Foundation
import Logging

private let recognizerValueLog = Logger(label: "Inertia.GestureRecognizer")

extension GestureRecognizer {
  /// Sets the property named `key`, as key-value coding does on iOS, where code reaches the
  /// recognizer's read-only `state` this way to cancel a gesture under way:
  /// `pan.setValue(UIGestureRecognizer.State.cancelled.rawValue, forKey: "state")`. The state takes
  /// a ``State``, its raw value or UIKit's number (0 possible … 4 cancelled, 5 failed); `"enabled"`
  /// and `"isEnabled"` take a `Bool`. Other keys, or values of another type, change nothing (a log
  /// line says so; iOS would raise). A property a subclass in a ported program declares is set
  /// through the table `inertia port` writes (``KeyValueCodingDeclaring``), asked first.
  public func setValue(_ value: Any?, forKey key: String) {
    if DeclaredKeys.set(value, forKey: key, on: self) { return }
    switch (key, value) {
    case ("state", let state as State): self.state = state
    case ("state", let name as String) where State(rawValue: name) != nil: state = State(rawValue: name)!
    case ("state", let number as Int) where Self.numberedStates.indices.contains(number):
      state = Self.numberedStates[number]
    case ("enabled", let flag as Bool), ("isEnabled", let flag as Bool): isEnabled = flag
    default:
      recognizerValueLog.warning(
        "setValue(_:forKey:) with key \(key) changes nothing on a gesture recognizer")
    }
  }

  /// The value of the property named `key` (`"state"`: the ``State``; `"enabled"`, `"isEnabled"`),
  /// a subclass's declared property (``KeyValueCodingDeclaring``), nil for another key.
  public func value(forKey key: String) -> Any? {
    if let declared = DeclaredKeys.value(forKey: key, of: self) { return declared }
    return switch key {
    case "state": state
    case "enabled", "isEnabled": isEnabled
    default: nil
    }
  }

  /// The states in UIKit's numbering (`UIGestureRecognizerState`'s raw values).
  private static let numberedStates: [State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
}
