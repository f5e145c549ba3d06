import InertiaCairo
import InertiaUIKit
import Testing

/// Template images as icons use them: `withRenderingMode(.alwaysTemplate)` paints the picture's
/// shape in the image view's tint colour, `withTintColor(_:)` in its own colour; checked by pixels.
@MainActor
@Suite struct TemplateImageTests {
  /// A 40 x 40 picture: a black disc of radius 15 in the middle, transparent around it.
  private func disc() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      UIColor.black.setFill()
      context.cgContext.fillEllipse(in: CGRect(x: 5, y: 5, width: 30, height: 30))
    }
  }

  private func show(_ image: UIImage, tint: UIColor) throws -> CairoCanvas {
    let window = makeWindow(width: 40, height: 40)
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.image = image
    view.tintColor = tint
    window.addSubview(view)
    return try render(window)
  }

  @Test func renderingModesAreRecordedOnACopy() {
    let original = disc()
    let template = original.withRenderingMode(.alwaysTemplate)
    #expect(original.renderingMode == .automatic && template.renderingMode == .alwaysTemplate)
    #expect(template !== original && template.size == original.size)
    let tinted = original.withTintColor(.red)
    #expect(tinted.renderingMode == .alwaysOriginal && tinted.tintColor == .red)
  }

  @Test func aTemplateImageTakesTheImageViewsTint() throws {
    let canvas = try show(disc().withRenderingMode(.alwaysTemplate), tint: .green)
    #expect(close(canvas.pixel(x: 20, y: 20), .green))
    #expect(close(canvas.pixel(x: 2, y: 2), .white))
    let plain = try show(disc(), tint: .green)
    #expect(close(plain.pixel(x: 20, y: 20), .black))
  }

  @Test func aTintedImageKeepsItsOwnColourWhateverTheViewsTint() throws {
    let canvas = try show(disc().withTintColor(.red), tint: .green)
    #expect(close(canvas.pixel(x: 20, y: 20), .red))
    #expect(close(canvas.pixel(x: 38, y: 20), .white))
  }

  @Test func anImagesRendererFormatHasItsScale() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { _ in }
    #expect(image.scale == 2 && image.imageRendererFormat.scale == 2)
    let copy = UIGraphicsImageRenderer(size: image.size, format: image.imageRendererFormat).image { _ in }
    #expect(copy.scale == 2 && copy.pixelSize == (20, 10))
  }
}
