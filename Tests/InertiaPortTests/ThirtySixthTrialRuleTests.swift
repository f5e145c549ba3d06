import InertiaPort
import Testing

/// The thirty-sixth porting trial's port rules: a table subclass overriding `delegate` with UIKit's
/// list delegate type (ExpyTableView's proxy), and `import WebKit` (AMScrollingNavbar follows a
/// `WKWebView`'s scroll view).
@Suite struct ThirtySixthTrialRuleTests {
  static func port(_ text: String) -> (text: String, report: [String]) {
    let result = Porter.port([PortSource(path: "Proxy.swift", text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func aListSubclassOverridingDelegateTakesTheScrollViewsDelegateType() {
    let (text, report) = Self.port(
      """
      import UIKit

      open class ProxyTable: UITableView {
          weak var inner: UITableViewDelegate?
          open override var delegate: UITableViewDelegate? {
              get { return super.delegate }
              set { inner = newValue as? UITableViewDelegate; super.delegate = self }
          }
      }

      class ProxyGrid: UICollectionView {
          override var delegate: UICollectionViewDelegate! {
              get { super.delegate as? UICollectionViewDelegate }
              set { super.delegate = newValue }
          }
      }

      class Holder: NSObject {
          var delegate: UITableViewDelegate?
      }

      """)
    #expect(text.contains("open override var delegate: ScrollViewDelegate? {"))
    #expect(text.contains("override var delegate: ScrollViewDelegate! {"))
    // Only an override in a list subclass changes: a plain property keeps its type.
    #expect(text.contains("var delegate: UITableViewDelegate?\n"))
    #expect(text.contains("weak var inner: UITableViewDelegate?"))
    #expect(
      report.contains(
        "Proxy.swift:5: override var delegate: UITableViewDelegate -> ScrollViewDelegate in ProxyTable "
          + "(Inertia's list views keep UIScrollView's delegate type (Swift cannot change a property's type "
          + "in an override); UIKit redeclares it with UITableViewDelegate)"))
  }

  @Test func webKitIsCoveredByInertiaUIKit() {
    let (text, report) = Self.port(
      """
      import UIKit
      import WebKit

      final class Browser: UIViewController {
          let web = WKWebView(frame: .zero)
      }

      """)
    #expect(!text.contains("import WebKit"))
    #expect(text.contains("import InertiaUIKit"))
    #expect(report.contains { $0.hasPrefix("Proxy.swift:2: import WebKit removed") })
    let (alone, _) = Self.port("import WebKit\n\nlet page = WKWebView(frame: .zero)\n")
    #expect(alone.hasPrefix("import InertiaUIKit\n"))
  }
}
