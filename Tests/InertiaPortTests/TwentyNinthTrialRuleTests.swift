import InertiaPort
import Testing

/// The twenty-ninth porting trial's port rule: a class value stored where `AnyObject` is declared
/// (a paging view's registry of nibs and cell classes, PagingView's `registerClass`).
@Suite struct TwentyNinthTrialRuleTests {
  static let pager = """
    import UIKit

    open class PageCell: UIView {}

    open class Pager: UIScrollView {
        fileprivate var registered: [String: AnyObject] = [:]
        private var lastClass: AnyObject?
        private var classes: [String: PageCell.Type] = [:]
        private var anything: [String: Any] = [:]

        open func register(_ nib: UINib?, forIdentifier identifier: String) {
            registered[identifier] = nib
        }

        open func register<T: PageCell>(_ cellClass: T.Type, forIdentifier identifier: String) {
            registered[identifier] = cellClass
            self.registered[identifier] = cellClass
            classes[identifier] = cellClass
            anything[identifier] = cellClass
        }

        func remember(_ viewClass: AnyClass) {
            lastClass = viewClass
        }
    }

    """

  @Test func aClassValueStoredAsAnObjectIsBoxed() {
    let result = Porter.port([PortSource(path: "Pager.swift", text: Self.pager)])
    let text = result.files[0].text
    #expect(text.contains("        registered[identifier] = cellClass as AnyObject\n"))
    #expect(text.contains("        self.registered[identifier] = cellClass as AnyObject\n"))
    #expect(text.contains("        lastClass = viewClass as AnyObject\n"))
    #expect(
      result.rewrites.map(\.description).contains(
        "Pager.swift:16: cellClass -> cellClass as AnyObject (a class is an AnyObject on iOS (an "
          + "Objective-C class object); on Linux a metatype is one only boxed, and `as? C.Type` takes it "
          + "out again)"))
  }

  @Test func otherAssignmentsAreLeftAlone() {
    let text = Porter.port([PortSource(path: "Pager.swift", text: Self.pager)]).files[0].text
    // A nib is an object; a dictionary of classes or of `Any` takes the class as it is.
    #expect(text.contains("        registered[identifier] = nib\n"))
    #expect(text.contains("        classes[identifier] = cellClass\n"))
    #expect(text.contains("        anything[identifier] = cellClass\n"))
  }

  @Test func portingThePortedPagerChangesNothing() {
    let once = Porter.port([PortSource(path: "Pager.swift", text: Self.pager)]).files[0].text
    let twice = Porter.port([PortSource(path: "Pager.swift", text: once)])
    #expect(twice.files[0].text == once)
    #expect(twice.rewrites.isEmpty)
  }
}
