import Foundation
import ScrollPhysics

extension View {
  /// Options of ``animate(withDuration:delay:options:animations:completion:)``
  /// (UIView.AnimationOptions, with UIKit's bits).
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The options' bits, as UIKit's.
    public let rawValue: UInt

    /// Options from UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Accepted; layout is not animated separately here.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// The animated views take touches while they move (by default they do not).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Accepted: animations are additive, so a new one always starts from what is on screen.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Runs the animation again and again (the completion is not called).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs each cycle forward, then backward.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Slow start and end (the default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve the curve bits select (Core Animation's functions).
    var timingCurve: TimingCurve {
      switch (rawValue >> 16) & 0xF {
      case 1: return .bezier(CubicBezier(0.42, 0, 1, 1))
      case 2: return .easeOut
      case 3: return .linear
      default: return .easeInOut
      }
    }
  }

  /// Animates the changes `animations` makes to views' `alpha`, `backgroundColor`, `frame`,
  /// `center`, `bounds` and `transform`, like UIView.animate: the new values are set at once (the
  /// model), and what is drawn (`presentation`) moves from the old values to them over
  /// `duration` seconds after `delay`, on the window's clock, with the curve in `options` (default
  /// ease-in-ease-out; `options` may be left out, as in UIKit's Swift interface). Animations add
  /// up: a second animation of the same property starts from
  /// what is on screen. Until it ends, an animated view takes no touches unless `options` has
  /// ``AnimationOptions/allowUserInteraction``. `completion` gets true at the end (never with
  /// ``AnimationOptions/repeat``); it runs at once when nothing was animated, when the views are
  /// in no window, or when `duration` is not positive.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    ViewAnimationGroup(duration: duration, delay: delay, options: options)
      .run(animations, completion: completion)
  }

  /// ``animate(withDuration:delay:options:animations:completion:)`` with no delay and options.
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// ``animate(withDuration:delay:options:animations:completion:)`` on a spring, like UIView's
  /// spring animation: the values move as a damped spring that starts with
  /// `initialSpringVelocity` (1 = the whole change per second, toward the new values) and has
  /// `dampingRatio` (clamped to 0.01...1; 1 does not overshoot). UIKit does not document how it
  /// turns the duration into a stiffness; here the spring's amplitude has shrunk to 1/1500 when
  /// `duration` ends, when the animation ends (the relaxation-time model of public
  /// reimplementations). The curve bits of `options` (default none) are ignored.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = SpringCurve(
      dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity), duration: duration)
    ViewAnimationGroup(duration: duration, delay: delay, options: options, curve: .custom(spring.progress))
      .run(animations, completion: completion)
  }

  /// Runs `actions` with no animation, even inside an animation block (UIView's).
  public static func performWithoutAnimation(_ actions: () -> Void) {
    ViewAnimationGroup.record(into: nil, actions)
  }

  /// The duration of the animation block whose changes are being recorded, 0 outside one (and
  /// inside ``performWithoutAnimation(_:)``), as UIView.inheritedAnimationDuration.
  public static var inheritedAnimationDuration: TimeInterval {
    ViewAnimationGroup.recording.last.flatMap { $0 }?.duration ?? 0
  }

  /// Whether animation blocks animate (UIView.areAnimationsEnabled). Default true; while false,
  /// their changes apply at once and their completions run at once.
  public static var areAnimationsEnabled: Bool { ViewAnimationGroup.areEnabled }

  /// Turns animations on or off (UIView.setAnimationsEnabled).
  public static func setAnimationsEnabled(_ enabled: Bool) { ViewAnimationGroup.areEnabled = enabled }
}

