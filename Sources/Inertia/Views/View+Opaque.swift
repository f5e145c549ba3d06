import Foundation

extension View {
  /// Whether the view promises to fill its bounds with opaque content (UIView's `isOpaque`, its
  /// layer's flag): a compositing hint, kept and read back; drawing is the same either way. Default
  /// false here (UIKit's views answer true unless made in a nib); code sets it before drawing
  /// (`isOpaque = false` for a view with a clear background), which reads the same.
  public var isOpaque: Bool {
    get { layer.isOpaque }
    set { layer.isOpaque = newValue }
  }
}
