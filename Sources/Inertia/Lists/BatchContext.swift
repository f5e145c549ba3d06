import Foundation

/// The state of a list's batch fetch, as Texture's ASBatchContext: the list begins a fetch when
/// the user nears the end of its content, and fetches no more until the fetch is completed with
/// ``completeBatchFetching(_:)`` (or cancelled). Safe to use from any thread.
///
/// See also: ``BatchFetching``.
public final class BatchContext: @unchecked Sendable {
  private enum State {
    case fetching, cancelled, completed
  }

  private let lock = NSLock()
  private var state = State.completed

  /// Creates a context with no fetch in flight.
  public init() {}

  private func read() -> State {
    lock.lock()
    defer { lock.unlock() }
    return state
  }

  private func write(_ newState: State) {
    lock.lock()
    state = newState
    lock.unlock()
  }

  /// Whether a fetch is in flight (begun and neither completed nor cancelled).
  public var isFetching: Bool { read() == .fetching }

  /// Whether the last fetch was cancelled.
  public var batchFetchingWasCancelled: Bool { read() == .cancelled }

  /// Marks a fetch as begun (the list calls this before telling its delegate).
  public func beginBatchFetching() { write(.fetching) }

  /// Ends the fetch when `didComplete` is true, so the list may fetch again; false leaves the
  /// fetch in flight, as Texture does.
  public func completeBatchFetching(_ didComplete: Bool) {
    if didComplete { write(.completed) }
  }

  /// Cancels the fetch in flight, so the list may fetch again.
  public func cancelBatchFetching() { write(.cancelled) }
}

/// Whether a list should fetch its next batch, as Texture's ASDisplayShouldFetchBatchForContext.
public enum BatchFetching {
  /// The default number of screens before the end at which fetching starts (Texture's 2).
  public static let defaultLeadingScreens: CGFloat = 2

  /// The direction a list scrolls in along `scrollableDirections`, from `velocity`: the finger's
  /// (a finger moving up scrolls down) or, while decelerating, the offset less the target.
  public static func scrollDirection(
    velocity: CGPoint, scrollableDirections: ScrollNode.ScrollableDirections
  ) -> ScrollNode.ScrollableDirections {
    var direction: ScrollNode.ScrollableDirections = []
    if !scrollableDirections.isDisjoint(with: .horizontal) {
      if velocity.x < 0 { direction.insert(.right) } else if velocity.x > 0 { direction.insert(.left) }
    }
    if !scrollableDirections.isDisjoint(with: .vertical) {
      if velocity.y < 0 { direction.insert(.down) } else if velocity.y > 0 { direction.insert(.up) }
    }
    return direction
  }

  /// Whether to begin a fetch: never while one is in flight, with no leading screens or an empty
  /// view; always when the content is shorter than the view; otherwise only when the list is in a
  /// window, is not moving toward its start (up or left), and the distance from the end of
  /// the view at `offset` to the end of the content is at most `leadingScreens` view lengths.
  /// The axis is vertical when `scrollableDirections` contains up or down, else horizontal.
  ///
  /// With a `delegate` and a `velocity` (pt/ms, the release's) toward the end along the axis, the
  /// delegate decides, told the seconds left before the end of the view reaches the end of the
  /// content at that speed and the answer above as a hint (Texture's ASBatchFetchingDelegate).
  @MainActor public static func shouldFetch(
    context: BatchContext, scrollDirection: ScrollNode.ScrollableDirections,
    scrollableDirections: ScrollNode.ScrollableDirections, bounds: CGRect, contentSize: CGSize,
    offset: CGPoint, leadingScreens: CGFloat, isVisible: Bool, velocity: CGPoint = .zero,
    delegate: BatchFetchingDelegate? = nil
  ) -> Bool {
    guard !context.isFetching, leadingScreens > 0, !bounds.isEmpty else { return false }
    let vertical = !scrollableDirections.isDisjoint(with: .vertical)
    let viewLength = vertical ? bounds.height : bounds.width
    let position = vertical ? offset.y : offset.x
    let contentLength = vertical ? contentSize.height : contentSize.width
    if contentLength < viewLength { return true }
    guard isVisible else { return false }
    if !scrollDirection.isDisjoint(with: [.up, .left]) { return false }
    let remaining = contentLength - viewLength - position
    let hint = remaining <= viewLength * leadingScreens
    let speed = vertical ? velocity.y : velocity.x
    guard let delegate, speed > 0 else { return hint }
    return delegate.shouldFetchBatch(withRemainingTime: Double(remaining / (speed * 1000)), hint: hint)
  }
}

/// Decides whether a list fetches its next batch when a drag is released toward the end, from the
/// time left before the end of the content would show (Texture's ASBatchFetchingDelegate).
///
/// See also: ``BatchFetching/shouldFetch(context:scrollDirection:scrollableDirections:bounds:contentSize:offset:leadingScreens:isVisible:velocity:delegate:)``.
@preconcurrency @MainActor
public protocol BatchFetchingDelegate: AnyObject {
  /// Whether to fetch: `remainingTime` is the seconds before the end of the view would reach the
  /// end of the content at the release's speed, `hint` the list's own answer (within its leading
  /// screens).
  func shouldFetchBatch(withRemainingTime remainingTime: TimeInterval, hint: Bool) -> Bool
}
