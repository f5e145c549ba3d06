import Foundation
import Inertia
import InertiaSDL
import Testing

/// The window listing of the Getting Started article (Sources/Inertia/Inertia.docc), with one
/// change: the test steps the loop once instead of running it until the window closes.
@MainActor
@Suite(.serialized) struct GettingStartedWindowTests {
  @Test func theGettingStartedWindowShowsTheList() throws {
    let rows = (0..<50).map { row in
      """
      {"type": "Label", "frame": [20, \(row * 60), 350, 60], "text": "Row \(row + 1)"}
      """
    }
    let scene = """
      {"frameRate": 60, "until": 0, "steps": [],
       "scene": {"window": {"size": [390, 844]},
         "root": {"type": "ScrollView", "id": "list", "frame": [0, 0, 390, 844],
                  "contentSize": [390, 3000], "backgroundColor": "#FFFFFF",
                  "subviews": [\(rows.joined(separator: ","))]}}}
      """
    let host = try SDLHost(title: "Hello, Inertia", screens: [(name: "hello", json: scene)])
    host.scrollView("list")?.decelerationRate = .fast
    host.step(wait: false)
    #expect(host.scrollView("list")?.contentSize == CGSize(width: 390, height: 3000))
    #expect(host.scrollView("list")?.decelerationRate == .fast)
    #expect(host.presentedFrames >= 1)
  }
}
