import Foundation
import Testing

@testable import Inertia

/// Bad or extreme input gets a clear one-line error or a bounded, well-formed trace (issue 9).
@MainActor
@Suite struct RobustnessTests {
  private func run(_ json: String) throws -> String {
    try ReplayRunner(data: Data(json.utf8)).run()
  }

  /// The error a script fails with, as the CLI prints it after the file name.
  private func failure(_ json: String) -> String? {
    do {
      _ = try run(json)
      return nil
    } catch let error as SceneError {
      return "\(error.path): \(error.message)"
    } catch {
      return "\(error)"
    }
  }

  private static let viewScene = #""scene":{"root":{"type":"View"}}"#

  @Test func aDragOfHugeDurationReplaysWithoutTrapping() throws {
    let trace = try run(
      #"{"until":0,\#(Self.viewScene),"steps":[{"at":0,"drag":{"from":[0,0],"to":[0,1],"duration":1e300}}]}"#)
    #expect(trace.split(separator: "\n").count == 2)
    #expect(TraceValidator.validate(trace) == nil)
  }

  @Test func aPinchOfHugeDurationReplaysWithoutTrapping() throws {
    let trace = try run(
      #"{"until":0,\#(Self.viewScene),"steps":[{"at":0,"pinch":{"center":[9,9],"fromSpan":9,"toSpan":99,"duration":1e300}}]}"#
    )
    #expect(trace.contains(#""phase":"began""#))
  }

  @Test func gestureSampleCountsAreBoundedBeforeIntConversion() {
    let drag = GestureTrack.drag(
      from: .zero, to: CGPoint(x: 0, y: 1), duration: 1e300, release: .lift, start: 0, rate: 1000)
    #expect(drag.count == GestureTrack.maximumSamples + 1)
    #expect(drag[drag.count - 1].phase == .ended)
    let fling = GestureTrack.fling(
      from: .zero, velocity: CGPoint(x: 0, y: 1e-6), distance: 100, start: 0, rate: 240)
    #expect(fling.count == 24_000_000_001)
    #expect(fling[1].time > 0)
    let pinch = GestureTrack.pinch(
      center: .zero, fromSpan: 10, toSpan: 20, duration: .infinity, start: 0, rate: 60)
    #expect(pinch.count == 4)
  }

  @Test func aSlowFlingMakesOnlyTheTouchesTheClockReaches() throws {
    // 100 pt at 1e-6 pt/s would be 2.4e10 samples made up front; lazily, only the 120 the clock
    // reaches by 0.5 s (at 240 Hz) are made.
    let trace = try run(
      #"{"until":0.5,\#(Self.viewScene),"steps":[{"at":0,"fling":{"from":[0,0],"velocity":[0,1e-6],"distance":100}}]}"#
    )
    #expect(trace.split(separator: "\n").count == 1 + 120 + 1)
  }

  @Test func lazyTracksGiveTheSameTouchesAsTheArrays() {
    let track = GestureTrack.pinch(
      center: CGPoint(x: 100, y: 200), fromSpan: 50, toSpan: 150, duration: 0.3, start: 1, rate: 60)
    let touches = Array(track)
    #expect(touches.count == 2 * 18 + 2)
    #expect(touches[0].phase == .began && touches[1].phase == .began)
    let span: CGFloat = 50 + 100.0 / 18
    #expect(touches[2].location.x == 100 - span / 2)
    #expect(touches.last?.phase == .ended && touches.last?.time == 1.3)
  }

  @Test func aNullPropertyIsAOneLineErrorNamingItsPath() {
    #expect(
      failure(#"{"until":0,"scene":{"root":{"type":"View","alpha":null}}}"#)
        == "$.scene.root.alpha: null is not a valid value")
  }

  @Test func gestureCoordinatesBeyondTheLimitAreRefusedSoNoNaNReachesTheTrace() {
    let script =
      #"{"until":0.2,\#(Self.viewScene),"steps":[{"at":0,"drag":{"from":[-1e308,0],"to":[1e308,0],"duration":0.05}}]}"#
    #expect(failure(script) == "$.steps[0].drag.from: a gesture coordinate must be within ±1000000000")
    #expect(
      failure(
        #"{"until":0,\#(Self.viewScene),"steps":[{"at":0,"fling":{"from":[0,0],"velocity":[0,1],"distance":1e308}}]}"#
      )
        == "$.steps[0].fling.distance: expected at most 1000000000, got 1e+308")
  }

