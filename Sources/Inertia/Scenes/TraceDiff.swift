import Foundation

/// Compares two traces: each view's delegate calls (or control actions) in order, its offsets and
/// zoom scale over time, and the end state; finds the first divergence and the largest offset
/// difference.
///
/// Numbers in points (offsets, targets, sizes, insets, frames) match within `tolerance`; velocities
/// (pt/ms) and zoom scales within `tolerance / 100`; times within `timeTolerance`. The state at time
/// t is the last frame line at or before t (shared/spec/scenes-and-traces.md).
///
/// See also: ``TraceTimeline``.
public struct TraceDiff: Sendable {
  /// What a difference is about.
  public enum Aspect: String, Sendable {
    /// A delegate call or control action: missing, extra, renamed, at another time or with other arguments.
    case events = "calls"
    /// The offset or zoom scale on a frame.
    case offsets = "offset"
    /// A field of the end line.
    case endState = "end state"
  }

  /// One difference.
  public struct Difference: Sendable, Equatable, CustomStringConvertible {
    /// When it shows (seconds); nil when it has no time (a view missing altogether).
    public var time: Double?
    /// The view (or control) it concerns.
    public var view: String
    /// What it is about.
    public var aspect: Aspect
    /// What differs, in words.
    public var message: String

    /// The longest ``message`` in UTF-8 bytes: a message quotes the calls' names and fields, and a
    /// trace line may hold 16 MiB (two calls with strings of 15 MB printed a report line of
    /// 30 MB before sweep 49).
    public static let maximumMessageBytes = 4096

    /// A difference; a `message` longer than ``maximumMessageBytes`` keeps its first characters
    /// (cut between Unicode scalars) and says how many bytes were left out: `... (N more bytes)`.
    public init(time: Double?, view: String, aspect: Aspect, message: String) {
      self.time = time
      self.view = view
      self.aspect = aspect
      self.message = Self.clipped(message)
    }

    /// `message`, cut to at most ``maximumMessageBytes`` (see ``init(time:view:aspect:message:)``).
    static func clipped(_ message: String) -> String {
      let total = message.utf8.count
      guard total > maximumMessageBytes else { return message }
      var kept = ""
      var used = 0
      for scalar in message.unicodeScalars {
        let size = UTF8.width(scalar)
        guard used + size <= maximumMessageBytes - 40 else { break }
        kept.unicodeScalars.append(scalar)
        used += size
      }
      return kept + "... (\(total - used) more bytes)"
    }

    public var description: String {
      let when = time.map { TraceDiff.formatTime($0) + " s" } ?? "-"
      return "\(when): \(view): \(aspect.rawValue): \(message)"
    }
  }

  /// The largest offset difference over time in one view.
  public struct OffsetDifference: Sendable, Equatable {
    /// The view.
    public var view: String
    /// The time it happens.
    public var time: Double
    /// The offsets in the first and second trace.
    public var first: CGPoint, second: CGPoint
    /// The larger of the x and y differences (pt).
    public var distance: Double
  }

  /// The most differences kept (the count goes on): 1000.
  public static let maximumKept = 1000

  /// The tolerance for points (pt). Default 0.5.
  public let tolerance: Double
  /// The tolerance for times (s). Default 0.0005 (traces print milliseconds).
  public let timeTolerance: Double
  /// The differences found (at most ``maximumKept``), earliest first; untimed ones last.
  public private(set) var differences: [Difference] = []
  /// How many differences there are in all.
  public private(set) var differenceCount = 0
  /// The largest offset difference in any view at any time (nil when no view is in both traces).
  public private(set) var largestOffsetDifference: OffsetDifference?

  /// Whether the traces match within the tolerances.
  public var isEqual: Bool { differenceCount == 0 }
  /// The earliest difference.
  public var firstDivergence: Difference? { differences.first }

  /// Compares `first` with `second`. A NaN, infinite or negative tolerance counts as 0.
  public init(
    _ first: TraceTimeline, _ second: TraceTimeline, tolerance: Double = 0.5, timeTolerance: Double = 0.0005
  ) {
    var comparison = TraceComparison(
      tolerance: Self.clamp(tolerance), timeTolerance: Self.clamp(timeTolerance))
    comparison.add(first, second)
    self.init(comparison)
  }

