import Foundation
import ScrollPhysics

extension View {
  /// Options of ``animateKeyframes(withDuration:delay:options:animations:completion:)``
  /// (UIView.KeyframeAnimationOptions, with UIKit's bits).
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// The options' bits, as UIKit's.
    public let rawValue: UInt

    /// Options from UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Accepted; layout is not animated separately here.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// The animated views take touches while they move.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Accepted: animations are additive.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Runs the whole sequence again and again.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs each cycle forward, then backward.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Each keyframe moves at constant speed over its span (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each keyframe's values take effect at once at its start.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Accepted; timed as linear here.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// Accepted; timed as linear here (no spline through the keyframes).
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// Accepted; timed as linear here.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The shared bits, as view animation options.
    var animationOptions: AnimationOptions {
      AnimationOptions(rawValue: rawValue & (1 << 0 | 1 << 1 | 1 << 2 | 1 << 3 | 1 << 4))
    }

    /// How each keyframe's span is timed.
    var keyframeCurve: TimingCurve {
      (rawValue >> 10) & 0x7 == 1 ? .custom { $0 > 0 ? 1 : 0 } : .linear
    }
  }

  /// Animates a sequence of keyframes, like UIView.animateKeyframes: inside `animations`, each
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` moves what its block
  /// changes during its share of `duration` (starting `delay` seconds from now); changes made
  /// outside a keyframe move over the whole duration. As with
  /// ``animate(withDuration:delay:options:animations:completion:)``, the model changes at once and
  /// the presentation follows; `completion` gets true at the end (at once when nothing moved).
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let whole = ViewAnimationGroup(
      duration: duration, delay: delay, options: options.animationOptions, curve: .linear)
    let sequence = KeyframeSequence(whole: whole, curve: options.keyframeCurve)
    KeyframeSequence.open.append(sequence)
    ViewAnimationGroup.record(into: whole, animations)
    KeyframeSequence.open.removeLast()
    // Every group of the sequence ends at the same time; the first that moves something reports.
    let groups = [whole] + sequence.keyframes
    let reporter = groups.first { $0.hasChanges }
    for group in groups { group.start(completion: group === reporter ? completion : nil) }
    if reporter == nil { completion?(true) }
  }

  /// Adds a keyframe to the sequence being built by ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
  /// what `animations` changes moves from `frameStartTime` for `frameDuration`, both as fractions
  /// (0...1) of the sequence's duration. Outside a sequence the changes are made as they are.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    guard let sequence = KeyframeSequence.open.last else {
      animations()
      return
    }
    let whole = sequence.whole
    let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
    let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
    let keyframe = ViewAnimationGroup(
      duration: whole.duration, delay: whole.delay, options: whole.options, curve: sequence.curve,
      window: (start * whole.duration, length * whole.duration))
    ViewAnimationGroup.record(into: keyframe, animations)
    sequence.keyframes.append(keyframe)
  }
}

/// A keyframe sequence being built: the group for changes outside keyframes and one group per
/// keyframe, all sharing the sequence's timing.
@preconcurrency @MainActor
final class KeyframeSequence {
  /// The sequences whose `animations` block runs, innermost last.
  static var open: [KeyframeSequence] = []

  let whole: ViewAnimationGroup
  let curve: TimingCurve
  var keyframes: [ViewAnimationGroup] = []

  init(whole: ViewAnimationGroup, curve: TimingCurve) {
    self.whole = whole
    self.curve = curve
  }
}
