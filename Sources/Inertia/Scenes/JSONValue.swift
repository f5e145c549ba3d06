import Foundation

/// A parsed JSON value, for reading scenes and scripts with precise error paths.
///
/// See also: ``SceneNode``.
public enum JSONValue: Equatable, Sendable, Decodable {
  /// null.
  case null
  /// true or false.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])

  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Parses JSON text strictly (finite numbers, bounded nesting); throws ``JSONSyntaxError``
  /// naming the line and column of the first problem.
  public static func parse(_ data: Data) throws -> JSONValue {
    try JSONParser.parse(data)
  }

  /// A short name of the value's kind, for error messages.
  var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// A problem in a scene or script, with the JSON path where it is.
public struct SceneError: Error, Equatable, CustomStringConvertible {
  /// The JSON path, like `$.scene.root.frame`.
  public let path: String
  /// What is wrong.
  public let message: String

  /// Creates an error at `path`.
  public init(path: String, _ message: String) {
    self.path = Self.oneLine(path)
    self.message = Self.oneLine(message)
  }

  /// `text` with control characters escaped (`\n` as `\u000a`), so an error stays one line
  /// whatever ids, keys or values it quotes; with `escapingLineSeparators`, U+2028 and U+2029
  /// too. Read as UTF-8 bytes, so a message quoting a string of 64 MiB costs milliseconds (a view
  /// type of ten million control characters took 15 s and 304 MB before sweep 49, one
  /// character at a time).
  package static func oneLine(_ text: String, escapingLineSeparators: Bool = false) -> String {
    var text = text
    let escaped = text.withUTF8 { bytes -> String? in
      var output: [UInt8] = []
      var copied = 0
      var position = 0
      while position < bytes.count {
        let byte = bytes[position]
        var length = 1
        let scalar: UInt32
        if byte < 0x20 || byte == 0x7F {
          scalar = UInt32(byte)
        } else if escapingLineSeparators, byte == 0xE2, position + 2 < bytes.count,
          bytes[position + 1] == 0x80,
          bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9
        {
          scalar = 0x2000 + UInt32(bytes[position + 2]) - 0xA8 + 0x28
          length = 3
        } else {
          position += 1
          continue
        }
        if output.isEmpty { output.reserveCapacity(bytes.count + 64) }
        output.append(contentsOf: bytes[copied..<position])
        output.append(UInt8(ascii: "\\"))
        output.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
          let digit = UInt8(scalar >> UInt32(shift) & 0xF)
          output.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
        position += length
        copied = position
      }
      guard copied > 0 else { return nil }
      output.append(contentsOf: bytes[copied...])
      return String(decoding: output, as: UTF8.self)
    }
    return escaped ?? text
  }

  public var description: String { "\(path): \(message)" }
}

/// A JSON value together with its path, with typed accessors that throw ``SceneError``.
public struct SceneNode: Sendable {
  /// The value.
  public let value: JSONValue
  /// Where it is, like `$.scene.root`.
  public let path: String

  /// Wraps a root value.
  public init(_ value: JSONValue, path: String = "$") {
    self.value = value
    self.path = path
  }

  /// Fails with `message` at this node.
  public func error(_ message: String) -> SceneError { SceneError(path: path, message) }

  /// The object's keys (empty for non-objects).
  public var keys: [String] {
    if case .object(let object) = value { return object.keys.sorted() }
    return []
  }

  /// The member `key`, or nil when absent (or null).
  public subscript(key: String) -> SceneNode? {
    guard case .object(let object) = value, let member = object[key], member != .null else { return nil }
    return SceneNode(member, path: "\(path).\(key)")
  }

  /// The member `key` of a property list; an explicit null is an error naming it.
  func property(_ key: String) throws -> SceneNode {
    guard let node = self[key] else { throw SceneError(path: "\(path).\(key)", "null is not a valid value") }
    return node
  }

  /// The member `key`, or an error naming it as missing.
  public func required(_ key: String) throws -> SceneNode {
    guard case .object = value else { throw error("expected an object, got \(value.kindName)") }
    guard let node = self[key] else { throw SceneError(path: "\(path).\(key)", "missing field") }
    return node
  }

  /// The elements of an array.
  public func array() throws -> [SceneNode] {
    guard case .array(let items) = value else { throw error("expected an array, got \(value.kindName)") }
    return items.enumerated().map { SceneNode($1, path: "\(path)[\($0)]") }
  }

  /// Requires an object.
  public func object() throws -> SceneNode {
    guard case .object = value else { throw error("expected an object, got \(value.kindName)") }
    return self
  }

  /// A finite number.
  public func number() throws -> Double {
    guard case .number(let number) = value else { throw error("expected a number, got \(value.kindName)") }
    guard number.isFinite else { throw error("expected a finite number") }
    return number
  }

  /// A finite number that is not negative.
  public func nonNegative() throws -> Double {
    let number = try self.number()
    guard number >= 0 else { throw error("expected a number >= 0, got \(number)") }
    return number
  }

  /// A boolean.
  public func bool() throws -> Bool {
    guard case .bool(let flag) = value else { throw error("expected true or false, got \(value.kindName)") }
    return flag
  }

  /// A string.
  public func string() throws -> String {
    guard case .string(let text) = value else { throw error("expected a string, got \(value.kindName)") }
    return text
  }

  /// An integer.
  public func integer() throws -> Int {
    let number = try self.number()
    guard number == number.rounded() else { throw error("expected a whole number, got \(number)") }
    // Past 1e15 a JSON number no longer holds every whole number exactly (and 2^63 overflows).
    guard abs(number) < 1e15 else {
      throw error("expected a whole number smaller than 1e15 in size, got \(number)")
    }
    return Int(number)
  }

  /// Exactly `count` finite numbers.
  public func numbers(_ count: Int) throws -> [Double] {
    guard case .array(let items) = value, items.count == count else {
      throw error("expected an array of \(count) numbers")
    }
    return try self.array().map { try $0.number() }
  }

  /// A point [x, y].
  public func point() throws -> CGPoint {
    let values = try numbers(2)
    return CGPoint(x: values[0], y: values[1])
  }

  /// A size [width, height], neither negative.
  public func size() throws -> CGSize {
    let values = try numbers(2)
    guard values.allSatisfy({ $0 >= 0 }) else { throw error("a size cannot be negative") }
    return CGSize(width: values[0], height: values[1])
  }

  /// A rectangle [x, y, width, height] with a non-negative size.
  public func rect() throws -> CGRect {
    let values = try numbers(4)
    guard values[2] >= 0, values[3] >= 0 else { throw error("a frame's width and height cannot be negative") }
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// Insets [top, left, bottom, right].
  public func insets() throws -> EdgeInsets {
    let values = try numbers(4)
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  /// A string that must be one of `choices`.
  public func choice<T: RawRepresentable>(_ type: T.Type) throws -> T
  where T.RawValue == String, T: CaseIterable {
    let text = try string()
    guard let result = T(rawValue: text) else {
      let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw error("unknown value \"\(text)\"; expected one of \(names)")
    }
    return result
  }

  /// A colour "#RRGGBB" or "#RRGGBBAA".
  public func color() throws -> Color {
    let text = try string()
    guard let color = Color(hex: text) else { throw error("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\"") }
    return color
  }
}
