import Foundation

/// Checks a replay trace, line by line, against the delegate grammar of uikit-behavior.md
/// section 9 and the trace format's promises; the first violation is returned as one line.
///
/// Per scroll view: willBeginDragging ... willEndDragging ... didEndDragging pairs (no nesting);
/// willBeginDecelerating only after didEndDragging(willDecelerate: true), or when a finger that
/// caught a bounce (9.8: didEndDecelerating at touch-down) lifts without dragging and the view
/// returns to its range (9.3: the bounce is part of decelerating); didEndDecelerating only while
/// a deceleration is open;
/// willBeginZooming ... didEndZooming pairs (an animated programmatic zoom sends didEndZooming
/// alone). A finger that catches an in-range deceleration ends it silently (9.8). For the whole trace: time never decreases, no number is
/// null (NaN or infinite), and in the end line a view at rest (no finger down, no frame line in the
/// last ``restInterval``) is not tracking, dragging or decelerating, has no open drag, deceleration
/// or zoom, and, when the physics brought it to rest (its last call was didEndDecelerating), its
/// offset is inside its range (within 0.5 pt; programmatic offsets may lie outside, as in UIKit).
public struct TraceValidator {
  /// How long before the end a view must not have moved to count as at rest, in seconds. A bounce
  /// released toward its edge can cross it and turn a point or so beyond (spec section 3's
  /// `(x0 + v0 t) 0.99^t`); near that turn its shown offset stays on one pixel for up to ~0.16 s.
  public static let restInterval = 0.25

  private struct ViewState {
    var dragging = false
    var mayDecelerate = false
    /// A touch-down caught a bounce (9.8): if the finger lifts without dragging, the return to
    /// the range is a new deceleration (9.3: the bounce is part of decelerating).
    var caughtBounce = false
    /// A finger went down while the view decelerated inside its range (9.8): that deceleration
    /// ends without didEndDecelerating when the finger drags or lifts.
    var caughtDeceleration = false
    /// Whether the last delegate line was didEndDecelerating (the physics brought the view to
    /// rest, so its offset must be inside the range; programmatic offsets need not be).
    var restedByPhysics = false
    /// The offset moved while a finger held a caught deceleration without dragging: nothing but
    /// the program moves it then, so the rest that follows on lift is not the physics'.
    var movedWhileHeld = false
    var decelerating = false
    var zooming = false
    var lastMoved = -Double.infinity
    var lastFrameState: JSONValue?
  }

  private var views: [String: ViewState] = [:]
  private var touchesDown: Set<Int> = []
  /// The time of the last touch-down: touches of one instant are all applied before any is
  /// dispatched, so a finger landing with another's lift catches the fling that lift starts.
  private var lastTouchDown = -Double.infinity
  /// When any view last moved: a nested chain moves as one, so its fling's owner is not at rest
  /// while another member still moves.
  private var lastMotion = -Double.infinity
  private var lastTime = -Double.infinity
  private var lineNumber = 0
  private var ended = false

  /// Whether a trackpad or wheel gesture is in progress (its fingers rest on the trackpad): like a
  /// finger on the screen, it keeps its view tracking at the end. The trace has no lines for it, so
  /// the replay sets this (``ReplayRunner/isIndirectGestureInProgress``).
  public var indirectGestureInProgress = false

  /// Creates a validator for one trace.
  public init() {}

  /// Checks a whole trace text; nil when it is valid. `indirectGestureInProgress` tells whether a
  /// trackpad gesture was still in progress at the end.
  public static func validate(_ trace: String, indirectGestureInProgress: Bool = false) -> String? {
    var validator = TraceValidator()
    validator.indirectGestureInProgress = indirectGestureInProgress
    for line in trace.split(separator: "\n", omittingEmptySubsequences: true) {
      if let problem = validator.check(line: String(line)) { return problem }
    }
    return validator.finish()
  }

  /// Checks the next line (with or without its newline); returns the violation, if any.
  public mutating func check(line text: String) -> String? {
    lineNumber += 1
    guard let value = try? JSONValue.parse(Data(text.utf8)), case .object(let line) = value else {
      return "line \(lineNumber): not a JSON object"
    }
    if Self.containsNull(value) { return "line \(lineNumber): a null (NaN or infinite) value" }
    guard case .number(let time)? = line["t"], case .string(let kind)? = line["kind"] else {
      return "line \(lineNumber): no \"t\" or \"kind\""
    }
    guard time >= lastTime else { return "line \(lineNumber): time goes back from \(lastTime) to \(time)" }
    lastTime = time
    guard !ended else { return "line \(lineNumber): a line after the end line" }
    switch kind {
    case "touch": touch(line)
    case "delegate":
      guard case .string(let view)? = line["view"], case .string(let method)? = line["method"] else {
        return "line \(lineNumber): a delegate line without view or method"
      }
      if let problem = delegate(view: view, method: method, line: line, time: time) {
        return "line \(lineNumber): view \(TraceWriter.quote(view)): \(problem)"
      }
    case "frame": frame(line, time: time)
    case "end":
      ended = true
      return end(line, time: time)
    default: break
    }
    return nil
  }

  /// Checks that the trace was closed by an end line.
  public func finish() -> String? { ended ? nil : "the trace has no end line" }

  private static func containsNull(_ value: JSONValue) -> Bool {
    switch value {
    case .null: return true
    case .array(let items): return items.contains(where: containsNull)
    case .object(let members): return members.values.contains(where: containsNull)
    default: return false
    }
  }

