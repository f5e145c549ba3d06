import Foundation
import ScrollPhysics

extension View {
  /// A named timing curve (UIView.AnimationCurve, UIKit's raw values). Like the Objective-C enum
  /// it comes from, any raw value makes a curve: the keyboard's user info gives 7, which has no
  /// name and animates as ease-in-ease-out here.
  public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
    /// UIKit's value.
    public let rawValue: Int
    /// The curve with `rawValue` (never nil, as for an imported Objective-C enum).
    public init?(rawValue: Int) { self.rawValue = rawValue }
    private init(_ rawValue: Int) { self.rawValue = rawValue }

    /// Slow start and end.
    public static let easeInOut = AnimationCurve(0)
    /// Slow start.
    public static let easeIn = AnimationCurve(1)
    /// Slow end.
    public static let easeOut = AnimationCurve(2)
    /// Constant speed.
    public static let linear = AnimationCurve(3)

    /// The animation options selecting this curve (ease-in-ease-out for unnamed values).
    var options: View.AnimationOptions {
      switch rawValue {
      case 1: return .curveEaseIn
      case 2: return .curveEaseOut
      case 3: return .curveLinear
      default: return .curveEaseInOut
      }
    }
  }
}

/// Animates view changes that can be paused, scrubbed, continued and stopped, like
/// UIViewPropertyAnimator. Its blocks change views as ``View/animate(withDuration:animations:completion:)``
/// does (the model at once, what is drawn over the duration on the window's clock); it starts when
/// ``startAnimation()`` is called (or when paused or scrubbed first).
///
/// Not provided: reversing (``isReversed`` is kept), composed timing parameters, and delay
/// factors of added animations (they start with the others).
@preconcurrency @MainActor
open class ViewPropertyAnimator {
  /// Where an animation ended (UIViewAnimatingPosition).
  public enum Position: Int, Sendable {
    /// At its end values.
    case end = 0
    /// At its start values.
    case start = 1
    /// Somewhere between (stopped).
    case current = 2
  }

