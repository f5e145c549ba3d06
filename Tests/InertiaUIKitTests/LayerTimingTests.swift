import InertiaCairo
import InertiaUIKit
import Testing

/// A layer's own timing (CAMediaTiming on CALayer): speed, time offset and begin time move its
/// animations' time, and the pause/resume idiom public iOS code uses freezes and resumes them.
@MainActor
@Suite struct LayerTimingTests {
  /// The pause half of the idiom, as iOS code writes it.
  private func pause(_ layer: CALayer) {
    let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = pausedTime
  }

  /// The resume half of the idiom.
  private func resume(_ layer: CALayer) {
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    layer.beginTime = timeSincePause
  }

  @Test func pauseFreezesAndResumeContinuesWhereItStopped() {
    let (window, clock) = animationWindow()
    let layer = CALayer()
    window.layer.addSublayer(layer)
    let recorder = AnimationCallRecorder()
    let move = basic("position.x", 0.0, 100.0)
    move.delegate = recorder
    layer.add(move, forKey: "move")
    clock.advance(to: 0.25)
    #expect(abs(layer.presentation()!.position.x - 25) < 0.5)
    pause(layer)
    #expect(layer.speed == 0 && abs(layer.timeOffset - 0.25) < 1e-9)
    clock.advance(to: 2)
    #expect(abs(layer.presentation()!.position.x - 25) < 0.5 && recorder.calls == ["start -"])
    resume(layer)
    #expect(abs(layer.beginTime - 1.75) < 1e-9)
    clock.advance(to: 2.25)
    #expect(abs(layer.presentation()!.position.x - 50) < 0.5)
    clock.advance(to: 2.7)
    #expect(recorder.calls == ["start -"])
    clock.advance(to: 2.8)
    #expect(recorder.calls == ["start -", "stop - true"] && layer.animationKeys() == nil)
  }

  @Test func pausedDrawingStaysPut() throws {
    let (window, clock) = animationWindow()
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 40, width: 20, height: 20)
    layer.backgroundColor = UIColor.red.cgColor
    window.layer.addSublayer(layer)
    layer.add(basic("position.x", 10.0, 90.0), forKey: "move")
    clock.advance(to: 0.5)
    pause(layer)
    clock.advance(to: 3)
    // Centre at x 50: red from 40 to 60.
    let canvas = try ViewRenderer.render(window: window)
    #expect(close(canvas.pixel(x: 45, y: 50), .red) && close(canvas.pixel(x: 65, y: 50), .white))
  }

  @Test func speedAndInheritanceScaleTheLocalTime() {
    let (window, clock) = animationWindow()
    let parent = CALayer()
    let child = CALayer()
    parent.addSublayer(child)
    window.layer.addSublayer(parent)
    parent.speed = 2
    child.add(basic("opacity", 1.0, 0.0), forKey: "fade")
    clock.advance(to: 0.25)
    #expect(abs(Double(child.presentation()!.opacity) - 0.5) < 0.01)
    clock.advance(to: 0.55)
    #expect(child.animationKeys() == nil)
    // Times convert through every layer on the way: child time = parent time + 1 = 2 x media + 1.
    child.timeOffset = 1
    #expect(abs(child.convertTime(10, from: nil) - 21) < 1e-9)
    #expect(abs(child.convertTime(21, to: nil) - 10) < 1e-9)
    #expect(abs(child.convertTime(5, from: parent) - 6) < 1e-9)
    #expect(abs(parent.convertTime(6, from: child) - 5) < 1e-9)
    // A paused parent pauses what runs in its sublayers.
    child.timeOffset = 0
    parent.speed = 1
    child.add(basic("opacity", 1.0, 0.0), forKey: "again")
    clock.advance(to: 1)
    pause(parent)
    clock.advance(to: 3)
    // Running, it would have ended at 1.55.
    #expect(child.animationKeys() == ["again"] && abs(Double(child.presentation()!.opacity) - 0.55) < 0.01)
  }

  @Test func nonFiniteTimingIsIgnored() {
    let layer = CALayer()
    layer.speed = .nan
    layer.timeOffset = .infinity
    layer.beginTime = -.infinity
    #expect(layer.speed == 1 && layer.timeOffset == 0 && layer.beginTime == 0)
    layer.speed = 0
    // Paused: every media time is the offset; going back gives the begin time.
    layer.timeOffset = 4
    #expect(layer.convertTime(100, from: nil) == 4 && layer.convertTime(4, to: nil) == 0)
  }
}
