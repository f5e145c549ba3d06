import Foundation
import InertiaTexture

// The sixty-fifth trial's list in its program's idioms (NeverAgain11/SKListKit): an adapter owns an
// `ASCollectionNode` in a vertical flow layout with no line or item spacing, registers header and
// footer kinds it never gives nodes for, and is the node's data source and delegate. Sections of
// item models give each section's insets (`collectionView(_:layout:insetForSectionAt:)`) and each
// item's node block, tap action and display closure; a cell node learns whether it is its section's
// first or last item when it is made and again when it is displayed. `apply(_:)` diffs the new
// models against the old by identifier and updates the node in one batch; the nodes it makes at
// index paths that were on screen never show placeholders until 1.5 seconds later. The screen
// shows a grid section of six half-width tiles above a section of thirty full-width rows.

/// An item's model: an identifier (the diff's), the block making its node, a tap action, a display
/// closure and the data the node is configured with.
@MainActor
final class TrialListCellModel {
  let identifier: String
  var cellNodeBlock: (() -> ASCellNode)?
  var cellNodeTapAction: (() -> Void)?
  var cellNodeDisplay: ((ASCellNode) -> Void)?
  var dataModel: String

  init(_ identifier: String, node: @escaping (() -> ASCellNode)) {
    self.identifier = identifier
    self.dataModel = identifier
    self.cellNodeBlock = node
  }
}

/// A section's model: an identifier, the section's insets and its items.
@MainActor
final class TrialListSectionModel {
  let identifier: String
  var sectionInsets = UIEdgeInsets.zero
  var cellModels: [TrialListCellModel] = []

  init(_ identifier: String) { self.identifier = identifier }
}

/// A cell node managing its subnodes, told its place in its section and its model.
@MainActor
class TrialListCellNode: ASCellNode {
  var isFirstCell = false
  var isLastCell = false
  private(set) var configured: [String] = []
  private(set) var displayed: [String] = []

  override init() {
    super.init()
    automaticallyManagesSubnodes = true
  }

  override func didLoad() {
    super.didLoad()
    accessibilityIdentifier = String(reflecting: type(of: self))
  }

  func configure(_ model: String) { configured.append(model) }

  func willDisplay(_ model: String) { displayed.append(model) }
}

/// A full-width row: a 40-point bar inset by 10 points above and below, 16 at the sides.
@MainActor
final class TrialListRowNode: TrialListCellNode {
  let bar = ASDisplayNode()

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    bar.style.preferredSize = CGSize(width: constrainedSize.max.width - 32, height: 40)
    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16), child: bar)
  }
}

/// A half-width tile 100 points tall.
@MainActor
final class TrialListTileNode: TrialListCellNode {
  let image = ASImageNode()

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    image.style.preferredSize = CGSize(width: constrainedSize.max.width / 2, height: 100)
    return ASWrapperLayoutSpec(layoutElement: image)
  }
}

/// The adapter: the collection node's data source and delegate, forwarding scrolling to its own
/// delegate and keeping whether the list is scrolling.
@MainActor
final class TrialListAdapter: NSObject, ASCollectionDataSource, ASCollectionDelegateFlowLayout {
  var sectionModels: [TrialListSectionModel] = []
  private(set) var reloadedIndexPaths: Set<IndexPath> = []
  private(set) var isScrolling = false
  private(set) var scrollingChanges: [Bool] = []
  weak var delegate: ASCollectionDelegate?

  lazy var collectionLayout: UICollectionViewFlowLayout = {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .vertical
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    return layout
  }()

  lazy var collectionNode: ASCollectionNode = {
    let node = ASCollectionNode(collectionViewLayout: collectionLayout)
    node.registerSupplementaryNode(ofKind: UICollectionView.elementKindSectionHeader)
    node.registerSupplementaryNode(ofKind: UICollectionView.elementKindSectionFooter)
    node.view.alwaysBounceVertical = true
    node.allowsSelection = true
    node.delegate = self
    node.dataSource = self
    node.leadingScreensForBatching = 4
    return node
  }()

  func cellModelForItem(at indexPath: IndexPath) -> TrialListCellModel? {
    guard sectionModels.indices.contains(indexPath.section) else { return nil }
    let models = sectionModels[indexPath.section].cellModels
    return models.indices.contains(indexPath.item) ? models[indexPath.item] : nil
  }

  func numberOfSections(in collectionNode: ASCollectionNode) -> Int { sectionModels.count }

