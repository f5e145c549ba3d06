import InertiaCairo
import InertiaUIKit
import Testing

/// A 20 x 20 RGBA bitmap context, transparent.
@MainActor
func rgbaContext(_ side: Int = 20) throws -> CGContext {
  try #require(
    CGContext(
      data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
}

/// A view that fills yellow, then multiplies cyan over its right half (UIKit's idiom with
/// UIRectFillUsingBlendMode), and escapes a small clip with resetClip.
final class BlendingView: UIView {
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    UIColor.yellow.setFill()
    UIRectFill(bounds)
    UIColor.cyan.setFill()
    UIRectFillUsingBlendMode(CGRect(x: 25, y: 0, width: 25, height: 50), .multiply)
    context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
    context.resetClip()
    context.setFillColor(UIColor.red.cgColor)
    // A fill far larger than the view still stays inside it: resetClip returns to the view's clip.
    context.fill(CGRect(x: -100, y: 40, width: 400, height: 400))
  }
}

/// Blend modes, replacePathWithStrokedPath, resetClip and even-odd clips, by pixels.
@MainActor
@Suite struct BlendModeAndStrokedPathTests {
  @Test func blendModesCompositeInAViewsDrawing() throws {
    let window = makeWindow()
    let view = BlendingView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
    window.addSubview(view)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 60, y: 20), .yellow))
    // Yellow times cyan is green.
    #expect(close(canvas.pixel(x: 90, y: 20), .green))
    #expect(close(canvas.pixel(x: 60, y: 45), .red))
    #expect(close(canvas.pixel(x: 40, y: 45), .white) && close(canvas.pixel(x: 60, y: 60), .white))
  }

  @Test func eachCompositingModeAsCoreGraphicsDefinesIt() throws {
    func paint(_ mode: CGBlendMode, _ source: UIColor) throws -> [UInt8] {
      let context = try rgbaContext(2)
      context.setFillColor(UIColor.white.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      context.setBlendMode(mode)
      context.setFillColor(source.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      return bytes(context, x: 0, y: 0)
    }
    #expect(try paint(.difference, .red) == [0, 255, 255, 255])
    #expect(try paint(.multiply, .blue) == [0, 0, 255, 255])
    #expect(try paint(.clear, .red) == [0, 0, 0, 0])
    #expect(try paint(.copy, UIColor(red: 1, green: 0, blue: 0, alpha: 0)) == [0, 0, 0, 0])
    #expect(try paint(.destinationOver, .red) == [255, 255, 255, 255])
    #expect(try paint(.destinationOut, .red) == [0, 0, 0, 0])
    #expect(try paint(.sourceAtop, .red) == [255, 0, 0, 255])
    #expect(try paint(.darken, .gray)[0] < 200)
    // plusDarker has no Cairo operator: drawn as normal.
    #expect(try paint(.plusDarker, .red) == [255, 0, 0, 255])
    #expect(CGBlendMode.luminosity.rawValue == 15 && CGBlendMode.plusLighter.rawValue == 27)
  }

  @Test func theBlendModeIsPartOfTheSavedState() throws {
    let context = try rgbaContext(2)
    context.saveGState()
    context.setBlendMode(.clear)
    #expect(context.blendMode == .clear)
    context.restoreGState()
    #expect(context.blendMode == .normal)
    context.setFillColor(UIColor.red.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(bytes(context, x: 1, y: 1) == [255, 0, 0, 255])
    context.clear(CGRect(x: 0, y: 0, width: 1, height: 2))
    #expect(bytes(context, x: 0, y: 1) == [0, 0, 0, 0] && bytes(context, x: 1, y: 1) == [255, 0, 0, 255])
  }

  @Test func replacePathWithStrokedPathFillsWhatTheStrokeWouldCover() throws {
    let context = try rgbaContext()
    context.setLineWidth(4)
    context.move(to: CGPoint(x: 2, y: 10))
    context.addLine(to: CGPoint(x: 18, y: 10))
    context.replacePathWithStrokedPath()
    let box = context.boundingBoxOfPath
    #expect(abs(box.minX - 2) < 0.01 && abs(box.maxX - 18) < 0.01)
    #expect(abs(box.minY - 8) < 0.01 && abs(box.maxY - 12) < 0.01)
    context.setFillColor(UIColor.green.cgColor)
    context.fillPath()
    // User y 8...12 is memory rows 8...11.
    #expect(
      bytes(context, x: 10, y: 8) == [0, 255, 0, 255] && bytes(context, x: 10, y: 11) == [0, 255, 0, 255])
    #expect(bytes(context, x: 10, y: 6) == [0, 0, 0, 0] && bytes(context, x: 1, y: 10) == [0, 0, 0, 0])
  }

  @Test func aStrokedPathClipsAGradient() throws {
    // The book idiom: stroke-shaped clip, then a gradient painted through it.
    let context = try rgbaContext()
    context.setLineWidth(6)
    context.setLineCap(.round)
    context.move(to: CGPoint(x: 4, y: 4))
    context.addLine(to: CGPoint(x: 16, y: 16))
    context.replacePathWithStrokedPath()
    context.clip()
    let gradient = try #require(
      CGGradient(
        colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.red.cgColor] as CFArray, locations: nil))
    context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 20, y: 20), options: [])
    // (10, 10) is on the line; (16, 4) user space (memory row 15) is far from it.
    #expect(bytes(context, x: 10, y: 10) == [255, 0, 0, 255])
    #expect(bytes(context, x: 16, y: 15) == [0, 0, 0, 0])
    // Round caps reach past the end points.
    #expect(bytes(context, x: 17, y: 2)[3] > 200)
  }

  @Test func strokedCopiesOfPathsHaveJoinsAndCaps() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 10))
    let miter = path.copy(strokingWithWidth: 2, lineCap: .square, lineJoin: .miter, miterLimit: 10)
    #expect(miter.contains(CGPoint(x: 10.9, y: -0.9)))
    #expect(miter.contains(CGPoint(x: -0.9, y: 0)))
    let bevel = path.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
    #expect(!bevel.contains(CGPoint(x: 10.9, y: -0.9)))
    #expect(!bevel.contains(CGPoint(x: -0.5, y: 0)))
    #expect(bevel.contains(CGPoint(x: 5, y: 0.5)) && !bevel.contains(CGPoint(x: 5, y: 1.5)))
    #expect(path.copy(strokingWithWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
  }

  @Test func dashedStrokesBecomeSeparatePieces() throws {
    let context = try rgbaContext()
    context.setLineWidth(2)
    context.setLineDash(phase: 0, lengths: [4, 4])
    context.move(to: CGPoint(x: 0, y: 10))
    context.addLine(to: CGPoint(x: 20, y: 10))
    context.replacePathWithStrokedPath()
    context.setFillColor(UIColor.black.cgColor)
    context.fillPath()
    #expect(bytes(context, x: 2, y: 9)[3] == 255 && bytes(context, x: 6, y: 9)[3] == 0)
    #expect(bytes(context, x: 10, y: 9)[3] == 255 && bytes(context, x: 14, y: 9)[3] == 0)
  }

  @Test func evenOddClipsAndResetClipInABitmap() throws {
    let context = try rgbaContext()
    context.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
    context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
    context.clip(using: .evenOdd)
    context.setFillColor(UIColor.blue.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(bytes(context, x: 10, y: 10) == [0, 0, 0, 0] && bytes(context, x: 2, y: 2) == [0, 0, 255, 255])
    context.resetClip()
    context.setFillColor(UIColor.red.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(bytes(context, x: 10, y: 10) == [255, 0, 0, 255])
  }
}
