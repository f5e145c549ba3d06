/// Bounds on the parser's work, checked before parsing. These shapes of input make swift-syntax 602
/// cost far more than their size, and none occurs in ordinary code:
/// - a run of `[` tokens (with any trivia between them: ``RunBreaks``): the parser looks ahead for an inline-array type (`[3 of Int]`) at every
///   `[` and backtracks, so time doubles with each one (22 in a row take over 10 s). Runs of up to 3
///   are ordinary (`[[String]]`); longer runs are summed as 2^length, up to ``budget`` a file;
/// - generic arguments nested deeper than ``maximumAngleDepth`` on one line (or
///   ``maximumStatementAngleDepth`` over several): the parser recurses once per `<` and overflowed
///   the stack near 3,000. Only the `<` of code count, and those of comments and literals to
///   higher limits (``maximumTextAngleDepth``, sweep 62);
/// - string interpolations nested deeper than ``maximumInterpolationDepth``: each level re-lexes the
///   rest of the string, so memory grows with the square of the depth (3,000 levels take 450 MB);
/// - a run of `#` tokens: at each `#` the lexer reads the rest of the run for a raw string or regex
///   delimiter, so time grows with the square of the run (64,000 in a row took 6.6 s, session 46;
///   3,000 took 5.7 s in a debug build, sweep 60, when the budget still let 8,192 through). Runs
///   of up to 8 are free; longer runs of code (not in comments or literals) add up as length^2, up
///   to ``hashBudget`` a file;
/// - `#if` blocks nested deeper than ``maximumConditionDepth``: the parser looks ahead through
///   every enclosing block at each one (73 us a level: 87,000 levels, 512 KiB, took 10 s);
/// - extended regex literals over several lines that never close (`#/` and a line break, and no
///   `/#` after): the lexer reads to the end of the file at each, and the parser reads each again
///   and again (1,000 lines of `#/`, 3 KB, took 12 s; 200 of them between lines of 100 bytes over
///   60 s). The bytes from each to the end of the file add up, to at most
///   ``unterminatedRegexBudget`` (sweep 60);
/// - `(` and `[` never closed: at each one the parser looks for its closing token up to a token
///   that stops its look-ahead (a statement or declaration keyword, `;`, `{`, `}`, `#if`...), or
///   to the end of the file, again at each level (`x = (x` on 200 lines took 2.2 s, on 400 lines
///   7.9 s, 300 of `x = (/"` in a row, 2 KB, over 10 s). The bytes from each to where its look-ahead
///   stops add up, to at most ``unclosedBracketBudget`` (sweep 60; to the end of the file until
///   sweep 61: ``OpenDelimiters``), and those of each `{` left open to at most
///   ``unclosedBraceBudget``;
/// - version-control conflict markers that do not close (`<<<<<<< ` at the start of a line and no
///   `>>>>>>> ` line after it): the lexer looks for the closing line to the end of the file at
///   each, again whenever the parser reads the tokens again; the bytes it searches add up, to at
///   most ``conflictMarkerBudget`` (``ConflictMarkers``, sweep 62);
/// - more tokens than ``maximumTokens``: a syntax tree takes about 1 KB a token whatever the
///   tokens are (a file of 512 KiB of `'` or `\` took 460-580 MB, two of them 888 MB, where
///   ordinary code has a token every 4 bytes or more). Tokens are estimated from the bytes: a
///   run of letters, digits and `_` is one, every other byte that is not white space one more;
/// - a chain of postfix links (`a.b.c...`, `f()()...`, `a!!...`) longer than
///   ``ParseDepth/maximumDepth``: the parser reads it in linear time but slowly (100,000 `.b`
///   took 6.4 s, debug build), and its tree is refused as too deep after parsing anyway
///   (``PostfixChains``, sweep 63);
/// - a run of prefix keywords (`try`, `await`, `repeat`...) longer than ``ParseDepth/maximumDepth``:
///   the parser recurses through it, a few KiB of stack a level, before its tree is refused as
///   too deep (``PrefixRuns``, sweep 64);
/// - runs of declaration modifiers (`final lazy weak ...`): at each one the parser looks through
///   the rest of the run, so time grows with the square of a run; runs of up to 8 are free,
///   longer ones add up as length^2 to at most ``modifierRunBudget`` (``ModifierRuns``, sweep 64).
enum ParseCost {
  /// The most doubling work a file may need: 2^16, a few tenths of a second.
  static let budget = 1 << 16
  /// The deepest `<` nesting on one line (`>` closes one level, a new line resets).
  static let maximumAngleDepth = 64
  /// The deepest `<` nesting across lines, up to a `{`, `}`, `;` or `=` (generic arguments split
  /// over lines: each level takes about 6.5 KB of the parser's stack, so 131,000 levels of `A<`
  /// and a line break, within the token limit, would take 850 MB).
  static let maximumStatementAngleDepth = 1_024
  /// The deepest `<` nesting on one line with the `<` and `>` of comments and literals counted
  /// too, in case one is misread and is code (the limits above count code only since sweep 62).
  static let maximumTextAngleDepth = 1_024
  /// The deepest `<` nesting across lines with those of comments and literals counted too, up to
  /// a `{`, `}`, `;` or `=` anywhere (at 6.5 KB a level, 104 MiB of the parse thread's 1 GiB stack).
  static let maximumTextStatementAngleDepth = 16_384
  /// The deepest nesting of `\(` interpolations in string literals.
  static let maximumInterpolationDepth = 8
  /// The most quadratic work runs of `#` may need: 2^21 (runs of up to 8 free; one run of 1,448),
  /// about 1.3 s in a debug build at 0.6 us a unit (2^26 until sweep 60, about 40 s).
  static let hashBudget = 1 << 21
  /// The deepest nesting of `#if` blocks (`#endif` closes one).
  static let maximumConditionDepth = 64
  /// The most tokens one file may have (estimated from its bytes): 262,144, half a token a byte
  /// of the 512 KiB a file may have (ordinary code has at most about 0.27; at most 340 MB of tree).
  static let maximumTokens = 1 << 18
  /// The most tokens all files ported together may have: 327,680 (their trees are held together:
  /// at most about 1.3 KB a token, 430 MB; 1 MiB of ordinary code has at most about 285,000).
  static let maximumTotalTokens = 5 << 16
  /// The most bytes unterminated multi-line regex literals may leave the lexer to read again:
  /// 2^19 (about 1.2 s in a debug build, at 2.3 us a byte).
  static let unterminatedRegexBudget = 1 << 19
  /// The most bytes brackets left open may leave the parser to look through: 2^14. The cost of a
  /// byte grows with the brackets and tokens around it: about 14 us in a debug build for `x = (x`
  /// on each line (16 KiB: 0.25 s), 56 us for `x = (/"` in a row (0.65 s at 11.5 KiB; 300 of them
  /// on one line, 105 KiB, over 10 s).
  static let unclosedBracketBudget = 1 << 14
  /// The most bytes braces left open may leave the parser to look through: 2^18. A `{` costs
  /// less than a bracket (nested declarations that parse need no look-ahead: 1,000 `class A:
  /// UIView {` in a row take 0.2 s), but statements it cannot read inside do (400 of
  /// `letclass A: UIView {` took 7.6 s, 1.6 MiB; 200, 0.4 MiB, 1.4 s; debug build).
  static let unclosedBraceBudget = 1 << 18
  /// The most quadratic work runs of declaration modifiers may need (``ModifierRuns``, sweep 64):
  /// 2^15, one run of 181 (runs of up to 8 are free), about 1 s in a debug build at 15-45 us a
  /// unit.
  static let modifierRunBudget = 1 << 15
  /// The most bytes the lexer may search for the closing lines of version-control conflict
  /// markers (``ConflictMarkers``): 2^19, as for unterminated regex literals (sweep 62).
  static let conflictMarkerBudget = 1 << 19

