import InertiaCairo
import InertiaUIKit
import Testing

/// iOS 13 and 15's tab bar appearance objects, set as apps set them: an opaque appearance for both
/// the standard and the scroll-edge look, a standard one alone (the bar turns clear where the list
/// ends), the proxy's scroll-edge appearance, and the older images that make the bar clear.
@MainActor
@Suite(.serialized) struct TabBarAppearanceTests {
  static let indigo = UIColor(red: 0.2, green: 0.1, blue: 0.5, alpha: 1)

  /// A list of 40 rows on a yellow table, under a navigation controller, beside a plain screen.
  final class Feed: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.backgroundColor = .clear
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  private func scene(configure: (UITabBarController) -> Void = { _ in }) -> (
    UIWindow, GestureSynthesizer, ManualClock, UITabBarController, Feed
  ) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    window.backgroundColor = .white
    let feed = Feed(style: .plain)
    feed.tableView.backgroundColor = .yellow
    let list = UINavigationController(rootViewController: feed)
    list.tabBarItem = UITabBarItem(title: "List", image: nil, tag: 0)
    let plain = UIViewController()
    plain.view.backgroundColor = .white
    plain.tabBarItem = UITabBarItem(title: "Plain", image: nil, tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [list, plain]
    configure(tabs)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, GestureSynthesizer(window: window, clock: clock), clock, tabs, feed)
  }

  private func titles(_ bar: UITabBar) -> [UILabel] {
    bar.subviews.compactMap { $0 as? UIControl }.compactMap {
      $0.subviews.compactMap { $0 as? UILabel }.first
    }
  }

  private func barPixel(_ window: UIWindow) throws -> UIColor {
    try render(window).pixel(x: 4, y: 800)
  }

  @Test func anOpaqueAppearanceColoursTheBarAndEachStatesItems() throws {
    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = Self.indigo
    appearance.stackedLayoutAppearance.normal.iconColor = .gray
    appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.lightGray]
    appearance.stackedLayoutAppearance.selected.iconColor = .orange
    appearance.stackedLayoutAppearance.selected.titleTextAttributes = [
      .foregroundColor: UIColor.orange, .font: UIFont.boldSystemFont(ofSize: 12),
    ]
    let (window, _, _, tabs, _) = scene { tabs in
      tabs.tabBar.standardAppearance = appearance
      tabs.tabBar.scrollEdgeAppearance = appearance
    }
    let labels = titles(tabs.tabBar)
    #expect(labels.map(\.text) == ["List", "Plain"])
    #expect(labels[0].textColor == .orange && labels[0].fontSize == 12)
    #expect(labels[1].textColor == .lightGray && labels[1].fontSize == 10)
    #expect(close(try barPixel(window), Self.indigo))

    // The bar holds a copy: the object set no longer reaches it; the bar's own copy does.
    appearance.backgroundColor = .red
    window.layoutIfNeeded()
    #expect(close(try barPixel(window), Self.indigo))
    tabs.tabBar.standardAppearance.backgroundColor = .green
    window.layoutIfNeeded()
    #expect(close(try barPixel(window), .green))
    #expect(tabs.tabBar.scrollEdgeAppearance?.backgroundColor == Self.indigo)
  }

  @Test func withoutAScrollEdgeAppearanceTheBarClearsWhereTheListEnds() throws {
    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = Self.indigo
    let (window, fingers, clock, tabs, feed) = scene { $0.tabBar.standardAppearance = appearance }
    // Rows run under the bar: the standard appearance.
    #expect(close(try barPixel(window), Self.indigo))

    fingers.fling(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -9000), distance: 300)
    clock.advance(by: 6)
    window.layoutIfNeeded()
    let lowest = feed.tableView.contentSize.height + 49 - 844
    #expect(abs(feed.tableView.contentOffset.y - lowest) <= 0.5)
    // The last row sits on the bar: the bar is clear and the yellow table shows through.
    #expect(close(try barPixel(window), .yellow))

    fingers.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.3)
    clock.advance(by: 1)
    window.layoutIfNeeded()
    #expect(close(try barPixel(window), Self.indigo))

    // A screen without a scroll view is at its edge: clear over the white view.
    fingers.tap(at: CGPoint(x: 292, y: 819))
    window.layoutIfNeeded()
    #expect(tabs.selectedIndex == 1)
    #expect(close(try barPixel(window), .white))
  }

  @Test func theProxysScrollEdgeAppearanceReachesBarsEnteringAWindow() throws {
    let edge = UITabBarAppearance()
    edge.configureWithOpaqueBackground()
    edge.backgroundColor = .cyan
    UITabBar.appearance().scrollEdgeAppearance = edge
    defer { UITabBar.appearance().scrollEdgeAppearance = nil }
    let (window, fingers, _, tabs, _) = scene()
    #expect(tabs.tabBar.scrollEdgeAppearance?.backgroundColor == .cyan)
    // The list's rows run under the bar: the default standard appearance, not the proxy's edge.
    #expect(!close(try barPixel(window), .cyan))
    fingers.tap(at: CGPoint(x: 292, y: 819))
    window.layoutIfNeeded()
    #expect(close(try barPixel(window), .cyan))
  }

  @Test func emptyImagesAndAClearColourLeaveTheBarClearAndInsetsMoveItsImages() throws {
    let (window, _, _, tabs, _) = scene { tabs in
      tabs.tabBar.shadowImage = UIImage()
      tabs.tabBar.backgroundImage = UIImage()
      tabs.tabBar.backgroundColor = .clear
      for controller in tabs.viewControllers ?? [] {
        controller.tabBarItem.imageInsets = UIEdgeInsets(top: 4, left: 0, bottom: -4, right: 0)
      }
    }
    #expect(close(try barPixel(window), .yellow))
    let buttons = tabs.tabBar.subviews.compactMap { $0 as? UIControl }
    let images = buttons.compactMap { $0.subviews.compactMap { $0 as? UIImageView }.first }
    #expect(
      images.map(\.frame) == [
        CGRect(x: 85, y: 9, width: 25, height: 25), CGRect(x: 85, y: 9, width: 25, height: 25),
      ])

    // Without the empty images the bar draws its grey again, and a tint colour over it.
    tabs.tabBar.backgroundImage = nil
    #expect(
      close(try barPixel(window), UIColor(red: 247.0 / 255, green: 247.0 / 255, blue: 247.0 / 255, alpha: 1)))
    tabs.tabBar.barTintColor = .black
    #expect(close(try barPixel(window), .black))
  }
}
