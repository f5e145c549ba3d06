import InertiaPort
import Testing

/// The fifty-second trial's port rule: a layout asking its collection view's delegate for sizes
/// through a cast, `(collectionView.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(…)`
/// (Blueprints' form, through its own typealias of the protocol), loses the `?` before the
/// arguments, as a call on a `delegate` already did.
@Suite struct FiftySecondTrialRuleTests {
  static func port(_ text: String) -> (text: String, report: [String]) {
    let result = Porter.port([PortSource(path: "Layout.swift", text: text)])
    return (result.files.first?.text ?? text, result.rewrites.map(\.description))
  }

  static let layout = """
    import UIKit

    typealias FlowDelegate = UICollectionViewDelegateFlowLayout

    class GridLayout: UICollectionViewFlowLayout {
        func size(at indexPath: IndexPath) -> CGSize? {
            guard let view = collectionView else { return nil }
            return (view.delegate as? FlowDelegate)?.collectionView?(view, layout: self, sizeForItemAt: indexPath)
        }

        func spacing(in section: Int) -> CGFloat? {
            guard let view = collectionView else { return nil }
            return (view.delegate as! UICollectionViewDelegateFlowLayout).collectionView!(view, layout: self, minimumLineSpacingForSectionAt: section)
        }

        func callback(_ handler: Handler) {
            (handler as? Handler)?.completion?()
        }
    }

    """

  @Test func aRequirementCalledThroughACastToADelegateProtocolLosesItsMark() {
    let (text, report) = Self.port(Self.layout)
    #expect(
      text.contains(
        "(view.delegate as? FlowDelegate)?.collectionView(view, layout: self, sizeForItemAt: indexPath)"))
    #expect(
      text.contains(
        "(view.delegate as! UICollectionViewDelegateFlowLayout).collectionView(view, layout: self, "
          + "minimumLineSpacingForSectionAt: section)"))
    #expect(report.filter { $0.contains("collectionView?( -> collectionView(") }.count == 1)
    #expect(report.filter { $0.contains("collectionView!( -> collectionView(") }.count == 1)
  }

  @Test func aClosureCalledThroughACastToAnotherTypeKeepsItsMark() {
    let (text, _) = Self.port(Self.layout)
    #expect(text.contains("(handler as? Handler)?.completion?()"))
  }

  @Test func portingThePortedLayoutChangesNothing() {
    let once = Self.port(Self.layout).text
    let twice = Self.port(once)
    #expect(twice.text == once)
    #expect(twice.report.filter { $0.contains("collectionView") }.isEmpty)
  }
}
