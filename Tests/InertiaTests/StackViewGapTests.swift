import Foundation
import Testing

@testable import Inertia

/// A stack's gaps (`spacing`, custom spacing) change the constants of the constraints it built,
/// as UIKit's stack does, and lay out as a stack built with those gaps.
@MainActor
@Suite struct StackViewGapTests {
  /// A 300 x 100 stack of four views 30, 50, 20 and 40 pt long (kept at 999), laid out.
  private func stack(
    _ distribution: StackView.Distribution, spacing: CGFloat, lengths: [CGFloat] = [30, 50, 20, 40]
  ) -> (TestScene, StackView) {
    let scene = TestScene()
    let stack = StackView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    stack.distribution = distribution
    stack.spacing = spacing
    scene.window.addSubview(stack)
    for length in lengths {
      stack.addArrangedSubview(View(frame: CGRect(x: 0, y: 0, width: length, height: length)))
    }
    scene.window.layoutIfNeeded()
    return (scene, stack)
  }

  @Test(arguments: StackView.Distribution.allCases)
  func newGapsMoveTheBuiltConstraintsAndLayOutAsANewStack(distribution: StackView.Distribution) {
    let (scene, moved) = stack(distribution, spacing: 4)
    let built = moved.arrangementConstraints.map(ObjectIdentifier.init)
    moved.spacing = 12
    moved.setCustomSpacing(20, after: moved.arrangedSubviews[1])
    scene.window.layoutIfNeeded()
    #expect(moved.arrangementConstraints.map(ObjectIdentifier.init) == built)
    let (freshScene, fresh) = stack(distribution, spacing: 12)
    fresh.setCustomSpacing(20, after: fresh.arrangedSubviews[1])
    freshScene.window.layoutIfNeeded()
    for (index, (view, expected)) in zip(moved.arrangedSubviews, fresh.arrangedSubviews).enumerated() {
      #expect(abs(view.frame.minX - expected.frame.minX) <= 0.5, "view \(index)")
      #expect(abs(view.frame.width - expected.frame.width) <= 0.5, "view \(index)")
    }
  }

  @Test func fillEquallySharesWhatTheNewGapsLeave() {
    let (scene, view) = stack(.fillEqually, spacing: 4)
    #expect(view.arrangedSubviews[1].frame.minX == 76 && view.arrangedSubviews[1].frame.width == 72)
    view.spacing = 12
    view.setCustomSpacing(20, after: view.arrangedSubviews[1])
    scene.window.layoutIfNeeded()
    // (300 - 12 - 20 - 12) / 4 = 64 each.
    #expect(view.arrangedSubviews.map(\.frame.minX) == [0, 76, 160, 236])
    #expect(view.arrangedSubviews.allSatisfy { $0.frame.width == 64 })
    // Back to the stack's spacing: the custom gap follows it again.
    view.setCustomSpacing(StackView.spacingUseDefault, after: view.arrangedSubviews[1])
    scene.window.layoutIfNeeded()
    #expect(view.arrangedSubviews.map(\.frame.minX) == [0, 78, 156, 234])
  }

  @Test func fillProportionallyTakesTheNewGapsOutOfItsShares() {
    let (scene, view) = stack(.fillProportionally, spacing: 0)
    // 300 pt shared as 30 : 50 : 20 : 40 (of 140).
    #expect(abs(view.arrangedSubviews[1].frame.width - 300 * 50 / 140) <= 0.5)
    view.spacing = 20
    scene.window.layoutIfNeeded()
    // 240 pt left once the three gaps are out.
    #expect(abs(view.arrangedSubviews[1].frame.width - 240 * 50 / 140) <= 0.5)
    #expect(abs(view.arrangedSubviews[1].frame.minX - (240 * 30 / 140 + 20)) <= 0.5)
  }

  /// Gaps wider than the stack break where setting each gap's constant in turn breaks: the first
  /// that cannot hold, at once, so the gaps after it hold from the stack's end.
  @Test func gapsThatOverflowBreakWhereOneAtATimeBreaks() {
    let lengths: [CGFloat] = [30, 50, 20, 40, 10, 60, 35]
    let (scene, batched) = stack(.fillEqually, spacing: 0, lengths: lengths)
    batched.spacing = 100
    scene.window.layoutIfNeeded()
    let (singleScene, single) = stack(.fillEqually, spacing: 0, lengths: lengths)
    for constraint in single.arrangementConstraints where constraint.identifier == "UISV-spacing" {
      constraint.constant = 100
    }
    singleScene.window.layoutIfNeeded()
    // Three 100 pt gaps fill the 300 pt (every view 0 wide); the fourth cannot hold and breaks.
    // Without it the views are 35 pt again (the median of their lengths, kept at 999): four from
    // the leading edge, three to the trailing.
    for (scene, view) in [(scene, batched), (singleScene, single)] {
      let broken = scene.window.autoLayout.brokenConstraints
      #expect(broken.map(\.constant) == [100])
      #expect(broken.first?.secondItem == .view(view.arrangedSubviews[3]))
    }
    let expected: [CGFloat] = [0, 135, 270, 405, -5, 130, 265]
    for stack in [batched, single] {
      let minXs = stack.arrangedSubviews.map(\.frame.minX)
      #expect(zip(minXs, expected).allSatisfy { abs($0 - $1) <= 0.5 }, "\(minXs)")
    }
  }
}
