import Foundation

/// A control for stepping a value up or down, like UIStepper: a "−" segment on the left and a "+"
/// segment on the right.
///
/// A touch on a segment steps the value at once. While the touch is held and ``autorepeat`` is on,
/// the value keeps stepping after 0.5 s, ten times a second (the rate AppKit documents for its
/// stepper; UIKit speeds up on long presses, which Inertia does not model). Dragging off the
/// segment stops the repeating; coming back starts it again. `.valueChanged` goes out with every
/// step when ``isContinuous``, else once when the touch ends.
///
/// See also: ``Control``.
@preconcurrency @MainActor
open class Stepper: Control {
  /// Makes a `Stepper` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { Stepper(frame: frame) }

  /// A stepper's size, as UIKit draws it: 94 x 32 pt.
  package static let standardSize = CGSize(width: 94, height: 32)
  /// How long a held segment waits before repeating, in seconds.
  package static let autorepeatDelay = 0.5
  /// The time between repeated steps while a segment is held, in seconds.
  package static let autorepeatInterval = 0.1

  /// The value, kept in the range (a non-finite value is ignored). Default 0. Setting it sends no
  /// event.
  open var value: Double = 0 {
    didSet {
      if !value.isFinite { value = oldValue }
      value = min(max(value, minimumValue), maximumValue)
    }
  }
  /// The lower end. Default 0. Setting it above the maximum sets both ends to it, as UIKit does.
  open var minimumValue: Double = 0 {
    didSet {
      if !minimumValue.isFinite { minimumValue = oldValue }
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = min(max(value, minimumValue), maximumValue)
    }
  }
  /// The upper end. Default 100. Setting it below the minimum sets both ends to it, as UIKit does.
  open var maximumValue: Double = 100 {
    didSet {
      if !maximumValue.isFinite { maximumValue = oldValue }
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = min(max(value, minimumValue), maximumValue)
    }
  }
  /// How much one step changes the value. Default 1; values that are not positive and finite are
  /// ignored (UIKit raises an exception for them).
  open var stepValue: Double = 1 {
    didSet { if !(stepValue > 0 && stepValue.isFinite) { stepValue = oldValue } }
  }
  /// Whether every step sends `.valueChanged` at once (true, the default) or one event goes out
  /// when the touch ends.
  open var isContinuous = true
  /// Whether holding a segment keeps stepping. Default true.
  open var autorepeat = true
  /// Whether stepping past one end continues from the other. Default false: the value holds at
  /// the ends and the segment pointing past them is disabled.
  open var wraps = false

  /// The two halves of a stepper.
  public enum Segment: Sendable {
    /// The left half: "−".
    case decrement
    /// The right half: "+".
    case increment
  }

  private var trackedSegment: Segment?
  private var repeatTimer: ClockTimer?
  private var pendingChange = false
  private var backgroundImages: [State: Image] = [:]
  private var incrementImages: [State: Image] = [:]
  private var decrementImages: [State: Image] = [:]
  private var dividerImages: [[State]: Image] = [:]

  /// Creates a stepper; its size is always the standard size.
  public override init(frame: CGRect = .zero) {
    super.init(frame: CGRect(origin: frame.origin, size: Stepper.standardSize))
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
  }

  open override var intrinsicContentSize: CGSize { Stepper.standardSize }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { Stepper.standardSize }

  package override var primaryEvent: Event? { .valueChanged }

