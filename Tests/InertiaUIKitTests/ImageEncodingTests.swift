import Foundation
import InertiaCairo
import InertiaUIKit
import Testing

/// `UIImage.pngData()` and `jpegData(compressionQuality:)` as apps save pictures: a drawn image
/// encoded and read back, by pixels.
@MainActor
@Suite struct ImageEncodingTests {
  private func halves() -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      UIColor.yellow.setFill()
      context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
    }
  }

  @Test func pngDataOfADrawnImageReadsBackPixelForPixel() throws {
    let image = halves()
    let data = try #require(image.pngData())
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let back = try #require(UIImage(data: data))
    #expect(back.size == CGSize(width: 80, height: 40))
    let canvas = try #require(CairoCanvas.rasterize(back))
    let left = canvas.pixel(x: 10, y: 10).rgba
    let right = canvas.pixel(x: 70, y: 30).rgba
    #expect(left.blue > 0.99 && left.red < 0.01)
    #expect(right.red > 0.99 && right.green > 0.99 && right.blue < 0.01)
    // An image read from PNG data gives that data back.
    #expect(back.pngData() == data)
  }

  @Test func jpegDataIsARealJPEGWhoseSizeFollowsTheQuality() throws {
    let image = halves()
    let best = try #require(image.jpegData(compressionQuality: 1))
    let worst = try #require(image.jpegData(compressionQuality: 0))
    #expect(best.starts(with: [0xFF, 0xD8, 0xFF]) && worst.starts(with: [0xFF, 0xD8, 0xFF]))
    #expect(worst.count < best.count)
    let back = try #require(UIImage(data: best))
    #expect(back.isJPEG && back.size == CGSize(width: 80, height: 40))
    let canvas = try #require(CairoCanvas.rasterize(back))
    let left = canvas.pixel(x: 10, y: 10).rgba
    let right = canvas.pixel(x: 70, y: 30).rgba
    #expect(left.blue > 0.95 && left.red < 0.05)
    #expect(right.red > 0.95 && right.green > 0.95 && right.blue < 0.1)
    // A JPEG re-encoded as PNG keeps its pixels.
    let png = try #require(back.pngData())
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(UIImage(data: png)?.size == back.size)
    #expect(UIImage().pngData() == nil && UIImage().jpegData(compressionQuality: 0.5) == nil)
    #expect(image.jpegData(compressionQuality: .nan)?.count == best.count)
  }
}
