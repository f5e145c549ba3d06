/// How a nested pair of scroll views shares vertical scrolling: who takes a delta first in each
/// direction, and who bounces past each end. Policies are data; the coordinator applies them.
///
/// "More" is scrolling toward new content (the finger moves up, offsets grow); "less" is back.
///
/// See also: ``NestedScrollCoordinator``.
public struct NestedScrollPolicy: Equatable, Sendable {
  /// One of the two scroll views of a nested pair.
  public enum Role: String, Sendable, CaseIterable {
    /// The scroll view that contains the other.
    case outer
    /// The scroll view inside the outer one.
    case inner
  }

  /// The order in which the views take a "more" delta.
  public var moreOrder: [Role]
  /// The order in which the views take a "less" delta.
  public var lessOrder: [Role]
  /// The view that bounces past the top (less beyond both).
  public var topOverscroll: Role
  /// The view that bounces past the bottom (more beyond both).
  public var bottomOverscroll: Role

  /// Creates a policy.
  public init(moreOrder: [Role], lessOrder: [Role], topOverscroll: Role, bottomOverscroll: Role) {
    self.moreOrder = moreOrder
    self.lessOrder = lessOrder
    self.topOverscroll = topOverscroll
    self.bottomOverscroll = bottomOverscroll
  }

  /// A header that collapses before the list scrolls (seed 001's four rules): more scrolls the
  /// outer view first, then the inner; less scrolls the inner view first, then the outer. The
  /// outer view bounces at the top, the inner at the bottom.
  public static let collapsingHeader = NestedScrollPolicy(
    moreOrder: [.outer, .inner], lessOrder: [.inner, .outer], topOverscroll: .outer, bottomOverscroll: .inner)

  /// The inner view always scrolls first in both directions (Android's default nested scrolling).
  public static let innerFirst = NestedScrollPolicy(
    moreOrder: [.inner, .outer], lessOrder: [.inner, .outer], topOverscroll: .outer, bottomOverscroll: .inner)

  /// The outer view always scrolls first in both directions.
  public static let outerFirst = NestedScrollPolicy(
    moreOrder: [.outer, .inner], lessOrder: [.outer, .inner], topOverscroll: .outer, bottomOverscroll: .inner)

  /// A policy by its scene name ("collapsingHeader", "innerFirst", "outerFirst").
  public static func named(_ name: String) -> NestedScrollPolicy? {
    switch name {
    case "collapsingHeader": return .collapsingHeader
    case "innerFirst": return .innerFirst
    case "outerFirst": return .outerFirst
    default: return nil
    }
  }
}
