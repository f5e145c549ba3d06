import Foundation
import ScrollPhysics

/// A scroll view's own motion after a release: one simulation per moving axis (decay handed over
/// to a bounce, or a paging spring), built by the view's physics model.
///
/// See also: ``ScrollPhysicsModel``, ``BallisticActivity``.
@preconcurrency @MainActor
final class AxisBallisticMotion: BallisticMotion {
  private unowned let scrollView: ScrollView
  private var simulations: [(axis: Axis, simulation: any Simulation, page: Double?)]
  /// The time (since the activity began) the simulations start from; moves on a re-base.
  private var origin = 0.0
  /// The offset the simulations last put the content at (nil before the first step).
  private var lastPlaced: CGPoint?
  /// The range of each axis when its simulation was built.
  private var builtLimits: [Axis: AxisLimits]

  /// `page` is the paging target an axis settles on, if it pages.
  init?(scrollView: ScrollView, simulations: [(axis: Axis, simulation: any Simulation, page: Double?)]) {
    guard !simulations.isEmpty else { return nil }
    self.scrollView = scrollView
    self.simulations = simulations
    builtLimits = Dictionary(uniqueKeysWithValues: Axis.allCases.map { ($0, scrollView.limits($0)) })
  }

  /// The range changed while the content is inside it: when a free deceleration was heading for
  /// an edge that moved (it would have stopped or bounced there), the motion continues from here
  /// with its speed against the new range, as UIKit's deceleration checks the range on every
  /// frame: a fling through a list that appends rows as its last one shows runs on into them
  /// instead of springing back at the old end.
  func rangeDidChange(at elapsed: Double) {
    let time = elapsed - origin
    let headsForMovedEdge = simulations.contains { axis, simulation, page in
      guard page == nil, let old = builtLimits[axis] else { return false }
      let limits = scrollView.limits(axis)
      let now = axis.value(scrollView.preciseOffset)
      guard now >= max(limits.lower, old.lower), now <= min(limits.upper, old.upper),
        !simulation.isDone(at: time)
      else { return false }
      let end = simulation.position(at: .greatestFiniteMagnitude)
      let edgeTolerance = 0.01
      return (abs(end - old.upper) < edgeTolerance && limits.upper != old.upper)
        || (abs(end - old.lower) < edgeTolerance && limits.lower != old.lower)
    }
    guard headsForMovedEdge else { return }
    _ = rebase(at: elapsed)
  }

  func advance(to elapsed: Double) -> Bool {
    var offset = scrollView.preciseOffset
    var done = true
    for (axis, simulation, _) in simulations {
      axis.set(&offset, simulation.position(at: elapsed - origin))
      if !simulation.isDone(at: elapsed - origin) { done = false }
    }
    // Noted before the offset is set: a write from a scroll callback re-bases the motion inside
    // `setOffset` and must see where this step put the content, and keeps its own placement.
    lastPlaced = offset
    scrollView.position.setOffset(offset)
    return done
  }

  func rebase(at elapsed: Double) -> Bool {
    let velocity = self.velocity(at: elapsed)
    var rebuilt: [(axis: Axis, simulation: any Simulation, page: Double?)] = []
    for axis in Axis.allCases {
      let page = movedPage(on: axis, at: elapsed)
      let speed =
        wasReturning(on: axis, at: elapsed)
        ? 0 : (speedAtEdge(on: axis, at: elapsed) ?? axis.value(velocity))
      let bounce =
        page == nil && !isWrittenPastWhileHeadingIn(on: axis, speed: speed)
        ? scrollView.returningBounce(on: axis, velocity: speed) : nil
      let simulation =
        bounce ?? scrollView.releaseSimulation(on: axis, velocity: speed, target: nil, page: page)
      if let simulation, !simulation.isDone(at: 0) { rebuilt.append((axis, simulation, page)) }
    }
    simulations = rebuilt
    origin = elapsed
    lastPlaced = scrollView.preciseOffset
    builtLimits = Dictionary(uniqueKeysWithValues: Axis.allCases.map { ($0, scrollView.limits($0)) })
    return !rebuilt.isEmpty
  }

