import Foundation
import InertiaUIKit
import Testing

// The thirty-third porting trial's idioms, written as those programs write them: a stack of
// section titles made of plain buttons laid out by their own sizes (GlidingCollection), a menu bar
// of attributed titles, and a header laying itself out again when its scroll view's frame changes
// (last trial's PullToRefresh, which observes `frame`).

/// Windows the tests' scenes keep alive (a view's window is weak).
@MainActor private var keptWindows: [UIWindow] = []

nonisolated(unsafe) private var frameContext = 0

/// A header that follows its scroll view's frame by key-value observing, recording what it hears.
final class FrameFollowingHeader: UIView {
  var heardWidths: [CGFloat] = []

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    superview?.addObserver(self, forKeyPath: "frame", options: [.new], context: &frameContext)
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard context == &frameContext, let frame = change?[.newKey] as? CGRect else { return }
    heardWidths.append(frame.width)
    self.frame = CGRect(x: 0, y: -60, width: frame.width, height: 60)
  }
}

/// Insets added edge by edge, as a sticky header adds its own height to its scroll view's insets
/// (Persei defines this; UIKit has no `+` for insets, so the program's own is the only one).
func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
  UIEdgeInsets(
    top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
    right: lhs.right + rhs.right)
}

/// What a constraint operator is told, kept in non-optional properties as ExpandingCollection's
/// helper keeps them.
struct PinSpec {
  var attribute: NSLayoutConstraint.Attribute = .left
  var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
  var constant: CGFloat = 0
}

/// A card cell that archives its containers, calling `super` first (ExpandingCollection's cell).
final class ArchivingCardCell: UICollectionViewCell {
  let front = UIView()
  var encodedKeys: [String] = []
  override func encode(with coder: NSCoder) {
    super.encode(with: coder)
    coder.encode(Double(front.bounds.width), forKey: "frontWidth")
    encodedKeys.append("front")
  }
}

@MainActor
@Suite struct ThirtyThirdTrialTests {
  @Test func aPlainButtonIsAsWideAsItsTitle() {
    let button = UIButton()
    button.setTitle("– BOOTS", for: .normal)
    button.titleLabel?.font = UIFont.systemFont(ofSize: 16)
    // 7 characters at 16 points, 0.55 em each: 61.6, rounded up.
    #expect(button.intrinsicContentSize == CGSize(width: 62, height: 34))
    button.sizeToFit()
    #expect(button.bounds.size == CGSize(width: 62, height: 34))
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    #expect(button.intrinsicContentSize == CGSize(width: 82, height: 42))
    // A bigger font makes the title taller than the button's 34 points less 12.
    button.titleLabel?.font = UIFont.systemFont(ofSize: 30)
    #expect(button.intrinsicContentSize.height == CGFloat(56))
  }

