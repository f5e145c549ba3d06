import Foundation

/// Foundation's DateComponentsFormatter, which Foundation on Linux declares unavailable: a
/// quantity of time (seconds, date components, or the time between two dates) as text in U.S.
/// English, "1:10:00", "1h 10m", "1hr 10min", "1 hr, 10 min", "1 hour, 10 minutes" or "one hour,
/// ten minutes" by ``unitsStyle``. The time is split into the ``allowedUnits`` (a week is 7 days,
/// a day 24 hours; a month or year counts only when the components name one), zero units are
/// dropped or kept by ``zeroFormattingBehavior``, and at most ``maximumUnitCount`` units are
/// written, from the largest non-zero one down (the rest is left out, not rounded).
///
/// `inertia port` imports InertiaUIKit into a file naming it; InertiaUIKit's declaration shadows
/// Foundation's there.
open class DateComponentsFormatter: Formatter {
  /// How units are written.
  public enum UnitsStyle: Int, Sendable {
    /// Positions separated by colons: "1:10:00".
    case positional
    /// One letter: "1h 10m".
    case abbreviated
    /// Short names separated by commas: "1 hr, 10 min".
    case short
    /// Full names: "1 hour, 10 minutes".
    case full
    /// Numbers and names spelled out: "one hour, ten minutes".
    case spellOut
    /// Short names without spaces or commas: "1hr 10min".
    case brief
  }

