import Foundation
import Inertia

/// A date and time picker (UIDatePicker): ``date`` kept within ``minimumDate`` and
/// ``maximumDate``; a user's choice (``pick(_:)``, what a spin of its wheels or a tap in its
/// calendar gives) sends `.valueChanged`, as UIKit's; setting ``date`` in code sends nothing.
/// The picker is not drawn as UIKit's wheels or calendar.
@preconcurrency @MainActor
open class UIDatePicker: Control {
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
  open var date = Date() { didSet { date = clamped(date) } }
  /// The earliest date. Default nil.
  open var minimumDate: Date? { didSet { date = clamped(date) } }
  /// The latest date. Default nil.
  open var maximumDate: Date? { didSet { date = clamped(date) } }
  /// What is chosen. Default `.dateAndTime`.
  open var datePickerMode = Mode.dateAndTime
  /// The style asked for. Default `.automatic`.
  open var preferredDatePickerStyle = Style.automatic
  /// The style shown: the one asked for (`.compact` for `.automatic`).
  open var datePickerStyle: Style {
    preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }
  /// The locale (kept). Default nil: the current one.
  open var locale: Locale?
  /// The calendar (kept). Default the current one.
  open var calendar = Calendar.current
  /// The time zone (kept). Default nil: the current one.
  open var timeZone: TimeZone?
  /// The minutes step of the time wheels, 1 to 30 (kept). Default 1.
  open var minuteInterval = 1 { didSet { minuteInterval = min(max(minuteInterval, 1), 30) } }
  /// A count-down's seconds (kept), 0 to 23 h 59 min. Default 0.
  open var countDownDuration: TimeInterval = 0 {
    didSet { countDownDuration = countDownDuration.isFinite ? min(max(countDownDuration, 0), 86_340) : 0 }
  }

  /// Creates a picker with `frame`.
  public override init(frame: CGRect = .zero) { super.init(frame: frame) }

  /// Sets the date (at once).
  open func setDate(_ date: Date, animated: Bool) { self.date = date }

  /// The user chose `date`: it is kept within the limits and `.valueChanged` is sent when the
  /// date changed.
  public func pick(_ date: Date) {
    let old = self.date
    self.date = date
    if self.date != old { sendActions(for: .valueChanged) }
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
