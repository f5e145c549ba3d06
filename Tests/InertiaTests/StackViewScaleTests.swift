import Foundation
import Testing

@testable import Cassowary
@testable import Inertia

/// StackViews whose arranged views overflow them replay in linear work: the solver's pivots plus
/// the cells its row additions read (counted, not timed) for 3,000 views are at most 12 times
/// those for 300, on both axes, for `fill` and `fillEqually` (for `equalSpacing`, 1,000 against
/// 100: its limit since session 32), and the layout is
/// the expected one (the kept sizes of the first views hold, the views after them are squeezed to
/// 0, the last one ends at the stack's end).
@MainActor
@Suite struct StackViewScaleTests {
  /// A StackView pinned to a 390 x 844 root view, `count` views framed 1-23 pt along the axis
  /// and 50 pt across, no spacing (Benchmarks/AutoLayoutProbe/stackview-scene.py's scene).
  static func overflowingStack(_ count: Int, _ distribution: String, vertical: Bool) -> String {
    let views = (0..<count).map { index in
      let length = 1 + index * 7 % 23
      let size = vertical ? "50,\(length)" : "\(length),50"
      return #"{"type":"View","id":"v\#(index)","frame":[0,0,\#(size)]}"#
    }
    return #"""
      {"until":0,"scene":{"window":{"size":[390,844],"scale":3},"root":{"type":"View","id":"root",
      "frame":[0,0,390,844],"subviews":[{"type":"StackView","id":"stack","axis":"\#(vertical ? "vertical" : "horizontal")",
      "distribution":"\#(distribution)","spacing":0,"subviews":[\#(views.joined(separator: ","))]}]},
      "constraints":["stack.top == root.top","stack.bottom == root.bottom","stack.leading == root.leading",
      "stack.trailing == root.trailing"]}}
      """#
  }

  /// The replay of a scene and its solver work (shared with ``StackViewLimitTests``).
  private typealias Replay = StackViewLimitTests.Replay

  private func replay(_ script: String) throws -> Replay { try StackViewLimitTests.replay(script) }

  private func ratio(_ distribution: String, vertical: Bool, count: Int = 3_000) throws -> (Double, Replay) {
    let small = try replay(Self.overflowingStack(count / 10, distribution, vertical: vertical))
    let large = try replay(Self.overflowingStack(count, distribution, vertical: vertical))
    #expect(small.work > 0)
    return (Double(large.work) / Double(max(1, small.work)), large)
  }

  /// Checks a stack of `count` views that overflows: the first views at their kept sizes (1, then
  /// 8) one after another from the start, the last squeezed to 0 at the stack's end, no length
  /// negative, the lengths filling the stack, nearly all of them 0.
  private func expectKeptSizesFirstThenSqueezed(_ large: Replay, vertical: Bool, count: Int = 3_000) {
    let first = along(large.frames["v0"], vertical: vertical)
    #expect(first.start == 0 && first.length == 1)
    let second = along(large.frames["v1"], vertical: vertical)
    #expect(second.start == 1 && second.length == 8)
    let last = along(large.frames["v\(count - 1)"], vertical: vertical)
    #expect(last.start == (vertical ? 844 : 390) && last.length == 0)
    let lengths = (0..<count).map { along(large.frames["v\($0)"], vertical: vertical).length }
    #expect(lengths.allSatisfy { $0 >= 0 })
    #expect(abs(lengths.reduce(0, +) - (vertical ? 844 : 390)) < 0.5)
    #expect(lengths.filter { $0 == 0 }.count > count - 100)
  }

  /// The main-axis start and length of a frame.
  private func along(_ frame: CGRect?, vertical: Bool) -> (start: Double, length: Double) {
    guard let frame else { return (.nan, .nan) }
    return vertical ? (frame.minY, frame.height) : (frame.minX, frame.width)
  }

  @Test(arguments: [true, false])
  func anOverflowingFillStackOfThreeThousandViewsReplaysInLinearWork(vertical: Bool) throws {
    let (ratio, large) = try ratio("fill", vertical: vertical)
    #expect(ratio < 12, "3,000 views took \(ratio)x the work of 300")
    // 844 (390) pt hold the first views at their kept sizes; the rest are squeezed to 0.
    expectKeptSizesFirstThenSqueezed(large, vertical: vertical)
  }

  @Test(arguments: [true, false])
  func anOverflowingFillEquallyStackOfThreeThousandViewsReplaysInLinearWork(vertical: Bool) throws {
    let (ratio, large) = try ratio("fillEqually", vertical: vertical)
    #expect(ratio < 12, "3,000 views took \(ratio)x the work of 300")
    // The kept sizes break: every view is 844 / 3,000 (390 / 3,000) long, one after another.
    let share = (vertical ? 844.0 : 390.0) / 3_000
    let lengths = (0..<3_000).map { along(large.frames["v\($0)"], vertical: vertical).length }
    #expect(lengths.allSatisfy { abs($0 - share) < 0.001 })
    let last = along(large.frames["v2999"], vertical: vertical)
    #expect(abs(last.start + last.length - (vertical ? 844 : 390)) < 0.01)
  }

  @Test(arguments: [true, false])
  func anOverflowingEqualSpacingStackAtItsLimitReplaysInLinearWork(vertical: Bool) throws {
    // 1,000 views, equalSpacing's limit since session 32.
    let (ratio, large) = try ratio("equalSpacing", vertical: vertical, count: 1_000)
    #expect(ratio < 12, "1,000 views took \(ratio)x the work of 100")
    // The gaps shrink to 0; as in `fill`, the first views keep their kept sizes, one after
    // another, and the rest are squeezed to 0 at the stack's end.
    expectKeptSizesFirstThenSqueezed(large, vertical: vertical, count: 1_000)
    let third = along(large.frames["v2"], vertical: vertical)
    #expect(third.start == 9 && third.length == 15)
  }
}