  /// Compares two traces line by line as `first` and `second` yield them, in memory that does not
  /// grow with their length (see docs/limits.md). Lines are compared in time order: both traces are
  /// read up to the earliest time either has next. Blank lines are skipped (and counted). Throws
  /// ``TraceDiff/LineError`` for a line that is not a trace line, or when a trace names more than
  /// 100 000 views.
  public init<First: Sequence<Substring>, Second: Sequence<Substring>>(
    lines first: First, _ second: Second, tolerance: Double = 0.5, timeTolerance: Double = 0.0005
  ) throws {
    var comparison = TraceComparison(
      tolerance: Self.clamp(tolerance), timeTolerance: Self.clamp(timeTolerance))
    var readers = [
      LineReader(AnyIterator(first.makeIterator())), LineReader(AnyIterator(second.makeIterator())),
    ]
    for side in 0..<2 { try readers[side].advance(side: side) }
    while true {
      let now = min(readers[0].nextTime, readers[1].nextTime)
      guard now.isFinite || readers[0].next != nil || readers[1].next != nil else { break }
      for side in 0..<2 {
        while !(readers[side].nextTime > now + 1e-9), let line = readers[side].take() {
          do {
            try comparison.add(line, side: side)
          } catch let error as SceneError {
            throw LineError(trace: side + 1, line: readers[side].number, message: error.message)
          }
          try readers[side].advance(side: side)
        }
      }
      comparison.settle(before: min(readers[0].nextTime, readers[1].nextTime))
    }
    self.init(comparison)
  }

  /// A line of one of the traces that could not be compared.
  public struct LineError: Error, Equatable, CustomStringConvertible {
    /// Which trace: 1 or 2.
    public var trace: Int
    /// The line's number in that trace, from 1, empty lines counted (before sweep 52 they were
    /// not, so an error named a line above the one at fault).
    public var line: Int
    /// What is wrong.
    public var message: String

    /// An error at `line` of trace `trace` (1 or 2).
    public init(trace: Int, line: Int, message: String) {
      self.trace = trace
      self.line = line
      self.message = message
    }

    public var description: String { "line \(line): \(message)" }
  }

  /// Reads one trace's lines one ahead.
  private struct LineReader {
    var lines: AnyIterator<Substring>
    var next: TraceTimeline.Line?
    /// The time of the next line; infinity at the end (and minus infinity for a line whose time
    /// is not a number). Kept as the line is read: working it out from the line at every look
    /// copied the line, a tenth of `diff`'s time (sweep 51).
    private(set) var nextTime = Double.infinity
    var number = 0

    init(_ lines: AnyIterator<Substring>) { self.lines = lines }

    /// The next line, moved out (``advance(side:)`` reads the one after it): copying it out
    /// retained and released its lists on every line (sweep 53).
    mutating func take() -> TraceTimeline.Line? { next.take() }

    mutating func advance(side: Int) throws {
      next = nil
      nextTime = .infinity
      while let text = lines.next() {
        number += 1
        guard !TraceTimeline.isBlank(text) else { continue }
        do {
          let line = try TraceTimeline.parse(text, number: number)
          nextTime = line.time.isNaN ? -.infinity : line.time
          next = line
        } catch let error as SceneError {
          throw LineError(trace: side + 1, line: number, message: error.message)
        }
        return
      }
    }
  }

  private init(_ comparison: TraceComparison) {
    tolerance = comparison.tolerance
    timeTolerance = comparison.timeTolerance
    // Offset differences stay numbers until they are among the differences kept.
    var found: [(time: Double?, difference: Difference?, samples: (String, SampleMismatch)?)] = []
    let ordered = comparison.views.sorted { lhs, rhs in Self.appearance(lhs) < Self.appearance(rhs) }
    for view in ordered {
      let id = view.id
      guard view.order[0] != nil, view.order[1] != nil else {
        let message = view.order[0] == nil ? "only in the second trace" : "only in the first trace"
        found.append((nil, Difference(time: nil, view: id, aspect: .events, message: message), nil))
        continue
      }
      if let difference = view.events.finish(view: id) { found.append((difference.time, difference, nil)) }
      if let mismatch = view.sampleDifference { found.append((mismatch.time, nil, (id, mismatch))) }
      if let largest = view.largest, largest.distance > (largestOffsetDifference?.distance ?? -1) {
        largestOffsetDifference = largest
      }
    }
    for difference in Self.compareEnd(comparison.end[0], comparison.end[1], tolerance: tolerance) {
      found.append((difference.time, difference, nil))
    }
    differenceCount = found.count
    let sorted = found.enumerated().sorted { lhs, rhs in
      (lhs.element.time ?? .infinity, lhs.offset) < (rhs.element.time ?? .infinity, rhs.offset)
    }
    differences = sorted.prefix(Self.maximumKept).compactMap { entry in
      entry.element.difference ?? entry.element.samples.map { $0.1.difference(view: $0.0) }
    }
  }

