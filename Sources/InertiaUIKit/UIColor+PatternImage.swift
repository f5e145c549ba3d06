import Inertia
import InertiaCairo

extension Color {
  /// The most samples taken along each side of a pattern image.
  static let patternSamplesPerSide = 64

  /// A colour for a pattern image (UIColor(patternImage:)). Inertia's colours are flat, so the
  /// pattern is drawn as the image's average colour (its pixels weighted by their alpha, sampled on
  /// a grid of at most 64 by 64), where UIKit tiles the image; an image without pixels gives
  /// `.clear`.
  public init(patternImage image: Image) {
    guard let canvas = CairoCanvas.rasterize(image) else {
      self = .clear
      return
    }
    let width = canvas.pixelWidth
    let height = canvas.pixelHeight
    let columns = min(width, Self.patternSamplesPerSide)
    let rows = min(height, Self.patternSamplesPerSide)
    var sum = (red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0)
    for row in 0..<rows {
      for column in 0..<columns {
        let pixel = canvas.pixel(
          x: (2 * column + 1) * width / (2 * columns), y: (2 * row + 1) * height / (2 * rows))
        let (red, green, blue, alpha) = pixel.rgba
        sum.red += red * alpha
        sum.green += green * alpha
        sum.blue += blue * alpha
        sum.alpha += alpha
      }
    }
    guard sum.alpha > 0 else {
      self = .clear
      return
    }
    self.init(
      red: sum.red / sum.alpha, green: sum.green / sum.alpha, blue: sum.blue / sum.alpha,
      alpha: sum.alpha / Double(rows * columns))
  }
}
