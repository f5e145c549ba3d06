import Foundation
import ScrollPhysics

/// Makes a chain of nested scroll views scroll as one along one axis.
///
/// The chain runs from the outermost view to the innermost; each link (a view and the rest of the
/// chain inside it) has a ``NestedScrollPolicy``. Every delta of a drag on any member is dispatched
/// once through the chain in the order the links' policies give for its direction; what no view
/// can take becomes overscroll on the view the policies name for that end, rubber-banded. At
/// release one fling carries the momentum across views: a closed-form decay of the combined
/// position, handed over at the exact time the room runs out to a bounce of the overscroll owner.
///
/// The coordinator works through each view's `ContentPosition`: it asks positions to take deltas
/// and gives the dragged view the motion to run. It never changes a view's activity or sends a
/// delegate call: the dragged view sends its drag and deceleration calls from its own transitions;
/// every moved view sends scrollViewDidScroll.
///
/// See also: ``NestedScrollPolicy``, ``NestedPager``, ``ScrollView``.
@preconcurrency @MainActor
public final class NestedScrollCoordinator {
  /// The axis the chain scrolls along.
  public let axis: Axis
  /// The policy of each link: `policies[i]` couples `views[i]` to the views inside it.
  public var policies: [NestedScrollPolicy]
  private var members: [WeakScrollView]

  /// Raw overscroll past the chain's ends (negative past the start), before rubber banding.
  private(set) var overscroll: Double = 0
  private weak var fling: NestedFling?
  /// The page each paging member was on when the current gesture's drag began (by identity).
  private var gestureStartPages: [ObjectIdentifier: Double] = [:]

  /// Per delta, the views' moves plus the overscroll must add up to the delta (checked in debug).
  static let conservationTolerance = 1e-6

  /// Couples `chain` (outermost first, each a descendant of the one before) along `axis`.
  /// `policies` has one entry per link (`chain.count - 1`); a single policy is used for every link.
  /// A view already in a chain on `axis` leaves that chain.
  public init(chain: [ScrollView], axis: Axis = .vertical, policies: [NestedScrollPolicy]) {
    self.axis = axis
    self.members = chain.map(WeakScrollView.init)
    let links = max(chain.count - 1, 0)
    let given = policies.isEmpty ? [NestedScrollPolicy.collapsingHeader] : policies
    self.policies = (0..<links).map { given[min($0, given.count - 1)] }
    for view in chain { attach(view) }
  }

  /// Couples `inner` (a descendant of `outer`) to `outer` under `policy` along `axis`.
  public convenience init(
    outer: ScrollView, inner: ScrollView, policy: NestedScrollPolicy = .collapsingHeader,
    axis: Axis = .vertical
  ) {
    self.init(chain: [outer, inner], axis: axis, policies: [policy])
  }

  private func attach(_ view: ScrollView) {
    view.nestedCoordinator(for: axis)?.detach()
    setCoordinator(of: view, to: self)
  }

  /// Makes `coordinator` the chain of `view` along the axis (nil: none).
  private func setCoordinator(of view: ScrollView, to coordinator: NestedScrollCoordinator?) {
    let input = NestedScrollInput.of(view)
    switch axis {
    case .vertical: input.vertical = coordinator
    case .horizontal: input.horizontal = coordinator
    }
  }

  /// Uncouples the views.
  public func detach() {
    fling?.owner?.stopMotion(notify: true)
    for view in views where view.nestedCoordinator(for: axis) === self { setCoordinator(of: view, to: nil) }
    members = []
  }

  /// The chain's views, outermost first.
  public var views: [ScrollView] { members.compactMap(\.view) }
  /// The outermost view.
  public var outer: ScrollView? { members.first?.view }
  /// The innermost view.
  public var inner: ScrollView? { members.last?.view }
  /// The link policy of a two-view chain (the first link's otherwise).
  public var policy: NestedScrollPolicy {
    get { policies.first ?? .collapsingHeader }
    set { policies = policies.map { _ in newValue } }
  }