  /// Whether `byte` belongs to a word: a letter, digit or `_`, or any byte of a character beyond
  /// ASCII (the estimates read identifiers, keywords and numbers as runs of these).
  @inline(__always)
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"), 0x80...:
      return true
    default: return false
    }
  }

  /// The estimated tokens of `bytes` (see ``maximumTokens``).
  static func tokens(in bytes: [UInt8]) -> Int {
    var count = 0
    var inWord = false
    for byte in bytes {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D: inWord = false
      case _ where isWordByte(byte):
        if !inWord { count += 1 }
        inWord = true
      default:
        count += 1
        inWord = false
      }
    }
    return count
  }

  /// The refusal of runs of declaration modifiers, the longest `longest` long.
  static func modifierRunRefusal(_ longest: Int) -> String {
    "runs of up to \(longest) declaration modifiers in a row (\"final\", \"lazy\", \"nonisolated\"...): the Swift parser looks through the rest of a run at each"
  }

  /// Why `bytes` would cost the parser too much (the end of the sentence "left as it is: ..."),
  /// or nil when the file is safe to parse.
  static func refusal(for bytes: [UInt8]) -> String? {
    let conflicts = ConflictMarkers(bytes)
    if conflicts.searchedBytes > conflictMarkerBudget {
      return
        "conflict markers (\"<<<<<<< \" at a line's start) that do not close: the Swift lexer looks for the closing line to the end of the file at each, again and again"
    }
    var scan = Scan()
    var chains = PostfixChains()
    var modifiers = ModifierRuns()
    var prefixes = PrefixRuns()
    var runBreaks = RunBreaks()
    runBreaks.conflictEnds = conflicts.ends
    var previous: UInt8 = 0
    for (index, byte) in bytes.enumerated() {
      let breaksRun = runBreaks.breaksRun(bytes, at: index)
      scan.read(
        byte, after: previous, breaksRun: breaksRun, inCode: runBreaks.wasCode,
        inComment: runBreaks.wasComment)
      if byte == UInt8(ascii: "#") { scan.readDirective(bytes[(index + 1)...]) }
      chains.read(byte, inCode: runBreaks.wasCode)
      modifiers.read(byte, inCode: runBreaks.wasCode, inComment: runBreaks.wasComment)
      prefixes.read(byte, inCode: runBreaks.wasCode, inComment: runBreaks.wasComment)
      previous = byte
      if let reason = scan.refusal { return reason }
      if chains.longest > ParseDepth.maximumDepth || prefixes.longest > ParseDepth.maximumDepth {
        return ParseDepth.tooDeep
      }
      if modifiers.cost > modifierRunBudget { return modifierRunRefusal(modifiers.longest) }
      if runBreaks.unterminatedRegexBytes > unterminatedRegexBudget {
        return
          "regex literals over several lines that never close (\"#/\" and a line break, no \"/#\" after): the Swift lexer reads the rest of the file at each, again and again"
      }
    }
    modifiers.finish()
    if modifiers.cost > modifierRunBudget { return modifierRunRefusal(modifiers.longest) }
    scan.closeRun()
    scan.closeHashRun()
    if let reason = scan.refusal { return reason }
    if runBreaks.unclosedBracketBytes(count: bytes.count) > unclosedBracketBudget {
      return
        "\"(\" or \"[\" left open: the Swift parser looks for each closing one to the end of the file, again at each level"
    }
    if runBreaks.unclosedBraceBytes(count: bytes.count) > unclosedBraceBudget {
      return
        "\"{\" left open: the Swift parser looks for each \"}\" to the end of the file, again at each level"
    }
    let tokens = tokens(in: bytes)
    guard tokens <= maximumTokens else {
      return
        "about \(tokens) tokens, more than \(maximumTokens): a Swift syntax tree takes about 1 KB a token"
    }
    return nil
  }

  /// One pass over the bytes, tracking the three costs.
  private struct Scan {
    var bracketCost = 0
    var bracketRun = 0
    var longestBracketRun = 0
    /// The same runs with comments read as code (``read(_:after:breaksRun:inCode:inComment:)``).
    var commentedCost = 0
    var commentedRun = 0
    var longestCommentedRun = 0
    var angleDepth = 0
    /// `<` nesting counted over every byte, comments and literals too (``maximumTextAngleDepth``).
    var textAngleDepth = 0
    var textStatementAngleDepth = 0
    /// For each open `(`, whether it opened an interpolation.
    var parentheses: [Bool] = []
    var interpolationDepth = 0
    var hashRun = 0
    var longestHashRun = 0
    var hashCost = 0
    var conditionDepth = 0
    /// `<` nesting across lines: `{`, `}`, `;` and `=` end it (no generic argument holds them).
    var statementAngleDepth = 0
    var refusal: String?

    /// Reads one byte; `breaksRun` tells whether it ends a run of `[`, `inCode` whether it is
    /// code, not a comment or a literal, `inComment` whether it is in a comment (``RunBreaks``).
    ///
    /// Runs of `[` are counted twice (sweep 61). As the lexer reads them, a comment is trivia:
    /// its `[` are no tokens and it ends no run (`[[[[[/**/[[[[[` is a run of 10). In case a
    /// comment is misread and is code, the runs are also counted with comments read as code:
    /// their `[` count and their other printable bytes end a run. Until sweep 61 a comment's `[`
    /// counted and nothing in it ended a run, so the links of a doc comment, or the `[Enabled]`
    /// notes of Alamofire's RetryPolicy.swift (18 in comments between a `[` and its first item),
    /// were one long run and the file was left as it is.
    mutating func read(_ byte: UInt8, after previous: UInt8, breaksRun: Bool, inCode: Bool, inComment: Bool) {
      if byte == UInt8(ascii: "#") && inCode {
        hashRun += 1
      } else {
        closeHashRun()
      }
      switch byte {
      case UInt8(ascii: "["):
        if !inComment { bracketRun += 1 }
        commentedRun += 1
      case 0x20, 0x09: return
      case 0x0A, 0x0D:
        // A CR alone ends a line too (sweep 62: a file of old Mac line ends was one line, so 65
        // comparisons `a < b` in it were generic arguments nested over 64 deep).
        angleDepth = 0
        textAngleDepth = 0
        return
      default:
        if breaksRun {
          closeRun()
        } else if inComment && byte > 0x20 && byte < 0x7F {
          closeCommentedRun()
        }
      }
      switch byte {
      case UInt8(ascii: "<"): openAngle(inCode: inCode)
      case UInt8(ascii: ">"):
        if inCode {
          angleDepth = max(0, angleDepth - 1)
          statementAngleDepth = max(0, statementAngleDepth - 1)
        }
        textAngleDepth = max(0, textAngleDepth - 1)
        textStatementAngleDepth = max(0, textStatementAngleDepth - 1)
      case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "="):
        if inCode { statementAngleDepth = 0 }
        textStatementAngleDepth = 0
      case UInt8(ascii: "("): openParenthesis(interpolating: previous == UInt8(ascii: "\\"))
      case UInt8(ascii: ")"):
        if parentheses.popLast() == true { interpolationDepth -= 1 }
      default: break
      }
    }

    /// A `<`: a level of generic arguments where it is code. Until sweep 62 the `<` of comments
    /// and literals counted too, so a comment of 65 `<` (`// <<<<...`) left a file as it is,
    /// and a `=` in a comment ended the nesting of the code's `<` split over lines around it.
    mutating func openAngle(inCode: Bool) {
      if inCode {
        angleDepth += 1
        statementAngleDepth += 1
      }
      textAngleDepth += 1
      textStatementAngleDepth += 1
      let depth: Int
      if angleDepth > maximumAngleDepth {
        depth = maximumAngleDepth
      } else if statementAngleDepth > maximumStatementAngleDepth || textAngleDepth > maximumTextAngleDepth {
        depth = maximumStatementAngleDepth
      } else if textStatementAngleDepth > maximumTextStatementAngleDepth {
        depth = maximumTextStatementAngleDepth
      } else {
        return
      }
      refusal = "generic arguments nested over \(depth) deep: the Swift parser recurses once per level"
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

    /// After a `#`: a `#if` opens a level, an `#endif` closes one.
    mutating func readDirective(_ rest: ArraySlice<UInt8>) {
      func word(_ text: String) -> Bool {
        let word = Array(text.utf8)
        guard rest.starts(with: word) else { return false }
        let next = rest.dropFirst(word.count).first ?? 0x20
        return
          !(next == UInt8(ascii: "_") || (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A)
          || (next >= 0x30 && next <= 0x39))
      }
      if word("if") {
        conditionDepth += 1
        if conditionDepth > maximumConditionDepth {
          refusal =
            "#if blocks nested over \(maximumConditionDepth) deep: the Swift parser looks ahead through every enclosing block"
        }
      } else if word("endif") {
        conditionDepth = max(0, conditionDepth - 1)
      }
    }

    mutating func closeHashRun() {
      if hashRun > 8 { hashCost += hashRun * hashRun }
      longestHashRun = max(longestHashRun, hashRun)
      hashRun = 0
      if hashCost > hashBudget {
        refusal =
          "runs of up to \(longestHashRun) \"#\" in a row: the Swift lexer reads the rest of a run at each \"#\""
      }
    }

    mutating func closeRun() {
      if bracketRun > 3 { bracketCost += 1 << min(bracketRun, 40) }
      longestBracketRun = max(longestBracketRun, bracketRun)
      bracketRun = 0
      if bracketCost > budget { refuseRuns(upTo: longestBracketRun) }
      closeCommentedRun()
    }

    /// Ends a run counted with comments read as code.
    mutating func closeCommentedRun() {
      if commentedRun > 3 { commentedCost += 1 << min(commentedRun, 40) }
      longestCommentedRun = max(longestCommentedRun, commentedRun)
      commentedRun = 0
      if commentedCost > budget && refusal == nil { refuseRuns(upTo: longestCommentedRun) }
    }

    mutating func refuseRuns(upTo length: Int) {
      refusal = "runs of up to \(length) \"[\" in a row: the Swift parser's time doubles with each"
    }
  }
}
