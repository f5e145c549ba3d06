import Foundation
import Testing

@testable import Inertia

/// The "animate" script step, presentation values in frame lines, and a table's section headers
/// and footers in the trace (docs/scenes.md).
@MainActor
@Suite struct AnimateStepTests {
  private func run(_ steps: String, until: Double = 1.0, frameRate: Int = 60) throws -> [String] {
    let script = """
      {"frameRate": \(frameRate), "until": \(until),
       "scene": {"window": {"size": [390, 844], "scale": 3},
        "root": {"type": "View", "id": "root", "frame": [0, 0, 390, 844],
         "subviews": [{"type": "View", "id": "box", "frame": [0, 0, 100, 100]},
                      {"type": "ScrollView", "id": "sv", "frame": [0, 400, 390, 400], "contentSize": [390, 2000],
                       "contentInsetAdjustmentBehavior": "never"}]}},
       "steps": \(steps)}
      """
    return try ReplayRunner(data: Data(script.utf8)).run().split(separator: "\n").map(String.init)
  }

  private func line(_ lines: [String], at time: String) -> String? {
    lines.first { $0.hasPrefix("{\"t\":\(time),\"kind\":\"frame\"") }
  }

  @Test func aLinearAnimationShowsItsPresentationEveryFrame() throws {
    let lines = try run(
      """
      [{"at": 0.1, "animate": {"duration": 0.5, "delay": 0.1, "options": ["curveLinear"], "name": "move",
        "changes": [{"view": "box", "property": "frame", "value": [100, 200, 100, 100]},
                    {"view": "box", "property": "alpha", "value": 0.5}]}}]
      """)
    // Halfway (0.45 s: 0.1 start + 0.1 delay + 0.25 of 0.5 s).
    let middle = try #require(line(lines, at: "0.450"))
    #expect(middle.contains(#""box":{"presentation":{"frame":[50.0,100.0,100.0,100.0],"alpha":0.75,"#))
    let last = try #require(line(lines, at: "0.700"))
    #expect(
      last.contains(#""frame":[100.0,200.0,100.0,100.0],"alpha":0.5,"transform":[1.0,0.0,0.0,1.0,0.0,0.0]"#))
    #expect(lines.contains { $0.contains(#""kind":"animationCompletion","name":"move","finished":true"#) })
    // The model values are set at once: the end line has them.
    #expect(lines.last?.contains(#""box":{"frame":[100.0,200.0,100.0,100.0]}"#) == true)
  }

  @Test func aSpringWithLowDampingOvershoots() throws {
    let lines = try run(
      """
      [{"at": 0.0, "animate": {"duration": 0.8, "spring": {"damping": 0.3, "initialVelocity": 0},
        "changes": [{"view": "box", "property": "center", "value": [250, 50]}]}}]
      """)
    let xs = lines.compactMap { line -> Double? in
      guard let range = line.range(of: #""box":{"presentation":{"frame":["#) else { return nil }
      return Double(line[range.upperBound...].prefix { $0 != "," })
    }
    #expect((xs.max() ?? 0) > 205)
    #expect(xs.last == 200)
  }

  @Test func keyframesMoveInTheirOwnSpans() throws {
    let lines = try run(
      """
      [{"at": 0.0, "animate": {"duration": 1.0, "keyframes": [
        {"start": 0, "duration": 0.5, "changes": [{"view": "box", "property": "frame", "value": [100, 0, 100, 100]}]},
        {"start": 0.5, "duration": 0.5, "changes": [{"view": "box", "property": "frame", "value": [100, 100, 100, 100]}]}
      ]}}]
      """, until: 1.5)
    #expect(try #require(line(lines, at: "0.250")).contains(#""frame":[50.0,0.0,100.0,100.0]"#))
    #expect(try #require(line(lines, at: "0.500")).contains(#""frame":[100.0,0.0,100.0,100.0]"#))
    #expect(try #require(line(lines, at: "0.750")).contains(#""frame":[100.0,50.0,100.0,100.0]"#))
  }

  @Test func aTransformAnimatesAndACallRunsInsideTheBlock() throws {
    let lines = try run(
      """
      [{"at": 0.0, "animate": {"duration": 0.4, "options": ["curveLinear"],
        "changes": [{"view": "box", "property": "transform", "value": [2, 0, 0, 2, 0, 0]},
                    {"view": "sv", "method": "setContentOffset", "x": 0, "y": 300, "animated": true}]}}]
      """)
    #expect(try #require(line(lines, at: "0.200")).contains(#""transform":[1.5,0.0,0.0,1.5,0.0,0.0]"#))
    #expect(lines.contains { $0.contains(#""view":"sv","method":"scrollViewDidEndScrollingAnimation""#) })
    #expect(lines.last?.contains(#""sv":{"contentOffset":[0.0,300.0]"#) == true)
  }

  @Test func badAnimateStepsFailWithAPath() {
    let cases: [(String, String)] = [
      (#"{"duration": 1, "options": ["curveBouncy"]}"#, "$.steps[0].animate.options[0]"),
      (#"{"duration": -1}"#, "$.steps[0].animate.duration"),
      (#"{"duration": 1, "changes": [{"view": "nobody", "property": "alpha", "value": 1}]}"#, "$.steps[0]"),
      (
        #"{"duration": 1, "keyframes": [{"start": 0.8, "duration": 0.5}]}"#,
        "$.steps[0].animate.keyframes[0].duration"
      ),
      (#"{"duration": 1, "spring": {"damping": 0.5}, "keyframes": []}"#, "$.steps[0].animate.keyframes"),
    ]
    for (body, path) in cases {
      #expect(throws: SceneError.self) { try run(#"[{"at": 0, "animate": \#(body)}]"#) }
      do {
        _ = try run(#"[{"at": 0, "animate": \#(body)}]"#)
      } catch let error as SceneError {
        #expect(error.path == path, "\(body): \(error.path) \(error.message)")
      } catch {}
    }
  }

  @Test func scenesWithoutAnimationsOrHeadersKeepTheirFrameLines() throws {
    let lines = try run(
      #"[{"at": 0.1, "call": {"view": "sv", "method": "setContentOffset", "x": 0, "y": 100, "animated": true}}]"#
    )
    #expect(!lines.contains { $0.contains("presentation") || $0.contains("headers") })
  }

  @Test func aTablesVisibleHeadersAndFootersAreInFrameLinesAndTheEndLine() throws {
    let script = """
      {"frameRate": 60, "until": 0.6,
       "scene": {"window": {"size": [390, 844], "scale": 3},
        "root": {"type": "TableView", "id": "list", "frame": [0, 0, 390, 400], "contentInsetAdjustmentBehavior": "never",
         "sections": [{"rows": 5, "header": "A", "footer": "End A"}, {"rows": 5, "header": "B"}, {"rows": 20, "header": "C"}]}},
       "steps": [{"at": 0.1, "call": {"view": "list", "method": "setContentOffset", "x": 0, "y": 300, "animated": true}}]}
      """
    let lines = try ReplayRunner(data: Data(script.utf8)).run().split(separator: "\n").map(String.init)
    let first = try #require(lines.first { $0.contains(#""kind":"frame""#) })
    // Rows of 44 pt under 28 pt headers: section 0's footer at 28 + 220 = 248, header 1 at 276.
    #expect(
      first.contains(
        #""headers":[{"section":0,"frame":[0.0,1.6667,390.0,28.0]},{"section":1,"frame":[0.0,276.0,390.0,28.0]}]"#
      ))
    #expect(first.contains(#""footers":[{"section":0,"frame":[0.0,248.0,390.0,28.0]}]"#))
    // At 300 the plain style pins section 1's header to the top; no footer is visible.
    let end = try #require(lines.last)
    #expect(
      end.contains(
        #""headers":[{"section":1,"frame":[0.0,300.0,390.0,28.0]},{"section":2,"frame":[0.0,524.0,390.0,28.0]}],"footers":[]"#
      ))
  }
}
