import Foundation
import Testing

@testable import Cassowary
@testable import Inertia

/// What session 32's hostile-input sweep of `inertia` found slow, each pinned by a test that fails
/// without its fix (the shrunk scripts that replay in-process are under Tests/Fuzz as well).
@MainActor
@Suite struct SweepFindingTests {
  /// A scroll view holding view `a`, with `constraints` and `subviews` added to it.
  static func script(constraints: [String] = [], root: String? = nil, until: Double = 0.2) -> Data {
    let scrollView = #"""
      {"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":[390,3000],
       "subviews":[{"type":"View","id":"a","frame":[0,0,10,10]}]}
      """#
    let list = constraints.map { "\"\($0)\"" }.joined(separator: ",")
    return Data(
      #"""
      {"frameRate":60,"until":\#(until),"scene":{"window":{"size":[390,844],"scale":2},
       "root":\#(root ?? scrollView),"constraints":[\#(list)]},"steps":[]}
      """#.utf8)
  }

  /// The seconds `work` takes.
  static func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try work()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  @Test func aConstraintWithALongRunOfSpacesIsReadInLinearTime() throws {
    // Trailing spaces were trimmed one `dropLast()` at a time, each costing the text's length:
    // 100,000 spaces before "==" took over 10 s in a release build.
    let spaces = String(repeating: " ", count: 200_000)
    var runner: ReplayRunner?
    let time = try Self.seconds {
      runner = try ReplayRunner(data: Self.script(constraints: ["a.top\(spaces)== 7\(spaces)"]))
      _ = try runner?.run()
    }
    #expect(time < 5, "\(time) s")
    #expect(runner?.scene.views["a"]?.frame.minY == 7)
  }

  @Test func aCellSpecIsHeldToOneThousandNodesMeasuredInLinearTime() throws {
    // Each part's frame was looked up by searching the spec's frames: the square of its nodes
    // (20,000 nodes: about 10 s a measure in a release build). Specs now have at most 1,000
    // nodes (a spec of 10,000 in a list of 1,000 rows took 2.3 GB).
    #expect(ReplayLimits.cellSpecNodes == 1_000)
    let over = (0...1_000).map { #"{"node":{"id":"n\#($0)"}}"# }.joined(separator: ",")
    #expect(
      throws: SceneError(path: "$.scene.root.cell", "a cell spec may have at most 1000 nodes")
    ) {
      try ReplayRunner(
        data: Self.script(root: #"{"type":"TableNode","id":"tn","cell":{"stack":{"children":[\#(over)]}}}"#))
    }
    let nodes = (0..<1_000).map { #"{"node":{"id":"n\#($0)","style":{"height":1}}}"# }
    let root = #"""
      {"type":"TableNode","id":"tn","frame":[0,0,390,844],"rows":2,
       "cell":{"stack":{"direction":"vertical","children":[\#(nodes.joined(separator: ","))]}}}
      """#
    var runner: ReplayRunner?
    let time = try Self.seconds {
      runner = try ReplayRunner(data: Self.script(root: root))
      _ = try runner?.run()
    }
    #expect(time < 5, "\(time) s")
    let table = try #require(runner?.scene.views["tn"] as? ScrollView)
    // Two rows of 1,000 one-point nodes stacked: 2,000 pt of content.
    #expect(table.contentSize.height == 2_000)
  }

  /// A vertical stack of `count` views of 10 x 10 pt in a scroll view, neither pinned nor framed
  /// (so its constraints break some of the views' floors), built in a window.
  static func unpinnedStack(_ count: Int, _ distribution: String) throws -> ReplayRunner {
    let views = Array(repeating: #"{"type":"View","frame":[0,0,10,10]}"#, count: count)
    let root = #"""
      {"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":[390,3000],
       "subviews":[{"type":"StackView","id":"st","axis":"vertical","distribution":"\#(distribution)",
       "subviews":[\#(views.joined(separator: ","))]}]}
      """#
    return try ReplayRunner(data: Self.script(root: root))
  }

  @Test func settingAStacksArrangementToTheValuesItHasRebuildsNothing() throws {
    // Each set rebuilt the arrangement, even to the same value (3,000 views, fill set to fill: 19 s).
    let runner = try Self.unpinnedStack(300, "fillEqually")
    let solver = runner.scene.window.autoLayout.solver
    let stack = try #require(runner.scene.views["st"] as? StackView)
    let before = solver.cellOperations
    stack.distribution = .fillEqually
    stack.axis = .vertical
    stack.alignment = .fill
    stack.isLayoutMarginsRelativeArrangement = false
    runner.scene.window.layoutIfNeeded()
    #expect(solver.cellOperations == before)
    stack.alignment = .center
    runner.scene.window.layoutIfNeeded()
    #expect(solver.cellOperations > before)
  }

  @Test(arguments: [
    #"{"type":"list","appearance":"grouped","itemHeight":5e-324}"#,
    #"{"type":"compositional","sections":[{"contentInsets":[35,0,0,0],"group":{"size":{"width":"#
      + #"{"fractionalWidth":1},"height":{"absolute":5e-324}},"items":[{"size":{"width":"#
      + #"{"fractionalWidth":1},"height":{"fractionalHeight":1}}}]}}]}"#,
  ])
  func rowsNearTheSmallestDoubleDoNotTrap(layout: String) throws {
    // The first group in view was the visible top over the group's pitch: infinite for a pitch
    // of 5e-324 pt, and converting it to an index trapped (signal 4) while the scene was built.
    let root = #"""
      {"type":"CollectionView","id":"c","frame":[0,0,390,844],"items":1000,"layout":\#(layout)}
      """#
    let runner = try ReplayRunner(data: Self.script(root: root))
    _ = try runner.run()
    let view = try #require(runner.scene.views["c"] as? CollectionView)
    #expect(view.contentSize.height.isFinite && view.contentSize.height >= 35)
    #expect(Int(index: .infinity, upTo: 7) == 7 && Int(index: .nan, upTo: 7) == 0)
    #expect(Int(index: 3.9, upTo: 7) == 3 && Int(index: -1e308, upTo: 7) == 0)
  }

  @Test func aCollectionNodeStopsFetchingOnceItsFetchesAddUpPastTheLimit() throws {
    // Each fetch's insertion costs work in proportion to all the items: from 10 items, 5 a fetch,
    // 40,000 items took 73 s. The item counts after the fetches may add up to a limit (500,000;
    // 1,000 here), after which no fetch begins: 15 + 20 + ... + 100 = 1,035 after 18 fetches.
    let root = #"""
      {"type":"CollectionNode","id":"cn","frame":[0,0,390,844],"items":10,"leadingScreensForBatching":1000,
       "batchFetching":{"batchSize":5,"maxItems":1000000}}
      """#
    let runner = try ReplayRunner(data: Self.script(root: root, until: 2))
    let view = try #require(runner.scene.views["cn"] as? SceneNodeCollectionView)
    #expect(view.list.fetchedItemWorkLimit == 500_000)
    view.list.fetchedItemWorkLimit = 1_000
    let trace = try runner.run()
    #expect(view.list.rowCount == 100)
    #expect(view.list.fetchedItemWork == 1_035)
    #expect(trace.components(separatedBy: "\"completeBatchFetching\"").count - 1 == 18)
  }

  @Test(arguments: [
    ("st", "axis", "\"horizontal\""), ("v0", "isHidden", "true"), ("st", "alignment", "\"center\""),
  ])
  func aStepRebuildingALargeStacksArrangementIsRefusedBeforeTheReplay(
    view: String, property: String, value: String
  ) throws {
    // Taking a fillEqually arrangement of 1,000 views out of the solver took 17-26 s (now a
    // batch: 0.1 s); 3,000 take about 0.4 s and up to 490 MB.
    func script(_ count: Int) -> Data {
      let views = (0..<count).map { #"{"type":"View","id":"v\#($0)","frame":[0,0,10,10]}"# }
      return Data(
        #"""
        {"until":0.5,"scene":{"root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],
         "subviews":[{"type":"StackView","id":"st","distribution":"fillEqually",
         "subviews":[\#(views.joined(separator: ","))]}]}},
         "steps":[{"at":0.2,"set":{"view":"\#(view)","property":"\#(property)","value":\#(value)}}]}
        """#.utf8)
    }
    #expect(ReplayLimits.rearrangedSubviews == 1_000)
    #expect(
      throws: SceneError(
        path: "$.steps[0].set.value",
        "a StackView of more than 1000 arranged subviews cannot change its arrangement (\(property))")
    ) { try ReplayRunner(data: script(1_001)) }
    let runner = try ReplayRunner(data: script(20))
    _ = try runner.run()
  }

  @Test func anEqualSpacingStackIsHeldToOneThousandViews() throws {
    // With room for its views, an equalSpacing stack's gaps were balanced on dense rows: 3,000
    // views took over 60 s and 2.1 GB (session 32's sweep); 1,000 take about 1.5 s in release.
    #expect(ReplayLimits.arrangedSubviews(for: .equalSpacing) == 1_000)
    #expect(throws: SceneError.self) { try Self.unpinnedStack(1_001, "equalSpacing") }
    do {
      _ = try Self.unpinnedStack(1_001, "equalSpacing")
    } catch let error as SceneError {
      #expect(
        error.message == "more than 1000 arranged subviews in a StackView with distribution equalSpacing")
    }
  }
}