/// One `animate` call: its timing, and the changes it made to views, each kept on the view as a
/// ``ViewAnimation`` until the group ends.
@preconcurrency @MainActor
final class ViewAnimationGroup {
  /// The open animation blocks, innermost last (nil for performWithoutAnimation). Read by every
  /// geometry setter, so unchecked for exclusivity: only `animate` and `performWithoutAnimation`
  /// change it, never while a read is in progress.
  @exclusivity(unchecked) static var recording: [ViewAnimationGroup?] = []
  /// How many view animations were ever recorded: who looks for newly animated views (a trace
  /// recorder) looks again only when it moved.
  private(set) static var recordedCount = 0
  /// The views of the last recorded animations, oldest first (at most ``recentLimit``): entry `i`
  /// is the view of animation `recordedCount - recentlyAnimated.count + i`. Who looks for newly
  /// animated views reads only these, unless more were recorded since it last looked.
  private(set) static var recentlyAnimated: [WeakView] = []
  /// How many entries ``recentlyAnimated`` keeps at most.
  static let recentLimit = 8_192

  let duration: Double
  let delay: Double
  let options: View.AnimationOptions
  let curve: TimingCurve
  /// When the motion starts, in clock seconds (set by ``start(completion:)``).
  private(set) var startTime = 0.0
  private(set) var clock: FrameClock?
  /// The animated views (weakly: a view's animations keep its group, not the other way round).
  private var views: [WeakView] = []
  private var link: DisplayLink?
  private var completion: ((Bool) -> Void)?

