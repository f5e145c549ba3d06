extension ParseCost {
  /// Which bytes end a run of `[` tokens, as the Swift lexer reads them (sweep 59). The parser
  /// sees tokens, so a run goes on over trivia: white space of every kind (a NUL, a vertical tab,
  /// a form feed), other control bytes and comments. Before sweep 59 only spaces, tabs and line
  /// breaks let a run go on, so `[[[[[` and 15 more `[` behind a NUL or `/**/` (21 bytes) cost the
  /// budget two short runs and took 10 s to parse.
  ///
  /// String literals are followed (escapes, `"""`, `#` delimiters, interpolations), and since
  /// sweep 60 regex literals too (``RegexLiteral``), so that a `//` or `/*` in one does not start a
  /// comment, nor a `"` in a regex a string. Every reading errs toward a longer run: a byte of
  /// 0x80 and up (a letter of an identifier, or an invalid byte the lexer skips) lets a run go on,
  /// and every `[` counts, in a comment, a string or a regex too.
  ///
  /// It also counts two shapes the parser reads again and again (sweep 60): an extended regex
  /// literal over several lines that never closes (``unterminatedRegexBytes``) and `(` or `[`
  /// left open at the end of the file (``unclosedBracketBytes``).
  struct RunBreaks {
    private enum State {
      case code
      case lineComment
      case blockComment(depth: Int)
      /// A string literal: its `#` delimiters, whether it is `"""`, and its quote (`"`, or `'`,
      /// which the lexer reads as a string too, to recover: sweep 62).
      case string(hashes: Int, multiline: Bool, quote: UInt8)
      /// A version-control conflict, trivia up to `end` (``ConflictMarkers``).
      case conflict(end: Int)
    }

    /// Where each conflict that closes ends, by the index of its opening line.
    var conflictEnds: [Int: Int] = [:]

    private var state = State.code
    /// The bytes of a delimiter after its first, and whether they end a run.
    private var skipped = 0
    private var skippedBreaks = false
    /// The strings whose interpolations enclose the code read now, with the `(` open in each.
    private var enclosing: [(hashes: Int, multiline: Bool, quote: UInt8, parentheses: Int)] = []
    /// What the code read so far tells about the next `/` (``RegexLiteral``).
    private var tokens = TokenTracker()
    /// The `(`, `[` and `{` of the code still open (``OpenDelimiters``).
    private var open = OpenDelimiters()
    /// For each extended regex literal over several lines that never closes, the bytes from it to
    /// the end of the file, added up.
    private(set) var unterminatedRegexBytes = 0

    /// Whether the byte read last was code: not in a comment or a literal.
    private(set) var wasCode = false
    /// Whether the byte read last was in a comment or one of its delimiters (sweep 61).
    private(set) var wasComment = false

    /// Whether `bytes[index]` ends a run of `[`: a byte of a token other than `[`.
    mutating func breaksRun(_ bytes: [UInt8], at index: Int) -> Bool {
      wasCode = false
      if skipped > 0 {
        skipped -= 1
        return skippedBreaks
      }
      let byte = bytes[index]
      wasComment = false
      switch state {
      case .lineComment:
        // A CR ends the comment as a LF does (sweep 62: with old Mac line ends the rest of the
        // file after a `//` was one comment, whose brackets left open were not counted).
        let endsLine = byte == 0x0A || byte == 0x0D
        if endsLine { state = .code }
        wasComment = !endsLine
        open.readCommentByte(bytes, index)
        return false
      case .blockComment(let depth):
        wasComment = true
        open.readCommentByte(bytes, index)
        if Self.starts(bytes, index, "*/") {
          state = depth == 1 ? .code : .blockComment(depth: depth - 1)
          skip(1, breaks: false)
        } else if Self.starts(bytes, index, "/*") {
          state = .blockComment(depth: depth + 1)
          skip(1, breaks: false)
        }
        return false
      case .string(let hashes, let multiline, let quote):
        readString(bytes, index, hashes: hashes, multiline: multiline, quote: quote)
        return true
      case .code:
        if !conflictEnds.isEmpty, byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">"),
          let end = conflictEnds[index]
        {
          state = .conflict(end: end)
          return breaksRun(bytes, at: index)
        }
        wasCode = true
        return readCode(bytes, index)
      case .conflict(let end):
        // The lexer skips a conflict as trivia, as a comment (sweep 62).
        wasComment = true
        open.readCommentByte(bytes, index)
        if index + 1 >= end { state = .code }
        return false
      }
    }

    private mutating func skip(_ count: Int, breaks: Bool) {
      skipped = count
      skippedBreaks = breaks
    }

    /// For each `(` and `[` still open at the end of the file, the bytes the parser's look-ahead
    /// for its closing token reads, added up (``OpenDelimiters``).
    func unclosedBracketBytes(count: Int) -> Int { open.unclosedBracketBytes(count: count) }

    /// For each `{` still open at the end of the file, the bytes the parser's look-ahead for its
    /// `}` reads, added up.
    func unclosedBraceBytes(count: Int) -> Int { open.unclosedBraceBytes(count: count) }

    private mutating func readCode(_ bytes: [UInt8], _ index: Int) -> Bool {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), !Self.starts(bytes, index, "//"), !Self.starts(bytes, index, "/*"),
        let regex = ParseCost.regexLiteral(bytes, slash: index, tokens.context(bytes, slash: index))
      {
        if regex.unterminatedMultiline { unterminatedRegexBytes += bytes.count - index }
        if regex.end > index + 1 { skip(regex.end - index - 1, breaks: true) }
        tokens.endLiteral()
        return true
      }
      if let end = Self.identifierEnd(bytes, index) {
        skip(end - index - 1, breaks: true)
        tokens.endLiteral()
        return true
      }
      // A comment is trivia: the token before it is the one the lexer saw last.
      if !(byte == UInt8(ascii: "/") && (Self.starts(bytes, index, "//") || Self.starts(bytes, index, "/*")))
      {
        tokens.read(bytes, index)
      }
      let closesInterpolation = byte == UInt8(ascii: ")") && enclosing.last?.parentheses == 0
      if !closesInterpolation { open.read(bytes, index) }
      switch byte {
      case UInt8(ascii: "/") where Self.starts(bytes, index, "//"):
        state = .lineComment
        skip(1, breaks: false)
        wasComment = true
        return false
      case UInt8(ascii: "/") where Self.starts(bytes, index, "/*"):
        state = .blockComment(depth: 1)
        skip(1, breaks: false)
        wasComment = true
        return false
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        // The lexer reads `'...'` as a string literal too (an error it recovers from), to the
        // next `'` or the line's end: until sweep 62 the budget read it as code, so in
        // `x = '//' (x` the `(` was in a comment, and 400 such lines took 13 s to port.
        var hashes = 0
        while index - hashes > 0, bytes[index - hashes - 1] == UInt8(ascii: "#") { hashes += 1 }
        let multiline = byte == UInt8(ascii: "\"") && Self.starts(bytes, index, "\"\"\"")
        state = .string(hashes: hashes, multiline: multiline, quote: byte)
        if multiline { skip(2, breaks: true) }
        return true
      case UInt8(ascii: "(") where !enclosing.isEmpty:
        enclosing[enclosing.count - 1].parentheses += 1
        return true
      case UInt8(ascii: ")") where !enclosing.isEmpty:
        if let string = enclosing.last, string.parentheses == 0 {
          enclosing.removeLast()
          state = .string(hashes: string.hashes, multiline: string.multiline, quote: string.quote)
        } else {
          enclosing[enclosing.count - 1].parentheses -= 1
        }
        return true
      default:
        // Printable ASCII begins or continues a token; control bytes, white space and bytes of
        // 0x80 and up let a run go on.
        return byte > 0x20 && byte < 0x7F
      }
    }

    private mutating func readString(
      _ bytes: [UInt8], _ index: Int, hashes: Int, multiline: Bool, quote: UInt8
    ) {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") || byte == quote else {
        // An unterminated string ends at its line's end (a LF or a CR).
        if byte == 0x0A || byte == 0x0D, !multiline { state = .code }
        return
      }
      let delimiter = String(repeating: "#", count: hashes)
      if byte == UInt8(ascii: "\\") {
        if Self.starts(bytes, index, "\\" + delimiter + "(") {
          enclosing.append((hashes, multiline, quote, 0))
          state = .code
          skip(hashes + 1, breaks: true)
        } else if hashes == 0 {
          skip(1, breaks: true)  // an escaped byte
        }
      } else {
        let closing = (multiline ? "\"\"\"" : String(UnicodeScalar(quote))) + delimiter
        if Self.starts(bytes, index, closing) {
          tokens.endLiteral()
          state = .code
          skip(closing.utf8.count - 1, breaks: true)
        }
      }
    }

    /// The end of the identifier that starts at `index` when the lexer reads one there that
    /// holds any bytes (sweep 62): a raw identifier, `` `...` `` on one line, an editor
    /// placeholder, `<#...#>` with no line feed or `<#` inside, and a string in curly quotes. Until sweep 62 the budget read
    /// them as code, so the `//` of `` `//` `` or `<#//#>` began a comment that hid the code after
    /// it (400 lines of `` x = `//` (x `` took 14 s to port).
    private static func identifierEnd(_ bytes: [UInt8], _ index: Int) -> Int? {
      var end = index + 1
      if bytes[index] == UInt8(ascii: "`") {
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A, bytes[end] != 0x0D {
          end += 1
        }
        return end < bytes.count && bytes[end] == UInt8(ascii: "`") ? end + 1 : nil
      }
      if starts(bytes, index, "\u{201C}") { return curlyQuoteEnd(bytes, from: index + 3) }
      guard starts(bytes, index, "<#") else { return nil }
      end += 1
      while end < bytes.count, bytes[end] != 0x0A {
        if starts(bytes, end, "#>") { return end + 2 }
        if starts(bytes, end, "<#") { return nil }
        end += 1
      }
      return nil
    }

    /// The end of a string in curly quotes whose text starts at `start`, to a `"` or `\u{201D}` on
    /// its line, which the lexer reads as one identifier to recover; nil when it finds none or
    /// meets an interpolation first (the quote alone is then the identifier). Until sweep 62 the
    /// `//` of `\u{201C}//\u{201D}` began a comment: 400 lines of it before `(x` took 26 s to port.
    private static func curlyQuoteEnd(_ bytes: [UInt8], from start: Int) -> Int? {
      var index = start
      while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
        if starts(bytes, index, "\\(") { return nil }
        if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
        if starts(bytes, index, "\u{201D}") { return index + 3 }
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      return nil
    }

    private static func starts(_ bytes: [UInt8], _ index: Int, _ text: String) -> Bool {
      bytes[index...].starts(with: text.utf8)
    }
  }
}
