import Foundation
import Inertia

/// Session 52's families for ``CommandLineFuzzer`` (sweep 53), written as script text: stacks of
/// wrapped labels whose text is not ASCII (accents precomposed and combining, emoji joined by
/// ZWJ, flags, Hangul, carriage returns) built and re-wrapped at every frame, and constraints
/// whose multipliers scale a length past the largest double at build or after a change.
extension ScriptFamilies {
  /// A script as text from one of this session's families, and whether it renders every frame
  /// cheaply enough for `--frames`.
  static func sweep53Text(_ random: inout SeededGenerator) -> (String, Bool) {
    random.chance(0.5) ? (unicodeLabels(&random), false) : (overflowingConstraints(&random), true)
  }

  /// Up to 300 wrapped labels of up to 100,000 characters other than ASCII in a vertical stack
  /// that sizes a scroll view's content, the scroll view given a new width at up to every frame.
  static func unicodeLabels(_ random: inout SeededGenerator) -> String {
    let count = random.pick([1, 20, 300])
    let unit = random.pick([
      "wörd ", "we\\u0301rd ", "\\ud83d\\udc68\\u200d\\ud83d\\udc69 ", "\\ud83c\\uddeb\\ud83c\\uddf7", "한국어 ",
      "a\\r\\nb ", "é", " \\u0301",
    ])
    let characters = min(random.pick([100, 20_000, 99_000]), 30_000_000 / count)
    let text = String(repeating: unit, count: max(characters / 6, 1))
    let labels = (0..<count).map { #"{"type":"Label","id":"l\#($0)","numberOfLines":0,"text":"\#(text)"}"# }
    let scene = labelStackScene(labels)
    let steps = (0..<random.pick([0, 10, 2_000])).map { index in
      #"{"at":\#(Double(index) * 0.001),"set":{"view":"sv","property":"frame","value":[0,0,\#(100 + index % 290),844]}}"#
    }
    return
      #"{"frameRate":1000,"until":\#(random.pick([0.1, 3])),"scene":\#(scene),"steps":[\#(steps.joined(separator: ","))]}"#
  }

  /// Views whose heights a multiplier of the root's width scales, one of them divided by a tiny
  /// multiplier, the root then resized (by a set step or an animation) so that the constraints
  /// may pass the largest double during the replay.
  static func overflowingConstraints(_ random: inout SeededGenerator) -> String {
    let divisor = random.pick(["1e-297", "1e-300", "1e-9", "-1e-298"])
    let constraints = [
      "d0.top == r.top", "d0.leading == r.leading", "d0.width == 10", "d0.height == r.width * 1000000000",
      "d1.top == r.top", "d1.leading == r.leading", "d1.width == 10", "d0.height == d1.height * \(divisor)",
    ]
    let scene = #"""
      {"window":{"size":[390,844]},"root":{"type":"View","id":"r","frame":[0,0,\#(random.pick(["100", "0", "1e-300"])),844],
       "subviews":[{"type":"View","id":"d0"},{"type":"View","id":"d1"}]},
       "constraints":[\#(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}
      """#
    let width = random.pick(["200", "1e9", "0", "100"])
    let change =
      random.chance(0.5)
      ? #"{"at":0.2,"set":{"view":"r","property":"frame","value":[0,0,\#(width),844]}}"#
      : #"{"at":0.2,"animate":{"duration":0.3,"changes":[{"view":"r","property":"frame","value":[0,0,\#(width),844]}]}}"#
    return scriptText(scene, gestures(&random, count: 2, until: 0.5) + [change], until: 0.6)
  }
}
