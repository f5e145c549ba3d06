import Foundation
import Inertia

/// A date and time picker (UIDatePicker): ``date`` kept within ``minimumDate`` and
/// ``maximumDate``; a user's choice sends `.valueChanged`, as UIKit's; setting ``date`` in code
/// sends nothing.
///
/// In the `.wheels` style the picker shows spinning wheels (a ``PickerView``, 320 x 216 pt) for
/// its mode: turning one to rest sets the date (a date past the limits turns them back). The
/// compact and inline styles are not drawn as UIKit's button and calendar: ``pick(_:)`` (not
/// UIKit) stands for a choice made in them.
@preconcurrency @MainActor
open class UIDatePicker: Control {
  /// Makes a `UIDatePicker` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { UIDatePicker(frame: frame) }

  /// What the picker chooses (UIDatePicker.Mode).
  public enum Mode: Int, Sendable {
    /// An hour and minute.
    case time = 0
    /// A day.
    case date = 1
    /// A day and a time.
    case dateAndTime = 2
    /// A duration.
    case countDownTimer = 3
  }
  /// How the picker shows (UIDatePickerStyle).
  public enum Style: Int, Sendable {
    /// The system's choice.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A compact button that shows a calendar.
    case compact = 2
    /// An inline calendar.
    case inline = 3
  }

  /// The chosen date, kept within the minimum and maximum. Default: when the picker was made.
  open var date = Date() {
    didSet {
      date = clamped(date)
      if !picking { wheels?.show(date, animated: false) }
    }
  }
  /// The earliest date. Default nil.
  open var minimumDate: Date? {
    didSet {
      date = clamped(date)
      wheels?.rebuild()
    }
  }
  /// The latest date. Default nil.
  open var maximumDate: Date? {
    didSet {
      date = clamped(date)
      wheels?.rebuild()
    }
  }
  /// What is chosen. Default `.dateAndTime`.
  open var datePickerMode = Mode.dateAndTime { didSet { wheels?.rebuild() } }
  /// The style asked for. Default `.automatic`.
  open var preferredDatePickerStyle = Style.automatic { didSet { updateWheels() } }
  /// The wheels shown in the `.wheels` style.
  private var wheels: DatePickerWheels?
  /// Whether a user's choice is being applied (the wheels already show it).
  private var picking = false
  /// The style shown: the one asked for (`.compact` for `.automatic`).
  open var datePickerStyle: Style {
    preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }
  /// The locale of the wheels' names and clock (12 or 24 hours). Default nil: the current one.
  open var locale: Locale? { didSet { wheels?.rebuild() } }
  /// The calendar the wheels count in. Default the current one.
  open var calendar = Calendar.current { didSet { wheels?.rebuild() } }
  /// The time zone the wheels show. Default nil: the calendar's.
  open var timeZone: TimeZone? { didSet { wheels?.rebuild() } }
  /// The minutes step of the time wheels, 1 to 30. Default 1.
  open var minuteInterval = 1 {
    didSet {
      minuteInterval = min(max(minuteInterval, 1), 30)
      wheels?.rebuild()
    }
  }
  /// A count-down's seconds, 0 to 23 h 59 min. Default 0.
  open var countDownDuration: TimeInterval = 0 {
    didSet {
      countDownDuration = countDownDuration.isFinite ? min(max(countDownDuration, 0), 86_340) : 0
      if !picking { wheels?.show(date, animated: false) }
    }
  }

  /// Creates a picker with `frame`.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isAccessibilityElement = true
  }

  /// The wheels' view in the `.wheels` style (nil in the others; not UIKit).
  public var wheelsView: PickerView? { wheels?.pickerView }

  private func updateWheels() {
    if datePickerStyle == .wheels, wheels == nil {
      let made = DatePickerWheels(owner: self)
      wheels = made
      addSubview(made.pickerView)
      made.pickerView.frame = bounds
      made.rebuild()
    } else if datePickerStyle != .wheels, let made = wheels {
      made.pickerView.removeFromSuperview()
      wheels = nil
    }
    invalidateIntrinsicContentSize()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if let view = wheels?.pickerView, view.frame != bounds { view.frame = bounds }
  }

  /// Sets the date (at once).
  open func setDate(_ date: Date, animated: Bool) { self.date = date }

  /// The user chose `date`: it is kept within the limits and `.valueChanged` is sent when the
  /// date changed.
  public func pick(_ date: Date) {
    let old = self.date
    picking = true
    self.date = date
    picking = false
    if self.date != old { sendActions(for: .valueChanged) }
  }

  /// The user chose a count-down of `duration` seconds: `.valueChanged` is sent when it changed.
  func pickDuration(_ duration: TimeInterval) {
    let old = countDownDuration
    picking = true
    countDownDuration = duration
    picking = false
    if countDownDuration != old { sendActions(for: .valueChanged) }
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: datePickerStyle == .wheels ? 320 : 140, height: datePickerStyle == .wheels ? 216 : 34)
  }

  private func clamped(_ date: Date) -> Date {
    var result = date
    if let minimumDate, result < minimumDate { result = minimumDate }
    if let maximumDate, result > maximumDate { result = maximumDate }
    return result
  }
}

/// UIKit's name for ``UIDatePicker/Style``.
public typealias UIDatePickerStyle = UIDatePicker.Style

extension CollectionLayoutSection {
  /// A list section for `layoutEnvironment` (NSCollectionLayoutSection.list(using:layoutEnvironment:)):
  /// the same section as `list(using:)`, which takes the width from the layout.
  public static func list(
    using configuration: CollectionLayoutListConfiguration, layoutEnvironment: CollectionLayoutEnvironment
  ) -> CollectionLayoutSection {
    list(using: configuration)
  }
}