  /// Orders views as the first trace has them, then those only in the second as it has them.
  private static func appearance(_ view: TraceComparison.ViewState) -> (Int, Int) {
    if let order = view.order[0] { return (0, order) }
    return (1, view.order[1] ?? 0)
  }

  private static func clamp(_ tolerance: Double) -> Double { tolerance.isFinite ? max(tolerance, 0) : 0 }

  private static func compareEnd(
    _ a: (time: Double, views: [String: JSONValue])?, _ b: (time: Double, views: [String: JSONValue])?,
    tolerance: Double
  ) -> [Difference] {
    let time = max(a?.time ?? 0, b?.time ?? 0)
    if (a == nil) != (b == nil) {
      return [
        Difference(
          time: nil, view: "*", aspect: .endState,
          message: "only the \(a == nil ? "second" : "first") trace has an end line")
      ]
    }
    let first = a?.views ?? [:]
    let second = b?.views ?? [:]
    var found: [Difference] = []
    for id in Set(first.keys).union(second.keys).sorted() {
      guard let x = first[id], let y = second[id] else {
        let side = first[id] == nil ? "second" : "first"
        found.append(
          Difference(time: time, view: id, aspect: .endState, message: "only in the \(side) trace"))
        continue
      }
      if let field = mismatch(x, y, path: "", tolerance: tolerance) {
        found.append(Difference(time: time, view: id, aspect: .endState, message: field))
      }
    }
    return found
  }

