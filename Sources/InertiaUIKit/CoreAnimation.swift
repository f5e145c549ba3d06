// Core Animation spellings: layers are Inertia's, transactions group their changes.
import Foundation
import Inertia

/// Core Animation's name for ``Inertia/Layer``.
public typealias CALayer = Layer
/// Core Animation's name for ``Inertia/LayerAction``.
public typealias CAAction = LayerAction
/// Core Animation's name for ``Inertia/LayerCornerCurve`` (`.circular`, `.continuous`).
public typealias CALayerCornerCurve = LayerCornerCurve
/// Core Animation's name for ``Inertia/LayerCornerMask`` (`.layerMinXMinYCorner`, …).
public typealias CACornerMask = LayerCornerMask
/// Core Animation's name for ``Inertia/TransformLayer``.
public typealias CATransformLayer = TransformLayer
/// Core Animation's name for ``Inertia/LayerContentsGravity`` (`.resizeAspectFill`, `.center`…).
public typealias CALayerContentsGravity = LayerContentsGravity
/// Core Animation's name for ``Inertia/ShapeLayer``.
public typealias CAShapeLayer = ShapeLayer
/// Core Animation's name for ``Inertia/GradientLayer``.
public typealias CAGradientLayer = GradientLayer
/// Core Animation's name for ``Inertia/TiledLayer``.
public typealias CATiledLayer = TiledLayer
/// Core Animation's shape-layer fill rule: ``Inertia/PathFillRule`` (`.nonZero`, `.evenOdd`).
public typealias CAShapeLayerFillRule = PathFillRule
/// Core Animation's shape-layer line cap: ``Inertia/LineCap``.
public typealias CAShapeLayerLineCap = LineCap
/// Core Animation's shape-layer line join: ``Inertia/LineJoin``.
public typealias CAShapeLayerLineJoin = LineJoin

/// Core Foundation's time interval in seconds.
public typealias CFTimeInterval = Double

/// Groups layer changes, like CATransaction. Layers do not animate implicitly here, so a change
/// shows on the next frame whatever the transaction says; the completion block runs when the
/// outermost transaction commits (no animation is left to wait for).
@preconcurrency @MainActor
public enum CATransaction {
  struct Frame {
    var disableActions = false
    var duration: CFTimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var completion: (@MainActor () -> Void)?
  }
  private static var frames: [Frame] = []

  /// Opens a transaction (nested transactions commit with the outermost).
  public static func begin() { frames.append(Frame()) }

  /// Closes the transaction opened last; at the outermost, runs every completion block set in it
  /// and its nested transactions, in the order they were set. Does nothing without a begin.
  public static func commit() {
    guard let frame = frames.popLast() else { return }
    if frames.isEmpty {
      pending.append(contentsOf: frame.completion.map { [$0] } ?? [])
      let blocks = pending
      pending = []
      for block in blocks { block() }
    } else if let completion = frame.completion {
      pending.append(completion)
    }
  }
  private static var pending: [@MainActor () -> Void] = []

  /// Runs `block` when the current transaction commits (at once outside a transaction, as Core
  /// Animation's implicit transaction commits at the end of the run-loop turn).
  public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
    guard !frames.isEmpty else {
      block?()
      return
    }
    frames[frames.count - 1].completion = block
  }

  /// Turns implicit animations off for the current transaction (they are always off here; the
  /// flag reads back).
  public static func setDisableActions(_ flag: Bool) {
    if !frames.isEmpty { frames[frames.count - 1].disableActions = flag }
  }
  /// Whether the current transaction disabled actions (false outside one).
  public static func disableActions() -> Bool { frames.last?.disableActions ?? false }
  /// Sets the animation duration of the current transaction (kept; layers do not animate).
  public static func setAnimationDuration(_ duration: CFTimeInterval) {
    if !frames.isEmpty, duration.isFinite, duration >= 0 { frames[frames.count - 1].duration = duration }
  }
  /// The animation duration of the current transaction (0.25 outside one).
  public static func animationDuration() -> CFTimeInterval { frames.last?.duration ?? 0.25 }
  /// Sets the timing function of the current transaction (kept and read back; layers do not
  /// animate implicitly here, and explicit animations keep their own timing).
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    if !frames.isEmpty { frames[frames.count - 1].timingFunction = function }
  }
  /// The timing function of the current transaction (nil outside one or when none was set).
  public static func animationTimingFunction() -> CAMediaTimingFunction? { frames.last?.timingFunction }
  /// Commits every open transaction's pending changes (nothing waits here).
  public static func flush() {}
}
