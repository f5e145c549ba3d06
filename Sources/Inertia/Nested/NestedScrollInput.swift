import Foundation
import ScrollPhysics

/// The input of a scroll view that belongs to a nested chain (one per axis at most): the scroll
/// core's ``ScrollInput`` seam, implemented for chains. Along a chained axis every user delta,
/// release, hold and lift goes to the chain's ``NestedScrollCoordinator``, which moves the members
/// through their positions and begins their activities itself (a finger on one member catches the
/// fling another runs; the fling's owner returns the overscroll a lift lets go); along any other
/// axis the view moves on its own, as a lone view does.
///
/// The view keeps it alive once it joined a chain; without chains it handles input exactly as the
/// view alone does.
///
/// See also: ``NestedScrollCoordinator``, ``ScrollInput``.
@preconcurrency @MainActor
final class NestedScrollInput: ScrollInput {
  unowned let view: ScrollView
  /// The chain along each axis, if any.
  weak var vertical: NestedScrollCoordinator?
  weak var horizontal: NestedScrollCoordinator?
  /// The hold that stopped a chain's overscroll this view shows while another member ran the
  /// fling, and that member: it returns the overscroll when the hold lifts.
  private weak var bounceHold: HoldActivity?
  private weak var bounceOwner: ScrollView?

  private init(view: ScrollView) { self.view = view }

  /// The chained input of `view`, attached to it on first use.
  static func of(_ view: ScrollView) -> NestedScrollInput {
    if let input = view.attachedInput as? NestedScrollInput { return input }
    let input = NestedScrollInput(view: view)
    view.attachedInput = input
    return input
  }

  /// The chain along `axis`, if any.
  func coordinator(for axis: Axis) -> NestedScrollCoordinator? {
    axis == .vertical ? vertical : horizontal
  }

  /// The chains the view belongs to, the vertical one first.
  var coordinators: [NestedScrollCoordinator] { [vertical, horizontal].compactMap { $0 } }

  // MARK: Touch

  func touchDown(on hitView: View?) {
    let current = view.position.activity
    guard current.isIdle || current.isScrollAnimation || current.isZoomAnimation else {
      // A motion of the view's own (or a chain's fling it runs) is caught as on a lone view.
      view.touchDown(on: hitView)
      return
    }
    let catchesChain = coordinators.contains { $0.isFlinging }
    if catchesChain {
      view.prepareToCatchMotion(keepingSlop: view.decidesAxisAtSlop)
    } else {
      view.panGestureRecognizer.hysteresis = PanGestureRecognizer.defaultHysteresis
    }
    let owner = coordinators.lazy.compactMap(\.flingOwner).first
    view.holdContent()
    // Holding this view ended the chain's fling. The owner returns overscroll shown by the other
    // members at once; this view's overscroll is held by the finger and the owner returns it on
    // lift, unless the finger is on the owner too: its own touch-down caught the motion.
    let ownerCaughtItself = owner.map { view.isDescendant(of: $0) } ?? false
    if catchesChain, !ownerCaughtItself, coordinators.contains(where: { $0.hasOverscroll }) {
      let hold = HoldActivity(caught: false, stoppedBounce: true)
      bounceHold = hold
      bounceOwner = owner
      view.position.beginActivity(hold)
    }
  }

  func endHold(_ hold: HoldActivity) {
    // A chain whose member is still dragging, or already flinging, returns its overscroll itself.
    let chainBusy = coordinators.contains { $0.isFlinging || $0.views.contains(where: \.isDragging) }
    if hold.stoppedBounce && !chainBusy, bounceHold === hold, let owner = bounceOwner, owner !== view {
      // The finger held chain overscroll this view shows; the fling's owner returns it.
      view.position.beginActivity(IdleActivity())
      Self.returnOverscroll(of: owner)
    } else if hold.stoppedBounce && !chainBusy {
      Self.settle(view)
    } else if !chainBusy {
      view.endHold(hold)
    } else {
      view.position.beginActivity(IdleActivity())
    }
  }

  // MARK: Drag

  var acceptsTrackpadDrag: Bool { view.acceptsTrackpadDrag || !coordinators.isEmpty }

  /// Along a chained axis (the drag's, when it is locked) the chain takes the delta; the view
  /// moves itself along the others.
  func applyDrag(_ delta: CGPoint, translation: CGPoint, of drag: DragActivity) {
    var passed: [Axis] = []
    for axis in Axis.allCases where coordinator(for: axis) != nil {
      if drag.lockedAxis == nil || drag.lockedAxis == axis { passed.append(axis) }
    }
    view.moveContent(by: delta, translation: translation, of: drag, leaving: passed)
    for axis in passed { coordinator(for: axis)?.drag(from: view, delta: -axis.value(delta)) }
    if !passed.isEmpty { drag.rawOffset = view.rawOffset(forDisplayed: view.preciseOffset) }
  }

