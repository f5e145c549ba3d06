import InertiaPort
import Testing

/// The forty-eighth Texture trial's port rules: a repository search app binds its delegate
/// protocols to NSObject and has Texture nodes and controllers adopt them; MarkdownView's SwiftUI
/// wrapper writes its representable methods in an extension of the wrapper.
@Suite struct FortyEighthTrialTextureRuleTests {
  @Test func anNSObjectBoundProtocolANodeAdoptsBecomesAnyObjectAndNSObjectProtocol() {
    let files = [
      PortSource(
        path: "Presentation.swift",
        text: """
          import AsyncDisplayKit

          protocol PresentationDelegate: NSObject {
              func navigate(to name: String)
          }

          class BaseNode: ASDisplayNode {}
          class Presentation: BaseNode {
              weak var delegate: PresentationDelegate?
          }

          """),
      PortSource(
        path: "Screen.swift",
        text: """
          import AsyncDisplayKit

          class Screen: ASDKViewController<ASDisplayNode> {}
          extension Screen: PresentationDelegate {
              func navigate(to name: String) {}
          }

          """),
    ]
    let result = Porter.port(files)
    #expect(result.files[0].text.contains("protocol PresentationDelegate: AnyObject, NSObjectProtocol {"))
    #expect(
      result.rewrites.map(\.description).contains(
        "Presentation.swift:3: PresentationDelegate: NSObject -> PresentationDelegate: AnyObject, "
          + "NSObjectProtocol (Screen adopts it and is no NSObject subclass on Linux (Inertia's nodes, "
          + "views and controllers conform to NSObjectProtocol instead))"))
  }

  @Test func aProtocolOnlyNSObjectSubclassesAdoptIsLeftAlone() {
    let source = """
      import Foundation

      protocol Loader: NSObject { func load() }
      final class Fetcher: NSObject, Loader { func load() {} }

      """
    #expect(port(source).text == source)
  }

  @Test func aRepresentablesExtensionGoesWithItAndSoDoesTheSwiftUIImport() {
    let source = """
      import SwiftUI

      public final class MarkdownUI: UIViewRepresentable {
        @Binding public var body: String
      }

      extension MarkdownUI {
        public func makeUIView(context: Context) -> UIView { UIView() }
      }

      """
    let ported = port(source)
    #expect(!ported.text.contains("SwiftUI"))
    #expect(!ported.text.contains("MarkdownUI"))
    #expect(
      ported.lines.contains(
        "A.swift:7: extension of preview type MarkdownUI removed (Xcode previews need SwiftUI, which does "
          + "not exist off Apple platforms)"))
  }
}
