import InertiaPort
import Testing

/// The forty-ninth trial's port rules: an `import SDWebImage` left in a file that names none of its
/// types or methods (ZCycleView's demo keeps it after commenting its image URLs out) is removed,
/// as an unused Apple framework's import is, and a file that loads images through it keeps it; a
/// selector of a UIKit delegate protocol's method (BmoViewPager's proxy asks its forward delegate
/// whether it `responds(to:)` one) is the method's name.
@Suite struct FortyNinthTrialRuleTests {
  static func port(_ text: String) -> (text: String, report: [String]) {
    let result = Porter.port([PortSource(path: "Banner.swift", text: text)])
    return (result.files[0].text, result.rewrites.map(\.description))
  }

  @Test func anUnusedImageLoadingPodImportIsRemoved() {
    let (text, report) = Self.port(
      """
      import SDWebImage
      import UIKit

      //    let urls = ["https://example.com/1.jpg"]
      let images = [UIImage(named: "p1")]

      """)
    #expect(text.hasPrefix("import InertiaUIKit\n\n//    let urls"))
    #expect(
      report.contains(
        "Banner.swift:1: import SDWebImage removed (the file names nothing of SDWebImage (no SD… type or "
          + "sd_… method), which does not exist on Linux)"))
  }

  @Test func anImportWhoseMethodsTheFileCallsStays() {
    let source = """
      import SDWebImage
      import UIKit

      func show(_ url: URL, in imageView: UIImageView) {
          imageView.sd_setImage(with: url, placeholderImage: nil)
      }

      """
    let (text, report) = Self.port(source)
    #expect(text.hasPrefix("import SDWebImage\nimport InertiaUIKit\n"))
    #expect(!report.contains { $0.contains("SDWebImage removed") })
    let (typed, _) = Self.port("import SDWebImage\nimport UIKit\n\nlet cache = SDImageCache.shared\n")
    #expect(typed.hasPrefix("import SDWebImage\n"))
  }

  @Test func aPodFileImportingOnlyTheUnusedPodGetsUIKit() {
    let (text, _) = Self.port("import SDWebImage\n\nclass Banner: UIView {}\n")
    #expect(text == "import InertiaUIKit\n\nclass Banner: UIView {}\n")
  }

  @Test func aSelectorOfAUIKitDelegateMethodIsItsName() {
    let (text, report) = Self.port(
      """
      import UIKit

      class Proxy: NSObject, UIScrollViewDelegate {
          weak var forward: UIScrollViewDelegate?
          func forwards() -> Bool {
              forward?.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))) ?? false
          }
      }

      """)
    #expect(text.contains("forward?.responds(to: Selector(\"scrollViewDidScroll:\")) ?? false"))
    #expect(
      report.contains {
        $0.hasPrefix("Banner.swift:6: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:)) -> ")
          && $0.hasSuffix(
            "(a standard edit action or a UIKit delegate method: responders and delegates answer it by name)")
      })
  }
}
