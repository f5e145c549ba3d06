import Foundation

extension Label {
  /// The lines ASCII text without carriage returns breaks into at `width` with the monospace
  /// measurer (0.55 em a character), at most `limit` when that is not 0: the same lines as
  /// breaking each paragraph's words one run at a time, found on its bytes (each character one
  /// byte; paragraphs split at line feeds, words at spaces), each run's width worked out from its
  /// characters. Nil for any other text. Breaking made strings of the words and of every run it
  /// measured, about 170 ns a byte in a release build (sweep 52: 20 labels of 20,000 characters
  /// re-wrapped at every frame took 68 ms a frame).
  nonisolated static func monospaceASCIILines(_ text: String, width: CGFloat, fontSize: CGFloat, limit: Int)
    -> [String]?
  {
    let bytes = Array(text.utf8)
    guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
    var lines: [String] = []
    var start = 0
    while true {
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
      let full = breakParagraph(
        bytes, start..<end, width: width, fontSize: fontSize, limit: limit, into: &lines)
      if full || end == bytes.count { return lines }
      start = end + 1
    }
  }

  /// Appends the lines of the paragraph at `range` of `bytes` to `lines`; whether they reached
  /// `limit` (when that is not 0).
  private nonisolated static func breakParagraph(
    _ bytes: [UInt8], _ range: Range<Int>, width: CGFloat, fontSize: CGFloat, limit: Int,
    into lines: inout [String]
  ) -> Bool {
    var words: [Range<Int>] = []
    var index = range.lowerBound
    while index < range.upperBound {
      guard bytes[index] != 0x20 else {
        index += 1
        continue
      }
      let start = index
      while index < range.upperBound && bytes[index] != 0x20 { index += 1 }
      words.append(start..<index)
    }
    func fits(_ characters: Int) -> Bool {
      MonospaceTextMeasuring.width(ofCharacters: characters, size: fontSize) <= width + 1e-6
    }
    func line(_ run: Range<Int>) -> String {
      var text: [UInt8] = []
      for position in run {
        if position > run.lowerBound { text.append(0x20) }
        text.append(contentsOf: bytes[words[position]])
      }
      return String(decoding: text, as: UTF8.self)
    }
    let total = words.reduce(0) { $0 + $1.count } + max(words.count - 1, 0)
    if words.count > 1 && fits(total) {
      lines.append(line(0..<words.count))
      return limit > 0 && lines.count >= limit
    }
    var start = 0
    repeat {
      // The longest run that fits (at least one word), as the doubling and halving search finds.
      let available = words.count - start
      var count = min(available, 1)
      var characters = available > 0 ? words[start].count : 0
      while count < available, fits(characters + 1 + words[start + count].count) {
        characters += 1 + words[start + count].count
        count += 1
      }
      lines.append(line(start..<start + count))
      start += count
      if limit > 0 && lines.count >= limit { return true }
    } while start < words.count
    return false
  }
}
