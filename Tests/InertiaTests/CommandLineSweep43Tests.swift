import Foundation
import Testing

@testable import Inertia

/// Session 43's hostile-input sweep: a screenful of new cells stacked without a search each, the
/// keyframes of one block ending together in linear time, an `animate` step among many views
/// reading only the views it moved, and scene text counted as NSString counts it. Each test fails
/// without its fix.
@MainActor
@Suite struct CommandLineSweep43Tests {
  static let fling = #"{"at":0.1,"fling":{"from":[200,700],"velocity":[0,-5000],"distance":100}}"#

  /// A collection view of `items` items of 1 x 1 pt with no spacing.
  static func tinyItems(_ items: Int, layout extra: String = "") -> String {
    #"""
    {"type":"CollectionView","id":"c","frame":[0,0,390,844],"items":\#(items),
     "layout":{"itemSize":[1,1],"minimumLineSpacing":0,"minimumInteritemSpacing":0\#(extra)}}
    """#
  }

  @Test func aScreenfulOfTinyCellsIsStackedWithoutASearchEach() throws {
    // Every new cell looked through every element view for one of a lower layer order (none:
    // all are 0), so each frame of a fling brought in 1,024 cells past about 1,024 others: a
    // million items of 1 x 1 pt flung took 5.1 s in a release build.
    var runner: ReplayRunner?
    let time = try SweepFindingTests.seconds {
      runner = try ReplayRunner(
        data: CommandLineSweep41Tests.script(root: Self.tinyItems(1_000_000), steps: Self.fling, until: 1))
      _ = try runner?.run()
    }
    #expect(time < 12, "\(time) s")  // 1.9 s in a debug build
    let collection = try #require(runner?.scene.views["c"] as? CollectionView)
    let cells = collection.subviews.compactMap { $0 as? CollectionViewCell }
    #expect(cells.count == CollectionView.maximumVisibleElements)
    #expect(collection.elementZIndexes == [ObjectIdentifier(collection): 0...0])
    // The first 1,024 items at the offset: two full lines of 390 and 244 of the third.
    let top = Int(collection.contentOffset.y)
    let paths = cells.compactMap { collection.indexPath(for: $0)?.item }.sorted()
    #expect(paths == Array(top * 390..<top * 390 + 1_024))
  }

  @Test func aPinnedHeaderStaysAboveTheCellsThatComeInAfterIt() throws {
    // The search still runs when an element view of another layer order is in the container:
    // a pinned header (order 1024) stays on top of the cells a fling brings in.
    let root = #"""
      {"type":"CollectionView","id":"c","frame":[0,0,390,844],"sections":[{"items":400},{"items":400}],
       "layout":{"itemSize":[50,50],"headerReferenceSize":[0,40],"sectionHeadersPinToVisibleBounds":true}}
      """#
    let runner = try ReplayRunner(
      data: CommandLineSweep41Tests.script(root: root, steps: Self.fling, until: 1))
    _ = try runner.run()
    let collection = try #require(runner.scene.views["c"] as? CollectionView)
    let elements = collection.subviews.compactMap { $0 as? CollectionReusableView }
    let headers = elements.filter { !($0 is CollectionViewCell) }
    #expect(!headers.isEmpty)
    #expect(elements.suffix(headers.count).allSatisfy { !($0 is CollectionViewCell) })
    #expect(collection.elementZIndexes[ObjectIdentifier(collection)] == 0...1024)
  }

  @Test func tenThousandKeyframesOfOneViewEndTogetherInLinearTime() throws {
    // Each keyframe is a group of its own; every group ending took its animations out of the
    // view's list of all of them: 10,000 keyframes of one view took 5.9 s in a release build.
    let keyframes = (0..<10_000).map { index in
      #"{"start":\#(Double(index) / 10_000),"duration":0.0001,"changes":[{"view":"b","property":"center","value":[\#(index % 390),\#(index % 844)]}]}"#
    }
    let root = #"""
      {"type":"ScrollView","id":"s","frame":[0,0,390,844],"contentSize":[390,3000],
       "subviews":[{"type":"View","id":"b","frame":[0,0,100,100]}]}
      """#
    let step =
      #"{"at":0.1,"animate":{"duration":1,"name":"keys","keyframes":[\#(keyframes.joined(separator: ","))]}}"#
    var lines: [String] = []
    var runner: ReplayRunner?
    let time = try SweepFindingTests.seconds {
      runner = try ReplayRunner(data: CommandLineSweep41Tests.script(root: root, steps: step, until: 1.5))
      try runner?.run { lines.append($0.trimmingCharacters(in: .newlines)) }
    }
    #expect(time < 10, "\(time) s")  // 1.0 s in a debug build
    let view = try #require(runner?.scene.views["b"])
    #expect(view.animationState.animations.isEmpty)
    #expect(view.center == CGPoint(x: 9_999 % 390, y: 9_999 % 844))
    #expect(view.presentation.center == view.center)
    #expect(
      lines.filter { $0.contains(#""kind":"animationCompletion""#) } == [
        #"{"t":1.100,"kind":"animationCompletion","name":"keys","finished":true}"#
      ])
  }

  @Test func anEndedGroupLeavesItsViewWhileAnotherRuns() {
    let scene = TestScene()
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scene.window.addSubview(view)
    View.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
    scene.wait(0.5)
    #expect(view.animationState.animations.map(\.property) == [.center])
    #expect(view.presentation.alpha == 0)
    #expect(abs(view.presentation.center.x - 100) < 1e-9)
  }

  @Test func aSubtreeBuiltLeafFirstOutsideAWindowIsNotWalkedAgain() {
    // Each view added walked its whole subtree to tell it of the (unchanged, absent) window: a
    // scene's chains, built leaf first, cost the square of their depth (1,000 chains of 190
    // views: 3.7 s in a release build).
    let leaf = View()
    var top = leaf
    let time = SweepFindingTests.seconds {
      for _ in 0..<3_000 {
        let parent = View()
        parent.addSubview(top)
        top = parent
      }
    }
    #expect(time < 0.5, "\(time) s")
    let scene = TestScene()
    scene.window.addSubview(top)
    #expect(leaf.window === scene.window)
    top.removeFromSuperview()
    #expect(leaf.window == nil && top.window == nil)
  }

  /// A scroll view of `count` views with ids `v0`, `v1`, ..., 10 pt apart.
  static func manyViews(_ count: Int) -> String {
    let views = (0..<count).map { #"{"type":"View","id":"v\#($0)","frame":[0,\#($0 * 10),390,10]}"# }
    return #"""
      {"type":"ScrollView","id":"s","frame":[0,0,390,844],"contentSize":[390,\#(count * 10)],
       "subviews":[\#(views.joined(separator: ","))]}
      """#
  }

  @Test func anAnimateStepAmongManyViewsReadsOnlyTheViewsItMoved() throws {
    // Each frame with a new animation looked at every view with an id for one that had started
    // to move: 190,000 views and an `animate` step every frame for 1,000 frames took 60 s.
    let steps = (0..<300).map { index in
      #"{"at":\#(Double(index) / 1000),"animate":{"duration":0.0005,"changes":[{"view":"v7","property":"alpha","value":\#(index % 2)}]}}"#
    }
    let data = Data(
      #"""
      {"frameRate":1000,"until":0.3,"scene":{"window":{"size":[390,844]},"root":\#(Self.manyViews(99_998))},
       "steps":[\#(steps.joined(separator: ","))]}
      """#.utf8)
    var frames: [String] = []
    let time = try SweepFindingTests.seconds {
      let runner = try ReplayRunner(data: data)
      try runner.run { line in if line.contains(#""kind":"frame""#) { frames.append(line) } }
    }
    #expect(time < 15, "\(time) s")  // 3.5 s in a debug build
    #expect(frames.count == 300)
    // Each frame line: the scroll view, then the one view an animation moved.
    #expect(frames.allSatisfy { $0.contains(#"},"v7":{"presentation":"#) })
    #expect(frames.allSatisfy { $0.components(separatedBy: "presentation").count == 2 })
  }

  @Test func viewsThatStartMovingTogetherAreListedInSceneOrder() throws {
    let step = #"""
      {"at":0.1,"animate":{"duration":0.2,"changes":[{"view":"v5","property":"alpha","value":0},
       {"view":"v2","property":"alpha","value":0},{"view":"s","property":"alpha","value":0.5}]}},
      {"at":0.2,"animate":{"duration":0.2,"changes":[{"view":"v9","property":"alpha","value":0},
       {"view":"v1","property":"alpha","value":0}]}}
      """#
    let runner = try ReplayRunner(data: CommandLineSweep41Tests.script(root: Self.manyViews(10), steps: step))
    var frames: [String] = []
    try runner.run { line in if line.contains(#""kind":"frame""#) { frames.append(line) } }
    func order(_ line: String) -> [String] {
      ["\"s\"", "\"v1\"", "\"v2\"", "\"v5\"", "\"v9\""].compactMap { id in
        line.range(of: id + ":").map { (id, $0.lowerBound) }
      }.sorted { $0.1 < $1.1 }.map(\.0)
    }
    let first = try #require(frames.first { $0.hasPrefix(#"{"t":0.100"#) })
    #expect(order(first) == ["\"s\"", "\"v2\"", "\"v5\""])
    let later = try #require(frames.first { $0.hasPrefix(#"{"t":0.200"#) })
    #expect(order(later) == ["\"s\"", "\"v2\"", "\"v5\"", "\"v1\"", "\"v9\""])
  }

  @Test func sceneTextIsCountedInUTF16CodeUnits() throws {
    // One letter with 2.9 million combining accents is one Swift character: ten such labels
    // (58 MB) in a StackView took 19 s in a release build.
    let accents = "a" + String(repeating: "\u{301}", count: 100_000)
    let label = #"{"type":"Label","id":"l","frame":[0,0,390,844],"text":"\#(accents)"}"#
    #expect(throws: SceneError(path: "$.scene.root.text", "text longer than 100000 characters")) {
      try ReplayRunner(data: CommandLineSweep41Tests.script(root: label))
    }
    let node = #"""
      {"type":"ScrollNode","id":"sn","frame":[0,0,390,844],"layout":{"node":{"id":"t","text":"\#(accents)"}}}
      """#
    #expect(throws: SceneError(path: "$.scene.root.layout.node.text", "text longer than 100000 characters")) {
      try ReplayRunner(data: CommandLineSweep41Tests.script(root: node))
    }
    let button = #"{"type":"Button","id":"b","frame":[0,0,390,44],"title":"x"}"#
    let set = #"{"at":0.1,"set":{"view":"b","property":"title","value":"\#(accents)"}}"#
    // A "set" step's value is read before the replay starts (since sweep 51; when the step ran before).
    #expect(throws: SceneError(path: "$.steps[0].set.value", "text longer than 100000 characters")) {
      try ReplayRunner(data: CommandLineSweep41Tests.script(root: button, steps: set))
    }
    // 50,000 family emoji of 11 code units each are 50,000 characters but 550,000 code units.
    let families = String(
      repeating: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", count: 50_000)
    #expect(families.count == 50_000)
    let emoji = #"{"type":"Label","id":"l","frame":[0,0,390,844],"text":"\#(families)"}"#
    #expect(throws: SceneError(path: "$.scene.root.text", "text longer than 100000 characters")) {
      try ReplayRunner(data: CommandLineSweep41Tests.script(root: emoji))
    }
    // At the limit a text is taken.
    let longest = String(repeating: "\u{E9}", count: 100_000)
    let runner = try ReplayRunner(
      data: CommandLineSweep41Tests.script(
        root: #"{"type":"Label","id":"l","frame":[0,0,390,844],"text":"\#(longest)"}"#))
    #expect((runner.scene.views["l"] as? Label)?.text?.utf16.count == 100_000)
  }

  @Test func theJSONReaderBoundsTheMemoryItsValuesTake() throws {
    // Values were only counted: 7.9 million in objects of eight members (51 MB of text) took
    // 700 MB to read. An object of eight members in a list is charged 32 + 96 + 8 x 80 bytes, so
    // 400,000 of them (3.6 million values) pass the budget of 256 MB.
    let object = #"{"a":0,"b":0,"c":0,"d":0,"e":0,"f":0,"g":0,"h":0}"#
    let objects = "[" + Array(repeating: object, count: 400_000).joined(separator: ",") + "]"
    #expect(
      throws: JSONSyntaxError(
        line: 1, column: 17_476_256, reason: "the values take more than 256 MB of memory")
    ) {
      try JSONValue.parse(Data(objects.utf8))
    }
    let fewer = "[" + Array(repeating: object, count: 1_000).joined(separator: ",") + "]"
    guard case .array(let items) = try JSONValue.parse(Data(fewer.utf8)) else {
      Issue.record("not a list")
      return
    }
    #expect(items.count == 1_000)
  }

  /// A root view holding `count` views of `child` (a JSON object with `#` for the index).
  static func root(_ type: String, count: Int, child: String) -> String {
    let children = (0..<count).map { child.replacingOccurrences(of: "#", with: String($0)) }
    return
      #"{"type":"\#(type)","id":"r","frame":[0,0,390,844],"subviews":[\#(children.joined(separator: ","))]}"#
  }

  @Test func aSceneHoldsAtMostOneHundredThousandViews() throws {
    // 200,000 buttons took 617 MB, 200,000 labels 458 MB.
    let child = #"{"type":"View","frame":[0,#,1,1]}"#
    #expect(throws: SceneError(path: "$.scene.root.subviews[99999]", "more than 100000 views in the scene")) {
      try ReplayRunner(
        data: CommandLineSweep41Tests.script(root: Self.root("View", count: 100_000, child: child)))
    }
    let runner = try ReplayRunner(
      data: CommandLineSweep41Tests.script(root: Self.root("View", count: 99_999, child: child)))
    #expect(runner.scene.views["r"]?.subviews.count == 99_999)
  }

  @Test func aSceneHoldsAtMostThreeThousandScrollViews() throws {
    // Every frame line lists each scroll view with an id: 100,000 took 22 s and 715 MB.
    let child = #"{"type":"ScrollView","id":"s#","frame":[0,#,390,10],"contentSize":[390,20]}"#
    #expect(
      throws: SceneError(path: "$.scene.root.subviews[2999]", "more than 3000 scroll views in the scene")
    ) {
      try ReplayRunner(
        data: CommandLineSweep41Tests.script(root: Self.root("ScrollView", count: 3_000, child: child)))
    }
    _ = try ReplayRunner(
      data: CommandLineSweep41Tests.script(root: Self.root("View", count: 3_000, child: child)))
  }

  @Test func manyTablesAndTableNodesWriteTheirLinesInLinearTime() throws {
    // Each line written went through the recorder's writer setter, which connected every node
    // list again (3,000 TableNodes: 26 s in a release build), and the end line searched the
    // tracked views for each table (10,000 tables: 11 s).
    let nodes = (0..<1_500).map { #"{"type":"TableNode","id":"n\#($0)","frame":[0,\#($0),390,10],"rows":3}"# }
    let tables = (0..<1_499).map {
      #"{"type":"TableView","id":"t\#($0)","frame":[0,\#($0),390,10],"rows":3}"#
    }
    let root =
      #"{"type":"View","id":"r","frame":[0,0,390,844],"subviews":[\#((nodes + tables).joined(separator: ","))]}"#
    var lines: [String] = []
    let time = try SweepFindingTests.seconds {
      let runner = try ReplayRunner(data: CommandLineSweep41Tests.script(root: root, steps: Self.fling))
      try runner.run { lines.append($0) }
    }
    #expect(time < 15, "\(time) s")
    // Each node list's rows enter preload, display and visible as the scene is built.
    let states = lines.filter { $0.contains(#""method":"didEnter"#) }
    #expect(states.count == 1_500 * 3)
    let end = try #require(lines.last)
    #expect(end.contains(#""t1498":{"contentOffset":[0.0,0.0]"#))
    #expect(end.contains(#""visibleRows":[[0,0]]"#))
  }

  @Test func aTableNodeStopsFetchingAtItsFetchBudget() throws {
    // The CLI fuzzer's seed 4342: 100 rows of 1 pt a fetch, 1,000 screens ahead, worked the
    // table's row heights out again at each of 8,449 fetches (12-47 s in a release build).
    let root = #"""
      {"type":"TableNode","id":"t","frame":[0,0,390,844],"rows":10,"leadingScreensForBatching":1000,
       "tuningParameters":{"display":[1,1],"preload":[1,1]},
       "batchFetching":{"batchSize":100,"delay":0,"maxItems":1000000},"cell":{"node":{"id":"n","style":{"height":1}}}}
      """#
    let steps = #"{"at":0.83,"drag":{"duration":0.3,"from":[199.56,275.91],"to":[267.04,553.82]}}"#
    var runner: ReplayRunner?
    let time = try SweepFindingTests.seconds {
      runner = try ReplayRunner(data: CommandLineSweep41Tests.script(root: root, steps: steps, until: 2))
      _ = try runner?.run()
    }
    #expect(time < 30, "\(time) s")
    let table = try #require(runner?.scene.views["t"] as? TableView)
    // After 893 fetches the rows summed over the fetches are 39,926,030 (within 40,000,000): one
    // more begins, and none after it.
    #expect(SceneNodeList.fetchedRowWorkLimit == 40_000_000)
    #expect(table.numberOfRows(inSection: 0) == 89_410)
  }
}