  /// The value as text, as VoiceOver reads it.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? Self.format(value) }
    set { super.accessibilityValue = newValue }
  }

  /// Whether touching `segment` would change the value: always when ``wraps``, else while the
  /// value is not at the end the segment steps towards.
  package func isSegmentEnabled(_ segment: Segment) -> Bool {
    guard isEnabled else { return false }
    if wraps { return maximumValue > minimumValue }
    return segment == .increment ? value < maximumValue : value > minimumValue
  }

  /// The segment under `point` (own coordinates): the left half decrements.
  package func segment(at point: CGPoint) -> Segment {
    point.x < bounds.midX ? .decrement : .increment
  }

  /// Steps once in `segment`'s direction, wrapping or holding at the ends; returns whether the
  /// value changed. Sends no event.
  @discardableResult
  package func step(_ segment: Segment) -> Bool {
    guard isSegmentEnabled(segment) else { return false }
    let old = value
    let next = segment == .increment ? value + stepValue : value - stepValue
    if wraps && next > maximumValue {
      value = minimumValue
    } else if wraps && next < minimumValue {
      value = maximumValue
    } else {
      value = next
    }
    return value != old
  }

  open override func beginTracking(_ touch: Touch, with event: Inertia.Event?) -> Bool {
    let segment = segment(at: touch.location(in: self))
    guard isSegmentEnabled(segment) else { return false }
    trackedSegment = segment
    stepAndNotify(segment)
    startRepeating(after: Self.autorepeatDelay)
    return true
  }

  open override func continueTracking(_ touch: Touch, with event: Inertia.Event?) -> Bool {
    guard let tracked = trackedSegment else { return false }
    let point = touch.location(in: self)
    let onSegment = isInsideForTracking(point) && segment(at: point) == tracked
    if !onSegment {
      stopRepeating()
    } else if repeatTimer == nil {
      startRepeating(after: Self.autorepeatDelay)
    }
    return true
  }

  open override func endTracking(_ touch: Touch?, with event: Inertia.Event?) {
    finishTracking()
  }

  open override func cancelTracking(with event: Inertia.Event?) {
    finishTracking()
  }

  open override func willMove(toWindow newWindow: Window?) {
    super.willMove(toWindow: newWindow)
    if newWindow == nil { stopRepeating() }
  }

  private func finishTracking() {
    stopRepeating()
    trackedSegment = nil
    if pendingChange {
      pendingChange = false
      sendActions(for: .valueChanged)
    }
  }

  private func stepAndNotify(_ segment: Segment) {
    guard step(segment) else { return }
    if isContinuous { sendActions(for: .valueChanged) } else { pendingChange = true }
  }

  private func startRepeating(after delay: Double) {
    guard autorepeat, let clock = window?.clock else { return }
    repeatTimer = clock.schedule(after: delay, repeats: false) { [weak self] in
      guard let self, self.isTracking, let segment = self.trackedSegment else { return }
      self.stepAndNotify(segment)
      guard self.isSegmentEnabled(segment) else {
        self.repeatTimer = nil
        return
      }
      self.startRepeating(after: Self.autorepeatInterval)
    }
  }

  private func stopRepeating() {
    repeatTimer?.invalidate()
    repeatTimer = nil
  }

  /// Moves the value up one step (VoiceOver's increment), sending `.valueChanged`.
  public func accessibilityIncrement() { if step(.increment) { sendActions(for: .valueChanged) } }
  /// Moves the value down one step (VoiceOver's decrement), sending `.valueChanged`.
  public func accessibilityDecrement() { if step(.decrement) { sendActions(for: .valueChanged) } }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }

  // MARK: Custom images

  /// Sets the background image for `state` (UIStepper's `setBackgroundImage(_:for:)`).
  public func setBackgroundImage(_ image: Image?, for state: State) {
    backgroundImages[state] = image
    setNeedsDisplay()
  }
  /// The background image set for `state`, or nil.
  public func backgroundImage(for state: State) -> Image? { backgroundImages[state] }
  /// Sets the "+" segment's image for `state`.
  public func setIncrementImage(_ image: Image?, for state: State) {
    incrementImages[state] = image
    setNeedsDisplay()
  }
  /// The "+" segment's image for `state`, or nil (the default glyph is drawn).
  public func incrementImage(for state: State) -> Image? { incrementImages[state] }
  /// Sets the "−" segment's image for `state`.
  public func setDecrementImage(_ image: Image?, for state: State) {
    decrementImages[state] = image
    setNeedsDisplay()
  }
  /// The "−" segment's image for `state`, or nil (the default glyph is drawn).
  public func decrementImage(for state: State) -> Image? { decrementImages[state] }
  /// Sets the divider's image for a pair of segment states.
  public func setDividerImage(
    _ image: Image?, forLeftSegmentState left: State, rightSegmentState right: State
  ) {
    dividerImages[[left, right]] = image
    setNeedsDisplay()
  }
  /// The divider's image for a pair of segment states, or nil.
  public func dividerImage(forLeftSegmentState left: State, rightSegmentState right: State) -> Image? {
    dividerImages[[left, right]]
  }

  /// The state a segment is drawn in: disabled at an end, highlighted while touched.
  package func drawingState(of segment: Segment) -> State {
    if !isSegmentEnabled(segment) { return .disabled }
    return isHighlighted && trackedSegment == segment ? .highlighted : .normal
  }
}
