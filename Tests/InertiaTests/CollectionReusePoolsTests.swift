import Foundation
import Testing

@testable import Inertia

/// The collection view's reuse pools: one per category, kind and identifier, last in first out.
@MainActor
@Suite struct CollectionReusePoolsTests {
  final class Header: CollectionReusableView {
    nonisolated(unsafe) static var made = 0
    required init(frame: CGRect) {
      Header.made += 1
      super.init(frame: frame)
    }
  }

  final class Footer: CollectionReusableView {
    nonisolated(unsafe) static var made = 0
    required init(frame: CGRect) {
      Footer.made += 1
      super.init(frame: frame)
    }
  }

  final class Cell: CollectionViewCell {
    nonisolated(unsafe) static var made = 0
    required init(frame: CGRect) {
      Cell.made += 1
      super.init(frame: frame)
    }
  }

  /// Sections of three items with a header and a footer, every view under the identifier "same".
  final class Source: CollectionViewDataSource {
    func numberOfSections(in collectionView: CollectionView) -> Int { 2000 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "same", for: indexPath)
    }
    func collectionView(
      _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> CollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "same", for: indexPath)
    }
  }

  @Test func poolsKeepCategoryKindAndIdentifierApartAndGiveTheLastViewFirst() {
    var pools = CollectionReusePools()
    let header = CollectionReusePools.Key(category: .supplementaryView, kind: "header", identifier: "x")
    let footer = CollectionReusePools.Key(category: .supplementaryView, kind: "footer", identifier: "x")
    let cell = CollectionReusePools.Key(category: .cell, kind: "", identifier: "x")
    let first = CollectionReusableView(frame: .zero)
    let second = CollectionReusableView(frame: .zero)
    pools.push(first, header)
    pools.push(second, header)
    #expect(pools.pop(footer) == nil)
    #expect(pools.pop(cell) == nil)
    #expect(pools.pop(header) === second)
    #expect(pools.pop(header) === first)
    #expect(pools.pop(header) == nil)
  }

  @Test func headersFootersAndCellsUnderOneIdentifierAreEachReusedAsTheirOwnKind() {
    Header.made = 0
    Footer.made = 0
    Cell.made = 0
    let scene = TestScene()
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.register(Cell.self, forCellWithReuseIdentifier: "same")
    view.register(
      Header.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "same")
    view.register(
      Footer.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
      withReuseIdentifier: "same")
    let source = Source()
    view.dataSource = source
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    // A section is 30 + 100 + 20 = 150 pt: four sections fill the 600-pt view.
    #expect(view.visibleCells.count == 12)
    scene.gestures.fling(from: CGPoint(x: 200, y: 500), velocity: CGPoint(x: 0, y: -4000), distance: 200)
    scene.wait(4)
    #expect(view.contentOffset.y > 1500)
    let top = Int(view.contentOffset.y / 150)
    #expect(
      view.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: top + 1))
        is Header)
    #expect(
      view.supplementaryView(
        forElementKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: top + 1))
        is Footer)
    #expect(view.visibleCells.allSatisfy { $0 is Cell })
    // A dozen sections went by; each kind made only about a screenful of views.
    #expect(Header.made <= 7)
    #expect(Footer.made <= 7)
    #expect(Cell.made <= 21)
  }
}
