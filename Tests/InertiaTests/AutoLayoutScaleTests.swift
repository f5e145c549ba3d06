import Foundation
import Testing

@testable import Cassowary
@testable import Inertia

/// Replays of large constraint scenes grow linearly: the solver's work (pivots and cells read,
/// counted, not timed) for the 3,000-view scene is at most 25 times the 300-view one's (linear is
/// 10x, the quadratic bookkeeping this guards against was 100x), and the solution is the
/// expected one.
@MainActor
@Suite struct AutoLayoutScaleTests {
  /// A scroll view's content view holding `count` views chained by equal heights, widths and
  /// leading edges (`c_i.top == c_(i-1).bottom`, the first 20 pt high).
  static func equalHeightChain(_ count: Int) -> String {
    var constraints = [
      "content.top == sv.contentLayoutGuide.top", "content.leading == sv.contentLayoutGuide.leading",
      "content.trailing == sv.contentLayoutGuide.trailing", "content.bottom == sv.contentLayoutGuide.bottom",
      "content.width == sv.frameLayoutGuide.width", "c0.top == content.top", "c0.leading == content.leading",
      "c0.width == 100", "c0.height == 20",
    ]
    for index in 1..<count {
      constraints += [
        "c\(index).top == c\(index - 1).bottom", "c\(index).height == c\(index - 1).height",
        "c\(index).width == c\(index - 1).width", "c\(index).leading == c\(index - 1).leading",
      ]
    }
    constraints.append("c\(count - 1).bottom == content.bottom")
    let views = (0..<count).map { #"{"type":"View","id":"c\#($0)"}"# }.joined(separator: ",")
    let quoted = constraints.map { "\"\($0)\"" }.joined(separator: ",")
    return #"""
      {"until":0,"scene":{"root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],"contentSize":"auto",
      "subviews":[{"type":"View","id":"content","subviews":[\#(views)]}]},"constraints":[\#(quoted)]}}
      """#
  }

  /// A vertical StackView (fill) of `count` framed views in a scroll view's content guide; with
  /// `rebuilt`, a step changes its spacing to 4 and the stack rebuilds its arrangement.
  static func framedStack(_ count: Int, distribution: String = "fill", rebuilt: Bool = false) -> String {
    let views = (0..<count).map { #"{"type":"View","frame":[0,0,50,\#(20 + $0 % 7)]}"# }
    let constraints = [
      "stack.top == sv.contentLayoutGuide.top", "stack.bottom == sv.contentLayoutGuide.bottom",
      "stack.leading == sv.contentLayoutGuide.leading", "stack.width == sv.frameLayoutGuide.width",
    ].map { "\"\($0)\"" }.joined(separator: ",")
    return #"""
      {"until":\#(rebuilt ? 0.1 : 0),"scene":{"root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],
      "contentSize":"auto","subviews":[{"type":"StackView","id":"stack","axis":"vertical","spacing":2,
      "distribution":"\#(distribution)","subviews":[\#(views.joined(separator: ","))]}]},
      "constraints":[\#(constraints)]},
      "steps":[\#(rebuilt ? #"{"at":0.05,"set":{"view":"stack","property":"spacing","value":4}}"# : "")]}
      """#
  }

  /// Replays `script` and returns the trace and the solver's work: its pivots plus the cells its
  /// row additions read, a deterministic count that grows as the time does.
  private func measuredReplay(_ script: String) throws -> (trace: String, work: Int) {
    let runner = try ReplayRunner(data: Data(script.utf8))
    let trace = try runner.run()
    let solver = runner.scene.window.autoLayout.solver
    return (trace, solver.pivotCount + solver.cellWork)
  }

  private func ratio(_ make: (Int) -> String) throws -> (ratio: Double, small: String, large: String) {
    let small = try measuredReplay(make(300))
    let large = try measuredReplay(make(3_000))
    #expect(small.work > 0)
    return (Double(large.work) / Double(max(1, small.work)), small.trace, large.trace)
  }

  @Test func aThreeThousandViewEqualHeightChainReplaysInLinearTime() throws {
    let (ratio, small, large) = try ratio(Self.equalHeightChain)
    #expect(small.contains(#""contentSize":[390.0,6000.0]"#))
    #expect(large.contains(#""contentSize":[390.0,60000.0]"#))
    #expect(ratio < 25, "3,000 views took \(ratio)x the work of 300")
  }

  @Test func aThreeThousandViewFramedStackReplaysInLinearTime() throws {
    let (ratio, small, large) = try ratio({ Self.framedStack($0) })
    // Heights 20...26 in turn plus 2 pt spacing; no constraint gives the content a width.
    func height(_ count: Int) -> Int { (0..<count).reduce(0) { $0 + 20 + $1 % 7 } + 2 * (count - 1) }
    #expect(small.contains(#""contentSize":[0.0,\#(height(300)).0]"#))
    #expect(large.contains(#""contentSize":[0.0,\#(height(3_000)).0]"#))
    #expect(ratio < 25, "3,000 views took \(ratio)x the work of 300")
  }

  /// A stack rebuilding its arrangement (a step sets its spacing) takes the old one out as one
  /// batch, with its views' floors, and builds the new one as the first: the rebuild costs about
  /// what the build cost (one at a time, the edge expanded through every length came back after
  /// each length left: 1,000 views 17-26 s, against 0.01-0.15 s to build them).
  @Test(arguments: ["fill", "fillEqually"])
  func aRebuiltArrangementCostsAboutWhatItsBuildCost(distribution: String) throws {
    let count = 400
    let built = try measuredReplay(Self.framedStack(count, distribution: distribution))
    let rebuilt = try measuredReplay(Self.framedStack(count, distribution: distribution, rebuilt: true))
    if distribution == "fill" {
      // Heights 20...26 in turn plus the new 4 pt spacing.
      let height = (0..<count).reduce(0) { $0 + 20 + $1 % 7 } + 4 * (count - 1)
      #expect(rebuilt.trace.contains(#""contentSize":[0.0,\#(height).0]"#))
    }
    let rebuild = rebuilt.work - built.work
    #expect(rebuild < 3 * built.work, "the rebuild took \(rebuild), the build \(built.work)")
  }
}
