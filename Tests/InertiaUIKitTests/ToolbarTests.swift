import InertiaUIKit
import Testing

/// UIToolbar's item layout and the navigation controller's toolbar.
@MainActor
@Suite struct ToolbarTests {
  final class Target: NSObject {
    var taps = 0
    func tapped(_ sender: Any?) { taps += 1 }
  }

  @Test func flexibleSpacesShareTheRoomAndFixedSpacesKeepTheirWidth() {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    add.width = 30
    toolbar.items = [edit, .flexibleSpace(), add, .fixedSpace(20), done, .flexibleSpace()]
    toolbar.layoutIfNeeded()
    let editFrame = toolbar.view(for: edit)!.frame
    let addFrame = toolbar.view(for: add)!.frame
    let doneFrame = toolbar.view(for: done)!.frame
    #expect(editFrame.minX == 8 && editFrame.height == 44)
    #expect(addFrame.width == 30)
    #expect(doneFrame.minX == addFrame.maxX + 20)
    let share = (390 - 16 - editFrame.width - 30 - 20 - doneFrame.width) / 2
    #expect(abs(addFrame.minX - (editFrame.maxX + share)) < 0.5)
    #expect(abs(doneFrame.maxX + share - 382) < 0.5)
    #expect(toolbar.sizeThatFits(CGSize(width: 300, height: 500)) == CGSize(width: 300, height: 44))
  }

  @Test func aNavigationControllersToolbarShowsTheTopItemsAboveTheSafeAreaAndInsetsTheContent() {
    let clock = ManualClock()
    let insets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let window = UIWindow(
      size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: insets, clock: clock)
    let root = UIViewController()
    let target = Target()
    let trash = UIBarButtonItem(
      barButtonSystemItem: .trash, target: target,
      action: Selector("tapped:", target: target, Target.tapped(_:)))
    root.toolbarItems = [.flexibleSpace(), trash]
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(navigation.toolbar.isHidden)
    #expect(root.view.safeAreaInsets.bottom == 34)
    navigation.setToolbarHidden(false, animated: true)
    window.layoutIfNeeded()
    #expect(!navigation.toolbar.isHidden)
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 44))
    #expect(abs(root.view.safeAreaInsets.bottom - (34 + 44)) < 0.5)
    let button = navigation.toolbar.view(for: trash)!
    #expect(abs(button.frame.maxX - 382) < 0.5)
    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
    GestureSynthesizer(window: window, clock: clock).tap(at: center)
    #expect(target.taps == 1)
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: true)
    window.layoutIfNeeded()
    #expect(navigation.toolbar.isHidden && detail.view.safeAreaInsets.bottom == 34)
    navigation.popViewController(animated: true)
    window.layoutIfNeeded()
    #expect(!navigation.toolbar.isHidden && navigation.toolbar.view(for: trash) != nil)
  }

  @Test func aControllerThatHidesBottomBarsHidesTheTabBarWhilePushed() {
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: ManualClock())
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 49)
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: true)
    window.layoutIfNeeded()
    #expect(tabs.tabBar.isHidden && detail.view.safeAreaInsets.bottom == 0)
    navigation.popViewController(animated: true)
    window.layoutIfNeeded()
    #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 49)
  }
}
