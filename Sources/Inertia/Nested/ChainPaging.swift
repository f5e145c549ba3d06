import Foundation
import ScrollPhysics

/// Where the paging members of a chain come to rest after a release (uikit-behavior.md sections 4
/// and 14): a fling that reaches a paging member stops on a page of it, at most one page from the
/// page it was on when the gesture began, by the paging rules for the velocity the fling has when
/// it reaches it; every other paging member left between pages settles on its nearest page. Each
/// member's paging spring comes from its own physics model
/// (``ScrollView/releaseSimulation(on:velocity:target:page:)``).
///
/// See also: ``NestedFling``, ``PageSnapping``.
@preconcurrency @MainActor
struct ChainPaging {
  /// The paging member the fling runs into, with the room the views before it take first.
  struct Stop {
    let view: ScrollView
    /// The travel (content direction, unsigned) before the fling reaches the view.
    let roomBefore: Double
  }

  /// The paging member the fling in the direction of `velocity` runs into, if any: the first
  /// paging member of the order with room in that direction, before a link that does not chain
  /// flings cuts the fling off.
  static func stop(in coordinator: NestedScrollCoordinator, velocity: Double) -> Stop? {
    let more = velocity >= 0
    let axis = coordinator.axis
    let ordered = coordinator.order(moreDirection: more)
    var room = 0.0
    for (index, view) in ordered.enumerated() {
      let limits = view.limits(axis)
      let current = axis.value(view.preciseOffset)
      let own = more ? max(limits.upper - current, 0) : max(current - limits.lower, 0)
      if view.isPagingEnabled, own > 0 { return Stop(view: view, roomBefore: room) }
      room += own
      if index + 1 < ordered.count, room > 0,
        !coordinator.chainsFling(between: view, and: ordered[index + 1], moreDirection: more)
      {
        return nil
      }
    }
    return nil
  }

  /// The page `view` comes to rest on when it moves at `velocity` (pt/ms) from where it is now.
  static func target(of view: ScrollView, axis: Axis, velocity: Double, startPage: Double?) -> Double {
    let position = axis.value(view.preciseOffset)
    let pageSize = axis.value(view.bounds.size)
    let limits = view.limits(axis)
    let start = startPage ?? (pageSize > 0 ? (position / pageSize).rounded() : 0)
    return PageSnapping.target(
      position: position, velocity: velocity, pageSize: pageSize, startPage: start.isFinite ? start : 0,
      lower: limits.lower, upper: limits.upper)
  }

  /// Whether `view` rests between pages along `axis` (more than a rounding error off a page).
  static func isBetweenPages(_ view: ScrollView, axis: Axis) -> Bool {
    let pageSize = axis.value(view.bounds.size)
    guard view.isPagingEnabled, pageSize > 0 else { return false }
    let position = axis.value(view.preciseOffset)
    let limits = view.limits(axis)
    let nearest = limits.clamped((position / pageSize).rounded() * pageSize)
    return abs(nearest - position) > 1e-6
  }
}
