import Foundation

/// Numbers written in text outside JSON (constraint text, command-line values), read as decimal:
/// `Double(_:)` also reads hexadecimal (`0x10`, `0x1p3`), `inf`, `infinity` and `nan`, which
/// neither the scene format nor the command line has. Before sweep 58 `box.height == 0x10` was a
/// height of 16 pt and `inertia diff --tolerance 0x10` a tolerance of 16 pt.
public enum DecimalText {
  /// `text` read as a decimal number (an optional sign, digits with an optional point, an optional
  /// exponent), else nil.
  public static func number(_ text: Substring) -> Double? {
    let bytes = text.utf8
    var index = bytes.startIndex
    func take(_ accepts: (UInt8) -> Bool) -> Bool {
      guard index < bytes.endIndex, accepts(bytes[index]) else { return false }
      index = bytes.index(after: index)
      return true
    }
    func digits() -> Int {
      var count = 0
      while take({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) { count += 1 }
      return count
    }
    let isSign = { (byte: UInt8) in byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") }
    _ = take(isSign)
    var count = digits()
    if take({ $0 == UInt8(ascii: ".") }) { count += digits() }
    guard count > 0 else { return nil }
    if take({ $0 | 0x20 == UInt8(ascii: "e") }) {
      _ = take(isSign)
      guard digits() > 0 else { return nil }
    }
    return index == bytes.endIndex ? Double(text) : nil
  }

  /// `text` read as a decimal number, else nil.
  public static func number(_ text: String) -> Double? { number(Substring(text)) }
}
