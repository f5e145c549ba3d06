import InertiaTexture
import Testing

/// ASTableNode through the window and the gesture synthesizer: rows sized by their cells' specs,
/// batch fetching at the leading-screens distance, interface states in Texture's order.
@MainActor
@Suite struct ASTableNodeTests {
  @Test func rowsAreSizedByTheirCellsSpecsAtTheTablesWidth() {
    let scene = ListScene()
    let rows = BoxRows(boxHeights: [40, 60, 100])
    let table = ASTableNode()
    table.dataSource = rows
    table.delegate = rows
    scene.host(table)
    #expect(table.numberOfRows(inSection: 0) == 3)
    // Each row is its node and the separator's pixel (the node fills the cell's content view).
    let pixel = Separator.third
    #expect(rowsStack(table, nodeHeights: [56, 76, 116], pixel: pixel))
    let node = table.nodeForRow(at: IndexPath(row: 1, section: 0)) as? BoxCellNode
    #expect(node.map { near($0.frame, CGRect(x: 0, y: 0, width: 390, height: 76)) } == true)
    // The inset's minimum width reaches the box: 390 - 32 wide, its preferred 60 tall.
    #expect(node?.box.frame == CGRect(x: 16, y: 8, width: 358, height: 60))
    #expect(
      (node?.view.superview?.superview?.frame).map {
        near($0, CGRect(x: 0, y: 56 + pixel, width: 390, height: 76 + pixel))
      } == true)
    #expect(table.visibleNodes.count == 3)
    #expect(node.map { table.indexPath(for: $0) } == IndexPath(row: 1, section: 0))
  }

  /// As Texture's ASTableView: a row is its node's height and the separator's pixel, which UIKit's
  /// cell keeps below the content view the node fills; a table drawing no separators adds none.
  @Test func aRowIsItsNodeAndTheSeparatorsPixelUnlessTheTableDrawsNoSeparators() throws {
    let scene = ListScene()
    let rows = BoxRows(boxHeights: [40, 60])
    let table = ASTableNode()
    table.dataSource = rows
    table.delegate = rows
    scene.host(table)
    let node = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? BoxCellNode)
    let cell = try #require(node.view.superview?.superview)
    #expect(near(cell.frame.height, 56 + Separator.third))
    #expect(near(node.frame.height, 56))
    let plain = ListScene()
    let bare = ASTableNode()
    bare.view.separatorStyle = .none
    bare.dataSource = rows
    bare.delegate = rows
    plain.host(bare)
    #expect(bare.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 56, width: 390, height: 76))
    #expect(bare.view.contentSize.height == 132)
    let bareNode = try #require(bare.nodeForRow(at: IndexPath(row: 1, section: 0)))
    #expect(bareNode.frame == CGRect(x: 0, y: 0, width: 390, height: 76))
  }

  @Test func theDelegatesSizeRangeKeepsTheTablesWidth() {
    let scene = ListScene()
    let rows = BoxRows(boxHeights: [40, 120])
    rows.minimumRowHeight = 100
    let table = ASTableNode()
    table.dataSource = rows
    table.delegate = rows
    scene.host(table)
    // 40 + 16 grows to the minimum 100; 120 + 16 is above it (each row a separator's pixel more).
    #expect(
      near(
        table.rectForRow(at: IndexPath(row: 0, section: 0)),
        CGRect(x: 0, y: 0, width: 390, height: 100 + Separator.third)))
    #expect(near(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 136 + Separator.third))
  }

  @Test func batchFetchingBeginsAtTheLeadingScreensDistanceAndWaitsForCompletion() {
    let scene = ListScene()
    // 50 rows of 100 pt: 5000 pt of content in an 844 pt view; two screens lead the end, so a
    // fetch begins once the offset reaches 5000 - 844 - 2 * 844 = 2468.
    let rows = BoxRows(boxHeights: Array(repeating: 84, count: 50))
    let table = ASTableNode()
    table.dataSource = rows
    table.delegate = rows
    #expect(table.leadingScreensForBatching == 2)
    scene.host(table)
    #expect(rows.fetchOffsets.isEmpty)
    var offsets: [CGFloat] = []
    while rows.fetchOffsets.isEmpty && offsets.count < 10 {
      scene.dragUp(450)
      offsets.append(table.contentOffset.y)
    }
    #expect(rows.fetchOffsets.count == 1)
    let fetchedAt = rows.fetchOffsets.first ?? 0
    #expect(fetchedAt >= 2468)
    // The drag before ended short of the distance.
    #expect(offsets.count >= 2 && offsets[offsets.count - 2] < 2468)
    // Not again while the fetch is in flight.
    scene.dragUp(450)
    #expect(rows.fetchOffsets.count == 1)
    #expect(rows.context?.isFetching == true)
    // Completing it lets the next scroll near the end fetch again; the fetch inserts 20 rows.
    var inserted = false
    rows.onFetch = { table, context in
      let start = rows.boxHeights.count
      rows.boxHeights += Array(repeating: 84, count: 20)
      table.performBatch(
        animated: false,
        updates: {
          table.insertRows(at: (start..<start + 20).map { IndexPath(row: $0, section: 0) }, with: .none)
        },
        completion: { finished in
          inserted = finished
          context.completeBatchFetching(true)
        })
    }
    rows.context?.completeBatchFetching(true)
    scene.dragUp(200)
    #expect(rows.fetchOffsets.count == 2)
    scene.clock.advance(by: 0.5)
    #expect(inserted)
    #expect(table.numberOfRows(inSection: 0) == 70)
    #expect(near(table.view.contentSize.height, 70 * (100 + Separator.third)))
    #expect(table.nodeForRow(at: IndexPath(row: 69, section: 0))?.indexPath == IndexPath(row: 69, section: 0))
  }

  @Test func interfaceStatesFollowTexturesOrderWhileScrolling() {
    let scene = ListScene()
    let rows = BoxRows(boxHeights: Array(repeating: 84, count: 60))
    let table = ASTableNode()
    table.dataSource = rows
    table.delegate = rows
    scene.host(table)
    // First update, minimum ranges leaning down: rows 0-8 visible (0-844), display reaches
    // 844 + 0.25 screens (rows 9-10), preload 844 + 0.5 screens (rows 11-12).
    var expected: [String] = []
    for row in 0...8 { expected += ["row\(row)+preload", "row\(row)+display", "row\(row)+visible"] }
    for row in 9...10 { expected += ["row\(row)+preload", "row\(row)+display"] }
    for row in 11...12 { expected += ["row\(row)+preload"] }
    #expect(rows.log.events == expected)
    rows.log.events.removeAll()
    // Dragging switches to the full ranges: display one screen ahead, preload 2.5 screens.
    scene.dragUp(60)
    #expect(rows.log.events(of: "row13") == ["+preload", "+display"])
    #expect(rows.log.events(of: "row0").isEmpty)
    // A long fling takes row 0 out of each range in turn, and brings row 30 through each.
    scene.gestures.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -4000), distance: 300)
    scene.clock.advance(by: 5)
    #expect(rows.log.events(of: "row0") == ["-visible", "-display", "-preload"])
    #expect(table.contentOffset.y > 1400)
    let visible = table.indexPathsForVisibleRows().map(\.row)
    let first = visible.first ?? 0
    #expect(rows.log.events(of: "row\(first + 2)").suffix(3) == ["+preload", "+display", "+visible"])
    #expect(table.visibleNodes.allSatisfy { $0.isVisible && $0.isInDisplayState && $0.isInPreloadState })
    #expect(table.nodeForRow(at: IndexPath(row: 0, section: 0))?.interfaceState == .measureLayout)
    // The cell's subnodes share its state.
    let node = table.nodeForRow(at: IndexPath(row: first, section: 0)) as? BoxCellNode
    #expect(node?.box.interfaceState == [.measureLayout, .preload, .display, .visible])
  }

  @Test func rangeTuningParametersHaveTexturesDefaultsAndCanBeSet() {
    let table = ASTableNode()
    #expect(
      table.tuningParameters(for: .display)
        == ASRangeTuningParameters(leadingBufferScreenfuls: 1, trailingBufferScreenfuls: 0.5))
    #expect(
      table.tuningParameters(for: .preload)
        == ASRangeTuningParameters(leadingBufferScreenfuls: 2.5, trailingBufferScreenfuls: 1.5))
    #expect(
      table.tuningParameters(for: .minimum, rangeType: .preload)
        == ASRangeTuningParameters(leadingBufferScreenfuls: 0.5, trailingBufferScreenfuls: 0.25))
    let scene = ListScene()
    let rows = BoxRows(boxHeights: Array(repeating: 84, count: 30))
    table.setTuningParameters(ASRangeTuningParametersZero, for: .minimum, rangeType: .display)
    table.setTuningParameters(ASRangeTuningParametersZero, for: .minimum, rangeType: .preload)
    table.dataSource = rows
    table.delegate = rows
    scene.host(table)
    // Zero ranges: only the visible rows 0-8 enter any state.
    #expect(rows.log.events.count == 27)
    #expect(rows.log.events.last == "row8+visible")
    // Bad values clamp to zero.
    #expect(ASRangeTuningParameters(leadingBufferScreenfuls: .nan, trailingBufferScreenfuls: -3) == .zero)
  }

  @Test func tappingARowSelectsItsNode() {
    let scene = ListScene()
    let rows = BoxRows(boxHeights: [84, 84, 84])
    let table = ASTableNode()
    table.dataSource = rows
    table.delegate = rows
    scene.host(table)
    scene.gestures.tap(at: CGPoint(x: 100, y: 150))
    scene.clock.advance(by: 0.5)
    #expect(rows.selected == [IndexPath(row: 1, section: 0)])
    #expect(table.nodeForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
  }

  @Test func deletingAndReloadingRowsMakesTheirNodesAgain() {
    let scene = ListScene()
    let rows = BoxRows(boxHeights: [40, 60, 80])
    let table = ASTableNode()
    table.dataSource = rows
    table.delegate = rows
    scene.host(table)
    let last = table.nodeForRow(at: IndexPath(row: 2, section: 0))
    rows.boxHeights = [60, 120]
    var done = false
    table.performBatch(
      animated: false,
      updates: {
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
      }, completion: { done = $0 })
    scene.clock.advance(by: 0.5)
    #expect(done)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(
      near(
        table.rectForRow(at: IndexPath(row: 1, section: 0)),
        CGRect(x: 0, y: 76 + Separator.third, width: 390, height: 136 + Separator.third)))
    #expect(table.nodeForRow(at: IndexPath(row: 1, section: 0)) !== last)
    #expect(last?.indexPath == nil && last.flatMap { table.indexPath(for: $0) } == nil)
  }
}
