import Foundation
import InertiaUIKit
import Testing

/// The port `inertia port` made of Tests/InertiaPortTests/Fixtures/PhotoList.swift (compiled here
/// unchanged, as PortedPhotoList.swift): every rewritten `#selector` calls its method when the
/// control is touched, the notification posted, or the content pulled; the override moved out of
/// its extension runs.
@MainActor
@Suite struct PortedPhotoListTests {
  func shown() -> (SeedHost, PhotoListViewController) {
    let host = SeedHost()
    let controller = PhotoListViewController()
    host.show(controller)
    return (host, controller)
  }

  @Test func aTapOnTheButtonCallsTheActionMethod() {
    let (host, controller) = shown()
    host.gestures.tap(at: CGPoint(x: 60, y: 120))
    #expect(controller.log.filter { $0 != "layout" } == ["share"])
    host.wait(0.5)
    host.gestures.tap(at: CGPoint(x: 60, y: 120))
    #expect(controller.log.filter { $0 != "layout" } == ["share", "share"])
  }

  @Test func aTapReachesAnObjectThatIsNoResponder() {
    let (host, controller) = shown()
    host.gestures.tap(at: CGPoint(x: 60, y: 220))
    #expect(controller.counter.count == 1)
    #expect(
      controller.counterButton.actions(forTarget: controller.counter, forControlEvent: .touchUpInside) == [
        "increment:"
      ])
    // A tap beside the button calls nothing.
    host.wait(0.5)
    host.gestures.tap(at: CGPoint(x: 300, y: 400))
    #expect(controller.counter.count == 1)
  }

  @Test func aSwitchTapCallsTheMethodNamedWithoutArguments() {
    let (host, controller) = shown()
    host.gestures.tap(at: CGPoint(x: 225, y: 115))
    #expect(controller.log.filter { $0 != "layout" } == ["grid true"])
  }

  @Test func aTapOnAViewWithATapRecognizerCallsItsActionMethod() {
    let (host, controller) = shown()
    host.gestures.tap(at: CGPoint(x: 100, y: 340))
    #expect(controller.log.filter { $0 != "layout" } == ["header true"])
    // A tap outside the view calls nothing more.
    host.wait(0.5)
    host.gestures.tap(at: CGPoint(x: 300, y: 600))
    #expect(controller.log.filter { $0 != "layout" } == ["header true"])
  }

  @Test func pullingPastTheTriggerCallsRefresh() {
    let (host, controller) = shown()
    host.gestures.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 800), duration: 0.8)
    host.wait(1)
    #expect(controller.log.filter { $0 != "layout" } == ["refresh true"])
    controller.refreshControl.endRefreshing()
    #expect(!controller.refreshControl.isRefreshing)
  }

  @Test func aPostedNotificationCallsTheObserverMethod() {
    let (_, controller) = shown()
    NotificationCenter.default.post(name: .photosDidChange, object: nil)
    #expect(controller.photoCount == 1)
    NotificationCenter.default.removeSelectorObserver(controller)
    NotificationCenter.default.post(name: .photosDidChange, object: nil)
    #expect(controller.photoCount == 1)
  }

  @Test func theOverrideMovedOutOfItsExtensionRuns() {
    let (host, controller) = shown()
    let before = controller.log.filter { $0 == "layout" }.count
    controller.view.setNeedsLayout()
    host.wait(0.1)
    #expect(before >= 1)
    #expect(controller.log.filter { $0 == "layout" }.count == before + 1)
  }
}
