import InertiaPort
import Testing

/// `@objc` flow-layout delegate methods on a class that does not declare the protocol get the
/// conformance the layout needs on Linux.
@Suite struct ObjCConformanceRuleTests {
  static let why =
    "(Gallery has @objc flow-layout delegate methods, which iOS finds at run time; on Linux the layout "
    + "calls them through the protocol)"

  @Test func objcFlowLayoutMethodsWithoutTheProtocolGetIt() {
    let source = """
      public class Gallery: UIViewController {
        var wide = true
      }
      extension Gallery: UICollectionViewDataSource {
        @objc public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
          return wide ? CGSize(width: 390, height: 844) : .zero
        }
      }
      """
    let ported = port(source)
    #expect(ported.text.hasSuffix("}\n\nextension Gallery: UICollectionViewDelegateFlowLayout {}\n"))
    #expect(!ported.text.contains("@objc"))
    #expect(
      ported.lines.contains(
        "A.swift:1: extension Gallery: UICollectionViewDelegateFlowLayout {} added at the end of the file "
          + Self.why))
  }

  @Test func aDeclaredConformanceOrAPlainMethodIsLeftAlone() {
    let source = """
      class Declared: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        @objc func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize { .zero }
      }
      class Inherits: Declared {
        @objc override func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize { .zero }
      }
      class InExtension: UIViewController {}
      extension InExtension: UIKit.UICollectionViewDelegateFlowLayout {
        @objc func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets { .zero }
      }
      class Plain: UICollectionViewController {
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize { .zero }
        @objc func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
      }

      """
    let ported = port(source)
    #expect(!ported.text.contains("UICollectionViewDelegateFlowLayout {}"))
    #expect(!ported.lines.contains { $0.contains("UICollectionViewDelegateFlowLayout {} added") })
  }
}
