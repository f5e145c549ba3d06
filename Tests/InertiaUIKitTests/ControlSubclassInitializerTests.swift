import InertiaUIKit
import Testing

/// Views and controls subclassed the way UIKit programs subclass them: overriding UIKit's
/// designated initializers (`init(frame:)`, `init(items:)`, `init(image:)`, `init(style:)`,
/// `init(frame:textContainer:)`) and calling the same on `super`, with `required init?(coder:)`
/// beside them.
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

  private final class ItemSegments: UISegmentedControl {
    override init(items: [Any]?) {
      super.init(items: items)
      selectedSegmentIndex = 1
    }

    required init?(coder: NSCoder) { nil }
  }

  private final class Avatar: UIImageView {
    override init(image: UIImage?) {
      super.init(image: image)
      layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) { nil }
  }

  private final class LargeSpinner: UIActivityIndicatorView {
    override init(style: UIActivityIndicatorView.Style) {
      super.init(style: .large)
    }

    required init(coder: NSCoder) { fatalError("not used") }
  }

  private final class PlaceholderTextView: UITextView {
    var placeholder = "Write here"

    override init(frame: CGRect, textContainer: NSTextContainer?) {
      super.init(frame: frame, textContainer: textContainer)
      textContainerInset = UIEdgeInsets(top: 12, left: 4, bottom: 12, right: 4)
    }

    required init?(coder: NSCoder) { nil }
  }

  private final class ShakeWindow: UIWindow {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .black
    }

    required init?(coder: NSCoder) { nil }
  }

  @Test func subclassesOverrideEachDesignatedInitializer() {
    let segments = ItemSegments(items: ["A", "B"])
    #expect(segments.numberOfSegments == 2 && segments.selectedSegmentIndex == 1)
    let avatar = Avatar(image: UIImage(size: CGSize(width: 40, height: 30), scale: 1, drawing: []))
    #expect(avatar.frame.size == CGSize(width: 40, height: 30) && avatar.layer.cornerRadius == 8)
    #expect(LargeSpinner(style: .medium).style == .large)
    // UITextView(frame:) is a convenience initializer reaching the subclass's override.
    let text = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(text.textContainerInset == UIEdgeInsets(top: 12, left: 4, bottom: 12, right: 4))
    #expect(text.frame.size == CGSize(width: 200, height: 100))
    let window = ShakeWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(window.bounds.size == CGSize(width: 375, height: 667) && window.backgroundColor == .black)
    #expect(window.window === window)
  }

  @Test func aControlOfItsOwnIsNoAccessibilityElementAndStandardControlsAre() {
    // A custom control, as a segmented control library writes one: VoiceOver walks into it.
    let custom = UIControl(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    #expect(!custom.isAccessibilityElement)
    let standard: [UIView] = [
      UIButton(), UISwitch(), UISlider(), UITextField(), UIPageControl(), UIStepper(),
      UISegmentedControl(items: ["A"]), UIRefreshControl(), UIDatePicker(),
    ]
    #expect(standard.filter { !$0.isAccessibilityElement }.isEmpty)
    #expect(RoundButton(frame: .zero).isAccessibilityElement)
  }
}
