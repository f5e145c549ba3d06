import Foundation
import Testing

@testable import Inertia

/// A view dequeued for the element the data source is asked for has its layout attributes
/// already, as UIKit's dequeue applies them: `cellForItemAt` reads the cell's final size, and what
/// it changes then (a moved anchor point with its position) stays.
@MainActor
@Suite struct CollectionViewDequeueTests {
  final class Pages: CollectionViewDataSource {
    var sizesSeen: [CGSize] = []
    var headerSizesSeen: [CGSize] = []
    /// Anchors each cell at its left edge and moves its position so it stays put (Gemini's idiom).
    var hingesCells = false
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      sizesSeen.append(cell.bounds.size)
      cell.layer.cornerRadius = cell.bounds.height / 2
      if hingesCells {
        cell.layer.position.x -= cell.bounds.width / 2
        cell.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
      }
      return cell
    }
    func collectionView(
      _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> CollectionReusableView {
      let header = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
      headerSizesSeen.append(header.bounds.size)
      return header
    }
  }

  private func make(hinged: Bool = false) -> (TestScene, CollectionView, Pages) {
    let scene = TestScene(size: CGSize(width: 375, height: 667))
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 80)
    layout.headerReferenceSize = CGSize(width: 375, height: 30)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
      CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    let pages = Pages()
    pages.hingesCells = hinged
    view.dataSource = pages
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    return (scene, view, pages)
  }

  @Test func cellForItemAtReadsTheCellsSize() {
    let (scene, view, pages) = make()
    #expect(pages.sizesSeen == Array(repeating: CGSize(width: 120, height: 80), count: 6))
    #expect(pages.headerSizesSeen == [CGSize(width: 375, height: 30)])
    #expect(view.visibleCells.allSatisfy { $0.layer.cornerRadius == 40 })
    withExtendedLifetime(scene) {}
  }

  @Test func whatTheDataSourceChangedAfterDequeuingStays() throws {
    let (scene, view, pages) = make(hinged: true)
    let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    // The first item's frame is (0, 30, 120, 80): hinged at its left edge's middle, it stays there.
    #expect(first.layer.anchorPoint == CGPoint(x: 0, y: 0.5))
    #expect(first.center == CGPoint(x: 0, y: 70))
    #expect(first.frame == CGRect(x: 0, y: 30, width: 120, height: 80))
    // Later passes with the same attributes leave it as the data source set it.
    view.setNeedsLayout()
    scene.window.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 0, y: 30, width: 120, height: 80))
    withExtendedLifetime(pages) {}
  }
}
