import Foundation

// The geometry rules shared by the accessors in View.swift and the constraint engine.

extension View {
  /// The value meaning "no natural size in this dimension", -1 as in UIKit.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The frame of a view of `size` whose anchor point (`anchor`, fractions of the size; the
  /// middle by default) sits at `center`, turned by `transform` about it (the frame getter's rule,
  /// shared with ``ViewPresentation``).
  @inline(__always)
  nonisolated static func frame(
    size: CGSize, center: CGPoint, transform: AffineTransform, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)
  ) -> CGRect {
    let local = CGRect(
      x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
    let frame = transform.apply(to: local).offsetBy(dx: center.x, dy: center.y)
    let isFinite =
      frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite
      && frame.size.height.isFinite
    return isFinite ? frame : finiteFrame(size: size, center: center, transform: transform, anchor: anchor)
  }

  /// The frame of a view whose transform or position overflows the doubles (a scale near the
  /// largest double): every corner's coordinates clamped to ±`greatestFiniteMagnitude` (one that
  /// is undefined, infinity less infinity, at 0), and so the width and height, so the frame stays
  /// finite (docs/limits.md). UIKit's frame would hold infinities or NaN there.
  nonisolated static func finiteFrame(
    size: CGSize, center: CGPoint, transform t: AffineTransform, anchor: CGPoint
  ) -> CGRect {
    let limit = CGFloat.greatestFiniteMagnitude
    func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, -limit), limit) }
    var (minX, minY, maxX, maxY) = (limit, limit, -limit, -limit)
    for x in [-size.width * anchor.x, size.width * (1 - anchor.x)] {
      for y in [-size.height * anchor.y, size.height * (1 - anchor.y)] {
        let px = clamp(clamp(clamp(t.a * x) + clamp(t.c * y) + t.tx) + center.x)
        let py = clamp(clamp(clamp(t.b * x) + clamp(t.d * y) + t.ty) + center.y)
        (minX, maxX, minY, maxY) = (min(minX, px), max(maxX, px), min(minY, py), max(maxY, py))
      }
    }
    return CGRect(x: minX, y: minY, width: clamp(maxX - minX), height: clamp(maxY - minY))
  }

  /// Sets ``transform`` and ``center`` together (a zoom view's scale and place), reported to the
  /// safe area and the constraint engine once: one after the other, the subtree's safe area was
  /// worked out twice a pinch frame, the first time for a half-moved view.
  func setTransform(_ newTransform: AffineTransform, center newCenter: CGPoint) {
    let (oldTransform, oldCenter, outerSet) = (transform, center, isSettingFrame)
    isSettingFrame = true
    transform = newTransform
    center = newCenter
    isSettingFrame = outerSet
    guard !outerSet else { return }
    if center != oldCenter {
      reportGeometryChange()
    } else if transform != oldTransform {
      propagateSafeArea()
    }
  }

  /// Moves the centre as the constraint engine does when it writes its own solution: the safe
  /// area of the subtree follows (when `window` may have one or the subtree has insets), the
  /// engine is not told of the change it made. One call per moved view of a layout pass.
  final func applySolvedCenter(
    _ newCenter: CGPoint, in window: Window, windowHasSafeArea: Bool, siblings: SafeAreaRun
  ) {
    let oldCenter = center
    isSettingFrame = true
    center = newCenter
    isSettingFrame = false
    guard center != oldCenter, windowHasSafeArea || subtreeMayHaveSafeArea else { return }
    if let parent = superview {
      propagateSafeArea(in: window, under: parent, siblings: siblings)
    } else {
      propagateSafeArea(in: window)
    }
  }

  /// The view moved or resized: the safe area of its subtree and the window's constraint engine
  /// hear of it (one weak load of the window; nothing happens outside a window).
  func reportGeometryChange() {
    guard let window = storedWindow else { return }
    propagateSafeArea(in: window)
    window.constraintGeometryChanged(of: self)
  }

  /// Logs that a value of `what` that is not finite was ignored, and counts it in the window's
  /// ``LayoutWork/nonFiniteGeometry`` (a replay then looks for constraints that overflowed).
  func ignoredNonFinite(_ what: @autoclosure () -> String) {
    Self.log.warning("ignored non-finite \(what())")
    storedWindow?.layoutWork.nonFiniteGeometry &+= 1
  }

  /// ``frame``'s setter: the centre and the bounds size, reported to the safe area and the
  /// constraint engine once, not as a half-moved view in between.
  func setFrame(_ newValue: CGRect) {
    guard newValue.isFiniteRect else {
      ignoredNonFinite("frame \(newValue)")
      return
    }
    let (size, newCenter) = Self.boundsSizeAndCenter(
      forFrame: newValue, transform: transform, anchor: storedAnchorPoint)
    let oldBounds = bounds
    let (oldCenter, outerSet) = (center, isSettingFrame)
    // One change for the safe area and the constraint engine, not a half-moved view in between.
    isSettingFrame = true
    // A whole new value, not `bounds.size = size`: an in-place change of an overridable property
    // with observers goes through a modify coroutine whose frame is allocated on the heap.
    bounds = CGRect(origin: oldBounds.origin, size: size)
    center = newCenter
    isSettingFrame = outerSet
    if !outerSet { frameWasSet() }
    guard size != oldBounds.size || newCenter != oldCenter else { return }
    if !outerSet { reportGeometryChange() }
    keyValueDidChange("frame")
  }

  /// The bounds size and centre that give a view turned by `transform` the frame `frame`, as
  /// Core Animation's frame setter finds them: the size is the frame's size taken back through the
  /// inverse transform (a view scaled by 2 set to a 100-point frame is 50 points wide: a zooming
  /// scroll view's content view centred by its frame, ImageScrollView's), the centre the point
  /// that puts the turned bounds at the frame's origin. Without a transform, or with one that
  /// cannot be inverted, the size is the frame's.
  nonisolated static func boundsSizeAndCenter(
    forFrame frame: CGRect, transform: AffineTransform, anchor: CGPoint
  ) -> (size: CGSize, center: CGPoint) {
    var size = CGSize(width: max(frame.width, 0), height: max(frame.height, 0))
    guard !transform.isIdentity, transform.determinant != 0, transform.determinant.isFinite else {
      let centre = CGRect(x: frame.minX, y: frame.minY, width: size.width, height: size.height)
        .point(atUnit: anchor)
      return (size, centre)
    }
    var linear = transform
    (linear.tx, linear.ty) = (0, 0)
    let back = linear.inverted().apply(to: CGRect(origin: .zero, size: size)).size
    if back.width.isFinite, back.height.isFinite { size = back }
    let turned = Self.frame(size: size, center: .zero, transform: transform, anchor: anchor)
    return (size, CGPoint(x: frame.minX - turned.minX, y: frame.minY - turned.minY))
  }

  /// The rest of ``bounds``'s setter once the new bounds are stored: a new size asks for layout
  /// and resizes autoresizing subviews; any change is recorded for an animation block and
  /// reaches ``boundsDidChange(from:)``.
  func boundsWereSet(from oldValue: CGRect) {
    if bounds.size != oldValue.size {
      setNeedsLayout()
      if autoresizesSubviews { resizeSubviews(fromOldSize: oldValue.size) }
    }
    if bounds != oldValue {
      if !ViewAnimationGroup.recording.isEmpty {
        recordAnimatableChange(.bounds, from: .rect(oldValue), to: .rect(bounds))
      }
      boundsDidChange(from: oldValue)
    }
  }
}

extension View {
  /// `layer.anchorPoint`'s setter for the view's layer: the centre stays, so the frame moves (and
  /// what the safe area and hit tests see with it); the constraint engine, which places the
  /// centre, is not told, as UIKit's is not.
  func anchorPointWasSet(_ anchor: CGPoint) {
    guard anchor != storedAnchorPoint else { return }
    storedAnchorPoint = anchor
    propagateSafeArea()
  }
}
