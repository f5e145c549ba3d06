import Foundation

/// A parsed replay script: frame rate, duration, scene and timed steps
/// (shared/spec/scenes-and-traces.md).
///
/// See also: ``ReplayRunner``.
public struct ReplayScript: Sendable {
  /// A method a "call" step invokes.
  public enum Call: Sendable, Equatable {
    /// setContentOffset(_:animated:).
    case setContentOffset(CGPoint, animated: Bool)
    /// scrollRectToVisible(_:animated:).
    case scrollRectToVisible(CGRect, animated: Bool)
    /// flashScrollIndicators().
    case flashScrollIndicators
    /// The refresh control's beginRefreshing().
    case beginRefreshing
    /// The refresh control's endRefreshing().
    case endRefreshing
    /// setZoomScale(_:animated:).
    case setZoomScale(CGFloat, animated: Bool)
    /// zoom(to:animated:).
    case zoom(CGRect, animated: Bool)
    /// A table's or collection view's reloadData().
    case reloadData
    /// The nested pair's setUnifiedOffset(_:animated:) (the combined vertical offset).
    case setUnifiedOffset(CGFloat, animated: Bool)
    /// A table method: batch updates, editing, scrolling to or selecting a row.
    case table(TableCall, animated: Bool)
    /// A collection view method: scrolling to or selecting an item.
    case collection(CollectionCall, animated: Bool)
  }

  /// What a step does.
  public enum Action: Sendable {
    /// Raw touch changes (from "touch" or a synthesized gesture), made one at a time.
    case touches(GestureTrack)
    /// A method call on a view.
    case call(view: String, Call)
    /// A property write on a view.
    case set(view: String, property: String, value: SceneNode)
    /// A status-bar tap.
    case tapStatusBar
    /// A key press on a scroll view's directional press recognizer.
    case press(view: String, key: DirectionalPressGestureRecognizer.Key)
    /// A trackpad or mouse-wheel event ("scroll"), routed by the runner's ``WheelRouter``.
    case scroll(Scroll)
    /// A zoom by a factor on the scroll view under a point ("magnify": ctrl + wheel, a trackpad pinch).
    case magnify(at: CGPoint, scale: CGFloat)
    /// A view animation (an "animate" step).
    case animate(Animate)
  }

  /// One timed step.
  public struct Step: Sendable {
    /// When it happens, in seconds.
    public var time: Double
    /// What it does.
    public var action: Action
    /// Where it is in the script, for errors.
    public var path: String
  }

  /// Frames per second. Default 60.
  public var frameRate: Double
  /// When the replay ends, in seconds.
  public var until: Double
  /// The scene description.
  public var scene: SceneNode
  /// The steps in script order.
  public var steps: [Step]

  /// Parses a script; throws ``SceneError`` naming the JSON path of the first problem.
  public init(_ root: SceneNode) throws {
    _ = try root.object()
    frameRate = 60
    if let rateNode = root["frameRate"] {
      let rate = try rateNode.number()
      guard rate >= 1, rate <= 1000 else { throw rateNode.error("frameRate must be between 1 and 1000") }
      frameRate = rate
    }
    let untilNode = try root.required("until")
    until = try untilNode.nonNegative()
    guard until <= 3600 else { throw untilNode.error("until must be at most 3600 seconds") }
    scene = try root.required("scene").object()
    steps = []
    var nextTouchID = 1000
    let stepNodes = try root["steps"]?.array() ?? []
    if stepNodes.count > ReplayLimits.steps, let node = root["steps"] {
      throw node.error("more than \(ReplayLimits.steps) steps")
    }
    for stepNode in stepNodes {
      let time = try stepNode.required("at").nonNegative()
      let action = try Self.parseAction(stepNode, time: time, rate: frameRate, nextID: &nextTouchID)
      steps.append(Step(time: time, action: action, path: stepNode.path))
    }
    try checkTouchOrder()
    try checkFingersDown()
  }

  private static func parseAction(_ node: SceneNode, time: Double, rate: Double, nextID: inout Int) throws
    -> Action
  {
    let kinds = [
      "touch", "drag", "fling", "tap", "pinch", "call", "set", "tapStatusBar", "press", "scroll", "magnify",
      "animate",
    ]
    let present = kinds.filter { node[$0] != nil }
    guard present.count == 1, let kind = present.first else {
      throw node.error(
        present.isEmpty
          ? "a step needs one of \(kinds.joined(separator: ", "))" : "a step has more than one action")
    }
    let body = try node.required(kind).object()
    switch kind {
    case "touch", "drag", "fling", "tap", "pinch":
      return .touches(try parseTouches(kind, body, time: time, rate: rate, nextID: &nextID))
    case "call":
      return .call(view: try body.required("view").string(), try parseCall(body))
    case "set":
      return .set(
        view: try body.required("view").string(), property: try body.required("property").string(),
        value: try body.required("value"))
    case "press":
      return .press(
        view: try body.required("view").string(),
        key: try body.required("key").choice(DirectionalPressGestureRecognizer.Key.self))
    case "scroll":
      return try parseScroll(body)
    case "magnify":
      return try parseMagnify(body)
    case "animate":
      return try parseAnimate(body)
    default:
      return .tapStatusBar
    }
  }

