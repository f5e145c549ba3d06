import Foundation

/// A replay made live, for recording a window session: input arrives frame by frame on a
/// fixed-step clock (each frame exactly 1/frameRate later), is handled by the same code a replay
/// uses, and the trace is written by the same recorder. ``finish()`` returns the session as a
/// replay script whose replay gives the same trace, byte for byte.
///
/// Within a frame the inputs are handled first, in order, at the frame's time; then timers and
/// physics advance to the frame and the frame line is written (shared/spec/scenes-and-traces.md).
///
/// See also: ``ReplayRunner``, ``ReplayScript/Scroll``.
@preconcurrency @MainActor
public final class LiveSession {
  /// One input of a live session; each becomes one step of the recorded script.
  public enum Input: Sendable, Equatable {
    /// A raw touch change ("touch" step).
    case touch(id: Int, phase: Touch.Phase, at: CGPoint)
    /// A trackpad or mouse-wheel event ("scroll" step).
    case scroll(ReplayScript.Scroll)
    /// A zoom by a factor on the scroll view under a point ("magnify" step).
    case magnify(at: CGPoint, scale: CGFloat)
    /// A key press on the scroll view with this id ("press" step).
    case press(view: String, key: DirectionalPressGestureRecognizer.Key)
    /// A status-bar tap ("tapStatusBar" step).
    case tapStatusBar
  }

  /// The runner whose scene, clock and recorder the session drives.
  public let runner: ReplayRunner
  /// Frames run so far; the last one ran at `frame / frameRate` seconds.
  public private(set) var frame = 0
  /// Whether ``finish()`` was called.
  public private(set) var isFinished = false
  private var steps: [JSONValue] = []
  /// The fingers down, so a session never records more than a script may hold.
  private var fingers = FingersDown()

  /// The window of the session's scene.
  public var window: Window { runner.scene.window }
  /// The frame rate of the script (frames per second).
  public var frameRate: Double { runner.script.frameRate }
  /// The time of the last frame run, in seconds (0 before the first).
  public var time: Double { Double(frame) / frameRate }
  /// The time the next frame runs at, in seconds: inputs given to ``advance(with:)`` happen then.
  public var nextFrameTime: Double { Double(frame + 1) / frameRate }
  /// Steps recorded so far.
  public var stepCount: Int { steps.count }

  /// Builds the scene of `script` (its steps are ignored) and writes trace lines to `output` as
  /// they happen. Throws ``SceneError`` for a malformed script.
  public init(script data: Data, output: @escaping (String) -> Void) throws {
    guard data.count <= ReplayLimits.fileBytes else {
      throw SceneError(path: "$", "the script is larger than \(ReplayLimits.fileBytes >> 20) MiB")
    }
    let value: JSONValue
    do {
      value = try JSONValue.parse(data)
    } catch let error as JSONSyntaxError {
      throw SceneError(path: "$", "not valid JSON: \(error)")
    }
    var script = try ReplayScript(SceneNode(value))
    script.steps = []
    runner = try ReplayRunner(script: script)
    runner.recorder.writer = TraceWriter(output: output)
  }

  /// Whether one more frame with `inputs` more steps fits the script limits (``ReplayLimits/steps``
  /// steps, 3600 seconds).
  public func canAdvance(with inputs: Int = 0) -> Bool {
    !isFinished && nextFrameTime <= 3600 && steps.count + inputs <= ReplayLimits.steps
  }

  /// Runs the next frame: `inputs` happen in order at its time, then timers and physics advance
  /// and the frame line is written. Returns false, running nothing, when the session is finished
  /// or the frame would pass the script limits (see ``canAdvance(with:)``). A finger that would
  /// put more than ``ReplayLimits/fingersDown`` down at once is left out, with its later changes.
  @discardableResult
  public func advance(with inputs: [Input] = []) throws -> Bool {
    guard canAdvance(with: inputs.count) else { return false }
    let inputs = inputs.filter { input in
      guard case .touch(let id, let phase, _) = input else { return true }
      return fingers.admit(id: id, phase: phase)
    }
    frame += 1
    let time = Double(frame) / frameRate
    let made = inputs.enumerated().map { index, input in
      ReplayScript.Step(time: time, action: input.action(at: time), path: "$.steps[\(steps.count + index)]")
    }
    var items = runner.timeline(of: made)
    try runner.performItems(&items, upTo: time + 1e-9)
    runner.runFrame(at: time)
    steps += inputs.map { $0.step(at: time) }
    return true
  }

  /// Ends the session at the last frame: writes the trace's closing line and returns the replay
  /// script (JSON text) of the session. Later calls return the same script without writing.
  public func finish() -> String {
    if !isFinished {
      isFinished = true
      runner.finish(at: time)
    }
    let script: [String: JSONValue] = [
      "frameRate": .number(frameRate), "until": .number(time), "scene": runner.script.scene.value,
      "steps": .array(steps),
    ]
    return JSONValue.object(script).jsonText
  }
}

extension LiveSession.Input {
  /// The replay action the input is handled as.
  func action(at time: Double) -> ReplayScript.Action {
    switch self {
    case .touch(let id, let phase, let point):
      return .touches(GestureTrack([TouchInput(time: time, id: id, phase: phase, location: point)]))
    case .scroll(let event): return .scroll(event)
    case .magnify(let point, let scale): return .magnify(at: point, scale: scale)
    case .press(let view, let key): return .press(view: view, key: key)
    case .tapStatusBar: return .tapStatusBar
    }
  }

  /// The script step of the input at `time`.
  func step(at time: Double) -> JSONValue {
    func pair(_ point: CGPoint) -> JSONValue { .array([.number(Double(point.x)), .number(Double(point.y))]) }
    let body: (String, [String: JSONValue])
    switch self {
    case .touch(let id, let phase, let point):
      body = ("touch", ["id": .number(Double(id)), "phase": .string(phase.rawValue), "at": pair(point)])
    case .scroll(let event):
      var fields: [String: JSONValue] = ["phase": .string(ReplayScript.name(of: event.phase))]
      if let location = event.location { fields["at"] = pair(location) }
      if event.phase != .ended { fields["delta"] = pair(event.delta) }
      body = ("scroll", fields)
    case .magnify(let point, let scale):
      body = ("magnify", ["at": pair(point), "scale": .number(Double(scale))])
    case .press(let view, let key):
      body = ("press", ["view": .string(view), "key": .string(key.rawValue)])
    case .tapStatusBar:
      body = ("tapStatusBar", [:])
    }
    return .object(["at": .number(time), body.0: .object(body.1)])
  }
}
