import InertiaCairo
import InertiaUIKit
import Testing

/// Records a CAAnimationDelegate's calls, tagged by the animation's "name" value.
final class AnimationCallRecorder: CAAnimationDelegate {
  var calls: [String] = []
  func animationDidStart(_ anim: CAAnimation) { calls.append("start \(anim.value(forKey: "name") ?? "-")") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    calls.append("stop \(anim.value(forKey: "name") ?? "-") \(flag)")
  }
}

/// A white 100 x 100 window on a manual clock that is also the app clock (CACurrentMediaTime).
@MainActor
func animationWindow() -> (UIWindow, ManualClock) {
  let clock = ManualClock(frameRate: 60)
  UIWindow.appClock = clock
  let window = UIWindow(size: CGSize(width: 100, height: 100), scale: 1, clock: clock)
  window.backgroundColor = .white
  return (window, clock)
}

/// A basic animation of `keyPath` from `from` to `to` over `duration` seconds, linear.
@MainActor
func basic(_ keyPath: String, _ from: Any?, _ to: Any?, duration: Double = 1) -> CABasicAnimation {
  let animation = CABasicAnimation(keyPath: keyPath)
  (animation.fromValue, animation.toValue, animation.duration) = (from, to, duration)
  animation.timingFunction = CAMediaTimingFunction(name: .linear)
  return animation
}

/// Core Animation's explicit animations: presentation values at chosen clock times, the model
/// left alone, fill modes, delegate order, pixels drawn while an animation runs.
@MainActor
@Suite struct CoreAnimationTests {
  @Test func basicAnimationMovesThePresentationNotTheModelAndSnapsBack() {
    let (window, clock) = animationWindow()
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    window.layer.addSublayer(layer)
    layer.add(basic("opacity", 1.0, 0.0), forKey: "fade")
    #expect(layer.animationKeys() == ["fade"])
    #expect((layer.animation(forKey: "fade") as? CABasicAnimation)?.beginTime == 0)
    clock.advance(to: 0.25)
    #expect(abs(Double(layer.presentation()!.opacity) - 0.75) < 0.01)
    clock.advance(to: 0.5)
    #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 0.01)
    #expect(layer.opacity == 1 && layer.presentation()!.model() === layer)
    clock.advance(to: 1.05)
    #expect(layer.animationKeys() == nil && layer.presentation()!.opacity == 1)
  }

