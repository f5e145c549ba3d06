extension ParseCost {
  /// Version-control conflict markers as swift-syntax 602's lexer reads them (sweep 62). Where
  /// trivia may begin at the start of a line, `<<<<<<< ` opens a conflict that runs to a line
  /// starting `>>>>>>> ` (and `>>>> ` one that runs to a line `<<<<`), and the whole of it, to the
  /// end of that line, is trivia. The lexer looks for the closing line at every opening one, to
  /// the end of the file when there is none, and again whenever the parser reads those tokens
  /// again: 1,000 lines of `<<<<<<< ;` (10 KB) took 15 s to port, 2,000 took 45 s.
  struct ConflictMarkers {
    /// For each opening line, the bytes from it to its closing line or the end of the file,
    /// added up (counting openings in comments and literals too, and within a conflict).
    private(set) var searchedBytes = 0
    /// The end of each conflict that closes (just past its closing line), by its opening index.
    private(set) var ends: [Int: Int] = [:]

    private static let openings: [(opening: [UInt8], closing: [UInt8])] = [
      (Array("<<<<<<< ".utf8), Array(">>>>>>> ".utf8)), (Array(">>>> ".utf8), Array("<<<<\n".utf8)),
    ]

    /// Finds every opening at the start of a line and where each closes, in one pass.
    init(_ bytes: [UInt8]) {
      var pending: [[Int]] = [[], []]
      var index = 0
      while index < bytes.count {
        let previous = index == 0 ? 0 : bytes[index - 1]
        guard previous == 0x0A || previous == 0x0D || previous == 0 else {
          index += 1
          continue
        }
        for (kind, marker) in Self.openings.enumerated() {
          if index > 0, previous != 0, bytes[index...].starts(with: marker.closing) {
            var end = index + marker.closing.count
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            for start in pending[kind] {
              searchedBytes += index - start
              ends[start] = end
            }
            pending[kind] = []
          }
          if bytes[index...].starts(with: marker.opening) { pending[kind].append(index) }
        }
        index += 1
      }
      for start in pending.joined() { searchedBytes += bytes.count - start }
    }
  }
}
