import Foundation
import InertiaUIKit
import Testing

/// A storyboard scene's controller, found by its class name (iOS 13's
/// `instantiateViewController(identifier:creator:)`, ScrollStackController's demo).
final class FiftyThirdTrialWelcome: UIViewController {
  private(set) var madeBy = "coder"
  private(set) var greeting = ""

  override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The initializer a creator block calls, with what the scene cannot hold.
  init?(coder: NSCoder, greeting: String) {
    self.greeting = greeting
    madeBy = "creator"
    super.init(coder: coder)
  }
}

/// The fifty-third trial's behaviour, written as ScrollStackController uses UIKit: a scroll view
/// holding a vertical stack view pinned to its edges, each row a view whose layout margins inset
/// its content, and its demo's controllers made by `instantiateViewController(identifier:)`.
@MainActor
@Suite struct FiftyThirdTrialTests {
  /// A row: layout margins of 12 and 16 around a content view pinned to the margins guide (the
  /// bottom at 999), a tap recognizer that leaves controls alone.
  fileprivate final class Row: UIView, UIGestureRecognizerDelegate {
    let content: UIView
    var onTap: ((Row) -> Void)?

    init(content: UIView) {
      self.content = content
      super.init(frame: .zero)
      translatesAutoresizingMaskIntoConstraints = false
      content.translatesAutoresizingMaskIntoConstraints = false
      insetsLayoutMarginsFromSafeArea = false
      layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
      addSubview(content)
      let bottom = content.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor)
      bottom.priority = UILayoutPriority(rawValue: UILayoutPriority.required.rawValue - 1)
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor), bottom,
        content.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      ])
      let tap = UITapGestureRecognizer(
        target: self, action: Selector("tapped:", target: self, Row.tapped(_:)))
      tap.delegate = self
      addGestureRecognizer(tap)
    }

    func tapped(_ recognizer: UITapGestureRecognizer) { onTap?(self) }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      var hit = hitTest(touch.location(in: self), with: nil)
      while let view = hit, view !== self {
        if view is UIControl { return false }
        hit = view.superview
      }
      return true
    }
  }

  /// The stack: a scroll view that is its controller's view, its stack view pinned to its edges
  /// and as wide as it.
  fileprivate final class Stack: UIScrollView, UIScrollViewDelegate {
    let stackView = UIStackView()
    var rows: [Row] { stackView.arrangedSubviews.compactMap { $0 as? Row } }

    init() {
      super.init(frame: .zero)
      backgroundColor = .white
      stackView.translatesAutoresizingMaskIntoConstraints = false
      stackView.axis = .vertical
      addSubview(stackView)
      NSLayoutConstraint.activate([
        stackView.topAnchor.constraint(equalTo: topAnchor),
        stackView.bottomAnchor.constraint(equalTo: bottomAnchor),
        stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
        stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
        stackView.widthAnchor.constraint(equalTo: widthAnchor),
      ])
    }

    func addRow(view: UIView) {
      stackView.addArrangedSubview(Row(content: view))
    }

    /// Whether the row is wholly within the bounds.
    func isEntirelyVisible(_ index: Int) -> Bool { bounds.contains(rows[index].frame) }
  }

  fileprivate final class StackController: UIViewController {
    let stack = Stack()
    override func loadView() { view = stack }
  }

  private func run(_ clock: ManualClock, _ window: UIWindow, _ seconds: Double) {
    for _ in 0..<Int(seconds * 60) {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
  }

  /// Five rows of 300-point content views in the library's stack, in a 375 x 667 window.
  private func filledStack() -> (StackController, ManualClock, UIWindow, GestureSynthesizer) {
    let controller = StackController()
    let (clock, window, fingers) = trialHost(controller)
    for index in 0..<5 {
      let content = UIView(frame: .zero)
      content.backgroundColor = index % 2 == 0 ? .green : .blue
      content.heightAnchor.constraint(equalToConstant: 300).isActive = true
      controller.stack.addRow(view: content)
    }
    return (controller, clock, window, fingers)
  }

  @Test func rowsInAStackPinnedToTheScrollViewsEdgesSizeItsContent() {
    let (controller, clock, window, _) = filledStack()
    let stack = controller.stack
    run(clock, window, 1.0 / 60)
    // 12 + 300 + 12 a row, five rows; the stack as wide as the scroll view.
    #expect(stack.contentSize == CGSize(width: 375, height: 1620))
    #expect(stack.rows[1].frame == CGRect(x: 0, y: 324, width: 375, height: 324))
    #expect(stack.rows[1].content.frame == CGRect(x: 16, y: 12, width: 343, height: 300))
    // The content now scrolls: the status bar's 20 points become the top inset, and the offset
    // resting at the top stays there.
    #expect(stack.adjustedContentInset.top == 20)
    #expect(stack.contentOffset.y == -20)
  }

  @Test func aHeldDragScrollsTheStackAndAnimatedOffsetsReachTheRowsFormula() {
    let (controller, clock, window, fingers) = filledStack()
    let stack = controller.stack
    run(clock, window, 1.0 / 60)
    fingers.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.5, release: .hold)
    // 200 points less the 10-point slop, from -20.
    #expect(stack.contentOffset.y == 170)
    #expect(!stack.isEntirelyVisible(0) && stack.isEntirelyVisible(1) && !stack.isEntirelyVisible(2))
    fingers.tap(at: CGPoint(x: 200, y: 300), id: 2)
    run(clock, window, 2)
    // The library's `.middle` for row 3: its origin less the bounds' height less the row's.
    let row = stack.rows[3].frame
    stack.setContentOffset(CGPoint(x: 0, y: row.minY - (stack.bounds.height - row.height)), animated: true)
    run(clock, window, 1)
    #expect(stack.contentOffset.y == 629)
    // Its scroll to the bottom: the content height less the bounds' height.
    stack.setContentOffset(CGPoint(x: 0, y: stack.contentSize.height - stack.bounds.height), animated: false)
    #expect(stack.contentOffset.y == 953)
    #expect(stack.isEntirelyVisible(3) && stack.isEntirelyVisible(4) && !stack.isEntirelyVisible(2))
  }

  @Test func aTapReachesTheRowAndAHiddenRowClosesTheStack() {
    let (controller, clock, window, fingers) = filledStack()
    let stack = controller.stack
    run(clock, window, 1.0 / 60)
    stack.setContentOffset(.zero, animated: false)
    var tapped: [Int] = []
    for (index, row) in stack.rows.enumerated() { row.onTap = { _ in tapped.append(index) } }
    fingers.tap(at: CGPoint(x: 200, y: 400))
    run(clock, window, 0.1)
    #expect(tapped == [1])
    stack.rows[0].isHidden = true
    run(clock, window, 2.0 / 60)
    #expect(stack.contentSize.height == 1296)
    #expect(stack.rows[1].frame.minY == 0)
  }

  @Test func aScenesControllerIsMadeByTheIOS13Spelling() {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let welcome =
      storyboard.instantiateViewController(identifier: "FiftyThirdTrialWelcome") as! FiftyThirdTrialWelcome
    #expect(welcome.madeBy == "coder")
    #expect(welcome.storyboard === storyboard)
    let typed: FiftyThirdTrialWelcome = storyboard.instantiateViewController(
      identifier: "FiftyThirdTrialWelcome"
    ) {
      coder in FiftyThirdTrialWelcome(coder: coder, greeting: "hello")
    }
    #expect(typed.madeBy == "creator" && typed.greeting == "hello")
    #expect(typed.storyboard === storyboard)
    // A creator giving nil leaves the scene to the class's init(coder:), as iOS does.
    let fallback: FiftyThirdTrialWelcome = storyboard.instantiateViewController(
      identifier: "FiftyThirdTrialWelcome"
    ) {
      _ in nil
    }
    #expect(fallback.madeBy == "coder")
  }
}
