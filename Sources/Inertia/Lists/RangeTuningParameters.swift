import Foundation

/// How far a range reaches beyond the visible rect, in screens, as Texture's
/// ASRangeTuningParameters: `leadingBufferScreenfuls` ahead in the direction of scrolling,
/// `trailingBufferScreenfuls` behind.
public struct RangeTuningParameters: Equatable, Sendable {
  /// Screens ahead of the visible rect.
  public var leadingBufferScreenfuls: CGFloat
  /// Screens behind the visible rect.
  public var trailingBufferScreenfuls: CGFloat

  /// Creates parameters (non-finite or negative values count as zero).
  public init(leadingBufferScreenfuls: CGFloat, trailingBufferScreenfuls: CGFloat) {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? min(value, 1_000) : 0 }
    self.leadingBufferScreenfuls = clean(leadingBufferScreenfuls)
    self.trailingBufferScreenfuls = clean(trailingBufferScreenfuls)
  }

  /// No buffer: the range is the visible rect.
  public static let zero = RangeTuningParameters(leadingBufferScreenfuls: 0, trailingBufferScreenfuls: 0)

  /// `rect` grown along `scrollableDirections`: leading screens on the side `scrollDirection`
  /// moves toward (down or right when it has neither up nor left), trailing on the other.
  public func expand(
    _ rect: CGRect, scrollableDirections: ScrollNode.ScrollableDirections,
    scrollDirection: ScrollNode.ScrollableDirections
  ) -> CGRect {
    var result = rect
    if !scrollableDirections.isDisjoint(with: .horizontal) {
      let right = scrollDirection.contains(.right)
      let before = (right ? trailingBufferScreenfuls : leadingBufferScreenfuls) * rect.width
      let after = (right ? leadingBufferScreenfuls : trailingBufferScreenfuls) * rect.width
      result.origin.x -= before
      result.size.width += before + after
    }
    if !scrollableDirections.isDisjoint(with: .vertical) {
      let down = scrollDirection.contains(.down)
      let before = (down ? trailingBufferScreenfuls : leadingBufferScreenfuls) * rect.height
      let after = (down ? leadingBufferScreenfuls : trailingBufferScreenfuls) * rect.height
      result.origin.y -= before
      result.size.height += before + after
    }
    return result
  }
}

/// The ranges a list tracks beyond the visible one, as Texture's ASLayoutRangeType.
public enum LayoutRangeType: Int, Sendable, CaseIterable {
  /// Nodes near enough to draw.
  case display
  /// Nodes near enough to load their data.
  case preload
}

/// How generous the ranges are, as Texture's ASLayoutRangeMode: a list starts in ``minimum`` and
/// goes to ``full`` once the user scrolls it while it is on screen.
public enum LayoutRangeMode: Int, Sendable, CaseIterable {
  /// Small ranges, before the user scrolls or while the list is off screen.
  case minimum
  /// The full ranges, once the user scrolls.
  case full
  /// Only the visible rect.
  case visibleOnly
  /// Only the visible rect, and nothing displayed.
  case lowMemory

  /// Texture's default parameters of `rangeType` in this mode: full display 1 leading / 0.5
  /// trailing, full preload 2.5 / 1.5, minimum display 0.25 / 0.25, minimum preload 0.5 / 0.25,
  /// and zero in the visible-only and low-memory modes.
  public func defaultTuningParameters(for rangeType: LayoutRangeType) -> RangeTuningParameters {
    func make(_ leading: CGFloat, _ trailing: CGFloat) -> RangeTuningParameters {
      RangeTuningParameters(leadingBufferScreenfuls: leading, trailingBufferScreenfuls: trailing)
    }
    switch (self, rangeType) {
    case (.full, .display): return make(1, 0.5)
    case (.full, .preload): return make(2.5, 1.5)
    case (.minimum, .display): return make(0.25, 0.25)
    case (.minimum, .preload): return make(0.5, 0.25)
    case (.visibleOnly, _), (.lowMemory, _): return .zero
    }
  }
}
