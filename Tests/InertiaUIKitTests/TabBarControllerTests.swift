import Foundation
import Inertia
import InertiaCairo
import InertiaUIKit
import Testing

/// A tab bar controller as Texture's ASDKgram sets one up in its application delegate: two
/// navigation controllers titled through their tab bar items, the second one selected, the bar
/// tinted; then driven by taps.
@MainActor
@Suite struct TabBarControllerTests {
  /// A list that counts its appearances.
  final class Feed: UITableViewController {
    var appearances: [String] = []
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      appearances.append("will")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      appearances.append("did")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      appearances.append("gone")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  /// Records the delegate's questions and answers no to the tab in `refused`.
  final class Delegate: UITabBarControllerDelegate {
    var calls: [String] = []
    var refused: UIViewController?
    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    )
      -> Bool
    {
      calls.append("should \(viewController.tabBarItem.title ?? "")")
      return viewController !== refused
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    {
      calls.append("did \(viewController.tabBarItem.title ?? "")")
    }
  }

  private func scene() -> (UIWindow, GestureSynthesizer, UITabBarController, [Feed]) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    window.backgroundColor = .white
    let feeds = [Feed(style: .plain), Feed(style: .plain)]
    let uikit = UINavigationController(rootViewController: feeds[0])
    uikit.tabBarItem.title = "UIKit"
    let asdk = UINavigationController(rootViewController: feeds[1])
    asdk.tabBarItem.title = "ASDK"
    let tabs = UITabBarController()
    tabs.viewControllers = [uikit, asdk]
    tabs.selectedIndex = 1
    tabs.tabBar.tintColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, GestureSynthesizer(window: window, clock: clock), tabs, feeds)
  }

  @Test func theSelectedTabShowsAboveTheBarWhichInsetsItsTable() {
    let (_, _, tabs, feeds) = scene()
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 795, width: 390, height: 49))
    #expect(feeds[1].tableView.window != nil && feeds[0].viewIfLoaded?.window == nil)
    #expect(feeds[1].appearances == ["will", "did"] && feeds[0].appearances.isEmpty)
    // The table scrolls its last row above the bar: its bottom inset is the bar's height.
    #expect(feeds[1].tableView.adjustedContentInset.bottom == 49)
    #expect(feeds[1].tabBarController === tabs && feeds[1].navigationController?.tabBarController === tabs)
    let items = tabs.tabBar.items ?? []
    #expect(items.map(\.title) == ["UIKit", "ASDK"] && tabs.tabBar.selectedItem === items[1])
  }

  @Test func aTapOnATabSelectsItsControllerAndTellsTheDelegate() {
    let (window, fingers, tabs, feeds) = scene()
    let delegate = Delegate()
    tabs.delegate = delegate
    fingers.tap(at: CGPoint(x: 97, y: 819))
    window.layoutIfNeeded()
    #expect(tabs.selectedIndex == 0)
    #expect(delegate.calls == ["should UIKit", "did UIKit"])
    #expect(feeds[0].appearances == ["will", "did"] && feeds[1].appearances == ["will", "did", "gone"])
    #expect(feeds[0].tableView.adjustedContentInset.bottom == 49)
    // A refused tab stays unselected.
    delegate.refused = tabs.viewControllers?[1]
    fingers.tap(at: CGPoint(x: 292, y: 819))
    window.layoutIfNeeded()
    #expect(tabs.selectedIndex == 0 && delegate.calls.suffix(1) == ["should ASDK"])
  }

  @Test func aTapOnTheSelectedNavigationTabPopsItToItsRoot() {
    let (window, fingers, tabs, feeds) = scene()
    let navigation = tabs.selectedViewController as? UINavigationController
    navigation?.pushViewController(UIViewController(), animated: false)
    window.layoutIfNeeded()
    #expect(navigation?.viewControllers.count == 2)
    fingers.tap(at: CGPoint(x: 292, y: 819))
    window.layoutIfNeeded()
    #expect(navigation?.viewControllers.count == 1 && navigation?.topViewController === feeds[1])
    #expect(tabs.selectedIndex == 1)
  }

  @Test func theBarDrawsItsColourTheSelectedTintAndABadge() throws {
    let (window, _, tabs, _) = scene()
    tabs.tabBar.barTintColor = UIColor(red: 0, green: 0, blue: 0.5, alpha: 1)
    tabs.viewControllers?[0].tabBarItem.badgeValue = "3"
    window.layoutIfNeeded()
    let buttons = tabs.tabBar.subviews.compactMap { $0 as? UIControl }
    #expect(buttons.count == 2)
    let titles = buttons.compactMap { $0.subviews.compactMap { $0 as? UILabel }.first { $0.fontSize == 10 } }
    #expect(titles.map(\.text) == ["UIKit", "ASDK"])
    #expect(titles[1].textColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(titles[0].textColor == .systemGray)
    let canvas = try ViewRenderer.render(window: window)
    #expect(close(canvas.pixel(x: 4, y: 800), Color(red: 0, green: 0, blue: 0.5)))
    // The badge: a red disc right of the first item's centre, near the bar's top (left of its digit).
    #expect(close(canvas.pixel(x: 105, y: 795 + 2 + 9), .systemRed))
  }
}
