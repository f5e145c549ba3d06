import Foundation
import InertiaCairo
import InertiaUIKit
import Testing

/// The APIs the nineteenth porting trial's programs used: a black navigation bar, the iOS 17
/// `viewIsAppearing(_:)`, an empty `UINavigationController()`, a window scene's coordinate space,
/// the Swift 4 child controller names, and Core Animation's display link on the app clock.
@MainActor
@Suite(.serialized) struct NineteenthTrialAPIsTests {
  /// Records its appearance calls, and whether its view was in a window at each.
  final class Recorder: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      calls.append("will")
    }
    override func viewIsAppearing(_ animated: Bool) {
      super.viewIsAppearing(animated)
      calls.append(view.window == nil ? "is(no window)" : "is")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      calls.append("did")
    }
  }

  @Test func aBlackBarDrawsDarkWithWhiteTitlesUnlessTinted() throws {
    let window = makeWindow(width: 200, height: 200)
    let root = UIViewController()
    root.title = "Black"
    root.view.backgroundColor = .white
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.barStyle = .black
    window.rootViewController = navigation
    let bar = navigation.navigationBar
    #expect(bar.barTintColor == nil)
    #expect(bar.titleLabel.textColor == .white)
    #expect(navigation.preferredStatusBarStyle == .lightContent)
    let canvas = try render(window)
    let inBar = canvas.pixel(x: 5, y: Int(bar.frame.midY))
    #expect(inBar.rgba.red < 0.15 && inBar.rgba.green < 0.15)
    #expect(canvas.pixel(x: 5, y: 190).rgba.red > 0.9)  // the content stays white
    // A tint colour wins over the style's background; title attributes over its title colour.
    bar.barTintColor = .red
    bar.titleTextAttributes = [.foregroundColor: UIColor.yellow]
    let tinted = try render(window)
    #expect(close(tinted.pixel(x: 5, y: Int(bar.frame.midY)), .red, tolerance: 0.1))
    #expect(bar.titleLabel.textColor == .yellow)
    bar.barTintColor = nil
    bar.barStyle = .default
    #expect(bar.backgroundColor == nil && navigation.preferredStatusBarStyle == .default)
  }

  @Test func viewIsAppearingComesBetweenWillAndDidOncePerAppearanceInTheWindow() {
    let window = makeWindow(width: 200, height: 300)
    let first = Recorder()
    let navigation = UINavigationController(rootViewController: first)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    #expect(first.calls == ["will", "is", "did"])
    let second = Recorder()
    navigation.pushViewController(second, animated: false)
    window.layoutIfNeeded()
    #expect(second.calls == ["will", "is", "did"])
    navigation.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(first.calls == ["will", "is", "did", "will", "is", "did"])
  }

  @Test func anEmptyNavigationControllerShowsWhatIsPushedLater() {
    let window = makeWindow(width: 200, height: 300)
    let navigation = UINavigationController()
    #expect(navigation.viewControllers.isEmpty && navigation.topViewController == nil)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    let root = Recorder()
    navigation.pushViewController(root, animated: false)
    window.layoutIfNeeded()
    #expect(navigation.viewControllers.count == 1 && root.view.window === window)
    #expect(root.calls == ["will", "is", "did"])
  }

  @Test func aSceneCoordinateSpaceIsItsScreenBoundsAndOlderChildNamesWork() {
    let scene = UIWindowScene(session: UISceneSession(role: .windowApplication))
    #expect(scene.coordinateSpace.bounds == UIScreen.main.bounds)
    let window = UIWindow(frame: scene.coordinateSpace.bounds)
    #expect(window.bounds.size == CGSize(width: 390, height: 844))
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChildViewController(child)
    #expect(parent.childViewControllers.count == 1 && parent.childViewControllers[0] === child)
    child.removeFromParentViewController()
    #expect(parent.childViewControllers.isEmpty && child.parent == nil)
  }

  /// Counts display-link frames, as a scroll animator's tick method does.
  final class Ticker: UIResponder {
    var ticks: [CFTimeInterval] = []
    func tick(_ link: CADisplayLink) { ticks.append(link.timestamp) }
    func makeLink() -> CADisplayLink {
      CADisplayLink(target: self, selector: Selector("tick:", target: self, Ticker.tick))
    }
  }

  @Test func aDisplayLinkSendsItsSelectorOnEveryFrameOfTheAppClock() {
    let clock = ManualClock(frameRate: 60)
    UIWindow.appClock = clock
    defer { UIWindow.appClock = ManualClock(frameRate: 60) }
    let ticker = Ticker()
    let link = ticker.makeLink()
    clock.advance(to: 0.1)
    #expect(ticker.ticks.isEmpty)  // not added to a run loop yet
    link.add(to: .main, forMode: .common)
    clock.advance(to: 0.2)
    #expect(ticker.ticks.count == 6)
    #expect(zip(ticker.ticks, ticker.ticks.dropFirst()).allSatisfy { $1 > $0 })
    #expect(abs(link.duration - 1.0 / 60) < 1e-9 && link.timestamp == ticker.ticks.last)
    link.isPaused = true
    clock.advance(to: 0.3)
    #expect(ticker.ticks.count == 6)
    link.isPaused = false
    link.preferredFramesPerSecond = 30
    clock.advance(to: 0.4)
    #expect(ticker.ticks.count == 6 + 3)  // every other frame of six
    link.invalidate()
    clock.advance(to: 0.5)
    #expect(ticker.ticks.count == 9)
  }
}

/// UILabel's `textColor` is null-resettable: an optional colour assigns, nil restores black.
@MainActor
@Suite struct LabelTextColorResetTests {
  @Test func anOptionalColourAssignsAndNilRestoresBlack() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
    let style: UIColor? = .red
    label.textColor = style
    #expect(label.textColor == .red)
    let none: UIColor? = nil
    label.textColor = none
    #expect(label.textColor == .black)
    // Drawn in the restored colour.
    let window = makeWindow(width: 80, height: 20)
    label.text = "MMMM"
    label.font = UIFont.boldSystemFont(ofSize: 18)
    window.addSubview(label)
    let canvas = try render(window)
    var darkest = 1.0
    for x in 0..<80 { for y in 0..<20 { darkest = min(darkest, canvas.pixel(x: x, y: y).rgba.green) } }
    #expect(darkest < 0.3)
  }
}
