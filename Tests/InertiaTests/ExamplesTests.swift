import Foundation
import Testing

/// The programs in Examples/ run headless (a scripted tour on the manual clock) and write their PNGs.
@Suite struct ExamplesTests {
  /// The folder holding the built products: beside the test bundle, or .build/debug.
  static func productsFolder() -> URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    for folder in [bundle, bundle.deletingLastPathComponent(), root.appendingPathComponent(".build/debug")]
    where FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("photo-viewer").path) {
      return folder
    }
    return root.appendingPathComponent(".build/debug")
  }

  /// Runs `name --headless --out DIR`; returns the exit status, standard output and the PNGs written.
  static func run(_ name: String) throws -> (Int32, String, [String]) {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("inertia-example-\(name)")
    try? FileManager.default.removeItem(at: out)
    let process = Process()
    process.executableURL = productsFolder().appendingPathComponent(name)
    process.arguments = ["--headless", "--out", out.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let files = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
    return (process.terminationStatus, output, files.filter { $0.hasSuffix(".png") }.sorted())
  }

  @Test func thePhotoViewerSwipesZoomsOnADoubleTapAndPinchesBack() throws {
    let (status, output, pngs) = try Self.run("photo-viewer")
    #expect(status == 0)
    #expect(pngs == ["01-first-photo.png", "02-swiped.png", "03-double-tap.png", "04-pinched.png"])
    #expect(output.contains("a swipe turns to photo 2"))
    #expect(output.contains("a double-tap zooms to 2.5×"))
    #expect(output.contains("a pinch zooms back to 1.0×"))
  }

  @Test func theSettingsScreenTogglesSlidesScrollsAndSelects() throws {
    let (status, output, pngs) = try Self.run("settings-screen")
    #expect(status == 0)
    #expect(pngs.count == 5)
    #expect(output.contains("a tap turns Wi-Fi off"))
    #expect(output.contains("a fling scrolls the table to 92 pt"))
    #expect(output.contains("a tap selects Setting 6"))
  }

  @Test func theTextureFeedSizesItsContentFromTheSpec() throws {
    let (status, output, pngs) = try Self.run("texture-feed")
    #expect(status == 0)
    #expect(pngs.count == 3)
    #expect(output.contains("content size from the spec: 390 × 1557"))
    #expect(output.contains("a status-bar tap scrolls back to 0 pt"))
  }

  @Test func thePhotoFeedFetchesPagesAsTheUserNearsTheEnd() throws {
    let (status, output, pngs) = try Self.run("photo-feed")
    #expect(status == 0)
    #expect(pngs == ["01-first-page.png", "02-fetched.png", "03-top.png"])
    #expect(output.contains("an empty feed fetches its first page: 10 photos"))
    // Two more pages arrive while the flings come within two screens of the end.
    #expect(output.contains("flings near the end fetch more: 30 photos in 3 requests, at 6734 pt"))
    #expect(output.contains("a status-bar tap scrolls back to 0 pt"))
  }

  @Test func theProfilePageCollapsesItsHeaderOverThePager() throws {
    let (status, output, pngs) = try Self.run("profile-page")
    #expect(status == 0)
    #expect(pngs.count == 4)
    #expect(output.contains("collapses the header (page at 240) then scrolls Posts to 150"))
    #expect(output.contains("a swipe shows Likes"))
    #expect(output.contains("brings the header back (page at 0)"))
  }
}
