import Foundation
import InertiaUIKit
import Testing

/// What iOS programs declare and override in their own view subclasses: a cell's own
/// `cornerRadius` property and the `@IBInspectable` extension idiom (UIView has no such
/// properties; they live on its layer), and overrides of the scrolling methods UIKit's subclasses
/// may override (`setContentOffset(_:animated:)`, `scrollRectToVisible`, `scrollToItem`,
/// `scrollToRow`, `reloadData`).
@MainActor
@Suite struct SubclassOverrideTests {
  /// A card cell with its own rounding property, as a scaling carousel's cell declares it.
  final class CardCell: UICollectionViewCell {
    var cornerRadius: CGFloat = 0 {
      didSet { layer.cornerRadius = cornerRadius * 2 }
    }
  }

  /// A collection view recording its scroll requests before UIKit's handling.
  final class RecordingCollectionView: UICollectionView {
    var requests: [String] = []
    override func scrollToItem(
      at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
    ) {
      requests.append("item \(indexPath.item)")
      super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
      requests.append("rect \(Int(rect.minY))")
      super.scrollRectToVisible(rect, animated: animated)
    }
    override func reloadData() {
      requests.append("reload")
      super.reloadData()
    }
  }

  /// A table recording reloads and row scrolls, as "reload with completion" subclasses do.
  final class RecordingTableView: UITableView {
    var requests: [String] = []
    override func reloadData() {
      requests.append("reload")
      super.reloadData()
    }
    override func scrollToRow(
      at indexPath: IndexPath, at position: UITableView.ScrollPosition, animated: Bool
    ) {
      requests.append("row \(indexPath.row)")
      super.scrollToRow(at: indexPath, at: position, animated: animated)
    }
  }

  /// A scroll view that keeps programmatic scrolling on whole multiples of 100 pt.
  final class SnappingScrollView: UIScrollView {
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      let snapped = CGPoint(x: contentOffset.x, y: (contentOffset.y / 100).rounded() * 100)
      super.setContentOffset(snapped, animated: animated)
    }
  }

  final class Source: NSObject, UICollectionViewDataSource, UITableViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
  }

  @Test func aCellsOwnCornerRadiusIsItsOwnAndTheLayerKeepsUIKitsSpelling() {
    let cell = CardCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(cell.layer.cornerRadius == 0)
    cell.cornerRadius = 6
    #expect(cell.cornerRadius == 6 && cell.layer.cornerRadius == 12)
    cell.layer.cornerRadius = 3
    #expect(cell.cornerRadius == 6 && cell.layer.cornerRadius == 3)
  }

  @Test func theInspectableExtensionIdiomCompilesAndStylesTheLayer() throws {
    let window = makeWindow(width: 60, height: 60)
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    view.backgroundColor = .white
    view.borderWidth = 4
    view.borderColor = .red
    window.addSubview(view)
    #expect(view.layer.borderWidth == 4 && view.borderWidth == 4 && view.borderColor == .red)
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 11, y: 30), .red))
    #expect(close(canvas.pixel(x: 30, y: 30), .white))
    #expect(close(canvas.pixel(x: 5, y: 30), .white))
  }

  @Test func aCollectionViewSubclassOverridesScrollingAndReloading() {
    let window = makeWindow(width: 200, height: 300)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 100)
    layout.minimumLineSpacing = 0
    let collection = RecordingCollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.register(CardCell.self, forCellWithReuseIdentifier: "card")
    let source = Source()
    collection.dataSource = source
    window.addSubview(collection)
    window.layoutIfNeeded()
    collection.reloadData()
    collection.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
    #expect(collection.contentOffset.y == 1000)
    collection.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 200, height: 100), animated: false)
    #expect(collection.contentOffset.y == 1800)
    #expect(collection.requests == ["reload", "item 10", "rect 2000"])
  }

  @Test func aTableSubclassOverridesReloadAndRowScrolling() {
    let window = makeWindow(width: 200, height: 300)
    let table = RecordingTableView(frame: window.bounds, style: .plain)
    table.rowHeight = 50
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let source = Source()
    table.dataSource = source
    window.addSubview(table)
    table.reloadData()
    window.layoutIfNeeded()
    table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 1000)
    #expect(table.requests == ["reload", "row 20"])
  }

  @Test func aScrollViewSubclassOverridesSetContentOffsetAnimated() {
    let window = makeWindow(width: 200, height: 300)
    let scrollView = SnappingScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 200, height: 2000)
    window.addSubview(scrollView)
    scrollView.setContentOffset(CGPoint(x: 0, y: 640), animated: false)
    #expect(scrollView.contentOffset.y == 600)
  }

  @Test func aPortedCollectionViewFromANibGetsAFlowLayout() {
    /// What `inertia port` writes for `super.init(coder:)` in a collection view subclass.
    final class Carousel: UICollectionView {
      init() { super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
      required init?(coder: NSCoder) {
        super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      }
    }
    final class Listing: UITableView {
      init() { super.init(frame: .zero, style: .plain) }
    }
    #expect(Carousel().collectionViewLayout is UICollectionViewFlowLayout)
    #expect(Listing().style == .plain)
  }
}

/// The `@IBInspectable` idiom iOS programs declare on UIView (ported without the attribute).
extension UIView {
  var borderWidth: CGFloat {
    get { layer.borderWidth }
    set { layer.borderWidth = newValue }
  }
  var borderColor: UIColor? {
    get { layer.borderColor }
    set { layer.borderColor = newValue?.cgColor }
  }
}

/// Core Graphics' rectangle intersection, which `inertia port` calls for `intersects(_:)`.
@Suite struct CoreGraphicsIntersectionTests {
  @Test func rectanglesThatOnlyTouchDoNotIntersect() {
    let page = CGRect(x: 0, y: 0, width: 320, height: 480)
    #expect(!page.intersectsAsCoreGraphics(CGRect(x: 320, y: 0, width: 320, height: 480)))
    #expect(!page.intersectsAsCoreGraphics(CGRect(x: 320, y: 480, width: 10, height: 10)))
    #expect(page.intersectsAsCoreGraphics(CGRect(x: 319.5, y: 0, width: 320, height: 480)))
    #expect(page.intersectsAsCoreGraphics(CGRect(x: 400, y: 10, width: -100, height: 20)))
    #expect(page.intersectsAsCoreGraphics(CGRect(x: 10, y: 10, width: 0, height: 0)))
    #expect(!page.intersectsAsCoreGraphics(.null) && !CGRect.null.intersectsAsCoreGraphics(page))
    #if !canImport(Darwin)
      // Linux's Foundation answers true for the touching pages.
      #expect(page.intersects(CGRect(x: 320, y: 0, width: 320, height: 480)))
    #endif
  }
}
