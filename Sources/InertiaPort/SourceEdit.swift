/// A replacement of a byte range of the original text (UTF-8 offsets), with the report line it
/// produces (nil for the second half of a move, reported once).
struct SourceEdit {
  var start: Int
  var end: Int
  var replacement: String
  var report: PortRewrite?

  /// Applies `edits` (any order) to `bytes[range]`; offsets are absolute. An edit inside one
  /// that replaces a wider range is dropped (removing a declaration removes the edits made in
  /// it); insertions at an edit's start come before it. Each line feed of a replacement becomes
  /// `lineEnd` (the rules write line feeds; a file with CRLF or CR line ends keeps them,
  /// ``lineEnd(of:)``), but for CRLF one after a carriage return (already a pair).
  static func apply(
    _ edits: [SourceEdit], to bytes: [UInt8], in range: Range<Int>, lineEnd: [UInt8] = [0x0A]
  ) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(range.count)
    var cursor = range.lowerBound
    for edit in edits.sorted(by: Self.comesFirst) {
      guard edit.start >= cursor, edit.end <= range.upperBound else { continue }
      result.append(contentsOf: bytes[cursor..<edit.start])
      if lineEnd == [0x0A] {
        result.append(contentsOf: Array(edit.replacement.utf8))
      } else {
        for byte in edit.replacement.utf8 {
          // A feed after a return is a CRLF pair already, unless lone returns end the lines.
          if byte == 0x0A, result.last != 0x0D || lineEnd == [0x0D] {
            result += lineEnd
          } else {
            result.append(byte)
          }
        }
      }
      cursor = edit.end
    }
    result.append(contentsOf: bytes[cursor..<range.upperBound])
    return String(decoding: result, as: UTF8.self)
  }

  /// The line end most of the lines of `bytes` end with: CRLF, a lone CR or (when there are as
  /// many line feeds, or none) a line feed.
  static func lineEnd(of bytes: [UInt8]) -> [UInt8] {
    var (feeds, pairs, returns) = (0, 0, 0)
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0D {
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
          pairs += 1
          index += 1
        } else {
          returns += 1
        }
      } else if bytes[index] == 0x0A {
        feeds += 1
      }
      index += 1
    }
    if pairs > feeds, pairs >= returns { return [0x0D, 0x0A] }
    if returns > feeds, returns > pairs { return [0x0D] }
    return [0x0A]
  }

  /// Order of application: by start; at one start, insertions, then the widest replacement.
  static func comesFirst(_ a: SourceEdit, _ b: SourceEdit) -> Bool {
    if a.start != b.start { return a.start < b.start }
    let aInserts = a.start == a.end
    let bInserts = b.start == b.end
    if aInserts != bInserts { return aInserts }
    return a.end > b.end
  }

  /// The range to delete for a construct at `start..<end`: its whole line(s) when nothing else
  /// is on them (so no blank line is left), else the construct and the spaces after it.
  static func removalRange(_ start: Int, _ end: Int, in bytes: [UInt8]) -> Range<Int> {
    var lineStart = start
    while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
    var after = end
    while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
    let startsLine = lineStart == 0 || bytes[lineStart - 1] == 0x0A || bytes[lineStart - 1] == 0x0D
    let endsLine = after == bytes.count || bytes[after] == 0x0A || bytes[after] == 0x0D
    if startsLine && endsLine {
      var lineEnd = after
      if lineEnd < bytes.count, bytes[lineEnd] == 0x0D { lineEnd += 1 }
      if lineEnd < bytes.count, bytes[lineEnd] == 0x0A { lineEnd += 1 }
      return lineStart..<lineEnd
    }
    return start..<after
  }
}
