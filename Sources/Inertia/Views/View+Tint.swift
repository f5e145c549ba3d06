import Foundation

extension View {
  /// Whether any view ever set a tint: until then every view's tint is system blue and moving
  /// views skips the tint check.
  @MainActor static var anyTintColorSet = false

  /// The tint set here or on the nearest ancestor, else system blue.
  var effectiveTintColor: Color {
    var current: View? = self
    while let view = current {
      if let tint = view.storedTintColor { return tint }
      current = view.superview
    }
    return .systemBlue
  }

  /// Tells this view and every descendant inheriting its tint that the tint changed.
  func tintDidChangeInSubtree() {
    tintColorDidChange()
    for subview in subviews where subview.storedTintColor == nil { subview.tintDidChangeInSubtree() }
  }

  /// Sets the tint of this view (nil: inherited) and tells the subtree when the effective tint
  /// changed (``View/tintColor``'s setter).
  func setStoredTintColor(_ newValue: Color?) {
    let old = effectiveTintColor
    storedTintColor = newValue
    if newValue != nil { View.anyTintColorSet = true }
    if effectiveTintColor != old { tintDidChangeInSubtree() }
  }
}