  /// The member running the chain's fling, if any.
  var flingOwner: ScrollView? { fling?.owner }
  /// Whether the chain's shared fling is running.
  public var isFlinging: Bool { fling != nil }
  /// Whether a drag on a member, the fling or an overscroll is moving the chain.
  var isActive: Bool { fling != nil || overscroll != 0 || views.contains(where: \.isDragging) }
  /// Whether some view shows overscroll that a release must return.
  var hasOverscroll: Bool { overscroll != 0 }

  /// Replaces the innermost view (a pager's visible page). The new view keeps its own offset,
  /// clamped into its range; a running fling stops first.
  func replaceInnermost(with view: ScrollView) {
    guard let current = inner, current !== view else { return }
    fling?.owner?.stopMotion(notify: true)
    // The page leaving the chain (and the outer view) rest inside their ranges.
    settleInRange()
    if current.nestedCoordinator(for: axis) === self { setCoordinator(of: current, to: nil) }
    members[members.count - 1] = WeakScrollView(view)
    attach(view)
    view.clampOffsetIntoRange()
  }

  // MARK: Combined offset

  /// How far the whole chain has scrolled past its start along the axis.
  public var unifiedOffset: CGFloat {
    CGFloat(views.reduce(0.0) { $0 + axis.value($1.preciseOffset) - $1.limits(axis).lower })
  }

  /// Scrolls the chain to a combined offset, filling the "more" order from the start.
  public func setUnifiedOffset(_ value: CGFloat, animated: Bool) {
    guard value.isFinite, !views.isEmpty else { return }
    fling?.owner?.stopMotion(notify: true)
    overscroll = 0
    var remaining = max(Double(value), 0)
    for view in order(moreDirection: true) {
      let limits = view.limits(axis)
      let take = min(remaining, limits.upper - limits.lower)
      remaining -= take
      // The other axis rests inside its range too (a sideways bounce is over once set).
      var offset = view.clamped(view.preciseOffset)
      axis.set(&offset, limits.lower + take)
      view.setContentOffset(offset, animated: animated)
    }
  }

  // MARK: Policy walks

  /// The views in the order they take a delta in one direction.
  func order(moreDirection: Bool) -> [ScrollView] {
    let chain = views
    func walk(_ index: Int) -> [ScrollView] {
      guard index < chain.count - 1, index < policies.count else {
        return index < chain.count ? [chain[index]] : []
      }
      let rule = moreDirection ? policies[index].more : policies[index].less
      return rule.first == .outer ? [chain[index]] + walk(index + 1) : walk(index + 1) + [chain[index]]
    }
    return chain.isEmpty ? [] : walk(0)
  }

  /// The view that shows overscroll past one end.
  func overscrollOwner(moreDirection: Bool) -> ScrollView? {
    let chain = views
    var index = 0
    while index < chain.count - 1, index < policies.count {
      let rule = moreDirection ? policies[index].more : policies[index].less
      if rule.overscroll == .outer { return chain[index] }
      index += 1
    }
    return chain.last
  }

  /// Whether a fling may cross between two neighbours of an order (governed by their outer link).
  func chainsFling(between first: ScrollView, and second: ScrollView, moreDirection: Bool) -> Bool {
    let chain = views
    guard let a = chain.firstIndex(where: { $0 === first }),
      let b = chain.firstIndex(where: { $0 === second })
    else { return true }
    let link = min(a, b)
    guard link < policies.count else { return true }
    return moreDirection ? policies[link].more.chainsFling : policies[link].less.chainsFling
  }

  // MARK: Dragging

  /// Takes a delta along the axis (content direction: positive is "more") from a drag on `source`.
  func drag(from source: ScrollView, delta: Double) {
    distribute(delta, bouncing: true)
  }

