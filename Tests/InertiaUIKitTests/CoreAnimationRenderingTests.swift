import InertiaCairo
import InertiaUIKit
import Testing

/// A view whose layer is a shape layer, for the "drawing a circle" idiom.
final class StrokeView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// The renderer draws presentation values while explicit animations run: pixels at chosen clock
/// times, the model drawn again once an animation is removed.
@MainActor
@Suite struct CoreAnimationRenderingTests {
  @Test func sublayerDrawsAtItsAnimatedPosition() throws {
    let (window, clock) = animationWindow()
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    let square = CALayer()
    square.frame = CGRect(x: 0, y: 40, width: 20, height: 20)
    square.backgroundColor = UIColor.red.cgColor
    view.layer.addSublayer(square)
    square.add(basic("position.x", 10.0, 90.0), forKey: "slide")
    clock.advance(to: 0.5)
    var canvas = try render(window)
    #expect(close(canvas.pixel(x: 50, y: 50), .red) && close(canvas.pixel(x: 10, y: 50), .white))
    clock.advance(to: 1.1)
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 10, y: 50), .red) && close(canvas.pixel(x: 50, y: 50), .white))
  }

  @Test func strokeEndDrawsPartOfTheLine() throws {
    let (window, clock) = animationWindow()
    let line = CAShapeLayer()
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 10, y: 50))
    path.addLine(to: CGPoint(x: 90, y: 50))
    (line.path, line.strokeColor, line.fillColor, line.lineWidth) = (path, UIColor.blue.cgColor, nil, 6)
    window.layer.addSublayer(line)
    line.add(basic("strokeEnd", 0.0, 1.0), forKey: "draw")
    clock.advance(to: 0.5)
    var canvas = try render(window)
    #expect(close(canvas.pixel(x: 30, y: 50), .blue) && close(canvas.pixel(x: 70, y: 50), .white))
    #expect(line.strokeEnd == 1 && abs(line.presentation()!.strokeEnd - 0.5) < 0.01)
    clock.advance(to: 1.2)
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 70, y: 50), .blue))
  }

  @Test func circleIdiomOnAViewsShapeLayer() throws {
    let (window, clock) = animationWindow()
    let ring = StrokeView(frame: window.bounds)
    let shape = ring.layer as! CAShapeLayer
    shape.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
    (shape.strokeColor, shape.fillColor, shape.lineWidth) = (UIColor.blue.cgColor, UIColor.clear.cgColor, 6)
    shape.strokeEnd = 0
    window.addSubview(ring)
    let draw = basic("strokeEnd", 0.0, 1.0, duration: 2)
    draw.fillMode = .forwards
    draw.isRemovedOnCompletion = false
    shape.add(draw, forKey: "circle")
    var canvas = try render(window)
    let edges = [(50, 10), (90, 50), (50, 90), (10, 50)]
    #expect(edges.allSatisfy { close(canvas.pixel(x: $0.0, y: $0.1), .white) })
    clock.advance(to: 1)
    canvas = try render(window)
    let drawn = edges.filter { close(canvas.pixel(x: $0.0, y: $0.1), .blue) }.count
    #expect(drawn >= 1 && drawn <= 3)  // about half the ring
    clock.advance(to: 3)
    canvas = try render(window)
    #expect(edges.allSatisfy { close(canvas.pixel(x: $0.0, y: $0.1), .blue) })
    #expect(shape.strokeEnd == 0)  // the model never changed
  }

  @Test func viewLayerBackgroundOpacityAndCornerAnimate() throws {
    let (window, clock) = animationWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.backgroundColor = .red
    window.addSubview(view)
    view.layer.add(basic("backgroundColor", UIColor.red.cgColor, UIColor.blue.cgColor), forKey: "tint")
    view.layer.add(basic("cornerRadius", 0.0, 40.0), forKey: "round")
    clock.advance(to: 0.5)
    #expect(view.backgroundColor == .red && view.layer.cornerRadius == 0)
    let shown = view.presentation
    #expect(abs(redOf(shown.backgroundColor!) - 0.5) < 0.01 && abs(shown.cornerRadius - 20) < 0.01)
    var canvas = try render(window)
    let middle = canvas.pixel(x: 50, y: 50)
    #expect(abs(redOf(middle) - 0.5) < 0.05 && abs(middle.rgba.blue - 0.5) < 0.05)
    #expect(close(canvas.pixel(x: 1, y: 1), .white))  // the animated corner is cut
    view.layer.add(basic("opacity", 0.0, 0.0), forKey: "hide")
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 50, y: 50), .white))
    view.layer.removeAllAnimations()
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 50, y: 50), .red) && close(canvas.pixel(x: 1, y: 1), .red))
  }

  @Test func viewLayerScaleAnimationMovesTheDrawnFrame() throws {
    let (window, clock) = animationWindow()
    let view = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
    view.backgroundColor = .green
    window.addSubview(view)
    view.layer.add(basic("transform.scale", 1.0, 5.0), forKey: "pop")
    clock.advance(to: 0.5)
    #expect(view.presentation.frame == CGRect(x: 20, y: 20, width: 60, height: 60) && view.frame.width == 20)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 25, y: 25), .green))
  }
}