  /// A group lasting `duration` seconds after `delay` (non-finite or negative values count as 0),
  /// on `curve`, else the curve the options select.
  init(
    duration: Double, delay: Double, options: View.AnimationOptions, curve: TimingCurve? = nil,
    window: (start: Double, length: Double)? = nil
  ) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.delay = delay.isFinite ? max(delay, 0) : 0
    self.options = options
    self.curve = curve ?? options.timingCurve
    self.window = window ?? (0, self.duration)
  }

  /// The part of each cycle in which the values move, in seconds from its start (the whole cycle,
  /// or a keyframe's span): before it nothing has moved, after it everything has.
  let window: (start: Double, length: Double)

  /// Whether the group has ended (its animations leave its views: ``ViewAnimationState``).
  private(set) var isFinished = false

  /// Whether the block changed anything this group animates.
  var hasChanges: Bool { !views.isEmpty }

  /// Whether animation blocks animate (see ``View/setAnimationsEnabled(_:)``).
  static var areEnabled = true

  /// Records what `animations` changes, then starts the animations.
  func run(_ animations: () -> Void, completion: ((Bool) -> Void)?) {
    Self.record(into: self, animations)
    start(completion: completion)
  }

  /// Runs `changes` with `group` (nil: no group, nothing animates) as the innermost open block;
  /// while animations are disabled nothing is recorded.
  static func record(into group: ViewAnimationGroup?, _ changes: () -> Void) {
    recording.append(areEnabled ? group : nil)
    changes()
    recording.removeLast()
  }

  /// Records that `view`'s `property` changed from `old` to `new` inside the block.
  func record(
    _ view: View, _ property: ViewAnimation.Property, from old: AnimatableValue, to new: AnimatableValue
  ) {
    // A zero-length block still takes its clock, so its completion waits for the next frame.
    if clock == nil { clock = view.window?.clock }
    guard old != new, duration > 0 else { return }
    view.animationState.animations.append(
      ViewAnimation(property: property, offset: old.subtracting(new), group: self))
    Self.recordedCount &+= 1
    if Self.recentlyAnimated.count >= Self.recentLimit {
      Self.recentlyAnimated.removeFirst(Self.recentLimit / 2)
    }
    Self.recentlyAnimated.append(WeakView(view: view))
    if !views.contains(where: { $0.view === view }) { views.append(WeakView(view: view)) }
  }

  /// Starts the recorded animations on the clock of the first animated view's window; without
  /// one (or without changes) they end at once and the completion comes on a later turn (see
  /// ``deliver(_:on:)``).
  func start(completion: ((Bool) -> Void)?) {
    self.completion = completion
    guard let clock, !views.isEmpty else {
      let completion = self.completion
      self.completion = nil
      finish()
      if let completion { Self.deliver(completion, on: clock) }
      return
    }
    startTime = clock.now + delay
    // The link keeps the group alive and frames coming (a host redraws while links run) until the
    // group ends; a repeating group ends only when its views are gone.
    link = clock.addDisplayLink { link in self.step(at: link.timestamp) }
    // Nothing moves before the delay (and a keyframe's start) is over: the link sleeps until then,
    // so the frames in between cost nothing (an hour's delay at 1000 frames a second ran 3.6
    // million empty frames, over 15 s, before session 44).
    let quiet = delay + window.start
    if quiet > 0, quiet.isFinite { link?.wakeTime = clock.now + quiet }
    if !Self.collectors.isEmpty { Self.collectors[Self.collectors.count - 1].append(self) }
  }

  /// The lists that collect the groups started while a transition's animator runs (innermost last).
  private static var collectors: [[ViewAnimationGroup]] = []

  /// Runs `body` and returns the groups that started moving views while it ran.
  static func collecting(_ body: () -> Void) -> [ViewAnimationGroup] {
    collectors.append([])
    body()
    return collectors.removeLast()
  }

  /// Pauses the animation at `seconds` after it was started (its delay included), as a layer paused
  /// with a time offset shows it.
  func pause(atSecondsSinceStart seconds: Double) {
    let value = seconds.isFinite ? seconds : 0
    pausedElapsed = min(max(value - delay, 0), duration)
  }

  /// Runs the animation back to where it started, over the time it has run divided by `speed`:
  /// each view keeps what it shows now and moves back to the values it had before the block; the
  /// completion is called with true when it is back.
  func reverse(speed: Double) {
    let time = clock?.now ?? startTime
    let share = remaining(at: time)
    let elapsed = min(pausedElapsed ?? max(time - startTime, 0), duration)
    let rate = speed.isFinite && speed > 0 ? speed : 1
    let back = ViewAnimationGroup(
      duration: elapsed / rate, delay: 0, options: options.subtracting([.repeat, .autoreverse]), curve: curve)
    let completion = self.completion
    self.completion = nil
    link?.invalidate()
    link = nil
    for entry in views { entry.view?.reverseAnimations(of: self, share: share, into: back) }
    views = []
    back.start(completion: completion)
  }

  /// The seconds into the animation where a property animator paused it (nil while it runs).
  private(set) var pausedElapsed: Double?
  /// Whether a paused animation shows its fraction on a straight line rather than its curve
  /// (UIViewPropertyAnimator.scrubsLinearly).
  var scrubsLinearly = false

  /// Freezes the animation where it is now.
  func pause() {
    guard pausedElapsed == nil else { return }
    pausedElapsed = min(max((clock?.now ?? startTime) - startTime, 0), duration)
  }

  /// Runs a paused animation on from where it was.
  func resume() {
    guard let paused = pausedElapsed else { return }
    startTime = (clock?.now ?? startTime) - paused
    pausedElapsed = nil
  }

  /// The share of the duration gone: frozen while paused.
  var fractionComplete: Double {
    guard duration > 0 else { return 1 }
    let elapsed = pausedElapsed ?? max((clock?.now ?? startTime) - startTime, 0)
    return min(max(elapsed / duration, 0), 1)
  }

  /// Moves a paused animation to `fraction` of its duration (clamped to 0...1).
  func setFractionComplete(_ fraction: Double) {
    pausedElapsed = (fraction.isFinite ? min(max(fraction, 0), 1) : 0) * duration
  }

  /// Ends the animation where it is: each animated view keeps what it shows now as its model
  /// value, the completion is not called.
  func settle() {
    let time = clock?.now ?? startTime
    let share = remaining(at: time)
    link?.invalidate()
    link = nil
    completion = nil
    for entry in views { entry.view?.settleAnimations(of: self, share: share) }
    views = []
  }

  /// The share of the change still to go at `time`: 1 before the start, 0 at the end.
  func remaining(at time: Double) -> Double {
    guard duration > 0 else { return 0 }
    if let paused = pausedElapsed, scrubsLinearly { return 1 - paused / duration }
    let elapsed = pausedElapsed ?? max(time - startTime, 0)
    let cycle = options.contains(.autoreverse) ? 2 * duration : duration
    var local = elapsed
    if options.contains(.repeat) {
      local = elapsed.truncatingRemainder(dividingBy: cycle)
    } else if elapsed >= cycle {
      return 0
    }
    let forward = local <= duration ? local : 2 * duration - local
    guard window.length > 0 else { return forward >= window.start ? 0 : 1 }
    return 1 - curve.value(at: (forward - window.start) / window.length)
  }

  private func step(at time: Double) {
    guard pausedElapsed == nil else { return }
    if options.contains(.repeat) {
      guard views.allSatisfy({ $0.view == nil }) else { return }
      link?.invalidate()
      link = nil
      return
    }
    guard time - startTime >= duration * (options.contains(.autoreverse) ? 2 : 1) else { return }
    finish()
  }

  /// Completions waiting for the current one to return, when there is no clock to wait for.
  private static var waiting: [(Bool) -> Void] = []
  private static var isDelivering = false

  /// Calls a completion of a block that did not move anything on a later turn, as UIKit does
  /// (never inside the `animate` call that asked for it): on `clock`'s next frame, or without a
  /// clock once the completion running now has returned. A completion that starts the next
  /// animation therefore never recurses, however long the chain.
  static func deliver(_ completion: @escaping (Bool) -> Void, on clock: (any FrameClock)?) {
    if let clock {
      _ = clock.addDisplayLink { link in
        link.invalidate()
        completion(true)
      }
      return
    }
    waiting.append(completion)
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    while !waiting.isEmpty { waiting.removeFirst()(true) }
  }

  /// Takes the group's animations off its views and calls the completion with true.
  private func finish() {
    link?.invalidate()
    link = nil
    isFinished = true
    for entry in views { entry.view?.animationState.dropFinished() }
    views = []
    let completion = self.completion
    self.completion = nil
    completion?(true)
  }
}