  var isBouncing: Bool { scrollView.isOutOfRange(scrollView.preciseOffset) }

  /// Whether a write put a freely decelerating axis just past the edge it moves away from (a nested
  /// list that pins its content at the top while a parent takes the fling, SJSegmentedScrollView's
  /// handler writing the old offset back in each callback): the decay's speed heads back into the
  /// range, so the fling goes on from there, as UIKit's deceleration continues from any offset
  /// written, instead of springing back to the edge without it.
  private func isWrittenPastWhileHeadingIn(on axis: Axis, speed: Double) -> Bool {
    let limits = scrollView.limits(axis)
    let now = axis.value(scrollView.preciseOffset)
    guard let placed = lastPlaced.map({ axis.value($0) }), placed >= limits.lower, placed <= limits.upper
    else { return false }
    return (now < limits.lower && speed > 0) || (now > limits.upper && speed < 0)
  }

  /// The page an axis settles on after an outside write: moved by as much as the write moved the
  /// content from where the spring last put it (into the range), so a view that recenters its content
  /// while it pages (an infinite pager's `layoutSubviews`) rests on the page it shifted to, as
  /// UIKit's does. Nil for an axis that does not page.
  private func movedPage(on axis: Axis, at elapsed: Double) -> Double? {
    guard let part = simulations.first(where: { $0.axis == axis }), let page = part.page else { return nil }
    let placed = lastPlaced.map { axis.value($0) } ?? part.simulation.position(at: elapsed - origin)
    let moved = axis.value(scrollView.preciseOffset) - placed
    guard moved.isFinite else { return page }
    let limits = scrollView.limits(axis)
    return min(max(page + moved, limits.lower), limits.upper)
  }

  /// Whether the axis was springing back toward its range when a write put the offset inside it
  /// (a pull-to-refresh that sets the inset and the offset it holds at while the content bounces
  /// back): the spring's speed carries the content to the edge and no further, as UIKit's bounce
  /// ends at the edge, so none of it is carried on.
  private func wasReturning(on axis: Axis, at elapsed: Double) -> Bool {
    guard let part = simulations.first(where: { $0.axis == axis }), part.page == nil else { return false }
    let limits = scrollView.limits(axis)
    let now = axis.value(scrollView.preciseOffset)
    guard now >= limits.lower, now <= limits.upper else { return false }
    let before = part.simulation.position(at: elapsed - origin)
    let speed = part.simulation.velocity(at: elapsed - origin)
    return (before < limits.lower && speed > 0) || (before > limits.upper && speed < 0)
  }

  /// The speed a decay had when it crossed an edge, when the motion has the content past that edge
  /// moving out and a write puts it back inside the range (a nested list whose scroll handler
  /// writes its old offset back while a parent takes the fling, SJSegmentedScrollView's): UIKit's
  /// deceleration springs only while the content is past an edge, so the fling goes on at the
  /// decay's speed from the written offset instead of the bounce's. Nil otherwise.
  private func speedAtEdge(on axis: Axis, at elapsed: Double) -> Double? {
    guard let part = simulations.first(where: { $0.axis == axis }), part.page == nil else { return nil }
    let limits = scrollView.limits(axis)
    let now = axis.value(scrollView.preciseOffset)
    guard now >= limits.lower, now <= limits.upper else { return nil }
    let time = elapsed - origin
    let before = part.simulation.position(at: time)
    let speed = part.simulation.velocity(at: time)
    let edge: Double
    if before < limits.lower && speed < 0 {
      edge = limits.lower
    } else if before > limits.upper && speed > 0 {
      edge = limits.upper
    } else {
      return nil
    }
    guard let crossing = part.simulation.time(toReach: edge), crossing <= time else { return nil }
    return part.simulation.velocity(at: crossing)
  }

  func velocity(at elapsed: Double) -> CGPoint {
    var velocity = CGPoint.zero
    for (axis, simulation, _) in simulations {
      axis.set(&velocity, simulation.velocity(at: elapsed - origin))
    }
    return velocity
  }

  func finish() {
    var offset = scrollView.preciseOffset
    for (axis, simulation, _) in simulations {
      axis.set(&offset, simulation.position(at: .greatestFiniteMagnitude))
    }
    scrollView.position.setOffset(offset)
  }

