/// A small, fast, seeded random number generator (SplitMix64): the same seed gives the same
/// scripts on every machine, so a fuzz round is reproducible.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A random element of `items`.
  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

  /// True with probability `chance`.
  mutating func chance(_ chance: Double) -> Bool { Double.random(in: 0..<1, using: &self) < chance }

  /// A number in `range`, rounded to two decimals (readable scripts).
  mutating func number(_ range: ClosedRange<Double>) -> Double {
    (Double.random(in: range, using: &self) * 100).rounded() / 100
  }
}
