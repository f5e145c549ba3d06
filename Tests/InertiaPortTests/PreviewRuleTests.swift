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
}
