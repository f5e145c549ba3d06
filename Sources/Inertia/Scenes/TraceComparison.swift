import Foundation

/// The work of ``TraceDiff``, done as the two traces arrive: each view's delegate calls paired in
/// order, its offsets compared on every frame of either trace, the end lines kept. It keeps no more
/// than the current frame, the calls one trace has and the other has not yet (see
/// ``maximumPending``) and one small record per view, so its memory does not grow with the traces.
struct TraceComparison {
  /// The most distinct views compared: 100 000 (docs/limits.md).
  static let maximumViews = 100_000
  /// The longest view id compared: 1000 bytes of UTF-8, as in scenes (docs/limits.md). A longer id
  /// cannot come from a replay, and hashing it on every line made a diff crawl.
  static let maximumIDBytes = 1000
  /// The most calls of one view kept waiting for the other trace's (traces out of time order only;
  /// in order, a call the other trace can no longer match in time is settled at once): 65 536.
  static let maximumPending = 65_536

  let tolerance: Double
  let timeTolerance: Double
  /// Every view's comparison, in the order views first appeared in either trace.
  private(set) var views: [ViewState] = []
  /// Where each view's state is in ``views``, by id.
  private var slots: [String: Int] = [:]
  /// Each trace's last end line: its time and views.
  private(set) var end: [(time: Double, views: [String: JSONValue])?] = [nil, nil]
  private var appearances = [0, 0]
  /// The views given lines since the last ``settle(before:)`` (their ``ViewState/isTouched`` set).
  private var touched: [Int] = []

  /// One view's comparison so far.
  struct ViewState {
    /// The view's id.
    let id: String
    /// Whether it is in `touched`.
    var isTouched = false
    /// Where the view first appears in each trace (nil: not in it).
    var order: [Int?] = [nil, nil]
    var events = EventPairing()
    var last: [TraceTimeline.Sample?] = [nil, nil]
    var fresh: [[TraceTimeline.Sample]] = [[], []]
    /// The first offset or zoom difference, as numbers (its message is written only when it is
    /// among the differences a diff keeps).
    var sampleDifference: SampleMismatch?
    var largest: TraceDiff.OffsetDifference?
  }

  init(tolerance: Double, timeTolerance: Double) {
    self.tolerance = tolerance
    self.timeTolerance = timeTolerance
  }

  /// Takes one parsed line of trace `side` (0 or 1). Lines of one instant (both traces' lines up to
  /// the same time) are given before ``settle(before:)``.
  mutating func add(_ line: TraceTimeline.Line, side: Int) throws {
    switch line {
    case .states(let time, let isEnd, let states):
      if isEnd { end[side] = (time, states) }
      for (id, sample) in TraceTimeline.samples(time: time, views: states) {
        try change(id, side: side) { $0.fresh[side].append(sample) }
      }
    case .frame(_, let samples):
      for (id, sample) in samples {
        try change(id, side: side) { $0.fresh[side].append(sample) }
      }
    case .event(let id, let event):
      let tolerances = (tolerance, timeTolerance)
      try change(id, side: side) {
        Self.addEvent(event, side: side, to: &$0, id: id, tolerances: tolerances)
      }
    case .other:
      return
    }
  }

  /// Compares the frames given since the last call; `horizon` is the earliest time either trace
  /// can still bring (a call waiting for its pair longer than that can only differ).
  mutating func settle(before horizon: Double) {
    let before = horizon - timeTolerance
    for slot in touched {
      // Changed in place: the state's lists are not copied.
      Self.compareFreshSamples(&views[slot], tolerance: tolerance)
      views[slot].events.settle(before: before)
      views[slot].isTouched = false
    }
    touched.removeAll(keepingCapacity: true)
  }

  /// Compares two whole timelines (see ``TraceDiff/init(_:_:tolerance:timeTolerance:)``).
  mutating func add(_ first: TraceTimeline, _ second: TraceTimeline) {
    for (side, timeline) in [first, second].enumerated() {
      for (order, view) in timeline.views.enumerated() {
        views[slot(view.id)].order[side] = order
      }
      appearances[side] = timeline.views.count
      if let time = timeline.endTime { end[side] = (time, timeline.endState) }
    }
    for slot in views.indices {
      var view = views[slot]
      let id = view.id
      let a = first.view(id) ?? TraceTimeline.ViewTimeline(id: id)
      let b = second.view(id) ?? TraceTimeline.ViewTimeline(id: id)
      let tolerances = (tolerance, timeTolerance)
      for event in a.events { Self.addEvent(event, side: 0, to: &view, id: id, tolerances: tolerances) }
      for event in b.events { Self.addEvent(event, side: 1, to: &view, id: id, tolerances: tolerances) }
      var i = 0
      var j = 0
      while i < a.samples.count || j < b.samples.count {
        let time = min(
          i < a.samples.count ? a.samples[i].time : .infinity,
          j < b.samples.count ? b.samples[j].time : .infinity)
        for (side, samples) in [a.samples, b.samples].enumerated() {
          let next = side == 0 ? i : j
          guard next < samples.count, samples[next].time <= time + 1e-9 else { continue }
          view.fresh[side].append(samples[next])
          if side == 0 { i += 1 } else { j += 1 }
        }
        Self.compareFreshSamples(&view, tolerance: tolerance)
      }
      views[slot] = view
    }
  }

