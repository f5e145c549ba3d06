import Foundation
import Inertia
import InertiaUIKit
import Testing

// A collection view whose delegate and data source are a library's proxy, as libraries that
// intercept a collection's delegate set them: the proxy answers the two required data source
// methods by asking the program's data source, keeps one delegate method for itself (it counts
// the cells shown) and hands every other message to the program's objects by
// `forwardingTarget(for:)`, choosing the object by the protocol the runtime says declares the
// selector.

/// Windows the tests keep alive (a view's window is weak).
@MainActor private var keptWindows: [UIWindow] = []

/// A 375 x 667 window with a 20-point status bar on a manual clock, showing `controller`.
@MainActor private func show(_ controller: UIViewController) -> (ManualClock, UIWindow, GestureSynthesizer) {
  let clock = ManualClock(frameRate: 60)
  UIWindow.appClock = clock
  let window = UIWindow(
    size: CGSize(width: 375, height: 667), scale: 2,
    safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    clock: clock)
  keptWindows.append(window)
  window.rootViewController = controller
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  clock.advance(by: 0.1)
  return (clock, window, GestureSynthesizer(window: window, clock: clock))
}

/// The library's proxy between a collection view and the program's data source and delegate.
private final class InterceptingProxy: UIResponder, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  weak var source: UICollectionViewDataSource?
  weak var target: UICollectionViewDelegate?
  var shownCells = 0

  init(source: UICollectionViewDataSource, delegate: UICollectionViewDelegate) {
    self.source = source
    target = delegate
    super.init()
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    source?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    source!.collectionView(collectionView, cellForItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    shownCells += 1
  }

  private func declares(_ proto: Protocol, _ selector: Selector) -> Bool {
    protocol_getMethodDescription(proto, selector, true, true).name != nil
      || protocol_getMethodDescription(proto, selector, false, true).name != nil
  }

  override func forwardingTarget(for aSelector: Selector!) -> Any? {
    if declares(UICollectionViewDataSource.self, aSelector) { return source }
    if declares(UICollectionViewDelegateFlowLayout.self, aSelector) { return target }
    return super.forwardingTarget(for: aSelector)
  }
}

/// A header that shows its section's title.
private final class ShelfHeader: UICollectionReusableView {
  let title = UILabel()
}

/// The program: two shelves (six wide cards, then fifteen small tiles) under 30-point headers,
/// sized, inset and spaced by its flow layout delegate methods; the fourth card cannot be
/// selected, and a fling rests where the program says.
private final class ShelvesController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  lazy var proxy = InterceptingProxy(source: self, delegate: self)
  var selected: [IndexPath] = []
  var headersShown: [Int] = []
  var scrolls = 0
  var flingTargets: [CGFloat] = []

  override func loadView() {
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    collection.register(
      ShelfHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "shelf")
    collection.dataSource = proxy
    collection.delegate = proxy
    view = collection
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    section == 0 ? 6 : 15
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    cell.tag = indexPath.section * 100 + indexPath.item
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "shelf", for: indexPath)
    (header as? ShelfHeader)?.title.text = indexPath.section == 0 ? "Cards" : "Tiles"
    return header
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    indexPath.section == 0 ? CGSize(width: 170, height: 120) : CGSize(width: 110, height: 80)
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { 15 }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { CGSize(width: 0, height: 30) }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    headersShown.append(indexPath.section)
  }
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    indexPath != IndexPath(item: 3, section: 0)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    flingTargets.append(targetContentOffset.pointee.y)
    targetContentOffset.pointee.y = 200
  }
}

@MainActor @Suite struct CollectionForwardingTests {
  /// The frame of an item in window coordinates.
  private func windowFrame(_ collection: UICollectionView, _ item: Int, _ section: Int) -> CGRect {
    let frame =
      collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    return collection.convert(frame, to: nil)
  }

