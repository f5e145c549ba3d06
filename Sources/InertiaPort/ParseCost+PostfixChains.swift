extension ParseCost {
  /// The longest chain of postfix links in the code (sweep 63): `.name`, an empty call `()`, and
  /// a `!` or `?` right after a word, `)`, `]`, `!` or `?`, with only white space between them.
  ///
  /// Each link nests the chain one level deeper in the syntax tree (a member access, a call, a
  /// forced or optional value holds the chain before it), so a chain of more than
  /// ``ParseDepth/maximumDepth`` links is refused after parsing anyway: ``ParseDepth`` counts the
  /// levels of the tree. The parser builds such a chain without recursing, in linear time, but
  /// slowly: 100,000 `.b` links (200 KB) took 6.4 s to parse before being refused (debug
  /// build), where counting them takes milliseconds.
  ///
  /// The count is a lower bound on the depth: a comment, a literal, any other token (an
  /// operator, a `,`, a call with arguments) or a word not after a `.` starts a new chain; key
  /// paths (`\A.b.c`) and import paths (`import A.B`), whose components the parser lists flat,
  /// count nothing.
  struct PostfixChains {
    /// The links of the chain being read.
    private var links = 0
    /// The most links of any chain so far.
    private(set) var longest = 0
    private var previous: UInt8 = 0
    private var beforePrevious: UInt8 = 0
    /// Whether the chain being read is a key path or an import path (its links count nothing);
    /// a word starting a chain keeps it, any other token ends it.
    private var flat = false
    /// The first bytes of the word being read when it starts a chain (to spot `import`).
    private var base: [UInt8] = []

    /// Reads one byte; `inCode` tells whether it is code, not a comment or a literal.
    mutating func read(_ byte: UInt8, inCode: Bool) {
      defer {
        beforePrevious = previous
        previous = inCode ? byte : 0
      }
      guard inCode else { return restart() }
      let isWord = ParseCost.isWordByte(byte)
      if ParseCost.isWordByte(previous) {
        if isWord {
          if !base.isEmpty, base.count <= 6 { base.append(byte) }
          return
        }
        if base.elementsEqual("import".utf8) { flat = true }
        base = []
      }
      if isWord {
        if previous == UInt8(ascii: "."), beforePrevious != UInt8(ascii: ".") { return link() }
        base = [byte]
        return restart(keepFlat: flat)
      }
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "."), UInt8(ascii: "("):
        return
      case UInt8(ascii: ")"):
        if previous == UInt8(ascii: "(") { link() } else { restart() }
      case UInt8(ascii: "!"), UInt8(ascii: "?"):
        if ParseCost.isWordByte(previous) || Self.closesLink(previous) { link() } else { restart() }
      case UInt8(ascii: "\\"):
        restart()
        flat = true
      default:
        restart()
      }
    }

    private static func closesLink(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "!")
        || byte == UInt8(ascii: "?")
    }

    private mutating func link() {
      guard !flat else { return }
      links += 1
      longest = max(longest, links)
    }

    private mutating func restart(keepFlat: Bool = false) {
      links = 0
      flat = keepFlat
    }
  }
}
