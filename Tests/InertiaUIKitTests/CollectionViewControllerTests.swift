import Foundation
import InertiaUIKit
import Testing

/// UICollectionViewController as tutorials use it: the controller is the collection view's data
/// source and delegate, its subclass overrides what it needs, and a flow-layout delegate adopted in
/// an extension sizes the items.
@MainActor
@Suite struct CollectionViewControllerTests {
  /// A grid of 40 numbered squares that records selections and scrolls.
  final class GridController: UICollectionViewController {
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var scrolls = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Square")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      40
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Square", for: indexPath)
      cell.backgroundColor = indexPath.item % 2 == 0 ? .red : .blue
      cell.tag = indexPath.item
      return cell
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
      deselected.append(indexPath)
    }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  }

  /// The grid, its items sized by a flow-layout delegate adopted in an extension.
  final class SizedGridController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      12
    }
  }

  private func makeScene() -> (UIWindow, GestureSynthesizer) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    return (window, GestureSynthesizer(window: window, clock: clock))
  }

  private func flow(_ side: CGFloat) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: side, height: side)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    return layout
  }

  @Test func theCollectionViewIsTheViewWithTheControllerAsDataSourceAndDelegate() {
    let (window, _) = makeScene()
    let layout = flow(100)
    let controller = GridController(collectionViewLayout: layout)
    #expect(controller.collectionViewLayout === layout)
    window.rootViewController = controller
    window.layoutIfNeeded()
    let collection = controller.collectionView!
    #expect(controller.view === collection)
    #expect(collection.collectionViewLayout === layout)
    #expect(collection.dataSource === controller && collection.delegate === controller)
    // 100 pt squares 10 pt apart: three to a 320 pt line (the leftover shared out), lines 110 apart.
    let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
    let fourth = collection.cellForItem(at: IndexPath(item: 3, section: 0))
    #expect(first?.frame.size == CGSize(width: 100, height: 100))
    #expect(abs((fourth?.frame.minY ?? 0) - 110) < 0.5 && abs(fourth?.frame.minX ?? -1) < 0.5)
    #expect(first?.backgroundColor == .red && fourth?.backgroundColor == .blue)
  }

  @Test func aTapSelectsThroughTheOverrideAndADragScrollsThroughTheScrollDelegate() {
    let (window, gestures) = makeScene()
    let controller = GridController(collectionViewLayout: flow(100))
    window.rootViewController = controller
    window.layoutIfNeeded()
    gestures.tap(at: CGPoint(x: 160, y: 160))
    #expect(controller.selected == [IndexPath(item: 4, section: 0)])
    gestures.tap(at: CGPoint(x: 50, y: 50))
    #expect(controller.selected == [IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 0)])
    #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    gestures.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.3, release: .stop)
    let offset = controller.collectionView.contentOffset.y
    #expect(offset > 150 && offset < 200)
    #expect(controller.scrolls > 0)
  }

  @Test func theSelectionClearsWhenTheViewIsAboutToAppearUnlessToldNotTo() {
    let (window, _) = makeScene()
    let controller = GridController(collectionViewLayout: flow(100))
    window.rootViewController = controller
    window.layoutIfNeeded()
    let path = IndexPath(item: 2, section: 0)
    controller.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    controller.viewWillAppear(false)
    #expect(controller.collectionView.indexPathsForSelectedItems == nil)
    controller.clearsSelectionOnViewWillAppear = false
    controller.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    controller.viewWillAppear(false)
    #expect(controller.collectionView.indexPathsForSelectedItems == [path])
  }

  @Test func aFlowLayoutDelegateAdoptedInAnExtensionSizesTheItems() {
    let (window, _) = makeScene()
    let controller = SizedGridController(collectionViewLayout: flow(100))
    window.rootViewController = controller
    window.layoutIfNeeded()
    let collection = controller.collectionView!
    let wide = collection.cellForItem(at: IndexPath(item: 0, section: 0))
    let narrow = collection.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(wide?.frame.size == CGSize(width: 320, height: 60))
    #expect(narrow?.frame.size == CGSize(width: 150, height: 40))
    #expect(abs((narrow?.frame.minY ?? 0) - 70) < 0.5)
  }

  @Test func aControllerMadeWithoutALayoutHasAFlowLayout() {
    let controller = UICollectionViewController()
    #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
    controller.loadViewIfNeeded()
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 0)
  }
}

extension CollectionViewControllerTests.SizedGridController: UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    indexPath.item % 3 == 0 ? CGSize(width: 320, height: 60) : CGSize(width: 150, height: 40)
  }
}
