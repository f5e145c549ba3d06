import Foundation
import Testing

@testable import Inertia

/// Hostile-input sweep 49 (session 48): `\u` escapes take four hex digits exactly, error lines
/// quoting huge strings are escaped byte by byte, `inertia diff` reads delegate, action and other
/// lines without building their dictionaries, and the safe area under a 3D transform is worked out
/// top down. Each test fails without its fix.
@MainActor
@Suite struct CommandLineSweep49Tests {
  // MARK: JSON escapes

  /// The string value of `text`'s JSON, or the error.
  static func string(_ json: String) throws -> String {
    guard case .string(let text) = try JSONParser.parse(Data(json.utf8)) else { return "not a string" }
    return text
  }

  @Test func aUnicodeEscapeTakesFourHexDigitsExactly() throws {
    // The digits were read with UInt32(_:radix:), which takes a sign: "\u+041" was "A" and
    // "\u-000" a NUL.
    for escape in [#"\u+041"#, #"\u-000"#, #"\u+7FF"#, #"\u 041"#, #"\u04"#, #"\u004G"#] {
      #expect(throws: JSONSyntaxError.self) { try Self.string("\"\(escape)\"") }
    }
    #expect(try Self.string(#""\u0041\u00e9\u00E9\ud83d\ude00\u2028""#) == "Aéé😀\u{2028}")
    #expect(try Self.string(#""\"\\\/\b\f\n\r\t""#) == "\"\\/\u{8}\u{c}\n\r\t")
    #expect(throws: JSONSyntaxError(line: 1, column: 2, reason: "invalid escape")) {
      try Self.string(#""\x""#)
    }
    #expect(throws: JSONSyntaxError(line: 1, column: 8, reason: "invalid surrogate pair")) {
      try Self.string(#""\ud83d\u0041""#)
    }
    #expect(throws: JSONSyntaxError(line: 1, column: 2, reason: "invalid \\u escape")) {
      try Self.string(#""\ude00""#)
    }
  }

  // MARK: Error lines

  @Test func anErrorLineEscapesWhatItQuotesByteByByte() {
    // Each control character was formatted on its own (a view type of ten million took 15 s and
    // 304 MB to report); the result is the same, and U+2028 and U+2029 only where asked.
    let text = "a\u{1}b\nc\u{7f}é\u{2028}😀\u{2029}"
    #expect(SceneError.oneLine(text) == #"a\u0001b\u000ac\u007fé"# + "\u{2028}😀\u{2029}")
    #expect(SceneError.oneLine(text, escapingLineSeparators: true) == #"a\u0001b\u000ac\u007fé\u2028😀\u2029"#)
    #expect(SceneError.oneLine("plain é") == "plain é")
    let long = String(repeating: "\u{1f}", count: 100_000)
    #expect(SceneError.oneLine(long) == String(repeating: #"\u001f"#, count: 100_000))
    #expect(SceneError(path: "$.a\n", "b\u{0}").description == #"$.a\u000a: b\u0000"#)
  }

  // MARK: diff

  /// Whether the trace reader takes `line` without the general parser.
  static func readsFast(_ line: String) -> Bool {
    var text = line
    return text.withUTF8 { JSONParser.traceLine($0) } != nil
  }

