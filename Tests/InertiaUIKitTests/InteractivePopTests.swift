import InertiaUIKit
import Testing

/// The navigation controller's back swipe (`interactivePopGestureRecognizer`).
@MainActor
@Suite struct InteractivePopTests {
  private func scene() -> (GestureSynthesizer, UINavigationController) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(UIViewController(), animated: false)
    window.layoutIfNeeded()
    return (GestureSynthesizer(window: window, clock: clock), navigation)
  }

  @Test func aSwipeFromTheLeftEdgePastHalfTheWidthPops() {
    let (gestures, navigation) = scene()
    #expect(navigation.interactivePopGestureRecognizer?.isEnabled == true)
    gestures.drag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 260, y: 410), duration: 1.2)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func aShortSlowSwipeOrOneAwayFromTheEdgeKeepsTheTopController() {
    let (gestures, navigation) = scene()
    gestures.drag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 120, y: 400), duration: 1.2)
    #expect(navigation.viewControllers.count == 2)
    gestures.drag(from: CGPoint(x: 80, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func aShortFlickPopsUnlessTheRecognizerIsOff() {
    let (gestures, navigation) = scene()
    navigation.interactivePopGestureRecognizer?.isEnabled = false
    gestures.drag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.1)
    #expect(navigation.viewControllers.count == 2)
    navigation.interactivePopGestureRecognizer?.isEnabled = true
    gestures.drag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.1)
    #expect(navigation.viewControllers.count == 1)
    gestures.drag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.1)
    #expect(navigation.viewControllers.count == 1)
  }
}