  @Test func theCollectionShowsTheProgramsItemsAndSizesThroughTheProxy() throws {
    let shelves = ShelvesController()
    _ = show(shelves)
    let collection = shelves.collection
    // The section count is forwarded; the item counts come through the proxy's own methods.
    #expect(collection.numberOfSections == 2)
    #expect(collection.numberOfItems(inSection: 0) == 6 && collection.numberOfItems(inSection: 1) == 15)
    // Sizes, insets, line spacing and header heights are the program's flow layout answers: two
    // cards to a 355-point line (the last flush right), three tiles (12.5 points apart).
    let layout = collection.collectionViewLayout
    let card0 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let card1 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    let card2 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(card0.frame == CGRect(x: 10, y: 40, width: 170, height: 120))
    #expect(abs(card1.frame.minX - 195) < 0.5 && abs(card1.frame.minY - 40) < 0.5)
    #expect(abs(card2.frame.minY - 175) < 0.5)
    let tile0 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
    let tile1 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1)))
    #expect(tile0.frame == CGRect(x: 10, y: 480, width: 110, height: 80))
    #expect(abs(tile1.frame.minX - 132.5) < 0.5)
    // Headers of 30, sections inset by 10: 30 + 10 + 3 x 120 + 2 x 15 + 10, then 30 + 10 + 5 x 80
    // + 4 x 15 + 10.
    #expect(abs(collection.contentSize.height - 950) < 0.5)
    let header = collection.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect((header as? ShelfHeader)?.title.text == "Cards")
    #expect(abs((header?.frame.height ?? 0) - 30) < 0.5)
    // The program's cells are shown; the proxy's own willDisplay counted them, and the program
    // heard of both headers shown (the second starts 440 points down).
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.tag == 1)
    #expect(shelves.proxy.shownCells == collection.visibleCells.count && shelves.proxy.shownCells > 0)
    #expect(shelves.headersShown == [0, 1])
  }

  @Test func tapsAndScrollsReachTheProgramsDelegate() {
    let shelves = ShelvesController()
    let (clock, _, gestures) = show(shelves)
    let collection = shelves.collection
    // A tap selects through the forwarded shouldSelect and reaches didSelect.
    let card1 = windowFrame(collection, 1, 0)
    gestures.tap(at: CGPoint(x: card1.midX, y: card1.midY))
    clock.advance(by: 0.5)
    #expect(shelves.selected == [IndexPath(item: 1, section: 0)])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    // The fourth card refuses selection (shouldSelect is forwarded too).
    let card3 = windowFrame(collection, 3, 0)
    gestures.tap(at: CGPoint(x: card3.midX, y: card3.midY))
    clock.advance(by: 0.5)
    #expect(shelves.selected == [IndexPath(item: 1, section: 0)])
    let shown = shelves.proxy.shownCells
    // A fling scrolls (scrollViewDidScroll forwarded) and rests where the program's pointer form of
    // willEndDragging put it.
    gestures.fling(from: CGPoint(x: 180, y: 500), velocity: CGPoint(x: 0, y: -1500), distance: 120)
    clock.advance(by: 3)
    #expect(shelves.scrolls > 0)
    #expect(shelves.flingTargets.count == 1)
    #expect(abs(collection.contentOffset.y - 200) < 0.5)
    // The last tiles came into view: the proxy's own willDisplay heard of them.
    #expect(shelves.proxy.shownCells > shown)
    #expect(collection.cellForItem(at: IndexPath(item: 14, section: 1))?.tag == 114)
  }

  @Test func theRuntimeAndRespondsAnswerForTheForwardedSelectors() {
    let shelves = ShelvesController()
    _ = show(shelves)
    let collection = shelves.collection
    let delegate = collection.delegate
    let source = collection.dataSource
    #expect(delegate === shelves.proxy && source === shelves.proxy)
    for name in [
      "collectionView:didSelectItemAtIndexPath:", "collectionView:shouldSelectItemAtIndexPath:",
      "collectionView:layout:sizeForItemAtIndexPath:", "collectionView:layout:insetForSectionAtIndex:",
      "scrollViewDidScroll:", "scrollViewWillEndDragging:withVelocity:targetContentOffset:",
    ] {
      #expect(delegate?.responds(to: Selector(name)) == true, "\(name)")
    }
    for name in [
      "collectionView:numberOfItemsInSection:", "collectionView:cellForItemAtIndexPath:",
      "numberOfSectionsInCollectionView:", "collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
    ] {
      #expect(source?.responds(to: Selector(name)) == true, "\(name)")
    }
    #expect(delegate?.responds(to: "tableView:didSelectRowAtIndexPath:") == false)
    #expect(source?.responds(to: "collectionView:didSelectItemAtIndexPath:") == false)
    // The runtime: required data source methods, optional delegate ones, flow layout methods only
    // in the flow layout protocol, which also takes the delegate's and the scroll view's.
    let cell = Selector("collectionView:cellForItemAtIndexPath:")
    let size = Selector("collectionView:layout:sizeForItemAtIndexPath:")
    let select = Selector("collectionView:didSelectItemAtIndexPath:")
    #expect(protocol_getMethodDescription(UICollectionViewDataSource.self, cell, true, true).name == cell)
    #expect(protocol_getMethodDescription(UICollectionViewDataSource.self, cell, false, true).name == nil)
    #expect(protocol_getMethodDescription(UICollectionViewDelegate.self, select, false, true).name == select)
    #expect(protocol_getMethodDescription(UICollectionViewDelegate.self, size, false, true).name == nil)
    #expect(
      protocol_getMethodDescription(UICollectionViewDelegateFlowLayout.self, size, false, true).name == size)
    #expect(
      protocol_getMethodDescription(UICollectionViewDelegateFlowLayout.self, select, false, true).name
        == select)
    let scrolled = Selector("scrollViewDidScroll:")
    #expect(
      protocol_getMethodDescription(UICollectionViewDelegateFlowLayout.self, scrolled, false, true).name
        == scrolled)
    #expect(protocol_getMethodDescription(UICollectionViewDelegate.self, select, false, false).name == nil)
    // Every listed selector is unique and spelled as an Objective-C selector.
    let lists = [
      ForwardedSelectors.collectionViewDataSourceRequired,
      ForwardedSelectors.collectionViewDataSourceOptional,
      ForwardedSelectors.collectionViewDelegate, ForwardedSelectors.collectionViewDelegateFlowLayout,
    ]
    #expect(lists.map(\.count) == [2, 4, 20, 6])
    let all = lists.flatMap { $0 }
    #expect(Set(all).count == all.count && all.allSatisfy { $0.hasSuffix(":") })
  }
}