  /// Moves `delta` through the chain; the leftover becomes overscroll when `bouncing`. Returns the
  /// leftover.
  @discardableResult
  func distribute(_ delta: Double, bouncing: Bool) -> Double {
    guard delta.isFinite, delta != 0 else { return 0 }
    var remaining = delta
    var taken = 0.0
    let overscrollBefore = overscroll
    if overscroll != 0 && (remaining > 0) != (overscroll > 0) {
      let back = remaining > 0 ? min(remaining, -overscroll) : max(remaining, -overscroll)
      overscroll += back
      remaining -= back
      if abs(overscroll) < 1e-9 {
        overscroll = 0
        // The overscroll is gone: the view that showed it (banded, so never quite at the edge)
        // is put at its edge before the rest of the delta moves the chain.
        if let owner = overscrollOwner(moreDirection: overscrollBefore > 0) {
          let limits = owner.limits(axis)
          let edge = overscrollBefore < 0 ? limits.lower : limits.upper
          owner.position.setOffset(edge, on: axis, allowingOverscroll: true)
        }
      }
    }
    if overscroll == 0 && remaining != 0 {
      for view in order(moreDirection: remaining > 0) where remaining != 0 {
        let leftover = view.position.take(remaining, on: axis)
        let moved = remaining - leftover
        assert(moved * delta >= 0, "a nested view moved against the delta")
        taken += moved
        remaining = leftover
      }
    }
    var dropped = 0.0
    if remaining != 0 {
      let owner = overscrollOwner(moreDirection: overscroll + remaining > 0)
      if bouncing, owner?.bounces ?? false { overscroll += remaining } else { dropped = remaining }
    }
    assert(
      abs(taken + (overscroll - overscrollBefore) + dropped - delta)
        <= Self.conservationTolerance * max(1, abs(delta)),
      "nested delta not conserved")
    showOverscroll(banded: true)
    return remaining
  }

  /// Shows the overscroll on its owner; banded while dragging, as is during a bounce.
  func showOverscroll(banded: Bool) {
    guard overscroll != 0, let owner = overscrollOwner(moreDirection: overscroll > 0) else { return }
    let limits = owner.limits(axis)
    let edge = overscroll < 0 ? limits.lower : limits.upper
    // Banded by the owner's own physics, as the owner bands its own drags.
    var shown =
      banded
      ? owner.effectivePhysics.displayedOffset(forRaw: edge + overscroll, limits: limits) : edge + overscroll
    if banded, overscroll < 0, axis == .vertical, let refresh = owner.refreshControl {
      shown = Double(refresh.adjustedPull(rawOffset: CGFloat(edge + overscroll), displayed: CGFloat(shown)))
    }
    owner.position.setOffset(shown, on: axis, allowingOverscroll: true)
  }

  /// Sets the overscroll to a displayed value (a bounce) and shows it unbanded.
  func setDisplayedOverscroll(_ value: Double) {
    overscroll = value
    showOverscroll(banded: false)
  }

  /// How far the overscroll owner is past its edge now, read from its offset.
  var shownOverscroll: Double {
    guard overscroll != 0, let owner = overscrollOwner(moreDirection: overscroll > 0) else { return 0 }
    let limits = owner.limits(axis)
    let position = axis.value(owner.preciseOffset)
    return overscroll < 0 ? min(position - limits.lower, 0) : max(position - limits.upper, 0)
  }

  // MARK: Release and fling

  /// How far the chain can move in the direction of `velocity` before the fling stops: the room of
  /// the views in order, up to the end or to the first link that does not chain flings after a
  /// view that had room. Returns the room and whether it ends at the chain's end (where the
  /// overscroll owner may bounce).
  func roomAhead(for velocity: Double) -> (room: Double, reachesEnd: Bool) {
    let more = velocity >= 0
    let ordered = order(moreDirection: more)
    var room = 0.0
    for (index, view) in ordered.enumerated() {
      let limits = view.limits(axis)
      let current = axis.value(view.preciseOffset)
      room += more ? max(limits.upper - current, 0) : max(current - limits.lower, 0)
      if index + 1 < ordered.count, room > 0,
        !chainsFling(between: view, and: ordered[index + 1], moreDirection: more)
      {
        return (room, false)
      }
    }
    return (room, true)
  }