  @Test func jsonErrorsNameLineAndColumn() {
    let deep = String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)
    #expect(failure(deep) == "$: not valid JSON: line 1, column 513: nested deeper than 512 levels")
    #expect(
      failure("{\"until\":1e400}") == "$: not valid JSON: line 1, column 10: number 1e400 is out of range")
    #expect(
      failure("{\"until\":1,\n \"x\": NaN}")
        == "$: not valid JSON: line 2, column 7: unexpected character 'N'")
    #expect(
      failure("{\"until\":1,}")
        == "$: not valid JSON: line 1, column 12: expected a key in quotes, unexpected character '}'")
  }

  @Test func theStrictParserReadsWhatJSONAllows() throws {
    let value = try JSONValue.parse(Data(#" {"a":[1,-2.5e2,true,false,null,"\u00e9\n\ud83d\ude00"]} "#.utf8))
    #expect(
      value
        == .object([
          "a": .array([.number(1), .number(-250), .bool(true), .bool(false), .null, .string("é\n😀")])
        ]))
  }

  @Test func idsWithLineBreaksAreEscapedInErrors() {
    let script =
      #"{"until":0,"scene":{"root":{"type":"View","id":"a\nb","subviews":[{"type":"View","id":"a\nb"}]}}}"#
    let message = failure(script) ?? ""
    #expect(message == #"$.scene.root.subviews[0].id: duplicate view id "a\nb""#)
    #expect(!message.contains("\n"))
  }

  @Test func viewsNestedBeyondTheLimitAreRefused() {
    var scene = #"{"type":"View"}"#
    for _ in 0..<(ReplayLimits.viewDepth + 1) { scene = #"{"type":"View","subviews":[\#(scene)]}"# }
    let message = failure(#"{"until":0,"scene":{"root":\#(scene)}}"#) ?? ""
    #expect(message.hasSuffix("views nest deeper than \(ReplayLimits.viewDepth) levels"))
  }

  @Test func aStackViewBeyondTheArrangedSubviewLimitIsRefusedAndOneWithinItBuilds() {
    func stack(_ count: Int) -> String {
      let views = Array(repeating: #"{"type":"View","frame":[0,0,50,20]}"#, count: count)
      let root = #"{"type":"StackView","id":"s","distribution":"fillEqually","subviews":["#
      return #"{"until":0,"scene":{"root":\#(root)\#(views.joined(separator: ","))]}}}"#
    }
    let limit = ReplayLimits.arrangedSubviews(for: .fillEqually)
    #expect(limit == 3_000)
    let message = failure(stack(limit + 1)) ?? ""
    #expect(
      message
        == "$.scene.root.subviews: more than 3000 arranged subviews in a StackView with distribution fillEqually"
    )
    // Within the limit it builds (a small stack here: the limit itself takes seconds in debug).
    #expect(failure(stack(100)) == nil)
    // A step may not switch a larger stack to a distribution with a lower limit.
    let switched = stack(300).replacingOccurrences(
      of: #""steps":[]"#, with: ""
    ).replacingOccurrences(
      of: #"{"until":0,"#,
      with:
        #"{"until":1,"steps":[{"at":0.5,"set":{"view":"s","property":"distribution","value":"equalCentering"}}],"#
    )
    #expect(
      failure(switched)?.hasSuffix(
        "more than 130 arranged subviews in a StackView with distribution equalCentering")
        == true)
    #expect(ReplayLimits.arrangedSubviews(for: .fill) == 3_000)
    #expect(ReplayLimits.arrangedSubviews(for: .equalSpacing) == 1_000)
    #expect(ReplayLimits.arrangedSubviews(for: .fillProportionally) == 200)
    #expect(ReplayLimits.arrangedSubviews(for: .equalCentering) == 130)
  }

  /// Stacks of `counts` views with `distributions`, side by side in a horizontal fillEqually stack.
  private func stacks(_ counts: [Int], _ distributions: [String], until: Int = 0, steps: String = "")
    -> String
  {
    let view = #"{"type":"View","frame":[0,0,5,7]}"#
    let inner = zip(counts, distributions).enumerated().map { index, pair in
      let views = Array(repeating: view, count: pair.0).joined(separator: ",")
      return #"{"type":"StackView","id":"s\#(index)","distribution":"\#(pair.1)","subviews":[\#(views)]}"#
    }
    let root =
      #"{"type":"StackView","frame":[0,0,390,844],"distribution":"fillEqually","subviews":["#
      + inner.joined(separator: ",") + "]}"
    return #"{"until":\#(until),"steps":[\#(steps)],"scene":{"root":\#(root)}}"#
  }

  @Test func stackViewsWithinTheirLimitsButOverTheSceneBudgetTogetherAreRefused() {
    // Two fillEqually stacks of 2,400 (limit 3,000): 0.64 each, 1.28 in all.
    #expect(
      failure(stacks([2_400, 2_400], ["fillEqually", "fillEqually"]))
        == "$.scene.root.subviews[1].subviews: the scene's StackViews use 1.28 of their budget of 1.1"
        + " (the sum over stacks of (arranged subviews / limit)^2)")
    // One stack at its limit fits inside another (its share is 1, the outer one's 1 / 3,000^2).
    let nested =
      ReplayLimits.stackShare(arranged: 130, distribution: .equalCentering)
      + ReplayLimits.stackShare(arranged: 1, distribution: .fillEqually)
    #expect(abs(nested - (1 + 1.0 / 9_000_000)) < 1e-12 && nested <= ReplayLimits.stackBudget)
    // Three equalCentering stacks of 74 (limit 130) and the outer stack use 0.97 and build.
    #expect(failure(stacks([74, 74, 74], Array(repeating: "equalCentering", count: 3))) == nil)
    #expect(ReplayLimits.stackShare(arranged: 1_500, distribution: .fillEqually) == 0.25)
  }

  @Test func aDistributionChangeThatPutsTheScenesStacksOverBudgetIsRefused() {
    // Three equalCentering stacks of 74 (limit 130): 0.97 in all; the fill stack's switch to
    // equalCentering would add 0.32.
    let step = #"{"at":0.5,"set":{"view":"s3","property":"distribution","value":"equalCentering"}}"#
    let script = stacks(
      [74, 74, 74, 74], ["equalCentering", "equalCentering", "equalCentering", "fill"], until: 1, steps: step)
    #expect(
      failure(script)?.hasSuffix(
        "the scene's StackViews use 1.3 of their budget of 1.1 (the sum over stacks of (arranged subviews / limit)^2)"
      )
        == true)
  }

  @Test func distributionChangesAreCheckedAgainstTheBudgetBeforeTheReplayStarts() throws {
    // Four stacks of 74: three equalCentering (0.97 in all) and a fill stack. At 0.5 s an
    // animation switches one equalCentering stack to fill (0.97 - 0.32 = 0.65), at 0.8 s a step
    // switches the fill stack to equalCentering (0.97 again: within), and at 0.9 s a second
    // fill stack switch to equalCentering would bring 1.3: the script is refused when the runner
    // is made, before any trace line, naming the last step.
    let toFill = #"{"view":"s0","property":"distribution","value":"fill"}"#
    let fitting =
      #"{"at":0.5,"animate":{"duration":0.1,"changes":[\#(toFill)]}},"#
      + #"{"at":0.8,"set":{"view":"s3","property":"distribution","value":"equalCentering"}}"#
    let steps =
      fitting + #",{"at":0.9,"set":{"view":"s0","property":"distribution","value":"equalCentering"}}"#
    let over = stacks(
      [74, 74, 74, 74], ["equalCentering", "equalCentering", "equalCentering", "fill"], until: 1, steps: steps
    )
    #expect(throws: SceneError.self) { try ReplayRunner(data: Data(over.utf8)) }
    #expect(
      failure(over)
        == "$.steps[2].set.value: the scene's StackViews use 1.3 of their budget of 1.1"
        + " (the sum over stacks of (arranged subviews / limit)^2)")
    // Without the last step the changes fit, in time order (the animation first).
    let within = stacks(
      [74, 74, 74, 74], ["equalCentering", "equalCentering", "equalCentering", "fill"], until: 1,
      steps: fitting)
    #expect(failure(within) == nil)
    // An animation's change over a stack's own limit names the change.
    let animated =
      #"{"at":0.2,"animate":{"duration":0.1,"changes":[{"view":"s1","property":"distribution","value":"fillProportionally"}]}}"#
    #expect(
      failure(stacks([45, 250], ["fill", "fill"], until: 1, steps: animated))
        == "$.steps[0].animate.changes[0].value: more than 200 arranged subviews in a StackView"
        + " with distribution fillProportionally")
  }

  @Test func traceTimeNeverGoesBackAt240Hz() throws {
    let trace = try run(
      #"{"frameRate":240,"until":1,"scene":{"root":{"type":"ScrollView","id":"sv","contentSize":[390,3000]}},"steps":[{"at":0.65,"drag":{"from":[200,600],"to":[200,300],"duration":0.3}}]}"#
    )
    let times = trace.split(separator: "\n").map { line -> Double in
      let value = try? JSONValue.parse(Data(line.utf8))
      guard case .object(let fields)? = value, case .number(let time)? = fields["t"] else { return -1 }
      return time
    }
    #expect(times == times.sorted())
    #expect(TraceValidator.validate(trace) == nil)
  }

  @Test func settingRefreshControlInAStepLetsALaterStepBeginRefreshing() throws {
    let trace = try run(
      #"{"until":0.5,"scene":{"root":{"type":"ScrollView","id":"sv","contentSize":[390,3000]}},"steps":[{"at":0,"set":{"view":"sv","property":"refreshControl","value":true}},{"at":0.1,"call":{"view":"sv","method":"beginRefreshing"}}]}"#
    )
    #expect(trace.contains(#""refreshing":true"#))
    #expect(
      failure(
        #"{"until":0.5,"scene":{"root":{"type":"ScrollView","id":"sv"}},"steps":[{"at":0.2,"set":{"view":"sv","property":"refreshControl","value":true}},{"at":0.1,"call":{"view":"sv","method":"beginRefreshing"}}]}"#
      ) == #"$.steps[1]: view "sv" has no refresh control"#)
  }

  @Test func tracesStreamLineByLine() throws {
    let runner = try ReplayRunner(data: Data(ReplayTests.fling.utf8))
    var lines: [String] = []
    try runner.run { lines.append($0) }
    #expect(lines.count > 10)
    #expect(lines.allSatisfy { $0.hasSuffix("\n") && $0.dropLast().contains("\n") == false })
    #expect(lines.joined() == (try ReplayRunner(data: Data(ReplayTests.fling.utf8)).run()))
  }

  @Test func anIdleHourAt1000HzSkipsItsFrames() throws {
    let script =
      #"{"frameRate":1000,"until":3600,"scene":{"root":{"type":"ScrollView","id":"sv","contentSize":[390,3000]}}}"#
    let started = ContinuousClock.now
    let trace = try run(script)
    #expect(ContinuousClock.now - started < .seconds(30))
    #expect(trace.hasPrefix(#"{"t":3600.000,"kind":"end""#))
  }

  @Test func anIdleClockCountsFramesWithoutRunningThem() {
    let clock = ManualClock(frameRate: 1000)
    var fired: [Double] = []
    clock.schedule(after: 1800.0005) { fired.append(clock.now) }
    clock.advance(to: 3600)
    #expect(clock.frameCount == 3_600_000)
    #expect(fired == [1800.0005])
    var frames = 0
    let link = clock.addDisplayLink { _ in frames += 1 }
    clock.advance(by: 0.01)
    link.invalidate()
    #expect(frames == 10)
  }

  @Test func tenThousandSubviewsOfAScrollViewBuildInLinearTime() throws {
    let subviews = (0..<10_000).map { #"{"type":"View","frame":[0,\#($0),10,1]}"# }.joined(separator: ",")
    let script =
      #"{"until":0,"scene":{"root":{"type":"ScrollView","id":"sv","contentSize":[390,10000],"subviews":[\#(subviews)]}}}"#
    let started = ContinuousClock.now
    let runner = try ReplayRunner(data: Data(script.utf8))
    #expect(ContinuousClock.now - started < .seconds(30))
    let scrollView = try #require(runner.scene.views["sv"] as? ScrollView)
    // The indicators are added the first time they show, on top of the 10,000 (sixty-fourth trial).
    #expect(!scrollView.subviews.contains { $0 is ScrollIndicator })
    scrollView.flashScrollIndicators()
    #expect(scrollView.subviews.count == 10_002)
    #expect(scrollView.subviews.suffix(2).allSatisfy { $0 is ScrollIndicator })
  }
}

extension RobustnessTests {
  @Test func constraintErrorsQuotingLineBreaksStayOneLine() {
    let message = failure(#"{"until":0,"scene":{"constraints":["a\nb"],"root":{"type":"ScrollView"}}}"#) ?? ""
    #expect(message.hasPrefix("$.scene.constraints[0]: "))
    #expect(message.contains("a\\u000ab"))
  }
}
