import Foundation
import ScrollPhysics

/// Makes an outer and an inner scroll view scroll as one along the vertical axis.
///
/// Every vertical delta of a drag on either view is dispatched once through the pair in the
/// policy's order for its direction; what neither can take goes to the policy's overscroll owner,
/// rubber-banded. At release one fling driver carries the momentum across both views: a closed-form
/// decay of the combined position, handed over at the exact time the room runs out to a bounce of
/// the overscroll owner. The dragged view sends the drag and deceleration delegate calls; both send
/// scrollViewDidScroll as they move.
///
/// See also: ``NestedScrollPolicy``, ``ScrollView``.
@MainActor
public final class NestedScrollCoordinator {
  /// The containing scroll view.
  public private(set) weak var outer: ScrollView?
  /// The contained scroll view.
  public private(set) weak var inner: ScrollView?
  /// Who scrolls first, and who bounces.
  public var policy: NestedScrollPolicy

  /// Raw overscroll past the pair's ends (negative past the top), before rubber banding.
  private var overscroll: Double = 0
  private var fling: Fling?

  private struct Fling {
    weak var owner: ScrollView?
    var decay: DecayCurve
    var room: Double
    var applied: Double = 0
    var crossing: Double?
    var bounce: BounceCurve?
    /// The combined travel when the room runs out (0 for a release while overscrolled).
    var travelAtCrossing: Double = 0
    var inBounce = false
    var start: Double
    var link: DisplayLink?
  }

  /// Couples `inner` (a descendant of `outer`) to `outer` under `policy`.
  public init(outer: ScrollView, inner: ScrollView, policy: NestedScrollPolicy = .collapsingHeader) {
    self.outer = outer
    self.inner = inner
    self.policy = policy
    outer.nestedCoordinator = self
    inner.nestedCoordinator = self
  }

  /// Uncouples the views.
  public func detach() {
    stopFling()
    outer?.nestedCoordinator = nil
    inner?.nestedCoordinator = nil
  }

  private func view(_ role: NestedScrollPolicy.Role) -> ScrollView? { role == .outer ? outer : inner }

  /// Whether the fling driver is running.
  public var isFlinging: Bool { fling != nil }

  /// The combined vertical offset: how far both views have scrolled past their tops.
  public var unifiedOffset: CGFloat {
    guard let outer, let inner else { return 0 }
    return outer.preciseOffset.y - outer.minimumOffset.y + inner.preciseOffset.y - inner.minimumOffset.y
  }

