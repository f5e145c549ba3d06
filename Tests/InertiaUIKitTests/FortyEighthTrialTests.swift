import Foundation
import InertiaUIKit
import Testing

/// The forty-eighth trial's behaviour, written as Auk (a paging image scroller) and CycleBanner
/// (an auto-scrolling cycle banner) write it: pages laid out again by removing and re-adding them,
/// a timer scheduled by a helper object that is no UI object, and older rotation overrides.
@MainActor
@Suite struct FortyEighthTrialTests {
  /// A scroll view of `count` pages laid out as Auk lays them out: each page removed and added
  /// back (to drop its constraints), then pinned to the scroll view's size and to its neighbours.
  private func layOutPages(_ pages: [UIView], in scrollView: UIScrollView) {
    for (index, page) in pages.enumerated() {
      page.removeFromSuperview()
      scrollView.addSubview(page)
      page.translatesAutoresizingMaskIntoConstraints = false
      var constraints = [
        page.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        page.heightAnchor.constraint(equalTo: scrollView.heightAnchor),
        page.topAnchor.constraint(equalTo: scrollView.topAnchor),
        page.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      ]
      if index == 0 { constraints.append(page.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor)) }
      if index == pages.count - 1 {
        constraints.append(page.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor))
      }
      if index > 0 {
        constraints.append(page.leadingAnchor.constraint(equalTo: pages[index - 1].trailingAnchor))
      }
      scrollView.addConstraints(constraints)
    }
    scrollView.layoutIfNeeded()
  }

  @Test func pagesAddedBackWithNewConstraintsLayOutSideBySide() {
    let controller = UIViewController()
    let (_, window, _) = trialHost(controller)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 64, width: 375, height: 265))
    controller.view.addSubview(scrollView)
    let pages = [UIView(), UIView(), UIView()]
    layOutPages([pages[0]], in: scrollView)
    window.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 375, height: 265))
    layOutPages(pages, in: scrollView)
    window.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 1125, height: 265))
    #expect(pages.map(\.frame.minX) == [0, 375, 750])
    #expect(window.autoLayout.brokenConstraints.isEmpty)
  }

  @Test func removalDropsOnlyTheConstraintsLeavingTheSubtree() {
    let controller = UIViewController()
    let (_, window, _) = trialHost(controller)
    let page = UIView()
    let inner = UIView()
    controller.view.addSubview(page)
    page.addSubview(inner)
    let toSuperview = page.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10)
    let inside = inner.widthAnchor.constraint(equalTo: page.widthAnchor, multiplier: 0.5)
    let ownWidth = page.widthAnchor.constraint(equalToConstant: 100)
    let innerToOutside = inner.heightAnchor.constraint(equalTo: controller.view.heightAnchor)
    for constraint in [toSuperview, inside, ownWidth, innerToOutside] { constraint.isActive = true }
    for view in [page, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
    window.layoutIfNeeded()
    #expect(page.frame.minX == 10 && inner.frame.width == 50)
    page.removeFromSuperview()
    #expect(!toSuperview.isActive && !innerToOutside.isActive)
    #expect(inside.isActive && ownWidth.isActive)
    controller.view.addSubview(page)
    window.layoutIfNeeded()
    #expect(page.frame.width == 100 && inner.frame.width == 50)
    #expect(!toSuperview.isActive)
  }

  /// A removal reads the constraints of the leaving views only (the engine indexes them by view
  /// once per change of its list): constraints made after an earlier removal are found, and a
  /// sibling's constraints stay.
  @Test func laterRemovalsFindConstraintsMadeSinceTheLast() {
    let controller = UIViewController()
    let (_, window, _) = trialHost(controller)
    let (page, sibling) = (UIView(), UIView())
    for view in [page, sibling] {
      controller.view.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    let siblingTop = sibling.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 30)
    let first = page.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10)
    for constraint in [siblingTop, first] { constraint.isActive = true }
    window.layoutIfNeeded()
    page.removeFromSuperview()
    #expect(!first.isActive && siblingTop.isActive)
    controller.view.addSubview(page)
    let second = page.leadingAnchor.constraint(equalTo: sibling.trailingAnchor, constant: 4)
    second.isActive = true
    window.layoutIfNeeded()
    page.removeFromSuperview()
    #expect(!second.isActive && siblingTop.isActive)
    window.layoutIfNeeded()
    #expect(sibling.frame.minY == 30)
  }

  /// Auk's AutoCancellingTimerInstance: an NSObject that is no UI object schedules a selector timer.
  @MainActor private final class TimerInstance: NSObject {
    var timer: Timer?
    var fired = 0
    init(interval: TimeInterval) {
      super.init()
      timer = Timer.scheduledTimer(
        timeInterval: interval, target: self,
        selector: Selector("fired:", target: self, TimerInstance.fired(_:)),
        userInfo: nil, repeats: true)
    }
    func fired(_ timer: Timer) { fired += 1 }
  }

  @Test func aHelperObjectSchedulesASelectorTimerOnTheAppClock() {
    let clock = ManualClock()
    UIWindow.appClock = clock
    let instance = TimerInstance(interval: 2)
    clock.advance(to: 5)
    #expect(instance.fired == 2)
    instance.timer?.invalidate()
    clock.advance(to: 9)
    #expect(instance.fired == 2)
  }

  /// A controller of iOS 7's days keeping its page across a rotation.
  private final class RotatingController: UIViewController {
    var rotations: [UIInterfaceOrientation] = []
    override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
      super.willRotate(to: toInterfaceOrientation, duration: duration)
      rotations.append(toInterfaceOrientation)
    }
    override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
      super.didRotate(from: fromInterfaceOrientation)
    }
  }

  @Test func olderRotationOverridesCompileAndAreNotSent() {
    let controller = RotatingController()
    let (clock, window, _) = trialHost(controller)
    window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    window.layoutIfNeeded()
    clock.advance(by: 1)
    #expect(controller.view.bounds.size == CGSize(width: 667, height: 375))
    #expect(controller.rotations.isEmpty)
  }
}
