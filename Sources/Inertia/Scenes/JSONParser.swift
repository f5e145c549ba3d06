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
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0
  /// The values read so far, bounded by ``ReplayLimits/jsonValues``.
  var values = 0
  /// The memory the values read so far take, estimated, bounded by ``ReplayLimits/jsonMemory``.
  var memory = 0
  /// Each open object's members so far, one reused list per nesting depth.
  private var pending: [[(key: String, value: JSONValue, position: Int)]] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

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
    var previous: UInt8 = 0
    // CR, LF and CRLF each end a line.
    for byte in bytes[..<end] {
      if byte == 0x0D || (byte == 0x0A && previous != 0x0D) {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80, byte != 0x0A {
        column += 1
      }
      previous = byte
    }
    return JSONSyntaxError(line: line, column: column, reason: reason)
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
  }

  func describe(_ byte: UInt8?) -> String {
    guard let byte else { return "unexpected end of text" }
    if byte >= 0x21 && byte < 0x7F { return "unexpected character '\(Character(Unicode.Scalar(byte)))'" }
    return "unexpected byte 0x\(String(byte, radix: 16))"
  }

  mutating func value() throws -> JSONValue {
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
  mutating func charge(_ bytes: Int) throws {
    memory += bytes
    guard memory <= ReplayLimits.jsonMemory else {
      throw fail("the values take more than \(ReplayLimits.jsonMemory >> 20) MB of memory")
    }
  }

  /// Charges a string of `length` bytes of UTF-8 (see ``charge(_:)``).
  mutating func charge(stringOf length: Int) throws {
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

  mutating func expect(_ byte: UInt8, _ what: String) throws {
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

  mutating func string() throws -> String {
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

  /// Reads the escape after a backslash (no table or string is made: a script may hold 30 million).
  private mutating func escape(into buffer: inout [UInt8]) throws {
    guard let byte = current else { throw fail("unterminated string") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"): try unicodeEscape(into: &buffer)
    default: throw fail("invalid escape", at: index - 2)
    }
  }

  /// Reads the four hex digits after `\u` (and a low surrogate's escape after a high one) and
  /// appends the character's UTF-8.
  private mutating func unicodeEscape(into buffer: inout [UInt8]) throws {
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
    UTF8.encode(unicode) { buffer.append($0) }
  }

  /// Four hex digits, exactly (a sign is not a digit: `\u+041` was read as "A" before sweep 49).
  private mutating func hex4() throws -> UInt32 {
    guard bytes.count - index >= 4 else { throw fail("invalid \\u escape") }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw fail("invalid \\u escape")
      }
      value = value << 4 | UInt32(digit)
    }
    index += 4
    return value
  }

  /// Reads an object member's key in quotes and its `:` (and the space after), charging them to
  /// the memory budget; nil (nothing read but space) when no key in quotes comes.
  mutating func memberKey() throws -> String? {
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
}
