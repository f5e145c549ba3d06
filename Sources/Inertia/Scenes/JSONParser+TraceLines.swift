import Foundation

// MARK: Lines of a trace

extension JSONParser {
  /// A trace line read without making dictionaries (``TraceDiff`` reads millions of lines):
  /// `{"t": T, "kind": K, ...}`, its first two keys in that order, as replays write them. A frame
  /// line (`"views": {ID: STATE, ...}` next) keeps only each view's `contentOffset` and `zoomScale`;
  /// a delegate line (`"view"`, `"method"` next) or an action line (`"control"`, `"event"`) keeps its
  /// view, its name and the text of its other members; a line of any other kind but `end` keeps its
  /// time. Every value is read and checked as ``parse(_:)`` reads it (the same values, memory and
  /// depth counted). Nil for any other text (an end line, other keys or another order, a byte order
  /// mark, a repeated key, a syntax error, a limit passed): ``parse(_:)`` then reads it, so what a
  /// line gives never depends on which reader read it.
  static func traceLine(_ text: UnsafeBufferPointer<UInt8>) -> TraceLineText? {
    var parser = JSONParser(text)
    return try? parser.traceLine()
  }

  /// Not a line the fast reader takes (``parse(_:)`` decides).
  private struct NotAFastLine: Error {}

  private mutating func traceLine() throws -> TraceLineText {
    skipSpace()
    guard current == UInt8(ascii: "{") else { throw NotAFastLine() }
    try openObject()
    guard try isKey("t"), case .number(let time) = try value() else { throw NotAFastLine() }
    try separator()
    guard try isKey("kind"), case .string(let kind) = try value() else { throw NotAFastLine() }
    let line: TraceLineText
    switch kind {
    case "frame":
      try separator()
      guard try isKey("views"), current == UInt8(ascii: "{") else { throw NotAFastLine() }
      line = .frame(TraceFrameLine(time: time, views: try frameViews()))
      skipSpace()
      try expect(UInt8(ascii: "}"), "'}'")
    case "delegate", "action":
      let isAction = kind == "action"
      try separator()
      guard try isKey(isAction ? "control" : "view"), case .string(let id) = try value() else {
        throw NotAFastLine()
      }
      try separator()
      guard try isKey(isAction ? "event" : "method"), case .string(let name) = try value() else {
        throw NotAFastLine()
      }
      let rest = try otherMembers(
        besides: isAction ? ["t", "kind", "control", "event"] : ["t", "kind", "view", "method"])
      let arguments =
        rest.isEmpty ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[rest]), as: UTF8.self)
      line = .event(time: time, id: id, name: name, arguments: arguments)
    case "end":
      throw NotAFastLine()
    default:
      _ = try otherMembers(besides: ["t", "kind"])
      line = .other(time: time)
    }
    skipSpace()
    guard index == bytes.count else { throw NotAFastLine() }
    return line
  }

  /// Reads the views of a frame line from their `{` to their `}`, in the order of their ids (as
  /// the views' dictionary sorted gives them); a repeated id is not for the fast reader.
  private mutating func frameViews() throws -> [TraceFrameLine.View] {
    try openObject()
    var views: [TraceFrameLine.View] = []
    var keys: [Range<Int>] = []
    keys.reserveCapacity(16)
    if current == UInt8(ascii: "}") {
      index += 1
      return views
    }
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
    views.sort { $0.id < $1.id }
    for position in views.indices.dropFirst() where views[position - 1].id == views[position].id {
      throw NotAFastLine()
    }
    return views
  }

  /// Reads the members of the line's object after those read (none of them named one of `taken`,
  /// nor two alike) and its closing `}`; the range of the text from the first member's key to the
  /// last member's value (empty when there is none).
  private mutating func otherMembers(besides taken: [StaticString]) throws -> Range<Int> {
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      return index..<index
    }
    try separator()
    skipSpace()
    let start = index
    var keys: [Range<Int>] = []
    while true {
      let key = try plainKey()
      // A repeated key is refused by parse(_:); a line has a dozen keys at most.
      guard keys.count < 64, !keys.contains(where: { same(key, $0) }),
        !taken.contains(where: { spells(key, $0) })
      else { throw NotAFastLine() }
      keys.append(key)
      _ = try skim()
      let end = index
      skipSpace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "'}'")
      return start..<end
    }
  }

  /// Opens an object at `{` as ``value()`` and ``object()`` count it (one value, one level, its memory).
  private mutating func openObject() throws {
    values += 1
    guard values <= ReplayLimits.jsonValues, depth < ReplayLimits.jsonDepth else { throw NotAFastLine() }
    depth += 1
    index += 1
    try charge(96)
    skipSpace()
  }

  /// Reads a member's key and its `:`, counted as ``object()`` counts it; whether the key spells
  /// `word` (compared in the text: making a string of each key was a tenth of `diff`'s time).
  private mutating func isKey(_ word: StaticString) throws -> Bool {
    spells(try plainKey(), word)
  }

  /// Reads a member's key and its `:`, counted as ``object()`` counts it.
  private mutating func member() throws -> String {
    guard let key = try memberKey() else { throw NotAFastLine() }
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
      guard keys.count < 64, !keys.contains(where: { same(key, $0) }) else { throw NotAFastLine() }
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
    guard current == UInt8(ascii: "\"") else { throw NotAFastLine() }
    let start = index + 1
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
      guard bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20, bytes[end] < 0x80 else {
        throw NotAFastLine()
      }
      end += 1
    }
    guard end < bytes.count else { throw NotAFastLine() }
    index = end + 1
    try charge(80)
    try charge(stringOf: end - start)
    skipSpace()
    try expect(UInt8(ascii: ":"), "':'")
    skipSpace()
    return start..<end
  }

  /// Whether two ranges of the text hold the same bytes (compared with memcmp: zipping the
  /// ranges ran through generic index code, a tenth of `diff`'s time with ``spells(_:_:)``).
  private func same(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
    guard first.count == second.count else { return false }
    guard let base = bytes.baseAddress, !first.isEmpty else { return true }
    return memcmp(base + first.lowerBound, base + second.lowerBound, first.count) == 0
  }

  /// Whether a range of the text spells `word`.
  private func spells(_ range: Range<Int>, _ word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    guard let base = bytes.baseAddress, !range.isEmpty else { return true }
    return memcmp(base + range.lowerBound, word.utf8Start, range.count) == 0
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
    guard values <= ReplayLimits.jsonValues, depth < ReplayLimits.jsonDepth else { throw NotAFastLine() }
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

/// A trace's frame line as ``JSONParser/traceLine(_:)`` reads it.
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

/// A trace line as ``JSONParser/traceLine(_:)`` reads it.
enum TraceLineText {
  /// A frame line.
  case frame(TraceFrameLine)
  /// A delegate call or a control action: its time, the view (or control), the method (or
  /// control event) and the text of the line's other members (`"velocity":[0,1.0],...`, empty
  /// when there are none).
  case event(time: Double, id: String, name: String, arguments: String)
  /// A line of another kind (touches, notes): read and checked, not kept.
  case other(time: Double)
}
