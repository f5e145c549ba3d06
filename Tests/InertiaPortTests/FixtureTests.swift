import Foundation
import InertiaPort
import Testing

/// The fixtures, written in the idioms of iOS code, port to the expected files: the photo list to
/// the program compiled and tapped in Tests/SeedPrograms, the Texture feed (two files) to its
/// `.ported` files.
@Suite struct FixtureTests {
  func source(_ name: String) throws -> PortSource {
    PortSource(
      path: name,
      text: try String(contentsOf: fixturesFolder.appendingPathComponent(name), encoding: .utf8))
  }

  @Test func thePhotoListPortsToTheProgramTheSeedTestsTap() throws {
    let result = Porter.port([try source("PhotoList.swift")])
    #expect(result.files[0].isChanged)
    #expect(result.files[0].text == (try testsFile("SeedPrograms/PortedPhotoList.swift")))
    let summary = result.rewrites.map { "\($0.line): \($0.what)" }
    #expect(
      summary == [
        "5: import QuartzCore removed",
        "6: import UIKit -> import InertiaUIKit",
        "13: extension TapCounter: ActionTarget {} added at the end of the file",
        "16: @objc removed",
        "22: @IBOutlet removed",
        "23: @IBOutlet removed",
        "24: @IBOutlet removed",
        "31: @objc removed",
        "31: dynamic removed",
        "36: #colorLiteral(red: 0.95, green: 0.95, blue: 0.97, alpha: 1) -> "
          + "UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)",
        #"42: #selector(shareTapped(_:)) -> Selector("shareTapped:", target: self, Self.shareTapped(_:))"#,
        #"46: #selector(TapCounter.increment(_:)) -> Selector("increment:", target: counter, "#
          + "TapCounter.increment(_:))",
        #"50: #selector(gridChanged) -> Selector("gridChanged:", target: self, Self.gridChanged)"#,
        #"54: #selector(headerTapped(_:)) -> Selector("headerTapped:", target: self, Self.headerTapped(_:))"#,
        #"57: #selector(refresh(_:)) -> Selector("refresh:", target: self, Self.refresh(_:))"#,
        #"62: #selector(photosChanged(_:)) -> Selector("photosChanged:", target: self, "#
          + "Self.photosChanged(_:))",
        "69: @IBAction removed from resetTapped",
        "73: @objc removed",
        "77: @objc removed",
        "81: @objc removed",
        "87: override viewWillLayoutSubviews() moved from an extension into class PhotoListViewController",
        "92: @objc removed",
      ])
    #expect(result.rewrites.allSatisfy { $0.file == "PhotoList.swift" && $0.kind == .rewrite })
  }

  @Test func theTextureFeedPortsAcrossItsTwoFiles() throws {
    let names = ["FeedNode.swift", "FeedNode+Touches.swift"]
    let result = Porter.port(try names.map(source))
    for (name, file) in zip(names, result.files) {
      let expected = try String(
        contentsOf: fixturesFolder.appendingPathComponent(
          name.replacingOccurrences(of: ".swift", with: ".ported.swift")),
        encoding: .utf8)
      #expect(file.text == expected, "\(name)")
    }
    let notes = result.rewrites.filter { $0.kind == .note }.map(\.description)
    #expect(
      notes == [
        "FeedNode+Touches.swift:25: not rewritten: override in an extension of UIScrollView (its class is not "
          + "in the files given; move it into the class by hand)"
      ])
    // A Texture node is no responder: it receives its recognizers' actions as an ActionTarget; a
    // Texture view controller is a responder and needs nothing.
    #expect(result.files[0].text.hasSuffix("\nextension FeedCellNode: ActionTarget {}\n"))
    #expect(!result.files[0].text.contains("extension FeedViewController: ActionTarget"))
  }

  @Test func portingAPortedFileChangesNothing() throws {
    let ported = try testsFile("SeedPrograms/PortedPhotoList.swift")
    let again = Porter.port([PortSource(path: "P.swift", text: ported)])
    #expect(!again.files[0].isChanged)
    #expect(again.rewrites.isEmpty)
  }
}
