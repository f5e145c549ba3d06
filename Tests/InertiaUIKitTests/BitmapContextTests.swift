import Inertia
import InertiaCairo
import InertiaUIKit
import Testing

/// The four bytes of pixel (x, y) of a bitmap context's memory, row 0 the top row.
@MainActor
func bytes(_ context: CGContext, x: Int, y: Int) -> [UInt8] {
  guard let data = context.data else { return [] }
  let pixel =
    data.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * context.bitsPerPixel / 8
  return (0..<(context.bitsPerPixel / 8)).map { pixel[$0] }
}

/// An image of `size` points at scale 1: red top half, blue bottom half.
@MainActor
func redOverBlue(width: CGFloat = 4, height: CGFloat = 4) -> UIImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 1
  return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image {
    context in
    UIColor.red.setFill()
    context.fill(CGRect(x: 0, y: 0, width: width, height: height / 2))
    UIColor.blue.setFill()
    context.fill(CGRect(x: 0, y: height / 2, width: width, height: height / 2))
  }
}

/// Bitmap contexts over memory, makeImage and CGImage pixels, as iOS programs use them: colour
/// pickers reading their own array, images built from pixels, images converted and drawn.
@MainActor
@Suite struct BitmapContextTests {
  @Test func ownedMemoryHasItsOriginAtTheBottomLeft() throws {
    let context = try #require(
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    #expect(context.width == 4 && context.height == 4 && context.bytesPerRow == 16)
    #expect(bytes(context, x: 0, y: 0) == [0, 0, 0, 0])
    context.setFillColor(UIColor.red.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
    // y 0...1 in Core Graphics' y-up space is the last row of memory.
    #expect(bytes(context, x: 2, y: 3) == [255, 0, 0, 255])
    #expect(bytes(context, x: 2, y: 0) == [0, 0, 0, 0])
    #expect(context.alphaInfo == .premultipliedLast && context.colorSpace?.model == .rgb)
  }

  @Test func drawingAnImageReachesTheProgramsOwnArray() throws {
    let image = try #require(redOverBlue().cgImage)
    #expect(image.width == 4 && image.height == 4)
    var pixel = [UInt8](repeating: 0, count: 4)
    let bitmapInfo = CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue
    let colorSpace = CGColorSpaceCreateDeviceRGB()
    try pixel.withUnsafeMutableBytes { buffer in
      let context = try #require(
        CGContext(
          data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
          space: colorSpace,
          bitmapInfo: bitmapInfo))
      // The colour picker idiom: move the wanted pixel (1, 3) to the origin and draw the image.
      context.translateBy(x: -1, y: -3)
      context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
    }
    // Core Graphics draws images upright in its y-up space: y 3 from the bottom is the top half.
    #expect(pixel == [255, 0, 0, 255])
  }

