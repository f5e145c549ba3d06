import Foundation

/// The view of a scene's list node (``SceneNodeTableView``, ``SceneNodeCollectionView``) as its
/// ``SceneNodeList`` sees it.
@preconcurrency @MainActor
protocol SceneListHost: ScrollView {
  /// The directions the list scrolls in.
  var nodeScrollDirections: ScrollNode.ScrollableDirections { get }
  /// The rows or items with cells, in index-path order.
  var visibleNodePaths: [IndexPath] { get }
  /// The rows or items meeting `rect` (content coordinates), in index-path order.
  func nodePaths(in rect: CGRect) -> [IndexPath]
  /// The size range cell specs are measured in (nil while the list has no size to measure in).
  var cellSizeRange: SizeRange? { get }
  /// Shows the list's rows again (reloadData).
  func reloadNodes()
  /// Shows rows added at the end (not animated).
  func insertNodes(at indexPaths: [IndexPath])
}

/// The table of a scene's "TableNode": its layout and scrolling drive its ``SceneNodeList``.
@preconcurrency @MainActor
final class SceneNodeTableView: TableView, SceneListHost {
  let list: SceneNodeList

  init(list: SceneNodeList) {
    self.list = list
    super.init(frame: .zero, style: .plain)
    list.host = self
    register(SceneNodeCell.self, forCellReuseIdentifier: SceneNodeCell.reuseIdentifier)
  }

  override func layoutSubviews() {
    let loaded = list.prepareLayout()
    super.layoutSubviews()
    list.didLayout(loaded: loaded)
  }

  override func scrollViewDidScrollHook() {
    super.scrollViewDidScrollHook()
    list.driver.offsetDidChange()
  }

  var nodeScrollDirections: ScrollNode.ScrollableDirections { .vertical }
  var visibleNodePaths: [IndexPath] { indexPathsForVisibleRows ?? [] }
  func nodePaths(in rect: CGRect) -> [IndexPath] { indexPathsForRows(in: rect) ?? [] }

  /// A row is measured at exactly the table's width, any height (Texture's row size range).
  var cellSizeRange: SizeRange? {
    guard bounds.width > 0 else { return nil }
    return SizeRange(
      min: CGSize(width: bounds.width, height: 0), max: CGSize(width: bounds.width, height: .infinity))
  }

  func reloadNodes() { reloadData() }
  func insertNodes(at indexPaths: [IndexPath]) { insertRows(at: indexPaths, with: .none) }
}

/// The collection view of a scene's "CollectionNode" (a flow, compositional or list layout): its
/// layout and scrolling drive its ``SceneNodeList``; a flow layout's items are as large as their
/// cell specs' layouts, a compositional layout places them itself (self-sizing sections take the
/// specs' heights).
@preconcurrency @MainActor
final class SceneNodeCollectionView: CollectionView, SceneListHost {
  let list: SceneNodeList

  init(list: SceneNodeList, layout: CollectionViewLayout) {
    self.list = list
    super.init(frame: .zero, collectionViewLayout: layout)
    list.host = self
    register(
      SceneNodeCollectionCell.self, forCellWithReuseIdentifier: SceneNodeCollectionCell.reuseIdentifier)
  }

  override func layoutSubviews() {
    let loaded = list.prepareLayout()
    super.layoutSubviews()
    list.didLayout(loaded: loaded)
  }

  override func scrollViewDidScrollHook() {
    super.scrollViewDidScrollHook()
    list.driver.offsetDidChange()
  }

  private var isHorizontal: Bool {
    (collectionViewLayout as? CollectionViewFlowLayout)?.scrollDirection == .horizontal
  }

  var nodeScrollDirections: ScrollNode.ScrollableDirections { isHorizontal ? .horizontal : .vertical }
  var visibleNodePaths: [IndexPath] { indexPathsForVisibleItems.sorted() }

  func nodePaths(in rect: CGRect) -> [IndexPath] {
    collectionViewLayout.prepareIfNeeded()
    let attributes = collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
    // An orthogonal row's items are those in view at the row's offset (their frames are the row's).
    return attributes.filter {
      $0.representedElementCategory == .cell && ($0.orthogonalSection != nil || $0.frame.intersects(rect))
    }
    .map(\.indexPath).sorted()
  }

  /// Texture's size range of a flow layout's item: from zero to the collection view's width less
  /// its content insets, any height (scrolling horizontally: any width, the height less the insets).
  var cellSizeRange: SizeRange? {
    guard bounds.width > 0, bounds.height > 0 else { return nil }
    let inset = contentInset
    let maximum =
      isHorizontal
      ? CGSize(width: .infinity, height: max(bounds.height - inset.top - inset.bottom, 0))
      : CGSize(width: max(bounds.width - inset.left - inset.right, 0), height: .infinity)
    return SizeRange(min: .zero, max: maximum)
  }

  func reloadNodes() { reloadData() }
  func insertNodes(at indexPaths: [IndexPath]) {
    insertItems(at: indexPaths.map { IndexPath(item: $0.row, section: $0.section) })
  }
}
