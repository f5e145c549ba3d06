import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 52 (session 51): a Texture list node resized at every frame, and labels
/// re-wrapped at every frame, count in the frames' work budget; a text node counts its characters
/// once; specs whose sizes come out infinite are refused (a scroll node) or clamped (a list node's
/// cell); `inertia diff` names a bad line by its number in the file and says what is wrong with
/// its JSON. Each test fails without its fix.
@MainActor
@Suite struct CommandLineSweep52Tests {
  typealias CLI = CommandLineRobustnessTests

  /// A script at 1000 frames a second of `root` in a 390 x 844 window, with `steps`.
  static func script(root: String, steps: [String], until: Double = 1) -> String {
    """
    {"frameRate": 1000, "until": \(until),
     "scene": {"window": {"size": [390, 844], "scale": 2}, "root": \(root)},
     "steps": [\(steps.joined(separator: ",\n"))]}
    """
  }

  /// `count` "set" steps one frame apart giving view `id` a new width each (100, 101, ...).
  static func widths(of id: String, count: Int, property: String = "frame") -> [String] {
    (0..<count).map {
      #"{"at": \#(Double($0 + 1) * 0.001), "set": {"view": "\#(id)", "property": "\#(property)", "value": [0, 0, \#(100 + $0), 844]}}"#
    }
  }

  @Test func aListNodeResizedAtEveryFrameCountsItsRowsInTheFrameWorkBudget() throws {
    // Each new width measures the cell specs again and works every row's height out again: 50
    // new widths of a CollectionNode of 1,000,000 items took 24 s (debug build), none of it
    // counted. A TableNode of 100,000 rows with the plain cell (one node) counts 100,001 a width.
    let root = #"{"type": "TableNode", "id": "tn", "frame": [0, 0, 390, 20], "rows": 100000}"#
    let script = Data(Self.script(root: root, steps: Self.widths(of: "tn", count: 50), until: 0.06).utf8)
    let runner = try ReplayRunner(data: script)
    let before = runner.scene.window.layoutWork
    _ = try runner.run()
    let work = runner.scene.window.layoutWork.since(before)
    #expect(work.listRowsRemeasured == 50 * 100_001)
    // The rest of the frames' work is small beside it: 50 frames' budget and 20 new widths.
    let rest =
      ReplayLimits.frameWorkUnits(frames: 50, work: work) - work.listRowsRemeasured
      * ReplayLimits.remeasuredRowWeight
    #expect(rest < 300_000)
    let limited = try ReplayRunner(data: script)
    limited.frameWorkLimit = rest + 20 * 100_001 * ReplayLimits.remeasuredRowWeight
    var frames = 0
    limited.onFrame = { _ in frames += 1 }
    #expect(throws: SceneError(path: "$", ReplayLimits.frameWorkMessage)) { _ = try limited.run() }
    // The 21st new width passes the 20 allowed, less the rest of the work of the frames after
    // it (about 4,300 units a frame: the table's cells shown again at each reload): the 22nd.
    #expect(frames == 22)
  }

