import CSDL2
import Foundation
import Inertia
import InertiaCairo
import InertiaSDL
import Testing

/// The demo's list in the SDL window: its cells show their text.
@MainActor
@Suite(.serialized) struct SDLTableTests {
  /// The demo list's shape: titled sections of 60-pt rows with a section index, in a window with
  /// a safe area.
  static let list = """
    {"frameRate": 60, "until": 1,
     "scene": {"window": {"size": [390, 844], "scale": 2, "safeArea": [47, 0, 34, 0]},
       "root": {"type": "TableView", "id": "list", "frame": [0, 0, 390, 844], "backgroundColor": "#FFFFFF",
                "sections": [\((0..<8).map { "{\"rows\": 5, \"rowHeight\": 60, \"header\": \"S\($0)\"}" }.joined(separator: ", "))],
                "sectionIndex": true}},
     "steps": []}
    """

  /// Whether the band of rows `rows` at column range `columns` holds dark (text) pixels.
  private func hasText(_ shot: CairoCanvas, columns: Range<Int>, rows: Range<Int>) -> Bool {
    for y in rows where y < shot.pixelHeight {
      for x in columns where x < shot.pixelWidth {
        let pixel = shot.pixel(x: x, y: y)
        if pixel.red < 0.3 && pixel.green < 0.3 && pixel.blue < 0.3 { return true }
      }
    }
    return false
  }

  /// A left-button mouse event at (200, y).
  private func mouse(_ type: SDL_EventType, y: Int32) {
    var event = SDL_Event()
    event.type = type.rawValue
    if type == SDL_MOUSEMOTION {
      event.motion.state = 1  // SDL_BUTTON_LMASK
      event.motion.x = 200
      event.motion.y = y
      event.motion.windowID = 1
    } else {
      event.button.button = UInt8(SDL_BUTTON_LEFT)
      event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
      event.button.x = 200
      event.button.y = y
      event.button.windowID = 1
    }
    SDL_PushEvent(&event)
  }

  /// Whether the cell's text band (x 16...80 pt, the middle 40 pt of its 60) shows dark pixels.
  private func cellShowsText(_ cell: TableViewCell, host: SDLHost, shot: CairoCanvas) -> Bool {
    let scale = Double(shot.pixelWidth) / Double(host.window.bounds.width)
    let origin = cell.convert(CGPoint.zero, to: host.window)
    let rows = Int((Double(origin.y) + 10) * scale)..<Int((Double(origin.y) + 50) * scale)
    return hasText(shot, columns: Int(16 * scale)..<Int(80 * scale), rows: rows)
  }

  @Test(.enabled(if: displayIsAvailable())) func theDemoListsCellsShowTheirTextInTheWindow() throws {
    var now = 0.0
    let host = try SDLHost(title: "list", screens: [("list", Self.list)], frameRate: 60, timeSource: { now })
    for _ in 0..<10 {
      host.step(wait: false)
      now += 1.0 / 60
    }
    let table = try #require(host.scrollView("list") as? TableView)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.textLabel?.text == "Row 1")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("inertia-sdl-list.png").path
    try host.screenshot(to: path)
    let shot = try CairoCanvas(pngAt: path)
    let scale = Double(shot.pixelWidth) / Double(host.window.bounds.width)
    // Row 1 ("Row 1" in black from x = 16 pt) lies below the 47-pt safe area and the 28-pt header.
    let origin = first.convert(CGPoint.zero, to: host.window)
    let top = Int((Double(origin.y) + 10) * scale)
    let bottom = Int((Double(origin.y) + 50) * scale)
    #expect(hasText(shot, columns: Int(16 * scale)..<Int(80 * scale), rows: top..<bottom))
    // The separator side of the row (x 200...300 pt) holds no text.
    #expect(!hasText(shot, columns: Int(200 * scale)..<Int(300 * scale), rows: top..<bottom))
    // Drag the list up by 600 pt: rows that appear during the drag show their text too.
    mouse(SDL_MOUSEBUTTONDOWN, y: 750)
    for step in 1...30 {
      host.step(wait: false)
      now += 1.0 / 60
      mouse(SDL_MOUSEMOTION, y: Int32(750 - step * 20))
    }
    mouse(SDL_MOUSEBUTTONUP, y: 150)
    for _ in 0..<90 {
      host.step(wait: false)
      now += 1.0 / 60
    }
    #expect(table.contentOffset.y > 500)
    try host.screenshot(to: path)
    let scrolled = try CairoCanvas(pngAt: path)
    let onScreen = table.visibleCells.filter {
      let y = $0.convert(CGPoint.zero, to: host.window).y
      return y > 80 && y < 760
    }
    #expect(onScreen.count >= 8)
    #expect(onScreen.allSatisfy { cellShowsText($0, host: host, shot: scrolled) })
  }
}
