import InertiaCairo
import InertiaUIKit
import Testing

/// A layer subclass drawing a filled square in draw(in:).
final class SquareLayer: CALayer {
  var draws = 0
  override func draw(in ctx: CGContext) {
    draws += 1
    ctx.setFillColor(UIColor.magenta.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
  }
}

/// A view whose layer is a shape layer (layerClass).
final class RingView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
  var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}

/// UIView.layer as a CALayer: one owner for what views have, layer-only state, sublayers, shape
/// and gradient layers, transactions, checked by values and rendered pixels.
@MainActor
@Suite struct LayerTests {
  @Test func aViewsLayerForwardsToTheViewsOwnProperties() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    view.layer.backgroundColor = UIColor.red.cgColor
    view.layer.cornerRadius = 8
    view.layer.borderWidth = 2
    view.layer.borderColor = UIColor.blue.cgColor
    view.layer.masksToBounds = true
    view.layer.opacity = 0.5
    #expect(view.backgroundColor == .red && view.layerCornerRadius == 8 && view.layerBorderWidth == 2)
    #expect(view.layerBorderColor == .blue && view.clipsToBounds && view.alpha == 0.5)
    view.alpha = 0.25
    view.backgroundColor = .green
    #expect(view.layer.opacity == 0.25 && view.layer.backgroundColor == UIColor.green.cgColor)
    #expect(view.layer.frame == view.frame && view.layer.position == view.center)
    view.layer.frame = CGRect(x: 0, y: 0, width: 50, height: 60)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
    #expect(view.layer === view.layer)
    view.layer.cornerRadius = -3
    #expect(view.layerCornerRadius == 0)
  }

  @Test func layerBackgroundCornerAndBorderDrawOnTheView() throws {
    let window = makeWindow()
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    view.layer.backgroundColor = UIColor.red.cgColor
    view.layer.cornerRadius = 20
    view.layer.borderWidth = 4
    view.layer.borderColor = UIColor.blue.cgColor
    window.addSubview(view)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 50, y: 50), .red))
    #expect(close(canvas.pixel(x: 50, y: 11), .blue))
    #expect(close(canvas.pixel(x: 11, y: 11), .white))  // the rounded corner is cut
  }

  @Test func sublayersDrawInTheirFramesAndMasksToBoundsClips() throws {
    let window = makeWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let sub = CALayer()
    sub.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
    sub.backgroundColor = UIColor.green.cgColor
    view.layer.addSublayer(sub)
    #expect(view.layer.sublayers?.count == 1 && sub.superlayer === view.layer)
    #expect(sub.position == CGPoint(x: 50, y: 50) && sub.bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
    window.addSubview(view)
    var canvas = try render(window)
    #expect(close(canvas.pixel(x: 40, y: 40), .green) && close(canvas.pixel(x: 60, y: 60), .green))
    view.layer.masksToBounds = true
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 40, y: 40), .green) && close(canvas.pixel(x: 60, y: 60), .white))
    sub.removeFromSuperlayer()
    #expect(view.layer.sublayers == nil)
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 40, y: 40), .white))
  }

  @Test func sublayerAtIndexZeroGoesUnderSubviewsAndAddSublayerOnTop() throws {
    let window = makeWindow()
    let view = UIView(frame: window.bounds)
    let subview = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
    subview.backgroundColor = .blue
    view.addSubview(subview)
    let under = CALayer()
    under.frame = view.bounds
    under.backgroundColor = UIColor.red.cgColor
    view.layer.insertSublayer(under, at: 0)
    let over = CALayer()
    over.frame = CGRect(x: 40, y: 0, width: 20, height: 20)
    over.backgroundColor = UIColor.green.cgColor
    view.layer.addSublayer(over)
    window.addSubview(view)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 20, y: 50), .blue))  // subview over the index-0 layer
    #expect(close(canvas.pixel(x: 80, y: 50), .red))
    #expect(close(canvas.pixel(x: 45, y: 10), .green))  // the added layer over the subview
  }

  @Test func layerSubclassDrawsOnlyAfterSetNeedsDisplay() throws {
    let window = makeWindow()
    let view = UIView(frame: window.bounds)
    let square = SquareLayer()
    square.frame = CGRect(x: 20, y: 20, width: 30, height: 30)
    square.contentsScale = UIScreen.main.scale
    view.layer.addSublayer(square)
    window.addSubview(view)
    var canvas = try render(window)
    #expect(square.draws == 0 && close(canvas.pixel(x: 25, y: 25), .white))
    square.setNeedsDisplay()
    #expect(square.needsDisplay())
    canvas = try render(window)
    #expect(square.draws == 1 && !square.needsDisplay())
    #expect(close(canvas.pixel(x: 25, y: 25), .magenta) && close(canvas.pixel(x: 35, y: 35), .white))
    _ = try render(window)
    #expect(square.draws == 1)
    #expect(square.contentsScale == 3)
  }

  @Test func shapeLayerFillsAndStrokesItsPath() throws {
    let window = makeWindow()
    let ring = RingView(frame: window.bounds)
    ring.shapeLayer.path = UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).cgPath
    ring.shapeLayer.fillColor = nil
    ring.shapeLayer.strokeColor = UIColor.red.cgColor
    ring.shapeLayer.lineWidth = 6
    window.addSubview(ring)
    var canvas = try render(window)
    #expect(close(canvas.pixel(x: 50, y: 20), .red) && close(canvas.pixel(x: 50, y: 50), .white))
    let shape = CAShapeLayer()
    shape.frame = window.bounds
    shape.path = CGPath(rect: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
    shape.fillColor = UIColor.blue.cgColor
    ring.layer.addSublayer(shape)
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 50, y: 50), .blue))
  }

  @Test func strokeEndTrimsTheStroke() throws {
    let window = makeWindow()
    let shape = CAShapeLayer()
    shape.frame = window.bounds
    let line = UIBezierPath()
    line.move(to: CGPoint(x: 0, y: 50))
    line.addLine(to: CGPoint(x: 100, y: 50))
    shape.path = line.cgPath
    shape.strokeColor = UIColor.black.cgColor
    shape.lineWidth = 4
    shape.strokeEnd = 0.5
    window.layer.addSublayer(shape)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 25, y: 50), .black) && close(canvas.pixel(x: 75, y: 50), .white))
    shape.strokeEnd = 7
    #expect(shape.strokeEnd == 1)
  }

  @Test func gradientLayerClassFillsTheViewTopToBottom() throws {
    final class GradientView: UIView {
      override class var layerClass: AnyClass { CAGradientLayer.self }
    }
    let window = makeWindow()
    let view = GradientView(frame: window.bounds)
    let gradient = try #require(view.layer as? CAGradientLayer)
    gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
    window.addSubview(view)
    let canvas = try render(window)
    #expect(redOf(canvas.pixel(x: 50, y: 1)) < 0.05 && redOf(canvas.pixel(x: 50, y: 98)) > 0.95)
    #expect(abs(redOf(canvas.pixel(x: 50, y: 50)) - 0.5) < 0.03)
  }

  @Test func shadowDarkensBelowTheView() throws {
    let window = makeWindow()
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
    card.backgroundColor = .white
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.8
    card.layer.shadowOffset = CGSize(width: 0, height: 6)
    card.layer.shadowRadius = 2
    window.addSubview(card)
    let canvas = try render(window)
    #expect(redOf(canvas.pixel(x: 50, y: 63)) < 0.5)  // under the card's bottom edge
    #expect(close(canvas.pixel(x: 50, y: 40), .white))  // the card itself stays white
    #expect(close(canvas.pixel(x: 50, y: 10), .white))  // nothing above
    #expect(card.layer.shadowRadius == 2)
    card.layer.shadowRadius = .nan
    #expect(card.layer.shadowRadius == 2)
  }

  @Test func layerContentsImageFillsTheBounds() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
      UIColor.orange.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    let window = makeWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.layer.contents = image.cgImage
    window.addSubview(view)
    #expect(close(try render(window).pixel(x: 20, y: 20), .orange))
  }

  @Test func transactionsRunCompletionAtTheOutermostCommit() {
    var calls: [String] = []
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    #expect(CATransaction.disableActions())
    CATransaction.setCompletionBlock { calls.append("outer") }
    CATransaction.begin()
    CATransaction.setCompletionBlock { calls.append("inner") }
    CATransaction.commit()
    #expect(calls.isEmpty)
    CATransaction.commit()
    #expect(calls == ["inner", "outer"])
    #expect(!CATransaction.disableActions())
    CATransaction.commit()  // unbalanced: ignored
    #expect(calls.count == 2)
  }
}

extension LayerTests {
  @Test func masksToBoundsHidesTheShadow() throws {
    let window = makeWindow()
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
    card.backgroundColor = .white
    card.layer.shadowOpacity = 1
    card.layer.shadowOffset = CGSize(width: 0, height: 10)
    card.layer.masksToBounds = true
    window.addSubview(card)
    #expect(close(try render(window).pixel(x: 50, y: 65), .white))
    card.layer.masksToBounds = false
    #expect(redOf(try render(window).pixel(x: 50, y: 65)) < 0.2)
  }
}
