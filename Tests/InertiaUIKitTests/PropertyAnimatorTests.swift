import InertiaUIKit
import Testing

/// Windows the tests' scenes keep alive (a view's window is weak).
@MainActor private var keptWindows: [UIWindow] = []

/// UIViewPropertyAnimator: started, paused, scrubbed, continued and stopped on the window's clock;
/// the keyboard's unnamed curve; a selector whose receiver is an expression; NSLayoutConstraint().
@MainActor
@Suite struct PropertyAnimatorTests {
  func scene() -> (UIWindow, ManualClock, UIView) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: clock)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(view)
    keptWindows.append(window)
    return (window, clock, view)
  }

  @Test func aStartedAnimatorMovesTheViewOnTheClockAndCallsItsCompletionAtTheEnd() {
    let (_, clock, view) = scene()
    var ends: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
    animator.addCompletion { ends.append($0) }
    #expect(animator.state == .inactive && view.frame.origin.x == 0)
    animator.startAnimation()
    #expect(view.frame.origin.x == 100 && animator.isRunning)
    clock.advance(to: 0.5)
    #expect(abs(view.presentation.frame.origin.x - 50) < 0.5)
    clock.advance(to: 1.1)
    #expect(ends == [.end] && animator.state == .inactive)
    #expect(view.presentation.frame.origin.x == 100)
  }

  @Test func pausingFreezesTheViewAndScrubbingMovesItLinearly() {
    let (_, clock, view) = scene()
    var ends: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
    animator.addCompletion { ends.append($0) }
    animator.startAnimation()
    clock.advance(to: 0.5)
    animator.pauseAnimation()
    let paused = view.presentation.alpha
    #expect(!animator.isRunning && animator.state == .active)
    #expect(abs(animator.fractionComplete - 0.5) < 0.02)
    clock.advance(to: 2)
    #expect(view.presentation.alpha == paused && ends.isEmpty)
    animator.fractionComplete = 0.25
    #expect(abs(view.presentation.alpha - 0.75) < 0.01)  // scrubs linearly by default
    animator.startAnimation()
    clock.advance(to: 2.5)
    #expect(ends.isEmpty)
    clock.advance(to: 2.8)
    #expect(ends == [.end] && view.presentation.alpha == 0)
  }

  @Test func aScrubbedInactiveAnimatorStartsPaused() {
    let (_, clock, view) = scene()
    let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.y = 225 }
    animator.fractionComplete = 0.5
    #expect(animator.state == .active && !animator.isRunning)
    clock.advance(to: 1)
    #expect(abs(view.presentation.center.y - 125) < 0.5)
  }

  @Test func stoppingKeepsWhatIsShownAndFinishingReportsThePosition() {
    let (_, clock, view) = scene()
    var ends: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 200 }
    animator.addCompletion { ends.append($0) }
    animator.startAnimation()
    clock.advance(to: 0.25)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped && abs(view.frame.origin.x - 50) < 0.5)
    #expect(view.presentation.frame.origin.x == view.frame.origin.x)
    clock.advance(to: 2)
    #expect(ends.isEmpty)
    animator.finishAnimation(at: .current)
    #expect(ends == [.current] && animator.state == .inactive)
  }

  @Test func aRunningAnimatorWithADelayAndTheKeyboardsCurve() throws {
    let (_, clock, view) = scene()
    var ended = false
    _ = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.5, delay: 0.5, options: [.curveLinear], animations: { view.frame.origin.y = 100 },
      completion: { ended = $0 == .end })
    clock.advance(to: 0.4)
    #expect(view.presentation.frame.origin.y == 0)
    clock.advance(to: 0.75)
    #expect(abs(view.presentation.frame.origin.y - 50) < 0.5)
    clock.advance(to: 1.1)
    #expect(ended)
    let curve = try #require(UIView.AnimationCurve(rawValue: 7))
    let animator = UIViewPropertyAnimator(duration: 0.25, curve: curve) { view.alpha = 0.5 }
    animator.startAnimation()
    clock.advance(to: 1.5)
    #expect(view.presentation.alpha == 0.5 && animator.state == .inactive)
  }

  @Test func aSelectorOfAnExpressionsMethodReachesAnyInstanceOfItsClass() {
    final class Menu: UIViewController {
      var revealed = 0
      func reveal() { revealed += 1 }
    }
    final class Screen: UIViewController {
      let menu = Menu()
      let button = UIBarButtonItem()
      func wire() {
        button.target = menu
        button.action = Selector("reveal", method: Menu.reveal)
      }
    }
    let screen = Screen()
    screen.wire()
    #expect(screen.menu.responds(to: Selector("reveal")))
    #expect(!screen.responds(to: Selector("reveal")))
    let sent = screen.button.action!.send(to: screen.button.target!, sender: screen.button, event: nil)
    #expect(sent && screen.menu.revealed == 1)
  }

  @Test func aPlaceholderConstraintDoesNothingWhenActivated() {
    let (window, _, _) = scene()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    var width = NSLayoutConstraint()
    width.isActive = true
    #expect(!width.isActive)
    width = view.widthAnchor.constraint(equalToConstant: 80)
    NSLayoutConstraint.activate([
      width, view.heightAnchor.constraint(equalToConstant: 10),
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      view.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(width.isActive && view.frame.width == 80)
  }
}
