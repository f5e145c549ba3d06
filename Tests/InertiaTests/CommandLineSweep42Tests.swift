import Foundation
import Testing

@testable import Inertia

/// Session 42's hostile-input sweep of list scenes: compositional groups of tiny items hold one
/// item per slot, sections sharing a layout entry share its template, orthogonal rows on screen
/// are bounded, and a table maps its rows through a batch update in sorted passes. Each test fails
/// without its fix.
@MainActor
@Suite struct CommandLineSweep42Tests {
  /// A collection view of `sections` sections of `items` items each, with `layout`.
  static func collection(sections: Int, items: Int, layout: String) -> String {
    let list = Array(repeating: #"{"items":\#(items)}"#, count: sections).joined(separator: ",")
    return
      #"{"type":"CollectionView","id":"c","frame":[0,0,390,844],"sections":[\#(list)],"layout":\#(layout)}"#
  }

  static let fling = #"{"at":0.1,"fling":{"from":[200,700],"velocity":[0,-5000],"distance":100}}"#

  @Test func aGroupOfOneTinyItemHoldsOneItem() {
    // The slack for rounding was a fixed 1e-6 pt, so a 1e-300 pt group held 10,000 items of
    // 1e-300 pt (a list of such rows: every section's template 10,000 frames).
    let tiny = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1e-300))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: tiny, subitems: [CollectionLayoutItem(layoutSize: tiny)])
    let frames = group.template(in: CGSize(width: 390, height: 844)).frames
    #expect(frames == [CGRect(x: 0, y: 0, width: 390, height: 1e-300)])
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    configuration.itemHeight = 1e-300
    let list = CollectionLayoutSection.list(using: configuration)
    #expect(list.group.template(in: CGSize(width: 390, height: 844)).frames.count == 1)
    // Items of a third of the group still fit three to a group despite rounding.
    let third = CollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .absolute(10))
    let row = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(widthDimension: .absolute(0.3), heightDimension: .absolute(10)),
      subitems: [CollectionLayoutItem(layoutSize: third)])
    #expect(row.template(in: CGSize(width: 390, height: 844)).frames.count == 3)
  }

  @Test func tenThousandSectionsOfTinyListRowsReplay() throws {
    // 1,000 sections of ten 1e-300 pt rows took 10 s and 350 MB in a release build, 10,000 over a
    // minute and 3 GB: every section worked out a template of 10,000 frames at every preparation.
    let root = Self.collection(
      sections: 10_000, items: 10,
      layout: #"{"type":"list","headerMode":"supplementary","itemHeight":1e-300}"#)
    var runner: ReplayRunner?
    let time = try SweepFindingTests.seconds {
      runner = try ReplayRunner(data: CommandLineSweep41Tests.script(root: root, steps: Self.fling))
      _ = try runner?.run()
    }
    #expect(time < 20, "\(time) s")
    let collection = try #require(runner?.scene.views["c"] as? CollectionView)
    let layout = try #require(collection.collectionViewLayout as? CollectionViewCompositionalLayout)
    #expect(layout.sections.count == 10_000)
    #expect(layout.sections.allSatisfy { $0.template.count == 1 })
    // Each section: a 28 pt header and ten rows of 1e-300 pt (lost in the sum).
    #expect(abs(collection.contentSize.height - 280_000) < 1)
  }

  @Test func sectionsPastTheListShareTheTemplateOfItsLastEntry() throws {
    // A group of 10,000 items of 0.01 pt: the same 10,000 frames for each of 2,000 data sections.
    let layout = #"""
      {"type":"compositional","sections":[{"group":{"direction":"vertical",
       "size":{"width":{"fractionalWidth":1},"height":{"absolute":100}},
       "items":[{"size":{"width":{"fractionalWidth":1},"height":{"absolute":0.01}}}]}}]}
      """#
    let root = Self.collection(sections: 2_000, items: 3, layout: layout)
    let runner = try ReplayRunner(data: CommandLineSweep41Tests.script(root: root, steps: Self.fling))
    _ = try runner.run()
    let collection = try #require(runner.scene.views["c"] as? CollectionView)
    let compositional = try #require(collection.collectionViewLayout as? CollectionViewCompositionalLayout)
    let first = try #require(compositional.sections.first)
    let last = try #require(compositional.sections.last)
    #expect(first.template.count == CollectionLayoutGroup.maximumPlacedItems)
    let storage = { (section: CompositionalSection) in
      section.template.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }
    #expect(storage(first) == storage(last))
  }

  @Test func tenThousandSectionsOfTenThousandSlotsReplay() throws {
    // The CLI fuzzer's seed 4243: each section looked through its group's 10,000 slots for
    // supplementary items, 10,000 sections at every preparation (13.4 s in a release build, now
    // 0.9 s): the slots' items are worked out with the shared template.
    let layout = #"""
      {"type":"compositional","sections":[{"group":{"direction":"vertical",
       "size":{"width":{"fractionalWidth":0.5},"height":{"absolute":1}},
       "items":[{"size":{"width":{"fractionalWidth":1},"height":{"absolute":1e-9}}}]},
       "orthogonalScrollingBehavior":"groupPagingCentered"}]}
      """#
    let root = Self.collection(sections: 10_000, items: 10, layout: layout)
    let steps = #"{"at":0.39,"fling":{"from":[44.49,755.07],"velocity":[-1664.5,3772.26],"distance":225.99}}"#
    var runner: ReplayRunner?
    let time = try SweepFindingTests.seconds {
      runner = try ReplayRunner(data: CommandLineSweep41Tests.script(root: root, steps: steps, until: 2))
      _ = try runner?.run()
    }
    #expect(time < 30, "\(time) s")
    let collection = try #require(runner?.scene.views["c"] as? CollectionView)
    let compositional = try #require(collection.collectionViewLayout as? CollectionViewCompositionalLayout)
    #expect(compositional.sections.allSatisfy { $0.slotSupplementaries.isEmpty })
    #expect(compositional.sections.first?.template.count == CollectionLayoutGroup.maximumPlacedItems)
    #expect(collection.contentSize.height == 10_000)
  }

  @Test func atMostOneThousandTwentyFourOrthogonalRowsAreOnScreen() throws {
    // 100,000 orthogonal sections of 1e-300 pt were all on screen: a scroll view each, an entry
    // each in every frame line (13 s, 770 MB and a 67 MB trace in a release build).
    let layout = #"""
      {"type":"compositional","sections":[{"group":{"size":{"width":{"fractionalWidth":1},
       "height":{"absolute":1e-300}},"items":[{"size":{"width":{"fractionalWidth":1},
       "height":{"fractionalHeight":1}}}]},"orthogonalScrollingBehavior":"groupPaging"}]}
      """#
    let root = Self.collection(sections: 5_000, items: 2, layout: layout)
    let runner = try ReplayRunner(data: CommandLineSweep41Tests.script(root: root, steps: Self.fling))
    var lines = 0
    var longest = 0
    try runner.run { line in
      lines += 1
      longest = max(longest, line.utf8.count)
    }
    let collection = try #require(runner.scene.views["c"] as? CollectionView)
    #expect(collection.orthogonalRows.count == CollectionViewCompositionalLayout.maximumOrthogonalRows)
    #expect(collection.orthogonalRows.keys.sorted() == Array(0..<1024))
    #expect(longest < 400_000, "\(longest) bytes")
  }

  /// The old rows' new places as the batch's rules define them, one row at a time.
  static func referencePath(_ batch: TableUpdateBatch, _ path: IndexPath) -> IndexPath? {
    if batch.deletedRows.contains(path) { return nil }
    if let move = batch.movedRows.first(where: { $0.from == path }) { return move.to }
    if batch.deletedSections.contains(path.section) { return nil }
    var section = path.section
    if let move = batch.movedSections.first(where: { $0.from == path.section }) {
      section = move.to
    } else {
      section -= batch.deletedSections.count(in: 0..<path.section)
      section -= batch.movedSections.filter { $0.from < path.section }.count
      for arrival in (Array(batch.insertedSections) + batch.movedSections.map(\.to)).sorted()
      where arrival <= section { section += 1 }
    }
    var row = path.row - batch.deletedRows.filter { $0.section == path.section && $0.row < path.row }.count
    row -= batch.movedRows.filter { $0.from.section == path.section && $0.from.row < path.row }.count
    let arrivals =
      batch.insertedRows.filter { $0.section == section }.map(\.row)
      + batch.movedRows.filter { $0.to.section == section }.map(\.to.row)
    for arrival in arrivals.sorted() where arrival <= row { row += 1 }
    return IndexPath(row: row, section: section)
  }

  @Test func aBatchMapsRowsAsItsRulesDefine() {
    var generator = SplitMix(seed: 4242)
    func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
    for trial in 0..<300 {
      var batch = TableUpdateBatch()
      for _ in 0..<next(3) { batch.deletedSections.insert(next(6)) }
      for _ in 0..<next(3) { batch.insertedSections.insert(next(6)) }
      for _ in 0..<next(2) { batch.movedSections.append((next(6), next(6))) }
      for _ in 0..<next(12) { batch.deletedRows.insert(IndexPath(row: next(20), section: next(6))) }
      for _ in 0..<next(12) { batch.insertedRows.insert(IndexPath(row: next(20), section: next(6))) }
      for _ in 0..<next(3) {
        batch.movedRows.append(
          (IndexPath(row: next(20), section: next(6)), IndexPath(row: next(20), section: next(6))))
      }
      let mapping = TableUpdateMapping(batch)
      for section in 0..<6 {
        for row in 0..<20 {
          let path = IndexPath(row: row, section: section)
          #expect(mapping.newIndexPath(path) == Self.referencePath(batch, path), "trial \(trial) \(path)")
        }
      }
    }
  }

  @Test func aTableNodeFetchingTenThousandRowsABatchFillsAThousandScreens() throws {
    // Each fetch's insertion mapped every visible row (844 rows of 1 pt) through all 10,000 new
    // rows, filtered and sorted again for each: 28 s in a release build to reach 850,010 rows.
    let root = #"""
      {"type":"TableNode","id":"t","frame":[0,0,390,844],"rows":10,
       "tuningParameters":{"display":[1000,1000],"preload":[1000,1000]},
       "batchFetching":{"batchSize":10000,"maxItems":1000000,"delay":0},"leadingScreensForBatching":1000,
       "cell":{"node":{"id":"n","style":{"height":1}}}}
      """#
    var runner: ReplayRunner?
    let time = try SweepFindingTests.seconds {
      runner = try ReplayRunner(data: CommandLineSweep41Tests.script(root: root, steps: Self.fling, until: 2))
      _ = try runner?.run()
    }
    #expect(time < 30, "\(time) s")
    let table = try #require(runner?.scene.views["t"] as? TableView)
    // Fetches go on while the rows below the screen are within 1,000 screens (844,000 pt).
    #expect(table.numberOfRows(inSection: 0) == 850_010)
  }

  @Test func aCollectionNodeFetchingAtTheEndMapsNoItems() throws {
    // Each fetch's insertion at the end mapped every item of the section to its new index path
    // (a dictionary of all of them): fetches of 10,000 up to the budget, then 5,000,000 items,
    // took 6.6 s in a release build (1.9 s without the map). Fetches of 100 items of 1 x 1 pt
    // still took 8.2 s to that budget, now 500,000.
    let root = #"""
      {"type":"CollectionNode","id":"c","frame":[0,0,390,844],"items":10,
       "tuningParameters":{"display":[1000,1000],"preload":[1000,1000]},
       "batchFetching":{"batchSize":10000,"maxItems":1000000,"delay":0},"leadingScreensForBatching":1000,
       "layout":{"minimumLineSpacing":0,"minimumInteritemSpacing":0},
       "cell":{"node":{"id":"n","style":{"height":1,"width":1}}}}
      """#
    let runner = try ReplayRunner(
      data: CommandLineSweep41Tests.script(root: root, steps: Self.fling, until: 2))
    _ = try runner.run()
    let collection = try #require(runner.scene.views["c"] as? CollectionView)
    // No fetch begins once the counts after the fetches add up past 500,000 (10 + 10,000 k for
    // k = 1...9 is 450,090; the fetch begun then completes).
    #expect(SceneNodeList.fetchedItemWorkLimit == 500_000)
    #expect(collection.numberOfItems(inSection: 0) == 100_010)
    var map = CollectionViewUpdateMap()
    map.insertedItems = [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)]
    #expect(map.onlyAppends(newSection: 0, oldSection: 0, oldCount: 3, newCount: 5))
    #expect(!map.onlyAppends(newSection: 0, oldSection: 0, oldCount: 4, newCount: 6))
    map.deletedItems = [IndexPath(item: 0, section: 0)]
    #expect(!map.onlyAppends(newSection: 0, oldSection: 0, oldCount: 3, newCount: 4))
  }

  /// A scroll node counting the specs it is asked for (one per measurement of its content).
  final class CountingScrollNode: ScrollNode {
    var specs = 0
    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec? {
      specs += 1
      return super.layoutSpecThatFits(constrainedSize)
    }
  }

  @Test func scrollingAScrollNodeDoesNotMeasureItsSpecAgain() {
    // Every offset change lays a scroll view out again, and the node measured its whole spec each
    // time: a fling over 190,000 nodes took 28 s in a release build (2.4 s now).
    let node = CountingScrollNode(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    node.scrollableDirections = .vertical
    node.automaticallyManagesContentSize = true
    var style = LayoutElementStyle()
    style.height = .points(10)
    node.layoutSpec = .stack(
      .vertical(children: (0..<200).map { LayoutSpec.node(id: "n\($0)", style: style) }))
    node.layoutIfNeeded()
    let measured = node.specs
    #expect(measured > 0)
    #expect(node.contentSize == CGSize(width: 390, height: 2_000))
    for y in stride(from: 10.0, through: 500, by: 10) {
      node.contentOffset = CGPoint(x: 0, y: y)
      node.layoutIfNeeded()
    }
    #expect(node.specs == measured)
    #expect(node.contentOffset == CGPoint(x: 0, y: 500))
    // Any other request for layout measures again, as does a new size.
    node.setNeedsLayout()
    node.layoutIfNeeded()
    #expect(node.specs == 2 * measured)
    node.frame = CGRect(x: 0, y: 0, width: 200, height: 844)
    node.layoutIfNeeded()
    #expect(node.specs == 3 * measured)
    #expect(node.contentSize == CGSize(width: 200, height: 2_000))
  }

  @Test func aSceneOfMoreThanFiftyThousandLayoutNodesIsRefused() {
    // A scroll node's spec nodes were not counted as views: a million of them (24 MB of JSON)
    // replayed in 37 s and 3.3 GB.
    func root(_ count: Int) -> String {
      let nodes = (0..<count).map { #"{"node":{"id":"\#(String($0, radix: 16))"}}"# }.joined(separator: ",")
      return #"""
        {"type":"ScrollNode","id":"sn","frame":[0,0,390,844],"automaticallyManagesContentSize":true,
         "layout":{"stack":{"direction":"vertical","children":[\#(nodes)]}}}
        """#
    }
    #expect(
      throws: SceneError(
        path: "$.scene.root.layout.stack.children[50000].node.id",
        "more than 50000 layout nodes in the scene")
    ) { try ReplayRunner(data: CommandLineSweep41Tests.script(root: root(50_001))) }
    #expect((try? ReplayRunner(data: CommandLineSweep41Tests.script(root: root(1_000)))) != nil)
  }

  @Test func aScriptOfMoreThanEightMillionJSONValuesIsRefused() {
    // Unknown keys are allowed: 21 million `{}` under one (60 MB) took 894 MB to read.
    // Six values around the list: the script, until, the scene, the root, its type, the list.
    let values = Array(repeating: "0", count: ReplayLimits.jsonValues - 6).joined(separator: ",")
    let fits = #"{"until":0,"scene":{"root":{"type":"View"}},"junk":[\#(values)]}"#
    #expect((try? JSONValue.parse(Data(fits.utf8))) != nil)
    let over = #"{"until":0,"scene":{"root":{"type":"View"}},"junk":[\#(values),0]}"#
    let column = over.utf8.count - 2
    #expect(throws: JSONSyntaxError(line: 1, column: column, reason: "more than 8000000 values")) {
      try JSONValue.parse(Data(over.utf8))
    }
    #expect(
      throws: SceneError(path: "$", "not valid JSON: line 1, column \(column): more than 8000000 values")
    ) { try ReplayRunner(data: Data(over.utf8)) }
  }
}