  @Test func anAttributedTitleSizesTheButtonInItsOwnFont() {
    let button = UIButton(type: .custom)
    let title = NSAttributedString(
      string: "Music",
      attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.white])
    button.setAttributedTitle(title, for: .normal)
    // 5 characters at 20 points (not the 17-point title font): 55.
    #expect(button.intrinsicContentSize.width == 55)
    let untitled = UIButton(type: .system)
    #expect(untitled.intrinsicContentSize == CGSize(width: 30, height: 34))
  }

  @Test func buttonsInAStackViewTakeTheirTitlesWidths() {
    let stack = UIStackView(
      arrangedSubviews: ["Films", "Music", "Books and Comics"].map { name in
        let button = UIButton(type: .system)
        button.setTitle(name, for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 10)
        return button
      })
    stack.axis = .horizontal
    stack.spacing = 8
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: ManualClock(frameRate: 60))
    keptWindows.append(window)
    window.addSubview(stack)
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
    window.layoutIfNeeded()
    let widths = stack.arrangedSubviews.map(\.frame.width)
    // 5 x 5.5 = 27.5 -> 28; 16 x 5.5 = 88; the stack fills 300 by stretching one of them.
    let fitting = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width
    #expect(abs(fitting - CGFloat(28 + 28 + 88 + 16)) < 0.001)
    #expect(abs(widths.reduce(0, +) + 16 - 300) < 0.001)
    #expect(widths.allSatisfy { $0 >= 28 })
  }

  @Test func aHeaderFollowsItsScrollViewsFrameByObservingIt() {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: ManualClock(frameRate: 60))
    keptWindows.append(window)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    window.addSubview(table)
    let header = FrameFollowingHeader()
    table.addSubview(header)
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    #expect(header.heardWidths == [320])
    #expect(header.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
    // The same frame again is no change; a new size through `bounds` alone is not a frame call.
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    table.bounds.size.width = 300
    #expect(header.heardWidths == [320])
    var observed: [CGRect] = []
    let observation = table.observe(\.frame, options: [.new]) { _, change in
      if let frame = change.newValue { observed.append(frame) }
    }
    table.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
    #expect(observed == [CGRect(x: 10, y: 20, width: 200, height: 100)])
    #expect(header.heardWidths == [320, 200])
    observation.invalidate()
    table.removeObserver(header, forKeyPath: "frame", context: &frameContext)
    table.frame = window.bounds
    #expect(observed.count == 1 && header.heardWidths.count == 2)
  }

  @Test func aProgramsOwnInsetSumIsTheOneUsed() {
    let safeArea = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let header = UIEdgeInsets(top: 112, left: 0, bottom: 0, right: 0)
    #expect(safeArea + header == UIEdgeInsets(top: 156, left: 0, bottom: 34, right: 0))
  }

  @Test func notAnAttributeInANonOptionalPropertyMeansNoSecondAttribute() {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: ManualClock(frameRate: 60))
    keptWindows.append(window)
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    var height = PinSpec()
    height.attribute = .height
    height.constant = 460
    var width = PinSpec()
    width.attribute = .width
    width.constant = 256
    for spec in [height, width] {
      let constraint = NSLayoutConstraint(
        item: card, attribute: spec.attribute, relatedBy: .equal, toItem: nil,
        attribute: spec.secondAttribute, multiplier: 1, constant: spec.constant)
      #expect(constraint.secondAttribute == .notAnAttribute && constraint.secondItem == nil)
      card.addConstraint(constraint)
    }
    var left = PinSpec()
    left.secondAttribute = left.secondAttribute == .notAnAttribute ? left.attribute : left.secondAttribute
    window.addConstraint(
      NSLayoutConstraint(
        item: card, attribute: left.attribute, relatedBy: .equal, toItem: window,
        attribute: left.secondAttribute, multiplier: 1, constant: 20))
    // A first attribute of notAnAttribute, which UIKit refuses, is inert.
    let refused = NSLayoutConstraint(
      item: card, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 5)
    refused.isActive = true
    #expect(!refused.isActive)
    window.layoutIfNeeded()
    #expect(card.frame.size == CGSize(width: 256, height: 460))
    #expect(card.frame.minX == 20)
  }

  @Test func animationsLeaveOutTheirOptions() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: clock)
    keptWindows.append(window)
    let star = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let card = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 300))
    window.addSubview(star)
    window.addSubview(card)
    star.alpha = 0.4
    var finished: [String] = []
    UIView.animate(
      withDuration: 0.2, delay: 0.1,
      animations: { star.alpha = 1 }, completion: { _ in finished.append("star") })
    UIView.animate(
      withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.9,
      animations: { card.frame.origin.y = 0 }, completion: { _ in finished.append("card") })
    #expect(star.alpha == 1 && card.frame.minY == 0)
    clock.advance(by: 0.05)
    // Still waiting out the delay: the star is drawn at its old opacity.
    #expect(abs((star.layer.presentation()?.opacity ?? 0) - 0.4) < 0.001)
    clock.advance(by: 1)
    #expect(finished == ["star", "card"])
  }

  @Test func aCellsEncodeCallsSuperAndThenWritesItsOwn() {
    let cell = ArchivingCardCell(frame: CGRect(x: 0, y: 0, width: 256, height: 335))
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    cell.encode(with: archiver)
    #expect(cell.encodedKeys == ["front"])
  }

  @Test func aControllersPlainViewIsTheScreensSizeWhenItLoads() {
    let saved = UIScreen.main
    defer { UIScreen.main = saved }
    UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
    // A card layout sized from the view in viewDidLoad (CardSlider's, 70 % of the width) reads
    // the screen's width, not another device's.
    let controller = UIViewController()
    #expect(controller.view.bounds.size == CGSize(width: 375, height: 667))
    #expect(controller.view.bounds.width * 0.7 == 262.5)
  }
}