  /// The release of a drag on a member: along each chained axis the target is where the chain's
  /// fling leaves the view and the view runs that fling; along the others the view's own motion.
  func endDrag(_ drag: DragActivity, velocity rawVelocity: CGPoint) {
    // A refresh that began during this drag (on any member) adds its inset now.
    for member in [view] + coordinators.flatMap(\.views) { member.refreshControl?.dragDidEnd() }
    let velocity = view.releaseVelocity(
      rawVelocity, along: Axis.allCases.filter { view.allowsDrag(on: $0) || coordinator(for: $0) != nil })
    let chains = Axis.allCases.compactMap { coordinator(for: $0) }
    var projected = view.projectedTarget(velocity: velocity)
    for chain in chains {
      let axis = chain.axis
      axis.set(&projected, axis.value(chain.projectedTarget(from: view, velocity: axis.value(velocity))))
    }
    guard let target = view.confirmRelease(drag, velocity: velocity, projected: projected) else { return }
    // The view's own axes land on the target exactly when it is not the free decay's rest point.
    let own = Axis.allCases.filter { coordinator(for: $0) == nil }
    let custom = view.isPagingEnabled || own.contains { $0.value(target) != $0.value(projected) }
    let flings = chains.compactMap { $0.makeFling(from: view, velocity: $0.axis.value(velocity)) }
    view.beginRelease(velocity: velocity, target: custom ? target : nil, axes: own, joining: flings)
  }

  func rawOffset(forDisplayed displayed: CGPoint) -> CGPoint { view.rawOffset(forDisplayed: displayed) }

  // MARK: Pinch

  func applyPinch(_ zoom: ZoomActivity, scale: CGFloat, at location: CGPoint) {
    view.applyPinch(zoom, scale: scale, at: location)
  }

  func endPinch(_ zoom: ZoomActivity) {
    // The end of the zoom brings this view into range: a chain's overscroll it shows is its own.
    for chain in coordinators where chain.showsOverscroll(on: view) { chain.releaseOverscroll() }
    view.endPinch(zoom)
  }

  // MARK: What the view asks

  func activityWillBegin(_ next: ScrollActivity) {
    coordinators.forEach { $0.positionWillMove(view.position, to: next) }
  }

  /// A chain that is moving the view (a drag on a member, the fling, an overscroll) keeps its offset.
  var keepsOffsetAtRest: Bool { coordinators.contains { $0.isActive } }

  var isUnderDrag: Bool { view.isDragging || (vertical?.views.contains(where: \.isDragging) ?? false) }

  // MARK: Releases the chain starts

  /// Starts the motion of a lift while rubber-banded on `member`: each of its chains with
  /// overscroll bounces it back through a fling the member runs, its other axes bounce on their
  /// own; otherwise the member goes idle.
  static func settle(_ member: ScrollView) {
    let chains = member.nestedCoordinators.filter(\.hasOverscroll)
    let flings = chains.compactMap { $0.makeFling(from: member, velocity: 0) }
    let own = Axis.allCases.filter { axis in !chains.contains { $0.axis == axis } }
    member.beginRelease(velocity: .zero, target: nil, axes: own, joining: flings)
  }

  /// A finger that held a chain's overscroll lifted: `owner`, the chain's fling owner, returns it
  /// within its running deceleration, or from rest.
  static func returnOverscroll(of owner: ScrollView) {
    let chains = owner.nestedCoordinators
    let continued = owner.position.activity.continueMotion(in: owner.position) { motion, elapsed in
      var next = (motion as? CombinedMotion)?.parts ?? [motion]
      for chain in chains where chain.hasOverscroll {
        if let bounce = chain.makeFling(from: owner, velocity: 0) {
          next.append(ShiftedMotion(bounce, origin: elapsed))
        }
      }
      return next.count > 1 ? CombinedMotion(parts: next) : next.first
    }
    if !continued { settle(owner) }
  }
}

extension ScrollView {
  /// The chains this view belongs to (at most one per axis), the vertical one first.
  var nestedCoordinators: [NestedScrollCoordinator] {
    (attachedInput as? NestedScrollInput)?.coordinators ?? []
  }

  /// The chain this view belongs to along `axis`, if any.
  func nestedCoordinator(for axis: Axis) -> NestedScrollCoordinator? {
    (attachedInput as? NestedScrollInput)?.coordinator(for: axis)
  }

  /// The coordinator that makes this view scroll as one with nested partners, if any (the
  /// vertical one when the view belongs to chains on both axes).
  public var nestedCoordinator: NestedScrollCoordinator? {
    nestedCoordinator(for: .vertical) ?? nestedCoordinator(for: .horizontal)
  }
}
