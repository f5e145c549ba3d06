import Foundation
import Testing

@testable import Inertia

/// Safe-area reporting: ``View/safeAreaInsetsDidChange()`` comes when a view's insets change, in
/// parent-then-child order, and a move that changes nobody's insets reports nothing.
@MainActor
@Suite struct ViewSafeAreaTests {
  /// A view that records the insets it is told about.
  final class Recording: View {
    var reported: [EdgeInsets] = []
    override func safeAreaInsetsDidChange() { reported.append(safeAreaInsets) }
  }

  @Test func movingIntoTheUnsafeStripReportsTheNewInsetsOnceAndMovingBackReportsZero() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let view = Recording(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    scene.window.addSubview(view)
    #expect(view.reported.isEmpty)
    view.frame.origin.y = 200
    #expect(view.reported.isEmpty)
    view.frame.origin.y = 7
    #expect(view.reported == [EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)])
    view.center.x += 10
    #expect(view.reported.count == 1)
    view.frame.origin.y = 300
    #expect(view.reported.last == .zero)
    #expect(view.reported.count == 2)
  }

  @Test func aParentsMoveReportsItsChildrenAfterIt() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    var order: [String] = []
    final class Named: View {
      var name = ""
      var log: (String) -> Void = { _ in }
      override func safeAreaInsetsDidChange() { log(name) }
    }
    let parent = Named(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
    let child = Named(frame: CGRect(x: 0, y: 0, width: 390, height: 20))
    parent.name = "parent"
    child.name = "child"
    parent.log = { order.append($0) }
    child.log = { order.append($0) }
    parent.addSubview(child)
    scene.window.addSubview(parent)
    parent.frame.origin.y = 0
    #expect(order == ["parent", "child"])
    #expect(child.safeAreaInsets.top == 20)
  }

  @Test func withoutASafeAreaNoMoveVisitsTheSubtree() {
    let scene = TestScene()
    let content = View(frame: CGRect(x: 0, y: 0, width: 390, height: 1000))
    let rows = (0..<20).map { Recording(frame: CGRect(x: 0, y: CGFloat($0) * 50, width: 390, height: 50)) }
    for row in rows { content.addSubview(row) }
    scene.window.addSubview(content)
    content.frame = CGRect(x: 0, y: -400, width: 390, height: 1200)
    #expect(rows.allSatisfy { $0.reported.isEmpty })
    #expect(!content.subtreeMayHaveSafeArea)
    // A window safe area appearing later still reaches them.
    scene.window.windowSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    #expect(rows[0].reported == [EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)])
    #expect(rows[10].reported.isEmpty)
    #expect(rows[8].reported == [EdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
    #expect(content.subtreeMayHaveSafeArea)
  }

  @Test func aViewControllersAddedInsetsReachViewsMovedUnderItInAWindowWithoutSafeArea() {
    let scene = TestScene()
    let controller = ViewController()
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    controller.additionalSafeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
    let badge = Recording(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
    controller.view.addSubview(badge)
    #expect(badge.reported.isEmpty)
    badge.frame.origin.y = 10
    #expect(badge.reported == [EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])
  }

  @Test func aViewLeavingItsWindowIsToldAgainWhenItComesBack() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let view = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scene.window.addSubview(view)
    #expect(view.reported == [EdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
    view.removeFromSuperview()
    scene.window.addSubview(view)
    #expect(view.reported.count == 2)
  }

  @Test func translatedAndScaledParentsPlaceTheirChildrenForTheSafeArea() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let moved = View(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    let movedChild = Recording(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    moved.addSubview(movedChild)
    scene.window.addSubview(moved)
    moved.transform = AffineTransform(translationX: 0, y: -90)
    #expect(movedChild.reported == [EdgeInsets(top: 37, left: 0, bottom: 0, right: 0)])
    #expect(movedChild.safeAreaInsets == movedChild.reported.last)

    let scaled = View(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
    scaled.transform = AffineTransform(scaleX: 2, y: 2)
    let scaledChild = Recording(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    scaled.addSubview(scaledChild)
    scene.window.addSubview(scaled)
    // Scaled about its centre, the parent reaches 50 points left of the window: so does the child.
    #expect(scaledChild.reported == [EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)])
    scaled.center = CGPoint(x: 50, y: 60)
    // The child's corners land at (-50, -40) and (-30, -20) in the window.
    #expect(scaledChild.reported.last == EdgeInsets(top: 20, left: 20, bottom: 0, right: 0))
    #expect(scaledChild.reported.count == 2)
    #expect(scaledChild.safeAreaInsets == scaledChild.reported.last)
  }
}
