import InertiaPort
import Testing

/// The forty-eighth trial's port rule: Dispatch timer sources move to InertiaUIKit's app-clock
/// timer source (`makeAppClockTimerSource`, `AppClockTimerSource`); the calls on the timer keep
/// their spelling.
@Suite struct FortyEighthTrialRuleTests {
  @Test func aTickerOnTheMainQueueMovesToTheAppClock() {
    let source = """
      final class Ticker {
        private var timer: DispatchSourceTimer?
        func start() {
          let timer = DispatchSource.makeTimerSource(queue: .main)
          timer.schedule(deadline: .now() + 1, repeating: 1)
          timer.setEventHandler { [weak self] in self?.tick() }
          timer.resume()
          self.timer = timer
        }
        func tick() {}
      }
      """
    let ported = port(source)
    #expect(
      ported.text == """
        final class Ticker {
          private var timer: AppClockTimerSource?
          func start() {
            let timer = DispatchSource.makeAppClockTimerSource(queue: .main)
            timer.schedule(deadline: .now() + 1, repeating: 1)
            timer.setEventHandler { [weak self] in self?.tick() }
            timer.resume()
            self.timer = timer
          }
          func tick() {}
        }
        """)
    #expect(
      ported.lines == [
        "A.swift:2: DispatchSourceTimer -> AppClockTimerSource (a Dispatch timer fires by the wall clock on "
          + "its queue; InertiaUIKit's timer source fires on the app clock, on the main actor)",
        "A.swift:4: DispatchSource.makeTimerSource(…) -> makeAppClockTimerSource (a Dispatch timer fires by "
          + "the wall clock on its queue; InertiaUIKit's timer source fires on the app clock, on the main actor)",
      ])
  }

  @Test func everySpellingOfTheTypeAndTheFactoryIsRenamed() {
    let source = """
      var a: DispatchSourceTimer!
      var b: [Dispatch.DispatchSourceTimer] = []
      let c = Dispatch.DispatchSource.makeTimerSource(flags: [], queue: DispatchQueue.global())
      let d = c as? DispatchSourceTimer
      func stop(_ timer: DispatchSourceTimer?) { timer?.cancel() }
      let e: DispatchSourceTimer = {
        let t = DispatchSource.makeTimerSource()
        return t
      }()
      """
    let ported = port(source)
    #expect(ported.text.contains("var a: AppClockTimerSource!"))
    #expect(ported.text.contains("var b: [AppClockTimerSource] = []"))
    #expect(
      ported.text.contains(
        "let c = Dispatch.DispatchSource.makeAppClockTimerSource(flags: [], queue: DispatchQueue.global())"))
    #expect(ported.text.contains("let d = c as? AppClockTimerSource"))
    #expect(ported.text.contains("func stop(_ timer: AppClockTimerSource?) { timer?.cancel() }"))
    #expect(ported.text.contains("let e: AppClockTimerSource = {"))
    #expect(ported.text.contains("let t = DispatchSource.makeAppClockTimerSource()"))
    #expect(ported.lines.count == 7)
  }

  @Test func otherSourcesAndLookalikesAreLeftAlone() {
    let source = """
      let read = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
      let signal: DispatchSourceSignal = DispatchSource.makeSignalSource(signal: 2)
      let own = Scheduler.makeTimerSource(queue: .main)
      let name = MyModule.DispatchSourceTimer.self
      """
    let ported = port(source)
    #expect(ported.text == source)
    #expect(ported.lines.isEmpty)
  }
}
