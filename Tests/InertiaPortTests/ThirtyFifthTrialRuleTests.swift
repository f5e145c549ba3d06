import InertiaPort
import Testing

/// The thirty-fifth porting trial's port rule: an Objective-C optional property requirement
/// (SegementSlide's `@objc optional var scrollView: UIScrollView { get }`), read through the
/// protocol as an optional on iOS (`guard let child = page.scrollView`).
@Suite struct ThirtyFifthTrialRuleTests {
  static let library = """
    import UIKit

    @objc
    public protocol PageDelegate where Self: UIViewController {
        /// The page's scroll view, when it has one.
        @objc optional var scrollView: UIScrollView { get }
        @objc optional var pageTitle: String? { get }
    }

    final class Pager {
        var pages: [PageDelegate] = []
        func observe(_ page: PageDelegate) -> CGFloat {
            guard let scrollView = page.scrollView else { return 0 }
            return scrollView.contentOffset.y
        }
    }

    """

  static let app = """
    import UIKit

    class ListPage: UITableViewController, PageDelegate {
        var scrollView: UIScrollView { return tableView }
    }

    class FancyListPage: ListPage {}

    class PlainPage: UIViewController, PageDelegate {}

    """

  static func ported() -> (library: String, app: String, report: [String]) {
    let result = Porter.port([
      PortSource(path: "Pager.swift", text: library), PortSource(path: "Pages.swift", text: app),
    ])
    return (result.files[0].text, result.files[1].text, result.rewrites.map(\.description))
  }

  @Test func aNonOptionalPropertyMovesIntoAProtocolOfItsOwnAndReadsAsOptional() {
    let (library, _, report) = Self.ported()
    #expect(!library.contains("optional var scrollView"))
    #expect(
      library.contains(
        """
        public extension PageDelegate {
          var scrollView: UIScrollView? { (self as? PageDelegate_scrollView)?.scrollView }
          var pageTitle: String? { nil }
        }

        public protocol PageDelegate_scrollView {
          var scrollView: UIScrollView { get }
        }
        """))
    // The read through the protocol is left as iOS wrote it: the extension's property is optional.
    #expect(library.contains("guard let scrollView = page.scrollView else { return 0 }"))
    #expect(
      report.contains(
        "Pager.swift:6: optional scrollView moved into protocol PageDelegate_scrollView (a read through "
          + "PageDelegate is optional on iOS, nil for an object without the property (Swift on Linux has no "
          + "optional protocol requirements))"))
  }

  @Test func theFirstClassDeclaringThePropertyConformsToItsProtocol() {
    let (_, app, report) = Self.ported()
    #expect(app.contains("extension ListPage: PageDelegate_scrollView {}"))
    // Its subclass inherits the conformance; a page without the property gets none.
    #expect(!app.contains("extension FancyListPage: PageDelegate_scrollView"))
    #expect(!app.contains("extension PlainPage: PageDelegate_scrollView"))
    #expect(report.contains { $0.hasPrefix("Pages.swift:5: ListPage conforms to PageDelegate_scrollView") })
  }

  @Test func anOptionalTypedPropertyTakesTheDefaultNil() {
    let (library, _, report) = Self.ported()
    #expect(library.contains("    var pageTitle: String? { get }"))
    #expect(!library.contains("optional var pageTitle"))
    #expect(
      report.contains(
        "Pager.swift:7: optional removed from pageTitle (the extension after PageDelegate gives the default "
          + "nil, what a missing property reads as (Swift on Linux has no optional protocol requirements))"))
  }
}
