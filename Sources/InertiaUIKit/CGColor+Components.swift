import Foundation
import Inertia

extension Color {
  /// The colour of `components` in `space` (CGColor's `init?(colorSpace:components:)`): the space's
  /// colour components then alpha (red, green, blue, alpha for device RGB; white, alpha for grey),
  /// as many as the space takes plus one. Nil when a component is not finite, where Core Graphics
  /// would make a colour nothing draws.
  public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    let values = UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1)
    guard values.allSatisfy(\.isFinite) else { return nil }
    self = space.color(from: ArraySlice(values))
  }
}

extension CIColor {
  /// The components of a Core Graphics colour (CIColor's `init(cgColor:)`; the same as
  /// `init(color:)`, CGColor and UIColor being one type here).
  public init(cgColor: CGColor) { self.init(color: cgColor) }
}
