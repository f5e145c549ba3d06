import Foundation

/// A trace (JSON Lines, shared/spec/scenes-and-traces.md) read back into per-view timelines: the
/// offsets and zoom scale at every frame, the delegate calls and control actions, the end state.
///
/// Used by the trajectory plot and by ``TraceDiff``.
public struct TraceTimeline: Sendable, Equatable {
  /// The most lines read from one trace (a minute at 120 Hz is about 30 000): 5 000 000.
  public static let maximumLineCount = 5_000_000

  /// The state of one scroll view on one frame line.
  public struct Sample: Sendable, Equatable {
    /// Seconds on the virtual clock.
    public var time: Double
    /// The content offset (pt).
    public var offset: CGPoint
    /// The zoom scale; 1 when the line has none.
    public var zoomScale: Double
  }

  /// A delegate call or a control action.
  public struct Event: Sendable, Equatable {
    /// Seconds on the virtual clock.
    public var time: Double
    /// The method ("scrollViewWillEndDragging") or, for an action, the control event ("touchUpInside").
    public var name: String
    /// The other fields of the line (velocity, targetContentOffset, willDecelerate, …).
    public var arguments: [String: JSONValue] {
      get {
        guard let argumentText else { return parsedArguments }
        var text = "{" + argumentText + "}"
        guard case .object(let fields)? = text.withUTF8({ try? JSONParser.parse($0) }) else { return [:] }
        return fields
      }
      set {
        parsedArguments = newValue
        argumentText = nil
      }
    }
    private var parsedArguments: [String: JSONValue] = [:]
    /// The other fields as the line spells them (`"velocity":[0,1.0],...`, the members between
    /// the braces), when the trace reader read them without making their dictionary (they are
    /// read from it when asked for); nil when ``arguments`` holds them.
    private var argumentText: String?

    /// A call at `time` named `name` with the line's other fields.
    public init(time: Double, name: String, arguments: [String: JSONValue]) {
      self.time = time
      self.name = name
      self.parsedArguments = arguments
    }

    /// A call whose other fields are `text`, the members of a JSON object without its braces
    /// (checked by the reader; empty for none).
    init(time: Double, name: String, argumentText text: String) {
      self.time = time
      self.name = name
      self.argumentText = text.isEmpty ? nil : text
    }

    /// Whether the two calls' other fields are spelled alike (then they are equal, and no field
    /// needs reading); false whenever either was not read as text.
    func hasArgumentText(like other: Event) -> Bool {
      guard let argumentText, let otherText = other.argumentText else {
        return argumentText == nil && other.argumentText == nil && parsedArguments.isEmpty
          && other.parsedArguments.isEmpty
      }
      return argumentText == otherText
    }

    public static func == (lhs: Event, rhs: Event) -> Bool {
      lhs.time == rhs.time && lhs.name == rhs.name && lhs.arguments == rhs.arguments
    }
  }

  /// One view's samples and events, in trace order.
  public struct ViewTimeline: Sendable, Equatable {
    /// The view's id.
    public var id: String
    /// Its state on every frame line and on the end line.
    public var samples: [Sample] = []
    /// Its delegate calls (or, for a control, its actions).
    public var events: [Event] = []
  }

  /// The views, in order of first appearance.
  public private(set) var views: [ViewTimeline] = []
  /// The fields of every view on the end line, by id; empty when the trace has no end line.
  public private(set) var endState: [String: JSONValue] = [:]
  /// The end line's time, if the trace has one.
  public private(set) var endTime: Double?
  private var index: [String: Int] = [:]

