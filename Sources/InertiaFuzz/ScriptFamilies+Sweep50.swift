import Foundation
import Inertia

/// Session 49's families for ``CommandLineFuzzer``, the inputs sweep 49 found slow, written as
/// script text (their escapes must reach the reader as written): strings of JSON escapes (valid,
/// and `\u` forms with a sign, a space or too few digits), long control-character strings where
/// errors quote them, views under rotations and zooms in a window with a safe area, and long
/// labels truncated in narrow frames.
extension ScriptFamilies {
  /// A script as text from one of this session's families, and whether it renders every frame
  /// cheaply enough for `--frames`.
  static func sweep50Text(_ random: inout SeededGenerator) -> (String, Bool) {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return (escapedStrings(&random), true)
    case 1: return (controlStrings(&random), true)
    case 2: return (turnedSafeArea(&random), false)
    default: return (longLabels(&random), true)
    }
  }

  /// `count` copies of one escape, sometimes with a broken one among them.
  private static func escapes(_ random: inout SeededGenerator, count: Int) -> String {
    let escape = random.pick([#"\n"#, #"\u00e9"#, #"\ud83d\ude00"#, #"\""#, #"\\"#, #"\u2028"#, #"\/"#])
    var text = String(repeating: escape, count: count)
    if random.chance(0.3) {
      let broken = random.pick([#"\u+041"#, #"\u-000"#, #"\u 041"#, #"\u04"#, #"\ud800"#, #"\ude00"#, #"\x"#])
      let index = text.index(text.startIndex, offsetBy: random.pick([0, text.count / 2, text.count]))
      text.insert(contentsOf: broken, at: index)
    }
    return text
  }

  /// A label's text, a view's id or a table's header written as up to a million escapes.
  static func escapedStrings(_ random: inout SeededGenerator) -> String {
    let text = escapes(&random, count: random.pick([10, 10_000, 1_000_000]))
    let scene = random.pick([
      #"{"window":{"size":[390,844]},"root":{"type":"Label","id":"l","frame":[0,0,390,40],"text":"\#(text)"}}"#,
      #"{"window":{"size":[390,844]},"root":{"type":"ScrollView","id":"\#(text)","frame":[0,0,390,844],"contentSize":[390,2000]}}"#,
      #"{"window":{"size":[390,844]},"root":{"type":"TableView","id":"t","frame":[0,0,390,844],"sections":[{"rows":3,"header":"\#(text)"}]}}"#,
    ])
    return scriptText(scene, gestures(&random, count: 2, until: 1), until: 1)
  }

  /// A view type, id, key or call method of up to ten million control characters (raw, which
  /// JSON refuses, or escaped), which the error line quotes.
  static func controlStrings(_ random: inout SeededGenerator) -> String {
    let count = random.pick([10, 100_000, 10_000_000])
    let character = random.pick([UInt8(0x01), 0x1f, 0x7f, 0x0a])
    let text =
      random.chance(0.3)
      ? String(decoding: [UInt8](repeating: character, count: count), as: UTF8.self)
      : String(repeating: String(format: "\\u%04x", Int(character)), count: count / 6)
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      return scriptText(
        #"{"window":{"size":[390,844]},"root":{"type":"\#(text)","id":"v","frame":[0,0,1,1]}}"#, [])
    case 1:
      return scriptText(
        #"{"window":{"size":[390,844]},"root":{"type":"View","id":"v","frame":[0,0,1,1]}}"#,
        [#"{"at":0,"set":{"view":"\#(text)","property":"alpha","value":0}}"#])
    case 2:
      return scriptText(
        #"{"window":{"size":[390,844]},"root":{"type":"TableView","id":"t","frame":[0,0,390,844],"rows":3}}"#,
        [#"{"at":0,"call":{"view":"t","method":"\#(text)"}}"#])
    default:
      return scriptText(
        #"{"window":{"size":[390,844]},"root":{"type":"View","id":"v","frame":[0,0,1,1],"\#(text)":1}}"#, [])
    }
  }

  /// A chain of views up to 200 deep, each holding up to 10, in a window with a safe area, under
  /// a view rotated or zoomed every frame (a "set" step of its `transform`), or a zoom view pinched.
  static func turnedSafeArea(_ random: inout SeededGenerator) -> String {
    let depth = random.pick([2, 20, 200])
    let width = random.pick([1, 10])
    var chain = ""
    for level in (0..<depth).reversed() {
      let leaves = (0..<width).map { #"{"type":"View","frame":[\#($0 * 3),1,3,3]}"# }.joined(separator: ",")
      let inner = chain.isEmpty ? "" : "," + chain
      chain = #"{"type":"View","id":"c\#(level)","frame":[1,1,380,800],"subviews":[\#(leaves)\#(inner)]}"#
    }
    let frames = random.pick([10, 60])
    var steps: [String] = []
    for index in 0..<frames {
      let angle = Double(index) * random.pick([0.01, 0.3])
      let scale = random.pick([1.0, 0.5, 1e-9, 1e9])
      let transform =
        "[\(cos(angle) * scale),\(sin(angle) * scale),\(-sin(angle) * scale),\(cos(angle) * scale),0,0]"
      let target = random.chance(0.7) ? "c0" : "c\(depth / 2)"
      steps.append(
        #"{"at":\#(Double(index) / 60),"set":{"view":"\#(target)","property":"transform","value":\#(transform)}}"#
      )
    }
    let safe = random.pick(["[47,0,34,0]", "[47,10,34,20]", "[844,0,0,0]", "[422,195,422,195]"])
    let scene = """
      {"window": {"size": [390, 844], "safeArea": \(safe)}, "root": {"type": "ScrollView", "id": "s",
        "frame": [0, 0, 390, 844], "contentSize": [390, 844], "minimumZoomScale": 0.5, "maximumZoomScale": 3,
        "zoomView": "c0", "subviews": [\(chain)]}}
      """
    if random.chance(0.3) {
      steps.append(#"{"at":0.2,"pinch":{"center":[195,400],"fromSpan":100,"toSpan":250,"duration":0.5}}"#)
    }
    return scriptText(scene, steps, until: 1)
  }

  /// Up to 50 labels of up to 100,000 characters, one line each in a narrow frame (truncated),
  /// as UILabel's texts or buttons' titles.
  static func longLabels(_ random: inout SeededGenerator) -> String {
    let count = random.pick([1, 5, 50])
    let length = random.pick([100, 10_000, 100_000])
    let word = random.pick(["word ", "W", "é", "\u{301}a", "مرحبا "])
    let text = JSONText.write(.string(String(repeating: word, count: max(1, length / word.count))))
    let views = (0..<count).map { index in
      random.chance(0.7)
        ? #"{"type":"Label","id":"l\#(index)","frame":[0,\#(index * 16),\#(random.pick([1, 100, 390])),16],"numberOfLines":\#(random.pick([0, 1, 2])),"fontSize":\#(random.pick([1, 12, 300])),"text":\#(text)}"#
        : #"{"type":"Button","id":"b\#(index)","frame":[0,\#(index * 16),100,16],"title":\#(text)}"#
    }
    let scene = """
      {"window": {"size": [390, 844]}, "root": {"type": "ScrollView", "id": "s", "frame": [0, 0, 390, 844],
        "contentSize": [390, 2000], "subviews": [\(views.joined(separator: ","))]}}
      """
    return scriptText(scene, gestures(&random, count: 1, until: 0.5), until: 0.5)
  }

  /// A script's text around `scene` and `steps`, not parsed (escapes stay as written).
  static func scriptText(_ scene: String, _ steps: [String], until: Double = 0.5) -> String {
    #"{"frameRate": 60, "until": \#(until), "scene": \#(scene), "steps": [\#(steps.joined(separator: ","))]}"#
  }
}
