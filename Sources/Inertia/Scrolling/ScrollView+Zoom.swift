import Foundation
import ScrollPhysics

/// The pinch that zooms a scroll view's content. It recognizes together with the scroll view's pan
/// and begins only while zooming is possible.
@preconcurrency @MainActor
final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
  weak var scrollView: ScrollView?

  override func shouldBegin() -> Bool { scrollView?.canZoom ?? false }
  /// The scroll view, when it adopts the delegate protocol (it is the pinch's delegate in UIKit).
  override var implicitDelegate: GestureRecognizerDelegate? { scrollView as? GestureRecognizerDelegate }
  override func canPrevent(_ other: GestureRecognizer) -> Bool { other !== scrollView?.panGestureRecognizer }
  override func canBePrevented(by other: GestureRecognizer) -> Bool {
    other !== scrollView?.panGestureRecognizer
  }
}

extension ScrollView {
  /// The view the delegate zooms, if zooming is possible at all.
  var zoomView: View? {
    guard let view = deliveredDelegate?.viewForZooming(in: self), view.isDescendant(of: self), view !== self
    else {
      return nil
    }
    return view
  }

  var zoomBand: ZoomRubberBand {
    ZoomRubberBand(minimum: Double(minimumZoomScale), maximum: Double(maximumZoomScale))
  }