  /// The place of `id`'s state in ``views``, made on its first line.
  private mutating func slot(_ id: String) -> Int {
    if let slot = slots[id] { return slot }
    slots[id] = views.count
    views.append(ViewState(id: id))
    return views.count - 1
  }

  /// Changes the view's state in place (its lists are not copied), creating it on its first line.
  private mutating func change(_ id: String, side: Int, _ body: (inout ViewState) -> Void) throws {
    guard id.utf8.count <= Self.maximumIDBytes else {
      throw SceneError(path: "trace", "a view id is longer than \(Self.maximumIDBytes) bytes")
    }
    guard views.count < Self.maximumViews || slots[id] != nil else {
      // The views of both traces count ("line 50001: more than 100000 views" named a trace of
      // 50,001 views before sweep 50).
      throw SceneError(path: "trace", "the two traces name more than \(Self.maximumViews) views")
    }
    let slot = slot(id)
    if views[slot].order[side] == nil {
      views[slot].order[side] = appearances[side]
      appearances[side] += 1
    }
    body(&views[slot])
    if !views[slot].isTouched {
      views[slot].isTouched = true
      touched.append(slot)
    }
  }

  /// Walks the new frames of both traces together; the state at t is the last sample at or before t.
  private static func compareFreshSamples(_ view: inout ViewState, tolerance: Double) {
    let id = view.id
    let steps = max(view.fresh[0].count, view.fresh[1].count)
    for step in 0..<steps {
      var time = Double.infinity
      for side in 0..<2 where step < view.fresh[side].count {
        view.last[side] = view.fresh[side][step]
        time = min(time, view.fresh[side][step].time)
      }
      guard let x = view.last[0], let y = view.last[1] else { continue }
      let distance = Double(max(abs(x.offset.x - y.offset.x), abs(x.offset.y - y.offset.y)))
      if distance > (view.largest?.distance ?? -1) {
        view.largest = TraceDiff.OffsetDifference(
          view: id, time: time, first: x.offset, second: y.offset, distance: distance)
      }
      guard view.sampleDifference == nil else { continue }
      if distance > tolerance {
        view.sampleDifference = .offsets(time: time, first: x.offset, second: y.offset, distance: distance)
      } else if abs(x.zoomScale - y.zoomScale) > tolerance / 100 {
        view.sampleDifference = .zoom(time: time, first: x.zoomScale, second: y.zoomScale)
      }
    }
    view.fresh[0].removeAll(keepingCapacity: true)
    view.fresh[1].removeAll(keepingCapacity: true)
  }

  /// Pairs `event` of trace `side` with the other trace's call of the same index.
  static func addEvent(
    _ event: TraceTimeline.Event, side: Int, to view: inout ViewState, id: String,
    tolerances: (offset: Double, time: Double)
  ) {
    view.events.add(event, side: side) { x, y, index in
      compare(x, y, index: index, view: id, tolerances: tolerances)
    }
  }

  /// The first difference between two calls paired at `index` (0-based), if any.
  static func compare(
    _ x: TraceTimeline.Event, _ y: TraceTimeline.Event, index: Int, view: String,
    tolerances: (offset: Double, time: Double)
  ) -> TraceDiff.Difference? {
    let (tolerance, timeTolerance) = tolerances
    // Written only for a difference: most calls pair up equal (sweep 53).
    var number: String { "call \(index + 1)" }
    if x.name != y.name {
      return TraceDiff.Difference(
        time: min(x.time, y.time), view: view, aspect: .events, message: "\(number): \(x.name) vs \(y.name)")
    }
    if abs(x.time - y.time) > timeTolerance {
      // Milliseconds, or the decimals that tell the times apart (0.2916 and 0.2924 s both read 0.292).
      let places = TraceDiff.decimals(apart: x.time, y.time, atLeast: 3) {
        TraceDiff.formatTime($0, decimals: $1)
      }
      let (first, second) = (
        TraceDiff.formatTime(x.time, decimals: places), TraceDiff.formatTime(y.time, decimals: places)
      )
      return TraceDiff.Difference(
        time: min(x.time, y.time), view: view, aspect: .events,
        message: "\(number) \(x.name) at \(first) s vs \(second) s")
    }
    // Fields spelled alike are equal: only calls whose fields differ in text are read.
    if !x.hasArgumentText(like: y),
      let field = TraceDiff.mismatch(
        .object(x.arguments), .object(y.arguments), path: "", tolerance: tolerance)
    {
      return TraceDiff.Difference(
        time: x.time, view: view, aspect: .events, message: "\(number) \(x.name): \(field)")
    }
    return nil
  }
}

