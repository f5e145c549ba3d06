import Foundation

extension Label {
  /// The lines ASCII text without carriage returns breaks into at `width` with the monospace
  /// measurer (0.55 em a character), at most `limit` when that is not 0, and each line's
  /// characters: the same lines as breaking each paragraph's words one run at a time, found on its
  /// bytes (each character one byte; paragraphs split at line feeds, words at spaces), each run's
  /// width worked out from its characters. Nil for any other text. Breaking made strings of the
  /// words and of every run it measured, about 170 ns a byte in a release build (sweep 52: 20
  /// labels of 20,000 characters re-wrapped at every frame took 68 ms a frame).
  nonisolated static func monospaceASCIILines(_ text: String, width: CGFloat, fontSize: CGFloat, limit: Int)
    -> (lines: [String], characters: [Int])?
  {
    let bytes = Array(text.utf8)
    guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
    return monospaceLines(bytes, starts: nil, width: width, fontSize: fontSize, limit: limit)
  }

  /// The lines `bytes` (UTF-8 text) breaks into at `width` with the monospace measurer, at most
  /// `limit` when that is not 0, and each line's characters. `starts` marks the bytes where a
  /// character (a grapheme cluster) begins, one bit a byte (see ``MonospaceCharacters``); nil
  /// when every byte is a character (ASCII without carriage returns). A paragraph ends at a line
  /// feed that is a character of its own, a word at a space that is one: the characters
  /// `split(separator:)` splits at.
  nonisolated static func monospaceLines(
    _ bytes: [UInt8], starts: [UInt64]?, width: CGFloat, fontSize: CGFloat, limit: Int
  ) -> (lines: [String], characters: [Int]) {
    var result: (lines: [String], characters: [Int]) = ([], [])
    let breaker = MonospaceBreaker(bytes: bytes, starts: starts, width: width, fontSize: fontSize)
    var start = 0
    while true {
      var end = start
      while end < bytes.count, !breaker.isAlone(end, 0x0A) { end += 1 }
      let full = breaker.breakParagraph(start..<end, limit: limit, into: &result)
      if full || end == bytes.count { return result }
      start = end + 1
    }
  }

  /// Breaks the paragraphs of one text into lines on its bytes.
  private struct MonospaceBreaker {
    let bytes: [UInt8]
    let starts: [UInt64]?
    let width: CGFloat
    let fontSize: CGFloat

    /// Whether a character begins at byte `index` (every byte at the end of the text does).
    func startsCharacter(_ index: Int) -> Bool {
      guard let starts, index < bytes.count else { return true }
      return starts[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    /// Whether the byte at `index` is `byte` and a character of its own.
    func isAlone(_ index: Int, _ byte: UInt8) -> Bool {
      bytes[index] == byte && (starts == nil || (startsCharacter(index) && startsCharacter(index + 1)))
    }

    /// The characters beginning in `range` (its bytes without `starts`).
    func characters(in range: Range<Int>) -> Int {
      guard let starts else { return range.count }
      var count = 0
      var index = range.lowerBound
      while index < range.upperBound {
        let bit = index & 63
        let take = Swift.min(64 - bit, range.upperBound - index)
        let mask = take == 64 ? UInt64.max : ((1 << UInt64(take)) - 1) << UInt64(bit)
        count += (starts[index >> 6] & mask).nonzeroBitCount
        index += take
      }
      return count
    }

    func fits(_ characters: Int) -> Bool {
      MonospaceTextMeasuring.width(ofCharacters: characters, size: fontSize) <= width + 1e-6
    }

    /// Appends the lines of the paragraph at `range` and their characters to `result`; whether
    /// they reached `limit` (when that is not 0).
    func breakParagraph(
      _ range: Range<Int>, limit: Int, into result: inout (lines: [String], characters: [Int])
    ) -> Bool {
      var words: [(bytes: Range<Int>, characters: Int)] = []
      var index = range.lowerBound
      while index < range.upperBound {
        guard !isAlone(index, 0x20) else {
          index += 1
          continue
        }
        let start = index
        while index < range.upperBound && !isAlone(index, 0x20) { index += 1 }
        words.append((start..<index, characters(in: start..<index)))
      }
      func append(_ run: Range<Int>, characters: Int) {
        var text: [UInt8] = []
        for position in run {
          if position > run.lowerBound { text.append(0x20) }
          text.append(contentsOf: bytes[words[position].bytes])
        }
        result.lines.append(String(decoding: text, as: UTF8.self))
        result.characters.append(characters)
      }
      let total = words.reduce(0) { $0 + $1.characters } + Swift.max(words.count - 1, 0)
      if words.count > 1 && fits(total) {
        append(0..<words.count, characters: total)
        return limit > 0 && result.lines.count >= limit
      }
      var start = 0
      repeat {
        // The longest run that fits (at least one word), as the doubling and halving search finds.
        let available = words.count - start
        var count = Swift.min(available, 1)
        var characters = available > 0 ? words[start].characters : 0
        while count < available, fits(characters + 1 + words[start + count].characters) {
          characters += 1 + words[start + count].characters
          count += 1
        }
        append(start..<start + count, characters: characters)
        start += count
        if limit > 0 && result.lines.count >= limit { return true }
      } while start < words.count
      return false
    }
  }
}

/// Where the characters (grapheme clusters) of a text begin among its UTF-8 bytes, one bit a
/// byte, and how many there are: found once for a label's text, so that text other than ASCII
/// breaks into lines on its bytes as ASCII does (sweep 53: 200 labels of 100,000 characters
/// other than ASCII took 8.1 s to build, each width they were measured at joining and counting
/// runs of their words).
struct MonospaceCharacters {
  /// A bit for each byte of the text's UTF-8, set where a character begins.
  let starts: [UInt64]
  /// The text's characters (`String.count`).
  let count: Int

  /// The characters of `text`.
  init(_ text: String) {
    var starts = [UInt64](repeating: 0, count: text.utf8.count / 64 + 1)
    var offset = 0
    var count = 0
    for character in text {
      starts[offset >> 6] |= 1 << UInt64(offset & 63)
      offset += character.utf8.count
      count += 1
    }
    self.starts = starts
    self.count = count
  }
}
