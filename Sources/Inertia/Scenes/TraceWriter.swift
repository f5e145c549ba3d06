import Foundation

/// Writes trace lines (JSON Lines) with a fixed, deterministic number format.
///
/// Times print with three decimals ("0.083"); other numbers with up to four, trailing zeros
/// trimmed but one kept ("10.0", "308.3333"); -0 prints as 0.
///
/// See also: ``ReplayRunner``.
public struct TraceWriter {
  /// An ordered JSON object under construction.
  public struct Line: Sendable {
    /// The fields so far, comma-separated, without the braces (one string: a trace of a million
    /// lines built an array of parts for each, session 43).
    fileprivate var body = ""

    /// Starts a field: a comma after the last one, then the key.
    private mutating func key(_ key: String) {
      if !body.isEmpty { body += "," }
      body += "\""
      body += key
      body += "\":"
    }

    /// Adds a string field.
    public mutating func add(_ key: String, _ value: String) {
      self.key(key)
      TraceWriter.appendQuoted(value, to: &body)
    }
    /// Adds a number field.
    public mutating func add(_ key: String, _ value: Double) {
      self.key(key)
      body += TraceWriter.number(value)
    }
    /// Adds an integer field.
    public mutating func add(_ key: String, _ value: Int) {
      self.key(key)
      body += String(value)
    }
    /// Adds a boolean field.
    public mutating func add(_ key: String, _ value: Bool) {
      self.key(key)
      body += value ? "true" : "false"
    }
    /// Adds an array of numbers.
    public mutating func add(_ key: String, _ values: [Double]) {
      self.key(key)
      body += "["
      body += values.map(TraceWriter.number).joined(separator: ",")
      body += "]"
    }
    /// Adds a field whose value is already JSON.
    public mutating func addRaw(_ key: String, _ json: String) {
      self.key(key)
      body += json
    }

    /// The object's JSON text.
    public var json: String { "{" + body + "}" }
  }

  /// The lines written so far (kept only when there is no ``output``).
  public private(set) var lines: [String] = []
  /// Where lines go as they are written, each with its newline; nil keeps them in ``lines``.
  public var output: ((String) -> Void)?

  /// Creates an empty writer that keeps its lines.
  public init() {}

  /// Creates a writer that hands every line (with its newline) to `output` as it is written, so a
  /// trace of any length takes constant memory.
  public init(output: @escaping (String) -> Void) { self.output = output }

  /// Starts a line with its time and kind.
  public static func line(time: Double, kind: String) -> Line {
    var line = Line()
    line.addRaw("t", TraceWriter.time(time))
    line.add("kind", kind)
    return line
  }

  /// Appends a line.
  public mutating func write(_ line: Line) {
    if let output {
      var text = "{"
      text.reserveCapacity(line.body.utf8.count + 3)
      text += line.body
      text += "}\n"
      output(text)
    } else {
      lines.append(line.json)
    }
  }

  /// The whole trace, one line per object, ending in a newline.
  public var text: String { lines.map { $0 + "\n" }.joined() }

  /// A time in seconds with three decimals.
  public static func time(_ value: Double) -> String {
    if let text = FixedDecimal.text(value, decimals: 3) { return text }
    let text = String(format: "%.3f", value)
    return text == "-0.000" ? "0.000" : text
  }

  /// A number with up to four decimals; non-finite values print as null.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if let text = FixedDecimal.text(value, decimals: 4, trimmingZeros: true) { return text }
    var text = String(format: "%.4f", value)
    while text.hasSuffix("0") && !text.hasSuffix(".0") { text.removeLast() }
    if text == "-0.0" { text = "0.0" }
    return text
  }

  /// A JSON string literal.
  public static func quote(_ value: String) -> String {
    var result = ""
    appendQuoted(value, to: &result)
    return result
  }

  /// Appends `value` as a JSON string literal to `text`: as it is when no byte of it needs an
  /// escape (a quote, a backslash, a control character), else scalar by scalar.
  static func appendQuoted(_ value: String, to text: inout String) {
    text += "\""
    defer { text += "\"" }
    guard value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
      text += value
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        if scalar.value < 0x20 {
          text += String(format: "\\u%04x", scalar.value)
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
  }
}
