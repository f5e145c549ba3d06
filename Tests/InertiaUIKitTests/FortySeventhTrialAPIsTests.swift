import InertiaUIKit
import Testing

// The forty-seventh trial's APIs, written as RazzleDazzle (IFTTT's scroll-driven intro animations)
// writes them: a plane flown along a path by a paused layer whose time offset follows the page.

/// A straight path from (0, 0) to (0, `length`) (downwards: its tangent points along +y).
@MainActor private func downwardPath(_ length: CGFloat) -> CGPath {
  let path = UIBezierPath()
  path.move(to: CGPoint(x: 0, y: 0))
  path.addLine(to: CGPoint(x: 0, y: length))
  return path.cgPath
}

/// A layer at (50, 50) in `window` flown along `path` by a paused, additive keyframe animation,
/// set up in the order RazzleDazzle's PathPositionAnimation uses (add, then pause at 0).
@MainActor private func pausedFlight(
  in window: UIWindow, path: CGPath, rotation: CAAnimationRotationMode?
) -> CALayer {
  let layer = CALayer()
  layer.position = CGPoint(x: 50, y: 50)
  layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 4)
  window.layer.addSublayer(layer)
  let animation = CAKeyframeAnimation()
  animation.keyPath = "position"
  animation.path = path
  animation.duration = 1
  animation.isAdditive = true
  animation.repeatCount = Float.infinity
  animation.calculationMode = .paced
  animation.rotationMode = rotation
  animation.fillMode = .both
  animation.isRemovedOnCompletion = false
  layer.add(animation, forKey: "PathPosition")
  layer.speed = 0
  layer.timeOffset = 0
  return layer
}

@MainActor
@Suite struct FortySeventhTrialAPIsTests {
  @Test func getWhiteAnswersForGreysOnly() {
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
    #expect(white == 0.25 && alpha == 0.5)
    white = -1
    #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
    #expect(white == -1)
    #expect(UIColor.black.getWhite(nil, alpha: nil))
  }

  @Test func plainInitializerIsAColourThatDrawsNothing() {
    let fallback = UIColor(named: "NoSuchColour") ?? UIColor()
    #expect(fallback.rgba.alpha == 0)
    #expect(fallback == UIColor(red: 0, green: 0, blue: 0, alpha: 0))
  }

  @Test func rotationModesAndOlderNames() {
    #expect(CAAnimationRotationMode.rotateAuto.rawValue == "auto")
    #expect(CAAnimationRotationMode.rotateAutoReverse.rawValue == "autoReverse")
    #expect(kCAAnimationRotateAuto == .rotateAuto && kCAAnimationRotateAutoReverse == .rotateAutoReverse)
    #expect(kCAAnimationPaced == .paced && kCAAnimationDiscrete == .discrete && kCAAnimationLinear == .linear)
    let animation = CAKeyframeAnimation(keyPath: "position")
    #expect(animation.rotationMode == nil)
    animation.rotationMode = .rotateAuto
    #expect((animation.copy() as? CAKeyframeAnimation)?.rotationMode == .rotateAuto)
  }

  @Test func pausedLayerAddedLateScrubsFromThePathsStart() {
    let (window, clock) = animationWindow()
    clock.advance(to: 5)
    let layer = pausedFlight(in: window, path: downwardPath(100), rotation: nil)
    clock.advance(by: 1.0 / 60)
    // Begin time 0 in the paused layer's time: the time offset is the progress along the path.
    #expect(layer.presentation()!.position == CGPoint(x: 50, y: 50))
    layer.timeOffset = 0.25
    let quarter = layer.presentation()!.position
    #expect(abs(quarter.y - 75) < 0.01 && quarter.x == 50)
    layer.timeOffset = 0.75
    #expect(abs(layer.presentation()!.position.y - 125) < 0.01)
    clock.advance(by: 2)
    #expect(abs(layer.presentation()!.position.y - 125) < 0.01)
    #expect(layer.position == CGPoint(x: 50, y: 50))
  }

  @Test func rotateAutoTurnsTheLayerAlongThePath() {
    let (window, clock) = animationWindow()
    let layer = pausedFlight(in: window, path: downwardPath(100), rotation: .rotateAuto)
    layer.timeOffset = 0.5
    clock.advance(by: 1.0 / 60)
    let turned = layer.presentation()!.affineTransform()
    // Heading along +y: a quarter turn (cos 0, sin 1).
    #expect(abs(turned.a) < 1e-6 && abs(turned.b - 1) < 1e-6)
    let reverse = pausedFlight(in: window, path: downwardPath(100), rotation: .rotateAutoReverse)
    reverse.timeOffset = 0.5
    let back = reverse.presentation()!.affineTransform()
    #expect(abs(back.a) < 1e-6 && abs(back.b + 1) < 1e-6)
    #expect(layer.affineTransform() == .identity)
  }
}
