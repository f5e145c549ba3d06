import Foundation
import Inertia

/// The wheels a date picker shows in the `.wheels` style: a ``PickerView`` whose components follow
/// the mode, turned to the picker's date, and whose selections set the date.
///
/// - `.time`: hour, minute and, where the locale uses a 12-hour clock, AM/PM.
/// - `.date`: month, day and year.
/// - `.dateAndTime`: the day (from 1,000 days before the date to 1,000 after, within the limits),
///   hour, minute and AM/PM where used.
/// - `.countDownTimer`: hours (0-23) and minutes, in steps of the minute interval.
@preconcurrency @MainActor
final class DatePickerWheels: PickerViewDataSource, PickerViewDelegate {
  /// What one wheel chooses.
  enum Part { case month, day, year, dayOfRange, hour, minute, meridiem, countDownHours, countDownMinutes }

  private weak var owner: UIDatePicker?
  /// The wheels' view.
  let pickerView = PickerView()
  /// The wheels, left to right.
  private(set) var parts: [Part] = []
  /// The first day of the `.dayOfRange` wheel.
  private var rangeStart = Date()
  /// How many days the `.dayOfRange` wheel holds.
  private var rangeDays = 1
  /// The years the `.year` wheel holds.
  private var years = 1...1
  /// Whether the locale shows a 12-hour clock (read at ``rebuild()``).
  private var usesMeridiem = false
  /// The `.dayOfRange` wheel's day names (made at ``rebuild()``).
  private let dayFormatter = DateFormatter()

  init(owner: UIDatePicker) {
    self.owner = owner
    pickerView.dataSource = self
    pickerView.delegate = self
  }

  /// The calendar in the owner's time zone and locale.
  private var calendar: Calendar {
    var calendar = owner?.calendar ?? Calendar(identifier: .gregorian)
    if let zone = owner?.timeZone { calendar.timeZone = zone }
    calendar.locale = owner?.locale ?? calendar.locale ?? Locale.current
    return calendar
  }