  func stop() {}
}

extension ScrollView {
  /// The physics in force: the view's model, or clamping when ``bounces`` is off.
  var effectivePhysics: any ScrollPhysicsModel { bounces ? physics : ClampingScrollPhysics() }

  /// The motion a release at `velocity` starts, or nil when nothing will move.
  /// - Parameter target: a rest point to land on exactly (delegate-chosen or a page), or nil for the
  ///   free decay of `velocity`.
  func makeBallisticMotion(
    velocity: CGPoint, target: CGPoint?, axes: [Axis] = Axis.allCases
  ) -> AxisBallisticMotion? {
    var simulations: [(axis: Axis, simulation: any Simulation, page: Double?)] = []
    for axis in axes {
      let speed = canScroll(axis) || isOutOfRange(preciseOffset) ? axis.value(velocity) : 0
      let page = isPagingEnabled ? target.map { axis.value($0) } : nil
      let simulation = releaseSimulation(
        on: axis, velocity: speed, target: page == nil ? target.map { axis.value($0) } : nil, page: page)
      if let simulation { simulations.append((axis, simulation, page)) }
    }
    return AxisBallisticMotion(scrollView: self, simulations: simulations)
  }

  // MARK: Simulations

  /// The speed (pt/ms) a release keeps: none at a ``decelerationRate`` of 0, which multiplies the
  /// speed by 0 every millisecond (spec section 3), so the content stays where the finger left it
  /// (or springs back from past an edge).
  func momentum(_ velocity: Double) -> Double { decelerationRate.rawValue == 0 ? 0 : velocity }

  /// The rate the decay runs at: ``decelerationRate``'s, or UIKit's normal one when it is 0 (a
  /// release then has no speed to decay).
  var decayRate: Double {
    decelerationRate.rawValue == 0 ? DecelerationRate.normal.rawValue : decelerationRate.rawValue
  }
  //
  // Every ballistic simulation, a view's own and a chain's it runs or shows, is chosen here, from
  // the view's physics model.

  /// The motion of one axis from where it is now at `velocity` (pt/ms): the paging spring onto
  /// `page`, or the physics in force's release motion (landing on `target` when given).
  func releaseSimulation(on axis: Axis, velocity: Double, target: Double?, page: Double?) -> (any Simulation)?
  {
    let position = axis.value(preciseOffset)
    if let page {
      return effectivePhysics.pagingSimulation(position: position, velocity: velocity, target: page)
    }
    return effectivePhysics.ballistic(
      position: position, velocity: momentum(velocity), limits: limits(axis), rate: decayRate,
      target: target)
  }

  /// The free travel of a release at `velocity` (pt/ms) along `axis`, from 0 before any edge: the
  /// model's release motion over an unbounded range (a chain's fling this view runs moves the
  /// chain's combined position by it). Nil when nothing moves.
  func freeTravel(on axis: Axis, velocity: Double) -> (any Simulation)? {
    physics.ballistic(
      position: 0, velocity: momentum(velocity),
      limits: AxisLimits(lower: -.infinity, upper: .infinity, dimension: axis.value(bounds.size)),
      rate: decayRate, target: nil)
  }

  /// A bounce past an edge along `axis`, as the distance past it: from `overshoot` at `velocity`
  /// (pt/ms) back to 0, by the model's release motion at the edge of an empty range (the
  /// overscroll this view shows past an end of a chain). Nil when nothing moves.
  func edgeBounce(on axis: Axis, overshoot: Double, velocity: Double) -> (any Simulation)? {
    physics.ballistic(
      position: overshoot, velocity: momentum(velocity),
      limits: AxisLimits(lower: 0, upper: 0, dimension: axis.value(bounds.size)),
      rate: decayRate, target: nil)
  }

