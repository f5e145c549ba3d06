import Foundation
import ScrollPhysics

extension ScrollView {
  /// Recomputes the adjusted inset and clamps the offset after the content, insets or bounds changed.
  func geometryDidChange() {
    updateAdjustedContentInset()
    if !position.activity.isIdle {
      // Tracking, decelerating or animating: the clamp waits for rest (spec section 1).
      position.activity.rangeChanged = true
      // A bounce heads for the edge as it is now, as UIKit's does: a pull-to-refresh that adds its
      // inset while the content springs back is held at the inset.
      if position.activity.isBallistic, position.activity.isBouncing {
        position.offsetWrittenFromOutside()
      } else if position.activity.isBallistic {
        // A deceleration heading for an edge that moved goes on toward the new range, as UIKit's
        // checks the range on every frame (rows appended while a fling runs through a list).
        position.activityRangeDidChange()
      }
    } else if !isApplyingZoom {
      clampAtRest()
    }
    updateIndicators()
  }

  /// The axes whose safe-area edges the adjustment behaviour adds to the adjusted content inset:
  /// both for `.always`, none for `.never`, the scrollable ones for `.automatic` and
  /// `.scrollableAxes`.
  var safeAreaAxes: (vertical: Bool, horizontal: Bool) {
    switch contentInsetAdjustmentBehavior {
    case .always:
      return (true, true)
    case .never:
      return (false, false)
    case .automatic, .scrollableAxes:
      // A scroll view whose scrolling is off has no scrollable axis, but `.automatic` still
      // adjusts a navigation controller's content vertically (a table that turns scrolling off
      // while a row is dragged, TableViewDragger's, keeps its offset under the bar).
      let vertical =
        (isScrollEnabled && contentScrolls(.vertical))
        || (contentInsetAdjustmentBehavior == .automatic && isNavigationContent)
      return (vertical, isScrollEnabled && contentScrolls(.horizontal))
    }
  }

  /// Whether the content is taller (wider) than the view, for inset adjustment.
  private func contentScrolls(_ axis: Axis) -> Bool {
    switch axis {
    case .vertical: return contentSize.height > bounds.height || alwaysBounceVertical
    case .horizontal: return contentSize.width > bounds.width || alwaysBounceHorizontal
    }
  }

  func updateAdjustedContentInset() {
    let safe = safeAreaInsets
    var applied = EdgeInsets.zero
    let axes = safeAreaAxes
    if axes.vertical {
      applied.top = safe.top
      applied.bottom = safe.bottom
    }
    if axes.horizontal {
      applied.left = safe.left
      applied.right = safe.right
    }
    var adjusted = contentInset + applied
    adjusted.top += refreshInset
    guard adjusted != adjustedContentInset else { return }
    let oldMinimum = minimumOffset
    adjustedContentInset = adjusted
    // Content resting at the top (leading) edge stays there when the inset changes.
    if position.activity.isIdle, !input.keepsOffsetAtRest {
      var offset = preciseOffset
      if abs(offset.y - oldMinimum.y) < 0.001 { offset.y = minimumOffset.y }
      if abs(offset.x - oldMinimum.x) < 0.001 { offset.x = minimumOffset.x }
      if offset != preciseOffset { setPreciseOffset(offset) }
    }
    adjustedContentInsetDidChange()
    // The content's safe area leaves out the edges now added to the inset (or takes them back).
    propagateSafeArea()
  }

  /// The smallest resting offset: minus the adjusted top and left insets.
  package var minimumOffset: CGPoint {
    CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
  }

  /// The largest resting offset: content plus trailing inset minus the bounds, never below the minimum.
  package var maximumOffset: CGPoint { maximumOffset(forContentSize: contentSize) }

  /// The largest resting offset the view would have with `size` as its content size.
  func maximumOffset(forContentSize size: CGSize) -> CGPoint {
    let minimum = minimumOffset
    return CGPoint(
      x: max(minimum.x, size.width + adjustedContentInset.right - bounds.width),
      y: max(minimum.y, size.height + adjustedContentInset.bottom - bounds.height))
  }

  /// The resting range and length of `axis`, as physics sees them.
  func limits(_ axis: Axis) -> AxisLimits {
    AxisLimits(
      lower: axis.value(minimumOffset), upper: axis.value(maximumOffset), dimension: axis.value(bounds.size))
  }

