import Foundation
import Testing

@testable import Inertia

@MainActor
@Suite struct StackViewTests {
  private func stack(_ axis: StackView.Axis, _ lengths: [CGFloat]) -> StackView {
    let stack = StackView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    stack.axis = axis
    stack.spacing = 10
    for length in lengths {
      stack.addArrangedSubview(View(frame: CGRect(x: 0, y: 0, width: length, height: length)))
    }
    return stack
  }

  @Test func verticalStacksPackWithSpacingAndFillTheWidth() {
    let view = stack(.vertical, [50, 80])
    #expect(view.sizeThatFits(.zero) == CGSize(width: 80, height: 140))
    view.layoutIfNeeded()
    #expect(
      view.arrangedSubviews.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 300, height: 50), CGRect(x: 0, y: 60, width: 300, height: 80),
      ])
  }

  @Test func alignmentAndDistribution() {
    let view = stack(.horizontal, [50, 80])
    view.alignment = .center
    view.distribution = .fillEqually
    view.layoutIfNeeded()
    #expect(
      view.arrangedSubviews.map(\.frame) == [
        CGRect(x: 0, y: 125, width: 145, height: 50), CGRect(x: 155, y: 110, width: 145, height: 80),
      ])
    view.distribution = .equalSpacing
    view.alignment = .trailing
    view.layoutIfNeeded()
    #expect(view.arrangedSubviews[1].frame == CGRect(x: 220, y: 220, width: 80, height: 80))
  }

  @Test func hiddenSubviewsTakeNoSpace() {
    let view = stack(.vertical, [50, 80, 30])
    view.arrangedSubviews[1].isHidden = true
    #expect(view.sizeThatFits(.zero).height == 90)
  }

  @Test func autoContentSizeFollowsTheSubviews() {
    let scene = TestScene()
    let scroll = scene.scrollView(contentSize: .zero)
    scroll.contentSizeFollowsSubviews = true
    let content = stack(.vertical, [400, 900])
    scroll.addSubview(content)
    content.frame.size = content.sizeThatFits(.zero)
    scene.window.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 900, height: 1310))
  }
}
