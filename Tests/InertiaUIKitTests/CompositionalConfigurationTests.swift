import Foundation
import InertiaUIKit
import Testing

/// `UICollectionViewCompositionalLayoutConfiguration` as apps set it: spacing between sections,
/// a header and a footer of the whole layout, and section insets measured from the margins.
@MainActor
@Suite struct CompositionalConfigurationTests {
  final class Source: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  private func rows() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [item])
    return NSCollectionLayoutSection(group: group)
  }

  private func configuration(_ reference: UIContentInsetsReference)
    -> UICollectionViewCompositionalLayoutConfiguration
  {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    configuration.contentInsetsReference = reference
    configuration.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
        elementKind: "banner", alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: "credits", alignment: .bottom),
    ]
    return configuration
  }

  private func show(_ layout: UICollectionViewLayout, source: Source) -> (UIWindow, UICollectionView) {
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: ManualClock())
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 24)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, view)
  }

  @Test func theConfigurationSpacesSectionsAndAddsTheLayoutsHeaderAndFooter() throws {
    let source = Source()
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: { [rows] _, _ in rows() }, configuration: configuration(.layoutMargins))
    let (_, view) = show(layout, source: source)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 16, y: 60, width: 350, height: 50))
    let second = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY ?? 0
    #expect(abs(second - (60 + 200 + 20)) < 1e-9)
    let banner = layout.layoutAttributesForSupplementaryView(
      ofKind: "banner", at: IndexPath(item: 0, section: 0))
    #expect(banner?.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
    let credits = layout.layoutAttributesForSupplementaryView(
      ofKind: "credits", at: IndexPath(item: 0, section: 0))
    #expect(credits?.frame == CGRect(x: 0, y: 480, width: 390, height: 30))
    #expect(view.contentSize.height == 510)
    #expect(view.supplementaryView(forElementKind: "banner", at: IndexPath(item: 0, section: 0)) != nil)
    let shown = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844)) ?? []
    #expect(shown.filter { $0.representedElementKind == "credits" }.count == 1)
  }

  @Test func theLayoutKeepsACopyAndReferencesChangeTheInsets() {
    let source = Source()
    let settings = configuration(.none)
    let layout = UICollectionViewCompositionalLayout(section: rows(), configuration: settings)
    settings.interSectionSpacing = 500
    let (window, view) = show(layout, source: source)
    #expect(layout.configuration.interSectionSpacing == 20)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    let readable = layout.configuration
    readable.contentInsetsReference = .readableContent
    readable.boundarySupplementaryItems = []
    layout.configuration = readable
    view.frame = CGRect(x: 0, y: 0, width: 1000, height: 844)
    window.layoutIfNeeded()
    // The margins (16, 24) leave 960 points; the readable width is 672, centred.
    let frame = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    #expect(frame == CGRect(x: 16 + 144, y: 0, width: 672, height: 50))
  }
}
