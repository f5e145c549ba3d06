import Foundation
import InertiaCairo
import Testing

@testable import Inertia

/// A collection section's `colors` (docs/scenes.md, "Collection view node"): each item's cell
/// takes the colour at its item number modulo the list's length; bad lists are one-line errors.
@MainActor
@Suite struct CollectionSceneColorTests {
  private func runner(sections: String) throws -> ReplayRunner {
    let json = """
      {"until": 0.1, "scene": {"window": {"size": [200, 400], "scale": 1}, "root": {"type": "CollectionView",
        "id": "grid", "frame": [0, 0, 200, 400], "contentInsetAdjustmentBehavior": "never",
        "layout": {"itemSize": [90, 90], "minimumInteritemSpacing": 10, "minimumLineSpacing": 10},
        "sections": \(sections)}}}
      """
    return try ReplayRunner(data: Data(json.utf8))
  }

  private func near(_ a: Color, _ b: Color) -> Bool {
    abs(a.red - b.red) < 0.02 && abs(a.green - b.green) < 0.02 && abs(a.blue - b.blue) < 0.02
  }

  @Test func itemsTakeTheSectionsColoursInTurn() throws {
    let replay = try runner(sections: ##"[{"items": 5, "colors": ["#FF0000", "#00FF00", "#0000FF"]}]"##)
    _ = try replay.run()
    let canvas = try ViewRenderer.render(window: replay.scene.window)
    // Two 90-pt items a line, 20 pt apart (a full line is spread to both edges), lines 10 apart.
    #expect(near(canvas.pixel(x: 45, y: 45), Color(hex: "#FF0000")!))
    #expect(near(canvas.pixel(x: 155, y: 45), Color(hex: "#00FF00")!))
    #expect(near(canvas.pixel(x: 45, y: 145), Color(hex: "#0000FF")!))
    #expect(near(canvas.pixel(x: 155, y: 145), Color(hex: "#FF0000")!))
    #expect(near(canvas.pixel(x: 45, y: 245), Color(hex: "#00FF00")!))
  }

  @Test func aSectionWithoutColoursKeepsTheDefaultCellColour() throws {
    // One item a section: each centred on its line, the second section right below the first.
    let replay = try runner(sections: ##"[{"items": 1, "colors": ["#FF0000"]}, {"items": 1}]"##)
    _ = try replay.run()
    let canvas = try ViewRenderer.render(window: replay.scene.window)
    #expect(near(canvas.pixel(x: 100, y: 45), Color(hex: "#FF0000")!))
    #expect(near(canvas.pixel(x: 100, y: 135), .systemGray5))
  }

  @Test(arguments: [
    (
      ##"[{"items": 2, "colors": []}]"##,
      "$.scene.root.sections[0].colors: colors must list 1 to 1000 colours"
    ),
    (##"[{"items": 2, "colors": ["#GG0000"]}]"##, "$.scene.root.sections[0].colors[0]"),
    (##"[{"items": 2, "colors": "#FF0000"}]"##, "$.scene.root.sections[0].colors"),
  ])
  func badColourListsAreOneLineErrorsNamingThePath(sections: String, message: String) {
    do {
      _ = try runner(sections: sections)
      Issue.record("accepted \(sections)")
    } catch {
      let text = "\(error)"
      #expect(text.contains(message), "\(text)")
      #expect(!text.contains("\n"))
    }
  }
}
