import Foundation
import InertiaPort
import Testing

/// The fifty-sixth trial's port rules, written as a recycling pager library (three reused pages in
/// a paging scroll view, GKScrollView's way) writes them: a registered class checked with
/// NSObject's `isSubclass(of:)` before it is made, and UIScrollViewDelegate's optional methods
/// forwarded to a delegate kept under a prefixed name (`gk_delegate`).
@Suite struct FiftySixthTrialRuleTests {
  static func port(_ text: String) -> (text: String, report: [String]) {
    let result = Porter.port([PortSource(path: "Pager.swift", text: text)])
    return (result.files.first?.text ?? text, result.rewrites.map(\.description))
  }

  static let pager = """
    import UIKit

    @objc public protocol PagerDelegate: UIScrollViewDelegate {
        @objc optional func pager(_ pager: Pager, willShow page: UIView)
    }

    open class Pager: UIScrollView, UIScrollViewDelegate {
        open weak var gk_delegate: PagerDelegate?
        weak var mDelegate: UIScrollViewDelegate?
        private var classes: [String: AnyClass] = [:]

        public func register(pageClass: AnyClass?, for identifier: String) {
            guard let pageClass = pageClass else { return }
            if !pageClass.isSubclass(of: UIView.self) { fatalError("not a view") }
            let exact = UIView.isSubclass(of: UIResponder.self)
            let viaType = type(of: self).isSubclass(of: UIScrollView.self)
            let kept = self.classes[identifier]?.isSubclass(of: UIView.self)
            classes[identifier] = pageClass
            print(exact, viaType, kept as Any)
        }

        public func scrollViewDidScroll(_ scrollView: UIScrollView) {
            gk_delegate?.scrollViewDidScroll?(scrollView)
            mDelegate?.scrollViewDidScroll?(scrollView)
            gk_delegate?.pager?(self, willShow: self)
            completion?()
        }

        public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            return gk_delegate?.scrollViewShouldScrollToTop?(scrollView) ?? false
        }

        var completion: (() -> Void)?
    }

    """

  @Test func aClassValueIsCheckedWithSwiftsCast() {
    let (text, report) = Self.port(Self.pager)
    #expect(text.contains("        if !(pageClass is UIView.Type) { fatalError(\"not a view\") }\n"))
    #expect(text.contains("        let exact = (UIView.self is UIResponder.Type)\n"))
    #expect(text.contains("        let viaType = (type(of: self) is UIScrollView.Type)\n"))
    // An optional chain keeps its call (its nil would be lost in a cast).
    #expect(text.contains("        let kept = self.classes[identifier]?.isSubclass(of: UIView.self)\n"))
    #expect(
      report.contains(
        "Pager.swift:14: pageClass.isSubclass(of: UIView.self) -> (pageClass is UIView.Type) (NSObject's "
          + "isSubclass(of:) needs the Objective-C runtime; Swift's cast gives the same answer)"))
    #expect(report.filter { $0.contains("isSubclass(of:") }.count == 3)
  }

  @Test func scrollViewRequirementsThroughAPrefixedDelegateLoseTheirMark() {
    let (text, report) = Self.port(Self.pager)
    #expect(text.contains("        gk_delegate?.scrollViewDidScroll(scrollView)\n"))
    #expect(text.contains("        mDelegate?.scrollViewDidScroll(scrollView)\n"))
    #expect(text.contains("        return gk_delegate?.scrollViewShouldScrollToTop(scrollView) ?? false\n"))
    // The program's own optional requirement and a closure property keep their usual rewrites.
    #expect(text.contains("        gk_delegate?.pager(self, willShow: self)\n"))
    #expect(text.contains("        completion?()\n"))
    #expect(report.contains { $0.hasPrefix("Pager.swift:23: scrollViewDidScroll?( -> scrollViewDidScroll(") })
    #expect(report.contains { $0.hasPrefix("Pager.swift:24: scrollViewDidScroll?( -> scrollViewDidScroll(") })
  }

  /// A library asking whether its delegate implements an optional method by the selector's
  /// Objective-C name, before it removes a page.
  static let remover = """
    import UIKit

    @objc public protocol RemoverDelegate: NSObjectProtocol {
        @objc optional func pager(_ pager: Remover, didRemove page: UIView, at index: Int)
        @objc optional func pagerDidReload(_ pager: Remover)
    }

    open class Remover: UIScrollView {
        open weak var gk_delegate: RemoverDelegate?

        func remove(_ page: UIView) {
            let selector = NSSelectorFromString("pager:didRemove:at:")
            if let delegate = gk_delegate, delegate.responds(to: selector) {
                delegate.pager?(self, didRemove: page, at: 0)
            } else {
                fatalError("implement pager(_:didRemove:at:)")
            }
            if gk_delegate?.responds(to: Selector("pagerDidReload:")) == true { print("reloads") }
        }
    }

    final class Host: NSObject, RemoverDelegate {
        func pager(_ pager: Remover, didRemove page: UIView, at index: Int) {}
    }

    """

  @Test func aSelectorMadeFromItsNameAsksForTheMethodsOwnProtocol() {
    let (text, report) = Self.port(Self.remover)
    let own = "RemoverDelegate_pager_didRemove_at"
    #expect(text.contains("        if let delegate = gk_delegate, (delegate is \(own)) {\n"))
    #expect(text.contains("            (delegate as? \(own))?.pager(self, didRemove: page, at: 0)\n"))
    #expect(text.contains("public protocol \(own) {"))
    #expect(
      text.contains("extension Host: \(own) {}") || text.contains("Host: NSObject, RemoverDelegate, \(own)"))
    #expect(text.contains("        if (gk_delegate is RemoverDelegate_pagerDidReload) == true"))
    #expect(
      report.contains {
        $0.hasPrefix("Pager.swift:13: delegate.responds(to: selector) -> (delegate is \(own))")
      })
  }

  @Test func portingThePortedPagerAgainChangesNothing() {
    let once = Self.port(Self.pager).text
    let twice = Self.port(once)
    #expect(twice.text == once && twice.report.isEmpty)
  }
}
