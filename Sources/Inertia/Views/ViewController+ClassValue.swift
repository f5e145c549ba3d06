extension ViewController {
  /// ``makeFromClass()``'s default: a plain controller for `ViewController` itself. Any other
  /// class that reaches it did not override the factory, so it cannot be made from its class
  /// value: this traps naming it, as iOS traps on an initializer a Swift subclass did not inherit.
  static func plainControllerFromClass() -> ViewController {
    guard self == ViewController.self else {
      fatalError(
        "\(self) cannot be made from its class value: it does not override makeFromClass() "
          + "(Swift makes instances from class values only by required initializers; "
          + "`inertia port` adds the override to a program's view controller classes)")
    }
    return ViewController()
  }
}
