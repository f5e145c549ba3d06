import Foundation
import InertiaCairo
import Testing

@testable import Inertia

/// Snapshot tests of the Cairo renderer against committed PNGs (Tests/InertiaTests/Snapshots).
/// Set INERTIA_RECORD_SNAPSHOTS=1 to write missing references.
@MainActor
@Suite struct RenderingTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Snapshots")

  private func assertSnapshot(_ window: Window, named name: String) throws {
    let canvas = try ViewRenderer.render(window: window)
    let path = Self.folder.appendingPathComponent("\(name).png").path
    if !FileManager.default.fileExists(atPath: path) {
      if ProcessInfo.processInfo.environment["INERTIA_RECORD_SNAPSHOTS"] == "1" {
        try canvas.writePNG(to: path)
        return
      }
      Issue.record("no reference at \(path); run with INERTIA_RECORD_SNAPSHOTS=1 to record it")
      return
    }
    let reference = try CairoCanvas(pngAt: path)
    let fraction = canvas.differingFraction(from: reference, tolerance: 8.0 / 255)
    if fraction > 0.002 {
      try canvas.writePNG(
        to: FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-actual.png").path)
    }
    #expect(fraction <= 0.002, "\(name): \(fraction * 100)% of pixels differ")
  }

  private func listScene() -> (TestScene, ScrollView) {
    let scene = TestScene(size: CGSize(width: 200, height: 300), scale: 1)
    scene.window.backgroundColor = .white
    let view = scene.scrollView(contentSize: CGSize(width: 200, height: 1200))
    for row in 0..<20 {
      let cell = View(frame: CGRect(x: 0, y: CGFloat(row) * 60, width: 200, height: 60))
      cell.backgroundColor = row % 2 == 0 ? Color(hex: "#DDE6F0") : .white
      view.addSubview(cell)
    }
    return (scene, view)
  }

  private func near(_ a: Color, _ b: Color, _ tolerance: Double = 0.03) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
      && abs(a.blue - b.blue) <= tolerance
  }

  @Test func listMidScrollShowsItsIndicator() throws {
    let (scene, view) = listScene()
    scene.gestures.drag(
      from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 50), duration: 0.3, release: .hold)
    let canvas = try ViewRenderer.render(window: scene.window)
    let bar = view.convert(view.verticalIndicator.frame, to: nil)
    // Black at 0.35 over the row colour.
    let pixel = canvas.pixel(x: Int(bar.midX), y: Int(bar.midY))
    #expect(pixel.red < 0.6 && pixel.red > 0.4)
    #expect(
      near(canvas.pixel(x: 50, y: 10), Color(hex: "#DDE6F0")!) || near(canvas.pixel(x: 50, y: 10), .white))
    try assertSnapshot(scene.window, named: "list-mid-scroll")
  }

  @Test func overscrolledListShrinksItsIndicator() throws {
    let (scene, view) = listScene()
    scene.gestures.drag(
      from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 250), duration: 0.3, release: .hold)
    #expect(view.verticalIndicator.frame.height < 80)
    let canvas = try ViewRenderer.render(window: scene.window)
    // Above the content the window background shows.
    #expect(near(canvas.pixel(x: 50, y: 5), .white))
    try assertSnapshot(scene.window, named: "list-overscrolled")
  }

  @Test func highlightedButtonAndSwitchStates() throws {
    let scene = TestScene(size: CGSize(width: 200, height: 120), scale: 1)
    scene.window.backgroundColor = .white
    let button = Button(frame: CGRect(x: 10, y: 10, width: 120, height: 40), title: "Buy")
    button.backgroundColor = Color(hex: "#E5E5EA")
    button.layer.cornerRadius = 8
    let off = Switch(frame: CGRect(x: 10, y: 70, width: 0, height: 0))
    let on = Switch(frame: CGRect(x: 80, y: 70, width: 0, height: 0))
    on.isOn = true
    for view in [button, off, on] { scene.window.addSubview(view) }
    scene.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 50, y: 30))
    #expect(button.isHighlighted)
    let canvas = try ViewRenderer.render(window: scene.window)
    #expect(near(canvas.pixel(x: 14, y: 45), Color(hex: "#E5E5EA")!))
    #expect(near(canvas.pixel(x: 88, y: 85), .systemGreen))
    #expect(near(canvas.pixel(x: 55, y: 85), .systemGray5))
    try assertSnapshot(scene.window, named: "button-highlighted-switches")
  }

  @Test func hiddenAndClippedViewsAreNotDrawn() {
    let scene = TestScene(size: CGSize(width: 100, height: 100), scale: 1)
    let clipper = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    clipper.clipsToBounds = true
    let inside = View(frame: CGRect(x: 60, y: 60, width: 10, height: 10))
    inside.backgroundColor = .black
    let hidden = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.backgroundColor = .black
    hidden.isHidden = true
    clipper.addSubview(inside)
    scene.window.addSubview(clipper)
    scene.window.addSubview(hidden)
    let list = DisplayList(root: scene.window)
    #expect(
      !list.commands.contains(.fill(CGRect(x: 0, y: 0, width: 10, height: 10), radius: 0, color: .black)))
    #expect(list.commands.filter { $0 == .save }.count == 2)
  }

  @Test func cairoMeasuresTextWiderForLongerStrings() throws {
    let measurer = try CairoTextMeasurer()
    let short = measurer.measure("Buy", size: 17)
    let long = measurer.measure("Buy it now", size: 17)
    #expect(short.width > 20 && long.width > short.width * 2)
    #expect(short.height > 17 && short.height < 25)
    #expect(MonospaceTextMeasurer().measure("abcd", size: 10) == CGSize(width: 22, height: 12))
  }

  @Test func alphaBlendsTheSubtree() throws {
    let scene = TestScene(size: CGSize(width: 20, height: 20), scale: 2)
    scene.window.backgroundColor = .white
    let box = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    box.backgroundColor = .black
    box.alpha = 0.5
    scene.window.addSubview(box)
    let canvas = try ViewRenderer.render(window: scene.window)
    #expect(canvas.pixelWidth == 40)
    #expect(abs(canvas.pixel(x: 10, y: 10).red - 0.5) < 0.02)
  }
}
