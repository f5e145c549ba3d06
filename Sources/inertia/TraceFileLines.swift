import Foundation
import Inertia

/// A trace file's lines, read in chunks as they are asked for, so a trace of any length costs the
/// memory of one line. Reading stops (and ``error`` says why, in one line) at the first line that is
/// not UTF-8 text, a line longer than ``maximumLineBytes``, or more than `limit` bytes in all.
final class TraceFileLines: Sequence, IteratorProtocol {
  /// The longest line read: 16 MiB (docs/limits.md).
  static let maximumLineBytes = 16 << 20

  /// Why reading stopped early, if it did.
  private(set) var error: OutputFile.Refusal?
  /// Whether any line held more than white space.
  private(set) var hasText = false
  /// Called with every line read (the plot's thinned timeline).
  var observer: ((Substring) -> Void)?

  private let descriptor: Int32
  private let limit: Int
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the next newline resumes.
  private var scanned = 0
  private var total = 0
  private var atEnd = false
  /// The buffer's complete lines from ``blockRange``'s start, as one text when they are all ASCII
  /// (each line is a slice of it): a string made and checked for each line was a tenth of
  /// `diff`'s time (sweep 53).
  private var block: String?
  /// Where ``block`` lies in the buffer.
  private var blockRange = 0..<0

  /// Opens `path`; throws a one-line refusal when it cannot be read or is a folder.
  init(path: String, limit: Int) throws {
    descriptor = try openInput(path)
    self.limit = limit
  }

  deinit { close(descriptor) }

  func next() -> Substring? {
    guard error == nil else { return nil }
    while true {
      if let newline = newlineIndex(from: Swift.max(start, scanned)) {
        return emit(upTo: newline, skipping: 1)
      }
      scanned = buffer.count
      if atEnd { return start < buffer.count ? emit(upTo: buffer.count, skipping: 0) : nil }
      guard buffer.count - start <= Self.maximumLineBytes else {
        return fail("a line is longer than \(Self.maximumLineBytes >> 20) MiB")
      }
      guard fill() else { return nil }
    }
  }

  /// The index of the first newline in the buffer at or after `from`, found by memchr (a byte
  /// loop was a twentieth of `diff`'s time).
  private func newlineIndex(from: Int) -> Int? {
    guard from < buffer.count else { return nil }
    return buffer.withUnsafeBytes { bytes -> Int? in
      guard let base = bytes.baseAddress,
        let found = memchr(base + from, Int32(UInt8(ascii: "\n")), bytes.count - from)
      else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
  }

  /// Whether the buffer's bytes in `range` are all ASCII.
  private func isASCII(_ range: Range<Int>) -> Bool {
    buffer.withUnsafeBytes { bytes in
      var index = range.lowerBound
      while index + 8 <= range.upperBound {
        guard bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 else {
          return false
        }
        index += 8
      }
      while index < range.upperBound {
        guard bytes[index] < 0x80 else { return false }
        index += 1
      }
      return true
    }
  }

  /// The line from `start` to `end`, as text.
  private func emit(upTo end: Int, skipping separator: Int) -> Substring? {
    guard end - start <= Self.maximumLineBytes else {
      return fail("a line is longer than \(Self.maximumLineBytes >> 20) MiB")
    }
    if !blockRange.contains(start) { makeBlock(upTo: end) }
    let line: Substring
    if let block, end <= blockRange.upperBound {
      let utf8 = block.utf8
      let from = utf8.index(utf8.startIndex, offsetBy: start - blockRange.lowerBound)
      line = Substring(utf8[from..<utf8.index(from, offsetBy: end - start)])
    } else {
      // Other text is validated, a line at a time (a byte at a time took a tenth of `diff`'s time).
      guard let text = String(validating: buffer[start..<end], as: UTF8.self) else {
        return fail("cannot read the file as UTF-8 text")
      }
      line = Substring(text)
    }
    start = end + separator
    if !hasText && !line.allSatisfy(\.isWhitespace) { hasText = true }
    observer?(line)
    return line
  }

  /// Makes ``block`` of the complete lines in the buffer from `start` (at least to `end`), when
  /// they are ASCII (a trace as replays writes it: checked eight bytes at a time, no validation).
  private func makeBlock(upTo end: Int) {
    var last = end
    while let newline = newlineIndex(from: last + 1), newline < buffer.count { last = newline }
    let range = start..<Swift.max(last, end)
    block = isASCII(range) ? String(decoding: buffer[range], as: UTF8.self) : nil
    blockRange = range
  }

  /// Reads the next chunk; false (with ``error``) when reading fails or passes the limit.
  private func fill() -> Bool {
    block = nil
    blockRange = 0..<0
    if start > 0 {
      buffer.removeFirst(start)
      scanned = Swift.max(scanned - start, 0)
      start = 0
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else {
        fail("cannot read the file: \(String(cString: strerror(errno)))")
        return false
      }
      total += count
      guard total <= limit else {
        fail("larger than \(limit >> 20) MiB")
        return false
      }
      if count == 0 { atEnd = true }
      buffer.append(contentsOf: chunk[0..<count])
      return true
    }
  }

  @discardableResult private func fail(_ reason: String) -> Substring? {
    error = OutputFile.Refusal(description: reason)
    return nil
  }
}
