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
    fileprivate var parts: [String] = []

    /// Adds a string field.
    public mutating func add(_ key: String, _ value: String) {
      parts.append("\"\(key)\":\(TraceWriter.quote(value))")
    }
    /// Adds a number field.
    public mutating func add(_ key: String, _ value: Double) {
      parts.append("\"\(key)\":\(TraceWriter.number(value))")
    }
    /// Adds an integer field.
    public mutating func add(_ key: String, _ value: Int) { parts.append("\"\(key)\":\(value)") }
    /// Adds a boolean field.
    public mutating func add(_ key: String, _ value: Bool) { parts.append("\"\(key)\":\(value)") }
    /// Adds an array of numbers.
    public mutating func add(_ key: String, _ values: [Double]) {
      parts.append("\"\(key)\":[\(values.map(TraceWriter.number).joined(separator: ","))]")
    }
    /// Adds a field whose value is already JSON.
    public mutating func addRaw(_ key: String, _ json: String) { parts.append("\"\(key)\":\(json)") }

    /// The object's JSON text.
    public var json: String { "{" + parts.joined(separator: ",") + "}" }
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
    line.parts.append("\"t\":\(TraceWriter.time(time))")
    line.add("kind", kind)
    return line
  }

  /// Appends a line.
  public mutating func write(_ line: Line) {
    if let output {
      output(line.json + "\n")
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
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          result += String(format: "\\u%04x", scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
