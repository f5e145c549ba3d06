import Foundation

/// Hears when a layer's animation starts and stops (CAAnimationDelegate). Both methods are
/// optional.
@preconcurrency @MainActor
public protocol AnimationDelegate: AnyObject {
  /// The animation began (its begin time came on the layer's clock).
  func animationDidStart(_ anim: Animation)
  /// The animation ended: `flag` is true when it ran to its end, false when it was removed first.
  func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ anim: Animation) {}
  /// Does nothing.
  public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
}

/// An explicit animation added to a layer with ``Layer/add(_:forKey:)``, like CAAnimation: its
/// timing (CAMediaTiming's begin time, duration, speed, offset, repeats, autoreverse, fill mode)
/// on the layer's clock. It changes what is drawn (``Layer/presentation()``), never the model
/// values: an animation that is removed at its end snaps back to them.
///
/// See also: ``BasicAnimation``, ``KeyframeAnimation``, ``AnimationGroup``, ``Transition``.
@preconcurrency @MainActor
open class Animation {
  /// When the animation begins, in the layer's clock seconds (`CACurrentMediaTime() + delay`);
  /// 0 begins when it is added (the added copy then holds that time). Non-finite values count as 0.
  open var beginTime: Double = 0 {
    didSet { if !beginTime.isFinite { beginTime = 0 } }
  }
  /// The length of one cycle in seconds; 0 (the default) means 0.25 on a layer. Negative or
  /// non-finite values count as 0.
  open var duration: Double = 0 {
    didSet { if !(duration.isFinite && duration >= 0) { duration = 0 } }
  }
  /// How fast local time runs against the clock. Default 1; non-finite values count as 1.
  open var speed: Float = 1 {
    didSet { if !speed.isFinite { speed = 1 } }
  }
  /// Added to the local time. Default 0; non-finite values count as 0.
  open var timeOffset: Double = 0 {
    didSet { if !timeOffset.isFinite { timeOffset = 0 } }
  }
  /// How many cycles run (fractions allowed; `.infinity` forever). 0 (the default) runs once;
  /// negative or NaN values count as 0.
  open var repeatCount: Float = 0 {
    didSet { if repeatCount.isNaN || repeatCount < 0 { repeatCount = 0 } }
  }
  /// How long the repeats run in seconds, instead of a count (0: use ``repeatCount``).
  open var repeatDuration: Double = 0 {
    didSet { if !(repeatDuration >= 0) { repeatDuration = 0 } }
  }
  /// Whether each cycle runs forward then backward. Default false.
  open var autoreverses = false
  /// What shows outside the active time. Default ``MediaTimingFillMode/removed``.
  open var fillMode: MediaTimingFillMode = .removed
  /// The pacing; nil is linear.
  open var timingFunction: MediaTimingFunction?
  /// Whether the layer drops the animation when it ends (then the model values show again).
  /// Default true.
  open var isRemovedOnCompletion = true
  /// Hears the start and stop (kept strongly, as Core Animation does).
  open var delegate: (any AnimationDelegate)?
  /// Values stored with ``setValue(_:forKey:)``.
  var userValues: [String: Any] = [:]

  /// An animation with default timing.
  public required init() {}

  /// Stores `value` under `key` on the animation (nil removes it): how programs tag animations to
  /// recognise them in the delegate.
  open func setValue(_ value: Any?, forKey key: String) { userValues[key] = value }
  /// What ``setValue(_:forKey:)`` stored under `key`.
  open func value(forKey key: String) -> Any? { userValues[key] }

  /// A copy of the animation (the layer adds a copy, so later changes to this one do not affect
  /// it).
  open func copy() -> Any {
    let copy = type(of: self).init()
    copy.copyState(from: self)
    return copy
  }

  /// Copies every property of `other`; subclasses add theirs.
  func copyState(from other: Animation) {
    (beginTime, duration, speed, timeOffset) = (
      other.beginTime, other.duration, other.speed, other.timeOffset
    )
    (repeatCount, repeatDuration, autoreverses, fillMode) = (
      other.repeatCount, other.repeatDuration, other.autoreverses, other.fillMode
    )
    (timingFunction, isRemovedOnCompletion, delegate, userValues) = (
      other.timingFunction, other.isRemovedOnCompletion, other.delegate, other.userValues
    )
  }

  /// Changes `state` by the animation at eased progress `progress` (0...1 for a timing function
  /// that does not overshoot) in `phase` of a cycle `cycle` seconds long.
  func apply(to state: inout LayerState, progress: Double, phase: AnimationPhase, cycle: Double) {}
}
