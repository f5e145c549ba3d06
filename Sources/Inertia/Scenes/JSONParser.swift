import Foundation

/// A malformed JSON text, with the line and column (both from 1) where reading stopped.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
  /// The line of the problem, from 1.
  public let line: Int
  /// The column of the problem (in characters), from 1.
  public let column: Int
  /// What is wrong.
  public let reason: String

  public var description: String { "line \(line), column \(column): \(reason)" }
}

/// A strict RFC 8259 reader for ``JSONValue``: numbers must be finite doubles, nesting is bounded
/// by ``ReplayLimits/jsonDepth`` and the count of values by ``ReplayLimits/jsonValues``, and every
/// error names its line and column.
struct JSONParser {
  /// The text, valid only while ``parse(_:)`` runs.
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var depth = 0
  /// The values read so far, bounded by ``ReplayLimits/jsonValues``.
  private var values = 0
  /// The memory the values read so far take, estimated, bounded by ``ReplayLimits/jsonMemory``.
  private var memory = 0
  /// Each open object's members so far, one reused list per nesting depth.
  private var pending: [[(key: String, value: JSONValue, position: Int)]] = []

  private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Parses one JSON value filling the whole text (surrounding whitespace allowed).
  static func parse(_ data: Data) throws -> JSONValue {
    try data.withUnsafeBytes { raw in try parse(raw.bindMemory(to: UInt8.self)) }
  }

  /// Parses one JSON value filling `text` (surrounding whitespace allowed), read in place.
  static func parse(_ text: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
    var parser = JSONParser(text)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipSpace()
    let value = try parser.value()
    parser.skipSpace()
    guard parser.index == parser.bytes.count else { throw parser.fail("unexpected text after the value") }
    return value
  }

  private func fail(_ reason: String, at position: Int? = nil) -> JSONSyntaxError {
    let end = min(position ?? index, bytes.count)
    var line = 1
    var column = 1
    for byte in bytes[..<end] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONSyntaxError(line: line, column: column, reason: reason)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
  }

  private func describe(_ byte: UInt8?) -> String {
    guard let byte else { return "unexpected end of text" }
    if byte >= 0x21 && byte < 0x7F { return "unexpected character '\(Character(Unicode.Scalar(byte)))'" }
    return "unexpected byte 0x\(String(byte, radix: 16))"
  }

