import InertiaPort
import Testing

/// Imports a file gets without having written them: FoundationNetworking where URLSession and
/// its kin are named, and the Inertia module of a bridging header's import where its types are.
@Suite struct ImplicitImportRuleTests {
  static let header = PortSource(
    path: "App-Bridging-Header.h",
    text:
      "// header\n#import <AsyncDisplayKit/AsyncDisplayKit.h>\n@import Foundation;\n#import \"Legacy.h\"\n")

  @Test func aBridgingHeadersTextureImportReachesTheFilesNamingTextureTypesOnly() {
    let feed = PortSource(path: "Feed.swift", text: "import UIKit\n\nfinal class Feed: ASDisplayNode {}\n")
    let model = PortSource(path: "Model.swift", text: "import Foundation\n\nstruct Item { let id: Int }\n")
    let bare = PortSource(path: "Bare.swift", text: "// Bare\n\nlet node = ASTextNode()\n")
    let result = Porter.port([Self.header, feed, model, bare])
    #expect(result.files[0].text == Self.header.text && !result.files[0].isChanged)
    #expect(
      result.files[1].text
        == "import InertiaTexture\nimport InertiaUIKit\n\nfinal class Feed: ASDisplayNode {}\n")
    #expect(!result.files[2].isChanged)
    #expect(result.files[3].text == "// Bare\n\nimport InertiaTexture\n\nlet node = ASTextNode()\n")
    let lines = result.rewrites.map(\.description)
    #expect(
      lines.filter { $0.hasPrefix("App-Bridging-Header.h") } == [
        "App-Bridging-Header.h:2: not rewritten: #import <AsyncDisplayKit/AsyncDisplayKit.h> (Linux has no "
          + "bridging headers: files naming AS... types (or UI... types without UIKit) get import InertiaTexture)",
        "App-Bridging-Header.h:4: not rewritten: #import \"Legacy.h\" (Objective-C is not compiled on Linux: "
          + "port what it declares to Swift)",
      ])
    #expect(
      lines.contains(
        "Bare.swift:3: import InertiaTexture added (App-Bridging-Header.h imports AsyncDisplayKit "
          + "for every file of the target; Linux has no bridging headers)"))
  }

  @Test func aFileNamingUIKitTypesWithoutImportingUIKitGetsTextureWhichBringsIt() {
    let colors = PortSource(
      path: "UIColor.swift",
      text: "import Foundation\n\nextension UIColor {\n  static let brand = UIColor.red\n}\n")
    let view = PortSource(path: "View.swift", text: "import UIKit\n\nlet view = UIView()\n")
    let result = Porter.port([Self.header, colors, view])
    #expect(
      result.files[1].text
        == "import InertiaTexture\nimport Foundation\n\nextension UIColor {\n  static let brand = UIColor.red\n}\n"
    )
    #expect(result.files[2].text == "import InertiaUIKit\n\nlet view = UIView()\n")
  }

  @Test func aFileThatAlreadyImportsTextureGetsNothingMore() {
    let file = PortSource(path: "Feed.swift", text: "import AsyncDisplayKit\n\nlet n = ASDisplayNode()\n")
    let result = Porter.port([Self.header, file])
    #expect(result.files[1].text == "import InertiaTexture\n\nlet n = ASDisplayNode()\n")
  }

  @Test func urlSessionAndRequestsImportFoundationNetworkingUnderCanImport() {
    let body = """

      func load(_ url: URL) {
        URLSession.shared.dataTask(with: URLRequest(url: url)) { _, _, _ in }.resume()
      }

      """
    let ported = port("import UIKit\n" + body)
    #expect(
      ported.text
        == "#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif\nimport InertiaUIKit\n"
        + body)
    #expect(
      ported.lines == [
        "A.swift:1: import UIKit -> import InertiaUIKit (UIKit does not exist on Linux; InertiaUIKit gives its names)",
        "A.swift:1: import FoundationNetworking added (under canImport) (URLRequest is in FoundationNetworking "
          + "on Linux)",
      ])
    let again = Porter.port([PortSource(path: "A.swift", text: ported.text)])
    #expect(!again.files[0].isChanged && again.rewrites.isEmpty)
  }

  @Test func aFileWithoutNetworkingNamesIsLeftAlone() {
    let source = "import Foundation\n\nlet url = URL(string: \"https://example.com\")\n"
    let ported = Porter.port([PortSource(path: "A.swift", text: source)])
    #expect(!ported.files[0].isChanged && ported.rewrites.isEmpty)
  }

  @Test func aFileNamingUIKitTypesWithoutAnyUIKitImportGetsInertiaUIKit() {
    // A framework's files import only Foundation: its umbrella header gave them UIKit.
    let layout = PortSource(
      path: "MozaikLayout.swift",
      text: "import Foundation\n\nopen class MozaikLayout: UICollectionViewFlowLayout {}\n")
    let model = PortSource(
      path: "Model.swift", text: "import Foundation\n\nstruct Tile { let size: CGSize }\n")
    let result = Porter.port([layout, model])
    #expect(
      result.files[0].text
        == "import InertiaUIKit\nimport Foundation\n\nopen class MozaikLayout: UICollectionViewFlowLayout {}\n"
    )
    #expect(!result.files[1].isChanged)
    #expect(
      result.rewrites.map(\.description) == [
        "MozaikLayout.swift:1: import InertiaUIKit added (the file names UICollectionViewFlowLayout without "
          + "importing UIKit: its target imports UIKit for every file (an umbrella header, an @_exported "
          + "import); Swift on Linux reads no headers)"
      ])
  }

  @Test func avFoundationGoesWhereUIKitIsImportedForItsAVMakeRect() {
    let (text, _) = port(
      "import UIKit\nimport AVFoundation\n\nlet r = AVMakeRect(aspectRatio: s, insideRect: b)\n")
    #expect(text == "import InertiaUIKit\n\nlet r = AVMakeRect(aspectRatio: s, insideRect: b)\n")
  }

  @Test func aPodFileWithNoImportsGetsInertiaUIKitWhenItsTargetUsesUIKit() {
    // A CocoaPods file with no import at all: the pod's prefix header gave it UIKit.
    let cell = PortSource(
      path: "GalleryCell.swift", text: "//\n//  GalleryCell.swift\n//\n\nopen class GalleryCell: UIView {}\n")
    let gallery = PortSource(
      path: "Gallery.swift", text: "import UIKit\n\nclass Gallery: UIViewController {}\n")
    let result = Porter.port([cell, gallery])
    #expect(
      result.files[0].text
        == "//\n//  GalleryCell.swift\n//\n\nimport InertiaUIKit\n\nopen class GalleryCell: UIView {}\n")
    // Alone (a snippet, no file of the target imports UIKit), nothing is added.
    let alone = Porter.port([cell])
    #expect(!alone.files[0].isChanged)
  }

  @Test func coreLocationComesWithInertiaUIKit() {
    let (withUIKit, _) = port("import UIKit\nimport CoreLocation\n\nclass A: CLLocationManagerDelegate {}\n")
    #expect(withUIKit == "import InertiaUIKit\n\nclass A: CLLocationManagerDelegate {}\n")
    let (alone, _) = port("import CoreLocation\n\nlet m = CLLocationManager()\n")
    #expect(alone == "import InertiaUIKit\n\nlet m = CLLocationManager()\n")
  }
}