  /// The rest point the dragged `source` reports as its target content offset for a release at
  /// `velocity` (pt/ms): its share of the chain's fling distance, clamped to its range.
  func projectedTarget(from source: ScrollView, velocity: Double) -> CGPoint {
    // The fling's free travel, as the source's physics moves it (none while overscrolled).
    let travel = overscroll == 0 ? source.freeTravel(on: axis, velocity: velocity) : nil
    let rest = travel?.position(at: .greatestFiniteMagnitude) ?? 0
    var target = source.preciseOffset
    let stop = overscroll == 0 ? ChainPaging.stop(in: self, velocity: velocity) : nil
    if source.isPagingEnabled {
      // A paging member rests on a page: by the velocity the fling has when it reaches it.
      var speed = 0.0
      if let stop, stop.view === source, let travel, abs(rest) > stop.roomBefore {
        speed = travel.velocity(at: travel.time(toReach: stop.roomBefore * (velocity < 0 ? -1 : 1)) ?? 0)
      }
      axis.set(
        &target, ChainPaging.target(of: source, axis: axis, velocity: speed, startPage: startPage(of: source))
      )
      return target
    }
    let room = stop.map { $0.roomBefore } ?? roomAhead(for: velocity).room
    let distance = min(abs(rest), room) * (velocity < 0 ? -1 : 1)
    axis.set(&target, source.limits(axis).clamped(axis.value(source.preciseOffset) + distance))
    return target
  }

  /// The shared fling for a release of `source` at `velocity` (pt/ms, content direction), or nil
  /// when nothing will move. The source runs it as its ballistic motion.
  func makeFling(from source: ScrollView, velocity: Double) -> (any BallisticMotion)? {
    let motion = NestedFling(coordinator: self, owner: source, velocity: velocity)
    guard motion.moves else {
      settleInRange()
      return nil
    }
    fling = motion
    return motion
  }

  /// Clears the overscroll and puts every view back into its range along the chain's axis (the
  /// other axis is each view's own: a bounce there goes on); a view at rest comes into its range on
  /// both axes (a range that changed while the chain moved it clamps now).
  func settleInRange() {
    overscroll = 0
    for view in views {
      if view.position.activity.isIdle {
        view.clampOffsetIntoRange()
        continue
      }
      let position = axis.value(view.preciseOffset)
      let clamped = view.limits(axis).clamped(position)
      if clamped != position { view.position.setOffset(clamped, on: axis, allowingOverscroll: true) }
    }
  }

  /// The fling ended; `completed` when it came to rest, otherwise it was caught or replaced.
  func flingDidStop(_ motion: NestedFling, completed: Bool) {
    guard fling === motion || fling == nil else { return }
    fling = nil
    if completed {
      settleInRange()
    } else if overscroll != 0, motion.isInBounce,
      let owner = overscrollOwner(moreDirection: overscroll > 0)
    {
      // Mid-bounce the overscroll is a displayed value; a new drag continues from it unbanded.
      let limits = owner.limits(axis)
      let edge = overscroll < 0 ? limits.lower : limits.upper
      overscroll = owner.effectivePhysics.rawOffset(forDisplayed: edge + overscroll, limits: limits) - edge
    }
  }

  /// A member begins to move on its own: a fling another member runs for the chain stops.
  /// A finger (a hold, a drag, a pinch) catches it, with the owner's didEndDecelerating; a program
  /// (an animation, a key press) only takes its view out of the fling, and the owner keeps
  /// decelerating while the chain's overscroll and its own axes return into range.
  func positionWillMove(_ position: ContentPosition, to next: ScrollActivity) {
    if next.isDragging { recordStartPages() }
    guard let owner = fling?.owner, owner !== position.scrollView else { return }
    let member = position.scrollView
    if next.isHeld, member.isDescendant(of: owner) {
      // The finger lands on the owner too: it catches the owner's motion, as spec 9.8 says.
      catchFling(of: owner)
      return
    }
    // A finger on another member, a trackpad drag (no finger lands anywhere) or a program move ends
    // the chain's fling; the owner's own axes go on decelerating, as a scroll view goes on when a
    // touch lands outside it.
    let shownByMember = showsOverscroll(on: member)
    let fate: ChainOverscrollFate
    if next.isDragging {
      fate = .held
    } else if shownByMember {
      fate = next.isTracking ? .held : .released
    } else {
      fate = .bouncesBack
    }
    continueWithoutFling(owner, overscroll: fate)
  }

