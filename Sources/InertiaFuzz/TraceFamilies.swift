import Foundation

/// Traces for fuzzing `inertia diff`: valid ones with extreme values and hostile ones.
enum TraceFamilies {
  private static let numbers = ["0", "1.5", "-1.7e308", "1.7e308", "1e-300", "-0", "12345.678"]
  private static let methods = [
    "scrollViewDidScroll", "scrollViewWillBeginDragging", "%s%n%s%n", "%@%@%@",
    "scrollViewDidEndDecelerating",
  ]

  /// A trace: mostly valid lines (extreme numbers, format directives as names), sometimes hostile.
  static func trace(_ random: inout SeededGenerator) -> Data {
    switch Int.random(in: 0..<18, using: &random) {
    case 16, 17: return spoiled(&random)
    case 12, 13: return longCalls(&random)
    case 14: return extremeTimes(&random)
    case 15: return manyNames(&random)
    case 0: return Data()
    case 1: return Data((0..<200).map { _ in UInt8.random(in: 0...255, using: &random) })
    case 2: return Data((String(repeating: "[", count: 100_000) + "\n").utf8)
    case 3: return Data("{\"t\":\"x\",\"kind\":\"frame\"}\n{\"t\":1e999,\"kind\":\"end\"}\n".utf8)
    case 4:
      return Data(
        ("{\"t\":0,\"kind\":\"delegate\",\"view\":\"" + String(repeating: "v", count: 1 << 20)
          + "\",\"method\":\"m\"}\n").utf8)
    default: return valid(&random, lines: random.pick([3, 50, 2000, 200_000]))
    }
  }

  private static func valid(_ random: inout SeededGenerator, lines: Int) -> Data {
    var text = ""
    var t = 0.0
    let views = (0..<Int.random(in: 1...3, using: &random)).map { "v\($0)" }
    for _ in 0..<lines {
      t += random.chance(0.1) ? random.number(0...1) : 1.0 / 60
      let view = random.pick(views)
      if random.chance(0.2) {
        text += #"{"t":\#(t),"kind":"delegate","view":"\#(view)","method":"\#(random.pick(methods))"}"# + "\n"
      } else {
        let offset = "[\(random.pick(numbers)),\(random.pick(numbers))]"
        text +=
          #"{"t":\#(random.chance(0.02) ? random.pick(numbers) : String(t)),"kind":"frame","views":{"\#(view)":{"contentOffset":\#(offset),"zoomScale":\#(random.pick(numbers))}}}"#
          + "\n"
      }
    }
    text += #"{"t":\#(t),"kind":"end","views":{"\#(views[0])":{"contentOffset":[0,0]}}}"# + "\n"
    return Data(text.utf8)
  }

  /// Delegate, action and touch lines with long fields (session 49): strings of up to a million
  /// characters or escapes, up to 10,000 fields, extras nested deep, keys out of the writer's
  /// order (read by the general parser) or repeated, and views named with control characters.
  static func longCalls(_ random: inout SeededGenerator) -> Data {
    let size = random.pick([10, 10_000, 1_000_000])
    let string = random.pick(["x", "é", #"\n"#, #"\u0001"#, #"\ud83d\ude00"#, "%s"])
    let value = "\"" + String(repeating: string, count: size / string.utf8.count) + "\""
    let fieldCount = random.pick([1, 100, 10_000])
    let fields = (0..<fieldCount).map { #""f\#($0)":\#($0)"# }.joined(separator: ",")
    let depth = random.pick([2, 100, 5_000])
    let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let view = random.pick(["s", #"\u0007\n"#, String(repeating: "v", count: size)])
    var text = ""
    var t = 0.0
    // At most about 20 MB of lines.
    let lines = min(random.pick([1, 100, 2_000]), max(1, 20_000_000 / max(size, fieldCount * 10, depth * 2)))
    for _ in 0..<lines {
      t += 1.0 / 60
      switch Int.random(in: 0..<6, using: &random) {
      case 0: text += #"{"t":\#(t),"kind":"delegate","view":"\#(view)","method":"m","x":\#(value)}"#
      case 1: text += #"{"t":\#(t),"kind":"delegate","view":"\#(view)","method":"m",\#(fields)}"#
      case 2: text += #"{"t":\#(t),"kind":"delegate","view":"\#(view)","method":"m","extra":\#(nested)}"#
      case 3: text += #"{"kind":"delegate","method":"m","view":"\#(view)","t":\#(t),"x":\#(value)}"#
      case 4: text += #"{"t":\#(t),"kind":"action","control":\#(value),"event":"touchUpInside"}"#
      default:
        text +=
          #"{"t":\#(t),"kind":"touch","id":\#(random.pick(["1", "-1", "1e300", "9223372036854775808"])),"phase":"moved","at":[0,0]}"#
      }
      if random.chance(0.01) { text += #"{"t":\#(t),"kind":"delegate","view":"s","method":"m","x":1,"x":2}"# }
      text += "\n"
    }
    text += #"{"t":\#(t),"kind":"end","views":{"s":{"contentOffset":[0,0]}}}"# + "\n"
    return Data(text.utf8)
  }

  /// Frame lines at times from -1e308 to 1e308, all at one time, decreasing or 5e-324 apart
  /// (session 50), for `diff --plot`'s axes.
  static func extremeTimes(_ random: inout SeededGenerator) -> Data {
    let count = random.pick([2, 1_000, 100_000])
    let kind = Int.random(in: 0..<4, using: &random)
    let times = (0..<count).map { index -> String in
      switch kind {
      case 0: return index % 2 == 0 ? "-1e308" : "1e308"
      case 1: return "5"
      case 2: return String(Double(count - index) * 0.001)
      default: return String(Double(index) * 5e-324)
      }
    }
    let text = times.map { t in
      #"{"t":\#(t),"kind":"frame","views":{"s":{"contentOffset":[0,\#(random.pick(numbers))]}}}"#
    }
    return Data((text.joined(separator: "\n") + "\n").utf8)
  }

  /// Up to 300,000 calls, each with a name of its own (session 50: the plot's key names them).
  static func manyNames(_ random: inout SeededGenerator) -> Data {
    let count = random.pick([100, 10_000, 300_000])
    let text = (0..<count).map { index in
      #"{"t":\#(Double(index) * 1e-6),"kind":"delegate","view":"s","method":"m\#(index)"}"#
    }
    return Data((text.joined(separator: "\n") + "\n").utf8)
  }

  /// `trace` with a few lines dropped or changed.
  static func changed(_ trace: Data, _ random: inout SeededGenerator) -> Data {
    var lines = trace.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for _ in 0..<Int.random(in: 1...3, using: &random) where !lines.isEmpty {
      let index = Int.random(in: 0..<lines.count, using: &random)
      if random.chance(0.5) {
        lines.remove(at: index)
      } else {
        lines[index] =
          Data(String(decoding: lines[index], as: UTF8.self).replacingOccurrences(of: "0", with: "9").utf8)[
            ...]
      }
    }
    return Data(lines.joined(separator: [UInt8(ascii: "\n")]))
  }
}
