import Foundation
import Inertia
import InertiaUIKit
import Testing

/// A split view controller as Xcode's Master-Detail template sets one up (a master list and a
/// detail, each in a navigation controller), laid out in iPad-sized and phone-sized windows, and
/// resized across the size classes.
@MainActor
@Suite struct SplitViewControllerTests {
  /// Records the delegate's calls; `keepsSecondaryOut` answers the collapse question.
  final class Delegate: UISplitViewControllerDelegate {
    var keepsSecondaryOut = false
    var calls: [String] = []
    func splitViewController(
      _ splitViewController: UISplitViewController,
      collapseSecondary secondaryViewController: UIViewController,
      onto primaryViewController: UIViewController
    ) -> Bool {
      calls.append("collapse")
      return keepsSecondaryOut
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand") }
  }

  struct Scene {
    let clock: ManualClock
    let window: UIWindow
    let split: UISplitViewController
    let master: UIViewController
    let detail: UIViewController
    let masterNavigation: UINavigationController
    let detailNavigation: UINavigationController
  }

  private func scene(width: CGFloat, height: CGFloat, delegate: Delegate? = nil) -> Scene {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: width, height: height), scale: 1, clock: clock)
    let master = UIViewController()
    master.title = "Master"
    let detail = UIViewController()
    detail.title = "Detail"
    let masterNavigation = UINavigationController(rootViewController: master)
    let detailNavigation = UINavigationController(rootViewController: detail)
    let split = UISplitViewController()
    split.delegate = delegate
    split.viewControllers = [masterNavigation, detailNavigation]
    window.rootViewController = split
    window.layoutIfNeeded()
    return Scene(
      clock: clock, window: window, split: split, master: master, detail: detail,
      masterNavigation: masterNavigation,
      detailNavigation: detailNavigation)
  }

  @Test func regularWidthLaysTheColumnsOutSideBySide() {
    let scene = scene(width: 1024, height: 768)
    #expect(!scene.split.isCollapsed)
    #expect(scene.split.displayMode == .oneBesideSecondary)
    #expect(scene.split.primaryColumnWidth == 320)
    #expect(scene.masterNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(scene.detailNavigation.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
    #expect(scene.master.view.window === scene.window && scene.detail.view.window === scene.window)
    #expect(scene.split.viewControllers.count == 2)
    #expect(scene.detail.splitViewController === scene.split)
    // A tap on the detail's side lands in the detail's view.
    #expect(
      scene.window.hitTest(CGPoint(x: 600, y: 400), with: nil)?.isDescendant(of: scene.detail.view) == true)
  }

  @Test func theFractionIsClampedToTheMaximumWidth() {
    let scene = scene(width: 1024, height: 768)
    scene.split.preferredPrimaryColumnWidthFraction = 0.5
    #expect(scene.split.primaryColumnWidth == 320)
    scene.split.maximumPrimaryColumnWidth = 600
    #expect(scene.split.primaryColumnWidth == 512)
    scene.window.layoutIfNeeded()
    #expect(scene.detailNavigation.view.frame == CGRect(x: 512, y: 0, width: 512, height: 768))
    scene.split.preferredPrimaryColumnWidth = 280
    #expect(scene.split.primaryColumnWidth == 280)
    scene.split.preferredPrimaryColumnWidthFraction = .nan
    scene.split.preferredPrimaryColumnWidth = .infinity
    #expect(scene.split.primaryColumnWidth == 320)
  }

  @Test func displayModesHideOrOverlayThePrimaryColumn() {
    let scene = scene(width: 1024, height: 768)
    scene.split.preferredDisplayMode = .secondaryOnly
    scene.window.layoutIfNeeded()
    #expect(scene.master.view.window == nil)
    #expect(scene.detailNavigation.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
    scene.split.preferredDisplayMode = .primaryOverlay
    scene.window.layoutIfNeeded()
    #expect(scene.detailNavigation.view.frame.width == 1024)
    #expect(scene.masterNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
    // The primary column is above the secondary one.
    #expect(
      scene.window.hitTest(CGPoint(x: 100, y: 400), with: nil)?.isDescendant(of: scene.master.view) == true)
    scene.split.hide(.primary)
    #expect(scene.split.displayMode == .secondaryOnly)
    scene.split.show(.primary)
    #expect(scene.split.displayMode == .oneBesideSecondary)
  }

  @Test func aCompactWidthCollapsesToOneNavigationStack() {
    let delegate = Delegate()
    let scene = scene(width: 390, height: 844, delegate: delegate)
    #expect(scene.split.isCollapsed)
    #expect(scene.masterNavigation.viewControllers == [scene.master, scene.detail])
    #expect(scene.detail.navigationController === scene.masterNavigation)
    #expect(scene.masterNavigation.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(scene.detail.view.window === scene.window)
    #expect(scene.split.viewControllers == [scene.masterNavigation])
    #expect(delegate.calls == ["collapse"])
  }

  @Test func theDelegateMayKeepTheSecondaryOutOfTheCollapsedStack() {
    let delegate = Delegate()
    delegate.keepsSecondaryOut = true
    let scene = scene(width: 390, height: 844, delegate: delegate)
    #expect(scene.masterNavigation.viewControllers == [scene.master])
    #expect(scene.master.view.window === scene.window && scene.detail.viewIfLoaded?.window == nil)
  }

  @Test func resizingCollapsesAndExpandsAgain() {
    let delegate = Delegate()
    let scene = scene(width: 1024, height: 768, delegate: delegate)
    scene.window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    scene.window.layoutIfNeeded()
    #expect(scene.split.isCollapsed)
    #expect(scene.masterNavigation.viewControllers == [scene.master, scene.detail])
    // Showing a detail while collapsed pushes it.
    let other = UIViewController()
    scene.master.showDetailViewController(other, sender: nil)
    scene.clock.advance(by: 1)
    #expect(scene.masterNavigation.viewControllers == [scene.master, scene.detail, other])
    scene.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    scene.window.layoutIfNeeded()
    #expect(!scene.split.isCollapsed)
    #expect(scene.masterNavigation.viewControllers == [scene.master])
    #expect(scene.detailNavigation.viewControllers == [scene.detail, other])
    #expect(other.view.window === scene.window && other.view.frame.width == 704)
    #expect(delegate.calls == ["collapse", "didCollapse", "didExpand"])
  }

  @Test func showDetailReplacesTheSecondaryAtRegularWidth() {
    let scene = scene(width: 1024, height: 768)
    let next = UINavigationController(rootViewController: UIViewController())
    scene.master.showDetailViewController(next, sender: nil)
    scene.window.layoutIfNeeded()
    #expect(scene.split.viewControllers == [scene.masterNavigation, next])
    #expect(scene.detailNavigation.parent == nil && scene.detailNavigation.view.window == nil)
    #expect(next.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
    // `show` from inside the primary navigation controller pushes there.
    let pushed = UIViewController()
    scene.master.show(pushed, sender: nil)
    scene.clock.advance(by: 1)
    #expect(scene.masterNavigation.topViewController === pushed)
  }

  @Test func aColumnSplitViewWrapsControllersAndShowsTheCompactColumn() {
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: ManualClock())
    let split = UISplitViewController(style: .doubleColumn)
    let sidebar = UIViewController()
    let content = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController()]
    split.setViewController(sidebar, for: .primary)
    split.setViewController(content, for: .secondary)
    split.setViewController(tabs, for: .compact)
    #expect(split.viewController(for: .primary) === sidebar)
    #expect(sidebar.navigationController != nil && sidebar.navigationController?.parent === split)
    #expect(split.viewController(for: .compact) === tabs && tabs.navigationController == nil)
    window.rootViewController = split
    window.layoutIfNeeded()
    #expect(split.isCollapsed)
    #expect(tabs.view.window === window && sidebar.viewIfLoaded?.window == nil)
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    window.layoutIfNeeded()
    #expect(!split.isCollapsed && tabs.view.window == nil)
    #expect(sidebar.view.window === window && content.view.window === window)
    #expect(content.navigationController?.view.frame.minX == 320)
  }
}
