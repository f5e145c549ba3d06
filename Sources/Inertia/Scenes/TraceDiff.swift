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

    public var description: String {
      let when = time.map { String(format: "%.3f s", $0) } ?? "-"
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
    self.tolerance = tolerance.isFinite ? max(tolerance, 0) : 0
    self.timeTolerance = timeTolerance.isFinite ? max(timeTolerance, 0) : 0
    var found: [Difference] = []
    var ids = first.views.map(\.id)
    for view in second.views where first.view(view.id) == nil { ids.append(view.id) }
    for id in ids {
      guard let a = first.view(id), let b = second.view(id) else {
        found.append(
          Difference(
            time: nil, view: id, aspect: .events,
            message: first.view(id) == nil ? "only in the second trace" : "only in the first trace"))
        continue
      }
      if let difference = compareEvents(a.events, b.events, view: id) { found.append(difference) }
      if let difference = compareSamples(a.samples, b.samples, view: id) { found.append(difference) }
    }
    found += compareEnd(first, second)
    differenceCount = found.count
    let ordered = found.enumerated().sorted { lhs, rhs in
      (lhs.element.time ?? .infinity, lhs.offset) < (rhs.element.time ?? .infinity, rhs.offset)
    }
    differences = ordered.prefix(Self.maximumKept).map(\.element)
  }

  private func compareEvents(
    _ a: [TraceTimeline.Event], _ b: [TraceTimeline.Event], view: String
  ) -> Difference? {
    for (index, (x, y)) in zip(a, b).enumerated() {
      let number = "call \(index + 1)"
      if x.name != y.name {
        return Difference(
          time: min(x.time, y.time), view: view, aspect: .events, message: "\(number): \(x.name) vs \(y.name)"
        )
      }
      if abs(x.time - y.time) > timeTolerance {
        return Difference(
          time: min(x.time, y.time), view: view, aspect: .events,
          message:
            "\(number) \(x.name) at \(String(format: "%.3f", x.time)) s vs \(String(format: "%.3f", y.time)) s"
        )
      }
      if let field = mismatch(.object(x.arguments), .object(y.arguments), path: "") {
        return Difference(time: x.time, view: view, aspect: .events, message: "\(number) \(x.name): \(field)")
      }
    }
    guard a.count != b.count else { return nil }
    let extra = a.count > b.count ? a[b.count] : b[a.count]
    return Difference(
      time: extra.time, view: view, aspect: .events,
      message: "\(a.count) vs \(b.count) calls; the first unmatched is \(extra.name) in the "
        + (a.count > b.count ? "first" : "second") + " trace")
  }

  private mutating func compareSamples(
    _ a: [TraceTimeline.Sample], _ b: [TraceTimeline.Sample], view: String
  ) -> Difference? {
    guard !a.isEmpty || !b.isEmpty else { return nil }
    var i = 0
    var j = 0
    var first: Difference?
    // Walk both time lines together; the state at t is the last sample at or before t.
    while i < a.count || j < b.count {
      let nextA = i < a.count ? a[i].time : .infinity
      let nextB = j < b.count ? b[j].time : .infinity
      let time = min(nextA, nextB)
      if nextA <= time + 1e-9 { i += 1 }
      if nextB <= time + 1e-9 { j += 1 }
      guard i > 0, j > 0 else { continue }
      let x = a[i - 1]
      let y = b[j - 1]
      let distance = Double(max(abs(x.offset.x - y.offset.x), abs(x.offset.y - y.offset.y)))
      if distance > (largestOffsetDifference?.distance ?? -1) {
        largestOffsetDifference = OffsetDifference(
          view: view, time: time, first: x.offset, second: y.offset, distance: distance)
      }
      guard first == nil else { continue }
      if distance > tolerance {
        first = Difference(
          time: time, view: view, aspect: .offsets,
          message:
            "(\(Self.format(x.offset))) vs (\(Self.format(y.offset))), \(Self.format(distance)) pt apart")
      } else if abs(x.zoomScale - y.zoomScale) > tolerance / 100 {
        first = Difference(
          time: time, view: view, aspect: .offsets,
          message: "zoomScale \(Self.format(x.zoomScale)) vs \(Self.format(y.zoomScale))")
      }
    }
    return first
  }

  private func compareEnd(_ a: TraceTimeline, _ b: TraceTimeline) -> [Difference] {
    let time = max(a.endTime ?? 0, b.endTime ?? 0)
    if (a.endTime == nil) != (b.endTime == nil) {
      return [
        Difference(
          time: nil, view: "*", aspect: .endState,
          message: "only the \(a.endTime == nil ? "second" : "first") trace has an end line")
      ]
    }
    var found: [Difference] = []
    for id in Set(a.endState.keys).union(b.endState.keys).sorted() {
      guard let x = a.endState[id], let y = b.endState[id] else {
        let side = a.endState[id] == nil ? "second" : "first"
        found.append(
          Difference(time: time, view: id, aspect: .endState, message: "only in the \(side) trace"))
        continue
      }
      if let field = mismatch(x, y, path: "") {
        found.append(Difference(time: time, view: id, aspect: .endState, message: field))
      }
    }
    return found
  }

  /// The first field where `x` and `y` differ beyond the tolerances, as "path: x vs y".
  func mismatch(_ x: JSONValue, _ y: JSONValue, path: String, key: String = "") -> String? {
    switch (x, y) {
    case (.number(let p), .number(let q)):
      let limit = key == "velocity" || key == "zoomScale" ? tolerance / 100 : tolerance
      return abs(p - q) > limit || p.isNaN != q.isNaN
        ? "\(path): \(Self.format(p)) vs \(Self.format(q))" : nil
    case (.array(let p), .array(let q)):
      guard p.count == q.count else { return "\(path): \(p.count) vs \(q.count) items" }
      for (index, pair) in zip(p, q).enumerated() {
        if let found = mismatch(pair.0, pair.1, path: "\(path)[\(index)]", key: key) { return found }
      }
      return nil
    case (.object(let p), .object(let q)):
      for name in Set(p.keys).union(q.keys).sorted() {
        let child = path.isEmpty ? name : "\(path).\(name)"
        guard let left = p[name], let right = q[name] else {
          return "\(child): only in the \(p[name] == nil ? "second" : "first") trace"
        }
        if let found = mismatch(left, right, path: child, key: name) { return found }
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

  static func format(_ value: Double) -> String { String(format: "%.1f", value) }
  static func format(_ point: CGPoint) -> String { "\(format(Double(point.x))), \(format(Double(point.y)))" }
}

extension TraceDiff {
  /// A short report: whether the traces match, the first divergence, the largest offset difference.
  public func report(firstName: String, secondName: String) -> String {
    var lines: [String] = []
    let limit = "\(Self.format(tolerance)) pt"
    if isEqual {
      lines.append("\(firstName) and \(secondName) match within \(limit)")
    } else {
      let plural = differenceCount == 1 ? "difference" : "differences"
      lines.append("\(firstName) and \(secondName) differ: \(differenceCount) \(plural) beyond \(limit)")
      if let first = firstDivergence { lines.append("first divergence: \(first)") }
    }
    if let largest = largestOffsetDifference {
      lines.append(
        String(format: "largest offset difference: %@ at %.3f s: ", largest.view, largest.time)
          + "(\(Self.format(largest.first))) vs (\(Self.format(largest.second))), \(Self.format(largest.distance)) pt"
      )
    }
    return lines.joined(separator: "\n")
  }
}
