import Foundation
import ScrollPhysics

/// The nesting backend a scroll view routes one axis through when it belongs to a chain of nested
/// scroll views: user deltas, the release, holds and the chain's fling go to the chain, which moves
/// its members through their positions. Scrolling knows chains only through this protocol; the
/// Nested folder implements it (``NestedScrollCoordinator``).
///
/// See also: ``ScrollCoupling``, ``ContentPosition``.
@preconcurrency @MainActor
protocol ScrollChain: AnyObject {
  /// The axis the chain scrolls along.
  var axis: Axis { get }
  /// The chain's views, outermost first.
  var views: [ScrollView] { get }
  /// Whether the chain's shared fling is running.
  var isFlinging: Bool { get }
  /// The member running the chain's fling, if any.
  var flingOwner: ScrollView? { get }
  /// Whether some view shows overscroll that a release must return.
  var hasOverscroll: Bool { get }
  /// Whether a drag on a member, the fling or an overscroll is moving the chain.
  var isActive: Bool { get }
  /// Whether `view` is the member that shows the chain's overscroll now.
  func showsOverscroll(on view: ScrollView) -> Bool
  /// Takes a delta along the axis (content direction: positive is "more") from a drag on `source`.
  func drag(from source: ScrollView, delta: Double)
  /// The rest point the dragged `source` reports as its target for a release at `velocity`.
  func projectedTarget(from source: ScrollView, velocity: Double) -> CGPoint
  /// The chain's fling for a release of `source` at `velocity`, or nil when nothing will move.
  func makeFling(from source: ScrollView, velocity: Double) -> (any BallisticMotion)?
  /// A member's position is about to begin `next`: a fling another member runs for the chain stops.
  func positionWillMove(_ position: ContentPosition, to next: ScrollActivity)
  /// Drops the overscroll without moving anyone: the member showing it moves it on its own now.
  func releaseOverscroll()
  /// Uncouples the views.
  func detach()
}

/// Something coupled to a scroll view that must hear each of its scrolls (a pager coupling keeps
/// the visible page in its chain). The scroll view keeps it alive.
@preconcurrency @MainActor
protocol ScrollCoupling: AnyObject {
  /// The view it is coupled to scrolled.
  func coupledViewDidScroll()
}

extension ScrollView {
  /// The chains this view belongs to (at most one per axis).
  var nestedCoordinators: [any ScrollChain] {
    [verticalCoordinator, horizontalCoordinator].compactMap { $0 }
  }

  /// The chain this view belongs to along `axis`, if any.
  func coordinator(for axis: Axis) -> (any ScrollChain)? {
    axis == .vertical ? verticalCoordinator : horizontalCoordinator
  }

  /// Whether a chain is moving this view (its offset is then the chain's, not clamped on its own).
  var isDrivenByChain: Bool { nestedCoordinators.contains { $0.isActive } }

  /// The view came to rest (or its range changed at rest): the offset clamps into the range,
  /// unless a chain moves the view (its offset is then the chain's).
  func clampAtRest() {
    if !isDrivenByChain { clampOffsetIntoRange() }
  }

  /// The view's position is about to begin `next` (not idle): the chains it belongs to hear it (a
  /// fling another member runs for a chain stops).
  func positionWillMove(to next: ScrollActivity) {
    nestedCoordinators.forEach { $0.positionWillMove(position, to: next) }
  }

  /// Whether another member of this view's vertical chain is being dragged.
  var isDraggedThroughChain: Bool { verticalCoordinator?.views.contains(where: \.isDragging) ?? false }
}
