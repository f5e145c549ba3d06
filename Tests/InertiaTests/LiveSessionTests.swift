import Foundation
import Testing

@testable import Inertia

/// The "scroll" and "magnify" steps and live sessions recorded as scripts (issue 14, part 3).
@MainActor
@Suite struct LiveSessionTests {
  static let scene = """
    {"frameRate": 60, "until": 3,
     "scene": {"window": {"size": [390, 844], "scale": 1, "safeArea": [47, 0, 34, 0]},
       "root": {"type": "ScrollView", "id": "list", "frame": [0, 0, 390, 844], "contentSize": [390, 6000],
         "contentInsetAdjustmentBehavior": "never"}},
     "steps": []}
    """

  private func script(steps: String, until: Double = 3) -> String {
    Self.scene.replacingOccurrences(of: "\"steps\": []", with: "\"steps\": [\(steps)]")
      .replacingOccurrences(of: "\"until\": 3,", with: "\"until\": \(until),")
  }

  private func parseError(_ steps: String) -> String {
    do {
      _ = try ReplayRunner(data: Data(script(steps: steps).utf8))
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  private func endOffset(_ trace: String) throws -> Double {
    let timeline = try TraceTimeline(parsing: trace)
    return Double(try #require(timeline.view("list")?.samples.last?.offset.y))
  }

  @Test func wheelStepsDragTheListAndItsEndDecelerates() throws {
    let trace = try ReplayRunner(
      data: Data(
        script(
          steps: """
            {"at": 0.1, "scroll": {"phase": "began", "at": [200, 400], "delta": [0, -40]}},
            {"at": 0.11666, "scroll": {"phase": "changed", "delta": [0, -40]}},
            {"at": 0.13333, "scroll": {"phase": "changed", "delta": [0, -40]}},
            {"at": 0.15, "scroll": {"phase": "ended"}}
            """
        ).utf8)
    ).run()
    let methods = trace.split(separator: "\n").compactMap { line -> String? in
      guard line.contains("\"delegate\""), !line.contains("DidScroll") else { return nil }
      return line.components(separatedBy: "\"method\":\"").last?.components(separatedBy: "\"").first
    }
    #expect(
      methods == [
        "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
      ])
    // The drag covers the three deltas; the momentum carries it further.
    #expect(
      trace.contains("\"t\":0.133,\"kind\":\"frame\",\"views\":{\"list\":{\"contentOffset\":[0.0,120.0]"))
    #expect(try endOffset(trace) > 400)
  }

  @Test func aSecondWheelGestureEndsTheOpenOneFirst() throws {
    // Two lists side by side; the second "began" comes while the first gesture is still open.
    let twoLists = """
      {"frameRate": 60, "until": 4,
       "scene": {"window": {"size": [400, 800], "scale": 1},
         "root": {"type": "View", "id": "root", "frame": [0, 0, 400, 800], "subviews": [
           {"type": "ScrollView", "id": "left", "frame": [0, 0, 200, 800], "contentSize": [200, 6000],
            "contentInsetAdjustmentBehavior": "never"},
           {"type": "ScrollView", "id": "right", "frame": [200, 0, 200, 800], "contentSize": [200, 6000],
            "contentInsetAdjustmentBehavior": "never"}]}},
       "steps": [
         {"at": 0.1, "scroll": {"phase": "began", "at": [100, 400], "delta": [0, -40]}},
         {"at": 0.11666, "scroll": {"phase": "changed", "delta": [0, -40]}},
         {"at": 0.2, "scroll": {"phase": "began", "at": [300, 400], "delta": [0, -40]}},
         {"at": 0.21666, "scroll": {"phase": "changed", "delta": [0, -40]}},
         {"at": 0.3, "scroll": {"phase": "ended"}}]}
      """
    let trace = try ReplayRunner(data: Data(twoLists.utf8)).run()
    func methods(_ view: String) -> [String] {
      trace.split(separator: "\n").compactMap { line -> String? in
        guard line.contains("\"view\":\"\(view)\""), line.contains("\"delegate\""),
          !line.contains("DidScroll")
        else { return nil }
        return line.components(separatedBy: "\"method\":\"").last?.components(separatedBy: "\"").first
      }
    }
    let ended = [
      "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
      "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
    ]
    // The first list is released when the second gesture begins: it no longer tracks forever.
    #expect(methods("left") == ended)
    #expect(methods("right") == ended)
    let end = try #require(trace.split(separator: "\n").last)
    #expect(!end.contains("\"isTracking\":true") && !end.contains("\"isDragging\":true"))
  }

  @Test func scrollAndMagnifyStepsAreReadStrictly() {
    #expect(
      parseError(#"{"at": 0, "scroll": {"phase": "began", "delta": [0, 1]}}"#)
        == "$.steps[0].scroll.at: missing field")
    #expect(
      parseError(#"{"at": 0, "scroll": {"phase": "momentum", "at": [1, 1], "delta": [0, 1]}}"#)
        == #"$.steps[0].scroll.phase: unknown scroll phase "momentum"; expected one of "began", "changed", "ended""#
    )
    #expect(
      parseError(#"{"at": 0, "scroll": {"phase": "changed", "delta": [0, 1e10]}}"#)
        == "$.steps[0].scroll.delta: a gesture coordinate must be within ±1000000000")
    #expect(
      parseError(#"{"at": 0, "scroll": {"phase": "changed"}}"#) == "$.steps[0].scroll.delta: missing field")
    #expect(
      parseError(#"{"at": 0, "scroll": {"phase": "ended", "delta": [0, 3]}}"#)
        == #"$.steps[0].scroll.delta: an "ended" scroll has no delta (leave it out or use [0, 0])"#)
    #expect(
      parseError(#"{"at": 0, "magnify": {"at": [1, 1], "scale": 0}}"#)
        == "$.steps[0].magnify.scale: a magnify scale must be between 0.001 and 1000, got 0.0")
    #expect(parseError(#"{"at": 0, "scroll": {"phase": "ended"}}"#) == "no error")
  }

  @Test func aMagnifyStepZoomsTheScrollViewUnderThePoint() throws {
    let zoomable = """
      {"frameRate": 60, "until": 0.5,
       "scene": {"window": {"size": [390, 844], "scale": 1},
         "root": {"type": "ScrollView", "id": "photo", "frame": [0, 0, 390, 844], "contentSize": [390, 844],
           "minimumZoomScale": 1, "maximumZoomScale": 3, "zoomView": "tiles", "contentInsetAdjustmentBehavior": "never",
           "subviews": [{"type": "View", "id": "tiles", "frame": [0, 0, 390, 844]}]}},
       "steps": [{"at": 0.1, "magnify": {"at": [100, 100], "scale": 1.21}},
                 {"at": 0.2, "magnify": {"at": [100, 100], "scale": 1.1}}]}
      """
    let runner = try ReplayRunner(data: Data(zoomable.utf8))
    _ = try runner.run()
    let photo = try #require(runner.scene.views["photo"] as? ScrollView)
    #expect(abs(photo.zoomScale - 1.331) < 1e-9)
  }

  /// A session of every kind of input: a mouse drag and lift, two fingers, a wheel gesture with
  /// momentum, a key press, a magnify and a status-bar tap.
  private func recordSession(output: @escaping (String) -> Void) throws -> String {
    let session = try LiveSession(script: Data(Self.scene.utf8), output: output)
    for frame in 1...360 {
      var inputs: [LiveSession.Input] = []
      switch frame {
      case 6: inputs = [.touch(id: -1, phase: .began, at: CGPoint(x: 200, y: 700))]
      case 7...20:
        inputs = [.touch(id: -1, phase: .moved, at: CGPoint(x: 200, y: 700 - Double(frame - 6) * 25))]
      case 21: inputs = [.touch(id: -1, phase: .ended, at: CGPoint(x: 200, y: 350))]
      case 90:
        inputs = [
          .touch(id: 1, phase: .began, at: CGPoint(x: 100, y: 500)),
          .touch(id: 2, phase: .began, at: CGPoint(x: 300, y: 500)),
        ]
      case 91...96:
        let y = 500 + Double(frame - 90) * 10
        inputs = [
          .touch(id: 1, phase: .moved, at: CGPoint(x: 100, y: y)),
          .touch(id: 2, phase: .moved, at: CGPoint(x: 300, y: y)),
        ]
      case 97:
        inputs = [
          .touch(id: 1, phase: .ended, at: CGPoint(x: 100, y: 560)),
          .touch(id: 2, phase: .ended, at: CGPoint(x: 300, y: 560)),
        ]
      case 150:
        inputs = [
          .scroll(
            ReplayScript.Scroll(
              phase: .began, location: CGPoint(x: 200, y: 400), delta: CGPoint(x: 0, y: -30)))
        ]
      case 151...158:
        inputs = [.scroll(ReplayScript.Scroll(phase: .changed, location: nil, delta: CGPoint(x: 0, y: -30)))]
      case 163: inputs = [.scroll(ReplayScript.Scroll(phase: .ended, location: nil, delta: .zero))]
      case 240:
        inputs = [.press(view: "list", key: .pageDown), .magnify(at: CGPoint(x: 10, y: 10), scale: 1.1)]
      case 300: inputs = [.tapStatusBar]
      default: break
      }
      #expect(try session.advance(with: inputs))
    }
    return session.finish()
  }

  @Test func aRecordedSessionReplaysToTheSameTraceByteForByte() throws {
    var live = ""
    let script = try recordSession { live += $0 }
    let replayed = try ReplayRunner(data: Data(script.utf8)).run()
    #expect(replayed == live)
    #expect(TraceDiff(try TraceTimeline(parsing: live), try TraceTimeline(parsing: replayed)).isEqual)
    #expect(script.contains(#""scroll":{"at":[200,400],"delta":[0,-30],"phase":"began"}"#))
    #expect(script.hasSuffix(#""until":6}"#))
    // The list really moved: the drag, the wheel's momentum, then the status-bar tap's scroll to top.
    let timeline = try TraceTimeline(parsing: live)
    let offsets = try #require(timeline.view("list")).samples.map(\.offset.y)
    #expect((offsets.max() ?? 0) > 1000)
    #expect(try endOffset(live) == 0)
  }

  @Test func aSessionStopsAtTheScriptLimits() throws {
    let session = try LiveSession(script: Data(Self.scene.utf8), output: { _ in })
    #expect(session.canAdvance(with: ReplayLimits.steps))
    #expect(!session.canAdvance(with: ReplayLimits.steps + 1))
    #expect(try session.advance())
    _ = session.finish()
    #expect(try !session.advance())
    #expect(session.time == 1.0 / 60)
  }

  // article: ReplayScriptsAndTraces, "Recording a session" (the same code)
  @Test func theArticlesLiveSessionReplaysToItsTrace() throws {
    let scene = """
      {"frameRate": 60, "until": 1,
       "scene": {"window": {"size": [390, 844]},
         "root": {"type": "ScrollView", "id": "list", "frame": [0, 0, 390, 844], "contentSize": [390, 6000]}}}
      """
    var live = ""
    let session = try LiveSession(script: Data(scene.utf8)) { live += $0 }
    try session.advance(with: [
      .scroll(
        ReplayScript.Scroll(phase: .began, location: CGPoint(x: 200, y: 400), delta: CGPoint(x: 0, y: -40)))
    ])
    try session.advance(with: [
      .scroll(ReplayScript.Scroll(phase: .changed, location: nil, delta: CGPoint(x: 0, y: -40)))
    ])
    try session.advance(with: [.scroll(ReplayScript.Scroll(phase: .ended, location: nil, delta: .zero))])
    for _ in 0..<120 { try session.advance() }
    let script = session.finish()
    #expect(try ReplayRunner(data: Data(script.utf8)).run() == live)
    // The two deltas drag 80 pt, and the release decelerates further.
    #expect(live.contains(#""t":0.033,"kind":"frame","views":{"list":{"contentOffset":[0.0,80.0]"#))
    #expect(live.contains("scrollViewWillBeginDecelerating"))
  }
}
