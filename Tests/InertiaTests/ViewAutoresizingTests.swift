import Foundation
import Testing

@testable import Inertia

/// UIView.autoresizingMask: the flexible parts of a subview's frame share its superview's size
/// change in proportion to their lengths.
@MainActor
@Suite struct ViewAutoresizingTests {
  /// A 300 x 200 superview holding `frame` with `mask`, resized to `size`; the subview's frame.
  func resized(
    _ frame: CGRect, mask: View.AutoresizingMask, to size: CGSize,
    configure: (View, View) -> Void = { _, _ in }
  ) -> CGRect {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = View(frame: frame)
    child.autoresizingMask = mask
    parent.addSubview(child)
    configure(parent, child)
    parent.frame.size = size
    return child.frame
  }

  @Test func aFlexibleWidthTakesTheWholeChangeWhenTheMarginsAreFixed() {
    let frame = resized(
      CGRect(x: 10, y: 20, width: 100, height: 50), mask: .flexibleWidth, to: CGSize(width: 400, height: 200))
    #expect(frame == CGRect(x: 10, y: 20, width: 200, height: 50))
  }

  @Test func flexibleMarginsShareTheChangeInProportionToTheirLengths() {
    // Left 50, right 150: a change of 100 goes 25 to the left and 75 to the right.
    let centred = resized(
      CGRect(x: 50, y: 0, width: 100, height: 10), mask: [.flexibleLeftMargin, .flexibleRightMargin],
      to: CGSize(width: 400, height: 200))
    #expect(centred == CGRect(x: 75, y: 0, width: 100, height: 10))
    // Width 100, right 150: 40 to the width.
    let anchoredLeft = resized(
      CGRect(x: 50, y: 0, width: 100, height: 10), mask: [.flexibleWidth, .flexibleRightMargin],
      to: CGSize(width: 400, height: 200))
    #expect(anchoredLeft == CGRect(x: 50, y: 0, width: 140, height: 10))
    // All three (50, 100, 150) of a change of 300.
    let all = resized(
      CGRect(x: 50, y: 0, width: 100, height: 10),
      mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], to: CGSize(width: 600, height: 200))
    #expect(all == CGRect(x: 100, y: 0, width: 200, height: 10))
  }

  @Test func zeroLengthPartsShareEqually() {
    let frame = resized(
      CGRect(x: 0, y: 0, width: 300, height: 10), mask: [.flexibleLeftMargin, .flexibleRightMargin],
      to: CGSize(width: 400, height: 200))
    #expect(frame == CGRect(x: 50, y: 0, width: 300, height: 10))
  }

  @Test func theVerticalAxisFollowsItsOwnBits() {
    let bottomPinned = resized(
      CGRect(x: 0, y: 150, width: 300, height: 50), mask: [.flexibleTopMargin, .flexibleWidth],
      to: CGSize(width: 390, height: 844))
    #expect(bottomPinned == CGRect(x: 0, y: 794, width: 390, height: 50))
    let filling = resized(
      CGRect(x: 0, y: 0, width: 300, height: 200), mask: [.flexibleWidth, .flexibleHeight],
      to: CGSize(width: 390, height: 844))
    #expect(filling == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func shrinkingStopsAtZeroLength() {
    let frame = resized(
      CGRect(x: 10, y: 10, width: 100, height: 50), mask: .flexibleWidth, to: CGSize(width: 100, height: 200))
    #expect(frame == CGRect(x: 10, y: 10, width: 0, height: 50))
  }

  @Test func noMaskNoAutoresizingAndConstrainedViewsKeepTheirFrames() {
    let original = CGRect(x: 10, y: 20, width: 100, height: 50)
    let bigger = CGSize(width: 400, height: 300)
    #expect(resized(original, mask: [], to: bigger) == original)
    let off = resized(original, mask: .flexibleWidth, to: bigger) { parent, _ in
      parent.autoresizesSubviews = false
    }
    #expect(off == original)
    let constrained = resized(original, mask: .flexibleWidth, to: bigger) { _, child in
      child.translatesAutoresizingMaskIntoConstraints = false
    }
    #expect(constrained == original)
  }

  @Test func resizingCascadesToGrandchildren() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = View(frame: parent.bounds)
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let grandchild = View(frame: CGRect(x: 0, y: 150, width: 300, height: 50))
    grandchild.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    parent.addSubview(child)
    child.addSubview(grandchild)
    parent.frame.size = CGSize(width: 390, height: 844)
    #expect(child.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(grandchild.frame == CGRect(x: 0, y: 794, width: 390, height: 50))
  }

  @Test func aTransformedViewKeepsItsTransform() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = View(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
    child.transform = AffineTransform(rotationAngle: .pi / 4)
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    parent.addSubview(child)
    parent.frame.size = CGSize(width: 600, height: 200)
    #expect(child.transform == AffineTransform(rotationAngle: .pi / 4))
    #expect(child.bounds.size == CGSize(width: 100, height: 100))
    #expect(abs(child.center.x - 300) < 0.001)  // Margins 100 and 100 share 300 equally.
  }
}
