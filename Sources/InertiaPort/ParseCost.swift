/// Bounds on the parser's work, checked before parsing. Three shapes of input make swift-syntax 602
/// cost far more than their size, and none occurs in ordinary code:
/// - a run of `[` tokens: the parser looks ahead for an inline-array type (`[3 of Int]`) at every
///   `[` and backtracks, so time doubles with each one (22 in a row take over 10 s). Runs of up to 3
///   are ordinary (`[[String]]`); longer runs are summed as 2^length, up to ``budget`` a file;
/// - generic arguments nested deeper than ``maximumAngleDepth`` on one line: the lexer recurses
///   once per `<` and overflows the stack near 3,000;
/// - string interpolations nested deeper than ``maximumInterpolationDepth``: each level re-lexes the
///   rest of the string, so memory grows with the square of the depth (3,000 levels take 450 MB).
enum ParseCost {
  /// The most doubling work a file may need: 2^16, a few tenths of a second.
  static let budget = 1 << 16
  /// The deepest `<` nesting on one line (`>` closes one level, a new line resets).
  static let maximumAngleDepth = 64
  /// The deepest nesting of `\(` interpolations in string literals.
  static let maximumInterpolationDepth = 8

  /// Why `bytes` would cost the parser too much (the end of the sentence "left as it is: ..."),
  /// or nil when the file is safe to parse.
  static func refusal(for bytes: [UInt8]) -> String? {
    var scan = Scan()
    var previous: UInt8 = 0
    for byte in bytes {
      scan.read(byte, after: previous)
      previous = byte
      if let reason = scan.refusal { return reason }
    }
    scan.closeRun()
    return scan.refusal
  }

  /// One pass over the bytes, tracking the three costs.
  private struct Scan {
    var bracketCost = 0
    var bracketRun = 0
    var longestBracketRun = 0
    var angleDepth = 0
    /// For each open `(`, whether it opened an interpolation.
    var parentheses: [Bool] = []
    var interpolationDepth = 0
    var refusal: String?

    mutating func read(_ byte: UInt8, after previous: UInt8) {
      switch byte {
      case UInt8(ascii: "["): bracketRun += 1
      case 0x20, 0x09, 0x0D: return
      case 0x0A:
        angleDepth = 0
        return
      default: closeRun()
      }
      switch byte {
      case UInt8(ascii: "<"):
        angleDepth += 1
        if angleDepth > maximumAngleDepth {
          refusal =
            "generic arguments nested over \(maximumAngleDepth) deep: the Swift parser recurses once per level"
        }
      case UInt8(ascii: ">"): angleDepth = max(0, angleDepth - 1)
      case UInt8(ascii: "("): openParenthesis(interpolating: previous == UInt8(ascii: "\\"))
      case UInt8(ascii: ")"):
        if parentheses.popLast() == true { interpolationDepth -= 1 }
      default: break
      }
    }

    mutating func openParenthesis(interpolating: Bool) {
      guard interpolating || interpolationDepth > 0 else { return }
      parentheses.append(interpolating)
      guard interpolating else { return }
      interpolationDepth += 1
      if interpolationDepth > maximumInterpolationDepth {
        refusal =
          "string interpolations nested over \(maximumInterpolationDepth) deep: the Swift parser's memory grows with the square of the depth"
      }
    }

    mutating func closeRun() {
      if bracketRun > 3 { bracketCost += 1 << min(bracketRun, 40) }
      longestBracketRun = max(longestBracketRun, bracketRun)
      bracketRun = 0
      if bracketCost > budget {
        refusal =
          "runs of up to \(longestBracketRun) \"[\" in a row: the Swift parser's time doubles with each"
      }
    }
  }
}
