import InertiaPort
import Testing

/// The twenty-eighth porting trial's port rules: a reference to an optional requirement that
/// returns a value, taken without calling it (FSPagerView's `guard let function =
/// delegate?.pagerView(_:shouldSelectItemAt:)`), and the import a pod's file without imports needs
/// when it names only `CGFloat` and math functions (Gemini's easing functions).
@Suite struct TwentyEighthTrialRuleTests {
  static let pager = """
    import UIKit

    @objc public protocol PagerDelegate: NSObjectProtocol {
        @objc optional func pager(_ pager: Pager, shouldSelectItemAt index: Int) -> Bool
        @objc optional func pagerDidScroll(_ pager: Pager)
    }

    open class Pager: UIView {
        open weak var delegate: PagerDelegate?

        func shouldSelect(_ index: Int) -> Bool {
            guard let function = self.delegate?.pager(_:shouldSelectItemAt:) else {
                return true
            }
            return function(self, index)
        }

        func didScroll() {
            guard let function = self.delegate?.pagerDidScroll else { return }
            function(self)
        }
    }

    """

  @Test func aReferenceToAValueReturningOptionalRequirementCastsItsReceiver() {
    let result = Porter.port([PortSource(path: "Pager.swift", text: Self.pager)])
    let text = result.files[0].text
    #expect(
      text.contains(
        "guard let function = (self.delegate as? PagerDelegate_pager_shouldSelectItemAt)?"
          + ".pager(_:shouldSelectItemAt:) else {"))
    // A requirement with a default keeps its reference: the default does what a missing method does.
    #expect(text.contains("guard let function = self.delegate?.pagerDidScroll else { return }"))
    #expect(
      result.rewrites.map(\.description).contains(
        "Pager.swift:12: self.delegate?.pager(_:shouldSelectItemAt:) -> "
          + "(self.delegate as? PagerDelegate_pager_shouldSelectItemAt)?.pager(_:shouldSelectItemAt:) "
          + "(a delegate without the method is not a PagerDelegate_pager_shouldSelectItemAt, so the "
          + "reference is nil as on iOS (Swift on Linux has no optional protocol requirements))"))
  }

  @Test func aCallOfTheSameRequirementIsNotTakenForAReference() {
    let source = PortSource(
      path: "Pager.swift",
      text: Self.pager.replacingOccurrences(
        of: "guard let function = self.delegate?.pager(_:shouldSelectItemAt:) else {\n"
          + "            return true\n        }\n        return function(self, index)",
        with: "return self.delegate?.pager?(self, shouldSelectItemAt: index) ?? true"))
    let text = Porter.port([source]).files[0].text
    #expect(
      text.contains(
        "return (self.delegate as? PagerDelegate_pager_shouldSelectItemAt)?.pager(self, shouldSelectItemAt: "
          + "index) ?? true"))
  }

  @Test func aPodFileWithoutImportsNamingCGFloatAndPowGetsInertiaUIKit() {
    let easing = PortSource(
      path: "EasingFunction.swift",
      text: """
        private typealias Curve = (_ t: CGFloat) -> CGFloat

        private struct Easing {
            static let quad: Curve = { t in pow(t, 2) }
        }

        """)
    let plain = PortSource(path: "Plain.swift", text: "struct Counter {\n    var count = 0\n}\n")
    let cell = PortSource(path: "Cell.swift", text: "import UIKit\n\nclass Cell: UICollectionViewCell {}\n")
    let result = Porter.port([easing, plain, cell])
    #expect(result.files[0].text.hasPrefix("import InertiaUIKit\n\nprivate typealias Curve"))
    #expect(!result.files[1].isChanged)
    #expect(
      result.rewrites.map(\.description).contains(
        "EasingFunction.swift:1: import InertiaUIKit added (the file names CGFloat and imports nothing: "
          + "its pod's prefix header imports UIKit, and so Foundation, for every file; Swift on Linux reads "
          + "no headers)"))
  }

  @Test func aLoneFileWithoutImportsIsLeftAlone() {
    let easing = PortSource(path: "Easing.swift", text: "let half: CGFloat = pow(2, -1)\n")
    #expect(!Porter.port([easing]).files[0].isChanged)
  }
}
