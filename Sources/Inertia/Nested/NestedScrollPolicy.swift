/// How one link of a nested chain (an outer scroll view and what scrolls inside it) shares
/// scrolling along the chain's axis: per direction, which side takes a delta first, which side
/// shows the overscroll past that end, and whether a fling carries on past a view's edge into the
/// next one. Policies are data; ``NestedScrollCoordinator`` applies them.
///
/// "More" is scrolling toward new content (the finger moves up or left, offsets grow); "less" is
/// back toward the start. The words are axis-neutral: the same policy serves vertical and
/// horizontal chains.
///
/// See also: ``NestedScrollCoordinator``, ``NestedPager``.
public struct NestedScrollPolicy: Equatable, Sendable {
  /// One side of a link.
  public enum Role: String, Sendable, CaseIterable {
    /// The scroll view that contains the other.
    case outer
    /// The scroll view (or rest of the chain) inside the outer one.
    case inner
  }

  /// What a link does for deltas in one direction.
  public struct Direction: Equatable, Sendable {
    /// The side that takes the delta first; the other side takes what is left.
    public var first: Role
    /// The side that shows the overscroll past this direction's end of the chain.
    public var overscroll: Role
    /// Whether a fling crosses from one side into the other when the first runs out of room
    /// (true), or stops at that edge (false). Default true.
    public var chainsFling: Bool

    /// Creates a direction rule.
    public init(first: Role, overscroll: Role, chainsFling: Bool = true) {
      self.first = first
      self.overscroll = overscroll
      self.chainsFling = chainsFling
    }
  }

  /// The rule for deltas toward larger offsets.
  public var more: Direction
  /// The rule for deltas toward smaller offsets.
  public var less: Direction

  /// Creates a policy from its two direction rules.
  public init(more: Direction, less: Direction) {
    self.more = more
    self.less = less
  }

  /// Creates a policy from the orders of the first vertical API (kept for source compatibility).
  public init(moreOrder: [Role], lessOrder: [Role], topOverscroll: Role, bottomOverscroll: Role) {
    self.init(
      more: Direction(first: moreOrder.first ?? .outer, overscroll: bottomOverscroll),
      less: Direction(first: lessOrder.first ?? .inner, overscroll: topOverscroll))
  }

  /// The order in which the sides take a "more" delta.
  public var moreOrder: [Role] { more.first == .outer ? [.outer, .inner] : [.inner, .outer] }
  /// The order in which the sides take a "less" delta.
  public var lessOrder: [Role] { less.first == .outer ? [.outer, .inner] : [.inner, .outer] }
  /// The side that bounces past the start (top or leading end).
  public var topOverscroll: Role { less.overscroll }
  /// The side that bounces past the end (bottom or trailing end).
  public var bottomOverscroll: Role { more.overscroll }

  /// A header that collapses before the list scrolls (seed 001's four rules): more scrolls the
  /// outer view first, then the inner; less scrolls the inner view first, then the outer. The
  /// outer view bounces at the start, the inner at the end.
  public static let collapsingHeader = NestedScrollPolicy(
    more: Direction(first: .outer, overscroll: .inner), less: Direction(first: .inner, overscroll: .outer))

  /// The inner view always scrolls first in both directions (Android's default nested scrolling).
  public static let innerFirst = NestedScrollPolicy(
    more: Direction(first: .inner, overscroll: .inner), less: Direction(first: .inner, overscroll: .outer))

  /// The outer view always scrolls first in both directions.
  public static let outerFirst = NestedScrollPolicy(
    more: Direction(first: .outer, overscroll: .inner), less: Direction(first: .outer, overscroll: .outer))

  /// Like ``innerFirst``, but a fling stops at the inner view's edge instead of carrying into the
  /// outer one (a carousel inside a pager: the pager moves only under the finger).
  public static let innerFirstNoFlingChaining = NestedScrollPolicy(
    more: Direction(first: .inner, overscroll: .inner, chainsFling: false),
    less: Direction(first: .inner, overscroll: .outer, chainsFling: false))

  /// A policy by its scene name ("collapsingHeader", "innerFirst", "outerFirst",
  /// "innerFirstNoFlingChaining").
  public static func named(_ name: String) -> NestedScrollPolicy? {
    switch name {
    case "collapsingHeader": return .collapsingHeader
    case "innerFirst": return .innerFirst
    case "outerFirst": return .outerFirst
    case "innerFirstNoFlingChaining": return .innerFirstNoFlingChaining
    default: return nil
    }
  }
}
