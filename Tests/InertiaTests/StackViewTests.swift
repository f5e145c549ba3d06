import Foundation
import Testing

@testable import Inertia

/// StackView on the constraint engine: UIKit's distributions, alignments, spacing, hidden views.
@MainActor
@Suite struct StackViewTests {
  /// A stack of square views with `lengths` (their frame size, kept at 999) in a window.
  private func stack(
    _ axis: StackView.Axis, _ lengths: [CGFloat], frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 300)
  ) -> (TestScene, StackView) {
    let scene = TestScene()
    let stack = StackView(frame: frame)
    stack.axis = axis
    stack.spacing = 10
    scene.window.addSubview(stack)
    for length in lengths {
      stack.addArrangedSubview(View(frame: CGRect(x: 0, y: 0, width: length, height: length)))
    }
    return (scene, stack)
  }

  @Test func theAxisDefaultsToHorizontalAsInUIKit() {
    #expect(StackView().axis == .horizontal)
    #expect(StackView().distribution == .fill && StackView().alignment == .fill)
  }

  @Test func verticalStacksPackWithSpacingAndFillTheWidth() {
    let (scene, view) = stack(.vertical, [50, 80], frame: CGRect(x: 0, y: 0, width: 300, height: 140))
    #expect(view.sizeThatFits(.zero) == CGSize(width: 80, height: 140))
    scene.window.layoutIfNeeded()
    #expect(
      view.arrangedSubviews.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 300, height: 50), CGRect(x: 0, y: 60, width: 300, height: 80),
      ])
  }

  @Test func fillEquallyCentredAndEqualSpacingTrailing() {
    let (scene, view) = stack(.horizontal, [50, 80])
    view.alignment = .center
    view.distribution = .fillEqually
    scene.window.layoutIfNeeded()
    #expect(
      view.arrangedSubviews.map(\.frame) == [
        CGRect(x: 0, y: 125, width: 145, height: 50), CGRect(x: 155, y: 110, width: 145, height: 80),
      ])
    view.distribution = .equalSpacing
    view.alignment = .trailing
    scene.window.layoutIfNeeded()
    #expect(view.arrangedSubviews[0].frame == CGRect(x: 0, y: 250, width: 50, height: 50))
    #expect(view.arrangedSubviews[1].frame == CGRect(x: 220, y: 220, width: 80, height: 80))
  }

  @Test func equalCenteringSpacesTheCentresEvenly() {
    let scene = TestScene()
    let view = StackView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    view.spacing = 10
    view.distribution = .equalCentering
    view.alignment = .leading
    scene.window.addSubview(view)
    for length in [20, 40, 20] as [CGFloat] {
      view.addArrangedSubview(View(frame: CGRect(x: 0, y: 0, width: length, height: length)))
    }
    scene.window.layoutIfNeeded()
    // Within 1e-9 pt: the solver's pivots may leave rounding residue (40.00000000000003).
    let expected = [
      CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 130, y: 0, width: 40, height: 40),
      CGRect(x: 280, y: 0, width: 20, height: 20),
    ]
    let frames = view.arrangedSubviews.map(\.frame)
    #expect(frames.count == expected.count)
    for (frame, wanted) in zip(frames, expected) {
      #expect(abs(frame.minX - wanted.minX) < 1e-9 && abs(frame.minY - wanted.minY) < 1e-9)
      #expect(abs(frame.width - wanted.width) < 1e-9 && abs(frame.height - wanted.height) < 1e-9)
    }
  }

  @Test func switchingToEqualCenteringAfterAFillLayoutSpacesTheCentresEvenly() {
    let (scene, view) = stack(.horizontal, [20, 40, 20])
    scene.window.layoutIfNeeded()
    view.distribution = .equalCentering
    view.alignment = .leading
    scene.window.layoutIfNeeded()
    #expect(view.arrangedSubviews.map(\.frame.minX) == [0, 130, 280])
  }

  @Test func fillProportionallySharesByNaturalLength() {
    let (scene, view) = stack(.horizontal, [20, 60])
    view.spacing = 0
    view.distribution = .fillProportionally
    scene.window.layoutIfNeeded()
    #expect(view.arrangedSubviews.map(\.frame.width) == [75, 225])
  }

  @Test func customSpacingMarginsAndHiddenViewsCollapse() {
    let (scene, view) = stack(.vertical, [50, 80, 30], frame: CGRect(x: 0, y: 0, width: 300, height: 126))
    view.setCustomSpacing(30, after: view.arrangedSubviews[0])
    view.isLayoutMarginsRelativeArrangement = true
    view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    view.arrangedSubviews[1].isHidden = true
    scene.window.layoutIfNeeded()
    #expect(view.customSpacing(after: view.arrangedSubviews[0]) == 30)
    #expect(view.customSpacing(after: view.arrangedSubviews[2]) == StackView.spacingUseDefault)
    #expect(view.arrangedSubviews[0].frame == CGRect(x: 16, y: 8, width: 268, height: 50))
    #expect(view.arrangedSubviews[1].frame.height == 0)
    #expect(view.arrangedSubviews[2].frame.minY == 88)
  }

  @Test func anArrangedViewsOwnRequiredHeightWins() {
    let (scene, view) = stack(.vertical, [50], frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let table = View()
    view.addArrangedSubview(table)
    table.heightAnchor.constraint(equalToConstant: 240).isActive = true
    scene.window.layoutIfNeeded()
    #expect(table.frame == CGRect(x: 0, y: 60, width: 300, height: 240))
  }

  @Test func autoContentSizeFollowsTheSubviews() {
    let scene = TestScene()
    let scroll = scene.scrollView(contentSize: .zero)
    scroll.contentSizeFollowsSubviews = true
    let content = StackView()
    content.axis = .vertical
    content.spacing = 10
    scroll.addSubview(content)
    for length in [400, 900] as [CGFloat] {
      content.addArrangedSubview(View(frame: CGRect(x: 0, y: 0, width: length, height: length)))
    }
    content.frame.size = content.sizeThatFits(.zero)
    scene.window.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 900, height: 1310))
  }

  /// UIKit: "Use negative values to allow overlap." A scene's stack takes a negative spacing too.
  @Test func aNegativeSpacingOverlapsTheViewsInTheAPIAndInAScene() throws {
    let (scene, view) = stack(.vertical, [50, 80], frame: CGRect(x: 0, y: 0, width: 300, height: 110))
    view.spacing = -20
    scene.window.layoutIfNeeded()
    #expect(view.arrangedSubviews.map(\.frame.minY) == [0, 30])
    let script = """
      {"until": 0.1, "scene": {"root": {"type": "StackView", "id": "s", "frame": [0, 0, 100, 300],
        "axis": "vertical", "spacing": -15, "distribution": "fillEqually",
        "subviews": [{"type": "View", "id": "a"}, {"type": "View", "id": "b"}]}}}
      """
    let runner = try ReplayRunner(data: Data(script.utf8))
    _ = try runner.run()
    #expect(runner.scene.views["b"]?.frame == CGRect(x: 0, y: 142.5, width: 100, height: 157.5))
    let bottom = script.replacingOccurrences(of: "\"axis\"", with: "\"alignment\": \"bottom\", \"axis\"")
    let aligned = try ReplayRunner(data: Data(bottom.utf8))
    #expect((aligned.scene.views["s"] as? StackView)?.alignment == .trailing)
    let huge = script.replacingOccurrences(of: "-15", with: "-1e12")
    #expect(throws: SceneError.self) { try ReplayRunner(data: Data(huge.utf8)) }
  }
}

