import Foundation

extension Layer {
  /// Sets the property named `key` to `value`, as CALayer's key-value coding does: the keys of
  /// the layer's own properties (`name`, `opacity`, `cornerRadius`, `borderWidth`, `zPosition`,
  /// `position`, `bounds`, `frame`, `masksToBounds`, `hidden`, `backgroundColor`) set them when
  /// `value` has the property's type; any other key stores `value` on the layer (nil removes it),
  /// which is how programs tag layers with data of their own.
  /// A property a subclass in a ported program declares is set through the table `inertia port`
  /// writes (``KeyValueCodingDeclaring``), asked first.
  /// A key the class's ``needsDisplay(forKey:)`` answers true for has ``display()`` run on the
  /// next turn when the value changes.
  public func setValue(_ value: Any?, forKey key: String) {
    let old = type(of: self).needsDisplay(forKey: key) ? self.value(forKey: key) : nil
    defer { if type(of: self).needsDisplay(forKey: key) { displayOnNextTurn(old: old, new: value) } }
    if DeclaredKeys.set(value, forKey: key, on: self) { return }
    if setProperty(key, to: value) { return }
    customValues[key] = value
  }

  /// Runs ``display()`` on the next turn of the app clock, once however often it is asked for
  /// before then. A value set to what it holds (equal hashable values) asks for nothing: a
  /// `display()` writing its property back would otherwise display every frame for ever.
  private func displayOnNextTurn(old: Any?, new: Any?) {
    if let old = old as? AnyHashable, let new = new as? AnyHashable, old == new { return }
    guard !keyedDisplayPending else { return }
    keyedDisplayPending = true
    MainQueue.async { [weak self] in
      guard let self, self.keyedDisplayPending else { return }
      self.keyedDisplayPending = false
      self.display()
    }
  }

  /// The value of the property named `key`, or what ``setValue(_:forKey:)`` stored under it;
  /// nil for a key never set.
  public func value(forKey key: String) -> Any? {
    if let declared = DeclaredKeys.value(forKey: key, of: self) { return declared }
    return switch key {
    case "name": name
    case "opacity": opacity
    case "cornerRadius": cornerRadius
    case "borderWidth": borderWidth
    case "zPosition": zPosition
    case "position": position
    case "bounds": bounds
    case "frame": frame
    case "masksToBounds": masksToBounds
    case "hidden": isHidden
    case "backgroundColor": backgroundColor
    default: customValues[key]
    }
  }

  /// Sets a property by its key; false when `key` names none or `value` has the wrong type.
  private func setProperty(_ key: String, to value: Any?) -> Bool {
    switch (key, value) {
    case ("name", let name as String?): self.name = name
    case ("opacity", let number as Float): opacity = number
    case ("opacity", let number as Double): opacity = Float(number)
    case ("cornerRadius", let number as CGFloat): cornerRadius = number
    case ("borderWidth", let number as CGFloat): borderWidth = number
    case ("zPosition", let number as CGFloat): zPosition = number
    case ("position", let point as CGPoint): position = point
    case ("bounds", let rect as CGRect): bounds = rect
    case ("frame", let rect as CGRect): frame = rect
    case ("masksToBounds", let flag as Bool): masksToBounds = flag
    case ("hidden", let flag as Bool): isHidden = flag
    case ("backgroundColor", let color as Color?): backgroundColor = color
    default: return false
    }
    return true
  }
}
