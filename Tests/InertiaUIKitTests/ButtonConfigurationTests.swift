import InertiaCairo
import InertiaUIKit
import Testing

/// iOS 15's button configurations as apps write them: a filled capsule with a primary action, a
/// tinted button with its image over a title and subtitle, an update handler following the state.
@MainActor
@Suite struct ButtonConfigurationTests {
  static let indigo = UIColor(red: 0.2, green: 0.1, blue: 0.5, alpha: 1)

  @Test func aFilledCapsuleSizesToItsTitleAndDrawsItsBackground() throws {
    var config = UIButton.Configuration.filled()
    config.title = "Continue"
    config.baseBackgroundColor = Self.indigo
    config.cornerStyle = .capsule
    var taps = 0
    let button = UIButton(configuration: config, primaryAction: UIAction { _ in taps += 1 })
    button.sizeToFit()
    // 8 characters of 17-point text (74.8 wide, whole points up) and 21 tall, in insets 7 and 12.
    #expect(button.bounds.size == CGSize(width: 99, height: 35))
    #expect(button.currentTitle == "Continue" && button.currentTitleColor == .white)

    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 200, height: 100), scale: 1, clock: clock)
    window.backgroundColor = .white
    button.frame.origin = CGPoint(x: 20, y: 30)
    window.addSubview(button)
    window.layoutIfNeeded()
    #expect(button.titleFrame == CGRect(x: 12, y: 7, width: 75, height: 21))
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 24, y: 47), Self.indigo))  // inside the left end of the capsule
    #expect(close(canvas.pixel(x: 21, y: 31), .white))  // outside its rounded corner
    #expect(close(canvas.pixel(x: 115, y: 47), Self.indigo))

    GestureSynthesizer(window: window, clock: clock).tap(at: CGPoint(x: 60, y: 47))
    #expect(taps == 1)
  }

  @Test func anImageOverATitleAndSubtitleIsPlacedByItsPaddings() {
    var config = UIButton.Configuration.tinted()
    config.title = "Start"
    config.subtitle = "Tap to begin"
    config.image = UIImage(systemName: "star")
    config.imagePlacement = .top
    config.imagePadding = 8
    config.titlePadding = 2
    let button = UIButton(configuration: config)
    button.sizeToFit()
    // Text 99 wide (the subtitle's 12 characters at 15 points), 21 + 2 + 18 tall; the 20-point
    // image and 8 points above it; insets 7 and 12.
    #expect(button.bounds.size == CGSize(width: 123, height: 83))
    button.layoutIfNeeded()
    #expect(button.imageView?.frame == CGRect(x: 51.5, y: 7, width: 20, height: 20))
    #expect(button.titleFrame == CGRect(x: 38, y: 35, width: 47, height: 21))
    let subtitle = button.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Tap to begin" }
    #expect(subtitle?.frame == CGRect(x: 12, y: 58, width: 99, height: 18))
    #expect(subtitle?.fontSize == 15)
    #expect(button.currentTitleColor == button.tintColor)
  }

  @Test func theUpdateHandlerFollowsTheStateAndDisabledContentTurnsGrey() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 200, height: 100), scale: 1, clock: clock)
    let button = UIButton(configuration: .plain())
    var states: [Bool] = []
    button.configurationUpdateHandler = { button in
      states.append(button.isHighlighted)
      button.configuration?.title = button.isHighlighted ? "Pressed" : "Press"
    }
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    window.addSubview(button)
    window.layoutIfNeeded()
    #expect(button.currentTitle == "Press" && states == [false])

    let fingers = GestureSynthesizer(window: window, clock: clock)
    fingers.tap(at: CGPoint(x: 100, y: 50))
    #expect(states.prefix(2) == [false, true])
    #expect(button.currentTitle == "Pressed")  // the highlight shows for 0.12 s at least
    clock.advance(by: 0.2)
    #expect(button.currentTitle == "Press" && states.last == false)

    button.isEnabled = false
    #expect(button.currentTitleColor == UIColor.systemGray.withAlphaComponent(0.6))
  }

  /// A subclass that overrides `updateConfiguration()`, as UIKit programs do, instead of setting a
  /// handler: a configuration from its initializer, its title by state.
  private final class PressButton: UIButton {
    var updates: [Bool] = []

    override init(frame: CGRect) {
      super.init(frame: frame)
      configuration = .filled()
    }

    override func updateConfiguration() {
      updates.append(isHighlighted)
      guard var configuration else { return }
      configuration.title = isHighlighted ? "Down" : "Up"
      self.configuration = configuration
    }
  }

  @Test func anOverriddenUpdateConfigurationRunsOnEveryStateChange() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 200, height: 100), scale: 1, clock: clock)
    let button = PressButton(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.addSubview(button)
    window.layoutIfNeeded()
    #expect(button.currentTitle == "Up" && button.updates == [false])
    GestureSynthesizer(window: window, clock: clock).tap(at: CGPoint(x: 100, y: 50))
    #expect(button.updates.prefix(2) == [false, true])
    #expect(button.currentTitle == "Down")
    clock.advance(by: 0.2)
    #expect(button.currentTitle == "Up" && button.updates.last == false)
  }
}
