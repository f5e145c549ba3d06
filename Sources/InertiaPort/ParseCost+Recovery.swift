extension ParseCost {
  /// The `(`, `[` and `{` of the code still open, and where the parser's look-ahead for each one's
  /// closing token stops (sweep 61).
  ///
  /// When swift-syntax's parser finds no `)`, `]` or `}` where it expects one, it looks ahead for
  /// it, but not past a token that binds more strongly than the one it looks for: a `(` or `[`
  /// stops at a statement or declaration keyword (`if`, `return`, `in`, `let`, `func`, ...), a
  /// `;`, a `{` or `}` or an `#if`, `#else`, `#elseif` or `#endif`; a `{` only at a declaration
  /// keyword or one of those `#` directives. An opening token on the way that closes on its own
  /// line is skipped whole, so a keyword in it stops nothing; one that does not is looked into
  /// with its own look-ahead, and where that stops the outer one does too. Each open bracket costs
  /// the bytes from it to where its look-ahead stops, at each level of nesting; in `x = (x` on
  /// every line each one reads to the end of the file. Until sweep 61 every bracket left open
  /// cost the bytes to the end of the file, so one `(` left open near the top of any file over
  /// 16 KiB was left as it is, though it parses as fast as the file without it.
  ///
  /// The keywords are those the lexer reads as keywords: a word not right after a `` ` `` or `$`
  /// (`` `let` `` is an identifier), in code only; `x.let` and `for:` as a label are keywords too,
  /// as the parser's look-ahead sees them.
  struct OpenDelimiters {
    private struct Entry {
      var index: Int
      /// 0 for `(`, 1 for `[`, 2 for `{`.
      var kind: UInt8
      var line: Int
      /// Where a `(` or `[` look-ahead from here stops, and where a `{` one does (`Int.max`: not
      /// yet known).
      var bracketStop = Int.max
      var braceStop = Int.max
    }

    private var open: [Entry] = []
    /// The positions in `open` of its `{`.
    private var braces: [Int] = []
    /// The bytes the look-aheads of brackets a `}` ended read (the `}` stops them).
    private var endedBracketBytes = 0
    /// The line of the byte read last (line breaks of code and comments: a string's are no
    /// trivia).
    private(set) var line = 0
    /// The word of code being read: its first index and the index of its last byte so far.
    private var wordStart = -1
    private var wordEnd = -1

    /// Counts a line break of a comment (`\n`, or `\r` not before `\n`).
    mutating func readCommentByte(_ bytes: [UInt8], _ index: Int) {
      if Self.breaksLine(bytes, index) { line += 1 }
    }

    private static func breaksLine(_ bytes: [UInt8], _ index: Int) -> Bool {
      bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
    }

    /// Reads one byte of code (not one of a comment or literal, nor the `)` that closes an
    /// interpolation).
    mutating func read(_ bytes: [UInt8], _ index: Int) {
      let byte = bytes[index]
      let isWord = ParseCost.isWordByte(byte)
      if wordStart >= 0, !isWord || wordEnd != index - 1 { endWord(bytes) }
      if isWord {
        if wordStart < 0 { wordStart = index }
        wordEnd = index
        return
      }
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["):
        open.append(Entry(index: index, kind: byte == UInt8(ascii: "(") ? 0 : 1, line: line))
      case UInt8(ascii: ")"): close(kind: 0)
      case UInt8(ascii: "]"): close(kind: 1)
      case UInt8(ascii: "{"):
        stop(at: index, braces: false)
        braces.append(open.count)
        open.append(Entry(index: index, kind: 2, line: line))
      case UInt8(ascii: "}"): closeBrace(at: index)
      case UInt8(ascii: ";"): stop(at: index, braces: false)
      default: if Self.breaksLine(bytes, index) { line += 1 }
      }
    }

    /// For each `(` and `[` left open, the bytes from it to where its look-ahead stops (the end
    /// of the file when nothing stops it), added up.
    func unclosedBracketBytes(count: Int) -> Int {
      var total = endedBracketBytes
      walkDown(open[...]) { entry, stop in
        if entry.kind != 2 { total += min(stop.bracket, count) - entry.index }
      }
      return total
    }

    /// For each `{` left open at the end of the file, the bytes from it to where its look-ahead
    /// stops, added up.
    func unclosedBraceBytes(count: Int) -> Int {
      var total = 0
      walkDown(open[...]) { entry, stop in
        if entry.kind == 2 { total += min(stop.brace, count) - entry.index }
      }
      return total
    }

    /// Visits `entries` from the innermost out with where each one's look-ahead stops: its own
    /// stop, or one an inner entry left open hands down.
    private func walkDown(
      _ entries: ArraySlice<Entry>, _ visit: (Entry, (bracket: Int, brace: Int)) -> Void
    ) {
      var carried = (bracket: Int.max, brace: Int.max)
      for entry in entries.reversed() {
        carried = (min(entry.bracketStop, carried.bracket), min(entry.braceStop, carried.brace))
        visit(entry, carried)
      }
    }

    /// A token at `index` stops the look-ahead of the innermost entry: a bracket's, and with
    /// `braces` a brace's too.
    private mutating func stop(at index: Int, braces: Bool) {
      guard let last = open.indices.last else { return }
      if open[last].kind != 2 { open[last].bracketStop = min(open[last].bracketStop, index) }
      if braces { open[last].braceStop = min(open[last].braceStop, index) }
    }

    /// Closes the innermost entry when it is a bracket of the kind (a stray closer closes
    /// nothing). One closed on a later line hands its stops down.
    private mutating func close(kind: UInt8) {
      guard let entry = open.last, entry.kind == kind else { return }
      open.removeLast()
      handDown(entry)
    }

    private mutating func handDown(_ entry: Entry) {
      guard entry.line != line, let below = open.indices.last else { return }
      open[below].bracketStop = min(open[below].bracketStop, entry.bracketStop)
      open[below].braceStop = min(open[below].braceStop, entry.braceStop)
    }

    /// A `}` stops the brackets open inside the innermost `{` and closes it.
    private mutating func closeBrace(at index: Int) {
      stop(at: index, braces: false)
      guard let brace = braces.popLast() else { return }
      walkDown(open[(brace + 1)...]) { entry, stop in
        endedBracketBytes += min(stop.bracket, index) - entry.index
      }
      let entry = open[brace]
      open.removeSubrange(brace...)
      handDown(entry)
    }

    /// Ends the word being read: a keyword stops the look-ahead of the innermost entry.
    private mutating func endWord(_ bytes: [UInt8]) {
      let start = wordStart
      let word = bytes[start...wordEnd]
      wordStart = -1
      // No keyword or directive is shorter than 2 bytes or longer than 15 (`precedencegroup`):
      // most words are looked up in no list (sweep 63: the lookups were 70 % of the scan of
      // 400 KB of `1+1+...`, 4 s in a debug build).
      guard (2...15).contains(word.count) else { return }
      let before = start > 0 ? bytes[start - 1] : 0
      if before == UInt8(ascii: "#") {
        if Self.directives.contains(where: { $0.elementsEqual(word) }) { stop(at: start - 1, braces: true) }
      } else if before != UInt8(ascii: "`") && before != UInt8(ascii: "$") {
        if Self.declarationKeywords.contains(where: { $0.elementsEqual(word) }) {
          stop(at: start, braces: true)
        } else if Self.statementKeywords.contains(where: { $0.elementsEqual(word) }) {
          stop(at: start, braces: false)
        }
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