  /// `line` with its keys sorted (`"t"` no longer first): read by the general parser.
  static func reordered(_ line: String) throws -> String {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    let text = String(
      decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    #expect(!text.hasPrefix(#"{"t""#))
    return text
  }

  /// A line read by the trace reader, and the same line with its keys sorted.
  static func bothWays(_ line: String) throws -> (fast: TraceTimeline.Line, general: TraceTimeline.Line) {
    (
      try TraceTimeline.parse(line[...], number: 1),
      try TraceTimeline.parse(try reordered(line)[...], number: 1)
    )
  }

  @Test func delegateActionAndTouchLinesAreReadWithoutTheirDictionaries() throws {
    let lines = [
      #"{"t":0.300,"kind":"delegate","view":"s","method":"scrollViewWillEndDragging","velocity":[0,1.5],"targetContentOffset":[0,794.5]}"#,
      #"{"t":0.3,"kind":"delegate","view":"list[0,3]","method":"didEnterVisibleState","indexPath":[0,3],"extra":{"a":[1,{"b":null}]}}"#,
      #"{"t":1,"kind":"delegate","view":"s","method":"scrollViewDidEndDecelerating"}"#,
      #"{"t":2,"kind":"action","control":"b","event":"touchUpInside"}"#,
      #"{"t":2,"kind":"touch","id":1,"phase":"moved","at":[200.0,576.0]}"#,
    ]
    for line in lines {
      #expect(Self.readsFast(line))
      let (fast, general) = try Self.bothWays(line)
      switch (fast, general) {
      case (.event(let id, let event), .event(let otherID, let other)):
        #expect(id == otherID)
        #expect(event == other)
        #expect(event.arguments == other.arguments)
      case (.other(let time), .other(let otherTime)): #expect(time == otherTime)
      default: Issue.record("\(line) read as \(fast) and \(general)")
      }
    }
    // A repeated key (at any depth), a key after its place or a syntax error: the general parser
    // decides, as before.
    for line in [
      #"{"t":1,"kind":"delegate","view":"s","method":"m","x":1,"x":2}"#,
      #"{"t":1,"kind":"delegate","view":"s","method":"m","view":"t"}"#,
      #"{"t":1,"kind":"delegate","view":"s","method":"m","x":{"y":1,"y":2}}"#,
      #"{"t":1,"kind":"touch","t":2}"#,
      #"{"t":1,"kind":"delegate","view":"s","method":"m","x":[1,]}"#,
    ] {
      #expect(!Self.readsFast(line))
      #expect(throws: SceneError.self) { try TraceTimeline.parse(line[...], number: 1) }
    }
  }

  @Test func callsReadFastCompareAsTheirDictionariesDo() throws {
    // Calls whose fields are spelled alike are not read again; the others are compared field by
    // field: the same differences and report either way.
    let pairs = [
      (
        #""velocity":[0,1.5],"targetContentOffset":[0,794.5]"#,
        #""velocity":[0,1.5],"targetContentOffset":[0,794.6]"#
      ),
      (
        #""velocity":[0,1.5],"targetContentOffset":[0,794.5]"#,
        #""targetContentOffset":[0,794.5],"velocity":[0,1.5]"#
      ),
      (#""velocity":[0,1.5]"#, #""velocity":[0,1.52]"#),
      (#""willDecelerate":true"#, #""willDecelerate":false"#),
      (#""indexPath":[0,3]"#, #""indexPath":[0,3,1]"#),
      (#""x":"a""#, #""y":"a""#),
      (#""x":1.0"#, #""x":1"#),
      (#""x":1.0"#, #""x":1.0"#),
    ]
    var differing = 0
    for (first, second) in pairs {
      let a = #"{"t":0.5,"kind":"delegate","view":"s","method":"m",\#(first)}"#
      let b = #"{"t":0.5,"kind":"delegate","view":"s","method":"m",\#(second)}"#
      let fast = try TraceDiff(lines: [a[...]], [b[...]])
      let general = try TraceDiff(lines: [try Self.reordered(a)[...]], [try Self.reordered(b)[...]])
      #expect(fast.differences == general.differences)
      #expect(fast.report(firstName: "a", secondName: "b") == general.report(firstName: "a", secondName: "b"))
      let reference = TraceComparison.compare(
        TraceTimeline.Event(time: 0.5, name: "m", arguments: try Self.fields(first)),
        TraceTimeline.Event(time: 0.5, name: "m", arguments: try Self.fields(second)), index: 0, view: "s",
        tolerances: (0.5, 0.0005))
      #expect(fast.firstDivergence == reference)
      if reference != nil { differing += 1 }
    }
    #expect(differing == 4)
  }

  @Test func aDifferenceQuotesAtMost4096BytesOfWhatDiffers() throws {
    // Two calls with strings of 15 MB printed a report line of 30 MB.
    let a =
      #"{"t":1,"kind":"delegate","view":"s","method":"m","x":"\#(String(repeating: "é", count: 5_000))"}"#
    let b =
      #"{"t":1,"kind":"delegate","view":"s","method":"m","x":"\#(String(repeating: "b", count: 9_000))"}"#
    let diff = try TraceDiff(lines: [a[...]], [b[...]])
    let message = try #require(diff.firstDivergence?.message)
    #expect(message.utf8.count <= TraceDiff.Difference.maximumMessageBytes)
    #expect(message.hasPrefix(#"call 1 m: x: "éé"#))
    // What is left out is counted: the whole message, "call 1 m: x: " and the two quoted strings
    // with " vs " between them, is 13 + 10,002 + 4 + 9,002 bytes.
    let cut = try #require(message.range(of: "... ("))
    let leftOut = Int(message[cut.upperBound...].prefix { $0.isNumber })
    #expect(message[..<cut.lowerBound].utf8.count + (leftOut ?? 0) == 13 + 10_002 + 4 + 9_002)
    #expect(message.hasSuffix(" more bytes)"))
    #expect(message.utf8.count > 4000)
  }

  @Test func offsetDifferencesAreWrittenOnlyWhenKept() throws {
    // 1,500 views differ: the first 1,000 are kept, in the order of the views, each in words.
    let views = (0..<1_500).map { #""v\#($0)":{"contentOffset":[0,\#($0)]}"# }.joined(separator: ",")
    let moved = (0..<1_500).map { #""v\#($0)":{"contentOffset":[0,\#($0 + 2)]}"# }.joined(separator: ",")
    let a = #"{"t":0.5,"kind":"frame","views":{\#(views)}}"#
    let b = #"{"t":0.5,"kind":"frame","views":{\#(moved)}}"#
    let diff = try TraceDiff(lines: [a[...]], [b[...]])
    #expect(diff.differenceCount == 1_500)
    #expect(diff.differences.count == 1_000)
    #expect(
      diff.differences.first
        == TraceDiff.Difference(
          time: 0.5, view: "v0", aspect: .offsets, message: "(0.0, 0.0) vs (0.0, 2.0), 2.0 pt apart"))
    #expect(diff.differences.allSatisfy { $0.message.hasSuffix("), 2.0 pt apart") && $0.aspect == .offsets })
    #expect(Set(diff.differences.map(\.view)).count == 1_000)
  }

  /// The fields of `members` (a JSON object's members without braces), parsed.
  static func fields(_ members: String) throws -> [String: JSONValue] {
    guard case .object(let fields) = try JSONParser.parse(Data("{\(members)}".utf8)) else { return [:] }
    return fields
  }

  // MARK: Safe area under a 3D transform

  /// A window with a safe area holding `content` under a view turned about y with perspective.
  static func turnedScene(_ content: View) -> (TestScene, View) {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 10, bottom: 34, right: 20))
    let card = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scene.window.addSubview(card)
    card.addSubview(content)
    var turn = Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0)
    turn.m34 = -1 / 500
    card.transform3D = turn
    return (scene, card)
  }

  @Test func aThreeDTransformWorksOutEachViewsSafeAreaOnceWhateverItsDepth() {
    // Each view under a 3D transform mapped its corners up every superview: a chain of 40 views
    // cost 2 + 3 + ... + 41 levels where 40 side by side cost 40 x 2.
    let flat = View(frame: CGRect(x: 0, y: 0, width: 350, height: 700))
    for index in 0..<40 { flat.addSubview(View(frame: CGRect(x: index * 8, y: 100, width: 8, height: 8))) }
    let chain = View(frame: CGRect(x: 0, y: 0, width: 350, height: 700))
    var last = chain
    for _ in 0..<40 {
      let next = View(frame: CGRect(x: 1, y: 1, width: 300, height: 600))
      last.addSubview(next)
      last = next
    }
    for content in [flat, chain] {
      let (scene, card) = Self.turnedScene(content)
      let before = scene.window.layoutWork
      card.transform3D = Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0).concatenating(card.transform3D)
      // The card, its content view and its 40 views, once each.
      #expect(scene.window.layoutWork.since(before).transformedSafeAreaVisits == 42)
    }
  }

  @Test func insetsUnderAThreeDTransformAreTheCornersMappedUpTheTree() {
    // The projection passed down gives what mapping each corner up every superview gives.
    let content = View(frame: CGRect(x: 10, y: 5, width: 370, height: 830))
    let turned = View(frame: CGRect(x: 40, y: 2, width: 200, height: 120))
    let leaf = View(frame: CGRect(x: 3, y: 4, width: 40, height: 30))
    content.addSubview(turned)
    turned.addSubview(leaf)
    turned.transform = AffineTransform(rotationAngle: 0.3)
    let (scene, card) = Self.turnedScene(content)
    card.layer.sublayerTransform = Transform3D(scaleX: 0.9, y: 0.9, z: 1)
    let safe = scene.window.bounds.inset(by: scene.window.windowSafeAreaInsets)
    var nonZero = 0
    for view in [card, content, turned, leaf] {
      let expected = View.insets(of: view.convert(view.bounds, to: nil), inside: safe)
      let insets = view.safeAreaInsets
      for (got, want) in [
        (insets.top, expected.top), (insets.left, expected.left), (insets.bottom, expected.bottom),
        (insets.right, expected.right),
      ] {
        #expect(abs(got - want) < 1e-9)
        if got > 0 { nonZero += 1 }
      }
      #expect(view.reportedSafeAreaInsets == insets)
    }
    #expect(nonZero > 0)
  }

  @Test func aLayersSublayerTransformOrDepthTellsTheSubviewsTheirSafeArea() {
    // The subviews kept the insets they last reported while safeAreaInsets read new ones.
    final class Recording: View {
      var reports = 0
      override func safeAreaInsetsDidChange() { reports += 1 }
    }
    let content = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let badge = Recording(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    content.addSubview(badge)
    let (scene, card) = Self.turnedScene(content)
    #expect(scene.window.subviews == [card])
    #expect(badge.safeAreaInsets == .zero && badge.reports == 0)
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 300
    card.layer.sublayerTransform = perspective.concatenating(Transform3D(scaleX: 1.3, y: 1.3, z: 1))
    #expect(badge.safeAreaInsets != .zero)
    #expect(badge.reportedSafeAreaInsets == badge.safeAreaInsets && badge.reports == 1)
    // Toward the eye under the card's perspective: larger, further into the unsafe top.
    let before = badge.safeAreaInsets.top
    content.layer.zPosition = 120
    #expect(badge.safeAreaInsets.top > before)
    #expect(badge.reportedSafeAreaInsets == badge.safeAreaInsets && badge.reports == 2)
    content.layer.zPosition = .nan
    #expect(content.layer.zPosition == 120 && badge.reports == 2)
  }

  @Test func aTruncatedLineIsFoundInLogarithmicallyManyMeasures() {
    // Dropping one character at a time measured a line of 10,000 characters 10,000 times (5
    // labels took 19.6 s to render one frame).
    let counting = CountingMeasurer()
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.textMeasurer = counting
    label.fontSize = 10
    let text = String(repeating: "word ", count: 2_000)
    for (mode, expected) in [
      (LineBreakMode.byTruncatingTail, "word word word word…"), (.byTruncatingHead, "…ord word word word "),
      (.byTruncatingMiddle, "word word …ord word "),
    ] {
      label.lineBreakMode = mode
      counting.count = 0
      #expect(label.displayedLine(text, width: 100) == expected)
      #expect(counting.count < 40)
    }
  }
}
