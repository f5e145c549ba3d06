/// Estimates a finger's release velocity from its recent positions.
///
/// The estimate is a least-squares line through the samples of the last 100 ms (spec section 2); a
/// gap of more than 40 ms between samples starts a new stroke, so a finger that paused before lifting
/// reports ~0. Positions are in points, times in seconds, the result in pt/ms.
///
/// See also: ``DecayCurve``.
public struct VelocityTracker: Sendable {
  /// How far back samples count, in seconds (spec section 2: "about the last 100 ms").
  public static let horizon = 0.100
  /// A pause longer than this between samples means the finger stopped, in seconds.
  public static let stopGap = 0.040

  private var samples: [(time: Double, position: Double)] = []

  /// Creates an empty tracker.
  public init() {}

  /// Forgets every sample.
  public mutating func reset() { samples.removeAll() }

  /// Adds a sample. Samples out of time order or with non-finite values are ignored.
  public mutating func add(time: Double, position: Double) {
    guard time.isFinite, position.isFinite else { return }
    if let last = samples.last, time < last.time { return }
    samples.append((time, position))
    let oldest = time - Self.horizon - 1e-9
    if let keepFrom = samples.firstIndex(where: { $0.time >= oldest }), keepFrom > 0 {
      samples.removeFirst(keepFrom)
    }
  }

  /// The estimated velocity in pt/ms, 0 with fewer than two samples in the current stroke.
  public var velocity: Double {
    guard var start = samples.indices.last else { return 0 }
    while start > 0, samples[start].time - samples[start - 1].time <= Self.stopGap + 1e-9 {
      start -= 1
    }
    let stroke = samples[start...]
    guard stroke.count >= 2 else { return 0 }
    let count = Double(stroke.count)
    let meanT = stroke.reduce(0) { $0 + $1.time } / count
    let meanX = stroke.reduce(0) { $0 + $1.position } / count
    var covariance = 0.0
    var variance = 0.0
    for sample in stroke {
      covariance += (sample.time - meanT) * (sample.position - meanX)
      variance += (sample.time - meanT) * (sample.time - meanT)
    }
    guard variance > 0 else { return 0 }
    return covariance / variance / 1000
  }
}