  /// Which zero units are written.
  public struct ZeroFormattingBehavior: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates a behaviour from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Keeps every zero unit.
    public static let none = ZeroFormattingBehavior([])
    /// Positional: drops leading zero units, pads the others; other styles: drops every zero unit.
    public static let `default` = ZeroFormattingBehavior(rawValue: 1)
    /// Drops zero units before the first non-zero one.
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
    /// Drops zero units between non-zero ones.
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
    /// Drops zero units after the last non-zero one.
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
    /// Drops every zero unit.
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    /// Positional: pads the first unit with zeros to two digits ("01:10:00").
    public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
  }

  /// How units are written. Default `.positional`.
  open var unitsStyle = UnitsStyle.positional
  /// The units the time is split into; none means years, months, weeks, days, hours, minutes
  /// and seconds. Default none.
  open var allowedUnits: NSCalendar.Unit = []
  /// Which zero units are written. Default `.default`.
  open var zeroFormattingBehavior = ZeroFormattingBehavior.default
  /// The most units written; 0 for no limit. Default 0.
  open var maximumUnitCount = 0
  /// Whether "About " leads the text. Default false.
  open var includesApproximationPhrase = false
  /// Whether " remaining" ends the text. Default false.
  open var includesTimeRemainingPhrase = false
  /// Kept as set: units are whole here. Default false.
  open var allowsFractionalUnits = false
  /// Kept as set. Default false.
  open var collapsesLargestUnit = false
  /// The calendar of ``string(from:to:)``. Default the current one.
  open var calendar: Calendar? = Calendar.current

  /// Creates a formatter of positional style.
  public override init() { super.init() }

  /// Creates a formatter from an archive (none is read).
  public required init?(coder: NSCoder) { super.init() }

  private struct UnitName {
    let unit: NSCalendar.Unit
    let seconds: Int
    let letter: String
    let short: (String, String)
    let full: String
  }

  private static let units: [UnitName] = [
    UnitName(unit: .year, seconds: 0, letter: "y", short: ("yr", "yrs"), full: "year"),
    UnitName(unit: .month, seconds: 0, letter: "mo", short: ("mth", "mths"), full: "month"),
    UnitName(unit: .weekOfMonth, seconds: 604_800, letter: "w", short: ("wk", "wks"), full: "week"),
    UnitName(unit: .day, seconds: 86_400, letter: "d", short: ("day", "days"), full: "day"),
    UnitName(unit: .hour, seconds: 3600, letter: "h", short: ("hr", "hr"), full: "hour"),
    UnitName(unit: .minute, seconds: 60, letter: "m", short: ("min", "min"), full: "minute"),
    UnitName(unit: .second, seconds: 1, letter: "s", short: ("sec", "sec"), full: "second"),
  ]

  private var effectiveUnits: [UnitName] {
    let allowed: NSCalendar.Unit =
      allowedUnits.isEmpty ? [.year, .month, .weekOfMonth, .day, .hour, .minute, .second] : allowedUnits
    return Self.units.filter {
      allowed.contains($0.unit) || ($0.unit == .weekOfMonth && allowed.contains(.weekOfYear))
    }
  }

  /// The text of `components` (its weeks, days, hours, minutes and seconds as one time; its years
  /// and months as they are, or as months when years are not allowed); nil when no unit is allowed.
  open func string(from components: DateComponents) -> String? {
    let units = effectiveUnits
    guard !units.isEmpty else { return nil }
    var seconds = (components.second ?? 0) + 60 * (components.minute ?? 0) + 3600 * (components.hour ?? 0)
    seconds += 86_400 * (components.day ?? 0)
    seconds += 604_800 * ((components.weekOfMonth ?? 0) + (components.weekOfYear ?? 0))
    var months = components.month ?? 0
    var years = components.year ?? 0
    if !units.contains(where: { $0.unit == .year }) {
      months += 12 * years
      years = 0
    }
    let negative = seconds < 0 || months < 0 || years < 0
    seconds = abs(seconds)
    var values: [Int] = []
    for unit in units {
      switch unit.unit {
      case .year: values.append(abs(years))
      case .month: values.append(abs(months))
      default:
        values.append(seconds / unit.seconds)
        seconds %= unit.seconds
      }
    }
    return compose(values, units: units, negative: negative)
  }

  /// The text of `ti` seconds.
  open func string(from ti: TimeInterval) -> String? {
    guard ti.isFinite else { return nil }
    return string(from: DateComponents(second: Int(ti.rounded(.towardZero))))
  }

  /// The text of the time from `startDate` to `endDate`, in the allowed units of ``calendar``.
  open func string(from startDate: Date, to endDate: Date) -> String? {
    let calendar = self.calendar ?? Calendar.current
    var wanted: Set<Calendar.Component> = [.day, .hour, .minute, .second]
    if effectiveUnits.contains(where: { $0.unit == .year }) { wanted.insert(.year) }
    if effectiveUnits.contains(where: { $0.unit == .month }) { wanted.insert(.month) }
    return string(from: calendar.dateComponents(wanted, from: startDate, to: endDate))
  }

  /// The text of a `DateComponents` or a number of seconds; nil for anything else.
  open override func string(for obj: Any?) -> String? {
    if let components = obj as? DateComponents { return string(from: components) }
    if let seconds = obj as? TimeInterval { return string(from: seconds) }
    if let seconds = obj as? Int { return string(from: TimeInterval(seconds)) }
    return nil
  }

  /// The units kept after dropping zeros and applying the maximum count, then written.
  private func compose(_ values: [Int], units: [UnitName], negative: Bool) -> String {
    var behavior = zeroFormattingBehavior
    if behavior.contains(.default) {
      behavior = unitsStyle == .positional ? [.dropLeading] : .dropAll
    }
    var kept = keptIndices(values, behavior: behavior)
    if unitsStyle == .positional && kept.count < 2 && values.count >= 2 {
      // Positions need two: five seconds of minutes and seconds is "0:05".
      kept = Array(min(kept.first ?? values.count - 2, values.count - 2)...(kept.last ?? values.count - 1))
    }
    if maximumUnitCount > 0 {
      let start = kept.firstIndex { values[$0] != 0 } ?? 0
      kept = Array(kept[start...].prefix(maximumUnitCount))
    }
    var text = write(kept.map { (values[$0], units[$0]) }, pad: behavior.contains(.pad))
    if negative { text = "-" + text }
    if includesApproximationPhrase { text = "About " + text }
    if includesTimeRemainingPhrase { text += " remaining" }
    return text
  }

  /// The indices of the units written, by the zero behaviour; the smallest unit alone when every
  /// unit is zero.
  private func keptIndices(_ values: [Int], behavior: ZeroFormattingBehavior) -> [Int] {
    guard let first = values.firstIndex(where: { $0 != 0 }), let last = values.lastIndex(where: { $0 != 0 })
    else { return [values.count - 1] }
    return values.indices.filter { index in
      if values[index] != 0 { return true }
      if index < first { return !behavior.contains(.dropLeading) }
      if index > last { return !behavior.contains(.dropTrailing) }
      return !behavior.contains(.dropMiddle)
    }
  }

  private func write(_ parts: [(value: Int, unit: UnitName)], pad: Bool) -> String {
    func grouped(_ value: Int) -> String {
      let digits = String(value)
      var out = ""
      for (offset, character) in digits.enumerated() {
        if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
        out.append(character)
      }
      return out
    }
    switch unitsStyle {
    case .positional:
      return parts.enumerated().map { offset, part in
        offset == 0 && !pad ? String(part.value) : (part.value < 10 ? "0" : "") + String(part.value)
      }.joined(separator: ":")
    case .abbreviated:
      return parts.map { grouped($0.value) + $0.unit.letter }.joined(separator: " ")
    case .brief:
      return parts.map { grouped($0.value) + ($0.value == 1 ? $0.unit.short.0 : $0.unit.short.1) }
        .joined(separator: " ")
    case .short:
      return parts.map { grouped($0.value) + " " + ($0.value == 1 ? $0.unit.short.0 : $0.unit.short.1) }
        .joined(separator: ", ")
    case .full:
      return parts.map { grouped($0.value) + " " + $0.unit.full + ($0.value == 1 ? "" : "s") }
        .joined(separator: ", ")
    case .spellOut:
      return parts.map { Self.spelled($0.value) + " " + $0.unit.full + ($0.value == 1 ? "" : "s") }
        .joined(separator: ", ")
    }
  }

  private static let ones = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
  ]
  private static let tens = [
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
  ]

  /// `value` in English words ("forty-two", "one thousand two hundred").
  static func spelled(_ value: Int) -> String {
    if value < 20 { return ones[value] }
    if value < 100 { return tens[value / 10] + (value % 10 == 0 ? "" : "-" + ones[value % 10]) }
    for (size, name) in [
      (1_000_000_000, "billion"), (1_000_000, "million"), (1000, "thousand"), (100, "hundred"),
    ]
    where value >= size {
      let rest = value % size
      return spelled(value / size) + " " + name + (rest == 0 ? "" : " " + spelled(rest))
    }
    return String(value)
  }
}
