import Foundation
import InertiaCairo
import Testing

@testable import Inertia

/// Animations and images on hostile input (issue 20): completions that start the next animation
/// never recurse, springs stay finite, and a small file declaring a huge bitmap is not decoded.
@MainActor
@Suite struct AnimationRobustnessTests {
  /// Starts an animation of `view`'s alpha whose completion starts the next, `count` times.
  private func chain(_ view: View, duration: Double, count: Int, done: @escaping (Int) -> Void) {
    var left = count
    func next() {
      View.animate(
        withDuration: duration, animations: { view.alpha = view.alpha == 1 ? 0.5 : 1 },
        completion: { _ in
          left -= 1
          done(count - left)
          if left > 0 { next() }
        })
    }
    next()
  }

  @Test func aChainOfCompletionsOnAViewInNoWindowDoesNotRecurse() {
    let loose = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var completed = 0
    var deepest = 0
    var depth = 0
    // 200,000 nested calls would overflow the stack; each completion returns before the next.
    chain(loose, duration: 1, count: 200_000) { count in
      completed = count
      depth += 1
      deepest = max(deepest, depth)
      depth -= 1
    }
    #expect(completed == 200_000)
    #expect(loose.alpha == 1)
  }

  @Test func aZeroLengthAnimationInAWindowCompletesOnTheNextFrame() {
    let scene = TestScene()
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scene.window.addSubview(view)
    var completed = 0
    chain(view, duration: 0, count: 1_000_000) { completed = $0 }
    #expect(completed == 0)  // Not inside the animate call.
    scene.wait(1.0 / 120)  // The scene runs at 120 Hz.
    #expect(completed == 1)
    scene.wait(10.0 / 120)
    #expect(completed == 11)  // One per frame: a later turn each.
    view.removeFromSuperview()
  }

  @Test func aSpringWithAHugeInitialVelocityStaysFinite() {
    let scene = TestScene()
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scene.window.addSubview(view)
    for velocity in [1e308, -1e308, 1e30] {
      View.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.1, initialSpringVelocity: velocity,
        options: [],
        animations: { view.center.x += 100 })
      for _ in 0..<40 {
        scene.wait(1.0 / 60)
        let shown = view.presentation
        #expect(shown.center.x.isFinite && shown.frame.isFiniteRect)
      }
    }
  }

  @Test func aPNGDeclaringTwentyThousandPixelsASideIsNotDecoded() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/image-declares-20000x20000.png").path
    let image = try #require(Image(contentsOfFile: path))
    #expect(image.pixelSize.width == 20000 && image.pixelSize.height == 20000)
    let scene = TestScene()
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.image = image
    view.backgroundColor = .systemGreen
    scene.window.addSubview(view)
    let start = Date()
    let canvas = try ViewRenderer.render(window: scene.window)
    #expect(Date().timeIntervalSince(start) < 30)
    // Not drawn: the view's background shows (the image is black).
    #expect(abs(canvas.pixel(x: 50, y: 50).green - Color.systemGreen.green) < 0.05)
  }

  @Test func aRepeatingAnimationSeesAtMostAnHourOfFramesAfterAHugeClockJump() {
    let scene = TestScene()
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scene.window.addSubview(view)
    View.animate(withDuration: 1, delay: 0, options: [.repeat], animations: { view.alpha = 0 })
    var frames = 0
    let link = scene.clock.addDisplayLink { _ in frames += 1 }
    var firings = 0
    scene.clock.schedule(after: 1.0 / 120, repeats: true) { firings += 1 }
    scene.wait(1e9)
    link.invalidate()
    let hour = Int(ManualClock.maximumCatchUp * scene.clock.frameRate)
    // The frames and firings of the last hour run; the older ones are dropped, as a stalled display
    // drops its missed vsyncs (it used to step through 1.2e11 frames: a hang).
    #expect(frames >= hour - 1 && frames <= hour + 1)
    #expect(firings >= hour - 1 && firings <= hour + 1)
    #expect(abs(scene.clock.now - 1e9) < 1e-3)
    #expect(view.presentation.alpha.isFinite)
    view.removeFromSuperview()
  }

  @Test func anIdleClockJumpsPastTwoBillionFramesAtOnce() {
    let clock = ManualClock(frameRate: 1000)
    var fired = false
    clock.schedule(after: 1e8) { fired = true }
    clock.advance(by: 1e9)
    #expect(fired)
    #expect(clock.frameCount >= 999_999_999_999)
  }
}
