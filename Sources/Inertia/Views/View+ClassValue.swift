import Foundation
import Logging

extension View {
  static let log = Logger(label: "Inertia.View")

  /// ``makeFromClass(frame:)``'s default: a plain view for `View` itself. Any other class that
  /// reaches it did not override the factory, so it cannot be made from its class value: this
  /// traps naming it, as iOS traps on an initializer a Swift subclass did not inherit.
  static func plainViewFromClass(frame: CGRect) -> View {
    guard self == View.self else {
      fatalError(
        "\(self) cannot be made from its class value: it does not override makeFromClass(frame:) "
          + "(Swift makes instances from class values only by required initializers; "
          + "`inertia port` adds the override to a program's view classes)")
    }
    return View(frame: frame)
  }
}
