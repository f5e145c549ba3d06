import Foundation
import Testing

@testable import Inertia

/// A script's steps that rebuild StackView arrangements or set their spacing share one budget
/// (docs/limits.md); a change of `spacing` moves the built constraints instead of rebuilding, at
/// any size.
@MainActor
@Suite struct StackRebuildBudgetTests {
  /// A script whose scene is an unpinned vertical stack of `count` views with `distribution` and
  /// whose steps set `property` of the stack to each of `values` in turn, 0.01 s apart.
  static func script(_ count: Int, _ distribution: String, _ property: String, _ values: [String]) -> Data {
    let views = (0..<count).map { #"{"type":"View","id":"v\#($0)","frame":[0,0,10,10]}"# }
    let steps = values.enumerated().map { index, value in
      #"{"at":\#(0.01 * Double(index + 1)),"set":{"view":"st","property":"\#(property)","value":\#(value)}}"#
    }
    return Data(
      #"""
      {"until":0.5,"scene":{"root":{"type":"ScrollView","id":"sv","frame":[0,0,390,844],
       "subviews":[{"type":"StackView","id":"st","axis":"vertical","distribution":"\#(distribution)",
       "subviews":[\#(views.joined(separator: ","))]}]}},
       "steps":[\#(steps.joined(separator: ","))]}
      """#.utf8)
  }

  @Test func rebuildsPastTheBudgetAreRefusedBeforeTheReplay() throws {
    // equalCentering's limit is 130: a stack of 65 uses half a share per rebuild, so 8 fit in 4.
    #expect(ReplayLimits.rebuildBudget == 4)
    #expect(ReplayLimits.rebuildShare(arranged: 65, distribution: .equalCentering) == 0.5)
    let toggles = (0..<9).map { $0 % 2 == 0 ? "\"center\"" : "\"fill\"" }
    #expect(
      throws: SceneError(
        path: "$.steps[8].set.value",
        "the script's StackView changes use more than their budget of 4"
          + " (the sum over steps that rebuild or re-space a stack of max(arranged subviews, 8) / limit)")
    ) { try ReplayRunner(data: Self.script(65, "equalCentering", "alignment", toggles)) }
    _ = try ReplayRunner(data: Self.script(65, "equalCentering", "alignment", Array(toggles.prefix(8))))
    // A small stack counts as 8 views: 1,500 rebuilds of a fill stack (limit 3,000) fit.
    #expect(ReplayLimits.rebuildShare(arranged: 3, distribution: .fill) == 8.0 / 3_000)
  }

  @Test func spacingStepsDoNotRebuildAndShareTheBudget() throws {
    // Over the limit of stacks whose arrangement a step may rebuild: 1,001 / 3,000 of a share per
    // step, so 11 steps fit in 4 and the twelfth is refused.
    let values = (0..<12).map { "\($0 % 5)" }
    let count = ReplayLimits.rearrangedSubviews + 1
    #expect(
      throws: SceneError(path: "$.steps[11].set.value", ReplayLimits.rebuildBudgetMessage)
    ) { try ReplayRunner(data: Self.script(count, "fillEqually", "spacing", values)) }
    let runner = try ReplayRunner(
      data: Self.script(count, "fillEqually", "spacing", Array(values.prefix(11))))
    let stack = try #require(runner.scene.views["st"] as? StackView)
    runner.scene.window.layoutIfNeeded()
    let built = stack.arrangementConstraints.map(ObjectIdentifier.init)
    stack.spacing = 3
    runner.scene.window.layoutIfNeeded()
    #expect(stack.arrangedSubviews.count == 1_001)
    #expect(stack.arrangementConstraints.map(ObjectIdentifier.init) == built)
    // The stack keeps the height of its views at spacing 0 (10,010 pt): equal heights share what
    // the new gaps leave.
    let height = (10_010 - 3 * 1_000) / 1_001.0
    #expect(abs(stack.arrangedSubviews[1_000].frame.minY - 1_000 * (height + 3)) <= 0.5)
  }
}
