import Foundation
import InertiaCairo
import Testing

@testable import Inertia

/// UIView.animate: the model changes at once, the presentation follows the curve on the window's
/// clock, animations add up, and the completion comes at the end.
@MainActor
@Suite struct ViewAnimationTests {
  private func box(in scene: TestScene) -> View {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.backgroundColor = .black
    scene.window.addSubview(view)
    return view
  }

  @Test func theModelChangesAtOnceAndThePresentationEasesInAndOut() {
    let scene = TestScene()
    let view = box(in: scene)
    var completions: [Bool] = []
    View.animate(withDuration: 0.4, animations: { view.alpha = 0 }, completion: { completions.append($0) })
    #expect(view.alpha == 0 && view.presentation.alpha == 1)
    scene.wait(0.1)
    // Core Animation's ease-in-ease-out at a quarter of the time: y(0.25) of (0.42, 0, 0.58, 1).
    let quarter = 1 - CubicBezierProbe.easeInOut(0.25)
    #expect(abs(view.presentation.alpha - quarter) < 1e-6)
    scene.wait(0.1)
    #expect(abs(view.presentation.alpha - 0.5) < 1e-6)
    #expect(completions.isEmpty)
    scene.wait(0.2)
    #expect(completions == [true] && view.presentation.alpha == 0)
    #expect(view.animationState.animations.isEmpty)
  }

  @Test func aLinearMoveWaitsForItsDelay() {
    let scene = TestScene()
    let view = box(in: scene)
    View.animate(
      withDuration: 1, delay: 0.5, options: .curveLinear,
      animations: { view.frame = CGRect(x: 200, y: 0, width: 100, height: 100) })
    #expect(view.frame.minX == 200 && view.presentation.frame.minX == 0)
    scene.wait(0.5)
    #expect(view.presentation.frame.minX == 0)
    scene.wait(0.5)
    #expect(abs(view.presentation.frame.minX - 100) < 1e-9)
    scene.wait(0.5)
    #expect(view.presentation.frame.minX == 200 && view.animationState.animations.isEmpty)
  }

  @Test func aSecondAnimationAddsToTheFirstWithoutAJump() {
    let scene = TestScene()
    let view = box(in: scene)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
    scene.wait(0.5)
    #expect(abs(view.presentation.center.x - 100) < 1e-9)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 })
    #expect(abs(view.presentation.center.x - 100) < 1e-9)  // Continuous where the second begins.
    scene.wait(0.5)
    // The first has arrived (150); the second is half way from 150 to 250.
    #expect(abs(view.presentation.center.x - 200) < 1e-9)
    scene.wait(0.5)
    #expect(view.presentation.center.x == 250)
  }

