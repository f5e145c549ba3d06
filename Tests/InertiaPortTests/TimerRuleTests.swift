import InertiaPort
import Testing

/// Run-loop timers move to the app clock: the block timer and `RunLoop.add` are renamed, the
/// selector timer keeps its spelling (InertiaUIKit provides it) with its selector bound.
@Suite struct TimerRuleTests {
  @Test func theBlockTimerAndRunLoopAddMoveToTheAppClock() {
    let source = """
      final class Banner: UIView {
        var timer: Timer?
        func start() {
          timer = Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { [weak self] _ in self?.next() }
          let other = Timer(timeInterval: 1, repeats: false) { _ in }
          RunLoop.main.add(other, forMode: .common)
          RunLoop.current.add(other, forMode: .default)
          queue.add(other, forMode: .common)
          Timer.scheduledTimer(withTimeInterval: 1, repeats: false, block: { _ in })
        }
        func next() {}
      }
      """
    let ported = port(source)
    #expect(
      ported.text == """
        final class Banner: UIView {
          var timer: Timer?
          func start() {
            timer = Timer.scheduledAppClockTimer(withTimeInterval: 3, repeats: true) { [weak self] _ in self?.next() }
            let other = Timer(appClockTimeInterval: 1, repeats: false) { _ in }
            RunLoop.main.addToAppClock(other, forMode: .common)
            RunLoop.current.addToAppClock(other, forMode: .default)
            queue.add(other, forMode: .common)
            Timer.scheduledAppClockTimer(withTimeInterval: 1, repeats: false, block: { _ in })
          }
          func next() {}
        }
        """)
    #expect(
      ported.lines.first
        == "A.swift:4: Timer.scheduledTimer(withTimeInterval:…) -> scheduledAppClockTimer (a run-loop timer "
        + "fires by the wall clock, and only while the run loop runs; InertiaUIKit's fires on the app clock)")
    #expect(ported.lines.count == 5)
  }

  @Test func theBlockTimerMadeUnscheduledFiresAnIntervalAfterItIsMade() {
    let source = """
      func start() {
        let a = Timer(timeInterval: 1, repeats: false) { _ in }
        let b = Foundation.Timer(timeInterval: 2, repeats: true, block: { _ in })
        let c = Timer(timeInterval: 3, repeats: false, block: tick)
        let d = Timer(fire: Date(), interval: 1, repeats: false) { _ in }
      }
      """
    let ported = port(source)
    #expect(ported.text.contains("let a = Timer(appClockTimeInterval: 1, repeats: false) { _ in }"))
    #expect(ported.text.contains("let b = Foundation.Timer(timeInterval: 2, repeats: true, block: { _ in })"))
    #expect(ported.text.contains("let c = Timer(appClockTimeInterval: 3, repeats: false, block: tick)"))
    #expect(ported.text.contains("let d = Timer(fire: Date(), interval: 1, repeats: false) { _ in }"))
    #expect(
      ported.lines.first
        == "A.swift:2: Timer(timeInterval:repeats:block:) -> Timer(appClockTimeInterval:repeats:block:) "
        + "(Linux's Foundation fires that timer at once and forgets the interval of one that does not repeat; "
        + "InertiaUIKit's first fires an interval later, as Apple's)")
  }

  @Test func theSelectorTimerKeepsItsNameAndBindsItsTarget() {
    let source = """
      class Feed: UIViewController {
        func start() {
          Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        }
        @objc func tick(_ timer: Timer) {}
      }
      """
    let ported = port(source)
    #expect(
      ported.text.contains(
        "Timer.scheduledTimer(timeInterval: 2, target: self, selector: Selector(\"tick:\", target: self, Self.tick(_:)), userInfo: nil, repeats: true)"
      ))
    #expect(!ported.lines.contains { $0.contains("AppClock") })
  }
}
