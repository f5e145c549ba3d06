extension ParseCost {
  /// Where a regex literal that starts at a `/` ends, as swift-syntax 602's lexer reads it (sweep
  /// 60). Before sweep 60 the budget's trivia tracking read a regex literal as code, so a `"` in
  /// one (`/"/`, `#/"""/#`) opened a string that took in the code after it: a comment between two
  /// runs of `[` then ended the run, and 5 and 15 brackets behind `let r = /"/;` took over 20 s to
  /// port. A `//` or `/*` in a regex starts no comment either.
  ///
  /// The lexer reads `#/.../#` (any number of `#`, the same number or more to close) wherever a
  /// `#` begins a token, across lines when the `/` ends its line. It reads a bare `/.../` only
  /// where an expression may begin, on one line: the `/` begins its operator, and that operator
  /// does not follow a token directly (``isLeftBound``) or, with space on both sides, follows a
  /// token after which an expression comes (``previousAllowsRegex``).
  struct RegexLiteral {
    /// The index just past the literal (the line break that ends an unterminated one-line literal
    /// is not part of it).
    var end: Int
    /// An extended literal over several lines that never closes: the lexer reads the rest of the
    /// file before it gives up, at every reading of the literal.
    var unterminatedMultiline: Bool
  }

  /// What the lexer read just before a `/`: the token kinds that decide whether it reads a regex.
  struct RegexContext {
    /// The `#` in a row just before the `/` (an extended literal's delimiter), read as code.
    var pounds = 0
    /// Whether this `/` is the first of its operator (the lexer tries a regex only at the first).
    var firstSlashOfOperator = true
    /// Whether the operator holding the `/` follows a token directly.
    var isLeftBound = false
    /// Whether the token before the operator lets an expression follow (an operator, `=`, `(`,
    /// `{`, a keyword such as `return`...), and whether it is one of `(`, `[`, `,`, `:` (where a
    /// lone `/` may be an operator passed as an argument).
    var previousAllowsRegex = true
    var previousIsArgumentSeparator = false
    /// Whether the token before is `func` or `operator` (an operator's name follows: no regex).
    var previousDeclaresOperator = false
  }

  /// The regex literal that starts with the `/` at `slash` in `context`, or nil when the lexer
  /// reads an operator there.
  static func regexLiteral(_ bytes: [UInt8], slash: Int, _ context: RegexContext) -> RegexLiteral? {
    let pounds = context.pounds
    var mustBeRegex = pounds > 0
    if pounds == 0 {
      guard context.firstSlashOfOperator, !context.isLeftBound, !context.previousDeclaresOperator else {
        return nil
      }
      let rightBound = isRightBound(bytes, slash + 1)
      if !rightBound {
        guard context.previousAllowsRegex else { return nil }
        mustBeRegex = !context.previousIsArgumentSeparator
      }
      let next = slash + 1 < bytes.count ? bytes[slash + 1] : 0
      if next == UInt8(ascii: " ") || next == 0x09, !mustBeRegex { return nil }
      if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
      if slash > 0, bytes[slash - 1] == UInt8(ascii: "*") { return nil }
    }
    return scanRegex(bytes, from: slash + 1, pounds: pounds, mustBeRegex: mustBeRegex)
  }

  /// Whether the byte at `index` binds an operator ending before it to what follows (a `.` binds
  /// an operator that does not follow a token directly: `^.y` is prefix, `x^.y` postfix).
  static func isRightBound(_ bytes: [UInt8], _ index: Int, leftBound: Bool = false) -> Bool {
    guard index < bytes.count else { return false }
    switch bytes[index] {
    case 0x20, 0x0D, 0x0A, 0x09, 0, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "."): return !leftBound
    case UInt8(ascii: "/"):
      let after = index + 1 < bytes.count ? bytes[index + 1] : 0
      return !(after == UInt8(ascii: "/") || after == UInt8(ascii: "*"))
    case 0xC2: return !(index + 1 < bytes.count && bytes[index + 1] == 0xA0)
    default: return true
    }
  }

  /// The lexer's scan of a regex literal's pattern from `start` (just past the opening `/`).
  private static func scanRegex(_ bytes: [UInt8], from start: Int, pounds: Int, mustBeRegex: Bool)
    -> RegexLiteral?
  {
    var index = start
    var firstLineEnd: Int?
    if pounds > 0 {
      var scan = start
      while scan < bytes.count, bytes[scan] == 0x20 || bytes[scan] == 0x09 { scan += 1 }
      if scan < bytes.count, bytes[scan] == 0x0A || bytes[scan] == 0x0D {
        firstLineEnd = scan
        index = scan
      }
    }
    var groups = 0
    var classes = 0
    var spaceBefore = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/") {
        var close = index + 1
        while pounds > 0, close < bytes.count, bytes[close] == UInt8(ascii: "#") { close += 1 }
        if close - index - 1 >= pounds {
          if pounds == 0 {
            let next = close < bytes.count ? bytes[close] : 0
            if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") {
              return mustBeRegex ? RegexLiteral(end: index, unterminatedMultiline: false) : nil
            }
            if spaceBefore, !mustBeRegex { return nil }
          }
          return RegexLiteral(end: close, unterminatedMultiline: false)
        }
      }
      spaceBefore = false
      switch byte {
      case 0x0A, 0x0D:
        if firstLineEnd == nil {
          return mustBeRegex ? RegexLiteral(end: index, unterminatedMultiline: false) : nil
        }
      case UInt8(ascii: "\\"):
        index += 1
        if index < bytes.count, bytes[index] == 0x0A || bytes[index] == 0x0D, firstLineEnd == nil {
          return mustBeRegex ? RegexLiteral(end: index, unterminatedMultiline: false) : nil
        }
      case UInt8(ascii: "(") where classes == 0: groups += 1
      case UInt8(ascii: ")") where classes == 0:
        if groups == 0, !mustBeRegex { return nil }
        groups = max(0, groups - 1)
      case UInt8(ascii: "["): classes += 1
      case UInt8(ascii: "]"): classes = max(0, classes - 1)
      case 0x20, 0x09: spaceBefore = true
      default: break
      }
      index += 1
    }
    // The end of the file: an unterminated multi-line literal ends at its first line's end (the
    // lexer goes back there), a one-line one at the end.
    guard mustBeRegex else { return nil }
    if let firstLineEnd { return RegexLiteral(end: firstLineEnd, unterminatedMultiline: true) }
    return RegexLiteral(end: bytes.count, unterminatedMultiline: false)
  }

  /// Whether `word` is a keyword after which the lexer reads a `/` with space on both sides as
  /// the start of a regex: every keyword but the ones that are expressions themselves.
  static func keywordAllowsRegex(_ word: ArraySlice<UInt8>) -> Bool {
    regexKeywords.contains { $0.elementsEqual(word) }
  }

  /// The keywords swift-syntax's lexer classifies, less `true`, `false`, `Any`, `nil`, `self`,
  /// `Self` and `super` (expressions) and `func` and `operator` (an operator's name follows).
  private static let regexKeywords: [[UInt8]] = [
    "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
    "do", "else", "enum", "extension", "fallthrough", "fileprivate", "for", "guard", "if", "import",
    "in", "init", "inout", "internal", "is", "let", "precedencegroup", "private", "protocol", "public",
    "repeat", "rethrows", "return", "static", "struct", "subscript", "switch", "throw", "throws", "try",
    "typealias", "var", "where", "while",
  ].map { Array($0.utf8) }
}

