import Foundation
import Testing

@testable import Inertia

/// Session 41's hostile-input sweep of scenes: CSS stacks nested in one another measured in
/// linear time, compositional groups nested with large counts bounded, table heights bounded so
/// the content stays finite, and a repeated JSON key refused. Each test fails without its fix.
@MainActor
@Suite struct CommandLineSweep41Tests {
  /// A script of `root` (a scene view's JSON) with `steps`, replayed for `until` seconds.
  static func script(root: String, steps: String = "", until: Double = 0.5) -> Data {
    Data(
      #"""
      {"frameRate":60,"until":\#(until),"scene":{"window":{"size":[390,844],"scale":2},"root":\#(root)},
       "steps":[\#(steps)]}
      """#.utf8)
  }

  /// `depth` CSS columns, each the only child of the one around it, around a 10 pt leaf.
  static func nestedColumns(_ depth: Int) -> LayoutSpec {
    var leafStyle = LayoutElementStyle()
    leafStyle.height = .points(10)
    var spec = LayoutSpec.node(id: "leaf", style: leafStyle)
    for _ in 0..<depth { spec = .stack(.vertical(children: [spec])) }
    return spec
  }

  @Test func nestedCSSColumnsAreMeasuredOncePerRangeNotOncePerPath() {
    // Each CSS stack measured its child at its flex base size, at its final length and stretched
    // across, so nested columns cost about three to the power of their depth: 14 took 15 s in a
    // debug build, 16 over a minute. A pass now keeps each stack's layout by range.
    let statistics = LayoutStatistics()
    let range = SizeRange(
      min: CGSize(width: 390, height: 0), max: CGSize(width: 390, height: CGFloat.infinity))
    let layout = Self.nestedColumns(30).calculateLayoutThatFits(
      range, context: LayoutContext(compatibility: .css, statistics: statistics))
    #expect(layout.size == CGSize(width: 390, height: 10))
    #expect(layout.frame(of: "leaf") == CGRect(x: 0, y: 0, width: 390, height: 10))
    #expect(statistics.stackLayouts <= 30 * 4, "\(statistics.stackLayouts) stack layouts")
  }

  @Test func aScrollNodeOfTwentyNestedCSSStacksReplaysAtOnce() throws {
    var spec = #"{"node":{"id":"leaf","style":{"height":10,"width":"50%"}}}"#
    for index in 0..<20 {
      let direction = index % 2 == 0 ? "vertical" : "horizontal"
      spec = #"{"stack":{"direction":"\#(direction)","children":[\#(spec)]},"style":{"width":"100%"}}"#
    }
    let root = #"""
      {"type":"ScrollNode","id":"sn","frame":[0,0,390,844],"automaticallyManagesContentSize":true,
       "layoutCompatibility":"css","layout":\#(spec)}
      """#
    var runner: ReplayRunner?
    let time = try SweepFindingTests.seconds {
      runner = try ReplayRunner(data: Self.script(root: root))
      _ = try runner?.run()
    }
    #expect(time < 5, "\(time) s")
    // The leaf's 10 points, the first, unbounded measure (the node's second measure, with its own
    // height, places the stacks; the content size stays the first's, as ASScrollNode.mm).
    #expect((runner?.scene.views["sn"] as? ScrollView)?.contentSize == CGSize(width: 390, height: 10))
  }

  /// A CSS tree of rows and columns (percentages, grow and shrink, wrapping, text) from `seed`.
  static func randomTree(_ generator: inout SplitMix, depth: Int, id: inout Int) -> LayoutSpec {
    id += 1
    var style = LayoutElementStyle()
    if generator.next() % 3 == 0 { style.width = .fraction(CGFloat(20 + generator.next() % 80) / 100) }
    if generator.next() % 3 == 0 { style.height = .points(CGFloat(generator.next() % 60)) }
    style.flexGrow = CGFloat(generator.next() % 3)
    style.flexShrink = CGFloat(generator.next() % 2)
    if generator.next() % 4 == 0 { style.flexBasis = .points(CGFloat(generator.next() % 100)) }
    guard depth > 0, generator.next() % 4 != 0 else {
      let content: LayoutNode.Content =
        generator.next() % 2 == 0 ? .text(TextContent("word \(id) and more")) : .plain
      return LayoutSpec(.node(LayoutNode(id: "n\(id)", content: content)), style: style)
    }
    let children = (0..<(1 + generator.next() % 3)).map { _ in
      randomTree(&generator, depth: depth - 1, id: &id)
    }
    let stack = StackLayoutSpec(
      direction: generator.next() % 2 == 0 ? .vertical : .horizontal, spacing: CGFloat(generator.next() % 8),
      alignItems: generator.next() % 2 == 0 ? .stretch : .center, flexWrap: generator.next() % 4 == 0,
      children: children)
    return LayoutSpec(.stack(stack), style: style)
  }

  @Test func theCSSPassMemoLaysOutAsMeasuringEveryStackAgain() {
    var generator = SplitMix(seed: 41)
    for tree in 0..<40 {
      var id = 0
      let spec = Self.randomTree(&generator, depth: 5, id: &id)
      let width = CGFloat(200 + generator.next() % 300)
      let range = SizeRange(
        min: CGSize(width: width, height: 0), max: CGSize(width: width, height: CGFloat.infinity))
      let memoized = spec.calculateLayoutThatFits(range, context: LayoutContext(compatibility: .css))
      // Without the memo: the measuring entry point below the one that makes it.
      let fresh = spec.layoutThatFits(
        range, parentSize: range.max, context: LayoutContext(compatibility: .css))
      #expect(memoized == fresh, "tree \(tree)")
    }
  }

  @Test func aGroupOfNestedCountedGroupsPlacesAtMostTenThousandItems() {
    // Groups of 1,000 copies nested eight deep asked for 1e24 frames: the replay stopped on a
    // 4 GB allocation. A group now places at most 10,000 items, nested groups included.
    let fill = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    var group: CollectionLayoutItem = CollectionLayoutItem(layoutSize: fill)
    for level in 0..<8 {
      group =
        level % 2 == 0
        ? CollectionLayoutGroup.horizontal(layoutSize: fill, repeatingSubitem: group, count: 1000)
        : CollectionLayoutGroup.vertical(layoutSize: fill, repeatingSubitem: group, count: 1000)
    }
    let container = CGSize(width: 390, height: 500)
    let template = group.template(in: container)
    #expect(template.frames.count == CollectionLayoutGroup.maximumPlacedItems)
    #expect(group.leaves(in: container).count == CollectionLayoutGroup.maximumPlacedItems)
    #expect(template.frames.allSatisfy { $0.isFiniteRect })
  }

  @Test func aGroupRepeatingTinyItemsStopsAtTenThousand() {
    let tiny = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(widthDimension: .absolute(1e-9), heightDimension: .absolute(10)))
    let inner = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(widthDimension: .absolute(1e-3), heightDimension: .absolute(10)),
      subitems: [tiny])
    let outer = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
      subitems: [inner])
    let frames = outer.template(in: CGSize(width: 390, height: 100)).frames
    // The inner group alone holds 10,000 (of the million that fit); the outer takes it once.
    #expect(frames.count == CollectionLayoutGroup.maximumPlacedItems)
    #expect(abs((frames.last?.minX ?? 0) - 9_999e-9) < 1e-12)
  }

  @Test func aSceneOfDeeplyCountedGroupsReplays() throws {
    var group = #"{"size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}}"#
    for _ in 0..<8 {
      group = #"""
        {"size":{"width":{"fractionalWidth":1},"height":{"absolute":500}},"direction":"vertical",
         "items":[\#(group)],"count":1000}
        """#
    }
    let root = #"""
      {"type":"CollectionView","id":"c","frame":[0,0,390,844],"items":1000000,
       "layout":{"type":"compositional","sections":[{"group":\#(group)}]}}
      """#
    let steps = #"{"at":0.1,"fling":{"from":[200,700],"velocity":[0,-3000],"distance":100}}"#
    let runner = try ReplayRunner(data: Self.script(root: root, steps: steps))
    _ = try runner.run()
    let collection = try #require(runner.scene.views["c"] as? CollectionView)
    // 100 groups of 10,000 items, each 500 pt tall.
    #expect(collection.contentSize == CGSize(width: 390, height: 50_000))
  }

  @Test(arguments: [
    (
      #""rows":1000000,"rowHeight":1e308"#, "$.scene.root.rowHeight",
      "rowHeight must be > 0 and at most 100000 points"
    ),
    (
      #""rows":3,"heights":{"cycle":[44,1e6]}"#, "$.scene.root.heights.cycle[1]",
      "a height must be at most 100000 points"
    ),
    (#""sections":[[44,100001]]"#, "$.scene.root.sections[0][1]", "a height must be at most 100000 points"),
    (
      #""sections":[{"rows":2,"headerHeight":1e300}]"#, "$.scene.root.sections[0].headerHeight",
      "a height must be at most 100000 points"
    ),
    (
      #""rows":2,"estimatedRowHeight":1e9"#, "$.scene.root.estimatedRowHeight",
      "estimatedRowHeight must be > 0 and at most 100000 points"
    ),
    (
      #""rows":2,"tableFooterHeight":1e308"#, "$.scene.root.tableFooterHeight",
      "a height must be at most 100000 points"
    ),
  ])
  func aTableHeightOverOneHundredThousandPointsIsRefused(keys: String, path: String, message: String) {
    // A million rows of 1e308 pt overflowed the content height: the table ignored it (content
    // height 0) while it showed row 0, with a warning per layout.
    let root = #"{"type":"TableView","id":"t","frame":[0,0,390,844],\#(keys)}"#
    #expect(throws: SceneError(path: path, message)) { try ReplayRunner(data: Self.script(root: root)) }
  }

  @Test func aTableAtItsHeightLimitsKeepsAFiniteContentHeight() throws {
    let root = #"""
      {"type":"TableView","id":"t","frame":[0,0,390,844],"rows":1000000,"rowHeight":100000,
       "tableHeaderHeight":100000}
      """#
    let steps = #"{"at":0.1,"set":{"view":"t","property":"rowHeight","value":100000}}"#
    let runner = try ReplayRunner(data: Self.script(root: root, steps: steps))
    _ = try runner.run()
    let table = try #require(runner.scene.views["t"] as? TableView)
    #expect(abs(table.contentSize.height - 100_000 * 1_000_001) < 1)
    let over = #"{"at":0.1,"set":{"view":"t","property":"rowHeight","value":100001}}"#
    #expect(
      throws: SceneError(path: "$.steps[0].set.value", "rowHeight must be > 0 and at most 100000 points")
    ) { _ = try ReplayRunner(data: Self.script(root: root, steps: over)).run() }
  }

  @Test(arguments: [
    ("a.height == 1e308", "a constraint's constant must be within ±1000000000 in \"a.height == 1e308\""),
    (
      "a.height == sv.height - 1e9 - 1",
      "a constraint's constant must be within ±1000000000 in \"a.height == sv.height - 1e9 - 1\""
    ),
    (
      "a.width == sv.width * 1e10",
      "a multiplier must be within ±1000000000 in \"a.width == sv.width * 1e10\""
    ),
    ("a.top == sv.top * 2 * 3", "the multiplier comes first, once, in \"a.top == sv.top * 2 * 3\""),
    ("a.top == sv.top + 1 * 3", "the multiplier comes first, once, in \"a.top == sv.top + 1 * 3\""),
  ])
  func aConstraintBeyondTheScenesBoundsIsRefused(constraint: String, message: String) {
    // A constant of 1e308 made frames of infinite height: each was ignored with a warning, and
    // the views kept what they had (the scroll view's content height 0), half laid out. A
    // second multiplier replaced the first.
    #expect(throws: SceneError(path: "$.scene.constraints[0]", message)) {
      try ReplayRunner(data: SweepFindingTests.script(constraints: [constraint]))
    }
  }

  @Test func aConstraintAtTheScenesBoundsLaysOut() throws {
    let runner = try ReplayRunner(
      data: SweepFindingTests.script(constraints: [
        "a.top == sv.contentLayoutGuide.top + 1e9", "a.height == sv.frameLayoutGuide.height * 1e9",
      ]))
    _ = try runner.run()
    let frame = try #require(runner.scene.views["a"]?.frame)
    #expect(frame.minY == 1e9)
    #expect(frame.height == 844e9)
  }

  /// Lines as the label broke them before session 41: words added while the line fits.
  static func greedyLines(_ label: Label, width: CGFloat) -> [String] {
    guard let text = label.text, !text.isEmpty else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      for word in paragraph.split(separator: " ") {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if current.isEmpty || label.textMeasurer.measure(candidate, size: label.fontSize).width <= width {
          current = candidate
        } else {
          lines.append(current)
          current = String(word)
        }
      }
      lines.append(current)
    }
    return lines
  }

  @Test func aLabelBreaksLinesAsAddingWordsWhileTheyFitDoes() {
    var generator = SplitMix(seed: 4141)
    let words = ["a", "to", "the", "word", "scroll", "deceleration", "", "x"]
    for trial in 0..<200 {
      let label = Label()
      label.numberOfLines = 0
      var text = ""
      for _ in 0..<Int(generator.next() % 60) {
        let next = generator.next() % 10
        text += next == 9 ? "\n" : next == 8 ? "  " : words[Int(next % UInt64(words.count))] + " "
      }
      label.text = text
      let width = CGFloat(generator.next() % 300)
      #expect(label.lines(fittingWidth: width) == Self.greedyLines(label, width: width), "trial \(trial)")
    }
  }

  @Test func aLabelOfAMillionCharactersSizesItselfAtOnce() throws {
    // Measured at an unbounded width (its intrinsic size before layout gives it one) the label
    // grew its one line a word at a time, measuring the whole line each time: 100,000 characters
    // took 2.9 s in a release build, 1,000,000 about five minutes, 10,000,000 hours.
    let label = Label()
    label.numberOfLines = 0
    label.text = String(repeating: "word ", count: 100_000)
    var size = CGSize.zero
    let time = SweepFindingTests.seconds { size = label.intrinsicContentSize }
    #expect(time < 5, "\(time) s")
    #expect(size.height == (label.textMeasurer.measure("", size: label.fontSize).height).rounded(.up))
    // Eight words of 9.35 pt a character fit in 390 pt.
    #expect(label.lines(fittingWidth: 390).count == 12_500)
  }

  @Test func aLabelOrButtonTextOverOneHundredThousandCharactersIsRefused() {
    let long = String(repeating: "w ", count: 50_001)
    let label = #"{"type":"Label","id":"l","frame":[0,0,390,844],"text":"\#(long)"}"#
    #expect(throws: SceneError(path: "$.scene.root.text", "text longer than 100000 characters")) {
      try ReplayRunner(data: Self.script(root: label))
    }
    let button = #"{"type":"Button","id":"b","frame":[0,0,390,844],"title":"\#(long)"}"#
    #expect(throws: SceneError(path: "$.scene.root.title", "text longer than 100000 characters")) {
      try ReplayRunner(data: Self.script(root: button))
    }
  }

  @Test func aRepeatedKeyIsRefusedAtItsLineAndColumn() {
    // The last of two "id"s (or two "root"s) won silently.
    let text = "{\"until\": 1,\n \"scene\": {\"root\": {\"type\": \"View\", \"id\": \"a\", \"id\": \"b\"}}}"
    #expect(throws: JSONSyntaxError(line: 2, column: 48, reason: "duplicate key \"id\"")) {
      try JSONValue.parse(Data(text.utf8))
    }
    #expect(
      throws: SceneError(path: "$", "not valid JSON: line 2, column 48: duplicate key \"id\"")
    ) { try ReplayRunner(data: Data(text.utf8)) }
    // Keys differing in case or escaping only are different keys; the same key in two objects is fine.
    let fine = #"{"a":{"k":1},"b":{"k":2},"K":3,"k":4,"\u006b2":5}"#
    #expect((try? JSONValue.parse(Data(fine.utf8))) != nil)
    let escaped = #"{"k":1,"\u006b":2}"#
    #expect(throws: JSONSyntaxError(line: 1, column: 8, reason: "duplicate key \"k\"")) {
      try JSONValue.parse(Data(escaped.utf8))
    }
  }
}
