/// A bound on the parser's work before parsing: swift-syntax 602 looks ahead for an inline-array
/// type (`[3 of Int]`) at every `[` and backtracks, so a run of `[` tokens costs time doubling with
/// each one (22 in a row take over 10 s). Runs of up to 3 are ordinary code (`[[String]]`); longer
/// runs are summed as 2^length, and a file over ``budget`` is not parsed.
enum ParseCost {
  /// The most doubling work a file may need: 2^16, a few tenths of a second.
  static let budget = 1 << 16

  /// The length of the longest run of `[` (with only white space between) when the file's runs
  /// cost more than ``budget``, else nil.
  static func excessiveRun(in bytes: [UInt8]) -> Int? {
    var cost = 0
    var run = 0
    var longest = 0
    func close() {
      if run > 3 { cost += 1 << min(run, 40) }
      longest = max(longest, run)
      run = 0
    }
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "["): run += 1
      case 0x20, 0x09, 0x0A, 0x0D: continue
      default: close()
      }
      if cost > budget { return max(longest, run) }
    }
    close()
    return cost > budget ? longest : nil
  }
}
