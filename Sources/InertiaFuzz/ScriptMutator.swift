import Foundation
import Inertia

/// Changes scripts the way careless or hostile input would: extreme or wrong-typed values,
/// missing or null fields, duplicated steps, and (as text) truncation and stray bytes.
public struct ScriptMutator {
  var random: SeededGenerator

  /// A mutator drawing from `random`.
  public init(random: SeededGenerator) { self.random = random }

  static let extremes: [Double] = [
    0, -1, 1e-300, -1e-300, 1e9, -1e9, 1e12, 1e300, -1e300, 1e308, 0.5, 3600, 1e6,
  ]

  /// `value` with one to three structural changes.
  public mutating func mutate(_ value: JSONValue) -> JSONValue {
    var result = value
    for _ in 0..<Int.random(in: 1...3, using: &random) { result = mutateOnce(result) }
    return result
  }

  /// Text-level damage to a script: most results are malformed JSON.
  public mutating func damage(_ text: String) -> String {
    var bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return text }
    let at = Int.random(in: 0..<bytes.count, using: &random)
    switch Int.random(in: 0..<6, using: &random) {
    case 5:
      // A repeated key: the member starting at a quote after `at` written twice (refused since
      // session 41, where the last value won).
      guard let start = bytes[at...].firstIndex(of: UInt8(ascii: "\"")),
        let colon = bytes[start...].firstIndex(of: UInt8(ascii: ":")),
        let end = bytes[colon...].firstIndex(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "}") })
      else { break }
      bytes.insert(contentsOf: bytes[start..<end] + [UInt8(ascii: ",")], at: start)
    case 0: bytes = Array(bytes[..<at])
    case 1: bytes.insert(random.pick(Array("{}[],:\"\\ 0eE-+.nNaI\n\u{0}".utf8)), at: at)
    case 2: bytes.remove(at: at)
    case 3:
      bytes.replaceSubrange(
        at..<at, with: Array(random.pick(["NaN", "Infinity", "1e400", "-0", "[[[[", "\"\\ud800\""]).utf8))
    default: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private mutating func mutateOnce(_ value: JSONValue) -> JSONValue {
    let paths = Self.paths(in: value)
    let path = random.pick(paths)
    return Self.replacing(in: value, at: path[...]) { old in self.replacement(for: old) }
  }

  private mutating func replacement(for old: JSONValue) -> JSONValue? {
    switch Int.random(in: 0..<9, using: &random) {
    case 0: return nil
    case 1: return .null
    case 2: return .number(random.pick(Self.extremes))
    case 3:
      return .string(random.pick(["", "sv", "a\nb", "View", "ScrollView", "TableView", "auto", "lift"]))
    case 4: return .array([])
    case 5: return .object([:])
    case 6:
      if case .array(let items) = old, let first = items.first { return .array(items + [first]) }
      return .bool(random.chance(0.5))
    case 7:
      if case .number(let number) = old { return .number(-number) }
      return old
    default:
      if case .number(let number) = old { return .number(number * random.pick([1e3, 1e-3, 1e6])) }
      return .number(random.pick(Self.extremes))
    }
  }

  /// Every path (object keys and array indices) in `value`, the root included.
  static func paths(in value: JSONValue) -> [[String]] {
    var result: [[String]] = [[]]
    switch value {
    case .object(let members):
      for key in members.keys.sorted() { result += paths(in: members[key]!).map { [key] + $0 } }
    case .array(let items):
      for (index, item) in items.enumerated() { result += paths(in: item).map { ["#\(index)"] + $0 } }
    default: break
    }
    return result
  }

  /// `value` with the element at `path` replaced by `change(old)` (removed when nil).
  static func replacing(in value: JSONValue, at path: ArraySlice<String>, _ change: (JSONValue) -> JSONValue?)
    -> JSONValue
  {
    guard let head = path.first else { return change(value) ?? .null }
    let rest = path.dropFirst()
    switch value {
    case .object(var members):
      guard let child = members[head] else { return value }
      members[head] = rest.isEmpty ? change(child) : replacing(in: child, at: rest, change)
      return .object(members)
    case .array(var items):
      guard let index = Int(head.dropFirst()), items.indices.contains(index) else { return value }
      if rest.isEmpty {
        if let new = change(items[index]) { items[index] = new } else { items.remove(at: index) }
      } else {
        items[index] = replacing(in: items[index], at: rest, change)
      }
      return .array(items)
    default:
      return value
    }
  }
}
