import Foundation

/// An on/off control, like UISwitch: a tap toggles it and sends `.valueChanged`.
///
/// See also: ``Control``.
@preconcurrency @MainActor
open class Switch: Control {
  /// Makes a `Switch` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { Switch(frame: frame) }

  /// The size of a switch, as UIKit draws it: 51 x 31 pt.
  package static let standardSize = CGSize(width: 51, height: 31)

  /// Whether the switch is on. Setting it sends no event. Default false.
  open var isOn = false
  /// The fill colour when on. Default system green.
  open var onTintColor: Color = .systemGreen

  /// Creates a switch; the size is always the standard size.
  public override init(frame: CGRect = .zero) {
    super.init(frame: CGRect(origin: frame.origin, size: Switch.standardSize))
    isAccessibilityElement = true
    accessibilityTraits = .button
  }

  /// "1" when on, "0" when off, as UISwitch reports.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? (isOn ? "1" : "0") }
    set { super.accessibilityValue = newValue }
  }

  package override var primaryEvent: Event? { .valueChanged }

  /// Sets the state; `animated` only affects drawing.
  public func setOn(_ on: Bool, animated: Bool) { isOn = on }

  open override func endTracking(_ touch: Touch?, with event: Inertia.Event?) {
    super.endTracking(touch, with: event)
    guard let touch, isInsideForTracking(touch.location(in: self)) else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
  }

  open override var intrinsicContentSize: CGSize { Switch.standardSize }
}
