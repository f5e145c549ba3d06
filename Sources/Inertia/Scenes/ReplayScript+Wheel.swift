import Foundation

extension ReplayScript {
  /// One trackpad or mouse-wheel event of a "scroll" step:
  /// `{"scroll": {"phase": "began", "at": [x, y], "delta": [dx, dy]}}`.
  ///
  /// The phases are those of ``ScrollWheelPhase``: "began" starts a gesture on the scroll view under
  /// `at`, "changed" moves it by `delta`, "ended" lifts the fingers and the scroll view's own
  /// deceleration is the momentum. See ``WheelRouter``.
  public struct Scroll: Sendable, Equatable {
    /// The gesture phase.
    public var phase: ScrollWheelPhase
    /// The pointer, in window coordinates; it picks the scroll view when the gesture begins.
    /// Required for "began", optional (and unused) otherwise.
    public var location: CGPoint?
    /// The movement in finger terms (positive y moves the content down), in points. Required for
    /// "began" and "changed"; zero for "ended".
    public var delta: CGPoint

    /// Creates a scroll event.
    public init(phase: ScrollWheelPhase, location: CGPoint?, delta: CGPoint) {
      self.phase = phase
      self.location = location
      self.delta = delta
    }
  }

  /// The names of the "scroll" step's phases, in the order of ``ScrollWheelPhase``.
  static let wheelPhaseNames: [(String, ScrollWheelPhase)] = [
    ("began", .began), ("changed", .changed), ("ended", .ended),
  ]

  /// The script name of `phase`.
  static func name(of phase: ScrollWheelPhase) -> String {
    wheelPhaseNames.first { $0.1 == phase }?.0 ?? "changed"
  }

  /// The smallest and largest factor a "magnify" step may scale the zoom by.
  static let magnifyRange: ClosedRange<Double> = 0.001...1000

  /// Parses the body of a "scroll" step.
  static func parseScroll(_ body: SceneNode) throws -> Action {
    let phaseNode = try body.required("phase")
    let phaseName = try phaseNode.string()
    guard let phase = wheelPhaseNames.first(where: { $0.0 == phaseName })?.1 else {
      throw phaseNode.error(
        "unknown scroll phase \"\(phaseName)\"; expected one of \"began\", \"changed\", \"ended\"")
    }
    let location = try phase == .began ? body.required("at").gesturePoint() : body["at"]?.gesturePoint()
    var delta = CGPoint.zero
    if phase == .ended {
      if let deltaNode = body["delta"], try deltaNode.gesturePoint() != .zero {
        throw deltaNode.error("an \"ended\" scroll has no delta (leave it out or use [0, 0])")
      }
    } else {
      delta = try body.required("delta").gesturePoint()
    }
    return .scroll(Scroll(phase: phase, location: location, delta: delta))
  }

  /// Parses the body of a "magnify" step: `{"magnify": {"at": [x, y], "scale": 1.1}}`.
  static func parseMagnify(_ body: SceneNode) throws -> Action {
    let location = try body.required("at").gesturePoint()
    let scaleNode = try body.required("scale")
    let scale = try scaleNode.number()
    guard magnifyRange.contains(scale) else {
      throw scaleNode.error("a magnify scale must be between 0.001 and 1000, got \(scale)")
    }
    return .magnify(at: location, scale: CGFloat(scale))
  }
}

/// Sends wheel and trackpad input to scroll views the same way in a window and in a replay: a
/// gesture goes to the scroll view under the pointer when it begins and stays with it until it ends.
///
/// See also: ``ReplayScript/Scroll``, ``ScrollView/handleScrollWheel(delta:phase:timestamp:)``.
@preconcurrency @MainActor
public final class WheelRouter {
  /// The scroll view of the gesture in progress; nil between gestures and while the gesture has
  /// not moved yet.
  public private(set) var target: ScrollView?
  /// A gesture began with no movement: where, and the time it began. Its scroll view is chosen at
  /// its first movement, which decides its direction.
  private var pending: (location: CGPoint, timestamp: Double)?

  /// Whether a gesture has begun and not ended.
  public var isGestureInProgress: Bool { target != nil || pending != nil }

  /// Creates a router with no gesture in progress.
  public init() {}

  /// Handles one scroll event in `window` at `timestamp` (seconds on the window's clock).
  /// "began" picks the scroll view for the gesture's direction (its first non-zero delta; a
  /// "began" without movement waits for the first "changed" that moves): the innermost view under
  /// the pointer that can scroll along it, as a pan decides at the slop (uikit-behavior.md section
  /// 14), else the window's first scroll view. The other phases go to that view, and "ended" lets it
  /// decelerate. A "began" while a gesture is still open ends that one first (its view releases
  /// and decelerates), as the system ends a trackpad gesture before it starts the next, so every
  /// gesture that began also ends.
  public func scroll(_ event: ReplayScript.Scroll, in window: Window, timestamp: Double) {
    switch event.phase {
    case .began:
      target?.handleScrollWheel(delta: .zero, phase: .ended, timestamp: timestamp)
      target = nil
      pending = (event.location ?? .zero, timestamp)
      begin(with: event.delta, in: window, timestamp: timestamp)
    case .changed:
      if target == nil {
        begin(with: event.delta, in: window, timestamp: timestamp)
      } else {
        target?.handleScrollWheel(delta: event.delta, phase: .changed, timestamp: timestamp)
      }
    case .ended:
      target?.handleScrollWheel(delta: .zero, phase: .ended, timestamp: timestamp)
      target = nil
      pending = nil
    }
  }

  /// Starts the pending gesture on the view its first movement `delta` picks; nothing while it
  /// has not moved.
  private func begin(with delta: CGPoint, in window: Window, timestamp: Double) {
    guard let start = pending, delta != .zero, delta.isFinite else { return }
    pending = nil
    target = Self.scrollView(at: start.location, in: window, movement: delta)
    target?.handleScrollWheel(delta: delta, phase: .began, timestamp: timestamp)
  }

  /// Multiplies the zoom scale of the zoomable scroll view under `point` by `scale`, without
  /// animation (ctrl + wheel, a trackpad pinch).
  public func magnify(by scale: CGFloat, at point: CGPoint, in window: Window) {
    guard let view = Self.scrollView(at: point, in: window), view.canZoom else { return }
    view.setZoomScale(view.zoomScale * scale, animated: false)
  }

  /// The innermost scroll view containing the view hit at `point`, else the first scroll view of
  /// the window (depth first); nil when the window has none. With a `movement`, the innermost one
  /// that can scroll along it (a view that cannot leaves the gesture to its ancestors); the
  /// innermost one when none can.
  public static func scrollView(at point: CGPoint, in window: Window, movement: CGPoint? = nil) -> ScrollView?
  {
    var view = window.hitTest(point, with: nil)
    var innermost: ScrollView?
    while let current = view {
      if let scrollView = current as? ScrollView {
        guard let movement else { return scrollView }
        if innermost == nil { innermost = scrollView }
        let axis: Axis = abs(movement.x) > abs(movement.y) ? .horizontal : .vertical
        let chained = scrollView.isScrollEnabled && scrollView.nestedCoordinator(for: axis) != nil
        if scrollView.canScroll(along: movement) || chained { return scrollView }
      }
      view = current.superview
    }
    return innermost ?? firstScrollView(in: window)
  }

  /// The first scroll view in `view`'s tree, depth first.
  public static func firstScrollView(in view: View) -> ScrollView? {
    if let scrollView = view as? ScrollView { return scrollView }
    for subview in view.subviews { if let found = firstScrollView(in: subview) { return found } }
    return nil
  }
}
