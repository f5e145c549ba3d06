import Foundation

/// An animation of one layer property named by a key path (CAPropertyAnimation).
///
/// Key paths moved here: `opacity`, `position` (`.x`, `.y`), `bounds` (`.size`, `.size.width`,
/// `.size.height`, `.origin`), `transform` (an ``AffineTransform``) and its parts
/// `transform.scale` (`.x`, `.y`), `transform.rotation` (`.z`), `transform.translation` (`.x`,
/// `.y`), `backgroundColor`, `borderColor`, `cornerRadius`, `borderWidth`, `zPosition`,
/// `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowColor`, and on a ``ShapeLayer``
/// `strokeStart`, `strokeEnd`, `lineWidth`, `fillColor`, `strokeColor`. Any other key path (and
/// `contents`) is kept but moves nothing.
@preconcurrency @MainActor
open class PropertyAnimation: Animation {
  /// The key path of the animated property.
  open var keyPath: String?
  /// Whether the animated value is added to the model value instead of replacing it. Default
  /// false.
  open var isAdditive = false
  /// Whether repeats build on the previous cycle's end (kept; each cycle starts afresh here).
  open var isCumulative = false

  /// An animation with no key path.
  public required init() { super.init() }
  /// An animation of the property at `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copyState(from other: Animation) {
    super.copyState(from: other)
    guard let other = other as? PropertyAnimation else { return }
    (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
  }

  /// Writes `value` at the key path: added to the state's value when additive.
  func write(_ value: AnimationValue, into state: inout LayerState) {
    guard let keyPath, let current = state.value(at: keyPath) else { return }
    if isAdditive {
      if let sum = current.adding(value) { state.set(sum, at: keyPath) }
    } else if value.isSameKind(as: current) {
      state.set(value, at: keyPath)
    }
  }
}

/// An animation from one value to another (CABasicAnimation). With `fromValue` and `toValue` it
/// moves between them; with `byValue` it moves by that much (from `fromValue`, to `toValue`, or
/// from the underlying value); with only one of `fromValue`/`toValue` the other end is the
/// underlying value (the model's, with earlier animations applied). Values of a kind the key
/// path does not take move nothing.
@preconcurrency @MainActor
open class BasicAnimation: PropertyAnimation {
  /// The start value (a number, `CGPoint`, `CGSize`, `CGRect`, colour or ``AffineTransform``).
  open var fromValue: Any?
  /// The end value.
  open var toValue: Any?
  /// The change, relative to the start or end.
  open var byValue: Any?

  /// An animation with no key path or values.
  public required init() { super.init() }

  override func copyState(from other: Animation) {
    super.copyState(from: other)
    guard let other = other as? BasicAnimation else { return }
    (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
  }

  /// The start and end values over `base`, the underlying value.
  func ends(over base: AnimationValue) -> (AnimationValue, AnimationValue)? {
    let (from, to, by) = (AnimationValue(fromValue), AnimationValue(toValue), AnimationValue(byValue))
    switch (from, to, by) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return from.adding(by).map { (from, $0) }
    case (nil, let to?, let by?): return to.adding(by, times: -1).map { ($0, to) }
    case (let from?, nil, nil): return (from, isAdditive ? base.with(base.components.map { _ in 0 }) : base)
    case (nil, let to?, nil): return (isAdditive ? to.with(to.components.map { _ in 0 }) : base, to)
    case (nil, nil, let by?):
      let start = isAdditive ? by.with(by.components.map { _ in 0 }) : base
      return start.adding(by).map { (start, $0) }
    default: return nil
    }
  }

  override func apply(to state: inout LayerState, progress: Double, phase: AnimationPhase, cycle: Double) {
    guard let keyPath, let base = state.value(at: keyPath), let (from, to) = ends(over: base),
      let value = from.interpolated(to: to, curveProgress(progress, phase: phase, cycle: cycle))
    else { return }
    write(value, into: &state)
  }

  /// The share of the way from start to end at `progress` (a spring's differs).
  func curveProgress(_ progress: Double, phase: AnimationPhase, cycle: Double) -> Double { progress }
}