  /// Scrolls the pair to a combined offset, filling the policy's "more" order from the top.
  public func setUnifiedOffset(_ value: CGFloat, animated: Bool) {
    guard value.isFinite, outer != nil, inner != nil else { return }
    stopFling()
    overscroll = 0
    var remaining = max(Double(value), 0)
    for role in policy.moreOrder {
      guard let scrollView = view(role) else { continue }
      let (lower, upper) = scrollView.range(.vertical)
      let take = min(remaining, upper - lower)
      remaining -= take
      scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: lower + take), animated: animated)
    }
  }

  // MARK: Dragging

  /// Takes a vertical delta (content direction: positive is "more") from a drag on `source`.
  func drag(from source: ScrollView, delta: Double) {
    distribute(delta, bouncing: true)
  }

  /// Moves `delta` through the pair; the leftover becomes overscroll. Returns the leftover.
  @discardableResult
  private func distribute(_ delta: Double, bouncing: Bool) -> Double {
    var remaining = delta
    if overscroll != 0 && (remaining > 0) != (overscroll > 0) && remaining != 0 {
      let back = remaining > 0 ? min(remaining, -overscroll) : max(remaining, -overscroll)
      overscroll += back
      remaining -= back
      if abs(overscroll) < 1e-9 { overscroll = 0 }
    }
    if overscroll == 0 && remaining != 0 {
      for role in remaining > 0 ? policy.moreOrder : policy.lessOrder {
        guard let scrollView = view(role), remaining != 0 else { continue }
        let (lower, upper) = scrollView.range(.vertical)
        let current = Double(scrollView.preciseOffset.y)
        let target = min(max(current + remaining, lower), upper)
        remaining -= target - current
        if target != current {
          scrollView.setPreciseOffset(CGPoint(x: scrollView.preciseOffset.x, y: target))
        }
      }
    }
    if remaining != 0 && bouncing { overscroll += remaining }
    showOverscroll(banded: true)
    return remaining
  }

  /// Shows the overscroll on its owner; banded while dragging, as is during a bounce.
  private func showOverscroll(banded: Bool) {
    let role = overscroll < 0 ? policy.topOverscroll : policy.bottomOverscroll
    guard overscroll != 0, let owner = view(role), owner.bounces else { return }
    let (lower, upper) = owner.range(.vertical)
    let edge = overscroll < 0 ? lower : upper
    let shown = banded ? owner.rubberBand(.vertical).displayed(forRaw: overscroll) : overscroll
    owner.setPreciseOffset(CGPoint(x: owner.preciseOffset.x, y: edge + shown))
  }

  /// The overscroll as displayed now.
  private var displayedOverscroll: Double {
    let role = overscroll < 0 ? policy.topOverscroll : policy.bottomOverscroll
    guard overscroll != 0, let owner = view(role) else { return 0 }
    return owner.rubberBand(.vertical).displayed(forRaw: overscroll)
  }

  // MARK: Release and fling

  /// The drag on `source` ended with `velocity` (pt/ms, content direction). Sends the end-of-drag
  /// delegate calls on `source` and starts the shared fling.
  func release(from source: ScrollView, velocity: Double) {
    let rate = source.decelerationRate.rawValue
    let room = roomAhead(for: velocity)
    let decay = DecayCurve(start: 0, velocity: overscroll == 0 ? velocity : 0, rate: rate)
    var target = source.preciseOffset
    let (lower, upper) = source.range(.vertical)
    let travel = min(abs(decay.restPosition), room) * (velocity < 0 ? -1 : 1)
    target.y = CGFloat(min(max(Double(source.preciseOffset.y) + travel, lower), upper))
    source.activity = .idle
    source.delegate?.scrollViewWillEndDragging(
      source, withVelocity: CGPoint(x: 0, y: velocity), targetContentOffset: &target)
    var state = Fling(owner: source, decay: decay, room: room, start: source.window?.clock.now ?? 0)
    if overscroll != 0 {
      state.crossing = 0
      let outward = (velocity > 0) == (overscroll > 0) ? velocity : 0
      state.bounce = BounceCurve(edge: 0, position: displayedOverscroll, velocity: outward)
      overscroll = displayedOverscroll
    } else if abs(decay.restPosition) > room,
      let crossing = decay.time(toReach: room * (velocity < 0 ? -1 : 1))
    {
      state.crossing = crossing
      state.travelAtCrossing = room * (velocity < 0 ? -1 : 1)
      state.bounce = BounceCurve(
        edge: 0, position: 0, velocity: source.bounces ? decay.velocity(at: crossing) : 0)
    }
    let moves = decay.isMoving || state.bounce != nil
    source.delegate?.scrollViewDidEndDragging(source, willDecelerate: moves)
    guard moves, let clock = source.window?.clock else {
      source.scheduleIndicatorHide()
      return
    }
    source.activity = .decelerating
    source.delegate?.scrollViewWillBeginDecelerating(source)
    state.link = clock.addDisplayLink { [weak self] link in self?.step(at: link.timestamp) }
    fling = state
  }

  /// How far the pair can move in the direction of `velocity`.
  private func roomAhead(for velocity: Double) -> Double {
    var room = 0.0
    for scrollView in [outer, inner].compactMap({ $0 }) {
      let (lower, upper) = scrollView.range(.vertical)
      let current = Double(scrollView.preciseOffset.y)
      room += velocity >= 0 ? max(upper - current, 0) : max(current - lower, 0)
    }
    return room
  }

  private func step(at time: Double) {
    guard var state = fling else { return }
    let elapsed = time - state.start
    var done: Bool
    if let crossing = state.crossing, let bounce = state.bounce, elapsed >= crossing {
      // The room ran out at the crossing: the rest of the motion is the owner's bounce.
      if state.applied != state.travelAtCrossing {
        distribute(state.travelAtCrossing - state.applied, bouncing: false)
        state.applied = state.travelAtCrossing
      }
      overscroll = bounce.position(at: elapsed - crossing)
      showOverscroll(banded: false)
      state.inBounce = true
      done = bounce.isDone(at: elapsed - crossing)
    } else {
      let direction: Double = state.decay.initialVelocity < 0 ? -1 : 1
      let travelled = min(abs(state.decay.position(at: elapsed)), state.room) * direction
      distribute(travelled - state.applied, bouncing: false)
      state.applied = travelled
      done = state.decay.isDone(at: elapsed) && state.crossing == nil
    }
    fling = state
    if done { finishFling() }
  }

  private func finishFling() {
    guard let state = fling else { return }
    state.link?.invalidate()
    fling = nil
    overscroll = 0
    for scrollView in [outer, inner].compactMap({ $0 }) { scrollView.clampOffsetIntoRange() }
    if let owner = state.owner {
      owner.activity = .idle
      owner.delegate?.scrollViewDidEndDecelerating(owner)
      owner.scheduleIndicatorHide()
    }
  }

  /// A finger caught the pair while it flings: stop where it is.
  func catchFling() {
    guard let state = fling else { return }
    state.link?.invalidate()
    fling = nil
    if let owner = state.owner {
      owner.activity = .idle
      owner.delegate?.scrollViewDidEndDecelerating(owner)
    }
    // Mid-bounce the overscroll is a displayed value; a new drag continues from it unbanded.
    if state.inBounce || state.crossing == 0, overscroll != 0 {
      let role = overscroll < 0 ? policy.topOverscroll : policy.bottomOverscroll
      if let owner = view(role) { overscroll = owner.rubberBand(.vertical).raw(forDisplayed: overscroll) }
    }
  }

  private func stopFling() {
    fling?.link?.invalidate()
    fling = nil
  }
}
