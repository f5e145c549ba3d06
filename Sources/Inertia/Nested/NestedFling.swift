import Foundation
import ScrollPhysics

/// The one fling of a nested chain after a release: a closed-form decay of the chain's combined
/// position, dispatched through the chain frame by frame, handed over at the exact time the room
/// runs out to a bounce of the overscroll owner (or a stop at a link that does not chain flings).
/// The dragged view runs it as its ballistic motion, so that view's delegate hears the
/// deceleration; the coordinator only distributes the travel.
///
/// See also: ``NestedScrollCoordinator``, ``BallisticMotion``.
@MainActor
final class NestedFling: BallisticMotion {
  private weak var coordinator: NestedScrollCoordinator?
  /// The view whose release started the fling.
  private(set) weak var owner: ScrollView?
  private let decay: DecayCurve
  private let room: Double
  private var applied = 0.0
  /// When the room runs out, in seconds since the release (0 for a release while overscrolled).
  private var crossing: Double?
  private var bounce: BounceCurve?
  /// The combined travel when the room runs out.
  private var travelAtCrossing = 0.0
  /// Whether the bounce phase has begun (the overscroll is then a displayed value).
  private(set) var isInBounce = false
  private var finishedNaturally = false
  /// Whether anything will move at all.
  let moves: Bool

  init(coordinator: NestedScrollCoordinator, owner: ScrollView, velocity: Double) {
    self.coordinator = coordinator
    self.owner = owner
    let more = velocity >= 0
    let ahead = coordinator.roomAhead(for: velocity)
    room = ahead.room
    decay = DecayCurve(
      start: 0, velocity: coordinator.overscroll == 0 ? velocity : 0, rate: owner.decelerationRate.rawValue)
    if coordinator.overscroll != 0 {
      crossing = 0
      // Measured on the owner: an inset that changed at release (a refresh) moved the edge.
      let shown = coordinator.shownOverscroll
      let outward = (velocity > 0) == (shown > 0) ? velocity : 0
      bounce = BounceCurve(edge: 0, position: shown, velocity: outward)
      isInBounce = true
      coordinator.setDisplayedOverscroll(shown)
    } else if abs(decay.restPosition) > room, let time = decay.time(toReach: more ? room : -room) {
      crossing = time
      travelAtCrossing = more ? room : -room
      let bounces = ahead.reachesEnd && (coordinator.overscrollOwner(moreDirection: more)?.bounces ?? false)
      if bounces { bounce = BounceCurve(edge: 0, position: 0, velocity: decay.velocity(at: time)) }
    }
    moves = decay.isMoving || bounce != nil
  }

  func advance(to elapsed: Double) -> Bool {
    guard let coordinator else { return true }
    var done: Bool
    if let crossing, elapsed >= crossing {
      if applied != travelAtCrossing {
        coordinator.distribute(travelAtCrossing - applied, bouncing: false)
        applied = travelAtCrossing
      }
      if let bounce {
        isInBounce = true
        coordinator.setDisplayedOverscroll(bounce.position(at: elapsed - crossing))
        done = bounce.isDone(at: elapsed - crossing)
      } else {
        done = true
      }
    } else {
      let direction: Double = decay.initialVelocity < 0 ? -1 : 1
      let travelled = min(abs(decay.position(at: elapsed)), room) * direction
      let leftover = coordinator.distribute(travelled - applied, bouncing: false)
      applied = travelled
      // The room shrank under the fling (a member's content size changed): it ends at the new end.
      done = (decay.isDone(at: elapsed) && crossing == nil) || leftover != 0
    }
    if done { finishedNaturally = true }
    return done
  }

  /// An outside write to a member's offset does not end the chain's fling: it goes on from there.
  func rebase(at elapsed: Double) -> Bool { true }

  var isBouncing: Bool { isInBounce || (coordinator?.hasOverscroll ?? false) }

  func velocity(at elapsed: Double) -> CGPoint {
    var velocity = CGPoint.zero
    guard let coordinator else { return velocity }
    let value: Double
    if let crossing, elapsed >= crossing {
      value = bounce?.velocity(at: elapsed - crossing) ?? 0
    } else {
      value = decay.velocity(at: elapsed)
    }
    coordinator.axis.set(&velocity, value)
    return velocity
  }

  func finish() {
    guard let coordinator else { return }
    let end = crossing == nil ? decay.restPosition : travelAtCrossing
    coordinator.distribute(end - applied, bouncing: false)
    applied = end
    finishedNaturally = true
  }

  func stop() { coordinator?.flingDidStop(self, completed: finishedNaturally) }
}
