import Foundation
import Testing

@testable import Inertia
@testable import InertiaCairo

/// JPEG images: the size from the frame header, the pixels decoded by the Cairo renderer, and
/// damaged or hostile data refused without a crash.
@MainActor
@Suite struct ImageJPEGTests {
  /// A 16 x 8 JPEG (quality 95): the left half red, the right half blue.
  static let redBlue = Data(
    base64Encoded:
      "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD4vr5Door+qP2Zf/NV/wDcj/7uH9qftDP+aZ/7nf8A3UP/2Q=="
  )!

  @Test func aJPEGsSizeComesFromItsFrameHeader() throws {
    let image = try #require(Image(data: Self.redBlue, scale: 2))
    #expect(image.isJPEG)
    #expect(image.pixelSize == (16, 8))
    #expect(image.size == CGSize(width: 8, height: 4))
    #expect(Image.jpegPixelSize(Self.redBlue)! == (16, 8))
    #expect(Image.pngPixelSize(Self.redBlue) == nil)
  }

  @Test func theRendererDrawsTheDecodedPixels() throws {
    let scene = TestScene()
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 160, height: 80))
    view.image = try #require(Image(data: Self.redBlue))
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    let canvas = try ViewRenderer.render(window: scene.window)
    let scale = scene.window.screenScale
    let left = canvas.pixel(x: Int(30 * scale), y: Int(40 * scale))
    let right = canvas.pixel(x: Int(130 * scale), y: Int(40 * scale))
    #expect(left.red > 0.9 && left.green < 0.1 && left.blue < 0.1)
    #expect(right.blue > 0.9 && right.red < 0.1 && right.green < 0.1)
  }

  @Test func damagedOrHostileJPEGDataIsRefusedWithoutACrash() throws {
    // Cut short after the header: the size is known, the pixels cannot be decoded.
    let cut = try #require(Image(data: Self.redBlue.prefix(Self.redBlue.count / 2)))
    #expect(CairoCanvas.decodeJPEG(cut.encodedData) == nil)
    #expect(CairoCanvas.decodeJPEG(Self.redBlue) != nil)
    #expect(Image(data: Data([0xFF, 0xD8, 0xFF])) == nil)
    #expect(Image(data: Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x01, 0x08, 0x00])) == nil)
    // A frame header declaring 0 x 0 pixels, and one past the data's end.
    let empty: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x03]
    #expect(Image(data: Data(empty)) == nil)
    var long = [UInt8](repeating: 0, count: 64)
    long[0...5] = [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF]
    #expect(Image(data: Data(long)) == nil)
    // A size past the renderer's limit is not decoded (a small file may declare a huge bitmap).
    var huge = [UInt8](Self.redBlue)
    if let sof = (2..<huge.count - 1).first(where: { huge[$0] == 0xFF && huge[$0 + 1] == 0xC0 }) {
      huge[sof + 5...sof + 8] = [0x7F, 0xFF, 0x7F, 0xFF]
    }
    let declared = try #require(Image(data: Data(huge)))
    #expect(declared.pixelSize == (32767, 32767))
    #expect(CairoCanvas.decodeJPEG(declared.encodedData) == nil)
  }
}
