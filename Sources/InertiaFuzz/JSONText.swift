import Foundation
import Inertia

/// Writes a ``JSONValue`` as compact JSON text with sorted keys, so saved scripts are stable.
public enum JSONText {
  /// The JSON text of `value`.
  public static func write(_ value: JSONValue) -> String {
    var out = ""
    write(value, into: &out)
    return out
  }

  private static func write(_ value: JSONValue, into out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .number(let number):
      out += number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
    case .string(let text): out += TraceWriter.quote(text)
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        write(item, into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { out += "," }
        out += TraceWriter.quote(key) + ":"
        write(members[key]!, into: &out)
      }
      out += "}"
    }
  }
}
