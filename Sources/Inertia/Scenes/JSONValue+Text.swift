import Foundation

extension JSONValue {
  /// The value as compact JSON text with sorted keys, so written scripts are stable; numbers print
  /// so that parsing them gives back the same double (whole numbers below 1e15 without a fraction).
  public var jsonText: String {
    var out = ""
    write(into: &out)
    return out
  }

  private func write(into out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .number(let number):
      out += number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
    case .string(let text): out += TraceWriter.quote(text)
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        item.write(into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { out += "," }
        out += TraceWriter.quote(key) + ":"
        members[key]?.write(into: &out)
      }
      out += "}"
    }
  }
}
