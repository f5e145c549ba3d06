import Foundation

/// The current time of the app's clock (``Window/appClock``) in seconds: Core Animation's
/// `CACurrentMediaTime()`, for begin times such as `currentMediaTime() + 0.5`. Layers in a window
/// run their animations on that window's clock; a host makes both the same clock.
@MainActor public func currentMediaTime() -> Double { Window.appClock.now }

/// One animation added to a layer: the layer's own copy, when it begins on which clock, and how
/// far its delegate has been told.
@MainActor
final class LayerAnimationEntry {
  let key: String?
  let animation: Animation
  let clock: any FrameClock
  var started = false
  var stopped = false
  /// The clock's time when an animation with no begin time was added: its begin time is that
  /// moment in the layer's local time as the layer's timing is when it is first used (see
  /// ``Layer/resolvePendingBeginTimes()``).
  var pendingBegin: Double?

  init(key: String?, animation: Animation, clock: any FrameClock) {
    (self.key, self.animation, self.clock) = (key, animation, clock)
  }

  /// When the active time ends, in clock seconds.
  var endTime: Double { animation.endTime(begin: animation.beginTime, fallback: Animation.defaultDuration) }
}

/// A layer's running animations and the display link that ends them on time.
@MainActor
final class LayerAnimationList {
  var entries: [LayerAnimationEntry] = []
  var link: DisplayLink?
}

extension Layer {
  /// Adds a copy of `anim` under `key` (replacing the animation under that key, whose delegate
  /// hears it stopped unfinished). It begins at its ``Animation/beginTime`` on the layer's clock
  /// (its window's, else ``Window/appClock``), or now when that is 0; a duration of 0 becomes 0.25
  /// s. A property animation without a key path is ignored, as is `contents`. The model values
  /// do not change: what is drawn (``presentation()``) moves while it runs. Begin times are in
  /// the layer's local time (see ``speed``, ``timeOffset``, ``convertTime(_:from:)``). As Core
  /// Animation sets a begin time of 0 when the transaction commits, "now" is converted to local
  /// time with the layer's timing as it is when the animation is first drawn or stepped, not as
  /// it is during this call: code that adds a path animation and then pauses the layer
  /// (`speed = 0`, `timeOffset = 0`) scrubs it from its start with `timeOffset`.
  public func add(_ anim: Animation, forKey key: String?) {
    if let property = anim as? PropertyAnimation, property.keyPath == nil || property.keyPath == "contents" {
      return
    }
    guard let copy = anim.copy() as? Animation else { return }
    let key = key ?? (anim is Transition ? "transition" : nil)
    if let key { removeAnimation(forKey: key) }
    let clock = animationClock
    if copy.duration == 0 { copy.duration = Animation.defaultDuration }
    let entry = LayerAnimationEntry(key: key, animation: copy, clock: clock)
    if copy.beginTime == 0 { entry.pendingBegin = clock.now }
    let list = animationList ?? LayerAnimationList()
    animationList = list
    list.entries.append(entry)
    if list.link == nil {
      list.link = clock.addDisplayLink { [weak self] link in
        guard let self else { return link.invalidate() }
        self.stepAnimations(at: self.localTime(atMediaTime: link.timestamp))
      }
    }
  }

  /// Removes the animation under `key`; its delegate hears it stopped unfinished if it had not
  /// ended.
  public func removeAnimation(forKey key: String) {
    guard let list = animationList, let index = list.entries.firstIndex(where: { $0.key == key }) else {
      return
    }
    let entry = list.entries.remove(at: index)
    finishIfIdle()
    if !entry.stopped { entry.animation.delegate?.animationDidStop(entry.animation, finished: false) }
  }

  /// Removes every animation (their delegates hear them stopped unfinished, in the order added).
  public func removeAllAnimations() {
    guard let list = animationList else { return }
    let removed = list.entries
    list.entries = []
    finishIfIdle()
    for entry in removed where !entry.stopped {
      entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
    }
  }

  /// The layer's copy of the animation under `key` (change it and nothing moves differently, as
  /// in Core Animation); nil when there is none.
  public func animation(forKey key: String) -> Animation? {
    animationList?.entries.first { $0.key == key }?.animation
  }

  /// The keys of the layer's animations, in the order added; nil when there are none.
  public func animationKeys() -> [String]? {
    let keys = animationList?.entries.compactMap(\.key) ?? []
    return keys.isEmpty ? nil : keys
  }

  /// Whether an animation is attached (running, waiting to begin or filling forwards).
  var hasAnimations: Bool { animationList?.entries.isEmpty == false }

  /// The clock animations added now run on: the window's of the nearest view up the layer tree,
  /// else the app's.
  var animationClock: any FrameClock {
    var layer: Layer? = self
    while let current = layer {
      if let clock = current.owningView?.window?.clock { return clock }
      layer = current.superlayer ?? current.owningView?.superview?.storedLayer
    }
    return Window.appClock
  }

  private func finishIfIdle() {
    guard let list = animationList, list.entries.allSatisfy(\.stopped) else { return }
    list.link?.invalidate()
    list.link = nil
    if list.entries.isEmpty { animationList = nil }
  }

  /// Tells delegates of animations that began or ended by local time `time`, and removes those
  /// that ended and are removed on completion.
  private func stepAnimations(at time: Double) {
    guard let list = animationList else { return }
    resolvePendingBeginTimes()
    for entry in list.entries where !entry.stopped {
      let animation = entry.animation
      if !entry.started, time >= animation.beginTime - 1e-9 {
        entry.started = true
        animation.delegate?.animationDidStart(animation)
      }
      guard entry.started, time >= entry.endTime - 1e-9, !entry.stopped else { continue }
      entry.stopped = true
      if animation.isRemovedOnCompletion { list.entries.removeAll { $0 === entry } }
      animation.delegate?.animationDidStop(animation, finished: true)
    }
    finishIfIdle()
  }

  /// `base` with every attached animation applied, at the layer's local time on each one's clock.
  func animatedState(_ base: LayerState) -> LayerState {
    var state = base
    resolvePendingBeginTimes()
    for entry in animationList?.entries ?? [] {
      entry.animation.evaluate(
        into: &state, at: localTime(atMediaTime: entry.clock.now), begin: entry.animation.beginTime,
        fallback: Animation.defaultDuration)
    }
    return state
  }

  /// Gives each animation added with no begin time its begin time: the clock's time when it was
  /// added, in the layer's local time as the layer's timing is now (Core Animation's commit).
  private func resolvePendingBeginTimes() {
    for entry in animationList?.entries ?? [] {
      guard let added = entry.pendingBegin else { continue }
      entry.pendingBegin = nil
      entry.animation.beginTime = localTime(atMediaTime: added)
    }
  }
}