  /// The first field where `x` and `y` differ beyond the tolerances, as "path: x vs y".
  static func mismatch(
    _ x: JSONValue, _ y: JSONValue, path: String, key: String = "", tolerance: Double
  ) -> String? {
    switch (x, y) {
    case (.number(let p), .number(let q)):
      let limit = key == "velocity" || key == "zoomScale" ? tolerance / 100 : tolerance
      guard abs(p - q) > limit || p.isNaN != q.isNaN else { return nil }
      let (left, right) = Self.formatApart(p, q)
      return "\(path): \(left) vs \(right)"
    case (.array(let p), .array(let q)):
      guard p.count == q.count else { return "\(path): \(p.count) vs \(q.count) items" }
      for (index, pair) in zip(p, q).enumerated() {
        if let found = mismatch(pair.0, pair.1, path: "\(path)[\(index)]", key: key, tolerance: tolerance) {
          return found
        }
      }
      return nil
    case (.object(let p), .object(let q)):
      for name in Set(p.keys).union(q.keys).sorted() {
        let child = path.isEmpty ? name : "\(path).\(name)"
        guard let left = p[name], let right = q[name] else {
          return "\(child): only in the \(p[name] == nil ? "second" : "first") trace"
        }
        if let found = mismatch(left, right, path: child, key: name, tolerance: tolerance) { return found }
      }
      return nil
    default:
      return x == y ? nil : "\(path): \(Self.describe(x)) vs \(Self.describe(y))"
    }
  }

  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return String(flag)
    case .number(let number): return format(number)
    case .string(let text): return "\"\(text)\""
    case .array(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
    case .object: return "{…}"
    }
  }

  /// One decimal place, as points are read (or `decimals`); magnitudes of 1e15 and more (where a
  /// decimal place says nothing and `%.1f` would print up to 309 digits) in exponent notation, to
  /// 6 significant digits (or 5 + `decimals`).
  static func format(_ value: Double, decimals: Int = 1) -> String {
    guard abs(value) < 1e15 else { return String(format: "%.\(5 + decimals)g", value) }
    let text = String(format: "%.\(decimals)f", value)
    // A value that rounds to zero is written as zero: -5e-324 s read "-0.000 s" before sweep 58.
    return text.first == "-" && text.utf8.dropFirst().allSatisfy { $0 == 0x30 || $0 == 0x2E }
      ? String(text.dropFirst()) : text
  }

  /// A time in seconds, as ``format(_:decimals:)`` writes it with three decimals (or `decimals`):
  /// times of 1e15 s and more in exponent notation (a time of 1e308 s was written with 309 digits
  /// before sweep 58).
  static func formatTime(_ value: Double, decimals: Int = 3) -> String { format(value, decimals: decimals) }
  /// The distance between offsets `first` and `second` (the larger of the x and y differences), as
  /// ``format(_:decimals:)`` writes it. Offsets of finite numbers more than `Double.greatestFiniteMagnitude`
  /// apart (1.7e308 and -1.7e308) have no distance as a `Double`: worked out on halves and doubled
  /// in the text ("3.4e+308"); `inf pt` before sweep 55b.
  static func formatDistance(_ first: CGPoint, _ second: CGPoint, _ distance: Double, decimals: Int) -> String
  {
    guard distance == .infinity else { return format(distance, decimals: decimals) }
    let half = Double(max(abs(first.x / 2 - second.x / 2), abs(first.y / 2 - second.y / 2)))
    guard half.isFinite else { return format(distance, decimals: decimals) }
    // half is at least 2^1022 / 2: its exponent notation's mantissa doubled, carried past 10.
    var exponent = Int(log10(half).rounded(.down))
    var mantissa = half / pow(10, Double(exponent)) * 2
    if mantissa >= 10 {
      mantissa /= 10
      exponent += 1
    }
    let digits = String(format: "%.\(5 + decimals)g", mantissa)
    return digits == "10" ? "1e+\(exponent + 1)" : "\(digits)e+\(exponent)"
  }
  static func format(_ point: CGPoint, decimals: Int = 1) -> String {
    "\(format(Double(point.x), decimals: decimals)), \(format(Double(point.y), decimals: decimals))"
  }

  /// The fewest decimals, at least one, that write `first` and `second` (two numbers or points found
  /// to differ) as different text: velocities 1.2 and 1.21 pt/ms, beyond their tolerance of 0.005,
  /// were reported as "1.2 vs 1.2" before sweep 55. 17 when no number of decimals tells them apart.
  static func decimals<Value>(
    apart first: Value, _ second: Value, atLeast least: Int = 1, _ format: (Value, Int) -> String
  ) -> Int {
    (least...16).first { format(first, $0) != format(second, $0) } ?? 17
  }

  /// `first` and `second` (found to differ) written with the fewest decimals that tell them apart.
  static func formatApart(_ first: Double, _ second: Double) -> (String, String) {
    let places = decimals(apart: first, second) { format($0, decimals: $1) }
    return (format(first, decimals: places), format(second, decimals: places))
  }

  /// The tolerance as given: one decimal place when that reads back as the same number (0.5, 1.0),
  /// else the shortest text that does (0.25, 1e-07, 5e-324; before sweep 55 `%.1f` wrote 0.2 for
  /// 0.25 and 0.0 for 5e-324). Negative zero is written as zero.
  static func formatTolerance(_ tolerance: Double) -> String {
    let value = tolerance + 0
    let short = format(value)
    return Double(short) == value ? short : "\(value)"
  }
}

extension TraceDiff {
  /// A short report: whether the traces match, the first divergence, the largest offset difference.
  public func report(firstName: String, secondName: String) -> String {
    var lines: [String] = []
    let limit = "\(Self.formatTolerance(tolerance)) pt"
    if isEqual {
      lines.append("\(firstName) and \(secondName) match within \(limit)")
    } else {
      let plural = differenceCount == 1 ? "difference" : "differences"
      lines.append("\(firstName) and \(secondName) differ: \(differenceCount) \(plural) beyond \(limit)")
      if let first = firstDivergence { lines.append("first divergence: \(first)") }
    }
    if let largest = largestOffsetDifference {
      // Beyond the tolerance, with the decimals that tell the offsets apart (as the difference).
      let places =
        largest.distance > tolerance
        ? Self.decimals(apart: largest.first, largest.second) { Self.format($0, decimals: $1) } : 1
      lines.append(
        "largest offset difference: \(largest.view) at \(Self.formatTime(largest.time)) s: "
          + "(\(Self.format(largest.first, decimals: places))) vs (\(Self.format(largest.second, decimals: places))), "
          + "\(Self.formatDistance(largest.first, largest.second, largest.distance, decimals: places)) pt")
    }
    return lines.joined(separator: "\n")
  }
}
