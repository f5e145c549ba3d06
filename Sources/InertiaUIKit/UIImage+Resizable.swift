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

  /// The older spelling of a resizable image (UIImage's `stretchableImage(withLeftCapWidth:
  /// topCapHeight:)`, deprecated since iOS 5): caps of `leftCapWidth` and `topCapHeight` points,
  /// the right and bottom caps the rest less one point. As ``resizableImage(withCapInsets:resizingMode:)``,
  /// this is the image itself (drawn stretched whole).
  public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> Image {
    resizableImage(
      withCapInsets: EdgeInsets(
        top: CGFloat(topCapHeight), left: CGFloat(leftCapWidth),
        bottom: max(size.height - CGFloat(topCapHeight) - 1, 0),
        right: max(size.width - CGFloat(leftCapWidth) - 1, 0)),
      resizingMode: .stretch)
  }
}
