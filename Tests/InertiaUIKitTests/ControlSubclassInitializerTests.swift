import InertiaUIKit
import Testing

/// Controls subclassed the way UIKit programs subclass them: `override init(frame:)` calling
/// `super.init(frame:)`, with `required init?(coder:)` beside it.
@MainActor
@Suite struct ControlSubclassInitializerTests {
  private final class RoundButton: UIButton {
    override init(frame: CGRect) {
      super.init(frame: frame)
      layer.cornerRadius = frame.height / 2
      setTitle("Round", for: .normal)
    }

    required init?(coder: NSCoder) { nil }
  }

  private final class ThinSegments: UISegmentedControl {
    override init(frame: CGRect) {
      super.init(frame: frame)
      insertSegment(withTitle: "One", at: 0, animated: false)
      insertSegment(withTitle: "Two", at: 1, animated: false)
      selectedSegmentIndex = 0
    }

    required init?(coder: NSCoder) { nil }
  }

  private final class Spinner: UIActivityIndicatorView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      hidesWhenStopped = false
    }

    required init?(coder: NSCoder) { nil }
  }

  @Test func aButtonSubclassOverridesInitFrameAndKeepsItsFrameAndTitle() {
    let button = RoundButton(frame: CGRect(x: 10, y: 20, width: 120, height: 44))
    #expect(button.frame == CGRect(x: 10, y: 20, width: 120, height: 44))
    #expect(button.layer.cornerRadius == 22)
    #expect(button.currentTitle == "Round")
    #expect(button.accessibilityTraits.contains(.button))
    // The convenience initializers still reach the override.
    let typed = RoundButton(type: .system)
    #expect(typed.currentTitle == "Round" && typed.frame == .zero)
  }

  @Test func aSegmentedControlSubclassBuildsItsSegmentsInInitFrame() {
    let control = ThinSegments(frame: CGRect(x: 0, y: 0, width: 200, height: 32))
    #expect(control.frame == CGRect(x: 0, y: 0, width: 200, height: 32))
    #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == 0)
    #expect(control.titleForSegment(at: 1) == "Two")
    // `init(items:)` sizes the control to its segments, as before.
    let items = UISegmentedControl(items: ["A", "B", "C"])
    #expect(items.numberOfSegments == 3 && items.frame.width > 0)
  }

  @Test func anActivityIndicatorSubclassKeepsItsFrameAndMediumStyle() {
    let spinner = Spinner(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(spinner.frame.size == CGSize(width: 50, height: 50))
    #expect(spinner.style == .medium && !spinner.isHidden)
    #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
  }
}