  @Test func coloursTransformsAndBoundsMoveComponentByComponent() {
    let scene = TestScene()
    let view = box(in: scene)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.backgroundColor = .white
      view.transform = AffineTransform(scaleX: 3, y: 3)
      view.bounds.size = CGSize(width: 200, height: 50)
    }
    scene.wait(0.5)
    let shown = view.presentation
    #expect(abs((shown.backgroundColor?.red ?? 0) - 0.5) < 1e-9)
    #expect(abs(shown.transform.a - 2) < 1e-9 && abs(shown.transform.d - 2) < 1e-9)
    #expect(abs(shown.bounds.width - 150) < 1e-9 && abs(shown.bounds.height - 75) < 1e-9)
  }

  @Test func withoutAWindowOrAChangeTheCompletionRunsAtOnce() {
    let loose = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: [Bool] = []
    View.animate(withDuration: 1, animations: { loose.alpha = 0.5 }, completion: { finished.append($0) })
    #expect(finished == [true] && loose.presentation.alpha == 0.5)
    View.animate(withDuration: 1, animations: {}, completion: { finished.append($0) })
    #expect(finished == [true, true])
  }

  @Test func performWithoutAnimationInsideABlockRecordsNothing() {
    let scene = TestScene()
    let view = box(in: scene)
    View.animate(withDuration: 1) {
      #expect(View.inheritedAnimationDuration == 1)
      View.performWithoutAnimation {
        #expect(View.inheritedAnimationDuration == 0)
        view.alpha = 0.2
      }
    }
    #expect(view.presentation.alpha == 0.2 && view.animationState.animations.isEmpty)
    View.setAnimationsEnabled(false)
    defer { View.setAnimationsEnabled(true) }
    var finished = false
    View.animate(withDuration: 1, animations: { view.alpha = 0.9 }, completion: { finished = $0 })
    #expect(!View.areAnimationsEnabled && finished && view.presentation.alpha == 0.9)
  }

  @Test func anAnimatedViewTakesNoTouchesUnlessAllowed() {
    let scene = TestScene()
    let view = box(in: scene)
    View.animate(withDuration: 1) { view.alpha = 0.5 }
    #expect(scene.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === scene.window)
    scene.wait(1)
    #expect(scene.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    View.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
    #expect(scene.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
  }

  @Test func aRepeatingAutoreversedAnimationGoesBackAndForthAndNeverCompletes() {
    let scene = TestScene()
    let view = box(in: scene)
    var completed = false
    View.animate(
      withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
      animations: { view.alpha = 0 }, completion: { _ in completed = true })
    scene.wait(0.25)
    #expect(abs(view.presentation.alpha - 0.75) < 1e-9)
    scene.wait(1.5)  // 1.75 s: on the way back, a quarter from the start value.
    #expect(abs(view.presentation.alpha - 0.75) < 1e-9)
    scene.wait(10)
    #expect(!completed && !view.animationState.animations.isEmpty)
    #expect(scene.clock.hasActiveDisplayLinks)  // Frames keep coming for a host to draw.
    view.removeFromSuperview()
  }

  @Test func aRepeatingAnimationStopsItsFramesWhenItsViewIsGone() {
    let scene = TestScene()
    do {
      let view = box(in: scene)
      View.animate(withDuration: 1, delay: 0, options: .repeat, animations: { view.alpha = 0 })
      view.removeFromSuperview()
    }
    #expect(scene.clock.hasActiveDisplayLinks)
    scene.wait(0.1)
    #expect(!scene.clock.hasActiveDisplayLinks)
  }

  @Test func constraintChangesAnimateThroughLayoutIfNeededInTheBlock() {
    let scene = TestScene()
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
      view.topAnchor.constraint(equalTo: scene.window.topAnchor),
      width, view.heightAnchor.constraint(equalToConstant: 40),
    ])
    scene.window.layoutIfNeeded()
    width.constant = 300
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.window.layoutIfNeeded() }
    #expect(view.frame.width == 300)
    scene.wait(0.5)
    #expect(abs(view.presentation.frame.width - 200) < 1e-9)
  }

  @Test func aSpringSettlesWithinItsDurationAndOvershootsWhenUnderdamped() {
    let critical = SpringCurve(dampingRatio: 1, initialVelocity: 0, duration: 0.5)
    let samples = stride(from: 0.0, through: 1.0, by: 0.01).map(critical.progress)
    #expect(samples.first == 0 && samples.last == 1)
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })  // No overshoot.
    #expect(abs(critical.progress(0.999) - 1) < 0.01)
    let bouncy = SpringCurve(dampingRatio: 0.3, initialVelocity: 0, duration: 0.5)
    #expect(stride(from: 0.0, to: 1.0, by: 0.01).map(bouncy.progress).max()! > 1.3)
    let pushed = SpringCurve(dampingRatio: 1, initialVelocity: 10, duration: 0.5)
    #expect(pushed.progress(0.05) > critical.progress(0.05) + 0.1)
    // Out-of-range input is clamped.
    #expect(SpringCurve(dampingRatio: .nan, initialVelocity: .infinity, duration: -1).progress(0.5).isFinite)
  }

  @Test func aSpringAnimationMovesThePresentationPastTheNewValueAndBack() {
    let scene = TestScene()
    let view = box(in: scene)
    var finished: [Bool] = []
    View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
      animations: { view.center.x = 150 }, completion: { finished.append($0) })
    let curve = SpringCurve(dampingRatio: 0.3, initialVelocity: 0, duration: 1)
    var farthest = 0.0
    for _ in 0..<100 {
      scene.wait(0.01)
      farthest = max(farthest, view.presentation.center.x)
      let expected = 50 + 100 * curve.progress(scene.clock.now)
      if finished.isEmpty { #expect(abs(view.presentation.center.x - expected) < 1e-6) }
    }
    #expect(farthest > 170 && finished == [true] && view.presentation.center.x == 150)
  }

  @Test func keyframesMoveInTheirShareOfTheDurationAndCompleteOnce() {
    let scene = TestScene()
    let view = box(in: scene)
    var completions: [Bool] = []
    View.animateKeyframes(
      withDuration: 1, delay: 0,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.center.x = 150 }
        view.backgroundColor = .white  // Outside a keyframe: over the whole duration.
      }, completion: { completions.append($0) })
    #expect(view.alpha == 0 && view.presentation.alpha == 1)
    scene.wait(0.25)
    #expect(abs(view.presentation.alpha - 0.75) < 1e-9 && view.presentation.center.x == 50)
    #expect(abs((view.presentation.backgroundColor?.red ?? 0) - 0.25) < 1e-9)
    scene.wait(0.375)
    // 0.625 s: the second alpha keyframe a quarter through; the move half through.
    #expect(abs(view.presentation.alpha - 0.375) < 1e-9)
    #expect(abs(view.presentation.center.x - 100) < 1e-9)
    scene.wait(0.375)
    #expect(completions == [true] && view.presentation.alpha == 0 && view.animationState.animations.isEmpty)
  }

  @Test func discreteKeyframesJumpAtTheirStart() {
    let scene = TestScene()
    let view = box(in: scene)
    View.animateKeyframes(
      withDuration: 1, delay: 0, options: .calculationModeDiscrete,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.2 }
      })
    scene.wait(0.4)
    #expect(view.presentation.alpha == 1)
    scene.wait(0.2)
    #expect(abs(view.presentation.alpha - 0.2) < 1e-9)
    var ran = false
    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { ran = true }  // Outside: at once.
    #expect(ran)
  }

  @Test func theRendererDrawsThePresentation() throws {
    let scene = TestScene()
    let view = box(in: scene)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
    scene.wait(0.5)
    let commands = DisplayList(root: scene.window).commands
    #expect(commands.contains(.beginGroup(alpha: 0.5)))
    let canvas = try ViewRenderer.render(window: scene.window)
    let grey = canvas.pixel(x: 150, y: 150)  // Half-transparent black over white.
    #expect(abs(grey.red - 0.5) < 0.02)
  }
}

/// Core Animation's ease-in-ease-out, evaluated independently of the library (Newton steps on
/// the Bézier parameter).
enum CubicBezierProbe {
  static func easeInOut(_ x: Double) -> Double {
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var t = x
    for _ in 0..<50 {
      let error = bezier(t, 0.42, 0.58) - x
      let slope = (bezier(t + 1e-7, 0.42, 0.58) - bezier(t - 1e-7, 0.42, 0.58)) / 2e-7
      t -= error / slope
    }
    return bezier(t, 0, 1)
  }
}
