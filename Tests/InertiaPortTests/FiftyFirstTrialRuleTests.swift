import InertiaPort
import Testing

/// The fifty-first trial's port rules, on a delegate proxy written as BmoViewPager writes it: it
/// keeps the program's delegate as `weak var forwardDelegate: AnyObject?` and asks it
/// `responds(to:)`, which becomes `objectResponds(_:to:)`; a scroll view delegate method called
/// on it goes through `UIScrollViewDelegate`; and the classes of the files get the tables of their
/// Objective-C methods that the answer is read from.
@Suite struct FiftyFirstTrialRuleTests {
  static func port(_ sources: [(String, String)]) -> (texts: [String], report: [String]) {
    let result = Porter.port(sources.map { PortSource(path: $0.0, text: $0.1) })
    return (result.files.map(\.text), result.rewrites.map(\.description))
  }

  static let proxy = """
    import UIKit

    class PagerProxy: NSObject {
        weak var forwardDelegate: AnyObject?

        override func responds(to aSelector: Selector!) -> Bool {
            if super.responds(to: aSelector) {
                return true
            } else if let forward = self.forwardDelegate {
                return forward.responds(to: aSelector)
            }
            return false
        }
    }

    extension PagerProxy: UIScrollViewDelegate {
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if let delegate = forwardDelegate, delegate.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))) {
                delegate.scrollViewDidScroll(scrollView)
            }
        }
    }

    """

  static let controller = """
    import UIKit

    class ListController: UIViewController, UITableViewDataSource {
        func helper(_ view: UIView) {}
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        @objc func refresh() {}
    }

    extension ListController: UIScrollViewDelegate {
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    }

    final class DetailController: ListController {
        @IBAction func share(_ sender: Any) {}
    }

    """

  @Test func respondsToOnAnAnyObjectPropertyAsksTheRuntimeFunction() {
    let (texts, report) = Self.port([("PagerProxy.swift", Self.proxy)])
    #expect(texts[0].contains("            return objectResponds(forward, to: aSelector)\n"))
    #expect(
      texts[0].contains(
        "if let delegate = forwardDelegate, objectResponds(delegate, to: Selector(\"scrollViewDidScroll:\")) {"
      ))
    #expect(
      texts[0].contains("            (delegate as? UIScrollViewDelegate)?.scrollViewDidScroll(scrollView)\n"))
    #expect(texts[0].contains("if super.responds(to: aSelector) {"))
    #expect(
      report.contains(
        "PagerProxy.swift:10: forward.responds(to: …) -> objectResponds(forward, to: …) (Linux has no dynamic "
          + "lookup on AnyObject; InertiaUIKit's objectResponds(_:to:) answers from the object's "
          + "responds(to:) and the methods its class declares)"))
  }

  @Test func theClassesGetTablesOfTheirObjectiveCMethods() {
    let (texts, report) = Self.port([
      ("PagerProxy.swift", Self.proxy), ("ListController.swift", Self.controller),
    ])
    #expect(
      texts[0].contains(
        "class PagerProxy: UIResponder {\n    class var objectiveCMethodNames: Set<String> { [\"scrollViewDidScroll:\"] }\n"
      ))
    #expect(texts[0].hasSuffix("\nextension PagerProxy: ObjectiveCMethodDeclaring {}\n"))
    // The delegate methods with UIKit's spellings as well; not the helper, which iOS does not expose.
    let table =
      "[\"tableView:numberOfRowsInSection:\", \"tableView:cellForRowAt:\", "
      + "\"tableView:cellForRowAtIndexPath:\", \"refresh\", \"viewForZoomingIn:\", "
      + "\"viewForZoomingInScrollView:\"]"
    #expect(
      texts[1].contains(
        "class ListController: UIViewController, UITableViewDataSource {\n    class var objectiveCMethodNames: Set<String> { \(table) }\n"
      ))
    #expect(
      texts[1].contains(
        "    override class var objectiveCMethodNames: Set<String> { super.objectiveCMethodNames.union([\"share:\"]) }\n"
      ))
    #expect(texts[1].hasSuffix("\nextension ListController: ObjectiveCMethodDeclaring {}\n"))
    #expect(!texts[1].contains("extension DetailController: ObjectiveCMethodDeclaring"))
    #expect(
      report.contains { $0.hasPrefix("ListController.swift:3: ListController: objectiveCMethodNames [") })
  }

  @Test func filesThatNeverAskAnAnyObjectGetNoTables() {
    let (texts, report) = Self.port([("ListController.swift", Self.controller)])
    #expect(!texts[0].contains("objectiveCMethodNames"))
    #expect(!report.contains { $0.contains("ObjectiveCMethodDeclaring") })
  }

  @Test func aParameterDeclaredAnyObjectIsAskedTooAndOtherReceiversAreLeftAlone() {
    let (texts, _) = Self.port([
      (
        "Forwarding.swift",
        """
        import UIKit

        func forwards(_ target: AnyObject, _ view: UIView) -> Bool {
            let other: UIView = view
            return target.responds(to: #selector(UIScrollViewDelegate.scrollViewDidZoom(_:))) && other.responds(to: Selector("x"))
        }

        """
      )
    ])
    #expect(
      texts[0].contains(
        "return objectResponds(target, to: Selector(\"scrollViewDidZoom:\")) && other.responds(to: Selector(\"x\"))"
      ))
  }

  @Test func aLayersManagedPropertyKeepsItsValueByKey() {
    let (texts, _) = Self.port([
      (
        "PercentageLayer.swift",
        """
        import UIKit

        class PercentageLayer: CALayer {
            @NSManaged var percentage: CGFloat
            @NSManaged var tint: UIColor?
        }

        class Entry: NSManagedObject {
            @NSManaged var title: String
        }

        """
      )
    ])
    #expect(
      texts[0].contains(
        "    var percentage: CGFloat { get { value(forKey: \"percentage\") as? CGFloat ?? CGFloat() } "
          + "set { setValue(newValue, forKey: \"percentage\") } }\n"))
    #expect(texts[0].contains("    var tint: UIColor? { get { value(forKey: \"tint\") as? UIColor } set {"))
    #expect(texts[0].contains("    @NSManaged var title: String\n"))
  }
}
