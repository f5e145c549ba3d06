import InertiaUIKit
import Testing

// Written as Swift 5 iOS code is: a protocol extension constrained to UIScrollView whose
// methods read and set the scroll view's state (nonisolated, as the protocol is), and a
// compositional layout built in a plain static function. Against UIKit these compile because its
// Objective-C classes are imported as @preconcurrency; InertiaUIKit's classes are declared so.

protocol EdgeReporting {}

extension EdgeReporting where Self: UIScrollView {
  /// How far the content is pulled past its top, 0 when it is not.
  func pullDistance() -> CGFloat {
    max(-(contentOffset.y + adjustedContentInset.top), 0)
  }

  /// Leaves room above the content while `isDragging` is false.
  func holdOpen(_ height: CGFloat) {
    guard !isDragging else { return }
    UIView.animate(withDuration: 0.25) {
      self.contentInset = UIEdgeInsets(top: height, left: 0, bottom: 0, right: 0)
    }
  }
}

final class ReportingScrollView: UIScrollView, EdgeReporting {}

enum TwoColumnLayout {
  /// Two columns of 100 pt items with 10 pt of inset around each (iOS 13's `subitem:count:`).
  static func make() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitem: item, count: 2)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }
}

@MainActor
@Suite struct NonisolatedUIKitSwift5Tests {
  @Test func aProtocolExtensionOnUIScrollViewReadsAndSetsItsState() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let scroll = ReportingScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 320, height: 2000)
    scroll.contentInsetAdjustmentBehavior = .never
    window.addSubview(scroll)
    scroll.contentOffset = CGPoint(x: 0, y: -30)
    #expect(abs(scroll.pullDistance() - 30) < 0.5)
    scroll.contentOffset = CGPoint(x: 0, y: 40)
    #expect(scroll.pullDistance() == 0)
    scroll.holdOpen(60)
    clock.advance(by: 1)
    #expect(scroll.contentInset.top == 60)
  }

  @Test func aLayoutBuiltInAPlainStaticFunctionLaysOutTwoColumns() {
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock())
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: TwoColumnLayout.make())
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    let source = CountSource()
    collection.dataSource = source
    window.addSubview(collection)
    window.layoutIfNeeded()
    let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))
    let third = collection.cellForItem(at: IndexPath(item: 2, section: 0))
    #expect(second?.frame == CGRect(x: 170, y: 10, width: 140, height: 80))
    #expect(third?.frame == CGRect(x: 10, y: 110, width: 140, height: 80))
  }
}

final class CountSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}
