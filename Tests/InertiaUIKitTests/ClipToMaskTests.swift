import InertiaUIKit
import Testing

/// `CGContext.clip(to:mask:)` masks later drawing by the mask image, as Core Graphics does: by a
/// grey mask's luminance (white shows, black hides), by the alpha of a mask that has one, only
/// inside the rectangle, and until the state is restored.
@MainActor
@Suite struct ClipToMaskTests {
  /// A 4 x 4 grey bitmap's image: its left half `left`, its right half `right` (0 black, 1 white).
  private func greyMask(left: CGFloat, right: CGFloat) throws -> CGImage {
    let context = try #require(
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
    context.setFillColor(UIColor(white: left, alpha: 1).cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
    context.setFillColor(UIColor(white: right, alpha: 1).cgColor)
    context.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
    return try #require(context.makeImage())
  }

  /// A 4 x 4 RGBA bitmap's image: blue at `left` alpha on the left half, transparent on the right.
  private func alphaMask(left: CGFloat) throws -> CGImage {
    let context = try rgbaContext(4)
    context.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: left).cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
    return try #require(context.makeImage())
  }

  private func near(_ pixel: [UInt8], _ expected: [UInt8], tolerance: Int = 3) -> Bool {
    pixel.count == expected.count && zip(pixel, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
  }

  @Test func aGreyMaskShowsDrawingByItsLuminance() throws {
    let context = try rgbaContext(20)
    context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: try greyMask(left: 1, right: 0))
    context.setFillColor(UIColor.red.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(near(bytes(context, x: 2, y: 10), [255, 0, 0, 255]))
    #expect(near(bytes(context, x: 17, y: 10), [0, 0, 0, 0]))
  }

  @Test func aMidGreyMaskShowsHalfTheDrawing() throws {
    let context = try rgbaContext(20)
    context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: try greyMask(left: 0.5, right: 0.5))
    context.setFillColor(UIColor.red.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    // Premultiplied red at half coverage.
    #expect(near(bytes(context, x: 10, y: 10), [128, 0, 0, 128], tolerance: 4))
  }

  @Test func aMaskWithAlphaShowsDrawingByItsAlphaNotItsColour() throws {
    let context = try rgbaContext(20)
    context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: try alphaMask(left: 1))
    context.setFillColor(UIColor.red.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    // Blue's luminance is dark, yet its opaque alpha shows the red fully.
    #expect(near(bytes(context, x: 2, y: 10), [255, 0, 0, 255]))
    #expect(near(bytes(context, x: 17, y: 10), [0, 0, 0, 0]))
    let half = try rgbaContext(20)
    half.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: try alphaMask(left: 0.5))
    half.setFillColor(UIColor.red.cgColor)
    half.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(near(bytes(half, x: 2, y: 10), [128, 0, 0, 128], tolerance: 4))
  }

  @Test func theMaskAppliesOnlyInsideItsRectangleAndUntilTheStateIsRestored() throws {
    let context = try rgbaContext(20)
    context.setFillColor(UIColor.green.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    context.saveGState()
    // The mask (white left, black right) stretched over the right half of the bitmap.
    context.clip(to: CGRect(x: 10, y: 0, width: 10, height: 20), mask: try greyMask(left: 1, right: 0))
    context.setFillColor(UIColor.red.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    context.restoreGState()
    #expect(near(bytes(context, x: 5, y: 10), [0, 255, 0, 255]))
    #expect(near(bytes(context, x: 11, y: 10), [255, 0, 0, 255]))
    #expect(near(bytes(context, x: 19, y: 10), [0, 255, 0, 255]))
    context.setFillColor(UIColor.blue.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(near(bytes(context, x: 19, y: 10), [0, 0, 255, 255]))
  }
}
