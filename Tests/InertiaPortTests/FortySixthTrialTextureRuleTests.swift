import InertiaPort
import Testing

/// The forty-sixth Texture trial's port rule: the Starbucks clone configures its nodes with
/// devxoul's Then (`ASTextNode().then { … }`), whose `extension NSObject: Then {}` reaches UIKit's
/// and Texture's objects on iOS only.
@Suite struct FortySixthTrialTextureRuleTests {
  static func port(_ sources: [(String, String)]) -> (texts: [String], rewrites: [String]) {
    let result = Porter.port(sources.map { PortSource(path: $0.0, text: $0.1) })
    return (result.files.map(\.text), result.rewrites.map(\.description))
  }

  static let controller = """
    import UIKit
    import AsyncDisplayKit
    import Then

    final class PayController: ASDKViewController<ASScrollNode> {
        private let title = ASTextNode().then { $0.maximumNumberOfLines = 1 }
    }

    """

  @Test func theFirstFileImportingThenGetsUIKitsAndTexturesRoots() {
    let helper = """
      import UIKit
      import Then

      let label = UILabel().then { $0.text = "Pay" }

      """
    let (texts, rewrites) = Self.port([("A.swift", helper), ("B.swift", Self.controller)])
    // UIKit's roots once, in the first file importing Then and UIKit.
    #expect(texts[0].contains("\nextension UIResponder: @retroactive Then {}\n"))
    #expect(texts[0].contains("\nextension CALayer: @retroactive Then {}\n"))
    #expect(!texts[1].contains("extension UIResponder"))
    // Texture's roots in the first file that imports Texture too.
    #expect(!texts[0].contains("ASDisplayNode"))
    #expect(texts[1].contains("\nextension ASDisplayNode: @retroactive Then {}\n"))
    #expect(texts[1].contains("\nextension ASLayoutSpec: @retroactive Then {}\n"))
    #expect(
      rewrites.contains(
        "B.swift:1: extension ASDisplayNode: @retroactive Then {} added at the end of the file (Then gives "
          + "`then` to NSObjects; Texture's ASDisplayNode is one on iOS, not on Linux)"))
  }

  @Test func aConformanceTheProgramDeclaresIsNotAddedAgain() {
    let own = """
      import UIKit
      import Then

      extension UIResponder: Then {}

      """
    let (texts, _) = Self.port([("Own.swift", own), ("B.swift", Self.controller)])
    #expect(texts[0].components(separatedBy: "extension UIResponder").count == 2)
    #expect(!texts[1].contains("extension UIResponder"))
    #expect(texts[0].contains("extension CALayer: @retroactive Then {}"))
  }

  @Test func programsWithoutThenGetNothing() {
    let plain = """
      import UIKit
      import AsyncDisplayKit

      final class Node: ASDisplayNode {}

      """
    let (texts, rewrites) = Self.port([("Node.swift", plain)])
    #expect(!texts[0].contains("Then"))
    #expect(!rewrites.contains { $0.contains("Then") })
  }
}
