import Foundation

/// A layer's own timing (CAMediaTiming on CALayer): its local time runs from its superlayer's as
/// `(parent - beginTime) × speed + timeOffset`, the root's parent time being the media time of
/// the layer's clock (``currentMediaTime()``). The layer's explicit animations run on its local
/// time, so `speed = 0` freezes them where ``timeOffset`` says.
@MainActor
struct LayerTiming: Equatable {
  var speed: Float = 1
  var timeOffset: Double = 0
  var beginTime: Double = 0

  var isIdentity: Bool { speed == 1 && timeOffset == 0 && beginTime == 0 }

  /// The local time at parent time `parent`.
  func local(fromParent parent: Double) -> Double {
    (parent - beginTime) * Double(speed) + timeOffset
  }

  /// The parent time at local time `local` (the begin time when the speed is 0).
  func parent(fromLocal local: Double) -> Double {
    speed == 0 ? beginTime : (local - timeOffset) / Double(speed) + beginTime
  }
}

extension Layer {
  /// How fast the layer's time (and its sublayers') runs against its superlayer's. Default 1; 0
  /// pauses its animations (the pause idiom sets ``timeOffset`` to the paused time). Non-finite
  /// values are ignored.
  public var speed: Float {
    get { timing.speed }
    set { if newValue.isFinite { timing.speed = newValue } }
  }

  /// Added to the layer's local time. Default 0; non-finite values are ignored.
  public var timeOffset: Double {
    get { timing.timeOffset }
    set { if newValue.isFinite { timing.timeOffset = newValue } }
  }

  /// When the layer's time begins, in its superlayer's time. Default 0; non-finite values are
  /// ignored.
  public var beginTime: Double {
    get { timing.beginTime }
    set { if newValue.isFinite { timing.beginTime = newValue } }
  }

  /// The layer the timing is inherited from: the superlayer, or for a view's layer its
  /// superview's layer.
  private var timingParent: Layer? { superlayer ?? owningView?.superview?.storedLayer }

  /// The layer's local time when its clock shows `mediaTime`.
  func localTime(atMediaTime mediaTime: Double) -> Double {
    var chain: [Layer] = []
    var current: Layer? = self
    while let layer = current {
      chain.append(layer)
      current = layer.timingParent
    }
    return chain.reversed().reduce(mediaTime) { time, layer in
      layer.timing.isIdentity ? time : layer.timing.local(fromParent: time)
    }
  }

  /// The media time at which the layer's local time is `local` (undone layer by layer from this
  /// one up; a layer of speed 0 gives its begin time).
  func mediaTime(atLocalTime local: Double) -> Double {
    var time = local
    var current: Layer? = self
    while let layer = current {
      if !layer.timing.isIdentity { time = layer.timing.parent(fromLocal: time) }
      current = layer.timingParent
    }
    return time
  }

  /// The layer's local time now.
  var currentLocalTime: Double { localTime(atMediaTime: animationClock.now) }

  /// Converts `time` from `layer`'s time (the media time, ``currentMediaTime()``, when nil) to
  /// this layer's (CALayer's convertTime(_:from:)).
  public func convertTime(_ time: Double, from layer: Layer?) -> Double {
    localTime(atMediaTime: layer?.mediaTime(atLocalTime: time) ?? time)
  }

  /// Converts `time` from this layer's time to `layer`'s (the media time when nil).
  public func convertTime(_ time: Double, to layer: Layer?) -> Double {
    let media = mediaTime(atLocalTime: time)
    return layer?.localTime(atMediaTime: media) ?? media
  }
}
