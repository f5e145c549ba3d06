import Foundation
import InertiaUIKit
import Testing

/// `UITabBar.beginCustomizingItems(_:)`: the sheet of offered items, dragging one onto the bar,
/// "Done", and the delegate's four customizing calls (the book's tab bar example).
@MainActor
@Suite struct TabBarCustomizingTests {
  final class Listener: UITabBarDelegate {
    var calls: [String] = []
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
      calls.append("willBegin \(items.count)")
    }
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { calls.append("didBegin") }
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
      calls.append("willEnd \(changed)")
    }
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
      calls.append("didEnd \(items.map(\.tag))")
    }
  }

  @Test func draggingAnOfferedItemOntoTheBarReplacesOrSwapsItsSlot() throws {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    let offered = (1..<8).map {
      UITabBarItem(tabBarSystemItem: UITabBarItem.SystemItem(rawValue: $0)!, tag: $0)
    }
    let bar = UITabBar(frame: CGRect(x: 0, y: 431, width: 320, height: 49))
    window.addSubview(bar)
    bar.items = Array(offered[0..<4])
    bar.selectedItem = offered[0]
    let listener = Listener()
    bar.delegate = listener
    window.layoutIfNeeded()
    bar.beginCustomizingItems(offered)
    #expect(bar.isCustomizing && listener.calls == ["willBegin 7", "didBegin"])
    let sheet = try #require(window.subviews.last)
    #expect(sheet.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
    // Offered item 6 (tag 6) sits in the second row, second column: drag it onto slot 0.
    let cell = CGPoint(x: 80 + 40, y: 44 + 20 + 60 + 22)
    gestures.drag(from: cell, to: CGPoint(x: 40, y: 455), duration: 0.3)
    #expect(bar.items?.map(\.tag) == [6, 2, 3, 4] && bar.selectedItem === offered[5])
    // Offered item 2 is on the bar: dropped on slot 3 it trades places with tag 4.
    gestures.drag(from: CGPoint(x: 120, y: 86), to: CGPoint(x: 280, y: 455), duration: 0.3)
    #expect(bar.items?.map(\.tag) == [6, 4, 3, 2])
    // A drop off the bar changes nothing; then "Done".
    gestures.drag(from: CGPoint(x: 40, y: 86), to: CGPoint(x: 40, y: 300), duration: 0.3)
    #expect(bar.items?.map(\.tag) == [6, 4, 3, 2])
    gestures.tap(at: CGPoint(x: 280, y: 22))
    #expect(!bar.isCustomizing && sheet.window == nil)
    #expect(listener.calls == ["willBegin 7", "didBegin", "willEnd true", "didEnd [6, 4, 3, 2]"])
    #expect(!bar.endCustomizing(animated: false))
  }
}
