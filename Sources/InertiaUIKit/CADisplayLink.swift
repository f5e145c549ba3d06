import Foundation
import Inertia

/// Core Animation's display link (CADisplayLink) on the app clock (``Inertia/Window/appClock``):
/// once added to a run loop, it sends its selector to its target, with itself as the sender, on
/// every frame of the clock in which the main run loop runs in one of the modes it was added for,
/// until it is invalidated. While a scroll view is tracking, dragging or decelerating UIKit runs
/// the main run loop in its tracking mode (`RunLoop.Mode.tracking`), otherwise in `.default`
/// (`MainRunLoop` owns that state): a link added for `.default` skips the frames of a
/// drag and a fling and sends again on the first frame after, one added for `.tracking` sends only
/// then, one added for `.common` sends every frame. The target is held strongly, as Core Animation
/// holds it, until ``invalidate()``, and the app clock holds the link while it is added, as a run
/// loop does.
@preconcurrency @MainActor
open class CADisplayLink {
  private var target: Any?
  private let selector: Selector
  private var link: DisplayLink?
  private var lastFire: CFTimeInterval?
  private var wasInvalidated = false

  /// A link that will send `selector` to `target` on every frame once added to a run loop.
  public init(target: Any, selector: Selector) {
    self.target = target
    self.selector = selector
  }

  /// The time of the frame last sent, in media time (``CACurrentMediaTime()``); 0 before the first.
  public private(set) var timestamp: CFTimeInterval = 0
  /// The time the next frame is due, in media time.
  public private(set) var targetTimestamp: CFTimeInterval = 0
  /// The time between frames of the clock, in seconds.
  public var duration: CFTimeInterval { 1 / max(Window.appClock.frameRate, 1) }
  /// While true no frames are sent. Default false.
  public var isPaused = false {
    didSet { link?.isPaused = isPaused }
  }
  /// The frames per second to send at most; 0 (the default), or more than the clock's rate,
  /// sends every frame. A lower rate skips frames until a whole period has gone by.
  public var preferredFramesPerSecond = 0
  /// The older way to skip frames: the selector is sent on every `frameInterval`-th frame of the
  /// clock. Default 1 (every frame); values below 1 are taken as 1.
  public var frameInterval = 1 {
    didSet { if frameInterval < 1 { frameInterval = 1 } }
  }
  private var framesSinceFire = 0

  /// The modes the link was added for.
  private var modes: Set<RunLoop.Mode> = []

  /// Starts sending frames in `mode` (a link invalidated never starts again).
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard !wasInvalidated else { return }
    modes.insert(mode)
    guard link == nil else { return }
    // The clock holds the link while it is added, as a run loop retains a display link added to
    // it: a link kept in no variable (`let link = CADisplayLink(…); link.add(to: .main, …)`)
    // runs until it is invalidated or removed.
    let link = Window.appClock.addDisplayLink { link in self.frame(link) }
    link.isPaused = isPaused
    self.link = link
  }

  /// Stops sending frames in `mode`; with no mode left the link stops until
  /// ``add(to:forMode:)`` starts it again.
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    modes.remove(mode)
    guard modes.isEmpty else { return }
    link?.invalidate()
    link = nil
  }

  /// Whether the main run loop runs in one of the link's modes now.
  private var runsInCurrentMode: Bool {
    MainRunLoop.runs(RunLoopModes(modes), on: Window.appClock)
  }

  /// Stops the link for good and lets go of its target.
  public func invalidate() {
    link?.invalidate()
    link = nil
    wasInvalidated = true
    target = nil
  }

  private func frame(_ link: DisplayLink) {
    guard let target, runsInCurrentMode else { return }
    framesSinceFire += 1
    if lastFire != nil, framesSinceFire < frameInterval { return }
    let rate = Double(preferredFramesPerSecond)
    if rate > 0, rate < Window.appClock.frameRate, let lastFire,
      link.timestamp - lastFire < 1 / rate - duration / 2
    {
      return
    }
    lastFire = link.timestamp
    framesSinceFire = 0
    timestamp = link.timestamp
    targetTimestamp = link.targetTimestamp
    selector.send(to: target, sender: self, event: nil)
  }
}