  /// Whether `locale` shows a 12-hour clock.
  private static func usesMeridiem(_ locale: Locale) -> Bool {
    DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale)?.contains("a") ?? false
  }

  /// Rebuilds the wheels for the owner's mode and turns them to its date.
  func rebuild() {
    guard let owner else { return }
    let calendar = calendar
    let meridiem = Self.usesMeridiem(calendar.locale ?? Locale.current)
    usesMeridiem = meridiem
    dayFormatter.calendar = calendar
    dayFormatter.timeZone = calendar.timeZone
    dayFormatter.locale = calendar.locale
    dayFormatter.setLocalizedDateFormatFromTemplate("EEE MMM d")
    switch owner.datePickerMode {
    case .time: parts = meridiem ? [.hour, .minute, .meridiem] : [.hour, .minute]
    case .date: parts = [.month, .day, .year]
    case .dateAndTime:
      parts = meridiem ? [.dayOfRange, .hour, .minute, .meridiem] : [.dayOfRange, .hour, .minute]
    case .countDownTimer: parts = [.countDownHours, .countDownMinutes]
    }
    let date = owner.date
    let day = calendar.startOfDay(for: date)
    var start = calendar.date(byAdding: .day, value: -1000, to: day) ?? day
    var end = calendar.date(byAdding: .day, value: 1000, to: day) ?? day
    if let minimum = owner.minimumDate { start = max(start, calendar.startOfDay(for: minimum)) }
    if let maximum = owner.maximumDate { end = min(end, calendar.startOfDay(for: maximum)) }
    rangeStart = start
    rangeDays = max((calendar.dateComponents([.day], from: start, to: end).day ?? 0) + 1, 1)
    let year = calendar.component(.year, from: date)
    let low = owner.minimumDate.map { calendar.component(.year, from: $0) } ?? year - 100
    let high = owner.maximumDate.map { calendar.component(.year, from: $0) } ?? year + 100
    years = min(low, year)...max(high, year)
    pickerView.reloadAllComponents()
    show(date, animated: false)
  }

  /// Turns every wheel to `date`.
  func show(_ date: Date, animated: Bool) {
    for (component, part) in parts.enumerated() {
      pickerView.selectRow(row(of: part, for: date), inComponent: component, animated: animated)
    }
  }

  private func row(of part: Part, for date: Date) -> Int {
    let calendar = calendar
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let hour = parts.hour ?? 0
    let step = owner?.minuteInterval ?? 1
    switch part {
    case .month: return (parts.month ?? 1) - 1
    case .day: return (parts.day ?? 1) - 1
    case .year: return (parts.year ?? years.lowerBound) - years.lowerBound
    case .dayOfRange:
      return calendar.dateComponents([.day], from: rangeStart, to: calendar.startOfDay(for: date)).day ?? 0
    case .hour: return usesMeridiem ? hour % 12 : hour
    case .minute: return (parts.minute ?? 0) / step
    case .meridiem: return hour < 12 ? 0 : 1
    case .countDownHours: return Int(owner?.countDownDuration ?? 0) / 3600
    case .countDownMinutes: return Int(owner?.countDownDuration ?? 0) % 3600 / 60 / step
    }
  }

  func numberOfComponents(in pickerView: PickerView) -> Int { parts.count }

  func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    let step = owner?.minuteInterval ?? 1
    switch parts[component] {
    case .month: return 12
    case .day: return 31
    case .year: return years.count
    case .dayOfRange: return rangeDays
    case .hour: return usesMeridiem ? 12 : 24
    case .minute, .countDownMinutes: return (59 / step) + 1
    case .meridiem: return 2
    case .countDownHours: return 24
    }
  }

  func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    let step = owner?.minuteInterval ?? 1
    switch parts[component] {
    case .month:
      let symbols = calendar.monthSymbols
      return row < symbols.count ? symbols[row] : nil
    case .day: return "\(row + 1)"
    case .year: return "\(years.lowerBound + row)"
    case .dayOfRange:
      guard let day = calendar.date(byAdding: .day, value: row, to: rangeStart) else { return nil }
      return dayFormatter.string(from: day)
    case .hour: return usesMeridiem ? "\(row == 0 ? 12 : row)" : "\(row)"
    case .minute: return String(format: "%02d", row * step)
    case .meridiem: return row == 0 ? "AM" : "PM"
    case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
    case .countDownMinutes: return "\(row * step) min"
    }
  }

  func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    guard let owner else { return }
    if owner.datePickerMode == .countDownTimer {
      let hours = pickerView.selectedRow(inComponent: 0)
      let minutes = pickerView.selectedRow(inComponent: 1) * owner.minuteInterval
      owner.pickDuration(TimeInterval(hours * 3600 + minutes * 60))
      return
    }
    owner.pick(date(fromWheels: owner.date))
    // A date past the limits, or a day past the month's end, turns the wheels back to the date.
    show(owner.date, animated: true)
  }

  /// The date the wheels show, taking from `base` what they do not show (seconds).
  private func date(fromWheels base: Date) -> Date {
    let calendar = calendar
    var components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: base)
    var hour12: Int?
    var afternoon: Bool?
    for (component, part) in parts.enumerated() {
      let row = pickerView.selectedRow(inComponent: component)
      switch part {
      case .month: components.month = row + 1
      case .day: components.day = row + 1
      case .year: components.year = years.lowerBound + row
      case .dayOfRange:
        let day = calendar.date(byAdding: .day, value: row, to: rangeStart) ?? rangeStart
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        (components.year, components.month, components.day) = (parts.year, parts.month, parts.day)
      case .hour: if usesMeridiem { hour12 = row } else { components.hour = row }
      case .minute: components.minute = row * (owner?.minuteInterval ?? 1)
      case .meridiem: afternoon = row == 1
      case .countDownHours, .countDownMinutes: break
      }
    }
    if let hour12 { components.hour = hour12 + ((afternoon ?? ((components.hour ?? 0) >= 12)) ? 12 : 0) }
    // A day past the month's end (31 February) becomes the month's last day, as UIKit's wheels do.
    if let year = components.year, let month = components.month, let day = components.day,
      let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
      let days = calendar.range(of: .day, in: .month, for: first)?.count, day > days
    {
      components.day = days
    }
    return calendar.date(from: components) ?? base
  }
}
