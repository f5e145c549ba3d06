import Foundation
import Testing

@testable import Cassowary
@testable import Inertia

/// The StackViews docs/limits.md lets through, on the shapes that cost the most per view
/// (BENCHMARKS.md, sessions 20 and 21): a `fill` or `equalSpacing` stack at its limit (3,000 and
/// 1,000) nested in
/// another stack that cannot hold it (its spacing needs 5,998 pt of 390, so the outer stack's
/// alignment is refused) costs far less than the square of the views' ratio (the solver's pivots
/// plus the cells its row additions read, counted, not timed) against 300, and `equalCentering` and `fillProportionally` stacks at their
/// limits stay within a fixed budget of that work; every arranged view keeps a length >= 0
/// inside its stack.
@MainActor
@Suite struct StackViewLimitTests {
  /// Benchmarks/AutoLayoutProbe/stackview-scene.py's scene: a stack of `count` views framed
  /// 1-23 pt along `axis`, with `spacing` and `alignment`, pinned to a 390 x 844 root view, or with
  /// `nested` the first arranged view of a vertical `fill` stack (spacing 2) beside an
  /// `equalCentering` stack of 25 views (views then 10-49 pt across).
  static func scene(
    _ count: Int, _ distribution: StackView.Distribution, vertical: Bool, spacing: Int = 0,
    alignment: StackView.Alignment = .fill, nested: Bool = false
  ) -> String {
    func views(_ prefix: String, _ number: Int, vertical: Bool) -> String {
      (0..<number).map { index in
        let length = 1 + index * 7 % 23
        let across = nested ? 10 + index * 13 % 40 : 50
        let size = vertical ? "\(across),\(length)" : "\(length),\(across)"
        return #"{"type":"View","id":"\#(prefix)\#(index)","frame":[0,0,\#(size)]}"#
      }.joined(separator: ",")
    }
    let stack = #"""
      {"type":"StackView","id":"stack","axis":"\#(vertical ? "vertical" : "horizontal")",
      "distribution":"\#(distribution.rawValue)","spacing":\#(spacing),"alignment":"\#(alignment.rawValue)",
      "subviews":[\#(views("v", count, vertical: vertical))]}
      """#
    let pinned =
      nested
      ? #"""
      {"type":"StackView","id":"outer","axis":"vertical","distribution":"fill","spacing":2,"subviews":[
      \#(stack),{"type":"StackView","id":"centers","axis":"\#(vertical ? "horizontal" : "vertical")",
      "distribution":"equalCentering","spacing":2,"alignment":"center",
      "subviews":[\#(views("c", 25, vertical: !vertical))]}]}
      """# : stack
    let id = nested ? "outer" : "stack"
    return #"""
      {"until":0,"scene":{"window":{"size":[390,844],"scale":3},"root":{"type":"View","id":"root",
      "frame":[0,0,390,844],"subviews":[\#(pinned)]},"constraints":["\#(id).top == root.top",
      "\#(id).bottom == root.bottom","\#(id).leading == root.leading","\#(id).trailing == root.trailing"]}}
      """#
  }

  struct Replay {
    let frames: [String: CGRect]
    let work: Int
  }

  static func replay(_ script: String) throws -> Replay {
    let runner = try ReplayRunner(data: Data(script.utf8))
    _ = try runner.run()
    let solver = runner.scene.window.autoLayout.solver
    var frames: [String: CGRect] = [:]
    for (id, view) in runner.scene.views { frames[id] = view.frame }
    return Replay(frames: frames, work: solver.pivotCount + solver.cellWork)
  }

  /// The work of the stack at `large` views over that at `large / 10`, and the large replay.
  static func ratio(_ large: Int, _ make: (Int) -> String) throws -> (Double, Replay) {
    let small = try replay(make(large / 10))
    let big = try replay(make(large))
    #expect(small.work > 0)
    return (Double(big.work) / Double(max(1, small.work)), big)
  }

  /// The main-axis start and length of a frame.
  static func along(_ frame: CGRect?, vertical: Bool) -> (start: Double, length: Double) {
    guard let frame else { return (.nan, .nan) }
    return vertical ? (frame.minY, frame.height) : (frame.minX, frame.width)
  }

  /// Every arranged view `v0`... of `count` has a length >= 0 and lies inside the stack (to 1e-6).
  static func expectInsideStack(_ replay: Replay, count: Int, vertical: Bool) {
    let stack = along(replay.frames["stack"], vertical: vertical)
    #expect(stack.length >= 0)
    for index in 0..<count {
      let view = along(replay.frames["v\(index)"], vertical: vertical)
      #expect(view.length >= -1e-6, "v\(index)")
      #expect(view.start >= -1e-6 && view.start + view.length <= stack.length + 1e-6, "v\(index)")
    }
  }

  @Test(arguments: [StackView.Distribution.fill, .equalSpacing])
  func aNestedStackAtItsLimitCostsFarLessThanTheSquareOfTheViewsRatio(
    distribution: StackView.Distribution
  ) throws {
    // Horizontal, spacing 2, centred, inside a vertical stack beside an equalCentering stack of
    // 25: the outer stack's `stack.trailing == outer.trailing` cannot hold and is refused. Since
    // session 21 it is refused before any pivot (the floors' rows cancel the kept sizes' errors in
    // its row and leave 2 x 2,999 - 390 > 0); in session 20 the dual simplex squeezed one view per
    // pivot first, 81x the work of 300 views for `fill`.
    let limit = ReplayLimits.arrangedSubviews(for: distribution)
    let (ratio, large) = try Self.ratio(limit) {
      Self.scene($0, distribution, vertical: false, spacing: 2, alignment: .center, nested: true)
    }
    #expect(ratio < 30, "\(limit) views took \(ratio)x the work of \(limit / 10)")
    Self.expectInsideStack(large, count: limit, vertical: false)
  }

  @Test(arguments: [StackView.Distribution.fill, .equalSpacing])
  func aNestedStackWithoutSpacingIsSqueezedOnShortRows(distribution: StackView.Distribution) throws {
    // Spacing 0: the outer stack's `stack.trailing == outer.trailing` holds by squeezing views to 0,
    // so nothing is refused, and the dual simplex passes each view's floor on the floor's own short
    // row (Solver+Breakpoints.swift). In session 21 it squeezed one view per dual pivot on rows as
    // long as the stack (2,969 pivots and 59 M cells at 3,000 views).
    let limit = ReplayLimits.arrangedSubviews(for: distribution)
    let (ratio, large) = try Self.ratio(limit) {
      Self.scene($0, distribution, vertical: false, spacing: 0, alignment: .center, nested: true)
    }
    #expect(ratio < 30, "\(limit) views took \(ratio)x the work of \(limit / 10)")
    Self.expectInsideStack(large, count: limit, vertical: false)
    let lengths = (0..<limit).map { Self.along(large.frames["v\($0)"], vertical: false).length }
    // Squeezed to the outer stack's 390 pt: the first views to 0, the last keep their kept sizes
    // (view i's is 1 + 7i mod 23: 18 and 11 at 2,999 and 2,998; 2 and 18 at 999 and 998).
    #expect(abs(lengths.reduce(0, +) - 390) < 1e-6)
    #expect(lengths[0] == 0 && lengths[limit - 34] == 0)
    let kept = { (index: Int) in Double(1 + index * 7 % 23) }
    #expect(lengths[limit - 1] == kept(limit - 1) && lengths[limit - 2] == kept(limit - 2))
  }

  @Test(arguments: [StackView.Distribution.equalCentering, .fillProportionally])
  func aStackAtItsLimitStaysWithinItsWorkBudget(distribution: StackView.Distribution) throws {
    // The shapes that set the limits: equalCentering pinned (vertical, spacing 2, centred) and
    // fillProportionally nested (horizontal): 60 M and 69 M cells and pivots traced in session 20.
    let limit = ReplayLimits.arrangedSubviews(for: distribution)
    let nested = distribution == .fillProportionally
    let replay = try Self.replay(
      Self.scene(limit, distribution, vertical: !nested, spacing: 2, alignment: .center, nested: nested))
    #expect(replay.work < 200_000_000, "\(replay.work) pivots and cells")
    Self.expectInsideStack(replay, count: limit, vertical: !nested)
  }
}
