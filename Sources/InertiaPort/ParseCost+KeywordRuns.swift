extension ParseCost {
  /// The words of code as they end, for the counts of runs of keywords (``ModifierRuns``,
  /// ``PrefixRuns``): white space and comments between words are passed over (the lexer reads them
  /// as trivia), any other byte of code, or of a literal, is handed on.
  struct WordReader {
    /// What a byte read was.
    enum Event {
      /// Nothing that breaks a run: white space, a comment, or a byte inside a word.
      case none
      /// A word ended (the bytes of its first 16 bytes; longer words are no keyword).
      case word([UInt8])
      /// A byte of code that is not part of a word, or a byte of a literal.
      case other(UInt8)
      /// Both: a word ended at this byte, which is code but not part of a word.
      case wordThenOther([UInt8], UInt8)
    }

    private var word: [UInt8] = []
    private var inWord = false

    /// Reads one byte; `inCode` and `inComment` tell whether it is code or a comment (neither: a
    /// literal).
    mutating func read(_ byte: UInt8, inCode: Bool, inComment: Bool) -> Event {
      if inCode, ParseCost.isWordByte(byte) {
        if !inWord {
          word.removeAll(keepingCapacity: true)
          inWord = true
        }
        if word.count <= 16 { word.append(byte) }
        return .none
      }
      let ended = endWord()
      // A comment's first `/` is read as code and as a comment: it is trivia.
      let neutral = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || inComment
      switch (ended, neutral) {
      case (nil, true): return .none
      case (nil, false): return .other(byte)
      case (let word?, true): return .word(word)
      case (let word?, false): return .wordThenOther(word, byte)
      }
    }

    /// Ends the word being read (at the end of the file, or before another byte).
    mutating func endWord() -> [UInt8]? {
      guard inWord else { return nil }
      inWord = false
      return word.count <= 16 ? word : []
    }
  }

  /// Runs of declaration modifiers (sweep 64): at each word of a run of contextual modifiers
  /// (`final`, `lazy`, `weak`, `override`, `nonisolated`, `unowned(safe)`...) that does not begin
  /// a declaration, the parser looks ahead through the rest of the run for a declaration keyword,
  /// so time grows with the square of the run: 800 of `final ` (6 KB) took 8.5 s to port, 1,600 of
  /// `borrowing ` 40 s, 5,000 over 100 s (debug build), and 50,000 fit in a file. Runs of up to 8
  /// are free (a declaration has a few); longer ones add up as length^2, to at most
  /// ``modifierRunBudget`` a file. White space and comments between the modifiers, and a
  /// modifier's argument in parentheses (`private(set)`), do not end a run.
  struct ModifierRuns: KeywordRuns {
    /// The words the parser reads as declaration modifiers (swift-syntax 602's list).
    static let modifiers: Set<[UInt8]> = Set(
      [
        "__consuming", "__setter_access", "_const", "_local", "async", "borrowing", "class", "consuming",
        "convenience", "distributed", "dynamic", "fileprivate", "final", "indirect", "infix", "internal",
        "isolated", "lazy", "mutating", "nonisolated", "nonmutating", "open", "optional", "override",
        "package", "postfix", "prefix", "private", "public", "reasync", "required", "rethrows", "sending",
        "static", "unowned", "weak",
      ].map { Array($0.utf8) })

    var reader = WordReader()
    private var run = 0
    /// Whether the run's last modifier may take an argument in parentheses next, or is taking one.
    private var argument = Argument.none
    /// The longest run so far.
    private(set) var longest = 0
    /// The runs' cost so far: the squares of the runs longer than 8 that have ended (a run is
    /// counted whole, so a refusal names its length).
    private(set) var cost = 0

    private enum Argument { case none, allowed, open }

    /// Ends the file: a word at its very end counts, and the last run ends.
    mutating func finish() {
      if let word = reader.endWord() { readWord(word) }
      close()
    }

    mutating func readWord(_ word: [UInt8]) {
      if argument == .open { return }
      guard Self.modifiers.contains(word) else { return close() }
      run += 1
      argument = .allowed
      longest = max(longest, run)
    }

    mutating func readOther(_ byte: UInt8) {
      switch (byte, argument) {
      case (UInt8(ascii: "("), .allowed): argument = .open
      case (UInt8(ascii: ")"), .open): argument = .none
      case (_, .open): break
      default: close()
      }
    }

    private mutating func close() {
      if run > 8 { cost += run * run }
      run = 0
      argument = .none
    }
  }

  /// The longest run of prefix keywords that nest an expression (sweep 64): `try` (and `try?`,
  /// `try!`), `await`, `copy`, `consume`, `each`, `repeat` and `unsafe`, with white space and
  /// comments between them. Each nests the expression after it one level deeper, so a run of more
  /// than ``ParseDepth/maximumDepth`` is refused as nested too deep after parsing anyway, but the
  /// parser recurses through it first, a few KiB of stack a level: 131,000 `try ` (512 KiB) took
  /// 7.3 s and 700 MB, 71,000 `repeat ` 4.4 s and 930 MB (debug build), past the 340 MB a file's
  /// tokens may take.
  struct PrefixRuns: KeywordRuns {
    /// The keywords that nest the expression after them.
    static let keywords: Set<[UInt8]> = Set(
      ["try", "await", "copy", "consume", "each", "repeat", "unsafe"].map { Array($0.utf8) })

    var reader = WordReader()
    private var run = 0
    /// Whether the run's last keyword is `try` (a `?` or `!` right after it is part of it).
    private var afterTry = false
    /// The longest run so far.
    private(set) var longest = 0

    mutating func readWord(_ word: [UInt8]) {
      guard Self.keywords.contains(word) else {
        run = 0
        afterTry = false
        return
      }
      run += 1
      longest = max(longest, run)
      afterTry = word.elementsEqual("try".utf8)
    }

    mutating func readOther(_ byte: UInt8) {
      if afterTry, byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") {
        afterTry = false
        return
      }
      run = 0
      afterTry = false
    }
  }
}

/// A count of runs of keywords (``ParseCost/ModifierRuns``, ``ParseCost/PrefixRuns``): it reads
/// the words of code and the other bytes that its ``ParseCost/WordReader`` hands on.
protocol KeywordRuns {
  /// The reader of the words of code.
  var reader: ParseCost.WordReader { get set }
  /// A word of code ended.
  mutating func readWord(_ word: [UInt8])
  /// A byte of code that is not part of a word, or a byte of a literal.
  mutating func readOther(_ byte: UInt8)
}

extension KeywordRuns {
  /// Reads one byte (``ParseCost/WordReader/read(_:inCode:inComment:)``).
  mutating func read(_ byte: UInt8, inCode: Bool, inComment: Bool) {
    switch reader.read(byte, inCode: inCode, inComment: inComment) {
    case .none: break
    case .word(let word): readWord(word)
    case .other(let other): readOther(other)
    case .wordThenOther(let word, let other):
      readWord(word)
      readOther(other)
    }
  }
}
