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

  @Test func aHorizontalLayoutPlacesSectionsAndGroupsLeftToRight() {
    let source = Source()
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
        elementKind: "title", alignment: .leading)
    ]
    let settings = UICollectionViewCompositionalLayoutConfiguration()
    settings.scrollDirection = .horizontal
    settings.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: settings)
    let (window, view) = show(layout, source: source)
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
    window.layoutIfNeeded()
    // Two items a column (150 points each), columns 100 points wide after the 40-point title.
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    #expect(frame(0, 0) == CGRect(x: 50, y: 0, width: 100, height: 150))
    #expect(frame(1, 0) == CGRect(x: 50, y: 150, width: 100, height: 150))
    #expect(frame(2, 0) == CGRect(x: 150, y: 0, width: 100, height: 150))
    // Section 0 ends at 40 + 10 + 200 (two columns for four items); section 1 starts 20 later.
    #expect(frame(0, 1) == CGRect(x: 270 + 40 + 10, y: 0, width: 100, height: 150))
    let title = layout.layoutAttributesForSupplementaryView(
      ofKind: "title", at: IndexPath(item: 0, section: 1))
    #expect(title?.frame == CGRect(x: 270, y: 0, width: 40, height: 300))
    #expect(view.contentSize == CGSize(width: 270 + 250, height: 300))
    #expect(!view.indexPathsForVisibleItems.contains(IndexPath(item: 2, section: 1)))
    view.setContentOffset(CGPoint(x: 130, y: 0), animated: false)
    window.layoutIfNeeded()
    #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 2, section: 1)))
  }
}