  func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
    sectionModels.indices.contains(section) ? sectionModels[section].cellModels.count : 0
  }

  func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
    -> ASCellNodeBlock
  {
    let cellModel = cellModelForItem(at: indexPath)
    let isFirstCell = indexPath.item == 0
    let isLastCell =
      self.collectionNode(collectionNode, numberOfItemsInSection: indexPath.section) == indexPath.item + 1
    return { [weak self] in
      guard let self else { return ASCellNode() }
      let cell = cellModel?.cellNodeBlock?() ?? ASCellNode()
      if let node = cell as? TrialListCellNode {
        node.isFirstCell = isFirstCell
        node.isLastCell = isLastCell
        if let model = cellModel?.dataModel { node.configure(model) }
      }
      if self.reloadedIndexPaths.contains(indexPath) {
        cell.neverShowPlaceholders = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
          cell.neverShowPlaceholders = false
          self.reloadedIndexPaths.remove(indexPath)
          cell.invalidateCalculatedLayout()
        }
      }
      return cell
    }
  }

  func collectionNode(_ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath) {
    cellModelForItem(at: indexPath)?.cellNodeTapAction?()
  }

  func collectionNode(_ collectionNode: ASCollectionNode, willDisplayItemWith node: ASCellNode) {
    guard let indexPath = collectionNode.indexPath(for: node) else { return }
    let cellModel = cellModelForItem(at: indexPath)
    cellModel?.cellNodeDisplay?(node)
    if let node = node as? TrialListCellNode {
      node.isFirstCell = indexPath.item == 0
      node.isLastCell =
        self.collectionNode(collectionNode, numberOfItemsInSection: indexPath.section) == indexPath.item + 1
      if let model = cellModel?.dataModel { node.willDisplay(model) }
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    sectionModels.indices.contains(section) ? sectionModels[section].sectionInsets : .zero
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { delegate?.scrollViewDidScroll(scrollView) }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { setScrolling(true) }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { setScrolling(false) }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { setScrolling(false) }

  private func setScrolling(_ scrolling: Bool) {
    isScrolling = scrolling
    scrollingChanges.append(scrolling)
  }

  /// Makes every node again; those at the index paths on screen never show placeholders for 1.5 s.
  func reloadData() {
    reloadedIndexPaths = Set(collectionNode.indexPathsForVisibleItems)
    collectionNode.reloadData()
  }

  /// Updates the list to `newSectionModels` in one batch: the items whose identifiers went are
  /// deleted, the new ones inserted (the sections are kept, as the screen never changes them).
  func apply(_ newSectionModels: [TrialListSectionModel]) {
    reloadedIndexPaths = Set(collectionNode.indexPathsForVisibleItems)
    let old = sectionModels
    collectionNode.performBatch(
      animated: false,
      updates: {
        sectionModels = newSectionModels
        for (section, model) in newSectionModels.enumerated() {
          let before = old[section].cellModels.map(\.identifier)
          let after = model.cellModels.map(\.identifier)
          let deleted = before.indices.filter { !after.contains(before[$0]) }
          let inserted = after.indices.filter { !before.contains(after[$0]) }
          collectionNode.deleteItems(at: deleted.map { IndexPath(item: $0, section: section) })
          collectionNode.insertItems(at: inserted.map { IndexPath(item: $0, section: section) })
        }
      }, completion: nil)
  }
}

/// The screen: a controller of the adapter's collection node showing six tiles and thirty rows,
/// recording taps and what the adapter forwards.
@MainActor
final class TrialListKitController: ASDKViewController<ASCollectionNode>, ASCollectionDelegate {
  let adapter: TrialListAdapter
  private(set) var taps: [String] = []
  private(set) var scrolls = 0

  override init() {
    adapter = TrialListAdapter()
    super.init(node: adapter.collectionNode)
    adapter.delegate = self
    adapter.sectionModels = [
      Self.section(
        "grid", (0..<6).map { "tile\($0)" }, insets: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)),
      Self.section(
        "rows", (0..<30).map { "row\($0)" }, insets: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)),
    ]
    for model in adapter.sectionModels.flatMap(\.cellModels) {
      model.cellNodeTapAction = { [weak self] in self?.taps.append(model.identifier) }
    }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// A section of `ids`: tiles for the grid, rows otherwise.
  static func section(_ id: String, _ ids: [String], insets: UIEdgeInsets) -> TrialListSectionModel {
    let section = TrialListSectionModel(id)
    section.sectionInsets = insets
    section.cellModels = ids.map { item in
      TrialListCellModel(item) { id == "grid" ? TrialListTileNode() : TrialListRowNode() }
    }
    return section
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// A node as tall as its bar, read when its layout is calculated.
@MainActor
final class TrialListBarNode: ASDisplayNode {
  var barHeight: CGFloat = 40

  override class func makeFromClass() -> ASDisplayNode { TrialListBarNode() }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let bar = ASDisplayNode()
    bar.style.preferredSize = CGSize(width: constrainedSize.max.width, height: barHeight)
    return ASWrapperLayoutSpec(layoutElement: bar)
  }
}
