import Foundation

/// Session 51's traces for `inertia diff` (sweep 52): valid traces spoiled in one of the ways a
/// trace file is spoiled by hand or by other tools: empty and blank lines before the fault,
/// Windows or old Mac line ends, a byte-order mark, a key given twice, NaN and infinities as
/// words, values nested past the reader's limit, and fields of the wrong shape.
extension TraceFamilies {
  /// A trace of up to 2,000 frame lines of one view with one kind of damage.
  static func spoiled(_ random: inout SeededGenerator) -> Data {
    let count = random.pick([1, 60, 2_000])
    var lines = (0..<count).map { index in
      #"{"t":\#(Double(index) / 60),"kind":"frame","views":{"s":{"contentOffset":[0,\#(index)]}}}"#
    }
    lines.append(#"{"t":\#(Double(count) / 60),"kind":"end","views":{"s":{"contentOffset":[0,0]}}}"#)
    let at = Int.random(in: 0...lines.count, using: &random)
    let fault = random.pick([
      "", "   ", "\t", #"{"t":0,"t":1,"kind":"frame","views":{}}"#, #"{"t":NaN,"kind":"frame","views":{}}"#,
      #"{"t":0,"kind":"frame","views":{"s":{"contentOffset":[0,Infinity]}}}"#,
      #"{"t":0,"kind":"delegate","view":"s","method":"m","x":"# + String(repeating: "[", count: 600)
        + String(repeating: "]", count: 600) + "}",
      #"{"t":0,"kind":"frame","views":[1,2]}"#,
      #"{"t":0,"kind":"frame","views":{"s":{"contentOffset":"x"}}}"#,
      #"{"t":0,"kind":"frame","views":{"s":{"contentOffset":[0,1,2]}}}"#, "\u{0}", "{}",
    ])
    if random.chance(0.3) {
      // Empty lines before the fault: an error must still name the fault's own line.
      lines.insert(
        contentsOf: Array(repeating: "", count: random.pick([1, 1_000])), at: min(at, lines.count))
    }
    lines.insert(fault, at: min(at, lines.count))
    let end = random.pick(["\n", "\r\n", "\r"])
    let text = (random.chance(0.1) ? "\u{FEFF}" : "") + lines.joined(separator: end) + end
    return Data(text.utf8)
  }
}
