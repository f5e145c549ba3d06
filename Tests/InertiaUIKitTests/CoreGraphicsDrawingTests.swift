import InertiaCairo
import InertiaUIKit
import Testing

/// A view that strokes a red horizontal line 4 points wide through its middle, the way iOS code
/// overrides draw(_:).
final class StrokedLineView: UIView {
  var drawCount = 0
  var lastRect = CGRect.null
  override func draw(_ rect: CGRect) {
    drawCount += 1
    lastRect = rect
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setStrokeColor(UIColor.red.cgColor)
    context.setLineWidth(4)
    context.move(to: CGPoint(x: 10, y: rect.midY))
    context.addLine(to: CGPoint(x: rect.maxX - 10, y: rect.midY))
    context.strokePath()
  }
}

/// A view drawing with UIBezierPath and UIColor.setFill / setStroke.
final class BezierView: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.blue.setFill()
    UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 40)).fill()
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 60, y: 90))
    path.addLine(to: CGPoint(x: 90, y: 90))
    path.lineWidth = 6
    UIColor.green.setStroke()
    path.stroke()
  }
}

/// Core Graphics drawing: draw(_:) overrides, UIGraphicsGetCurrentContext, CGContext, UIBezierPath,
/// gradients and image renderers, checked by the pixels the Cairo renderer draws.
@MainActor
@Suite struct CoreGraphicsDrawingTests {
  @Test func drawStrokesAPathThatTheRendererShows() throws {
    let window = makeWindow()
    let view = StrokedLineView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 50, y: 50), .red))
    #expect(close(canvas.pixel(x: 50, y: 48), .red))
    #expect(close(canvas.pixel(x: 50, y: 45), .white))
    #expect(close(canvas.pixel(x: 5, y: 50), .white))
    #expect(close(canvas.pixel(x: 95, y: 50), .white))
    #expect(view.drawCount == 1 && view.lastRect == view.bounds)
  }

  @Test func drawRunsOnceUntilSetNeedsDisplay() throws {
    let window = makeWindow()
    let view = StrokedLineView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    _ = try render(window)
    _ = try render(window)
    #expect(view.drawCount == 1)
    view.setNeedsDisplay()
    _ = try render(window)
    #expect(view.drawCount == 2)
  }

  @Test func contentModeRedrawRedrawsAtTheNewSizeAndScaleToFillStretches() throws {
    let window = makeWindow()
    let view = StrokedLineView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    window.addSubview(view)
    _ = try render(window)
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    // scaleToFill (the default): the old drawing is stretched, its line now 8 pt thick at y 50.
    var canvas = try render(window)
    #expect(view.drawCount == 1)
    #expect(close(canvas.pixel(x: 50, y: 47), .red) && close(canvas.pixel(x: 50, y: 53), .red))
    view.contentMode = .redraw
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    canvas = try render(window)
    #expect(view.drawCount == 2)
    #expect(close(canvas.pixel(x: 50, y: 30), .red) && close(canvas.pixel(x: 50, y: 34), .white))
  }

  @Test func drawingIsClippedToTheBoundsAndMovesWithTheView() throws {
    let window = makeWindow()
    let view = BezierView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    window.addSubview(view)
    var canvas = try render(window)
    #expect(close(canvas.pixel(x: 30, y: 30), .blue))
    #expect(close(canvas.pixel(x: 12, y: 12), .white))  // outside the oval, inside its box
    // The stroke at y 90 lies outside the 80-point bounds: clipped.
    #expect(close(canvas.pixel(x: 75, y: 90), .white))
    view.frame.origin = CGPoint(x: 20, y: 0)
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 50, y: 30), .blue) && close(canvas.pixel(x: 25, y: 30), .white))
  }

  @Test func bezierStrokeUsesItsLineWidthAndStrokeColour() throws {
    let window = makeWindow()
    let view = BezierView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 75, y: 88), .green) && close(canvas.pixel(x: 75, y: 92), .green))
    #expect(close(canvas.pixel(x: 75, y: 85), .white))
  }

  @Test func contextFillsRectsEllipsesAndArcsWithTransforms() throws {
    final class Shapes: UIView {
      override func draw(_ rect: CGRect) {
        let ctx = UIGraphicsGetCurrentContext()!
        ctx.saveGState()
        ctx.translateBy(x: 50, y: 0)
        ctx.scaleBy(x: 2, y: 2)
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))  // (50, 0) ... (70, 20)
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))  // black again after restore
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.addArc(center: CGPoint(x: 50, y: 70), radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
        ctx.closePath()
        ctx.fillPath()
      }
    }
    let window = makeWindow()
    window.addSubview(Shapes(frame: window.bounds))
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 60, y: 10), .red) && close(canvas.pixel(x: 72, y: 10), .white))
    #expect(close(canvas.pixel(x: 5, y: 5), .black))
    // clockwise false: increasing angles, 0 ... pi through +y (below the centre on screen).
    #expect(close(canvas.pixel(x: 50, y: 80), .blue) && close(canvas.pixel(x: 50, y: 60), .white))
  }

  @Test func linearGradientBlendsFromStartToEnd() throws {
    final class GradientView: UIView {
      override func draw(_ rect: CGRect) {
        let ctx = UIGraphicsGetCurrentContext()!
        let colors = [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray
        let gradient = CGGradient(
          colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
        ctx.drawLinearGradient(
          gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
      }
    }
    let window = makeWindow()
    window.backgroundColor = .red
    window.addSubview(GradientView(frame: window.bounds))
    let canvas = try render(window)
    #expect(redOf(canvas.pixel(x: 2, y: 50)) < 0.06)
    #expect(abs(redOf(canvas.pixel(x: 50, y: 50)) - 0.5) < 0.03)
    #expect(greenOf(canvas.pixel(x: 97, y: 50)) > 0.94)
  }

  @Test func imageRendererMakesAnImageAnImageViewShows() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20))
    let image = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
      UIColor.blue.setFill()
      context.cgContext.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
    }
    #expect(image.size == CGSize(width: 20, height: 20))
    #expect(image.scale == UIScreen.main.scale)
    #expect(UIGraphicsGetCurrentContext() == nil)
    let window = makeWindow()
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    imageView.image = image
    window.addSubview(imageView)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 20, y: 10), .red) && close(canvas.pixel(x: 20, y: 30), .blue))
  }

  @Test func olderImageContextFunctionsNestAndEnd() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
    UIColor.green.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    let drawn = try #require(image)
    #expect(drawn.size == CGSize(width: 10, height: 10) && drawn.scale == UIScreen.main.scale)
    let window = makeWindow()
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    imageView.image = drawn
    window.addSubview(imageView)
    #expect(close(try render(window).pixel(x: 5, y: 5), .green))
  }

  @Test func pathsBuildAndHitTestLikeCoreGraphics() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(path.contains(CGPoint(x: 5, y: 5)) && !path.contains(CGPoint(x: 15, y: 5)))
    let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(oval.contains(CGPoint(x: 10, y: 10)) && !oval.contains(CGPoint(x: 1, y: 1)))
    #expect(abs(oval.bounds.width - 20) < 0.01)
    let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // UIKit's clockwise: increasing angles, ending at (0, 10) on a y-down screen.
    #expect(abs(arc.currentPoint.x) < 1e-9 && abs(arc.currentPoint.y - 10) < 1e-9)
    let cg = CGMutablePath()
    cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // Core Graphics' clockwise: decreasing angles, 0 → -3π/2, also ending at (0, 10), the long way.
    #expect(cg.boundingBoxOfPath.minX < -9 && cg.boundingBoxOfPath.minY < -9)
    let bad = CGMutablePath()
    bad.move(to: CGPoint(x: CGFloat.nan, y: 0))
    bad.addLine(to: CGPoint(x: CGFloat.infinity, y: 1))
    #expect(bad.isEmpty)
    let vector = CGVector(dx: 3, dy: -4)
    #expect(vector.dx == 3 && vector.dy == -4 && CGVector.zero == CGVector(dx: 0, dy: 0))
  }
}
