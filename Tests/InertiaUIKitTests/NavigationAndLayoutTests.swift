import InertiaUIKit
import Testing

/// A view subclass that overrides only init(frame:), as UIKit code does, then is made with init().
final class FramedView: UIView {
  var madeWithFrame: CGRect?
  override init(frame: CGRect) {
    madeWithFrame = frame
    super.init(frame: frame)
  }
}

/// Navigation bars with large titles, extended edges, the older inset switch, init() on view
/// subclasses, and layoutIfNeeded applying Auto Layout on any view.
@MainActor
@Suite struct NavigationAndLayoutTests {
  func scene(largeTitles: Bool) -> (UIWindow, UINavigationController, UIScrollView) {
    let window = UIWindow(
      size: CGSize(width: 390, height: 844), scale: 1,
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      clock: ManualClock())
    let scroll = UIScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 390, height: 3000)
    let controller = UIViewController()
    controller.view = scroll
    controller.title = "Inbox"
    let navigation = UINavigationController(rootViewController: controller)
    navigation.navigationBar.prefersLargeTitles = largeTitles
    window.rootViewController = navigation
    window.layoutIfNeeded()
    return (window, navigation, scroll)
  }

  @Test func largeTitleGivesA96PointInsetAndCollapsesTo44AsTheContentScrolls() {
    let (window, navigation, scroll) = scene(largeTitles: true)
    #expect(abs(scroll.adjustedContentInset.top - 143) < 1e-9)
    let rest = -scroll.adjustedContentInset.top
    scroll.contentOffset = CGPoint(x: 0, y: rest)
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
    #expect(navigation.navigationBar.largeTitleCollapse == 0)
    #expect(navigation.navigationBar.largeTitleLabel.text == "Inbox")
    scroll.contentOffset = CGPoint(x: 0, y: rest + 30)
    #expect(navigation.navigationBar.frame.height == 66)
    scroll.contentOffset = CGPoint(x: 0, y: rest + 200)
    #expect(navigation.navigationBar.frame.height == 44 && navigation.navigationBar.largeTitleCollapse == 1)
    scroll.contentOffset = CGPoint(x: 0, y: rest - 20)  // pulled down: the title area stretches
    #expect(navigation.navigationBar.frame.height == 116)
  }

  @Test func largeTitleFollowsADragOfTheContent() {
    let (window, navigation, scroll) = scene(largeTitles: true)
    scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top)
    let gestures = GestureSynthesizer(window: window, clock: window.clock as! ManualClock)
    gestures.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 560), duration: 0.3, release: .hold)
    let scrolled = scroll.contentOffset.y + scroll.adjustedContentInset.top
    #expect(scrolled > 20)
    #expect(abs(navigation.navigationBar.frame.height - max(44, 96 - scrolled)) < 0.5)
  }

  @Test func hidesBarsOnSwipeHidesTheBarOnASwipeUpAndShowsItOnASwipeDown() {
    let (window, navigation, scroll) = scene(largeTitles: false)
    navigation.hidesBarsOnSwipe = true
    let gestures = GestureSynthesizer(window: window, clock: window.clock as! ManualClock)
    #expect(abs(scroll.adjustedContentInset.top - 91) < 1e-9)
    gestures.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .stop)
    #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
    #expect(abs(scroll.adjustedContentInset.top - 47) < 1e-9)
    // The content scrolled with the finger: the bar's pan does not take the scroll view's.
    #expect(scroll.contentOffset.y + 91 > 250)
    gestures.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 0.3, release: .stop)
    #expect(!navigation.isNavigationBarHidden && !navigation.navigationBar.isHidden)
    #expect(abs(scroll.adjustedContentInset.top - 91) < 1e-9)
    navigation.hidesBarsOnSwipe = false
    gestures.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .stop)
    #expect(!navigation.isNavigationBarHidden)
    navigation.setNavigationBarHidden(true, animated: false)
    #expect(navigation.isNavigationBarHidden && abs(scroll.adjustedContentInset.top - 47) < 1e-9)
  }

  @Test func compactBarInsets44() {
    let (_, navigation, scroll) = scene(largeTitles: false)
    #expect(abs(scroll.adjustedContentInset.top - 91) < 1e-9)
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(!navigation.showsLargeTitle)
  }

  @Test func largeTitleDisplayModeNeverUsesTheCompactBar() {
    let (window, navigation, scroll) = scene(largeTitles: true)
    navigation.topViewController?.navigationItem.largeTitleDisplayMode = .never
    window.layoutIfNeeded()
    #expect(abs(scroll.adjustedContentInset.top - 91) < 1e-9 && navigation.navigationBar.frame.height == 44)
  }

  @Test func edgesForExtendedLayoutWithoutTopPlacesTheViewBelowTheBar() {
    let (window, navigation, scroll) = scene(largeTitles: false)
    navigation.topViewController?.edgesForExtendedLayout = []
    window.layoutIfNeeded()
    #expect(abs(scroll.frame.minY - 91) < 1e-9)
    #expect(scroll.adjustedContentInset.top == 0)
  }

  @Test func automaticallyAdjustsScrollViewInsetsFalseStopsTheAdjustment() {
    let (window, navigation, scroll) = scene(largeTitles: false)
    navigation.topViewController?.automaticallyAdjustsScrollViewInsets = false
    window.layoutIfNeeded()
    #expect(scroll.contentInsetAdjustmentBehavior == .never && scroll.adjustedContentInset.top == 0)
  }

  @Test func initOnASubclassThatOverridesInitFrame() {
    let view = FramedView()
    #expect(view.madeWithFrame == .zero && view.bounds == .zero)
  }

  @Test func layoutIfNeededOnAnyViewAppliesConstraintsAtOnce() {
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: ManualClock())
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 50)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      box.topAnchor.constraint(equalTo: container.topAnchor), width,
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(box.frame.width == 50)
    width.constant = 120
    container.layoutIfNeeded()  // not the window: still applies the change now
    #expect(box.frame == CGRect(x: 0, y: 0, width: 120, height: 20))
  }

  @Test func layoutIfNeededInsideAnAnimationAnimatesTheNewFrame() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: clock)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    NSLayoutConstraint.activate([
      leading, box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    leading.constant = 100
    UIView.animate(withDuration: 1) { box.superview?.layoutIfNeeded() }
    #expect(box.frame.minX == 100)  // the model value moves at once
    clock.advance(by: 0.5)
    let shown = box.presentation.frame.minX
    #expect(shown > 5 && shown < 95)  // what is drawn is on its way
  }
}
