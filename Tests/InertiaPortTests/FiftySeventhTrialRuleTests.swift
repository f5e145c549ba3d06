import InertiaPort
import Testing

/// The fifty-seventh trial's port rule: a UIKit library's SwiftUI layer, reached from its UIKit
/// code only through availability-guarded casts, is kept under `#if canImport(SwiftUI)` and the
/// casts keep their `else` branches for Linux.
@Suite struct FiftySeventhTrialRuleTests {
  /// A paging menu library in the shape of Parchment's: a SwiftUI page type, an item holding one,
  /// a cell showing it, and the menu controller casting to the item behind `#available`.
  private static let page = PortSource(
    path: "Page.swift",
    text: """
      import UIKit
      import SwiftUI

      @available(iOS 14.0, *)
      public struct Page {
          let title: String
          let content: () -> UIViewController
          public init<Content: View>(_ title: String, content: () -> Content) {
              let view = content()
              self.title = title
              self.content = { UIHostingController(rootView: view) }
          }
      }

      """)
  private static let item = PortSource(
    path: "PageItem.swift",
    text: """
      import Foundation

      @available(iOS 14.0, *)
      struct PageItem: MenuItem {
          let index: Int
          let page: Page
      }

      """)
  private static let menu = PortSource(
    path: "MenuController.swift",
    text: """
      import UIKit

      protocol MenuItem {}

      final class MenuController {
          var sized = false
          func identifier(for item: MenuItem) -> String {
              var identifier: String
              if #available(iOS 14.0, *), let item = item as? PageItem {
                  identifier = item.page.title
              } else {
                  identifier = String(describing: type(of: item))
              }
              return identifier
          }

          func configureSizes(for item: MenuItem, selfSizing: Bool) {
              switch selfSizing {
              case true:
                  if #available(iOS 14.0, *), item is PageItem {
                      sized = true
                  }
              case false:
                  sized = false
              }
          }
      }

      """)

  @Test func theLayerGoesUnderCanImportSwiftUIAndTheCastsKeepTheirElseBranches() {
    let result = Porter.port([Self.page, Self.item, Self.menu])
    #expect(
      result.files[0].text == """
        #if canImport(SwiftUI)
        import InertiaUIKit
        import SwiftUI

        @available(iOS 14.0, *)
        public struct Page {
            let title: String
            let content: () -> UIViewController
            public init<Content: View>(_ title: String, content: () -> Content) {
                let view = content()
                self.title = title
                self.content = { UIHostingController(rootView: view) }
            }
        }
        #endif

        """)
    #expect(result.files[1].text.hasPrefix("#if canImport(SwiftUI)\nimport Foundation\n"))
    #expect(result.files[1].text.hasSuffix("    let page: Page\n}\n#endif\n"))
    #expect(
      result.files[2].text.contains(
        """
                #if canImport(SwiftUI)
                if #available(iOS 14.0, *), let item = item as? PageItem {
                    identifier = item.page.title
                } else {
                    identifier = String(describing: type(of: item))
                }
                #else
                    identifier = String(describing: type(of: item))
                #endif
                return identifier
        """))
    // The only statement of a case keeps the case from being empty on Linux.
    #expect(
      result.files[2].text.contains(
        """
                case true:
                    #if canImport(SwiftUI)
                    if #available(iOS 14.0, *), item is PageItem {
                        sized = true
                    }
                    #else
                    break
                    #endif
                case false:
        """))
    let lines = result.rewrites.map(\.description)
    #expect(lines.contains { $0.hasPrefix("Page.swift:1: the file (Page) kept for SwiftUI only under #if") })
    #expect(lines.contains { $0.hasPrefix("PageItem.swift:1: the file (PageItem) kept for SwiftUI only") })
    #expect(
      lines.filter { $0.hasPrefix("MenuController.swift:") && $0.contains("casting to a SwiftUI-only type") }
        .count == 2)
  }

  @Test func withoutAnAvailabilityGuardedCastNothingIsWrapped() {
    let unguarded = PortSource(
      path: "MenuController.swift",
      text: """
        import UIKit

        protocol MenuItem {}

        final class MenuController {
            func isPage(_ item: MenuItem) -> Bool {
                if item is PageItem { return true }
                return false
            }
        }

        """)
    let result = Porter.port([Self.page, Self.item, unguarded])
    #expect(result.files[0].text.hasPrefix("import InertiaUIKit\nimport SwiftUI\n"))
    #expect(!result.files.contains { $0.text.contains("canImport(SwiftUI)") })
  }

  /// A screen that shows the layer cannot vanish: the program fails to build, as it must.
  @Test func aLayerReachingAViewControllerIsLeftAsItIs() {
    let screen = PortSource(
      path: "PagesViewController.swift",
      text: """
        import UIKit

        final class PagesViewController: UIViewController {
            let pages: [Page] = []
        }

        """)
    let result = Porter.port([Self.page, Self.item, Self.menu, screen])
    #expect(!result.files.contains { $0.text.contains("canImport(SwiftUI)") })
    #expect(result.files[2].text.contains("if #available(iOS 14.0, *), let item = item as? PageItem {"))
  }
}