  /// Reads `text`. Throws ``SceneError`` (path "line N") for a line that is not a JSON object with
  /// a numeric "t" and a string "kind", or when the trace is longer than ``maximumLineCount``.
  public init(parsing text: String) throws {
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) { try append(line: line) }
  }

  /// An empty timeline to ``append(line:)`` to that keeps at most about `sampleBudget` samples and
  /// `eventBudget` events (default: as many as samples), whatever the trace's length: when the samples reach the budget every other
  /// frame is dropped and later frames are kept at the new spacing, and events past the budget are
  /// counted, not kept. The end line is always kept. Events keep their time and name, not their
  /// other fields. Memory stays constant in the trace's length.
  public init(sampleBudget: Int, eventBudget: Int? = nil) {
    self.sampleBudget = max(sampleBudget, 16)
    self.eventBudget = max(eventBudget ?? sampleBudget, 0)
  }

  /// Reads one more line of a trace (see ``init(parsing:)``); a blank line is skipped (but
  /// counted: errors name a line by its number in the file).
  public mutating func append(line: Substring) throws {
    lineNumber += 1
    guard !Self.isBlank(line) else { return }
    guard sampleBudget != Int.max || lineNumber <= Self.maximumLineCount else {
      throw SceneError(path: "line \(lineNumber)", "more than \(Self.maximumLineCount) lines")
    }
    read(try Self.parse(line, number: lineNumber))
  }

  /// Whether `line` is empty or holds only spaces, tabs and carriage returns (a blank line of a
  /// file with Windows line ends is a carriage return: refused as not a trace line before sweep
  /// 52). A trace line's first byte is `{`, so this reads one byte of it.
  static func isBlank(_ line: Substring) -> Bool {
    line.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
  }

  /// Events left out by a timeline with a sample budget.
  public private(set) var droppedEvents = 0
  private var sampleBudget = Int.max
  private var eventBudget = Int.max
  private var sampleCount = 0
  private var eventCount = 0
  private var frameStride = 1
  private var frameNumber = 0
  private var lineNumber = 0

  /// Drops every other sample of every view and doubles the spacing (up to 2^40 frames: end lines
  /// thin without adding frames, so a trace of end lines would double it past Int.max).
  private mutating func thin() {
    sampleCount = 0
    for slot in views.indices {
      views[slot].samples = views[slot].samples.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
      sampleCount += views[slot].samples.count
    }
    if frameStride < 1 << 40 { frameStride *= 2 }
  }

  /// The timeline of `id`, if the trace mentions it.
  public func view(_ id: String) -> ViewTimeline? { index[id].map { views[$0] } }

  private mutating func slot(_ id: String) -> Int {
    if let existing = index[id] { return existing }
    index[id] = views.count
    views.append(ViewTimeline(id: id))
    return views.count - 1
  }

  /// Adds the samples of a frame (or the end line), thinning the timeline at its budget: after a
  /// frame, and before an end line (its samples are the last kept; a trace of many end lines
  /// grew the timeline by every one of them, 100,000 end lines took 244 MB to plot in `diff`
  /// before sweep 50).
  private mutating func append(_ samples: [(id: String, sample: Sample)], isEnd: Bool) {
    if isEnd && sampleCount >= sampleBudget { thin() }
    for (id, sample) in samples {
      views[slot(id)].samples.append(sample)
      sampleCount += 1
    }
    if sampleCount >= sampleBudget && !isEnd { thin() }
  }

  private mutating func read(_ line: Line) {
    switch line {
    case .states(let time, let isEnd, let states):
      if isEnd {
        endState = states
        endTime = time
      } else {
        frameNumber += 1
        guard frameNumber % frameStride == 0 else { return }
      }
      append(Self.samples(time: time, views: states), isEnd: isEnd)
    case .frame(_, let samples):
      frameNumber += 1
      guard frameNumber % frameStride == 0 else { return }
      append(samples, isEnd: false)
    case .event(let id, var event):
      guard eventCount < eventBudget else {
        droppedEvents += 1
        return
      }
      eventCount += 1
      // A plot labels calls by name: a timeline with a budget keeps no other fields (2,000 calls
      // of 10,000 fields each are over a gigabyte as dictionaries; `diff --plot` of two traces of
      // 200 such calls took 296 MB before sweep 50).
      if sampleBudget != Int.max { event.arguments = [:] }
      views[slot(id)].events.append(event)
    case .other:
      return
    }
  }

  static func point(_ value: JSONValue?) -> CGPoint? {
    guard case .array(let items)? = value, items.count == 2, case .number(let x) = items[0],
      case .number(let y) = items[1]
    else { return nil }
    return CGPoint(x: x, y: y)
  }
}