  /// A finger on a member inside `owner` catches the motion `owner` runs (the chain's fling and any
  /// of its own): the owner holds as a touch-down on it would make it (spec 9.8).
  private func catchFling(of owner: ScrollView) {
    let motion = owner.position.activity
    guard motion.isBallistic else { return }
    owner.prepareToCatchMotion(keepingSlop: owner.decidesAxisAtSlop)
    owner.position.beginActivity(HoldActivity(catching: motion))
  }

  /// The chain's fling `owner` runs lost a member to a finger or a program move: the owner keeps
  /// decelerating, its own axes (and another chain's fling) going on from their velocity, and the
  /// chain's overscroll goes as `fate` says.
  private func continueWithoutFling(_ owner: ScrollView, overscroll fate: ChainOverscrollFate) {
    owner.position.activity.continueMotion(in: owner.position) { motion, elapsed in
      let parts = (motion as? CombinedMotion)?.parts ?? [motion]
      let ofChain = { (part: any BallisticMotion) in (part as? NestedFling)?.chain === self }
      for part in parts where ofChain(part) { part.stop() }
      var next = parts.filter { !ofChain($0) }
      if fate == .released { releaseOverscroll() }
      if fate == .bouncesBack, hasOverscroll, let bounce = makeFling(from: owner, velocity: 0) {
        next.append(ShiftedMotion(bounce, origin: elapsed))
      }
      return next.count > 1 ? CombinedMotion(parts: next) : next.first
    }
  }

  /// Notes the page every paging member is on as a drag begins (at most one page per gesture).
  private func recordStartPages() {
    gestureStartPages = [:]
    for view in views where view.isPagingEnabled {
      let size = axis.value(view.bounds.size)
      guard size > 0 else { continue }
      gestureStartPages[ObjectIdentifier(view)] = (axis.value(view.preciseOffset) / size).rounded()
    }
  }

  /// The page `view` was on when the current gesture's drag began, if a drag began on the chain.
  func startPage(of view: ScrollView) -> Double? {
    let page = gestureStartPages[ObjectIdentifier(view)]
    // A page recorded for an earlier gesture is stale once the view rests on another page.
    guard let page, views.contains(where: { $0.isDragging }) || fling != nil else { return nil }
    return page
  }

  /// Drops the overscroll without moving anyone: the member showing it moves it on its own now.
  func releaseOverscroll() { overscroll = 0 }
}

/// A weak reference to a scroll view, for chains that must not keep their views alive.
@preconcurrency @MainActor
struct WeakScrollView {
  weak var view: ScrollView?
  init(_ view: ScrollView) { self.view = view }
}

extension NestedScrollCoordinator {
  /// Whether `view` is the member that shows the chain's overscroll now.
  func showsOverscroll(on view: ScrollView) -> Bool {
    hasOverscroll && overscrollOwner(moreDirection: overscroll > 0) === view
  }
}

/// What becomes of a chain's overscroll when its fling ends because a member moves otherwise.
enum ChainOverscrollFate {
  /// The fling's owner returns it into range at once.
  case bouncesBack
  /// The moving member shows it and moves it on its own now (a program move).
  case released
  /// The input that stopped the fling holds it: a finger on the member showing it (returned on
  /// lift, ``NestedScrollInput/returnOverscroll(of:)``), or a trackpad drag that moves the chain itself.
  case held
}