  private mutating func value() throws -> JSONValue {
    values += 1
    guard values <= ReplayLimits.jsonValues else { throw fail("more than \(ReplayLimits.jsonValues) values") }
    switch current {
    case UInt8(ascii: "{"): return try nested { try $0.object() }
    case UInt8(ascii: "["): return try nested { try $0.array() }
    case UInt8(ascii: "\""):
      let text = try string()
      try charge(stringOf: text.utf8.count)
      return .string(text)
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39): return try number()
    default: throw fail(describe(current))
    }
  }

  /// Adds `bytes` to the memory estimate. Measured in a release build: an object takes about
  /// 96 bytes and 80 a member (its dictionary), an array 64 and 32 an item, a string of more than
  /// 15 bytes of UTF-8 (stored apart) 64 and its bytes. Counting values alone let 7.9 million
  /// values in objects of eight members (51 MB of text) take 700 MB (session 43).
  private mutating func charge(_ bytes: Int) throws {
    memory += bytes
    guard memory <= ReplayLimits.jsonMemory else {
      throw fail("the values take more than \(ReplayLimits.jsonMemory >> 20) MB of memory")
    }
  }

  /// Charges a string of `length` bytes of UTF-8 (see ``charge(_:)``).
  private mutating func charge(stringOf length: Int) throws {
    if length > 15 { try charge(64 + (length + 15) & ~15) }
  }

  private mutating func nested(_ body: (inout JSONParser) throws -> JSONValue) throws -> JSONValue {
    guard depth < ReplayLimits.jsonDepth else {
      throw fail("nested deeper than \(ReplayLimits.jsonDepth) levels")
    }
    depth += 1
    defer { depth -= 1 }
    return try body(&self)
  }

  private mutating func literal(_ word: StaticString, _ result: JSONValue) throws -> JSONValue {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes.count - index >= expected.count,
      expected.indices.allSatisfy({ bytes[index + $0] == expected[$0] })
    else {
      throw fail(describe(current))
    }
    index += expected.count
    return result
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws {
    guard current == byte else { throw fail("expected \(what), got \(describe(current).dropFirst(11))") }
    index += 1
  }

  private mutating func object() throws -> JSONValue {
    index += 1
    try charge(96)
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object([:])
    }
    // The members are gathered in this depth's reused list, then stored in a dictionary made at
    // their count (growing one member at a time rehashes it three or four times).
    while pending.count < depth { pending.append([]) }
    var members: [(key: String, value: JSONValue, position: Int)] = []
    swap(&members, &pending[depth - 1])
    defer {
      members.removeAll(keepingCapacity: true)
      swap(&members, &pending[depth - 1])
    }
    while true {
      skipSpace()
      let position = index
      guard let key = try memberKey() else { throw fail("expected a key in quotes, " + describe(current)) }
      members.append((key, try value(), position))
      skipSpace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "',' or '}'")
      var object = [String: JSONValue](minimumCapacity: members.count)
      // A repeated key is refused (RFC 8259 leaves its meaning open: a scene's second "subviews"
      // silently replaced the first before session 41).
      for member in members where object.updateValue(member.value, forKey: member.key) != nil {
        throw fail("duplicate key \"\(member.key.prefix(100))\"", at: member.position)
      }
      return .object(object)
    }
  }

  private mutating func array() throws -> JSONValue {
    index += 1
    try charge(64)
    var items: [JSONValue] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipSpace()
      try charge(32)
      items.append(try value())
      skipSpace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "',' or ']'")
      return .array(items)
    }
  }

  private mutating func number() throws -> JSONValue {
    let start = index
    func digits(_ parser: inout JSONParser) -> Int {
      let from = parser.index
      while let byte = parser.current, byte >= 0x30 && byte <= 0x39 { parser.index += 1 }
      return parser.index - from
    }
    if current == UInt8(ascii: "-") { index += 1 }
    let leadingZero = current == UInt8(ascii: "0")
    let whole = digits(&self)
    guard whole > 0, !(leadingZero && whole > 1) else { throw fail("malformed number", at: start) }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw fail("malformed number", at: start) }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits(&self) > 0 else { throw fail("malformed number", at: start) }
    }
    if let exact = Self.shortDecimal(UnsafeBufferPointer(rebasing: bytes[start..<index])) {
      return .number(exact)
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw fail("number \(text) is out of range", at: start)
    }
    return .number(number)
  }

  /// Powers of ten that are exact doubles.
  private static let exactPowersOfTen: [Double] = {
    var powers: [Double] = [1]
    // Each product is exact: every power of ten up to 1e22 is a double.
    for _ in 1...22 { powers.append(powers[powers.count - 1] * 10) }
    return powers
  }()

  /// The value of a well-formed number without an exponent and with at most 15 digits, computed
  /// exactly: its digits form an integer below 2^53 and its power of ten is an exact double, so one
  /// correctly rounded division gives the nearest double, as `strtod` would. Nil for any other
  /// number (read by the general path).
  private static func shortDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var inFraction = false
    for byte in text {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
        digits += 1
        if inFraction { fractionDigits += 1 }
        guard digits <= 15 else { return nil }
      case UInt8(ascii: "."): inFraction = true
      case UInt8(ascii: "-"): continue
      default: return nil
      }
    }
    let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
    return text.first == UInt8(ascii: "-") ? -magnitude : magnitude
  }

  private mutating func string() throws -> String {
    // The common case: no escape up to the closing quote, read straight from the text.
    var end = index + 1
    var isASCII = true
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      if byte >= 0x80 { isASCII = false }
      if byte == UInt8(ascii: "\"") {
        let content = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
        if isASCII {
          index = end + 1
          return String(decoding: content, as: UTF8.self)
        }
        guard let text = String(validating: content, as: UTF8.self) else {
          throw fail("string is not valid UTF-8", at: index)
        }
        index = end + 1
        return text
      }
      end += 1
    }
    return try escapedString()
  }

  /// A string with escapes (or unterminated, or holding a control character), read byte by byte.
  private mutating func escapedString() throws -> String {
    let start = index
    index += 1
    var buffer: [UInt8] = []
    var isASCII = true
    while true {
      guard let byte = current else { throw fail("unterminated string", at: start) }
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        // ASCII needs no validation (the common case, and the fast one).
        if isASCII { return String(decoding: buffer, as: UTF8.self) }
        guard let text = String(validating: buffer, as: UTF8.self) else {
          throw fail("string is not valid UTF-8", at: start)
        }
        return text
      case UInt8(ascii: "\\"):
        try escape(into: &buffer)
      case 0..<0x20:
        throw fail("control character in a string", at: index - 1)
      default:
        if byte >= 0x80 { isASCII = false }
        buffer.append(byte)
      }
    }
  }

  private mutating func escape(into buffer: inout [UInt8]) throws {
    guard let byte = current else { throw fail("unterminated string") }
    index += 1
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
      UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    if let replacement = simple[byte] {
      buffer.append(replacement)
      return
    }
    guard byte == UInt8(ascii: "u") else { throw fail("invalid escape", at: index - 2) }
    var scalar = try hex4()
    if (0xD800..<0xDC00).contains(scalar), current == UInt8(ascii: "\\"), index + 1 < bytes.count,
      bytes[index + 1] == UInt8(ascii: "u")
    {
      index += 2
      let low = try hex4()
      guard (0xDC00..<0xE000).contains(low) else { throw fail("invalid surrogate pair", at: index - 6) }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let unicode = Unicode.Scalar(scalar) else { throw fail("invalid \\u escape", at: index - 6) }
    buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
  }

  private mutating func hex4() throws -> UInt32 {
    guard bytes.count - index >= 4,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw fail("invalid \\u escape") }
    index += 4
    return value
  }

  // MARK: Frame lines of a trace

  /// A trace's frame line read without making its views' dictionaries (``TraceDiff`` reads
  /// millions of view states): `{"t": T, "kind": "frame", "views": {ID: STATE, ...}}`, its keys in
  /// that order, as replays write them. Every value is read and checked as ``parse(_:)`` reads it
  /// (the same values, memory and depth counted); of each view's state only `contentOffset` and
  /// `zoomScale` are kept. Nil for any other text (another kind, other keys or another order, a
  /// byte order mark, a repeated key, a syntax error, a limit passed): ``parse(_:)`` then reads it,
  /// so what a line gives never depends on which reader read it.
  static func frameLine(_ text: UnsafeBufferPointer<UInt8>) -> TraceFrameLine? {
    var parser = JSONParser(text)
    return try? parser.frameLine()
  }

  /// Not a frame line the fast reader takes (``parse(_:)`` decides).
  private struct NotAFrameLine: Error {}

  private mutating func frameLine() throws -> TraceFrameLine {
    skipSpace()
    guard current == UInt8(ascii: "{") else { throw NotAFrameLine() }
    try openObject()
    guard try member() == "t", case .number(let time) = try value() else { throw NotAFrameLine() }
    try separator()
    guard try member() == "kind", case .string("frame") = try value() else { throw NotAFrameLine() }
    try separator()
    guard try member() == "views", current == UInt8(ascii: "{") else { throw NotAFrameLine() }
    try openObject()
    var views: [TraceFrameLine.View] = []
    var keys: [Range<Int>] = []
    keys.reserveCapacity(16)
    if current == UInt8(ascii: "}") {
      index += 1
    } else {
      while true {
        let id = try member()
        views.append(try viewState(id: id, keys: &keys))
        skipSpace()
        if current == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect(UInt8(ascii: "}"), "'}'")
        break
      }
    }
    skipSpace()
    try expect(UInt8(ascii: "}"), "'}'")
    skipSpace()
    guard index == bytes.count else { throw NotAFrameLine() }
    // In the order of the ids, as the views' dictionary sorted gives them; a repeated id is refused.
    views.sort { $0.id < $1.id }
    for position in views.indices.dropFirst() where views[position - 1].id == views[position].id {
      throw NotAFrameLine()
    }
    return TraceFrameLine(time: time, views: views)
  }

  /// Opens an object at `{` as ``value()`` and ``object()`` count it (one value, one level, its memory).
  private mutating func openObject() throws {
    values += 1
    guard values <= ReplayLimits.jsonValues, depth < ReplayLimits.jsonDepth else { throw NotAFrameLine() }
    depth += 1
    index += 1
    try charge(96)
    skipSpace()
  }

  /// Reads a member's key and its `:`, counted as ``object()`` counts it.
  private mutating func member() throws -> String {
    guard let key = try memberKey() else { throw NotAFrameLine() }
    return key
  }

  /// Reads an object member's key in quotes and its `:` (and the space after), charging them to
  /// the memory budget; nil (nothing read but space) when no key in quotes comes.
  private mutating func memberKey() throws -> String? {
    skipSpace()
    guard current == UInt8(ascii: "\"") else { return nil }
    let key = try string()
    try charge(80)
    try charge(stringOf: key.utf8.count)
    skipSpace()
    try expect(UInt8(ascii: ":"), "':'")
    skipSpace()
    return key
  }

  /// Reads the `,` between members.
  private mutating func separator() throws {
    skipSpace()
    try expect(UInt8(ascii: ","), "','")
  }

  /// Reads one view's state: an object's `contentOffset` and `zoomScale` (its other members
  /// read, checked and dropped), or any other value (no offset). `keys` is a reused list.
  private mutating func viewState(id: String, keys: inout [Range<Int>]) throws -> TraceFrameLine.View {
    var view = TraceFrameLine.View(id: id, offset: nil, zoomScale: 1)
    guard current == UInt8(ascii: "{") else {
      _ = try value()
      return view
    }
    try openObject()
    defer { depth -= 1 }
    if current == UInt8(ascii: "}") {
      index += 1
      return view
    }
    keys.removeAll(keepingCapacity: true)
    while true {
      let key = try plainKey()
      // A repeated key is refused by parse(_:); a state has a dozen keys at most.
      guard keys.count < 64, !keys.contains(where: { same(key, $0) }) else { throw NotAFrameLine() }
      keys.append(key)
      let field = try skim()
      if case .pair(let offset) = field, spells(key, "contentOffset") {
        view.offset = offset
      } else if case .number(let scale) = field, spells(key, "zoomScale") {
        view.zoomScale = scale
      }
      skipSpace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "'}'")
      return view
    }
  }

  /// Reads a member's key of printable ASCII without escapes (any other: not for the fast reader)
  /// and its `:`, counted as ``object()`` counts it; the key's bytes in the text.
  private mutating func plainKey() throws -> Range<Int> {
    skipSpace()
    guard current == UInt8(ascii: "\"") else { throw NotAFrameLine() }
    let start = index + 1
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
      guard bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20, bytes[end] < 0x80 else {
        throw NotAFrameLine()
      }
      end += 1
    }
    guard end < bytes.count else { throw NotAFrameLine() }
    index = end + 1
    try charge(80)
    try charge(stringOf: end - start)
    skipSpace()
    try expect(UInt8(ascii: ":"), "':'")
    skipSpace()
    return start..<end
  }

  /// Whether two ranges of the text hold the same bytes.
  private func same(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
    first.count == second.count && !zip(first, second).contains { bytes[$0] != bytes[$1] }
  }

  /// Whether a range of the text spells `word`.
  private func spells(_ range: Range<Int>, _ word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    return !zip(range, expected).contains { bytes[$0] != $1 }
  }

  /// What ``skim()`` keeps of a value.
  private enum Skimmed {
    case number(Double)
    /// An array of exactly two numbers.
    case pair(CGPoint)
    case other
  }

  /// Reads one value, counted and checked as ``value()`` reads it, keeping only a number or an
  /// array of exactly two numbers (arrays are read without being built).
  private mutating func skim() throws -> Skimmed {
    guard current == UInt8(ascii: "[") else {
      if case .number(let number) = try value() { return .number(number) }
      return .other
    }
    values += 1
    guard values <= ReplayLimits.jsonValues, depth < ReplayLimits.jsonDepth else { throw NotAFrameLine() }
    depth += 1
    defer { depth -= 1 }
    index += 1
    try charge(64)
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .other
    }
    var (count, numbers, x, y) = (0, 0, 0.0, 0.0)
    while true {
      skipSpace()
      try charge(32)
      if case .number(let number) = try skim() {
        if count == 0 { x = number } else if count == 1 { y = number }
        numbers += 1
      }
      count += 1
      skipSpace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "']'")
      return count == 2 && numbers == 2 ? .pair(CGPoint(x: x, y: y)) : .other
    }
  }
}

/// A trace's frame line as ``JSONParser/frameLine(_:)`` reads it.
struct TraceFrameLine {
  /// One view's state on the line.
  struct View {
    /// The view's id.
    var id: String
    /// Its `contentOffset`, when that is two numbers.
    var offset: CGPoint?
    /// Its `zoomScale`, 1 when the state has no number there.
    var zoomScale: Double
  }

  /// The line's time (seconds).
  var time: Double
  /// Every view of the line, in the order of their ids.
  var views: [View]
}
