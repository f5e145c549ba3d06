import Foundation
import Logging

private let controllerValueLog = Logger(label: "Inertia.ViewController")

extension ViewController {
  /// Whether this controller is being presented: from the start of its presentation until the
  /// transition ends (UIViewController.isBeingPresented). It is true in `viewWillAppear(_:)` and in
  /// the layout passes while the presentation animates; `viewDidAppear(_:)` comes after the end.
  public var isBeingPresented: Bool {
    (activeTransition as? ViewControllerTransition)?.kind == .presentation
  }

  /// Whether this controller is being dismissed: from the start of its dismissal until the
  /// transition ends (UIViewController.isBeingDismissed). It is true in `viewWillDisappear(_:)`
  /// and in the layout passes while the dismissal animates.
  public var isBeingDismissed: Bool {
    (activeTransition as? ViewControllerTransition)?.kind == .dismissal
  }

  /// Sets the property named `key`, as key-value coding does on iOS, where code sets a property its
  /// SDK may not declare: `setValue(true, forKey: "modalInPresentation")`.
  /// `"modalInPresentation"` (and `"isModalInPresentation"`) take a `Bool`, `"title"` a `String` or
  /// nil. A property a subclass in a ported program declares is set through the table
  /// `inertia port` writes (``KeyValueCodingDeclaring``), asked first. Other keys, or values of
  /// another type, change nothing (a log line says so; iOS would raise).
  public func setValue(_ value: Any?, forKey key: String) {
    if DeclaredKeys.set(value, forKey: key, on: self) { return }
    switch (key, value) {
    case ("modalInPresentation", let flag as Bool), ("isModalInPresentation", let flag as Bool):
      isModalInPresentation = flag
    case ("title", let text as String): title = text
    case ("title", nil): title = nil
    default:
      controllerValueLog.warning("setValue(_:forKey:) with key \(key) changes nothing on a view controller")
    }
  }

  /// The value of the property named `key` (`"modalInPresentation"`, `"isModalInPresentation"`,
  /// `"title"`) or of one a subclass in a ported program declares (``KeyValueCodingDeclaring``),
  /// nil for another key.
  public func value(forKey key: String) -> Any? {
    if let declared = DeclaredKeys.value(forKey: key, of: self) { return declared }
    return switch key {
    case "modalInPresentation", "isModalInPresentation": isModalInPresentation
    case "title": title
    default: nil
    }
  }
}
