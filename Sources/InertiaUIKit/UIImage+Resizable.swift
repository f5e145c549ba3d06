import Foundation
import Inertia

extension Image {
  /// How a resizable image fills the area between its caps (UIImage.ResizingMode).
  public enum ResizingMode: Int, Sendable {
    /// The middle tiled.
    case tile
    /// The middle stretched.
    case stretch
  }

  /// UIImage's resizable image, for drawing an image at sizes it was not made for (a pill
  /// background drawn at its corner radius and stretched to a field's width). Inertia draws every
  /// image stretched whole to its rectangle and keeps no cap insets: this is the image itself,
  /// whatever `capInsets` and `resizingMode` are (its corners stretch with the rest, where UIKit
  /// keeps them at their size).
  public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode = .tile) -> Image
  {
    self
  }
}
