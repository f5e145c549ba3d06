import Foundation
import ScrollPhysics

/// The one fling of a nested chain after a release: a closed-form decay of the chain's combined
/// position, dispatched through the chain frame by frame, handed over at the exact time the room
/// runs out to a bounce of the overscroll owner (or a stop at a link that does not chain flings).
/// A fling that runs into a paging member hands over to that member's paging spring instead and
/// stops on its page; paging members left between pages settle on their nearest page meanwhile
/// (``ChainPaging``). The dragged view runs it as its ballistic motion, so that view's delegate
/// hears the deceleration; the coordinator only distributes the travel.
///
/// See also: ``NestedScrollCoordinator``, ``BallisticMotion``.
@preconcurrency @MainActor
final class NestedFling: BallisticMotion {
  private weak var coordinator: NestedScrollCoordinator?
  /// The chain the fling moves.
  var chain: NestedScrollCoordinator? { coordinator }
  /// The view whose release started the fling.
  private(set) weak var owner: ScrollView?
  /// The combined travel from the release on, before any edge (the owner's physics); nil when the
  /// fling has no travel of its own.
  private let travel: (any Simulation)?
  /// The direction of the travel: -1 toward "less", 1 toward "more".
  private let direction: Double
  private let room: Double
  private var applied = 0.0
  /// When the room runs out, in seconds since the release (0 for a release while overscrolled).
  private var crossing: Double?
  /// The overscroll past the chain's end from `crossing` on (the overscroll owner's physics).
  private var bounce: (any Simulation)?
  /// The combined travel when the room runs out.
  private var travelAtCrossing = 0.0
  /// Whether the bounce phase has begun (the overscroll is then a displayed value).
  private(set) var isInBounce = false
  private var finishedNaturally = false
  /// The paging member the fling runs into at `crossing`, and its spring from then on.
  private var paging: (view: WeakScrollView, spring: (any Simulation)?)?
  /// Paging members between pages that settle on their nearest page from the release on.
  private var settles: [(view: WeakScrollView, spring: any Simulation)] = []
  /// Whether anything will move at all.
  let moves: Bool

  init(coordinator: NestedScrollCoordinator, owner: ScrollView, velocity: Double) {
    self.coordinator = coordinator
    self.owner = owner
    let axis = coordinator.axis
    let more = velocity >= 0
    direction = velocity < 0 ? -1 : 1
    let ahead = coordinator.roomAhead(for: velocity)
    room = ahead.room
    travel = coordinator.overscroll == 0 ? owner.freeTravel(on: axis, velocity: velocity) : nil
    let rest = travel?.position(at: .greatestFiniteMagnitude) ?? 0
    if coordinator.overscroll != 0 {
      crossing = 0
      // Measured on the owner: an inset that changed at release (a refresh) moved the edge.
      let shown = coordinator.shownOverscroll
      let outward = (velocity > 0) == (shown > 0) ? velocity : 0
      let end = coordinator.overscrollOwner(moreDirection: shown > 0) ?? owner
      bounce = end.edgeBounce(on: axis, overshoot: shown, velocity: outward) ?? Resting(position: shown)
      isInBounce = true
      coordinator.setDisplayedOverscroll(shown)
    } else if let stop = ChainPaging.stop(in: coordinator, velocity: velocity), let travel,
      abs(rest) > stop.roomBefore
    {
      // The fling reaches a paging member: it stops on a page of it, by the velocity it has there.
      let time =
        stop.roomBefore > 0 ? travel.time(toReach: more ? stop.roomBefore : -stop.roomBefore) ?? 0 : 0
      crossing = time
      travelAtCrossing = more ? stop.roomBefore : -stop.roomBefore
      let speed = travel.velocity(at: time)
      let target = ChainPaging.target(
        of: stop.view, axis: axis, velocity: speed, startPage: coordinator.startPage(of: stop.view))
      paging = (
        WeakScrollView(stop.view),
        stop.view.releaseSimulation(on: axis, velocity: speed, target: nil, page: target)
      )
    } else if let travel, abs(rest) > room, let time = travel.time(toReach: more ? room : -room) {
      crossing = time
      travelAtCrossing = more ? room : -room
      if ahead.reachesEnd, let end = coordinator.overscrollOwner(moreDirection: more), end.bounces {
        bounce = end.edgeBounce(on: axis, overshoot: 0, velocity: travel.velocity(at: time))
      }
    }
    for view in coordinator.views where view !== paging?.view.view {
      guard ChainPaging.isBetweenPages(view, axis: axis) else { continue }
      let target = ChainPaging.target(
        of: view, axis: axis, velocity: 0, startPage: coordinator.startPage(of: view))
      if let spring = view.releaseSimulation(on: axis, velocity: 0, target: nil, page: target) {
        settles.append((WeakScrollView(view), spring))
      }
    }
    moves = travel != nil || bounce != nil || paging != nil || !settles.isEmpty
  }

