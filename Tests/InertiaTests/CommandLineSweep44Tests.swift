import Foundation
import Testing

@testable import Inertia

/// Session 44's hostile-input sweep: a gesture of fingers taking turns forgets the fingers that
/// lifted, and the lists of a scene share a budget of cells shown at once (and their node cells
/// one of views). Each test fails without its fix.
@MainActor
@Suite struct CommandLineSweep44Tests {
  /// Touch steps of two fingers taking turns on the scroll view, one always down: `count` steps
  /// after the first, each finger going down before the other lifts.
  static func takingTurns(_ count: Int) -> String {
    var steps = [#"{"at":0,"touch":{"id":1,"phase":"began","at":[200,600]}}"#]
    for index in 1...count {
      let time = Double(index) * 1e-4
      let (down, up) = index % 2 == 1 ? (2, 1) : (1, 2)
      let y = 600 - Double(index % 400)
      steps.append(#"{"at":\#(time),"touch":{"id":\#(down),"phase":"began","at":[200,\#(y)]}}"#)
      steps.append(#"{"at":\#(time),"touch":{"id":\#(up),"phase":"ended","at":[200,\#(y)]}}"#)
    }
    return steps.joined(separator: ",")
  }

  @Test func fingersTakingTurnsAreForgottenOnceTheyLift() throws {
    // A pan that never ends (one finger always down) kept every touch it ever saw, and each
    // touch change read them all: 20,000 touch steps took 7.4 s in a release build.
    let root = #"{"type":"ScrollView","id":"s","frame":[0,0,390,844],"contentSize":[390,30000]}"#
    var runner: ReplayRunner?
    var lines = 0
    let time = try SweepFindingTests.seconds {
      runner = try ReplayRunner(
        data: CommandLineSweep41Tests.script(root: root, steps: Self.takingTurns(6_000), until: 1))
      try runner?.run { _ in lines += 1 }
    }
    // 2.5 s in a debug build alone, 11.7 s beside other builds; quadratic, it took minutes.
    #expect(time < 30, "\(time) s")
    let scrollView = try #require(runner?.scene.views["s"] as? ScrollView)
    // The last finger down is still held: the pan tracks it and the one that lifted with it.
    #expect(scrollView.panGestureRecognizer.touches.count <= 2)
    #expect(scrollView.panGestureRecognizer.numberOfTouches == 1)
    #expect(scrollView.isTracking)
    #expect(lines > 12_000)
  }

  @Test func aPanAfterAllFingersLiftedStartsAfresh() {
    let scene = TestScene()
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    scene.window.addSubview(scrollView)
    scene.window.handleTouches([TouchInput(time: 0, id: 1, phase: .began, location: CGPoint(x: 200, y: 600))])
    scene.window.handleTouches([
      TouchInput(time: 0.01, id: 2, phase: .began, location: CGPoint(x: 200, y: 500))
    ])
    scene.window.handleTouches([
      TouchInput(time: 0.02, id: 1, phase: .ended, location: CGPoint(x: 200, y: 600))
    ])
    scene.window.handleTouches([
      TouchInput(time: 0.03, id: 3, phase: .began, location: CGPoint(x: 200, y: 400))
    ])
    // The lifted finger 1 is forgotten when finger 3 goes down beside finger 2.
    #expect(scrollView.panGestureRecognizer.touches.map(\.identifier) == [2, 3])
    #expect(scrollView.panGestureRecognizer.numberOfTouches == 2)
  }

  /// A view holding `tables` tables of `rows` rows of 1 pt, then `empty` tables without rows.
  static func tables(_ tables: Int, rows: Int, empty: Int = 0) -> String {
    let full = (0..<tables).map {
      #"{"type":"TableView","id":"t\#($0)","frame":[0,0,390,844],"rows":\#(rows),"rowHeight":1}"#
    }
    let none = (0..<empty).map { #"{"type":"TableView","id":"e\#($0)","frame":[0,0,390,844],"rows":0}"# }
    return
      #"{"type":"View","id":"r","frame":[0,0,390,844],"subviews":[\#((full + none).joined(separator: ","))]}"#
  }

  static let cellMessage =
    "the scene's lists may show more than 16384 cells at once (the sum over lists of their rows or items and section headers and footers, at most 256 a table and 1024 a collection view)"

  @Test func theListsOfASceneShareABudgetOfCellsShown() throws {
    // Every list lays out its cells, on screen or not: 2,997 tables of 1 pt rows took 12 s and
    // 4 GB to build in a release build.
    #expect(throws: SceneError(path: "$.scene.root.subviews[64]", Self.cellMessage)) {
      try ReplayRunner(data: CommandLineSweep41Tests.script(root: Self.tables(65, rows: 1_000)))
    }
    let runner = try ReplayRunner(data: CommandLineSweep41Tests.script(root: Self.tables(64, rows: 1_000)))
    #expect(runner.scene.listCells == 64 * 256)
    // Collection views count up to 1,024 cells each, their sections' headers and footers included.
    let collections = (0..<17).map {
      #"{"type":"CollectionView","id":"c\#($0)","frame":[0,0,390,844],"sections":[{"items":500},{"items":600}]}"#
    }
    let root =
      #"{"type":"View","id":"r","frame":[0,0,390,844],"subviews":[\#(collections.joined(separator: ","))]}"#
    #expect(throws: SceneError(path: "$.scene.root.subviews[16]", Self.cellMessage)) {
      try ReplayRunner(data: CommandLineSweep41Tests.script(root: root))
    }
  }

  @Test func aTableAStepFillsCountsAllTheCellsItMayShow() throws {
    // 61 full tables (15,616 cells) and four empty ones (2 each: a section's header and footer).
    // Each table a step adds rows to then counts 256: the third such step passes the budget.
    let steps = #"""
      {"at":0.1,"set":{"view":"e0","property":"rows","value":1000}},
      {"at":0.2,"call":{"view":"e1","method":"insertRows","indexPaths":[[0,0]]}},
      {"at":0.3,"call":{"view":"e2","method":"insertRows","indexPaths":[[0,0]]}}
      """#
    #expect(throws: SceneError(path: "$.steps[2]", Self.cellMessage)) {
      try ReplayRunner(
        data: CommandLineSweep41Tests.script(root: Self.tables(61, rows: 1_000, empty: 4), steps: steps))
    }
    let first = steps.components(separatedBy: "\n").prefix(2).joined().dropLast()
    let runner = try ReplayRunner(
      data: CommandLineSweep41Tests.script(root: Self.tables(61, rows: 1_000, empty: 4), steps: String(first))
    )
    #expect(runner.scene.listCells == 61 * 256 + 2 * 256 + 2 * 2)
  }

  @Test func theNodeCellsOfASceneShareABudgetOfViews() throws {
    // A CollectionNode of 1,024 cells of 999 nodes each took 3.8 s and 933 MB before its first
    // frame in a release build.
    func root(nodes: Int, items: Int) -> String {
      let children = (0..<nodes).map { #"{"node":{"id":"n\#($0)","style":{"width":1,"height":1}}}"# }
      return #"""
        {"type":"CollectionNode","id":"c","frame":[0,0,390,844],"items":\#(items),
         "cell":{"absolute":{"children":[\#(children.joined(separator: ","))]},"style":{"width":40,"height":40}}}
        """#
    }
    #expect(
      throws: SceneError(
        path: "$.scene.root",
        "the cells of the scene's TableNodes and CollectionNodes may make more than 131072 views at once (the cells each can show times the nodes of its largest cell spec)"
      )
    ) {
      try ReplayRunner(data: CommandLineSweep41Tests.script(root: root(nodes: 300, items: 1_000)))
    }
    let runner = try ReplayRunner(data: CommandLineSweep41Tests.script(root: root(nodes: 300, items: 100)))
    #expect(runner.scene.listNodeViews == (100 + 2) * 300)
  }

  @Test func framesBeyondTheirPixelBudgetAreRefusedBeforeAnyIsWritten() throws {
    // Every frame is rendered, moving or not: 1000 frames a second for 3600 s asked for
    // 3.6 million PNGs (about 24 hours of rendering).
    let folder = try CommandLineRobustnessTests.folder("sweep44-frames")
    let long = CommandLineRobustnessTests.script().replacingOccurrences(
      of: #""frameRate": 60, "until": 1.0"#, with: #""frameRate": 1000, "until": 3600"#)
    try CommandLineRobustnessTests.write(long, "s.json", in: folder)
    let run = try CommandLineSweep40Tests.inertia(
      ["replay", "s.json", "--trace", "t.jsonl", "--frames", "f"], in: folder)
    #expect(run.status == 2)
    #expect(
      run.error
        == "inertia: s.json: --frames would render 3600000 frames of 780x1688 pixels, more than 4294967296 pixels in all (lower frameRate or until); nothing was written\n"
    )
    #expect(try CommandLineSweep40Tests.files(folder) == ["s.json"])
    // 3,262 frames of that window fit (1,316,640 pixels each); 3,263 do not.
    let over = CommandLineRobustnessTests.script().replacingOccurrences(
      of: #""until": 1.0"#, with: #""until": 54.3834"#)
    try CommandLineRobustnessTests.write(over, "s.json", in: folder)
    let past = try CommandLineSweep40Tests.inertia(["replay", "s.json", "--frames", "f"], in: folder)
    #expect(past.status == 2)
    #expect(past.error.hasPrefix("inertia: s.json: --frames would render 3263 frames of 780x1688 pixels"))
    #expect(past.output.isEmpty)
  }

  static let workMessage =
    "the script's table calls need more than 250000000 units of work (each reload or change: its table's rows plus 100 for each section and 1000 for each cell it may show, at most 256)"

  @Test func theTableCallsOfAScriptShareABudgetOfWork() throws {
    // Each update works out every row again: 100,000 one-row insertions into a table of
    // 1,000,000 rows took over 12 minutes in a release build (7.4 ms each).
    let root = #"{"type":"TableView","id":"t","frame":[0,0,390,844],"rows":1000000,"rowHeight":1}"#
    func inserts(_ count: Int) -> String {
      (0..<count).map {
        #"{"at":\#(Double($0) / 1000),"call":{"view":"t","method":"insertRows","indexPaths":[[0,0]]}}"#
      }
      .joined(separator: ",")
    }
    // Call i counts its table's 1,000,001 + i rows and 256 cells: 199 calls need 249,963,900.
    #expect(throws: SceneError(path: "$.steps[199]", Self.workMessage)) {
      try ReplayRunner(data: CommandLineSweep41Tests.script(root: root, steps: inserts(200)))
    }
    _ = try ReplayRunner(data: CommandLineSweep41Tests.script(root: root, steps: inserts(199)))
    // A small table reloads often (3 rows: 3,003 each); scrolling to a row counts 1.
    let small = #"{"type":"TableView","id":"t","frame":[0,0,390,844],"rows":3}"#
    let reloads = (0..<50_000).map {
      #"{"at":\#(Double($0) / 100_000),"call":{"view":"t","method":"reloadData"}}"#
    }
    let scrolls = (0..<40_000).map {
      #"{"at":0.6,"call":{"view":"t","method":"scrollToRow","indexPath":[0,\#($0 % 3)]}}"#
    }
    _ = try ReplayRunner(
      data: CommandLineSweep41Tests.script(root: small, steps: (reloads + scrolls).joined(separator: ",")))
    // A "set" of the rows counts the rows it gives from then on.
    let set = #"{"at":0,"set":{"view":"t","property":"rows","value":1000000}},"#
    let refills = Array(repeating: #"{"at":0.1,"call":{"view":"t","method":"reloadData"}}"#, count: 200)
    #expect(throws: SceneError(path: "$.steps[200]", Self.workMessage)) {
      try ReplayRunner(
        data: CommandLineSweep41Tests.script(root: small, steps: set + refills.joined(separator: ",")))
    }
  }

  @Test func anAnimationWaitingOutItsDelayCostsNoFrames() throws {
    // The display link of a delayed animation ran every frame of its delay: an hour's delay at
    // 1000 frames a second took over 15 s in a release build.
    let root = #"""
      {"type":"ScrollView","id":"s","frame":[0,0,390,844],"contentSize":[390,3000],
       "subviews":[{"type":"View","id":"b","frame":[0,0,100,100]}]}
      """#
    let step = #"""
      {"at":0,"animate":{"duration":0.2,"delay":3599,"name":"late","changes":[{"view":"b","property":"alpha","value":0}]}}
      """#
    let data = Data(
      #"""
      {"frameRate":1000,"until":3600,"scene":{"window":{"size":[390,844]},"root":\#(root)},"steps":[\#(step)]}
      """#.utf8)
    var lines: [String] = []
    let time = try SweepFindingTests.seconds {
      try ReplayRunner(data: data).run { lines.append($0.trimmingCharacters(in: .newlines)) }
    }
    #expect(time < 5, "\(time) s")
    let frames = lines.filter { $0.contains(#""kind":"frame""#) }
    // The first frame lists the view's presentation; then nothing until its alpha moves, from
    // 3599.002 s (3599.001 s still shows 1.0) to 3599.199 s, one frame line a frame.
    #expect(frames.count == 199)
    #expect(frames.first?.hasPrefix(#"{"t":0.001,"#) == true)
    #expect(frames.dropFirst().first?.hasPrefix(#"{"t":3599.002,"#) == true)
    #expect(frames.last?.hasPrefix(#"{"t":3599.199,"#) == true)
    #expect(lines.contains(#"{"t":3599.201,"kind":"animationCompletion","name":"late","finished":true}"#))
  }

  @Test func aTouchIdPastExactWholeNumbersSaysSo() throws {
    // 2^63 - 1 is whole, but JSON's doubles hold whole numbers exactly only below 2^53: the error
    // said "expected a whole number", as for 1.5.
    let root = #"{"type":"ScrollView","id":"s","frame":[0,0,390,844],"contentSize":[390,3000]}"#
    let huge = #"{"at":0,"touch":{"id":9223372036854775807,"phase":"began","at":[200,600]}}"#
    #expect(
      throws: SceneError(
        path: "$.steps[0].touch.id",
        "expected a whole number smaller than 1e15 in size, got 9.223372036854776e+18")
    ) {
      try ReplayRunner(data: CommandLineSweep41Tests.script(root: root, steps: huge)).run { _ in }
    }
    let half = #"{"at":0,"touch":{"id":1.5,"phase":"began","at":[200,600]}}"#
    #expect(throws: SceneError(path: "$.steps[0].touch.id", "expected a whole number, got 1.5")) {
      try ReplayRunner(data: CommandLineSweep41Tests.script(root: root, steps: half)).run { _ in }
    }
  }
}
