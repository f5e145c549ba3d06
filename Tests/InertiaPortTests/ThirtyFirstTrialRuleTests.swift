import InertiaPort
import Testing

/// The thirty-first porting trial's port rules: `abs` called inside an extension of `CGFloat`
/// (CollectionViewPagingLayout's interpolation helper) and a member read straight off a geometry
/// value taken from a change through `AnyObject` (DGElasticPullToRefresh's
/// `(newContentOffset as AnyObject).cgPointValue.y`) and an example's cell overriding `init(frame:)`
/// of a library's cell class ported on its own (MagazineLayout's).
@Suite struct ThirtyFirstTrialRuleTests {
  static let interpolate = """
    import UIKit

    extension CGFloat {
        public func interpolate(from lower: CGFloat, to upper: CGFloat) -> CGFloat {
            let progress = abs(self - lower) / abs(upper - lower)
            return lower + progress * abs(upper - lower)
        }
    }

    func distance(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        return abs(a - b)
    }

    extension Double {
        func gap(to other: Double) -> Double { abs(self - other) }
    }

    """

  @Test func absInsideAnExtensionOfCGFloatCallsTheStandardLibrarys() {
    let result = Porter.port([PortSource(path: "CGFloat+Interpolate.swift", text: Self.interpolate)])
    let text = result.files[0].text
    #expect(text.contains("let progress = Swift.abs(self - lower) / Swift.abs(upper - lower)\n"))
    #expect(text.contains("return lower + progress * Swift.abs(upper - lower)\n"))
    #expect(
      result.rewrites.map(\.description).contains(
        "CGFloat+Interpolate.swift:5: abs(_:) in an extension of CGFloat -> Swift.abs(_:) (Linux's "
          + "Foundation gives CGFloat a static abs, which an unqualified call inside the extension finds first)"
      ))
  }

  @Test func absOutsideAnExtensionOfCGFloatIsLeftAlone() {
    let text = Porter.port([PortSource(path: "CGFloat+Interpolate.swift", text: Self.interpolate)]).files[0]
      .text
    #expect(text.contains("    return abs(a - b)\n"))
    #expect(text.contains("func gap(to other: Double) -> Double { abs(self - other) }"))
  }

  @Test func aTypeDeclaringItsOwnAbsKeepsTheCall() {
    let own = """
      extension CGFloat {
          func abs(_ value: CGFloat) -> CGFloat { value < 0 ? -value : value }
          func size() -> CGFloat { abs(self) }
      }

      """
    let text = Porter.port([PortSource(path: "Own.swift", text: own)]).files[0].text
    #expect(text.contains("func size() -> CGFloat { abs(self) }"))
  }

  static let observer = """
    import UIKit

    class WaveView: UIView {
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
            if let newContentOffset = change?[NSKeyValueChangeKey.newKey] {
                let newContentOffsetY = (newContentOffset as AnyObject).cgPointValue.y
                let newInsetTop = (change?[.newKey] as AnyObject).uiEdgeInsetsValue.top
                let offset = (newContentOffset as AnyObject).cgPointValue
                print(newContentOffsetY, newInsetTop, offset as Any)
            }
        }
    }

    """

  @Test func aMemberReadOffAChangeValueReadsZeroForAMissingValue() {
    let result = Porter.port([PortSource(path: "WaveView.swift", text: Self.observer)])
    let text = result.files[0].text
    #expect(text.contains("let newContentOffsetY = (newContentOffset as? CGPoint ?? .zero).y\n"))
    #expect(text.contains("let newInsetTop = (change?[.newKey] as? UIEdgeInsets ?? .zero).top\n"))
    #expect(text.contains("let offset = (newContentOffset as? CGPoint)\n"))
  }

  static let cells = """
    import UIKit
    import MagazineLayout

    final class Cell: MagazineLayoutCollectionViewCell {
      override init(frame: CGRect) {
        super.init(frame: frame)
      }
      required init?(coder aDecoder: NSCoder) { fatalError() }
    }

    final class Banner: UIView {
      override init(frame: CGRect) { super.init(frame: frame) }
      required init?(coder aDecoder: NSCoder) { fatalError() }
    }

    """

  @Test func aCellOfALibrarysCellClassIsMarkedRequiredByItsSuperclassName() {
    let text = Porter.port([PortSource(path: "Cell.swift", text: Self.cells)]).files[0].text
    #expect(text.contains("  required init(frame: CGRect) {\n    super.init(frame: frame)"))
    #expect(text.contains("  override init(frame: CGRect) { super.init(frame: frame) }"))
  }

  @Test func portingThePortedFilesChangesNothing() {
    let sources = [
      ("CGFloat+Interpolate.swift", Self.interpolate), ("WaveView.swift", Self.observer),
      ("Cell.swift", Self.cells),
    ]
    for (path, source) in sources {
      let once = Porter.port([PortSource(path: path, text: source)]).files[0].text
      let twice = Porter.port([PortSource(path: path, text: once)])
      #expect(twice.files[0].text == once)
    }
  }
}
