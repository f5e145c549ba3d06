import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 53 (session 52): text other than ASCII breaks into lines on its bytes as
/// ASCII does (its characters found once for the text), constraints whose multipliers scale a
/// length past the largest double are refused (at build, or when a change overflows them during
/// the replay), and `inertia diff` writes no call number for calls that match. Each test fails
/// without its fix.
@MainActor
@Suite struct CommandLineSweep53Tests {
  typealias CLI = CommandLineRobustnessTests

  /// A script at 60 frames a second of `root` in a 390 x 844 window, with `constraints` and `steps`.
  static func script(root: String, constraints: [String], steps: [String] = [], until: Double = 0.5) -> String
  {
    """
    {"frameRate": 60, "until": \(until),
     "scene": {"window": {"size": [390, 844], "scale": 2}, "root": \(root),
       "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]},
     "steps": [\(steps.joined(separator: ",\n"))]}
    """
  }

  /// Pieces of text of every kind the line breaker meets: spaces alone and joined to an accent,
  /// line feeds alone and after a carriage return, accents precomposed and combining, emoji joined
  /// by ZWJ, flags (regional indicator pairs), Hangul, a prepended Arabic mark, a Devanagari
  /// conjunct, long words.
  static let pieces = [
    "a", "word", "wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww", " ", "  ", "\n", "\r\n", "\r", "é", "e\u{301}",
    " \u{301}",
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F1EB}\u{1F1F7}", "\u{1F1EB}", "한국어",
    "\u{1100}\u{1161}",
    "\u{600}1", "क्ष", "\u{200D}", "ñandú",
  ]

  @Test func textOtherThanASCIIBreaksIntoTheSameLinesOnItsBytes() {
    var random = SystemRandomNumberGenerator()
    for trial in 0..<400 {
      let text = (0..<Int.random(in: 0...50, using: &random)).map { _ in
        Self.pieces.randomElement(using: &random)!
      }
      .joined()
      let width = [0.5, 9.35, 50, 93.5, 100, 187, 1_000, .greatestFiniteMagnitude][trial % 8]
      let limit = [0, 0, 1, 3][trial % 4]
      let fast = Label(text: text)
      let slow = Label(text: text)
      slow.textMeasurer = CommandLineSweep52Tests.JoiningMeasurer()
      for label in [fast, slow] {
        label.fontSize = 17
        label.numberOfLines = limit
      }
      #expect(
        fast.lines(fittingWidth: width, limit: limit) == slow.lines(fittingWidth: width, limit: limit),
        "\(text.debugDescription) at \(width)")
      // The widest line's width comes from the characters counted on the bytes.
      #expect(
        fast.textSize(fittingWidth: width) == slow.textSize(fittingWidth: width), "\(text.debugDescription)")
    }
  }

  @Test func textOtherThanASCIICountsItsBytesOnceAWidthOnTheBytePath() {
    // 200 labels of 100,000 such characters took 8.1 s to build (each width joining and counting
    // runs of words, about 300 ns a character); now every width costs a pass over the bytes.
    let window = Window(size: CGSize(width: 390, height: 844), clock: ManualClock(frameRate: 60))
    let text = String(repeating: "wörd ", count: 2_000)
    let label = Label(text: text)
    label.numberOfLines = 0
    window.addSubview(label)
    let before = window.layoutWork
    for width in [100.0, 200, 300, 100] { _ = label.lines(fittingWidth: width, limit: 0) }
    let work = window.layoutWork.since(before)
    #expect(work.textBytesBroken == 4 * text.utf8.count)
    #expect(work.textBytesBrokenByRuns == 0)
    // 100 pt holds 10 characters at 17 pt (9.35 a character): two words a line, 9 characters.
    #expect(label.lines(fittingWidth: 100, limit: 0).count == 1_000)
    let nine = MonospaceTextMeasuring.width(ofCharacters: 9, size: 17)
    #expect(label.textSize(fittingWidth: 100) == CGSize(width: nine, height: 1_000 * 20.4))
  }

  /// A scroll view "sv" sized by its content, a view "c" holding views d0 ... d(count - 1).
  static func chainRoot(_ count: Int) -> String {
    let views = (0..<count).map { #"{"type": "View", "id": "d\#($0)"}"# }
    return
      #"{"type": "ScrollView", "id": "sv", "frame": [0, 0, 390, 844], "contentSize": "auto", "subviews": [{"type": "View", "id": "c", "subviews": [\#(views.joined(separator: ", "))]}]}"#
  }

  /// The constraints of a chain of `count` heights, d0 1e9 pt high and each next `factor` times
  /// the one before, the last the height of "c", which sizes the scroll view's content.
  static func chain(_ count: Int, factor: String) -> [String] {
    [
      "c.top == sv.contentLayoutGuide.top", "c.bottom == sv.contentLayoutGuide.bottom",
      "c.leading == sv.contentLayoutGuide.leading", "c.width == sv.frameLayoutGuide.width",
      "d0.height == 1000000000", "c.height == d\(count - 1).height",
    ] + (1..<count).map { "d\($0).height == d\($0 - 1).height * \(factor)" }
  }

  @Test func constraintsWhoseMultipliersPassTheLargestDoubleAreRefusedAtBuild() {
    // Views ignored their infinite frames with a warning each (exit 0, the scene half laid out).
    func refused(_ id: String) -> SceneError {
      SceneError(
        path: "$.scene.constraints",
        "the constraints give view \"\(id)\" a frame that is not finite (multipliers scale a length past the largest double)"
      )
    }
    // 1e9 * (1e9)^33 passes the largest double: "c", first in scene order, is as tall as the last.
    let positive = Self.script(root: Self.chainRoot(40), constraints: Self.chain(40, factor: "1e9"))
    #expect(CommandLineSweep51Tests.refusal(positive) == refused("c"))
    // Alternating signs: c's height cannot follow a negative one; d34 is the first past it.
    let alternating = Self.script(root: Self.chainRoot(40), constraints: Self.chain(40, factor: "-1e9"))
    #expect(CommandLineSweep51Tests.refusal(alternating) == refused("d34"))
    // Chains that stay finite build: 1e9 * (1e9)^32 and 1e9 * 2^399.
    let finite = Self.script(root: Self.chainRoot(33), constraints: Self.chain(33, factor: "1e9"))
    #expect(CommandLineSweep51Tests.refusal(finite) == nil)
    let doubling = Self.script(root: Self.chainRoot(400), constraints: Self.chain(400, factor: "2"))
    #expect(CommandLineSweep51Tests.refusal(doubling) == nil)
  }

  @Test func aChangeThatMakesTheConstraintsOverflowStopsTheReplay() throws {
    // d0 is 1e9 times the root's width and each next view 1e9 times the one before: at a width of
    // 100 pt d33 is 1e308, at 1000 pt it would be 1e309. The view kept its old frame with a
    // warning and the replay went on.
    let views = (0..<34).map { #"{"type": "View", "id": "d\#($0)"}"# }
    let root =
      #"{"type": "View", "id": "r", "frame": [0, 0, 100, 844], "subviews": [\#(views.joined(separator: ", "))]}"#
    let constraints =
      ["d0.height == r.width * 1000000000"] + (1..<34).map { "d\($0).height == d\($0 - 1).height * 1e9" }
    let resize = #"{"at": 0.2, "set": {"view": "r", "property": "frame", "value": [0, 0, 1000, 844]}}"#
    let runner = try ReplayRunner(
      data: Data(Self.script(root: root, constraints: constraints, steps: [resize]).utf8))
    let height = try #require(runner.scene.view("d33")?.frame.height)
    #expect(height > 0.99e308 && height.isFinite)
    #expect(
      throws: SceneError(
        path: "$.scene.constraints",
        "at 0.200 s the constraints give view \"d33\" a frame that is not finite (multipliers scale a length past the largest double)"
      )
    ) { _ = try runner.run() }
  }

  @Test func diffWritesNoCallNumberForCallsThatMatch() {
    // Every pair of calls wrote "call N" before it was compared (a tenth of the calls' cost).
    let call = TraceTimeline.Event(
      time: 1, name: "scrollViewDidScroll", arguments: ["contentOffset": .number(1)])
    let other = TraceTimeline.Event(time: 1, name: "scrollViewDidEndDecelerating", arguments: [:])
    let tolerances = (offset: 0.5, time: 0.0005)
    #expect(TraceComparison.compare(call, call, index: 41, view: "s", tolerances: tolerances) == nil)
    #expect(
      TraceComparison.compare(call, other, index: 41, view: "s", tolerances: tolerances)?.message
        == "call 42: scrollViewDidScroll vs scrollViewDidEndDecelerating")
  }
}