  @Test func fillModeForwardsAndNotRemovedKeepsTheEndValue() {
    let (window, clock) = animationWindow()
    let layer = CALayer()
    window.layer.addSublayer(layer)
    let move = basic("position", CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 40))
    move.fillMode = .forwards
    move.isRemovedOnCompletion = false
    layer.add(move, forKey: "move")
    clock.advance(to: 0.5)
    #expect(layer.presentation()!.position == CGPoint(x: 50, y: 20))
    clock.advance(to: 2)
    #expect(layer.presentation()!.position == CGPoint(x: 100, y: 40))
    #expect(layer.position == .zero && layer.animationKeys() == ["move"])
    // Not removed but without a forwards fill: the model shows again.
    let other = CALayer()
    window.layer.addSublayer(other)
    let kept = basic("position.x", 0.0, 80.0)
    kept.isRemovedOnCompletion = false
    other.add(kept, forKey: "x")
    clock.advance(to: 2.5)
    #expect(abs(other.presentation()!.position.x - 40) < 0.5)
    clock.advance(to: 3.5)
    #expect(other.presentation()!.position.x == 0 && other.animationKeys() == ["x"])
  }

  @Test func delegateHearsStartThenStopFinishedOrRemoved() {
    let (window, clock) = animationWindow()
    let layer = CALayer()
    window.layer.addSublayer(layer)
    let recorder = AnimationCallRecorder()
    let first = basic("cornerRadius", 0.0, 10.0, duration: 0.5)
    first.setValue("a", forKey: "name")
    first.delegate = recorder
    layer.add(first, forKey: "a")
    let second = basic("borderWidth", 0.0, 4.0, duration: 2)
    second.setValue("b", forKey: "name")
    second.delegate = recorder
    second.beginTime = CACurrentMediaTime() + 0.25
    layer.add(second, forKey: "b")
    #expect(recorder.calls.isEmpty)
    clock.advance(to: 0.1)
    #expect(recorder.calls == ["start a"])
    clock.advance(to: 0.6)
    #expect(recorder.calls == ["start a", "start b", "stop a true"])
    layer.removeAnimation(forKey: "b")
    #expect(recorder.calls == ["start a", "start b", "stop a true", "stop b false"])
    #expect(layer.animationKeys() == nil)
    layer.add(first, forKey: "a")
    layer.add(second, forKey: "a")  // replaces: the first stops unfinished
    #expect(recorder.calls.last == "stop a false")
    layer.removeAllAnimations()
    #expect(recorder.calls.last == "stop b false")
  }

  @Test func beginTimeWaitsAndFillBackwardsShowsTheStart() {
    let (window, clock) = animationWindow()
    clock.advance(to: 1)
    let layer = CALayer()
    window.layer.addSublayer(layer)
    let later = basic("opacity", 0.2, 0.6)
    later.beginTime = CACurrentMediaTime() + 0.5
    layer.add(later, forKey: "later")
    clock.advance(to: 1.25)
    #expect(layer.presentation()!.opacity == 1)
    let filled = basic("cornerRadius", 4.0, 8.0)
    filled.beginTime = CACurrentMediaTime() + 0.5
    filled.fillMode = .backwards
    layer.add(filled, forKey: "filled")
    #expect(layer.presentation()!.cornerRadius == 4)
    clock.advance(to: 2)
    #expect(abs(Double(layer.presentation()!.opacity) - 0.4) < 0.01)
    #expect(abs(layer.presentation()!.cornerRadius - 5) < 0.01)
  }

  @Test func timingFunctionsRepeatsAutoreverseAndSpeed() {
    let (window, clock) = animationWindow()
    let layer = CALayer()
    window.layer.addSublayer(layer)
    let eased = basic("position.y", 0.0, 100.0)
    eased.timingFunction = CAMediaTimingFunction(name: .easeIn)
    layer.add(eased, forKey: "y")
    let bouncing = basic("position.x", 0.0, 100.0)
    bouncing.repeatCount = 2
    bouncing.autoreverses = true
    layer.add(bouncing, forKey: "x")
    let fast = basic("cornerRadius", 0.0, 10.0)
    fast.speed = 2
    layer.add(fast, forKey: "fast")
    clock.advance(to: 0.25)
    #expect(abs(layer.presentation()!.cornerRadius - 5) < 0.01)
    clock.advance(to: 0.5)
    let y = layer.presentation()!.position.y
    #expect(y > 20 && y < 40)  // ease-in is behind the linear 50 at the half
    #expect(abs(layer.presentation()!.position.x - 50) < 0.5)
    #expect(layer.animation(forKey: "fast") == nil)  // twice as fast: done at 0.5 s
    clock.advance(to: 1.5)
    #expect(abs(layer.presentation()!.position.x - 50) < 0.5)  // half way back
    clock.advance(to: 3.25)
    #expect(abs(layer.presentation()!.position.x - 75) < 0.5)  // second cycle, returning
    clock.advance(to: 4.1)
    #expect(layer.animationKeys() == nil)
    var point: [Float] = [0, 0]
    CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).getControlPoint(at: 2, values: &point)
    #expect(point == [0.3, 0.4])
  }

  @Test func transformKeyPathsScaleRotateAndTranslate() {
    let (window, clock) = animationWindow()
    let layer = CALayer()
    window.layer.addSublayer(layer)
    layer.add(basic("transform.scale", 1.0, 3.0), forKey: "scale")
    layer.add(basic("transform.rotation.z", 0.0, Double.pi), forKey: "spin")
    layer.add(basic("transform.translation.x", 0.0, 40.0), forKey: "slide")
    clock.advance(to: 0.5)
    let t = layer.presentation()!.affineTransform()
    // Scale 2 turned a quarter: a = 2 cos 90° = 0, b = 2 sin 90° = 2, tx 20.
    #expect(abs(t.a) < 1e-6 && abs(t.b - 2) < 1e-6 && abs(t.c + 2) < 1e-6 && abs(t.tx - 20) < 1e-6)
    #expect(layer.affineTransform().isIdentity)
    let scaleX = CALayer()
    window.layer.addSublayer(scaleX)
    scaleX.add(basic("transform.scale.x", 1.0, 0.0), forKey: "squash")
    clock.advance(to: 0.75)
    let s = scaleX.presentation()!.affineTransform()
    #expect(abs(s.a - 0.75) < 1e-6 && abs(s.d - 1) < 1e-6)
  }

  @Test func keyframesLinearDiscretePacedAndAlongAPath() {
    let (window, clock) = animationWindow()
    let layer = CALayer()
    window.layer.addSublayer(layer)
    let linear = CAKeyframeAnimation(keyPath: "opacity")
    (linear.values, linear.keyTimes, linear.duration) = ([0.0, 1.0, 0.0], [0, 0.25, 1], 1)
    layer.add(linear, forKey: "linear")
    let discrete = CAKeyframeAnimation(keyPath: "cornerRadius")
    (discrete.values, discrete.duration, discrete.calculationMode) = ([2.0, 4.0, 8.0], 1, .discrete)
    layer.add(discrete, forKey: "discrete")
    let paced = CAKeyframeAnimation(keyPath: "borderWidth")
    (paced.values, paced.duration, paced.calculationMode) = ([0.0, 30.0, 40.0], 1, .paced)
    paced.keyTimes = [0, 0.9, 1]  // ignored when paced
    layer.add(paced, forKey: "paced")
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 100))
    let along = CAKeyframeAnimation(keyPath: "position")
    (along.path, along.duration) = (path, 1)
    layer.add(along, forKey: "along")
    clock.advance(to: 0.125)
    #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 0.01)
    #expect(layer.presentation()!.cornerRadius == 2)
    clock.advance(to: 0.5)
    let shown = layer.presentation()!
    #expect(abs(Double(shown.opacity) - 2.0 / 3) < 0.01)
    #expect(shown.cornerRadius == 4 && abs(shown.borderWidth - 20) < 0.01)
    #expect(abs(shown.position.x - 100) < 0.5 && abs(shown.position.y) < 0.5)
    clock.advance(to: 0.75)
    #expect(abs(layer.presentation()!.position.y - 50) < 0.5 && layer.presentation()!.cornerRadius == 8)
  }

  @Test func groupRunsItsChildrenOnItsTimeline() {
    let (window, clock) = animationWindow()
    let layer = CALayer()
    window.layer.addSublayer(layer)
    let recorder = AnimationCallRecorder()
    let fade = basic("opacity", 1.0, 0.0, duration: 0)
    let grow = basic("bounds.size", CGSize(width: 10, height: 10), CGSize(width: 30, height: 50), duration: 1)
    grow.beginTime = 1
    let group = CAAnimationGroup()
    (group.animations, group.duration, group.delegate) = ([fade, grow], 2, recorder)
    group.setValue("g", forKey: "name")
    layer.add(group, forKey: "group")
    clock.advance(to: 0.5)
    #expect(abs(Double(layer.presentation()!.opacity) - 0.75) < 0.01)
    #expect(layer.presentation()!.bounds.size == .zero)
    clock.advance(to: 1.5)
    #expect(abs(Double(layer.presentation()!.opacity) - 0.25) < 0.01)
    #expect(layer.presentation()!.bounds.size == CGSize(width: 20, height: 30))
    clock.advance(to: 2.1)
    #expect(recorder.calls == ["start g", "stop g true"] && layer.animationKeys() == nil)
  }

  @Test func springOvershootsAndSettles() {
    let (window, clock) = animationWindow()
    let spring = CASpringAnimation(keyPath: "position.x")
    (spring.fromValue, spring.toValue) = (0.0, 100.0)
    (spring.damping, spring.stiffness, spring.mass) = (5, 100, 1)
    spring.duration = spring.settlingDuration
    #expect(spring.settlingDuration > 2 && spring.settlingDuration < 3.5)
    let defaults = CASpringAnimation()
    #expect(abs(defaults.settlingDuration - 1.4) < 0.1)
    let layer = CALayer()
    window.layer.addSublayer(layer)
    layer.add(spring, forKey: "spring")
    var peak: CGFloat = 0
    for step in 1...60 {
      clock.advance(to: Double(step) / 60)
      peak = max(peak, layer.presentation()!.position.x)
    }
    #expect(peak > 110)  // damping ratio 0.25 overshoots
    clock.advance(to: spring.duration - 0.05)
    #expect(abs(layer.presentation()!.position.x - 100) < 0.5)
    let stiff = CASpringAnimation(keyPath: "opacity")
    stiff.damping = 40  // over-damped: never passes the end
    #expect(stiff.settlingDuration > 0 && stiff.settlingDuration < 5)
  }

  @Test func transitionFadesTheNewContentIn() {
    let (window, clock) = animationWindow()
    let layer = CALayer()
    window.layer.addSublayer(layer)
    let transition = CATransition()
    (transition.type, transition.subtype, transition.duration) = (.fade, .fromLeft, 1)
    layer.add(transition, forKey: nil)
    #expect(layer.animationKeys() == ["transition"])
    clock.advance(to: 0.5)
    #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 0.01)
    #expect((layer.animation(forKey: "transition") as? CATransition)?.subtype == .fromLeft)
  }

  @Test func badInputIsClampedOrIgnored() {
    let (window, clock) = animationWindow()
    let layer = CALayer()
    window.layer.addSublayer(layer)
    let odd = basic("opacity", 1.0, 0.0, duration: .nan)
    odd.repeatCount = -3
    odd.speed = .infinity
    odd.beginTime = .nan
    #expect(odd.duration == 0 && odd.repeatCount == 0 && odd.speed == 1 && odd.beginTime == 0)
    layer.add(odd, forKey: "odd")
    #expect(layer.animation(forKey: "odd")?.duration == 0.25)
    layer.add(basic("noSuchProperty", 1.0, 2.0), forKey: "unknown")
    layer.add(basic("position", "text", 3.0), forKey: "wrongKinds")
    layer.add(CABasicAnimation(), forKey: "noKeyPath")
    layer.add(basic("contents", nil, nil), forKey: "contents")
    #expect(layer.animationKeys() == ["odd", "unknown", "wrongKinds"])
    let empty = CAKeyframeAnimation(keyPath: "opacity")
    empty.values = []
    empty.keyTimes = [2, -1]
    layer.add(empty, forKey: "empty")
    let forever = basic("position.x", 0.0, Double.infinity)
    forever.repeatCount = Float.infinity
    layer.add(forever, forKey: "forever")
    clock.advance(to: 0.125)
    let shown = layer.presentation()!
    #expect(abs(Double(shown.opacity) - 0.5) < 0.01 && shown.position == .zero)
    let spring = CASpringAnimation()
    (spring.mass, spring.stiffness, spring.damping) = (0, -.infinity, .nan)
    #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
  }
}
