import Foundation

/// A control for choosing a value in a range by dragging a thumb, like UISlider.
///
/// Dragging sends `.valueChanged` on every move when ``isContinuous``, else once at the end.
///
/// See also: ``Control``.
@preconcurrency @MainActor
open class Slider: Control {
  /// Makes a `Slider` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { Slider(frame: frame) }

  /// The thumb's diameter, in points.
  package static let thumbDiameter: CGFloat = 28

  /// The value, clamped to the range. Default 0.
  open var value: Float = 0 {
    didSet { value = value.isNaN ? oldValue : min(max(value, minimumValue), maximumValue) }
  }
  /// The lower end. Default 0; setting it above the maximum raises the maximum.
  open var minimumValue: Float = 0 {
    didSet {
      if !minimumValue.isFinite { minimumValue = oldValue }
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = min(max(value, minimumValue), maximumValue)
    }
  }
  /// The upper end. Default 1; setting it below the minimum lowers the minimum.
  open var maximumValue: Float = 1 {
    didSet {
      if !maximumValue.isFinite { maximumValue = oldValue }
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = min(max(value, minimumValue), maximumValue)
    }
  }
  /// Whether dragging sends `.valueChanged` on every move. Default true.
  open var isContinuous = true
  private var pendingChange = false

  /// No natural width; 31 points tall (UISlider's height).
  open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 31) }

  package override var primaryEvent: Event? { .valueChanged }

  /// Creates a slider with `frame`; it is adjustable for assistive technologies.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
  }

  /// The value as a percentage of the range ("30%").
  open override var accessibilityValue: String? {
    get {
      if let stored = super.accessibilityValue { return stored }
      return "\(Int((fraction * 100).rounded()))%"
    }
    set { super.accessibilityValue = newValue }
  }

  /// Sets the value; `animated` only affects drawing.
  public func setValue(_ value: Float, animated: Bool) { self.value = value }

  /// The thumb's centre x for the current value, in own coordinates.
  package var thumbCenterX: CGFloat {
    let track = max(bounds.width - Self.thumbDiameter, 0)
    return Self.thumbDiameter / 2 + track * CGFloat(fraction)
  }

  /// Where the value lies in the range, 0 to 1 (in Double: the span of two Floats can overflow Float).
  private var fraction: Double {
    let span = Double(maximumValue) - Double(minimumValue)
    return span > 0 ? min(max((Double(value) - Double(minimumValue)) / span, 0), 1) : 0
  }

  private func value(atX x: CGFloat) -> Float {
    let track = max(bounds.width - Self.thumbDiameter, 1)
    let fraction = Double(min(max((x - Self.thumbDiameter / 2) / track, 0), 1))
    return Float(Double(minimumValue) + fraction * (Double(maximumValue) - Double(minimumValue)))
  }

  open override func continueTracking(_ touch: Touch, with event: Inertia.Event?) -> Bool {
    let newValue = value(atX: touch.location(in: self).x)
    if newValue != value {
      value = newValue
      if isContinuous { sendActions(for: .valueChanged) } else { pendingChange = true }
    }
    return true
  }

  open override func endTracking(_ touch: Touch?, with event: Inertia.Event?) {
    if let touch {
      let newValue = value(atX: touch.location(in: self).x)
      if newValue != value {
        value = newValue
        if isContinuous { sendActions(for: .valueChanged) } else { pendingChange = true }
      }
    }
    if pendingChange {
      pendingChange = false
      sendActions(for: .valueChanged)
    }
  }

  /// Moves the value by a tenth of the range (VoiceOver's increment).
  public func accessibilityIncrement() { stepValue(by: 0.1) }
  /// Moves the value down by a tenth of the range (VoiceOver's decrement).
  public func accessibilityDecrement() { stepValue(by: -0.1) }

  private func stepValue(by fraction: Float) {
    let old = value
    value += (maximumValue - minimumValue) * fraction
    if value != old { sendActions(for: .valueChanged) }
  }
}