extension ParseCost {
  /// The code bytes read last that decide how the lexer reads a `/` (``RegexContext``): the `#`
  /// in a row before it, the operator it is in, and the token before that operator.
  struct TokenTracker {
    private var lastPound = -2
    private var poundStart = -2
    private var lastOperator = -2
    private var operatorStart = -2
    private var operatorHasSlash = false
    /// The operator run read before the current one: its first and last index.
    private var priorOperator = -2...(-2)
    private var lastWordByte = -2
    private var wordStart = -2
    /// The last byte of the last token read (0 at the start; 1 after a string or regex literal).
    private var previous: UInt8 = 0
    /// Whether that byte was read as part of an operator (a `.` may be: ``isDotOperator``).
    private var previousIsOperator = false
    /// The token before the current operator: its last byte, and its word when it is one.
    private var beforeOperator: UInt8 = 0
    private var beforeOperatorIsOperator = false
    private var beforeOperatorWord = 0..<0

    /// Notes the end of a string or regex literal (a token after which no regex begins).
    mutating func endLiteral() {
      previous = 1
      previousIsOperator = false
      lastOperator = -2
      lastPound = -2
    }

    /// Reads one byte of code (not one of a comment, string or regex).
    mutating func read(_ bytes: [UInt8], _ index: Int) {
      let byte = bytes[index]
      if byte == UInt8(ascii: "#") {
        if lastPound != index - 1 { poundStart = index }
        lastPound = index
      }
      let isOperator = Self.isOperator(byte) || isDotOperator(bytes, index)
      if isOperator {
        if lastOperator != index - 1 {
          priorOperator = operatorStart...max(operatorStart, lastOperator)
          operatorStart = index
          operatorHasSlash = false
          beforeOperator = previous
          beforeOperatorIsOperator = previousIsOperator
          beforeOperatorWord = wordStart..<(lastWordByte + 1)
        }
        lastOperator = index
        if byte == UInt8(ascii: "/") { operatorHasSlash = true }
      } else if ParseCost.isWordByte(byte) {
        if lastWordByte != index - 1 { wordStart = index }
        lastWordByte = index
      }
      if byte > 0x20 && byte != 0x7F {
        previous = byte
        previousIsOperator = isOperator
      }
    }

