import Foundation
import Testing

@testable import Inertia

/// Layout margins as UIKit lays them out since iOS 11: measured from the safe area, a root view's
/// system minimum at the sides, and the superview's margins kept when asked.
@MainActor
@Suite struct LayoutMarginsSafeAreaTests {
  /// Adds a view pinned to `container`'s margins guide on every edge and lays the window out.
  func pinnedToMargins(of container: View, in scene: TestScene) -> View {
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(content)
    let guide = container.layoutMarginsGuide
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    scene.window.layoutIfNeeded()
    return content
  }

  func expectFrame(_ view: View, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let frame = view.frame
    let close =
      abs(frame.minX - expected.minX) <= 0.5 && abs(frame.minY - expected.minY) <= 0.5
      && abs(frame.width - expected.width) <= 0.5 && abs(frame.height - expected.height) <= 0.5
    #expect(close, "frame \(frame), expected \(expected)", sourceLocation: sourceLocation)
  }

  @Test func aRootViewsMarginsStartAtTheSafeAreaWithTheSystemMinimumAtTheSides() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let controller = ViewController()
    scene.window.rootViewController = controller
    #expect(
      controller.view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    let content = pinnedToMargins(of: controller.view, in: scene)
    expectFrame(content, CGRect(x: 16, y: 47, width: 358, height: 763))
  }

  @Test func aRegularWidthGivesTheRootViewTwentyPointSides() {
    let scene = TestScene(size: CGSize(width: 1024, height: 768))
    let controller = ViewController()
    scene.window.rootViewController = controller
    let content = pinnedToMargins(of: controller.view, in: scene)
    expectFrame(content, CGRect(x: 20, y: 0, width: 984, height: 768))
  }

  @Test func theSystemMinimumHoldsUntilTheControllerLetsGoOfIt() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let controller = ViewController()
    scene.window.rootViewController = controller
    controller.view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 4, leading: 4, bottom: 4, trailing: 4)
    let content = pinnedToMargins(of: controller.view, in: scene)
    expectFrame(content, CGRect(x: 16, y: 51, width: 358, height: 755))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    scene.window.layoutIfNeeded()
    expectFrame(content, CGRect(x: 4, y: 51, width: 382, height: 755))
  }

  @Test func aSubviewInTheUnsafeStripAddsTheStripToItsMarginsUnlessToldNotTo() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let card = View(frame: CGRect(x: 0, y: 20, width: 390, height: 200))
    scene.window.addSubview(card)
    let content = pinnedToMargins(of: card, in: scene)
    // 27 pt of the card lie above the safe area: the top margin is 8 from there.
    expectFrame(content, CGRect(x: 8, y: 35, width: 374, height: 157))
    card.insetsLayoutMarginsFromSafeArea = false
    scene.window.layoutIfNeeded()
    expectFrame(content, CGRect(x: 8, y: 8, width: 374, height: 184))
  }

  @Test func moreSafeAreaFromTheControllerMovesWhatIsPinnedToTheMargins() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let controller = ViewController()
    scene.window.rootViewController = controller
    let content = pinnedToMargins(of: controller.view, in: scene)
    controller.additionalSafeAreaInsets = EdgeInsets(top: 30, left: 10, bottom: 0, right: 0)
    scene.window.layoutIfNeeded()
    expectFrame(content, CGRect(x: 26, y: 77, width: 348, height: 733))
  }

  @Test func preservingTheSuperviewsMarginsKeepsContentInsideThem() {
    let scene = TestScene()
    let outer = View(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    outer.layoutMargins = EdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
    let inner = View(frame: CGRect(x: 10, y: 0, width: 370, height: 100))
    outer.addSubview(inner)
    scene.window.addSubview(outer)
    let content = pinnedToMargins(of: inner, in: scene)
    expectFrame(content, CGRect(x: 8, y: 8, width: 354, height: 84))
    inner.preservesSuperviewLayoutMargins = true
    scene.window.layoutIfNeeded()
    // Left: 30 - 10 = 20; top: 30 - 0; right: 30 - 10 = 20; bottom: the inner view ends 200 pt
    // above the outer one's bottom, so its own 8 stands.
    expectFrame(content, CGRect(x: 20, y: 30, width: 330, height: 62))
  }

  final class MarginsView: View {
    var changes = 0
    override func layoutMarginsDidChange() { changes += 1 }
  }

  @Test func settingTheMarginsOrMovingIntoTheUnsafeStripTellsTheView() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let view = MarginsView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    scene.window.addSubview(view)
    #expect(view.changes == 0)
    view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.changes == 1)
    view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.changes == 1)
    view.frame.origin.y = 0
    #expect(view.changes == 2)
    view.layoutMargins = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }
}
