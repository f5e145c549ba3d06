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

  @Test func aRespondsTestOfAnOptionalRequirementBecomesATypeTest() {
    let library = """
      @objc public protocol BannerDelegate: NSObjectProtocol {
        func count(in banner: Banner) -> Int
        @objc optional func banner(_ banner: Banner, didSelectAt index: Int)
        @objc optional func banner(_ banner: Banner, didScrollAt index: Int)
      }
      open class Banner: UIView {
        open weak var delegate: BannerDelegate?
        func configure() {
          if delegate?.responds(to: #selector(delegate?.banner(_:didSelectAt:))) == true { addTap() }
        }
        func tapped() { delegate?.banner?(self, didSelectAt: 0) }
        func scrolled() { delegate?.banner?(self, didScrollAt: 0) }
        func addTap() {}
      }

      """
    let app = """
      final class Screen: UIViewController, BannerDelegate {
        func count(in banner: Banner) -> Int { 3 }
        func banner(_ banner: Banner, didSelectAt index: Int) {}
      }

      """
    let result = Porter.port([
      PortSource(path: "Banner.swift", text: library), PortSource(path: "Screen.swift", text: app),
    ])
    let (banner, screen) = (result.files[0].text, result.files[1].text)
    #expect(banner.contains("if (delegate is BannerDelegate_banner_didSelectAt) == true { addTap() }"))
    #expect(
      banner.contains(
        "public protocol BannerDelegate_banner_didSelectAt {\n  func banner(_ banner: Banner, didSelectAt index: Int)\n}"
      ))
    #expect(
      banner.contains(
        "func tapped() { (delegate as? BannerDelegate_banner_didSelectAt)?.banner(self, didSelectAt: 0) }"))
    // The requirement nobody tests keeps its default.
    #expect(banner.contains("func scrolled() { delegate?.banner(self, didScrollAt: 0) }"))
    #expect(banner.contains("  func banner(_ banner: Banner, didScrollAt index: Int) {}"))
    #expect(screen.contains("extension Screen: BannerDelegate_banner_didSelectAt {}"))
    #expect(
      result.rewrites.map(\.description).contains(
        "Banner.swift:9: delegate?.responds(to: #selector(delegate?.banner(_:didSelectAt:))) -> "
          + "(delegate is BannerDelegate_banner_didSelectAt) (a delegate implementing BannerDelegate's optional "
          + "banner conforms to BannerDelegate_banner_didSelectAt; Linux has no runtime to ask whether a class has "
          + "a method)"))
  }

  @Test func aDelegateKeptInAnotherFilesObjectIsCast() {
    let keeper = """
      final class Forwarder: NSObject, UIScrollViewDelegate {
        weak var delegate: UIScrollViewDelegate?
      }

      """
    let setup = """
      struct Setup {
        let forwarder = Forwarder()
        func install(on scrollView: UIScrollView) {
          forwarder.delegate = scrollView.delegate
          scrollView.delegate = forwarder
        }
      }

      """
    let result = Porter.port([
      PortSource(path: "Forwarder.swift", text: keeper), PortSource(path: "Setup.swift", text: setup),
    ])
    #expect(
      result.files[1].text.contains("forwarder.delegate = scrollView.delegate as? UIScrollViewDelegate"))
    #expect(result.files[1].text.contains("    scrollView.delegate = forwarder\n"))
  }
}
