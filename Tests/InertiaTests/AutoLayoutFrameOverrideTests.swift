import Foundation
import Testing

@testable import Inertia

/// A frame set by hand in `layoutSubviews` after `super.layoutSubviews()` (UIKit applies a
/// view's solved frame when its superview lays out, so code that places constrained subviews
/// after that call, as SwipeCellKit's actions view does, has the last word until the next pass).
@MainActor
@Suite struct AutoLayoutFrameOverrideTests {
  /// A view that shifts its constrained subviews along the x axis after Auto Layout placed them.
  final class Shifting: View {
    var shifts: [CGFloat] = []
    override func layoutSubviews() {
      super.layoutSubviews()
      for (view, shift) in zip(subviews, shifts) { view.frame.origin.x = shift }
    }
  }

  private func setUp() -> (TestScene, Shifting, [View]) {
    let scene = TestScene()
    let container = Shifting(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
    scene.window.addSubview(container)
    let items = (0..<3).map { _ in View() }
    for item in items {
      item.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(item)
      LayoutConstraint.activate([
        item.leftAnchor.constraint(equalTo: container.leftAnchor),
        item.rightAnchor.constraint(equalTo: container.rightAnchor),
        item.topAnchor.constraint(equalTo: container.topAnchor),
        item.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      ])
    }
    container.shifts = [0, 74, 148]
    return (scene, container, items)
  }

  @Test func framesSetAfterSuperLayoutSubviewsStayAfterThePass() {
    let (scene, _, items) = setUp()
    scene.window.layoutIfNeeded()
    #expect(items.map(\.frame.minX) == [0, 74, 148])
    #expect(items.map(\.frame.width) == [300, 300, 300])
    scene.wait(0.1)
    #expect(items.map(\.frame.minX) == [0, 74, 148])
  }

  @Test func theNextLayoutOfTheSuperviewPlacesThemAgain() {
    let (scene, container, items) = setUp()
    scene.window.layoutIfNeeded()
    container.shifts = [10, 20, 30]
    container.frame.size.width = 200
    scene.window.layoutIfNeeded()
    #expect(items.map(\.frame.minX) == [10, 20, 30])
    #expect(items.map(\.frame.width) == [200, 200, 200])
  }
}
