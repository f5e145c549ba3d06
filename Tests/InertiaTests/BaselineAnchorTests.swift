import Foundation
import Testing

@testable import Inertia

/// First and last baseline anchors: a Label's come from its font metrics (the measurer's ascender
/// below the top of the first line, lines one line height apart); other views use the bottom.
@MainActor
@Suite struct BaselineAnchorTests {
  private func constrained<V: View>(_ view: V) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }

  /// The measurer's ascender and line height at 17 points.
  private let ascender = MonospaceTextMeasuring().ascender(size: 17)
  private let lineHeight = MonospaceTextMeasuring().measure("", size: 17).height

  @Test func aWrappedLabelsBaselinesFollowItsFontMetricsAndLineCount() {
    let scene = TestScene()
    let label = constrained(Label(text: "one two three four five six seven eight nine ten eleven"))
    label.numberOfLines = 0
    let first = constrained(View())
    let last = constrained(View())
    for view in [label, first, last] { scene.window.addSubview(view) }
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 100),
      label.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 10),
      label.widthAnchor.constraint(equalToConstant: 200),
      first.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
      last.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
    ])
    scene.window.layoutIfNeeded()
    #expect(label.lines(fittingWidth: 200).count == 3)
    #expect(abs(first.frame.minY - (100 + ascender)) < 1e-9)
    #expect(abs(last.frame.minY - (100 + 2 * lineHeight + ascender)) < 1e-9)
    // Shorter text: one line, both baselines at the ascender.
    label.text = "one two"
    scene.window.layoutIfNeeded()
    #expect(abs(last.frame.minY - (100 + ascender)) < 1e-9)
  }

  @Test func aViewWithoutTextHasItsBaselinesAtTheBottom() {
    let scene = TestScene()
    let box = View(frame: CGRect(x: 0, y: 40, width: 50, height: 30))
    let follower = constrained(View())
    scene.window.addSubview(box)
    scene.window.addSubview(follower)
    LayoutConstraint.activate([
      follower.topAnchor.constraint(equalTo: box.firstBaselineAnchor),
      follower.bottomAnchor.constraint(equalTo: box.lastBaselineAnchor, constant: 5),
    ])
    scene.window.layoutIfNeeded()
    #expect(follower.frame.minY == 70 && follower.frame.height == 5)
  }

  @Test func aHorizontalStackAlignsFirstBaselinesWithTheTallestAscentAtTheTop() {
    let scene = TestScene()
    let stack = StackView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    stack.alignment = .firstBaseline
    scene.window.addSubview(stack)
    let small = Label(text: "small")
    let big = Label(text: "big")
    big.fontSize = 34
    stack.addArrangedSubview(small)
    stack.addArrangedSubview(big)
    scene.window.layoutIfNeeded()
    let bigAscender = MonospaceTextMeasuring().ascender(size: 34)
    #expect(big.frame.minY == 0)
    #expect(abs(small.frame.minY - (bigAscender - ascender)) < 1e-9)
  }

  @Test func aHorizontalStackAlignsLastBaselinesOfWrappedText() {
    let scene = TestScene()
    let stack = StackView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    stack.alignment = .lastBaseline
    scene.window.addSubview(stack)
    let wrapped = Label(text: "aaaa bbbb cccc")
    wrapped.numberOfLines = 0
    wrapped.preferredMaxLayoutWidth = 100
    let single = Label(text: "dddd")
    stack.addArrangedSubview(wrapped)
    stack.addArrangedSubview(single)
    scene.window.layoutIfNeeded()
    #expect(wrapped.lines(fittingWidth: 100) == ["aaaa bbbb", "cccc"])
    #expect(wrapped.frame.minY == 0)
    #expect(abs(single.frame.minY - lineHeight) < 1e-9)
  }
}
