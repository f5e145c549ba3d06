import Foundation

/// How a keyframe animation moves between its values (CAAnimationCalculationMode).
public struct AnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The mode's string, as Core Animation's constants spell it.
  public let rawValue: String
  /// A mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Straight lines between the values at their key times (the default).
  public static let linear = AnimationCalculationMode(rawValue: "linear")
  /// Jumps from value to value at the key times, no motion between.
  public static let discrete = AnimationCalculationMode(rawValue: "discrete")
  /// Constant speed over the whole change; key times are ignored.
  public static let paced = AnimationCalculationMode(rawValue: "paced")
  /// A smooth curve through the values (drawn as ``linear`` here).
  public static let cubic = AnimationCalculationMode(rawValue: "cubic")
  /// A smooth curve at constant speed (drawn as ``paced`` here).
  public static let cubicPaced = AnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a keyframe animation's path turns with it
/// (CAAnimationRotationMode).
public struct AnimationRotationMode: RawRepresentable, Hashable, Sendable {
  /// The mode's string, as Core Animation's constants spell it.
  public let rawValue: String
  /// A mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The layer turns so that its x axis follows the path's tangent.
  public static let rotateAuto = AnimationRotationMode(rawValue: "auto")
  /// The layer turns so that its x axis points back along the path's tangent (half a turn more).
  public static let rotateAutoReverse = AnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values, or along a path (CAKeyframeAnimation).
///
/// With ``path`` (for `position`), the point moves along the path at constant speed. Otherwise
/// ``values`` are reached at ``keyTimes`` (fractions 0...1 of the cycle, one per value,
/// non-decreasing; otherwise evenly spaced), each segment paced by ``timingFunctions`` when
/// given.
@preconcurrency @MainActor
open class KeyframeAnimation: PropertyAnimation {
  /// The values, in order (of a kind the key path takes).
  open var values: [Any]?
  /// A path the point moves along (for `position`); used instead of ``values``.
  open var path: GraphicsPath?
  /// When each value is reached, as fractions of the cycle.
  open var keyTimes: [NSNumber]?
  /// The pacing of each segment between values.
  open var timingFunctions: [MediaTimingFunction]?
  /// How values in between are found. Default ``AnimationCalculationMode/linear``.
  open var calculationMode: AnimationCalculationMode = .linear
  /// Whether the layer turns with the ``path`` (nil, the default: it does not). With a mode, the
  /// layer's transform is rotated by the angle of the path's tangent where the layer is
  /// (`CATransform3DRotate(transform, angle, 0, 0, 1)`), half a turn more for
  /// ``AnimationRotationMode/rotateAutoReverse``. Without a path it changes nothing.
  open var rotationMode: AnimationRotationMode?

  /// An animation with no key path or values.
  public required init() { super.init() }

  override func copyState(from other: Animation) {
    super.copyState(from: other)
    guard let other = other as? KeyframeAnimation else { return }
    (values, path, keyTimes) = (other.values, other.path?.copy(), other.keyTimes)
    (timingFunctions, calculationMode) = (other.timingFunctions, other.calculationMode)
    rotationMode = other.rotationMode
  }

  override func apply(to state: inout LayerState, progress: Double, phase: AnimationPhase, cycle: Double) {
    if let elements = path?.elements, !elements.isEmpty {
      if let point = Self.point(along: elements, at: progress) { write(.point(point), into: &state) }
      if let rotationMode, let angle = Self.tangentAngle(along: elements, at: progress) {
        let turn = angle + (rotationMode == .rotateAutoReverse ? .pi : 0)
        state.transform = state.transform.rotated(by: turn, x: 0, y: 0, z: 1)
      }
      return
    }
    let list = (values ?? []).compactMap { AnimationValue($0) }
    guard !list.isEmpty, list.count == values?.count else { return }
    if let value = value(in: list, at: progress) { write(value, into: &state) }
  }

  /// The value at `progress` among `list`.
  private func value(in list: [AnimationValue], at progress: Double) -> AnimationValue? {
    guard list.count > 1 else { return list.first }
    if calculationMode == .discrete {
      let times = keyTimeList(count: list.count, discrete: true)
      let index = times.lastIndex { $0 <= progress + 1e-12 } ?? 0
      return list[index]
    }
    let times =
      calculationMode == .paced || calculationMode == .cubicPaced
      ? pacedTimes(list) : keyTimeList(count: list.count, discrete: false)
    let f = min(max(progress, 0), 1)
    var index = 0
    while index < list.count - 2, f > times[index + 1] { index += 1 }
    let span = times[index + 1] - times[index]
    var local = span > 0 ? (f - times[index]) / span : 1
    if let functions = timingFunctions, index < functions.count { local = functions[index].value(at: local) }
    return list[index].interpolated(to: list[index + 1], min(max(local, 0), 1))
  }

  /// The key times, or evenly spaced times when they are missing or malformed (discrete: values
  /// start at i / n; otherwise i / (n - 1)).
  private func keyTimeList(count: Int, discrete: Bool) -> [Double] {
    let given = (keyTimes ?? []).map(\.doubleValue)
    let wanted = discrete ? count + 1 : count
    if given.count >= count, given.count <= wanted, given.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }),
      zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 })
    {
      return given
    }
    let steps = Double(discrete ? count : count - 1)
    return (0..<count).map { Double($0) / steps }
  }

  /// Times proportional to the distance travelled between values.
  private func pacedTimes(_ list: [AnimationValue]) -> [Double] {
    let steps = zip(list, list.dropFirst()).map { $0.distance(to: $1) }
    let total = steps.reduce(0, +)
    guard total > 0, total.isFinite else { return keyTimeList(count: list.count, discrete: false) }
    var times = [0.0]
    for step in steps { times.append(times[times.count - 1] + step / total) }
    return times
  }

  /// The point at `fraction` of the length along the path.
  static func point(along elements: [PathElement], at fraction: Double) -> CGPoint? {
    let f = CGFloat(min(max(fraction, 0), 1))
    if let last = PathFlattener.trimmed(elements, from: 0, to: f).last, case .line(let point) = last {
      return point
    }
    return PathFlattener.polygons(elements).first?.first
  }

  /// The angle (radians, from the x axis towards y) of the path's direction at `fraction` of its
  /// length: the chord between points a thousandth of the length either side (held inside the
  /// path at its ends); nil where the path has no length.
  static func tangentAngle(along elements: [PathElement], at fraction: Double) -> CGFloat? {
    let f = min(max(fraction, 0), 1)
    let step = 0.001
    let (from, to) = (max(f - step, 0), min(f + step, 1))
    guard to > from, let a = point(along: elements, at: from), let b = point(along: elements, at: to),
      a != b
    else { return nil }
    return atan2(b.y - a.y, b.x - a.x)
  }
}