extension TraceTimeline {
  /// One line of a trace, parsed.
  enum Line {
    /// A frame or end line: its time and the state of every view, by id.
    case states(time: Double, isEnd: Bool, views: [String: JSONValue])
    /// A frame line read by the fast reader (``JSONParser/traceLine(_:)``): its time and the
    /// samples of its views, in the order of their ids (what ``TraceTimeline/samples(time:views:)``
    /// gives for the same line read as `states`).
    case frame(time: Double, samples: [(id: String, sample: Sample)])
    /// A delegate call (or a control action) of one view.
    case event(view: String, Event)
    /// Any other line (touches, notes, a frame without views): read, not compared.
    case other(time: Double)

    /// The line's time (seconds).
    var time: Double {
      switch self {
      case .states(let time, _, _), .frame(let time, _), .other(let time): return time
      case .event(_, let event): return event.time
      }
    }
  }

  /// Parses line `number` of a trace. Throws ``SceneError`` (path "line N") for a line that is not
  /// a JSON object with a numeric "t" and a string "kind".
  static func parse(_ line: Substring, number: Int) throws -> Line {
    var line = line
    // A Windows line end's CR is the end of the line, not a character of its JSON (a JSON error
    // counts a CR as a line end of its own, sweep 56b).
    if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
    switch line.withUTF8({ JSONParser.traceLine($0) }) {
    case .frame(let frame)?:
      let time = frame.time
      var samples: [(id: String, sample: Sample)] = []
      samples.reserveCapacity(frame.views.count)
      for view in frame.views {
        guard let offset = view.offset else { continue }
        samples.append((view.id, Sample(time: time, offset: offset, zoomScale: view.zoomScale)))
      }
      return .frame(time: time, samples: samples)
    case .event(let time, let id, let name, let arguments)?:
      return .event(view: id, Event(time: time, name: name, argumentText: arguments))
    case .other(let time)?:
      return .other(time: time)
    case nil:
      break
    }
    let value: JSONValue
    do {
      value = try line.withUTF8 { try JSONParser.parse($0) }
    } catch let error as JSONSyntaxError {
      // The reason, not only that the line is not a trace line (a duplicate key, a NaN, nesting
      // deeper than the limit read alike before sweep 52).
      throw SceneError(path: "line \(number)", "not valid JSON: column \(error.column): \(error.reason)")
    }
    guard case .object(let object) = value,
      case .number(let time)? = object["t"], case .string(let kind)? = object["kind"]
    else {
      throw SceneError(path: "line \(number)", "not a trace line (a JSON object with \"t\" and \"kind\")")
    }
    switch kind {
    case "frame", "end":
      guard case .object(let states)? = object["views"] else { return .other(time: time) }
      return .states(time: time, isEnd: kind == "end", views: states)
    case "delegate", "action":
      let key = kind == "delegate" ? "view" : "control"
      let nameKey = kind == "delegate" ? "method" : "event"
      guard case .string(let id)? = object[key], case .string(let name)? = object[nameKey] else {
        return .other(time: time)
      }
      var arguments = object
      for field in ["t", "kind", key, nameKey] { arguments[field] = nil }
      return .event(view: id, Event(time: time, name: name, arguments: arguments))
    default:
      return .other(time: time)
    }
  }

  /// The samples of a frame or end line, in the order of the views' ids.
  static func samples(time: Double, views states: [String: JSONValue]) -> [(id: String, sample: Sample)] {
    states.sorted { $0.key < $1.key }.compactMap { id, state in
      guard case .object(let fields) = state, let offset = point(fields["contentOffset"]) else { return nil }
      var zoom = 1.0
      if case .number(let scale)? = fields["zoomScale"] { zoom = scale }
      return (id, Sample(time: time, offset: offset, zoomScale: zoom))
    }
  }
}