  /// The touches of a touch step: one touch, or a drag, fling, tap or pinch the synthesizer makes.
  private static func parseTouches(
    _ kind: String, _ body: SceneNode, time: Double, rate: Double, nextID: inout Int
  ) throws -> GestureTrack {
    switch kind {
    case "touch":
      let phaseNode = try body.required("phase")
      let phaseName = try phaseNode.string()
      guard let phase = Touch.Phase(rawValue: phaseName) else {
        throw phaseNode.error("unknown touch phase \"\(phaseName)\"")
      }
      let input = TouchInput(
        time: time, id: try body.required("id").integer(), phase: phase,
        location: try body.required("at").gesturePoint())
      return GestureTrack([input])
    case "drag":
      var release = GestureSynthesizer.Release.lift
      if let releaseNode = body["release"] {
        release = try releaseNode.choice(GestureSynthesizer.Release.self)
      }
      nextID += 1
      return GestureTrack.drag(
        from: try body.required("from").gesturePoint(), to: try body.required("to").gesturePoint(),
        duration: try body.required("duration").nonNegative(), release: release, start: time, rate: rate,
        id: try body["id"]?.integer() ?? nextID)
    case "fling":
      nextID += 1
      let distance = try body.required("distance").gestureLength()
      return GestureTrack.fling(
        from: try body.required("from").gesturePoint(),
        velocity: try body.required("velocity").gesturePoint(),
        distance: CGFloat(distance), start: time, rate: max(rate, GestureSynthesizer.flingSampleRate),
        id: try body["id"]?.integer() ?? nextID)
    case "tap":
      nextID += 1
      return GestureTrack.tap(
        at: try body.required("at").gesturePoint(), start: time,
        duration: try body["duration"]?.nonNegative() ?? 0.05,
        id: try body["id"]?.integer() ?? nextID)
    default:  // "pinch"
      nextID += 2
      return GestureTrack.pinch(
        center: try body.required("center").gesturePoint(),
        fromSpan: CGFloat(try body.required("fromSpan").gestureLength()),
        toSpan: CGFloat(try body.required("toSpan").gestureLength()),
        duration: try body.required("duration").nonNegative(), start: time, rate: rate,
        ids: (nextID - 1, nextID))
    }
  }

  static func parseCall(_ body: SceneNode) throws -> Call {
    let methodNode = try body.required("method")
    let method = try methodNode.string()
    let animated = try body["animated"]?.bool() ?? false
    switch method {
    case "setContentOffset":
      return .setContentOffset(
        CGPoint(x: try body.required("x").number(), y: try body.required("y").number()), animated: animated)
    case "scrollRectToVisible":
      let rect = CGRect(
        x: try body.required("x").number(), y: try body.required("y").number(),
        width: try body.required("width").nonNegative(), height: try body.required("height").nonNegative())
      return .scrollRectToVisible(rect, animated: animated)
    case "setZoomScale":
      let scaleNode = try body.required("scale")
      let scale = try scaleNode.number()
      guard scale > 0 else { throw scaleNode.error("a zoom scale must be > 0") }
      return .setZoomScale(CGFloat(scale), animated: animated)
    case "zoom":
      let rect = CGRect(
        x: try body.required("x").number(), y: try body.required("y").number(),
        width: try body.required("width").nonNegative(), height: try body.required("height").nonNegative())
      return .zoom(rect, animated: animated)
    case "flashScrollIndicators": return .flashScrollIndicators
    case "reloadData": return .reloadData
    case "setUnifiedOffset":
      let value = try body["y"] ?? body.required("offset")
      return .setUnifiedOffset(CGFloat(try value.number()), animated: animated)
    case "beginRefreshing": return .beginRefreshing
    case "endRefreshing": return .endRefreshing
    case _ where TableCall.methods.contains(method):
      return .table(try TableCall.parse(method, body), animated: animated)
    case _ where CollectionCall.methods.contains(method):
      return .collection(try CollectionCall.parse(method, body), animated: animated)
    default:
      throw methodNode.error("unknown method \"\(method)\"")
    }
  }
}