    /// Whether the `.` at `index` is part of an operator: the lexer reads an operator that starts
    /// with a `.` (`...`, `..<`), and a `.` in no other (sweep 62: `...` before `/ "/` was read
    /// as a period, so the regex literal as division and its quote as a string).
    private func isDotOperator(_ bytes: [UInt8], _ index: Int) -> Bool {
      guard bytes[index] == UInt8(ascii: ".") else { return false }
      if lastOperator == index - 1 { return bytes[operatorStart] == UInt8(ascii: ".") }
      guard index + 1 < bytes.count else { return false }
      return bytes[index + 1] == UInt8(ascii: ".") || Self.isOperator(bytes[index + 1])
    }

    /// What the lexer knows before the `/` at `slash` (read as code, not yet passed to ``read``).
    func context(_ bytes: [UInt8], slash: Int) -> RegexContext {
      var context = RegexContext()
      if lastPound == slash - 1 {
        context.pounds = slash - poundStart
        return context
      }
      let continues = lastOperator == slash - 1
      context.firstSlashOfOperator = !(continues && operatorHasSlash)
      let start = continues ? operatorStart : slash
      let before = continues ? beforeOperator : previous
      let word = continues ? beforeOperatorWord : wordStart..<(lastWordByte + 1)
      context.isLeftBound = Self.isLeftBound(bytes, start)
      if ParseCost.isWordByte(before) {
        let text = bytes[word]
        context.previousAllowsRegex = ParseCost.keywordAllowsRegex(text)
        context.previousDeclaresOperator =
          text.elementsEqual("func".utf8) || text.elementsEqual("operator".utf8)
      } else if continues ? beforeOperatorIsOperator : previousIsOperator {
        let run = continues ? priorOperator : operatorStart...max(operatorStart, lastOperator)
        context.previousAllowsRegex = run.lowerBound >= 0 && Self.operatorAllowsRegex(bytes, run)
      } else {
        switch before {
        case 0: context.previousAllowsRegex = true
        case 1, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "."), UInt8(ascii: "@"),
          UInt8(ascii: "#"), UInt8(ascii: "`"), UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""):
          context.previousAllowsRegex = false
        default: context.previousAllowsRegex = true
        }
        context.previousIsArgumentSeparator = [
          UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":"),
        ].contains(before)
      }
      return context
    }

    /// Whether an expression, so a regex literal, may follow the operator characters of code at
    /// `run` (followed by white space or a comment), as the lexer classifies their last token
    /// (sweep 62). A `!` or `?` that follows a token directly is a postfix token of its own (`x!`,
    /// `a?`), after which comes an operator, except after `try` (`try? /^ x/`); an operator
    /// bound on its left only is postfix (`x++`, `Array<Int>`), and `->` is an arrow, neither
    /// followed by an expression; a binary or prefix operator (`c ? `, `a > `, `a ! `, `=`) is.
    /// Until sweep 62 every run ending in `!`, `?` or `>` counted as postfix: in `c ? / "/` the
    /// quote opened a string, which took in the comment of `[[[[[/**/[[[[[[[[[[[[[[[` after it,
    /// and the file took over 10 s to port.
    private static func operatorAllowsRegex(_ bytes: [UInt8], _ run: ClosedRange<Int>) -> Bool {
      let leftBound = isLeftBound(bytes, run.lowerBound)
      var first = run.lowerBound
      if leftBound {
        while first <= run.upperBound, bytes[first] == UInt8(ascii: "!") || bytes[first] == UInt8(ascii: "?")
        {
          first += 1
        }
        if first > run.upperBound {
          let start = run.lowerBound
          return first == start + 1 && start >= 3 && bytes[(start - 3)..<start].elementsEqual("try".utf8)
            && !(start > 3 && ParseCost.isWordByte(bytes[start - 4]))
        }
      }
      let rest = bytes[first...run.upperBound]
      if rest.elementsEqual("->".utf8) { return false }
      if rest.elementsEqual("=".utf8) { return true }
      let restLeftBound = leftBound || first > run.lowerBound
      return !restLeftBound || ParseCost.isRightBound(bytes, run.upperBound + 1, leftBound: true)
    }

    /// Whether an operator starting at `start` follows a token directly, as the lexer decides it.
    private static func isLeftBound(_ bytes: [UInt8], _ start: Int) -> Bool {
      guard start > 0 else { return false }
      switch bytes[start - 1] {
      case 0x20, 0x0D, 0x0A, 0x09, 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
        UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
        return false
      case UInt8(ascii: "/"): return !(start > 1 && bytes[start - 2] == UInt8(ascii: "*"))
      case 0xA0: return !(start > 1 && bytes[start - 2] == 0xC2)
      default: return true
      }
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
        UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"),
        UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
        return true
      default: return false
      }
    }
  }
}
