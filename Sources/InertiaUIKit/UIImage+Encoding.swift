import Foundation
import Inertia
import InertiaCairo

extension Image {
  /// The image encoded as PNG (UIKit's `pngData()`): an image read from PNG data gives that data;
  /// a JPEG or a drawn image (UIGraphicsImageRenderer, a bitmap context) is rasterized by the Cairo
  /// renderer at its pixel size and encoded. `UIImage(data:)` reads it back (at scale 1, as iOS
  /// does). Nil for an image without pixels.
  @MainActor
  public func pngData() -> Data? {
    if !encodedData.isEmpty, !isJPEG { return encodedData }
    return CairoCanvas.rasterize(self)?.pngData()
  }

  /// The image encoded as JPEG at `compressionQuality` (0 smallest to 1 best, UIKit's
  /// `jpegData(compressionQuality:)`) by libjpeg, from its pixels as the Cairo renderer rasterizes
  /// them; transparent pixels become black, as JPEG has no alpha. Nil for an image without pixels.
  @MainActor
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    CairoCanvas.rasterize(self)?.jpegData(quality: compressionQuality)
  }
}