  private mutating func touch(_ line: [String: JSONValue]) {
    guard case .number(let id)? = line["id"], case .string(let phase)? = line["phase"] else { return }
    if phase == "began" {
      touchesDown.insert(Int(id))
      if case .number(let time)? = line["t"] { lastTouchDown = time }
      for (name, state) in views where state.decelerating { views[name]?.caughtDeceleration = true }
    }
    if phase == "ended" || phase == "cancelled" { touchesDown.remove(Int(id)) }
  }

  private mutating func frame(_ line: [String: JSONValue], time: Double) {
    guard case .object(let states)? = line["views"] else { return }
    for (id, fields) in states where views[id]?.lastFrameState != fields {
      views[id, default: ViewState()].lastMoved = time
      lastMotion = time
      views[id]?.lastFrameState = fields
    }
  }

  private mutating func delegate(view id: String, method: String, line: [String: JSONValue], time: Double)
    -> String?
  {
    var state = views[id] ?? ViewState()
    defer { views[id] = state }
    state.restedByPhysics = method == "scrollViewDidEndDecelerating" && !state.movedWhileHeld
    if method == "scrollViewDidScroll", state.caughtDeceleration, !state.dragging, !touchesDown.isEmpty {
      state.movedWhileHeld = true
    }
    if ["scrollViewWillBeginDragging", "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating"]
      .contains(method)
    {
      state.movedWhileHeld = false
    }
    // A view that moved, or began a motion (a release in the trace's last instant), is not at rest.
    if ["scrollViewDidScroll", "scrollViewDidZoom", "scrollViewWillBeginDecelerating"].contains(method) {
      state.lastMoved = time
      lastMotion = time
    }
    switch method {
    case "scrollViewWillBeginDragging":
      if state.dragging { return "willBeginDragging while already dragging" }
      state.dragging = true
      if state.caughtDeceleration { state.decelerating = false }
      state.mayDecelerate = false
      state.caughtBounce = false
    case "scrollViewWillEndDragging":
      if !state.dragging { return "willEndDragging without willBeginDragging" }
    case "scrollViewDidEndDragging":
      if !state.dragging { return "didEndDragging without willBeginDragging" }
      state.dragging = false
      state.mayDecelerate = line["willDecelerate"] == .bool(true)
    case "scrollViewWillBeginDecelerating":
      if !state.mayDecelerate && !state.caughtBounce {
        return "willBeginDecelerating not after didEndDragging(willDecelerate: true) or a caught bounce"
      }
      if state.decelerating && !state.caughtDeceleration {
        return "willBeginDecelerating while already decelerating"
      }
      state.caughtDeceleration = !touchesDown.isEmpty && abs(lastTouchDown - time) < 1e-9
      state.mayDecelerate = false
      state.caughtBounce = false
      state.decelerating = true
    case "scrollViewDidEndDecelerating":
      if !state.decelerating { return "didEndDecelerating without willBeginDecelerating" }
      state.decelerating = false
      state.caughtDeceleration = false
      state.caughtBounce = !touchesDown.isEmpty
    case "scrollViewWillBeginZooming":
      if state.zooming { return "willBeginZooming while already zooming" }
      state.zooming = true
    case "scrollViewDidEndZooming":
      // Animated programmatic zooms end with didEndZooming alone (UIKit's documentation).
      state.zooming = false
    default:
      break
    }
    return nil
  }

  private func end(_ line: [String: JSONValue], time: Double) -> String? {
    guard touchesDown.isEmpty, !indirectGestureInProgress, case .object(let states)? = line["views"] else {
      return nil
    }
    for id in states.keys.sorted() {
      guard case .object(let fields)? = states[id], fields["contentOffset"] != nil else { continue }
      let state = views[id] ?? ViewState()
      guard state.lastMoved < time - Self.restInterval, lastMotion < time - Self.restInterval else {
        continue
      }
      let name = TraceWriter.quote(id)
      for flag in ["isTracking", "isDragging", "isDecelerating"] where fields[flag] == .bool(true) {
        return "end: view \(name) is at rest but \(flag) is true"
      }
      if state.dragging { return "end: view \(name) is at rest with no didEndDragging" }
      if state.decelerating && !state.caughtDeceleration {
        return "end: view \(name) is at rest with no didEndDecelerating"
      }
      if state.zooming { return "end: view \(name) is at rest with no didEndZooming" }
      if state.restedByPhysics, let problem = Self.offsetProblem(fields) {
        return "end: view \(name): \(problem)"
      }
    }
    return nil
  }

  private static func numbers(_ value: JSONValue?) -> [Double] {
    guard case .array(let items)? = value else { return [] }
    return items.compactMap { if case .number(let number) = $0 { return number } else { return nil } }
  }

  /// Whether the offset lies in [-inset.leading, contentSize + inset.trailing - bounds] per axis.
  private static func offsetProblem(_ fields: [String: JSONValue]) -> String? {
    let offset = numbers(fields["contentOffset"])
    let size = numbers(fields["contentSize"])
    let inset = numbers(fields["adjustedContentInset"])
    let frame = numbers(fields["frame"])
    guard offset.count == 2, size.count == 2, inset.count == 4, frame.count == 4 else { return nil }
    let axes = [
      (offset[0], size[0], inset[1], inset[3], frame[2]), (offset[1], size[1], inset[0], inset[2], frame[3]),
    ]
    for (index, (value, content, leading, trailing, length)) in axes.enumerated() {
      let minimum = -leading
      let maximum = max(minimum, content + trailing - length)
      if value < minimum - 0.5 || value > maximum + 0.5 {
        return "offset \(value) at rest is outside \(minimum)...\(maximum) on \(index == 0 ? "x" : "y")"
      }
    }
    return nil
  }
}