  /// Whether dragging moves the content along `axis` (spec section 2).
  func canScroll(_ axis: Axis) -> Bool {
    guard isScrollEnabled, axisAllowsScrolling(axis) else { return false }
    let insets = axis == .vertical ? adjustedContentInset.vertical : adjustedContentInset.horizontal
    let content = axis.value(contentSize) + Double(insets)
    if content > axis.value(bounds.size) + 1e-9 { return true }
    let always = axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal
    return always && bounces
  }

  /// The offset clamped into the resting range.
  func clamped(_ offset: CGPoint) -> CGPoint {
    let minimum = minimumOffset
    let maximum = maximumOffset
    return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
  }

  func isOutOfRange(_ offset: CGPoint) -> Bool { clamped(offset) != offset }

  func clampOffsetIntoRange() {
    let target = clamped(preciseOffset)
    if target != preciseOffset { setPreciseOffset(target) }
  }

  /// Writes the offset through the position (the one place the offset is written).
  func setPreciseOffset(_ offset: CGPoint) { position.setOffset(offset) }

  /// Everything that follows a visible offset change.
  func didScroll() {
    refreshControl?.scrollViewDidScroll()
    coupling?.coupledViewDidScroll()
    scrollViewDidScrollHook()
    deliveredDelegate?.scrollViewDidScroll(self)
    keyValueDidChange("contentOffset")
  }

  /// An offset written from outside (the contentOffset setter): a drag or a motion continues
  /// from the new place. A write of the offset already there leaves a drag as it was (following
  /// the finger from where it was), as UIKit moves a drag's start only by what a write
  /// moves the content: PullUpController writes zero over its table, held at the top by
  /// `bounces = false`, on every move of a pull down and sets the pan's translation back to the
  /// drag's start offset, so the table stays at zero while the sheet follows the finger (rebased
  /// at each write, the table crept up five points on every other move).
  ///
  /// A write of the offset the view shows while it glides or bounces (a layout pass writing
  /// `contentOffset` back on every frame, as SpreadsheetView's does for its four scroll views)
  /// changes nothing, as in UIKit: the motion keeps its own, finer place.
  func applyExternalOffset(_ offset: CGPoint) {
    if offset == bounds.origin, position.activity.isBallistic { return }
    let before = position.offset
    position.setOffset(offset)
    if position.offset == before, position.activity.isDragging { return }
    position.offsetWrittenFromOutside()
  }

  // MARK: Rubber band

  /// The displayed offset for a raw (finger-following) offset: the physics' rubber band outside
  /// the range.
  func displayedOffset(forRaw raw: CGPoint) -> CGPoint {
    var result = raw
    for axis in Axis.allCases {
      axis.set(&result, effectivePhysics.displayedOffset(forRaw: axis.value(raw), limits: limits(axis)))
    }
    return result
  }

  /// The raw offset that displays as `displayed`: the inverse of ``displayedOffset(forRaw:)``.
  func rawOffset(forDisplayed displayed: CGPoint) -> CGPoint {
    var result = displayed
    for axis in Axis.allCases {
      axis.set(&result, effectivePhysics.rawOffset(forDisplayed: axis.value(displayed), limits: limits(axis)))
    }
    return result
  }
}

extension ScrollView: SafeAreaAbsorbing {
  /// As UIKit's: the edges of the safe area the scroll view adds to its adjusted content inset
  /// (every edge for `.always`, the scrollable axes' for `.automatic`) do not reach its content,
  /// whose safe-area insets on those edges are zero wherever it scrolls (even past the window's
  /// edge); the other edges pass down.
  func subviewSafeRect(_ safe: CGRect) -> CGRect {
    let axes = safeAreaAxes
    guard axes.vertical || axes.horizontal else { return safe }
    // Far enough for any content, near enough that a rectangle's edges stay exact.
    let far: CGFloat = 1e9
    let x = axes.horizontal ? (-far, far) : (safe.minX, safe.maxX)
    let y = axes.vertical ? (-far, far) : (safe.minY, safe.maxY)
    return CGRect(x: x.0, y: y.0, width: x.1 - x.0, height: y.1 - y.0)
  }
}
