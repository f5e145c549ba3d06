import InertiaCairo
import InertiaUIKit
import Testing

/// The card-flip transform public iOS code builds: perspective 1/500, then turned 60° about y.
@MainActor
private func flip(_ angle: CGFloat = .pi / 3) -> CATransform3D {
  var perspective = CATransform3DIdentity
  perspective.m34 = -1 / 500
  return CATransform3DRotate(perspective, angle, 0, 1, 0)
}

/// Whether two transforms agree entry by entry within `tolerance`.
private func near(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
  zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
}

/// A white 200 x 200 window at scale 1 on a manual clock that is the app clock.
@MainActor
private func flipWindow() -> (UIWindow, ManualClock) {
  let clock = ManualClock(frameRate: 60)
  UIWindow.appClock = clock
  let window = UIWindow(size: CGSize(width: 200, height: 200), scale: 1, clock: clock)
  window.backgroundColor = .white
  return (window, clock)
}

/// CATransform3D: the matrix functions, layer and view transforms drawn in perspective by the
/// Cairo renderer, hit testing through them, and the transform key paths in animations.
@MainActor
@Suite struct Transform3DTests {
  @Test func matrixFunctionsFollowCoreAnimation() {
    #expect(CATransform3DIsIdentity(CATransform3DIdentity) && CATransform3DIsAffine(CATransform3DIdentity))
    // About z it is the affine rotation.
    let turn = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
    let affine = CGAffineTransform(rotationAngle: .pi / 6)
    #expect(CATransform3DIsAffine(turn))
    let back = CATransform3DGetAffineTransform(turn)
    #expect(
      abs(back.a - affine.a) < 1e-12 && abs(back.b - affine.b) < 1e-12 && abs(back.c - affine.c) < 1e-12)
    #expect(CATransform3DMakeAffineTransform(affine).m12 == affine.b)
    // Translate(t, ...) applies the translation first: scale 2 then move 10 -> m41 = 20.
    let scaled = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
    #expect(scaled.m41 == 20 && scaled.m11 == 2)
    #expect(
      CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0)).m41 == 10)
    // The flip is not affine; its inverse undoes it.
    let t = flip()
    #expect(
      !CATransform3DIsAffine(t) && abs(t.m34 - (-0.5 / 500)) < 1e-12 && abs(t.m14 - 0.8660254 / 500) < 1e-9)
    #expect(near(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
    // A singular transform inverts to itself; a zero axis rotates nothing.
    let flat = CATransform3DMakeScale(1, 0, 1)
    #expect(
      CATransform3DInvert(flat) == flat && CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
  }

  @Test func projectionOfTheFlipShrinksTheFarSide() {
    // (50, 0) turned 60° about y lies 43.3 behind: 25 / 1.0866 = 23.01 across, 50 / 1.0866 high.
    let near = flip().projection.apply(to: CGPoint(x: -50, y: -50))!
    let far = flip().projection.apply(to: CGPoint(x: 50, y: -50))!
    #expect(abs(far.x - 23.007) < 0.01 && abs(far.y + 46.015) < 0.01)
    #expect(abs(near.x + 27.370) < 0.01 && abs(near.y + 54.740) < 0.01)
  }

  /// The pixels of a 100-point red square at (50, 50) flipped by 60° in perspective: a trapezoid
  /// from x 72.6 (54.7 above and below the centre) to x 123.0 (46.0 above and below).
  private func expectFlippedSquare(_ canvas: CairoCanvas) {
    #expect(close(canvas.pixel(x: 100, y: 100), .red))
    // Inside only with perspective (the affine part alone spans x 75...125, y 50...150).
    #expect(close(canvas.pixel(x: 74, y: 100), .red) && close(canvas.pixel(x: 76, y: 48), .red))
    #expect(close(canvas.pixel(x: 76, y: 152), .red))
    // Outside only with perspective: the far corners are pulled in.
    #expect(close(canvas.pixel(x: 120, y: 51), .white) && close(canvas.pixel(x: 120, y: 148), .white))
    #expect(close(canvas.pixel(x: 124, y: 100), .white) && close(canvas.pixel(x: 71, y: 100), .white))
    #expect(close(canvas.pixel(x: 121, y: 100), .red))
  }

  @Test func layerTransformWithPerspectiveIsDrawnProjected() throws {
    let (window, _) = flipWindow()
    let card = CALayer()
    card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    card.backgroundColor = UIColor.red.cgColor
    card.transform = flip()
    window.layer.addSublayer(card)
    #expect(card.transform == flip() && card.affineTransform() == CATransform3DGetAffineTransform(flip()))
    expectFlippedSquare(try render(window))
  }

  @Test func sublayerTransformGivesTheSublayersPerspective() throws {
    let (window, _) = flipWindow()
    let stage = CALayer()
    stage.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    stage.sublayerTransform.m34 = -1 / 500
    let card = CALayer()
    card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    card.backgroundColor = UIColor.red.cgColor
    card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
    stage.addSublayer(card)
    window.layer.addSublayer(stage)
    expectFlippedSquare(try render(window))
    // Without the stage's perspective the turn is only a squeeze to half the width.
    stage.sublayerTransform = CATransform3DIdentity
    let squeezed = try render(window)
    #expect(close(squeezed.pixel(x: 74, y: 100), .white) && close(squeezed.pixel(x: 120, y: 51), .red))
  }

  @Test func viewTransform3DIsDrawnAndHitTestedInPerspective() throws {
    let (window, _) = flipWindow()
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    card.backgroundColor = .red
    window.addSubview(card)
    card.layer.transform = flip()
    #expect(card.transform3D == flip() && card.transform == CATransform3DGetAffineTransform(flip()))
    expectFlippedSquare(try render(window))
    // UIKit hit-tests through the layer's transform: the near edge reaches x 72.6.
    #expect(window.hitTest(CGPoint(x: 74, y: 100), with: nil) === card)
    #expect(window.hitTest(CGPoint(x: 121, y: 52), with: nil) === window)
    let corner = card.convert(CGPoint(x: 100, y: 0), to: window)
    #expect(abs(corner.x - 123.007) < 0.5 && abs(corner.y - 53.985) < 0.5)
    let back = card.convert(corner, from: window)
    #expect(abs(back.x - 100) < 1e-6 && abs(back.y) < 1e-6)
    // Setting the affine transform replaces the 3D one, as in UIKit.
    card.transform = .identity
    #expect(
      card.transform3D == CATransform3DIdentity
        && window.hitTest(CGPoint(x: 121, y: 52), with: nil) === card)
  }

  @Test func transformKeyPathsAnimateThe3DTransform() {
    let (window, clock) = flipWindow()
    let card = CALayer()
    card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    window.layer.addSublayer(card)
    card.add(
      basic("transform", NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: flip())),
      forKey: "t")
    clock.advance(to: 0.5)
    let half = card.presentation()!.transform
    #expect(abs(half.m34 - flip().m34 / 2) < 1e-9 && abs(half.m11 - (1 + flip().m11) / 2) < 1e-9)
    #expect(card.transform == CATransform3DIdentity)
    // The card-flip idiom: perspective on the layer, rotation.y animated from 0 to 60°.
    let other = CALayer()
    other.frame = card.frame
    window.layer.addSublayer(other)
    other.transform.m34 = -1 / 500
    let turn = basic("transform.rotation.y", 0.0, Double.pi / 3)
    turn.fillMode = .forwards
    turn.isRemovedOnCompletion = false
    other.add(turn, forKey: "flip")
    clock.advance(to: 2)
    #expect(near(other.presentation()!.transform, flip(), 1e-9))
    // A view's layer animates its view's 3D transform: rotation.z on the model's perspective.
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    window.addSubview(view)
    view.layer.add(basic("transform.rotation.z", 0.0, Double.pi / 2), forKey: "spin")
    clock.advance(to: 2.5)
    let spin = view.layer.presentation()!.transform
    #expect(abs(spin.m11 - cos(Double.pi / 4)) < 1e-9 && abs(spin.m12 - sin(Double.pi / 4)) < 1e-9)
    #expect(abs(view.presentation.transform.b - sin(Double.pi / 4)) < 1e-9)
  }

  @Test func nonFiniteTransformsAreIgnored() {
    let layer = CALayer()
    var bad = CATransform3DIdentity
    bad.m34 = .nan
    layer.transform = bad
    layer.sublayerTransform = bad
    #expect(layer.transform == CATransform3DIdentity && layer.sublayerTransform == CATransform3DIdentity)
    let view = UIView()
    view.transform3D = bad
    #expect(view.transform3D == CATransform3DIdentity)
    // A point beyond the horizon of a plane turned edge-on maps to nothing.
    let edgeOn = CATransform3DRotate(flip(0), .pi / 2, 0, 1, 0).projection
    #expect(edgeOn.apply(to: CGPoint(x: -600, y: 0)) == nil)
  }
}
