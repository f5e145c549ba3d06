import InertiaPort
import Testing

/// Xcode preview scaffolding in UIKit files is removed with its SwiftUI import.
@Suite struct PreviewRuleTests {
  @Test func previewTypesAndBlocksGoWithTheSwiftUIImport() {
    let source = """
      import UIKit
      import SwiftUI

      class FeedController: UIViewController {}

      struct FeedRepresentable: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIViewController { FeedController() }
          func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }

      #if DEBUG
      struct Feed_Previews: PreviewProvider {
          static var previews: some View { FeedRepresentable() }
      }
      #endif

      #Preview {
          FeedController()
      }

      """
    let ported = port(source, name: "Feed.swift")
    #expect(
      ported.text == """
        import InertiaUIKit

        class FeedController: UIViewController {}


        #if DEBUG
        #endif


        """)
    #expect(ported.lines.contains { $0.hasPrefix("Feed.swift:2: import SwiftUI removed") })
    #expect(ported.lines.contains { $0.hasPrefix("Feed.swift:12: preview type Feed_Previews removed") })
    #expect(ported.lines.contains { $0.contains("#Preview removed") })
  }

  @Test func aFileUsingSwiftUIOtherwiseKeepsItsImport() {
    let source = """
      import SwiftUI

      struct Row: View {
          var body: some View { Text("A") }
      }

      """
    let ported = port(source, name: "Row.swift")
    #expect(ported.text == source)
  }

  @Test func anUnusedTemplateViewAndAnUnusedSwiftUIImportGo() {
    let controller = PortSource(
      path: "ViewController.swift",
      text: """
        import UIKit
        import SwiftUI

        class ViewController: UIViewController {}

        struct ContentView: View {
            var body: some View { Text("Hello") }
        }

        """)
    let layout = PortSource(
      path: "Layout.swift",
      text: "import UIKit\nimport SwiftUI\n\nenum Layout { static let inset: CGFloat = 8 }\n")
    let shown = PortSource(
      path: "Host.swift",
      text: """
        import UIKit
        import SwiftUI

        struct Badge: View { var body: some View { Text("1") } }
        let host = UIHostingController(rootView: Badge())

        """)
    let result = Porter.port([controller, layout, shown])
    #expect(result.files[0].text == "import InertiaUIKit\n\nclass ViewController: UIViewController {}\n\n")
    #expect(result.files[1].text == "import InertiaUIKit\n\nenum Layout { static let inset: CGFloat = 8 }\n")
    // A view the code shows keeps SwiftUI, and fails to build as it must.
    #expect(result.files[2].text.contains("import SwiftUI\n\nstruct Badge: View"))
    let lines = result.rewrites.map(\.description)
    #expect(lines.contains { $0.hasPrefix("ViewController.swift:6: SwiftUI view ContentView removed") })
    #expect(
      lines.contains {
        $0.hasPrefix("Layout.swift:2: import SwiftUI removed (the file names nothing of SwiftUI")
      })
  }
}