  @Test func labelsReWrappedAtEveryFrameCountInTheFrameWorkBudget() throws {
    // A scroll view resized at every frame re-wrapped the labels its stack holds at every frame:
    // 5,000 frames of 20 labels of 20,000 characters ran over a minute (debug build), uncounted.
    let text = String(repeating: "word ", count: 2_000)
    let labels = (0..<2).map {
      #"{"type": "Label", "id": "l\#($0)", "numberOfLines": 0, "text": "\#(text)"}"#
    }
    let root = #"""
      {"type": "ScrollView", "id": "sv", "frame": [0, 0, 390, 844], "contentSize": "auto",
       "subviews": [{"type": "StackView", "id": "st", "axis": "vertical", "subviews": [\#(labels.joined(separator: ","))]}]},
      "constraints": ["st.top == sv.contentLayoutGuide.top", "st.bottom == sv.contentLayoutGuide.bottom",
        "st.leading == sv.contentLayoutGuide.leading", "st.trailing == sv.contentLayoutGuide.trailing",
        "st.width == sv.frameLayoutGuide.width"]
      """#
    let script = Self.script(root: root, steps: Self.widths(of: "sv", count: 20), until: 0.03)
    let runner = try ReplayRunner(data: Data(script.utf8))
    let before = runner.scene.window.layoutWork.textBytesBroken
    _ = try runner.run()
    let broken = runner.scene.window.layoutWork.textBytesBroken - before
    // Each new width breaks each label's 10,000 bytes at least once.
    #expect(broken >= 20 * 2 * 10_000)
    #expect(broken <= 20 * 2 * 10_000 * 4)
    let limited = try ReplayRunner(data: Data(script.utf8))
    limited.frameWorkLimit = 100_000
    #expect(throws: SceneError(path: "$", ReplayLimits.frameWorkMessage)) { _ = try limited.run() }
  }

  /// The monospace metric behind another type: a label measuring with it breaks its lines by
  /// joining and measuring runs of words, as before sweep 52.
  struct JoiningMeasurer: TextMeasuring {
    func measure(_ text: String, size: CGFloat) -> CGSize {
      MonospaceTextMeasuring().measure(text, size: size)
    }
  }

  @Test func asciiTextBreaksIntoTheSameLinesOnItsBytes() {
    // Texts of every kind of run: several spaces, leading and trailing ones, long words, empty
    // paragraphs, a carriage return (not ASCII's fast path), accents (not ASCII).
    var random = SystemRandomNumberGenerator()
    let pieces = [
      "a", "word", "wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww", " ", "  ", "\n", "\r\n", "é", "e\u{301}",
    ]
    for trial in 0..<300 {
      let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in pieces.randomElement(using: &random)!
      }
      .joined()
      let width = [0.5, 9.35, 50, 93.5, 100, 187, 1_000][trial % 7]
      let limit = [0, 0, 1, 3][trial % 4]
      let fast = Label(text: text)
      let slow = Label(text: text)
      slow.textMeasurer = JoiningMeasurer()
      fast.fontSize = 17
      slow.fontSize = 17
      #expect(
        fast.lines(fittingWidth: width, limit: limit) == slow.lines(fittingWidth: width, limit: limit),
        "\(text.debugDescription) at \(width)")
    }
  }

  @Test func aTextNodeCountsItsCharactersOnceAndAgainWhenItsTextChanges() {
    var content = TextContent("abc", fontSize: 10)
    #expect(content.measure(maxWidth: .infinity) == CGSize(width: 3 * 5.5, height: 12))
    content.text = "e\u{301}e\u{301}e\u{301}e\u{301}"
    // Four characters (each a letter and a combining accent), not eight scalars.
    #expect(content.measure(maxWidth: .infinity) == CGSize(width: 4 * 5.5, height: 12))
    #expect(content.measure(maxWidth: 11) == CGSize(width: 11, height: 24))
  }

  @Test func aScrollNodeWhoseSpecMeasuresToAnInfiniteSizeIsRefused() throws {
    // The node's frame came out NaN and the content size infinite; the views ignored both with
    // a warning each, leaving the scene half laid out (exit 0).
    let specs = [
      #"{"inset": {"insets": ["inf", "inf", "inf", "inf"], "child": {"node": {"id": "a", "style": {"width": 10, "height": 10}}}}}"#,
      #"{"center": {"centering": "xy", "child": {"node": {"id": "a", "style": {"width": "inf", "height": "inf"}}}}}"#,
    ]
    for spec in specs {
      let root =
        #"{"type": "ScrollNode", "id": "sn", "frame": [0, 0, 390, 844], "automaticallyManagesContentSize": true, "layout": \#(spec)}"#
      #expect(
        CommandLineSweep51Tests.refusal(Self.script(root: root, steps: []))
          == SceneError(
            path: "$.scene.root.layout",
            "the layout spec measures to a size or a node frame that is not finite (an \"inf\" size, inset or flex basis along a direction the node scrolls in)"
          ))
    }
    // Bounded across the scrolling direction, "inf" insets place the node: no error.
    let across =
      #"{"type": "ScrollNode", "id": "sn", "frame": [0, 0, 390, 844], "automaticallyManagesContentSize": true, "layout": {"inset": {"insets": [0, "inf", 0, 0], "child": {"node": {"id": "a", "style": {"width": 10, "height": 10}}}}}}"#
    #expect(CommandLineSweep51Tests.refusal(Self.script(root: across, steps: [])) == nil)
  }

  @Test func aListCellsPartsWithInfiniteFramesAreClampedIntoTheCell() {
    // The cell's height is clamped to 100,000 pt; its parts' frames were NaN, which their views
    // ignored with a warning, keeping 0 x 0.
    #expect(
      SceneCellTemplate.finite(
        CGRect(x: 190, y: CGFloat.nan, width: 10, height: 10), in: CGSize(width: 390, height: 100_000))
        == CGRect(x: 190, y: 0, width: 10, height: 10))
    #expect(
      SceneCellTemplate.finite(
        CGRect(x: 0, y: CGFloat.nan, width: 390, height: CGFloat.infinity),
        in: CGSize(width: 390, height: 100_000))
        == CGRect(x: 0, y: 0, width: 390, height: 100_000))
    // A finite frame stays as it is, outside the cell or not.
    let outside = CGRect(x: -5, y: 200_000, width: 10, height: 10)
    #expect(SceneCellTemplate.finite(outside, in: CGSize(width: 390, height: 100)) == outside)
  }

  @Test func diffNamesABadLineByItsNumberInTheFileAndItsJSONProblem() throws {
    let folder = try CLI.folder("sweep52-diff")
    let end = #"{"t":1,"kind":"end","views":{"s":{"contentOffset":[0,0]}}}"#
    try CLI.write(end + "\n", "b.jsonl", in: folder)
    let cases: [(text: String, error: String)] = [
      // Empty lines were not counted: "line 1".
      ("\n\n\nxx\n", "line 4: not valid JSON: column 1: unexpected character 'x'"),
      // Blank lines of a file with Windows line ends ("\r") were refused as not trace lines.
      (
        end + "\r\n\r\n   \r\n{\r\n",
        // The CR is the line's end (sweep 56b), so the text ends at column 2.
        "line 4: not valid JSON: column 2: expected a key in quotes, unexpected end of text"
      ),
      // A key given twice, or NaN, read as "not a trace line (a JSON object with "t" and "kind")".
      (#"{"t":0,"t":1,"kind":"frame","views":{}}"#, #"line 1: not valid JSON: column 8: duplicate key "t""#),
      ("\n" + #"{"t":NaN,"kind":"frame"}"#, "line 2: not valid JSON: column 6: unexpected character 'N'"),
      (#"{"t":0}"#, #"line 1: not a trace line (a JSON object with "t" and "kind")"#),
    ]
    for (text, error) in cases {
      try CLI.write(text, "a.jsonl", in: folder)
      let run = try CLI.inertia(["diff", "a.jsonl", "b.jsonl"], in: folder)
      #expect(run.status == 2)
      #expect(run.error == "inertia diff: a.jsonl: \(error)\n", "\(text.prefix(40))")
    }
  }
}