/// Rebuilding a stack view's arrangement leaves no stale spacer guides or engine constraints.
@MainActor
@Suite struct StackViewRebuildTests {
  @Test func spacerGuidesAndTheirConstraintsDoNotPileUpOverOneHundredRebuilds() {
    let scene = TestScene()
    let stack = StackView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    stack.distribution = .equalSpacing
    scene.window.addSubview(stack)
    for length in [40, 50, 60] as [CGFloat] {
      stack.addArrangedSubview(View(frame: CGRect(x: 0, y: 0, width: length, height: length)))
    }
    scene.window.layoutIfNeeded()
    let engine = scene.window.autoLayout
    let counts = (engine.items.count, engine.solver.constraintCount, stack.layoutGuides.count)
    for round in 0..<100 {
      stack.distribution = round % 2 == 0 ? .equalCentering : .equalSpacing
      stack.distribution = .equalSpacing
      scene.window.layoutIfNeeded()
    }
    #expect((engine.items.count, engine.solver.constraintCount, stack.layoutGuides.count) == counts)
    // Two spacers between three views, and the layout still spreads them: 300 - 150 = 150 / 2.
    #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 115, 240])
  }

  @Test func aRemovedGuideStillConstrainedGoesWithItsLastConstraint() {
    let scene = TestScene()
    let host = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    scene.window.addSubview(host)
    let guide = LayoutGuide()
    host.addLayoutGuide(guide)
    let width = guide.widthAnchor.constraint(equalToConstant: 50)
    width.isActive = true
    scene.window.layoutIfNeeded()
    let engine = scene.window.autoLayout
    #expect(engine.items[ObjectIdentifier(guide)] != nil)
    host.removeLayoutGuide(guide)
    #expect(engine.items[ObjectIdentifier(guide)] != nil)
    width.isActive = false
    #expect(engine.items[ObjectIdentifier(guide)] == nil)
  }

}
