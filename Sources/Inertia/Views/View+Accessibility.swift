import Foundation

extension View {
  /// The element's frame in window coordinates.
  public var accessibilityFrame: CGRect { convert(bounds, to: nil) }
}