  /// Sets the zoom scale, clamped to the limits, keeping the content under the bounds' centre in
  /// place (spec section 8). Without animation it sends scrollViewDidScroll and scrollViewDidZoom
  /// only; animated it lasts min(0.1 + 0.3 |ln from - ln to|, 0.4) s and ends with
  /// scrollViewDidEndZooming.
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard scale.isFinite, scale > 0, let zoomView else { return }
    let target = CGFloat(zoomBand.clamped(Double(scale)))
    let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    zoom(to: target, anchor: zoomAnchor(at: centre, in: zoomView), at: centre, animated: animated)
  }

  /// Zooms so that `rect` (in the zoom view's coordinates) fills the bounds as far as the limits
  /// allow, its centre at the bounds' centre (spec section 8).
  public func zoom(to rect: CGRect, animated: Bool) {
    guard rect.isFiniteRect, rect.width > 0, rect.height > 0, zoomView != nil else { return }
    let fit = min(bounds.width / rect.width, bounds.height / rect.height)
    let target = CGFloat(zoomBand.clamped(Double(fit)))
    let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    zoom(to: target, anchor: CGPoint(x: rect.midX, y: rect.midY), at: centre, animated: animated)
  }

  /// The zoom view's unscaled point under `location` (relative to the visible bounds).
  func zoomAnchor(at location: CGPoint, in zoomView: View) -> CGPoint {
    let origin = zoomView.frame.origin
    let scale = max(zoomScale, 0.0001)
    return CGPoint(
      x: (bounds.origin.x + location.x - origin.x) / scale,
      y: (bounds.origin.y + location.y - origin.y) / scale)
  }

  /// The offset that puts `anchor` at `location` at `scale`, clamped into the range when asked.
  func zoomOffset(scale: CGFloat, anchor: CGPoint, at location: CGPoint, clamp: Bool) -> CGPoint {
    guard let zoomView else { return preciseOffset }
    let origin = zoomView.frame.origin
    let offset = CGPoint(
      x: origin.x + anchor.x * scale - location.x, y: origin.y + anchor.y * scale - location.y)
    guard clamp else { return offset }
    let size = CGSize(width: zoomView.bounds.width * scale, height: zoomView.bounds.height * scale)
    let minimum = minimumOffset
    let maximum = maximumOffset(forContentSize: size)
    return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
  }

  /// Applies a scale and an offset: scales the zoom view keeping its top-left, makes the content
  /// size its scaled frame, moves the offset, then sends didScroll and didZoom. A scale that would
  /// make the zoomed size overflow (a view near `Double.greatestFiniteMagnitude` long) is capped
  /// where the scaled frame stays finite, so the content size and the view always agree.
  func applyZoom(scale requested: CGFloat, offset: CGPoint) {
    guard let zoomView, requested.isFinite, requested > 0 else { return }
    let origin = zoomView.frame.origin
    let longest = max(zoomView.bounds.width, zoomView.bounds.height, 1)
    let farthest = max(abs(origin.x), abs(origin.y))
    let scale = min(requested, 0.999 * (CGFloat.greatestFiniteMagnitude - farthest) / longest)
    let size = CGSize(width: zoomView.bounds.width * scale, height: zoomView.bounds.height * scale)
    zoomView.setTransform(
      AffineTransform(scaleX: scale, y: scale),
      center: CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2))
    storedZoomScale = scale
    isApplyingZoom = true
    contentSize = size
    isApplyingZoom = false
    if !position.setOffsetReportingScroll(offset) { didScroll() }
    deliveredDelegate?.scrollViewDidZoom(self)
  }

  private func zoom(to scale: CGFloat, anchor: CGPoint, at location: CGPoint, animated: Bool) {
    stopMotion(notify: true)
    let endOffset = zoomOffset(scale: scale, anchor: anchor, at: location, clamp: true)
    guard animated, let clock = window?.clock else {
      applyZoom(scale: scale, offset: endOffset)
      return
    }
    animateZoom(to: scale, offset: endOffset, clock: clock, bouncing: false)
  }

  /// Animates scale and offset to their ends; the end of the animation sends
  /// scrollViewDidEndZooming.
  func animateZoom(to scale: CGFloat, offset endOffset: CGPoint, clock: FrameClock, bouncing: Bool) {
    let startScale = Double(zoomScale)
    let startOffset = preciseOffset
    let duration = ZoomRubberBand.animationDuration(from: startScale, to: Double(scale))
    let animation = ZoomAnimationActivity(bouncing: bouncing)
    position.beginActivity(animation)
    guard position.activity === animation else { return }
    animation.animate(
      in: position, clock: clock, duration: duration, curve: .easeOut,
      update: { [weak self] progress in
        guard let self else { return }
        let current =
          progress >= 1
          ? Double(scale)
          : exp(
            Foundation.log(startScale) + (Foundation.log(Double(scale)) - Foundation.log(startScale))
              * progress)
        let p = CGFloat(progress)
        self.applyZoom(
          scale: CGFloat(current),
          offset: progress >= 1
            ? endOffset
            : CGPoint(
              x: startOffset.x + (endOffset.x - startOffset.x) * p,
              y: startOffset.y + (endOffset.y - startOffset.y) * p))
      })
  }

  // MARK: Pinch

  func handlePinch(_ pinch: PinchGestureRecognizer) {
    guard let zoomView else { return }
    let centroid = pinch.location(in: self)
    let location = CGPoint(x: centroid.x - bounds.origin.x, y: centroid.y - bounds.origin.y)
    switch pinch.state {
    case .began:
      // A zoom bounce still running ends at its target first, so the anchor is taken from there.
      if position.activity.isZoomAnimation { position.beginActivity(IdleActivity()) }
      let zoom = ZoomActivity(
        startScale: zoomScale, anchor: zoomAnchor(at: location, in: zoomView), location: location)
      position.beginActivity(zoom)
      position.activity.pinched(scale: pinch.scale, at: location, in: input)
    case .changed:
      position.activity.pinched(scale: pinch.scale, at: location, in: input)
    case .ended, .cancelled:
      position.activity.pinchEnded(in: input)
    default:
      break
    }
  }

  /// Zooms to `zoom`'s start scale times the pinch's `scale` (rubber-banded past the limits when
  /// ``bouncesZoom``), keeping its anchor under `location`.
  func applyPinch(_ zoom: ZoomActivity, scale: CGFloat, at location: CGPoint) {
    let raw = Double(zoom.startScale * scale)
    let shown = CGFloat(bouncesZoom ? zoomBand.displayed(forRaw: raw) : zoomBand.clamped(raw))
    applyZoom(scale: shown, offset: zoomOffset(scale: shown, anchor: zoom.anchor, at: location, clamp: false))
    zoom.location = location
  }

  /// The pinch of `zoom` ended: the zoom animates into its limits (or to the clamped offset), or
  /// applies them at once and the view goes idle.
  func endPinch(_ zoom: ZoomActivity) {
    let target = CGFloat(zoomBand.clamped(Double(zoomScale)))
    let endOffset = zoomOffset(scale: target, anchor: zoom.anchor, at: zoom.location, clamp: true)
    if let clock = window?.clock, target != zoomScale || endOffset != preciseOffset {
      animateZoom(to: target, offset: endOffset, clock: clock, bouncing: target != zoomScale)
    } else {
      applyZoom(scale: target, offset: endOffset)
      position.beginActivity(IdleActivity())
    }
  }
}
