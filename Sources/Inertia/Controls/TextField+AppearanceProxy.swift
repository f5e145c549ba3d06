import Foundation

// UITextField's appearance proxies: `UITextField.appearance(whenContainedInInstancesOf:
// [UISearchBar.self]).textColor = .lightGray`, set in the application delegate, styles the fields
// inside a search bar (or every field, with `appearance()`) as they enter a window. A field takes
// the background, tint and text colours a proxy set, unless it changed them itself.

extension TextField {
  /// The settings every text field takes when it enters a window (UIAppearance's proxy): its
  /// `backgroundColor`, `tintColor` and ``textColor``.
  public static func appearance() -> TextField { proxy(for: []) }

  /// The settings text fields inside a view of one of `containerTypes` take when they enter a
  /// window (UIAppearance's `appearance(whenContainedInInstancesOf:)`).
  public static func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> TextField {
    proxy(for: containerTypes)
  }

  private static func proxy(for containers: [AnyClass]) -> TextField {
    let key = containers.map { ObjectIdentifier($0) }
    if let found = textFieldProxies.first(where: { $0.key == key }) { return found.proxy }
    let made = TextField()
    textFieldProxies.append((key, containers, made))
    return made
  }

  /// The proxies made, with the container classes each one is for (none: every field).
  private static var textFieldProxies: [(key: [ObjectIdentifier], containers: [AnyClass], proxy: TextField)] =
    []

  /// Takes the settings of the proxies whose containers hold this field, the general one first.
  func takeAppearance() {
    for entry in Self.textFieldProxies where entry.proxy !== self && isInside(entry.containers) {
      let proxy = entry.proxy
      let ownBackground =
        backgroundColor != nil
        && !(self is SearchTextField && backgroundColor == SearchTextField.defaultBackground)
      if let color = proxy.backgroundColor, !ownBackground { backgroundColor = color }
      if storedTintColor == nil, let color = proxy.storedTintColor { tintColor = color }
      if textColor == .black, proxy.textColor != .black { textColor = proxy.textColor }
    }
  }

  /// Whether an ancestor is an instance of one of `containers` (always, for none).
  private func isInside(_ containers: [AnyClass]) -> Bool {
    guard !containers.isEmpty else { return true }
    var current = superview
    while let view = current {
      let type: AnyClass = Swift.type(of: view)
      if containers.contains(where: { container in isSubclass(type, of: container) }) { return true }
      current = view.superview
    }
    return false
  }

  private func isSubclass(_ type: AnyClass, of container: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
      if candidate == container { return true }
      current = _getSuperclass(candidate)
    }
    return false
  }
}
