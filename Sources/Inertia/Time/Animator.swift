import ScrollPhysics

/// Runs a duration-based animation on a ``FrameClock``: calls `update` with the eased progress on
/// every frame and `completion` once, when it finishes or is stopped.
///
/// See also: `TimingCurve` (ScrollPhysics), ``DisplayLink``.
@preconcurrency @MainActor
public final class Animator {
  /// The animation's length in seconds.
  public let duration: Double
  /// The easing applied to the linear progress.
  public let curve: TimingCurve
  /// When the animation started, in clock seconds.
  public let startTime: Double
  /// Whether the animation is still running.
  public private(set) var isRunning = true
  private var link: DisplayLink?
  private let update: @MainActor (Double) -> Void
  private let completion: @MainActor (Bool) -> Void

  /// Starts an animation now. `update` gets the eased progress (0...1) each frame; `completion`
  /// gets true when the animation ran to its end, false when it was stopped.
  public init(
    clock: FrameClock, duration: Double, curve: TimingCurve = .easeInOut,
    update: @escaping @MainActor (Double) -> Void,
    completion: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.curve = curve
    self.startTime = clock.now
    self.update = update
    self.completion = completion
    // The link keeps the animator alive while it runs; finishing invalidates it.
    link = clock.addDisplayLink { link in self.step(at: link.timestamp) }
  }

  /// The eased progress at clock time `time`.
  public func progress(at time: Double) -> Double {
    guard duration > 0 else { return 1 }
    return curve.value(at: (time - startTime) / duration)
  }

  private func step(at time: Double) {
    guard isRunning else { return }
    let finished = duration <= 0 || time - startTime >= duration - 1e-9
    update(finished ? 1 : progress(at: time))
    if finished { finish(completed: true) }
  }

  /// Stops the animation where it is; `completion` gets false.
  public func stop() {
    guard isRunning else { return }
    finish(completed: false)
  }

  private func finish(completed: Bool) {
    isRunning = false
    link?.invalidate()
    link = nil
    completion(completed)
  }
}
