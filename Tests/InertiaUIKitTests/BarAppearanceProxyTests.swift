import InertiaCairo
import InertiaUIKit
import Testing

/// `UITabBar.appearance()` and `UIPageControl.appearance()` set in the application delegate style
/// every bar and page control as it enters a window; an instance's own settings win.
@MainActor
@Suite(.serialized) struct BarAppearanceProxyTests {
  @Test func tabBarsTakeTheProxysSettingsOnEnteringAWindow() throws {
    let proxy = UITabBar.appearance()
    proxy.barTintColor = .black
    proxy.unselectedItemTintColor = .gray
    defer {
      proxy.barTintColor = nil
      proxy.unselectedItemTintColor = nil
    }
    let window = makeWindow(width: 100, height: 100)
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
    let own = UITabBar(frame: CGRect(x: 0, y: 51, width: 100, height: 49))
    own.barTintColor = .red
    #expect(bar.barTintColor == nil)
    window.addSubview(bar)
    window.addSubview(own)
    #expect(bar.barTintColor == .black && bar.unselectedItemTintColor == .gray)
    #expect(own.barTintColor == .red && own.unselectedItemTintColor == .gray)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 50, y: 5), .black))
    #expect(close(canvas.pixel(x: 50, y: 95), .red))
  }

  @Test func pageControlsTakeTheProxysColoursAsAPageViewControllerShowsThem() {
    let proxy = UIPageControl.appearance()
    proxy.currentPageIndicatorTintColor = .red
    proxy.backgroundColor = .yellow
    defer {
      proxy.currentPageIndicatorTintColor = nil
      proxy.backgroundColor = nil
    }
    let window = makeWindow(width: 320, height: 480)
    let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 320, height: 26))
    control.numberOfPages = 3
    control.pageIndicatorTintColor = .blue
    window.addSubview(control)
    #expect(control.currentPageIndicatorTintColor == .red && control.backgroundColor == .yellow)
    #expect(control.indicatorColor(forPage: 0) == .red && control.indicatorColor(forPage: 1) == .blue)
  }
}