  @Test func drawnImagesAreUprightInMemory() throws {
    let context = try #require(
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast)))
    context.draw(try #require(redOverBlue().cgImage), in: CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(bytes(context, x: 1, y: 0) == [255, 0, 0, 255])
    #expect(bytes(context, x: 1, y: 3) == [0, 0, 255, 255])
  }

  @Test func littleEndianAlphaFirstIsBlueGreenRedAlphaInMemory() throws {
    let context = try #require(
      CGContext(
        data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
    context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    let pixel = bytes(context, x: 0, y: 0)
    #expect(pixel[0] == 0 && pixel[2] == 255 && pixel[3] == 255)
    #expect(abs(Int(pixel[1]) - 128) <= 1)
  }

  @Test func greyAndAlphaOnlyContextsKeepOneBytePerPixel() throws {
    let grey = try #require(
      CGContext(
        data: nil, width: 3, height: 3, bitsPerComponent: 8, bytesPerRow: 3,
        space: CGColorSpaceCreateDeviceGray(),
        bitmapInfo: CGImageAlphaInfo.none.rawValue))
    grey.setFillColor(gray: 1, alpha: 1)
    grey.fill(CGRect(x: 0, y: 2, width: 3, height: 1))
    #expect(bytes(grey, x: 1, y: 0) == [255] && bytes(grey, x: 1, y: 2) == [0])
    let mask = try #require(
      CGContext(
        data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 2,
        space: CGColorSpaceCreateDeviceGray(),
        bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
    mask.setFillColor(UIColor.red.withAlphaComponent(0.5).cgColor)
    mask.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(abs(Int(bytes(mask, x: 0, y: 0)[0]) - 128) <= 1)
  }

  @Test func unsupportedParametersGiveNil() {
    let rgb = CGColorSpaceCreateDeviceRGB()
    let info = CGImageAlphaInfo.premultipliedLast.rawValue
    func make(_ w: Int, _ h: Int, _ bits: Int, _ row: Int, _ space: CGColorSpace, _ info: UInt32)
      -> CGContext?
    {
      CGContext(
        data: nil, width: w, height: h, bitsPerComponent: bits, bytesPerRow: row, space: space,
        bitmapInfo: info)
    }
    #expect(make(0, 4, 8, 0, rgb, info) == nil)
    #expect(make(4, -1, 8, 0, rgb, info) == nil)
    #expect(make(4, 4, 8, 8, rgb, info) == nil)
    #expect(make(4, 4, 16, 0, rgb, info) == nil)
    #expect(make(4, 4, 8, 0, rgb, CGImageAlphaInfo.none.rawValue) == nil)
    #expect(make(4, 4, 8, 0, rgb, CGImageAlphaInfo.last.rawValue) == nil)
    #expect(make(1 << 20, 1 << 20, 8, 0, rgb, info) == nil)
    #expect(make(4, 4, 8, 0, rgb, info) != nil)
    #expect(GraphicsContext(size: CGSize(width: 4, height: 4)).makeImage() == nil)
  }

  @Test func pixelsWrittenByTheProgramBecomeTheImage() throws {
    // A program filling its own pixels (green, opaque, skip byte unused), then making an image.
    var pixels = [UInt8](repeating: 0, count: 2 * 2 * 4)
    for index in 0..<4 { pixels[index * 4 + 1] = 255 }
    let cgImage = try pixels.withUnsafeMutableBytes { buffer in
      let context = try #require(
        CGContext(
          data: buffer.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue))
      return try #require(context.makeImage())
    }
    #expect(cgImage.width == 2 && cgImage.height == 2)
    let data = try #require(cgImage.dataProvider?.data)
    #expect(CFDataGetLength(data) == 16)
    let read = CFDataGetBytePtr(data)
    #expect([read[4], read[5], read[6], read[7]] == [0, 255, 0, 255])
  }

  @Test func makeImageRoundTripsThroughUIImageAndIsDrawn() throws {
    let context = try #require(
      CGContext(
        data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    context.setFillColor(UIColor.blue.cgColor)
    context.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
    let cgImage = try #require(context.makeImage())
    // Later drawing does not change an image already made.
    context.setFillColor(UIColor.green.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    let image = UIImage(cgImage: cgImage)
    #expect(image.size == CGSize(width: 20, height: 20) && image.scale == 1)
    #expect(image.cgImage?.width == 20)
    let retina = UIImage(cgImage: cgImage, scale: 2, orientation: .up)
    #expect(retina.size == CGSize(width: 10, height: 10))
    let window = makeWindow()
    let imageView = UIImageView(image: image)
    imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    window.addSubview(imageView)
    let canvas = try render(window)
    // The top half (y up 10...20) is blue, the rest transparent over the white window.
    #expect(close(canvas.pixel(x: 10, y: 5), .blue))
    #expect(close(canvas.pixel(x: 10, y: 15), .white))
  }

  @Test func dataProviderDecodesPNGAndDrawnImages() throws {
    let drawn = redOverBlue(width: 2, height: 2)
    let data = try #require(drawn.cgImage?.dataProvider?.data)
    let bytes = Array(UnsafeBufferPointer(start: CFDataGetBytePtr(data), count: CFDataGetLength(data)))
    #expect(bytes == [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255])
    #expect(drawn.cgImage?.bytesPerRow == 8 && drawn.cgImage?.alphaInfo == .premultipliedLast)
  }
}
