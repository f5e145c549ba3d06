// Core Graphics blend modes and UIKit's drawing functions that take one.
import Foundation
import Inertia

/// Core Graphics' name for ``Inertia/BlendMode``.
public typealias CGBlendMode = BlendMode

/// Fills `rect` with the current context's fill colour in `blendMode` (UIRectFillUsingBlendMode).
@preconcurrency @MainActor public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
  withBlendMode(blendMode, alpha: 1) { $0.fill(rect) }
}

/// Strokes `rect`'s outline in `blendMode` (UIRectFrameUsingBlendMode).
@preconcurrency @MainActor public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
  withBlendMode(blendMode, alpha: 1) { $0.stroke(rect) }
}

/// Runs `body` on the current context with `blendMode` and `alpha`, the state restored after.
@MainActor func withBlendMode(_ blendMode: CGBlendMode, alpha: CGFloat, _ body: (CGContext) -> Void) {
  guard let context = GraphicsContext.current else { return }
  context.saveGState()
  context.setBlendMode(blendMode)
  context.setAlpha(alpha)
  body(context)
  context.restoreGState()
}

extension Image {
  /// Draws the image over `rect` in `blendMode` with `alpha` (UIImage.draw(in:blendMode:alpha:)).
  @preconcurrency @MainActor public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    withBlendMode(blendMode, alpha: alpha) { $0.draw(self, in: rect) }
  }
  /// Draws the image at its size at `point` in `blendMode` with `alpha`.
  @preconcurrency @MainActor public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }
}

extension BezierPath {
  /// Fills the path in `blendMode` with `alpha` (UIBezierPath.fill(with:alpha:)).
  @preconcurrency @MainActor public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    withBlendMode(blendMode, alpha: alpha) { _ in fill() }
  }
  /// Strokes the path in `blendMode` with `alpha` (UIBezierPath.stroke(with:alpha:)).
  @preconcurrency @MainActor public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    withBlendMode(blendMode, alpha: alpha) { _ in stroke() }
  }
}
