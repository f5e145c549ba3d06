import Foundation
import Testing

@testable import Inertia

/// `systemLayoutSizeFitting`: a view with a fixed frame is measured in place (only the fitted
/// lengths are unpinned), and answers what the same view measured through constraints answers.
@MainActor
@Suite struct LayoutFittingTests {
  /// A 300 x 40 box at (20, 100) holding a wrapped label pinned to its margins (8 pt each side),
  /// fixed (`translatesAutoresizingMaskIntoConstraints`) or not.
  @MainActor final class Box {
    let view = View(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    let label = Label()

    init(in window: Window, fixed: Bool, words: Int = 30, lines: Int = 0) {
      label.numberOfLines = lines
      label.text = Array(repeating: "word", count: words).joined(separator: " ")
      label.translatesAutoresizingMaskIntoConstraints = false
      view.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      view.translatesAutoresizingMaskIntoConstraints = fixed
      view.addSubview(label)
      window.addSubview(view)
      let margins = view.layoutMarginsGuide
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        label.topAnchor.constraint(equalTo: margins.topAnchor),
        label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
      window.layoutIfNeeded()
    }

    /// The label's own height when it wraps at `width`.
    func textHeight(at width: CGFloat) -> CGFloat {
      label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    func fit(_ target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
      view.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }
  }

  @Test func aFixedViewIsMeasuredInPlaceAndKeepsItsFrame() {
    let scene = TestScene()
    let box = Box(in: scene.window, fixed: true)
    let constraintsBefore = scene.window.autoLayout.constraints.count
    let size = box.fit(
      CGSize(width: 300, height: 0), horizontal: .required, vertical: View.fittingSizeLevel
    )
    #expect(size.width == 300)
    #expect(abs(size.height - (box.textHeight(at: 284) + 16)) < 0.5)
    #expect(box.textHeight(at: 284) > 40)  // More than one line: the fitted height is not the frame's.
    #expect(box.view.frame == CGRect(x: 20, y: 100, width: 300, height: 40))
    #expect(box.view.translatesAutoresizingMaskIntoConstraints)
    let engine = scene.window.autoLayout
    let inPlace = engine.fittingSize(
      of: box.view, target: CGSize(width: 300, height: 0), horizontalPriority: 1000, verticalPriority: 50)
    #expect(inPlace == size)
    #expect(scene.window.autoLayout.constraints.count == constraintsBefore)
    #expect(scene.window.autoLayout.brokenConstraints.isEmpty)
    // The next pass lays the label out in the frame again.
    scene.window.layoutIfNeeded()
    #expect(box.label.frame == CGRect(x: 8, y: 8, width: 284, height: 24))
  }

  @Test func aRequiredWidthOtherThanTheFramesWrapsTheTextAtThatWidth() {
    let scene = TestScene()
    let box = Box(in: scene.window, fixed: true)
    let narrow = box.fit(
      CGSize(width: 120, height: 0), horizontal: .required, vertical: View.fittingSizeLevel
    )
    #expect(narrow.width == 120)
    #expect(abs(narrow.height - (box.textHeight(at: 104) + 16)) < 0.5)
    #expect(box.textHeight(at: 104) > box.textHeight(at: 284))
    scene.window.layoutIfNeeded()
    #expect(box.label.frame.width == 284)
  }

  /// Every combination of target and priorities answers what the constraint-based measurement of
  /// an identical view answers. A free width is measured with one line of text (a wrapping label's
  /// natural width follows the width it was last given, so its answer depends on its history).
  @Test(arguments: [
    (CGSize(width: 300, height: 0), 1000.0, 50.0, 0),
    (CGSize(width: 150, height: 0), 1000.0, 50.0, 0),
    (CGSize(width: 200, height: 500), 1000.0, 1000.0, 0),
    (CGSize(width: 200, height: 500), 1000.0, 750.0, 0),
    (CGSize(width: 0, height: 0), 50.0, 50.0, 1),
    (CGSize(width: 5000, height: 0), 200.0, 50.0, 1),
    (CGSize(width: 5000, height: 0), 300.0, 50.0, 1),
  ])
  func matchesTheMeasurementThroughConstraints(
    target: CGSize, horizontal: Double, vertical: Double, lines: Int
  ) {
    let scene = TestScene()
    let fixed = Box(in: scene.window, fixed: true, words: 12, lines: lines)
    let constrained = Box(in: scene.window, fixed: false, words: 12, lines: lines)
    let priorities = (LayoutPriority(Float(horizontal)), LayoutPriority(Float(vertical)))
    let inPlace = fixed.fit(target, horizontal: priorities.0, vertical: priorities.1)
    let throughConstraints = constrained.fit(target, horizontal: priorities.0, vertical: priorities.1)
    if horizontal < 250 { #expect(abs(inPlace.width - (fixed.label.intrinsicContentSize.width + 16)) < 0.5) }
    if horizontal > 250 && horizontal < 1000 { #expect(inPlace.width == target.width) }
    #expect(abs(inPlace.width - throughConstraints.width) < 0.5, "\(inPlace) vs \(throughConstraints)")
    #expect(abs(inPlace.height - throughConstraints.height) < 0.5, "\(inPlace) vs \(throughConstraints)")
    #expect(scene.window.autoLayout.brokenConstraints.isEmpty)
  }

  @Test func aViewWithASizeOfItsOwnIsMeasuredThroughConstraints() {
    let scene = TestScene()
    let label = Label()
    label.text = "word word"
    label.frame = CGRect(x: 10, y: 10, width: 300, height: 100)
    scene.window.addSubview(label)
    let other = View()
    other.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(other)
    LayoutConstraint.activate([other.topAnchor.constraint(equalTo: label.bottomAnchor)])
    scene.window.layoutIfNeeded()
    let size = label.systemLayoutSizeFitting(
      .zero, withHorizontalFittingPriority: View.fittingSizeLevel,
      verticalFittingPriority: View.fittingSizeLevel)
    #expect(abs(size.width - label.intrinsicContentSize.width) < 0.5)
    #expect(abs(size.height - label.intrinsicContentSize.height) < 0.5)
    let engine = scene.window.autoLayout
    #expect(engine.fittingSize(of: label, target: .zero, horizontalPriority: 50, verticalPriority: 50) == nil)
    #expect(label.frame == CGRect(x: 10, y: 10, width: 300, height: 100))
  }
}
