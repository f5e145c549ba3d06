import Foundation
import Testing

@testable import Inertia

@MainActor
@Suite struct GestureTests {
  private func setUp() -> (TestScene, View, PanGestureRecognizer, TapGestureRecognizer, [String]) {
    let scene = TestScene()
    let view = View(frame: scene.window.bounds)
    scene.window.addSubview(view)
    return (scene, view, PanGestureRecognizer(), TapGestureRecognizer(), [])
  }

  @Test func aTapRecognizesTheTapAndFailsThePan() {
    var (scene, view, pan, tap, log) = setUp()
    pan.addTarget { log.append("pan \($0.state)") }
    tap.addTarget { log.append("tap \($0.state)") }
    view.addGestureRecognizer(pan)
    view.addGestureRecognizer(tap)
    scene.gestures.tap(at: CGPoint(x: 100, y: 100))
    #expect(log == ["tap ended"])
  }

  @Test func aDragRecognizesThePanAndFailsTheTap() {
    var (scene, view, pan, tap, log) = setUp()
    pan.addTarget { log.append("pan \($0.state)") }
    tap.addTarget { log.append("tap \($0.state)") }
    view.addGestureRecognizer(tap)
    view.addGestureRecognizer(pan)
    scene.gestures.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), duration: 0.2)
    #expect(log.first == "pan began")
    #expect(log.last == "pan ended")
    #expect(!log.contains { $0.hasPrefix("tap") })
    #expect(tap.state == .possible)
  }

  @Test func requireToFailWaitsForTheOtherRecognizer() {
    var (scene, view, _, single, log) = setUp()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    single.addTarget { _ in log.append("single") }
    double.addTarget { _ in log.append("double") }
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    scene.gestures.tap(at: CGPoint(x: 50, y: 50))
    #expect(log.isEmpty)
    scene.wait(0.5)
    #expect(log == ["single"])
    log.removeAll()
    scene.gestures.tap(at: CGPoint(x: 50, y: 50))
    scene.wait(0.1)
    scene.gestures.tap(at: CGPoint(x: 50, y: 50))
    scene.wait(0.5)
    #expect(log == ["double"])
  }

  final class Simultaneous: GestureRecognizerDelegate {
    func gestureRecognizer(
      _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { true }
  }

  @Test func simultaneousRecognitionLetsBothPansRun() {
    let scene = TestScene()
    let outer = View(frame: scene.window.bounds)
    let inner = View(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    outer.addSubview(inner)
    scene.window.addSubview(outer)
    let outerPan = PanGestureRecognizer()
    let innerPan = PanGestureRecognizer()
    outer.addGestureRecognizer(outerPan)
    inner.addGestureRecognizer(innerPan)
    var began: [String] = []
    outerPan.addTarget { if $0.state == .began { began.append("outer") } }
    innerPan.addTarget { if $0.state == .began { began.append("inner") } }
    scene.gestures.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.2)
    #expect(began == ["inner"])
    let delegate = Simultaneous()
    innerPan.delegate = delegate
    began.removeAll()
    scene.gestures.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.2)
    #expect(began == ["inner", "outer"])
  }

  @Test func aRecognizerThatBeginsCancelsTheViewsTouches() {
    let scene = TestScene()
    let view = TouchLogView(frame: scene.window.bounds)
    scene.window.addSubview(view)
    let pan = PanGestureRecognizer()
    view.addGestureRecognizer(pan)
    scene.gestures.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), duration: 0.1)
    #expect(view.log.first == "began")
    #expect(view.log.last == "cancelled")
    #expect(!view.log.contains("ended"))
    view.log.removeAll()
    pan.cancelsTouchesInView = false
    scene.gestures.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), duration: 0.1)
    #expect(view.log.last == "ended")
  }

  @Test func delaysTouchesBeganHoldsTouchDownUntilTheRecognizerFails() {
    let scene = TestScene()
    let view = TouchLogView(frame: scene.window.bounds)
    scene.window.addSubview(view)
    let pan = PanGestureRecognizer()
    pan.delaysTouchesBegan = true
    view.addGestureRecognizer(pan)
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 10, y: 10))
    #expect(view.log.isEmpty)
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 10, y: 10))
    #expect(view.log == ["began", "ended"])
  }

  /// A scene whose window is filled by one view holding `recognizer`.
  private func windowFilled(recognizing recognizer: GestureRecognizer) -> (TestScene, View) {
    let scene = TestScene()
    let view = View(frame: scene.window.bounds)
    scene.window.addSubview(view)
    view.addGestureRecognizer(recognizer)
    return (scene, view)
  }

  @Test func panVelocityOfADragAtAKnownSpeed() {
    let pan = PanGestureRecognizer()
    let (scene, view) = windowFilled(recognizing: pan)
    var velocity = CGPoint.zero
    pan.addTarget { if $0.state == .ended { velocity = pan.velocity(in: view) } }
    // 300 pt in 0.25 s = 1200 pt/s.
    scene.gestures.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.25)
    #expect(abs(velocity.y + 1200) <= 1200 * 0.02)
    #expect(abs(velocity.x) < 1)
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.25, release: .hold)
    scene.wait(0.1)
    scene.window.handleTouch(id: 1, phase: .ended, at: CGPoint(x: 200, y: 300))
    #expect(abs(velocity.y) < 1)
  }

  @Test func panTranslationLosesTheHysteresis() {
    let pan = PanGestureRecognizer()
    let (scene, view) = windowFilled(recognizing: pan)
    var translations: [CGPoint] = []
    pan.addTarget { translations.append(($0 as! PanGestureRecognizer).translation(in: view)) }
    scene.gestures.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), duration: 0.05)
    #expect(translations.last == CGPoint(x: 0, y: 50))
  }

  /// A pan recognizer that notes, at each move, how many touches its event holds.
  private final class CountingPan: PanGestureRecognizer {
    var eventTouchCounts: [Int] = []
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
      eventTouchCounts.append(event.allTouches.count)
      super.touchesMoved(touches, with: event)
    }
  }

  @Test func threeFingersPanByTheirCentroidAndALiftedFingerKeepsTheTranslation() {
    let pan = CountingPan()
    let (scene, view) = windowFilled(recognizing: pan)
    var translations: [CGPoint] = []
    pan.addTarget { translations.append(($0 as! PanGestureRecognizer).translation(in: view)) }
    let xs: [CGFloat] = [100, 200, 300]
    for (id, x) in xs.enumerated() {
      scene.window.handleTouch(id: id, phase: .began, at: CGPoint(x: x, y: 300))
    }
    #expect(pan.numberOfTouches == 3)
    for step in 1...3 {
      scene.wait(0.016)
      for (id, x) in xs.enumerated() {
        scene.window.handleTouch(id: id, phase: .moved, at: CGPoint(x: x, y: 300 - 20 * CGFloat(step)))
      }
    }
    #expect(translations.last == CGPoint(x: 0, y: -50))
    #expect(pan.eventTouchCounts.allSatisfy { $0 == 3 } && pan.eventTouchCounts.count == 9)
    scene.window.handleTouch(id: 2, phase: .ended, at: CGPoint(x: 300, y: 240))
    #expect(pan.numberOfTouches == 2)
    #expect(pan.translation(in: view) == CGPoint(x: 0, y: -50))
    scene.wait(0.016)
    for id in 0..<2 { scene.window.handleTouch(id: id, phase: .moved, at: CGPoint(x: xs[id], y: 220)) }
    #expect(translations.last == CGPoint(x: 0, y: -70))
    #expect(pan.state == .changed)
  }

  @Test func pinchReportsScale() {
    let scene = TestScene()
    let view = View(frame: scene.window.bounds)
    scene.window.addSubview(view)
    let pinch = PinchGestureRecognizer()
    view.addGestureRecognizer(pinch)
    var scale: CGFloat = 0
    pinch.addTarget { if $0.state == .changed { scale = pinch.scale } }
    scene.gestures.pinch(center: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 250, duration: 0.4)
    #expect(abs(scale - 2.5) < 0.01)
  }

  @Test func badTouchInputIsIgnored() {
    let scene = TestScene()
    let view = TouchLogView(frame: scene.window.bounds)
    scene.window.addSubview(view)
    #expect(!scene.window.handleTouch(id: 9, phase: .moved, at: CGPoint(x: 1, y: 1)))
    #expect(!scene.window.handleTouch(id: 9, phase: .began, at: CGPoint(x: CGFloat.nan, y: 1)))
    #expect(scene.window.handleTouch(id: 9, phase: .began, at: CGPoint(x: 1, y: 1), timestamp: 1))
    #expect(!scene.window.handleTouch(id: 9, phase: .began, at: CGPoint(x: 1, y: 1)))
    #expect(!scene.window.handleTouch(id: 9, phase: .moved, at: CGPoint(x: 2, y: 2), timestamp: 0.5))
    #expect(view.log == ["began"])
  }
}