/// The progress of a damped spring from 0 to 1 (it may pass 1 when underdamped), over a duration
/// at whose end the spring's amplitude is 1/1500 of the start's: for the spring form of
/// `View.animate`.
struct SpringCurve: Sendable {
  /// The damping ratio, 0.01...1.
  let dampingRatio: Double
  /// The start velocity toward the end value, in whole changes per second.
  let initialVelocity: Double
  /// The undamped angular frequency, per second.
  let omega: Double
  /// The length of the animation, in seconds.
  let duration: Double

  init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
    self.dampingRatio = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 1) : 1
    // UIKit takes any value; beyond a thousand whole changes per second a spring only overshoots
    // absurdly, and 1e308 would make the curve infinite.
    self.initialVelocity = initialVelocity.isFinite ? min(max(initialVelocity, -1000), 1000) : 0
    self.duration = duration.isFinite && duration > 0 ? duration : 1
    omega = log(1500) / (self.dampingRatio * self.duration)
  }

  /// The progress at `fraction` (0...1) of the duration; exactly 1 at the end.
  @Sendable func progress(_ fraction: Double) -> Double {
    guard fraction < 1 else { return 1 }
    let t = max(fraction, 0) * duration
    let zeta = dampingRatio
    let decay = exp(-zeta * omega * t)
    guard zeta < 1 else { return 1 - (1 + (omega - initialVelocity) * t) * decay }
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let sine = (zeta * omega - initialVelocity) / damped
    return 1 - decay * (cos(damped * t) + sine * sin(damped * t))
  }
}
