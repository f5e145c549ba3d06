extension ParseCost {
  /// The `(`, `[` and `{` of the code still open, and where the parser's look-ahead for each one's
  /// closing token stops (sweep 61).
  ///
  /// When swift-syntax's parser finds no `)`, `]` or `}` where it expects one, it looks ahead for
  /// it, but not past a token that binds more strongly than the one it looks for: a `(` or `[`
  /// stops at a statement or declaration keyword (`if`, `return`, `in`, `let`, `func`, ...), a
  /// `;`, a `{` or `}` or an `#if`, `#else`, `#elseif` or `#endif`; a `{` only at a declaration
  /// keyword or one of those `#` directives. Each open bracket costs the bytes from it to where
  /// its look-ahead stops, at each level of nesting; in `x = (x` on every line the look-ahead of
  /// each one reads to the end of the file. Until sweep 61 every bracket left open cost the bytes
  /// to the end of the file, so one `(` left open near the top of any file over 16 KiB was left
  /// as it is, though it parses in the time the file without it takes.
  ///
  /// The keywords are those the lexer reads as keywords: a word not right after a `` ` `` or `$`
  /// (`` `let` `` is an identifier), in code only; `x.let` and `for:` as a label are keywords too,
  /// as the parser's look-ahead sees them.
  struct OpenDelimiters {
    /// The open `(` and `[`: their indices, whether each is a `[`, and where its look-ahead stops
    /// (`Int.max` until a stopping token is read).
    private var brackets: [(index: Int, square: Bool, stop: Int)] = []
    /// `brackets[bracketsToStop...]` have no stop yet.
    private var bracketsToStop = 0
    /// The open `{`: their indices and where their look-ahead stops.
    private var braces: [(index: Int, stop: Int)] = []
    private var bracesToStop = 0
    /// The word of code being read: its first index and the index of its last byte so far.
    private var wordStart = -1
    private var wordEnd = -1

    /// Reads one byte of code (not one of a comment or literal, nor the `)` that closes an
    /// interpolation).
    mutating func read(_ bytes: [UInt8], _ index: Int) {
      let byte = bytes[index]
      let isWord = Self.isWordByte(byte)
      if wordStart >= 0, !isWord || wordEnd != index - 1 {
        endWord(bytes)
      }
      if isWord {
        if wordStart < 0 { wordStart = index }
        wordEnd = index
        return
      }
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["):
        brackets.append((index, byte == UInt8(ascii: "["), Int.max))
      case UInt8(ascii: ")"): close(square: false)
      case UInt8(ascii: "]"): close(square: true)
      case UInt8(ascii: "{"):
        stopBrackets(at: index)
        braces.append((index, Int.max))
      case UInt8(ascii: "}"):
        stopBrackets(at: index)
        if braces.popLast() != nil { bracesToStop = min(bracesToStop, braces.count) }
      case UInt8(ascii: ";"): stopBrackets(at: index)
      default: break
      }
    }

    /// For each `(` and `[` still open at the end of the file, the bytes from it to where its
    /// look-ahead stops (the end of the file when nothing stops it), added up.
    func unclosedBracketBytes(count: Int) -> Int {
      brackets.reduce(0) { $0 + (min($1.stop, count) - $1.index) }
    }

    /// For each `{` still open at the end of the file, the bytes from it to where its look-ahead
    /// stops, added up.
    func unclosedBraceBytes(count: Int) -> Int {
      braces.reduce(0) { $0 + (min($1.stop, count) - $1.index) }
    }

    /// Closes the innermost open bracket when it is of the kind; a stray closer closes nothing.
    private mutating func close(square: Bool) {
      guard brackets.last?.square == square else { return }
      brackets.removeLast()
      bracketsToStop = min(bracketsToStop, brackets.count)
    }

    private mutating func stopBrackets(at index: Int) {
      for position in bracketsToStop..<brackets.count { brackets[position].stop = index }
      bracketsToStop = brackets.count
    }

    private mutating func stopBraces(at index: Int) {
      for position in bracesToStop..<braces.count { braces[position].stop = index }
      bracesToStop = braces.count
    }

    /// Ends the word being read: a keyword stops the look-ahead of the brackets (and braces) open.
    private mutating func endWord(_ bytes: [UInt8]) {
      let start = wordStart
      let word = bytes[start...wordEnd]
      wordStart = -1
      let before = start > 0 ? bytes[start - 1] : 0
      if before == UInt8(ascii: "#") {
        guard Self.directives.contains(where: { $0.elementsEqual(word) }) else { return }
        stopBrackets(at: start - 1)
        stopBraces(at: start - 1)
      } else if before != UInt8(ascii: "`") && before != UInt8(ascii: "$") {
        if Self.declarationKeywords.contains(where: { $0.elementsEqual(word) }) {
          stopBrackets(at: start)
          stopBraces(at: start)
        } else if Self.statementKeywords.contains(where: { $0.elementsEqual(word) }) {
          stopBrackets(at: start)
        }
      }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"), 0x80...:
        return true
      default: return false
      }
    }

    /// `#if` and its other directives: they stop every look-ahead.
    private static let directives: [[UInt8]] = ["if", "else", "elseif", "endif"].map { Array($0.utf8) }

    /// The keywords the lexer reads that start a declaration: they stop every look-ahead.
    private static let declarationKeywords: [[UInt8]] = [
      "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
      "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol", "public",
      "static", "struct", "subscript", "typealias", "var",
    ].map { Array($0.utf8) }

    /// The keywords the lexer reads that start or continue a statement: they stop the look-ahead
    /// of a `(` or `[`.
    private static let statementKeywords: [[UInt8]] = [
      "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
      "guard", "if", "in", "repeat", "return", "switch", "throw", "while",
    ].map { Array($0.utf8) }
  }
}