  /// The bounce back to the nearest edge of the range as it is now, from an offset past it moving
  /// at `velocity` (pt/ms), by the view's physics whatever ``bounces`` says; nil when the offset is
  /// within the range. A motion re-based past an edge (the offset written, or the range changed,
  /// while the content springs back) goes on springing toward the edge as it is now, as UIKit's
  /// bounce does, instead of leaving as a fresh release would when it heads back in fast. A speed
  /// inward is the spring's toward the old edge and is not carried on (it would overshoot a nearer
  /// edge); a speed outward is.
  func returningBounce(on axis: Axis, velocity: Double) -> (any Simulation)? {
    let limits = limits(axis)
    let position = axis.value(preciseOffset)
    let edge = position < limits.lower ? limits.lower : limits.upper
    let outward = (position - edge) * velocity > 0 ? velocity : 0
    guard position < limits.lower || position > limits.upper,
      let bounce = edgeBounce(on: axis, overshoot: position - edge, velocity: outward)
    else { return nil }
    return ShiftedSimulation(base: bounce, shift: edge)
  }

  /// Starts the motion of a release at `velocity` (pt/ms), the one place a release's motion is
  /// put together: `parts` (motions another input made for the other axes, such as a chain's
  /// fling this view runs) and, along `axes`, the view's own motion, landing on `target` when
  /// given; all run as one ballistic activity. The view goes idle when nothing moves.
  func beginRelease(
    velocity: CGPoint, target: CGPoint?, axes: [Axis] = Axis.allCases,
    joining parts: [any BallisticMotion] = []
  ) {
    var parts = parts
    if !axes.isEmpty, let ownMotion = makeBallisticMotion(velocity: velocity, target: target, axes: axes) {
      parts.append(ownMotion)
    }
    if let motion = parts.count > 1 ? CombinedMotion(parts: parts) : parts.first {
      position.beginActivity(BallisticActivity(motion: motion, start: window?.clock.now ?? 0))
    } else {
      position.beginActivity(IdleActivity())
    }
  }

  /// Starts the motion of a release that was not a drag (a lift while rubber-banded): a bounce
  /// back into the range; otherwise the view goes idle.
  func settle() { beginRelease(velocity: .zero, target: nil) }

  /// Ends every motion. `notify` false (leaving the window) sends no delegate calls.
  func stopMotion(notify: Bool) {
    let activity = position.activity
    if notify {
      guard
        activity.isBallistic || activity.isScrollAnimation || activity.isZoomAnimation
      else { return }
    } else {
      guard !activity.isIdle else { return }
    }
    position.beginActivity(IdleActivity(), ending: notify ? .interrupted : .silently)
  }
}

/// Several motions run as one ballistic activity (a chain's fling along its axis and the view's
/// own deceleration along the other): done when all are done.
@preconcurrency @MainActor
final class CombinedMotion: BallisticMotion {
  /// The motions that run together, in the order they advance.
  let parts: [any BallisticMotion]
  private var finished: [Bool]

  init(parts: [any BallisticMotion]) {
    self.parts = parts
    self.finished = parts.map { _ in false }
  }

  func advance(to elapsed: Double) -> Bool {
    for index in parts.indices where !finished[index] {
      finished[index] = parts[index].advance(to: elapsed)
    }
    return !finished.contains(false)
  }

  func rebase(at elapsed: Double) -> Bool {
    for index in parts.indices where !finished[index] {
      finished[index] = !parts[index].rebase(at: elapsed)
    }
    return finished.contains(false)
  }

  var isBouncing: Bool { parts.contains { $0.isBouncing } }

  func velocity(at elapsed: Double) -> CGPoint {
    parts.reduce(CGPoint.zero) { $0 + $1.velocity(at: elapsed) }
  }

  func finish() { parts.forEach { $0.finish() } }
  func stop() { parts.forEach { $0.stop() } }
  func rangeDidChange(at elapsed: Double) {
    for index in parts.indices where !finished[index] { parts[index].rangeDidChange(at: elapsed) }
  }
}

/// A motion moved by a constant: a bounce computed about 0 placed at its edge.
struct ShiftedSimulation: Simulation {
  let base: any Simulation
  let shift: Double
  func position(at time: Double) -> Double { base.position(at: time) + shift }
  func velocity(at time: Double) -> Double { base.velocity(at: time) }
  func isDone(at time: Double) -> Bool { base.isDone(at: time) }
  func time(toReach position: Double) -> Double? { base.time(toReach: position - shift) }
}