  /// The animator's state (UIViewAnimatingState).
  public enum State: Int, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Started, running or paused.
    case active = 1
    /// Stopped; ``finishAnimation(at:)`` ends it.
    case stopped = 2
  }

  /// The seconds the animation takes.
  public let duration: TimeInterval
  /// The seconds before it moves, from ``startAnimation(afterDelay:)``.
  public private(set) var delay: TimeInterval = 0
  /// The state.
  public private(set) var state: State = .inactive
  /// Whether it runs now (active and not paused).
  public var isRunning: Bool { state == .active && group?.pausedElapsed == nil }
  /// Whether it runs backwards (kept; reversing is not provided). Default false.
  open var isReversed = false
  /// Whether it can be paused and stopped (always). Default true.
  open var isInterruptible = true
  /// Whether the animated views take touches (kept). Default true.
  open var isUserInteractionEnabled = true
  /// Whether a paused animation shows ``fractionComplete`` on a straight line rather than its
  /// curve. Default true.
  open var scrubsLinearly = true { didSet { group?.scrubsLinearly = scrubsLinearly } }
  /// Whether it pauses rather than finishing at the end (kept). Default false.
  open var pausesOnCompletion = false

  private let curve: TimingCurve
  private var blocks: [() -> Void] = []
  private var completions: [(Position) -> Void] = []
  private var group: ViewAnimationGroup?

  /// An animator of `duration` seconds on `curve` with `animations` (more can be added).
  public init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.curve = curve.options.timingCurve
    if let animations { blocks.append(animations) }
  }

  /// An animator whose timing is the cubic Bézier through `point1` and `point2`.
  public init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.curve = .bezier(CubicBezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y)))
    if let animations { blocks.append(animations) }
  }

  /// An animator on a spring with `ratio` damping (1: no overshoot), as
  /// ``View/animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    let spring = SpringCurve(dampingRatio: Double(ratio), initialVelocity: 0, duration: self.duration)
    self.curve = .custom(spring.progress)
    if let animations { blocks.append(animations) }
  }

  /// An animator timed by `parameters`: a cubic curve over `duration`, or a spring (one of mass,
  /// stiffness and damping over its own settling time, as UIKit ignores `duration` then).
  public init(duration: TimeInterval, timingParameters parameters: TimingCurveProvider) {
    let duration = duration.isFinite ? max(duration, 0) : 0
    if let spring = parameters.springTimingParameters {
      (self.curve, self.duration) = spring.curve(duration: duration)
    } else {
      let cubic = parameters.cubicTimingParameters ?? CubicTimingParameters()
      let (p1, p2) = (cubic.controlPoint1, cubic.controlPoint2)
      self.duration = duration
      self.curve = .bezier(CubicBezier(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y)))
    }
  }

  /// An animator already started with `animations` after `delay`, calling `completion` at the
  /// end (UIViewPropertyAnimator.runningPropertyAnimator).
  public static func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions,
    animations: @escaping () -> Void, completion: ((Position) -> Void)? = nil
  ) -> ViewPropertyAnimator {
    let curve = View.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
    let animator = ViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds changes to animate: kept until the animator starts, animated at once (over what is left
  /// of the duration's curve) while it runs.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active, let group {
      ViewAnimationGroup.record(into: group, animation)
    } else {
      blocks.append(animation)
    }
  }

  /// Adds changes to animate (the delay factor is not provided: they start with the others).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a block called with the final position when the animation ends.
  open func addCompletion(_ completion: @escaping (Position) -> Void) { completions.append(completion) }

  /// The share of the duration gone (0...1); setting it pauses the animation there.
  open var fractionComplete: CGFloat {
    get { CGFloat(group?.fractionComplete ?? 0) }
    set {
      guard state != .stopped else { return }
      if state == .inactive { begin(paused: true) }
      group?.setFractionComplete(Double(newValue))
    }
  }

  /// Starts the animation (or continues a paused one).
  open func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animation after `delay` seconds (or continues a paused one at once).
  open func startAnimation(afterDelay delay: TimeInterval) {
    switch state {
    case .inactive:
      self.delay = delay.isFinite ? max(delay, 0) : 0
      begin(paused: false)
    case .active: group?.resume()
    case .stopped: break
    }
  }

  /// Pauses the animation where it is (starting it paused when inactive).
  open func pauseAnimation() {
    switch state {
    case .inactive: begin(paused: true)
    case .active: group?.pause()
    case .stopped: break
    }
  }

  /// Continues a paused animation (the timing parameters are not provided; the duration factor
  /// is ignored).
  open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) {
    guard state == .active else { return }
    group?.resume()
  }

  /// Stops the animation: the views keep what they show now. Without finishing, the animator
  /// becomes inactive and no completion runs; otherwise it is stopped until
  /// ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    group?.settle()
    group = nil
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Ends a stopped animation, calling the completions with `position`.
  open func finishAnimation(at position: Position) {
    guard state == .stopped else { return }
    end(at: position)
  }

  private func begin(paused: Bool) {
    let group = ViewAnimationGroup(duration: duration, delay: delay, options: [], curve: curve)
    group.scrubsLinearly = scrubsLinearly
    self.group = group
    state = .active
    let pending = blocks
    blocks = []
    ViewAnimationGroup.record(into: group) { for block in pending { block() } }
    // The group holds the animator until it ends, as UIKit keeps a running animator alive. A group
    // that moved no view in a window ends at once; UIKit completes such an animator on a later
    // turn (code setting state after startAnimation sees it first), so the end waits for the
    // app's clock's next frame when there is one.
    var starting = true
    group.start { _ in
      guard starting, let clock = Window.knownAppClock else { return self.groupEnded(group) }
      _ = clock.addDisplayLink { link in
        link.invalidate()
        self.groupEnded(group)
      }
    }
    starting = false
    if paused { group.pause() }
  }

  private func groupEnded(_ ended: ViewAnimationGroup) {
    guard ended === group, state == .active else { return }
    group = nil
    end(at: .end)
  }

  private func end(at position: Position) {
    state = .inactive
    let calls = completions
    completions = []
    for completion in calls { completion(position) }
  }
}