  func advance(to elapsed: Double) -> Bool {
    guard let coordinator else { return true }
    var done: Bool
    if let crossing, elapsed >= crossing {
      if applied != travelAtCrossing {
        coordinator.distribute(travelAtCrossing - applied, bouncing: false)
        applied = travelAtCrossing
      }
      if let paging {
        done = Self.apply(paging.spring, to: paging.view.view, axis: coordinator.axis, at: elapsed - crossing)
      } else if let bounce {
        isInBounce = true
        coordinator.setDisplayedOverscroll(bounce.position(at: elapsed - crossing))
        done = bounce.isDone(at: elapsed - crossing)
      } else {
        done = true
      }
    } else {
      let travelled = min(abs(travel?.position(at: elapsed) ?? 0), room) * direction
      let leftover = coordinator.distribute(travelled - applied, bouncing: false)
      applied = travelled
      // The room shrank under the fling (a member's content size changed): it ends at the new end.
      done = ((travel?.isDone(at: elapsed) ?? true) && crossing == nil) || leftover != 0
    }
    for settle in settles {
      if !Self.apply(settle.spring, to: settle.view.view, axis: coordinator.axis, at: elapsed) {
        done = false
      }
    }
    if done { finishedNaturally = true }
    return done
  }

  /// Moves `view` along `axis` to where `spring` is at `time`; returns whether the spring is done.
  private static func apply(_ spring: (any Simulation)?, to view: ScrollView?, axis: Axis, at time: Double)
    -> Bool
  {
    guard let spring, let view else { return true }
    view.position.setOffset(spring.position(at: time), on: axis, allowingOverscroll: true)
    return spring.isDone(at: time)
  }

  /// An outside write to a member's offset does not end the chain's fling: it goes on from there.
  func rebase(at elapsed: Double) -> Bool { true }

  var isBouncing: Bool { isInBounce || (coordinator?.hasOverscroll ?? false) }

  func velocity(at elapsed: Double) -> CGPoint {
    var velocity = CGPoint.zero
    guard let coordinator else { return velocity }
    let value: Double
    if let crossing, elapsed >= crossing {
      if let paging {
        value = paging.spring?.velocity(at: elapsed - crossing) ?? 0
      } else {
        value = bounce?.velocity(at: elapsed - crossing) ?? 0
      }
    } else {
      value = travel?.velocity(at: elapsed) ?? 0
    }
    coordinator.axis.set(&velocity, value)
    return velocity
  }

  func finish() {
    guard let coordinator else { return }
    let end = crossing == nil ? travel?.position(at: .greatestFiniteMagnitude) ?? 0 : travelAtCrossing
    coordinator.distribute(end - applied, bouncing: false)
    applied = end
    let far = Double.greatestFiniteMagnitude
    if let paging { _ = Self.apply(paging.spring, to: paging.view.view, axis: coordinator.axis, at: far) }
    for settle in settles {
      _ = Self.apply(settle.spring, to: settle.view.view, axis: coordinator.axis, at: far)
    }
    finishedNaturally = true
  }

  func stop() { coordinator?.flingDidStop(self, completed: finishedNaturally) }
}

/// A motion that stays where it is: the bounce of an overscroll with nothing to return.
private struct Resting: Simulation {
  let position: Double
  func position(at time: Double) -> Double { position }
  func velocity(at time: Double) -> Double { 0 }
  func isDone(at time: Double) -> Bool { true }
}