/// A view's first offset or zoom difference, kept as numbers: 99,000 views each differing formatted
/// half a million numbers (0.7 s) for a report that prints one (sweep 49).
enum SampleMismatch {
  /// The offsets at `time` are `distance` apart.
  case offsets(time: Double, first: CGPoint, second: CGPoint, distance: Double)
  /// The zoom scales at `time` differ.
  case zoom(time: Double, first: Double, second: Double)

  /// When it shows.
  var time: Double {
    switch self {
    case .offsets(let time, _, _, _), .zoom(let time, _, _): return time
    }
  }

  /// The difference of view `view`, in words.
  func difference(view: String) -> TraceDiff.Difference {
    switch self {
    case .offsets(let time, let x, let y, let distance):
      let places = TraceDiff.decimals(apart: x, y) { TraceDiff.format($0, decimals: $1) }
      let (first, second) = (TraceDiff.format(x, decimals: places), TraceDiff.format(y, decimals: places))
      return TraceDiff.Difference(
        time: time, view: view, aspect: .offsets,
        message:
          "(\(first)) vs (\(second)), \(TraceDiff.formatDistance(x, y, distance, decimals: places)) pt apart")
    case .zoom(let time, let x, let y):
      let (first, second) = TraceDiff.formatApart(x, y)
      return TraceDiff.Difference(
        time: time, view: view, aspect: .offsets, message: "zoomScale \(first) vs \(second)")
    }
  }
}

/// One view's delegate calls from both traces, paired in order as they arrive.
struct EventPairing {
  /// How many calls each trace has had.
  private(set) var counts = [0, 0]
  /// The first difference found; once found, calls are only counted.
  private(set) var difference: TraceDiff.Difference?
  /// Calls of one trace not yet paired (only one trace has any), oldest first from `head`.
  private var pending: [TraceTimeline.Event] = []
  private var head = 0
  private var pendingSide = 0
  /// Calls left out of `pending` once its oldest can only differ (it is all the report needs).
  private var settled = false

  /// Whether nothing waits to be settled.
  var isSettled: Bool { pending.count - head <= 1 }

  /// Takes a call of trace `side`; `compare` pairs two calls (first trace's first) by index.
  mutating func add(
    _ event: TraceTimeline.Event, side: Int,
    compare: (TraceTimeline.Event, TraceTimeline.Event, Int) -> TraceDiff.Difference?
  ) {
    let index = counts[side]
    counts[side] += 1
    guard difference == nil else { return }
    if head < pending.count && pendingSide != side {
      let waiting = pending[head]
      head += 1
      let pair = side == 1 ? (waiting, event) : (event, waiting)
      difference = compare(pair.0, pair.1, index)
      if difference != nil || head == pending.count {
        clear()
      } else if head >= 1024 && head * 2 >= pending.count {
        // One trace staying a call or two ahead never empties the list: the paired calls leave
        // it (each moved once at most), so it holds only the calls still waiting.
        pending.removeFirst(head)
        head = 0
      }
      return
    }
    pendingSide = side
    if !settled { pending.append(event) }
    if pending.count - head > TraceComparison.maximumPending { settle(before: .infinity) }
  }

  /// Drops the waiting calls after the oldest when the oldest is older than `time`: its pair can
  /// only come later than the tolerance allows, so the first difference is at its index whatever
  /// follows.
  mutating func settle(before time: Double) {
    guard head < pending.count, pending.count - head > 1, pending[head].time < time else { return }
    pending = [pending[head]]
    head = 0
    settled = true
  }

  /// The difference when the traces end: the first mismatch, or the first call left unpaired.
  func finish(view: String) -> TraceDiff.Difference? {
    if let difference { return difference }
    guard counts[0] != counts[1], head < pending.count else { return nil }
    let extra = pending[head]
    let firstHasMore = counts[0] > counts[1]
    return TraceDiff.Difference(
      time: extra.time, view: view, aspect: .events,
      message: "\(counts[0]) vs \(counts[1]) calls; the first unmatched is \(extra.name) in the "
        + (firstHasMore ? "first" : "second") + " trace")
  }

  private mutating func clear() {
    pending.removeAll(keepingCapacity: pending.count < 1024)
    head = 0
    settled = false
  }
}
