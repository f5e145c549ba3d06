import Foundation
import Testing

@testable import Inertia

/// Scripts and live sessions hold at most ``ReplayLimits/fingersDown`` fingers down at once.
@MainActor
@Suite struct FingersDownLimitTests {
  private static let scene = """
    {"frameRate": 60, "until": 1,
     "scene": {"window": {"size": [390, 844], "scale": 1},
       "root": {"type": "ScrollView", "id": "list", "frame": [0, 0, 390, 844], "contentSize": [390, 6000],
         "contentInsetAdjustmentBehavior": "never"}},
     "steps": [STEPS]}
    """

  /// `count` drags down at `0.1 + index * spacing`, each 0.1 s long.
  private func drags(_ count: Int, spacing: Double = 0) -> String {
    (0..<count).map { index in
      let x = 10 + index * 15
      return #"{"at": \#(0.1 + Double(index) * spacing), "drag": {"from": [\#(x), 600], "to": [\#(x), 500], "#
        + #""duration": 0.1}}"#
    }.joined(separator: ", ")
  }

  private func outcome(_ steps: String) -> String {
    let text = Self.scene.replacingOccurrences(of: "STEPS", with: steps)
    do {
      _ = try ReplayRunner(data: Data(text.utf8)).run()
      return "ran"
    } catch {
      return "\(error)"
    }
  }

  @Test func theTwentyFirstFingerDownAtOnceIsRefusedAtItsStep() {
    #expect(outcome(drags(20)) == "ran")
    #expect(outcome(drags(21)) == "$.steps[20]: more than 20 fingers down at once")
    // A pinch puts two fingers down: 19 drags and a pinch are 21.
    let pinch =
      #"{"at": 0.15, "pinch": {"center": [200, 300], "fromSpan": 100, "toSpan": 200, "duration": 0.2}}"#
    #expect(outcome(drags(19) + ", " + pinch) == "$.steps[19]: more than 20 fingers down at once")
  }

  @Test func fingersThatLiftFirstLeaveRoomAndALiftAtTheSameInstantCountsFirst() {
    // Each drag lifts 0.1 s after it begins; one begins every 0.1 s: at most two are ever down.
    #expect(outcome(drags(60, spacing: 0.1)) == "ran")
    // A held drag never lifts: 20 held, then any other finger is one too many.
    let held = (0..<20).map { index in
      #"{"at": 0.1, "drag": {"from": [\#(10 + index * 15), 600], "to": [\#(10 + index * 15), 590], "#
        + #""duration": 0.05, "release": "hold"}}"#
    }.joined(separator: ", ")
    let tap = #"{"at": 0.5, "tap": {"at": [200, 200]}}"#
    #expect(outcome(held + ", " + tap) == "$.steps[20]: more than 20 fingers down at once")
    // Explicit touches: 20 down, one lifts and another goes down at the same instant.
    var touches = (0..<20).map {
      #"{"at": 0.1, "touch": {"id": \#($0), "phase": "began", "at": [\#(10 + $0 * 15), 600]}}"#
    }
    touches.append(#"{"at": 0.3, "touch": {"id": 99, "phase": "began", "at": [300, 300]}}"#)
    touches.append(#"{"at": 0.3, "touch": {"id": 0, "phase": "ended", "at": [10, 600]}}"#)
    #expect(outcome(touches.joined(separator: ", ")) == "ran")
  }

  @Test func aLiveSessionLeavesOutAFingerBeyondTheLimitAndItsRecordingReplays() throws {
    var live = ""
    let session = try LiveSession(
      script: Data(Self.scene.replacingOccurrences(of: "STEPS", with: "").utf8), output: { live += $0 })
    let down = (0...20).map {
      LiveSession.Input.touch(id: $0, phase: .began, at: CGPoint(x: 10 + $0 * 15, y: 600))
    }
    #expect(try session.advance(with: down))
    let moved = (0...20).map {
      LiveSession.Input.touch(id: $0, phase: .moved, at: CGPoint(x: 10 + $0 * 15, y: 550))
    }
    #expect(try session.advance(with: moved))
    let up = (0...20).map {
      LiveSession.Input.touch(id: $0, phase: .ended, at: CGPoint(x: 10 + $0 * 15, y: 550))
    }
    #expect(try session.advance(with: up))
    for _ in 0..<10 { #expect(try session.advance()) }
    let script = session.finish()
    // Finger 20 is in none of the recorded steps: 20 down, 20 moves and 20 lifts.
    #expect(script.components(separatedBy: #""phase":"began""#).count - 1 == 20)
    #expect(script.components(separatedBy: #""phase":"moved""#).count - 1 == 20)
    #expect(script.components(separatedBy: #""phase":"ended""#).count - 1 == 20)
    #expect(!script.contains(#""id":20,"#))
    #expect(try ReplayRunner(data: Data(script.utf8)).run() == live)
  }
}
