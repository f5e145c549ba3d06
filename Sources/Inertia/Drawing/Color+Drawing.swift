import Foundation

extension Color {
  /// Makes the colour the current context's fill and stroke colour (UIColor.set()).
  @preconcurrency @MainActor public func set() {
    setFill()
    setStroke()
  }
  /// Makes the colour the current context's fill colour (UIColor.setFill()).
  @preconcurrency @MainActor public func setFill() { GraphicsContext.current?.setFillColor(self) }
  /// Makes the colour the current context's stroke colour (UIColor.setStroke()).
  @preconcurrency @MainActor public func setStroke() { GraphicsContext.current?.setStrokeColor(self) }
}

extension Image {
  /// Draws the image over `rect` in the current context (UIImage.draw(in:)).
  @preconcurrency @MainActor public func draw(in rect: CGRect) {
    GraphicsContext.current?.draw(self, in: rect)
  }
  /// Draws the image at its size with its top-left corner at `point` (UIImage.draw(at:)).
  @preconcurrency @MainActor public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// An image of `size` points drawn by `actions` into a fresh context made current while they
  /// run (UIGraphicsImageRenderer's image(actions:)).
  @preconcurrency @MainActor public static func drawn(
    size: CGSize, scale: CGFloat = 1, actions: (GraphicsContext) throws -> Void
  ) rethrows -> Image {
    let context = GraphicsContext(size: size)
    try GraphicsContext.withCurrent(context) { try actions(context) }
    return Image(size: size, scale: scale, drawing: context.operations)
  }
}
