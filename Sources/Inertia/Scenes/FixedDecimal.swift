import Foundation

/// Fixed-point decimal text of a double, the same as C's `printf("%.Nf")` gives it (the exact
/// binary value rounded to `decimals` places, halves to even), without going through a format
/// string: exact integer arithmetic on the double's significand. Trace lines print every number
/// this way, several per frame.
enum FixedDecimal {
  /// The digits of `value` rounded to `decimals` places (1...4), as `String(format: "%.{decimals}f")`
  /// but with no sign when the rounded value is zero; with `trimmingZeros`, trailing zeros of the
  /// fraction are dropped down to one digit ("10.0", "308.3333"). Nil for values that are not
  /// finite or too large for the integer arithmetic (2^63 units of the last place and beyond).
  static func text(_ value: Double, decimals: Int, trimmingZeros: Bool = false) -> String? {
    guard value.isFinite, (1...4).contains(decimals),
      let scaled = rounded(abs(value), decimals: decimals)
    else { return nil }
    var power: UInt64 = 1
    for _ in 0..<decimals { power *= 10 }
    var fraction = scaled % power
    var digits = decimals
    while trimmingZeros, digits > 1, fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    var fractionText = String(fraction)
    if fractionText.utf8.count < digits {
      fractionText = String(repeating: "0", count: digits - fractionText.utf8.count) + fractionText
    }
    let sign = value < 0 && scaled != 0 ? "-" : ""
    return sign + String(scaled / power) + "." + fractionText
  }

  /// `magnitude * 10^decimals` rounded to the nearest integer, halves to even; nil when it does not
  /// fit in 63 bits.
  private static func rounded(_ magnitude: Double, decimals: Int) -> UInt64? {
    guard magnitude != 0, magnitude.isNormal else { return 0 }  // Subnormals round to zero.
    // magnitude = m * 2^e exactly, m < 2^53; 10^d = 5^d * 2^d, and m * 5^d < 2^63 for d <= 4.
    var five: UInt64 = 1
    for _ in 0..<decimals { five *= 5 }
    let significand = (UInt64(1) << 52) | magnitude.significandBitPattern
    let product = significand * five
    let exponent = Int(magnitude.exponent) - 52 + decimals
    if exponent >= 0 {
      guard exponent < product.leadingZeroBitCount else { return nil }
      return product << UInt64(exponent)
    }
    let shift = -exponent
    guard shift < 64 else { return 0 }  // Below one half: product < 2^63.
    var result = product >> UInt64(shift)
    let remainder = product & ((UInt64(1) << UInt64(shift)) - 1)
    let half = UInt64(1) << UInt64(shift - 1)
    if remainder > half || (remainder == half && result & 1 == 1) { result += 1 }
    return result
  }
}
