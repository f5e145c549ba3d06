import Inertia
import InertiaUIKit

/// Texture's ASCollectionViewLayoutInspecting: tells an ``ASCollectionNode`` with a custom layout
/// the size range each item's node (and each supplementary node) is measured in, and how many
/// supplementary nodes there are. Set one as the node's ``ASCollectionNode/layoutInspector``; it
/// is asked before the delegate's `collectionNode(_:constrainedSizeForItemAt:)`.
@preconcurrency @MainActor
public protocol ASCollectionViewLayoutInspecting: AnyObject {
  /// The size range the item's node at `indexPath` is measured in.
  func collectionView(_ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath)
    -> ASSizeRange
  /// The directions the collection scrolls in.
  func scrollableDirections() -> ASScrollDirection
  /// The size range a supplementary node of `kind` is measured in. Default: up to the
  /// collection's width, unbounded in height.
  func collectionView(
    _ collectionView: ASCollectionView, constrainedSizeForSupplementaryNodeOfKind kind: String,
    at indexPath: IndexPath
  ) -> ASSizeRange
  /// The number of sections that have supplementary nodes of `kind`. Default: the collection's
  /// number of sections.
  func collectionView(
    _ collectionView: ASCollectionView, numberOfSectionsForSupplementaryNodeOfKind kind: String
  )
    -> UInt
  /// The number of supplementary nodes of `kind` in `section`. Default 1.
  func collectionView(
    _ collectionView: ASCollectionView, supplementaryNodesOfKind kind: String, inSection section: UInt
  ) -> UInt
}

extension ASCollectionViewLayoutInspecting {
  /// Default implementation: up to the collection's width, unbounded in height.
  public func collectionView(
    _ collectionView: ASCollectionView, constrainedSizeForSupplementaryNodeOfKind kind: String,
    at indexPath: IndexPath
  ) -> ASSizeRange {
    SizeRange(min: .zero, max: CGSize(width: collectionView.bounds.width, height: .infinity))
  }
  /// Default implementation: every section.
  public func collectionView(
    _ collectionView: ASCollectionView, numberOfSectionsForSupplementaryNodeOfKind kind: String
  ) -> UInt {
    UInt(max(collectionView.numberOfNodeSections(), 0))
  }
  /// Default implementation: one per section.
  public func collectionView(
    _ collectionView: ASCollectionView, supplementaryNodesOfKind kind: String, inSection section: UInt
  ) -> UInt { 1 }
}

/// The supplementary nodes of an ``ASCollectionView``: the kinds registered, and the nodes made
/// and measured so far (made again after a reload).
struct ASSupplementaryStore {
  /// The kinds given to `registerSupplementaryNode(ofKind:)`.
  var kinds: Set<String> = []
  /// The nodes made, by kind then index path.
  var nodes: [String: [IndexPath: ASCellNode]] = [:]
}

/// The reusable view hosting a supplementary node.
final class ASCollectionSupplementaryView: UICollectionReusableView {
  static let reuseIdentifier = "_ASCollectionSupplementaryView"

  /// The node shown; setting it puts the node's view in this view.
  var node: ASCellNode? {
    didSet {
      guard node !== oldValue else { return }
      if let oldValue, oldValue.view.superview === self { oldValue.view.removeFromSuperview() }
      if let node {
        addSubview(node.view)
        setNeedsLayout()
      }
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    node?.frame = CGRect(origin: .zero, size: bounds.size)
  }
}

extension ASCollectionView {
  /// Registers `kind` (a header or footer kind, or a custom layout's): the data source's
  /// `collectionNode(_:nodeForSupplementaryElementOfKind:at:)` makes its nodes.
  func registerSupplementaryKind(_ kind: String) {
    supplementary.kinds.insert(kind)
    register(
      ASCollectionSupplementaryView.self, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: ASCollectionSupplementaryView.reuseIdentifier)
  }

  /// The supplementary node of `kind` at `indexPath`, made and measured on first use (nil for a
  /// kind not registered, without a data source, or past the section's count of that kind: a flow
  /// layout's header or footer whose range is 0 long along the scrolling axis has no node, as
  /// Texture's flow layout inspector counts none).
  func supplementaryNode(ofKind kind: String, at indexPath: IndexPath) -> ASCellNode? {
    if let node = supplementary.nodes[kind]?[indexPath] { return node }
    guard supplementary.kinds.contains(kind), let collectionNode, let dataSource = nodeDataSource,
      indexPath.item < supplementaryCount(ofKind: kind, section: indexPath.section)
    else {
      return nil
    }
    let block = dataSource.collectionNode(
      collectionNode, nodeBlockForSupplementaryElementOfKind: kind, at: indexPath)
    let node = DispatchForwarding.runAsBackgroundWork { block() }.flipped(if: inverted)
    node.inheritTraitCollection(from: collectionNode)
    node.frame.size = node.layoutThatFits(supplementaryConstrainedSize(ofKind: kind, at: indexPath)).size
    supplementary.nodes[kind, default: [:]][indexPath] = node
    return node
  }

  /// The range a supplementary node is measured in: the inspector's, else the collection's width
  /// (vertical) or height (horizontal) and unbounded along the scrolling axis.
  func supplementaryConstrainedSize(ofKind kind: String, at indexPath: IndexPath) -> SizeRange {
    if let inspector = collectionNode?.layoutInspector {
      return inspector.collectionView(self, constrainedSizeForSupplementaryNodeOfKind: kind, at: indexPath)
    }
    if let range = flowDelegateRange(ofKind: kind, section: indexPath.section) { return range }
    let horizontal = (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
    let max =
      horizontal
      ? CGSize(width: .infinity, height: bounds.height - contentInset.top - contentInset.bottom)
      : CGSize(width: bounds.width - contentInset.left - contentInset.right, height: .infinity)
    return SizeRange(min: .zero, max: max)
  }

  /// A reusable view showing the supplementary node of `kind` at `indexPath`.
  func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
    guard supplementary.kinds.contains(kind) else {
      return dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "", for: indexPath)
    }
    let view = dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: ASCollectionSupplementaryView.reuseIdentifier, for: indexPath)
    (view as? ASCollectionSupplementaryView)?.node = supplementaryNode(ofKind: kind, at: indexPath)
    return view
  }

  /// A flow layout's header or footer size in `section`: the measured node's when the kind is
  /// listed for the section (or registered) and has a node, zero when it is listed for other
  /// sections only, else the layout's reference size (`layoutSize`, or the size the node
  /// delegate's UIKit flow-layout method gives for a listed kind without a node, as Texture's
  /// ASCollectionView falls back).
  func flowSupplementarySize(ofKind kind: String, section: Int, layoutSize: CGSize) -> CGSize {
    let listed = supplementaryKinds(inSection: section).contains(kind)
    if !listed && supplementary.kinds.contains(kind) { return .zero }
    guard listed else { return layoutSize }
    guard let node = supplementaryNode(ofKind: kind, at: IndexPath(item: 0, section: section)) else {
      return referenceSize(ofKind: kind, section)
    }
    return node.frame.size
  }

  /// How many supplementary nodes of `kind` `section` has: the layout inspector's count, else
  /// for a flow layout's header or footer 1 when its range is longer than 0 along the scrolling
  /// axis and 0 otherwise (Texture's flow layout inspector), else 1.
  func supplementaryCount(ofKind kind: String, section: Int) -> Int {
    if let inspector = collectionNode?.layoutInspector {
      return Int(
        inspector.collectionView(self, supplementaryNodesOfKind: kind, inSection: UInt(max(section, 0))))
    }
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout,
      let range = flowDelegateRange(ofKind: kind, section: section)
    else { return 1 }
    return (flow.scrollDirection == .vertical ? range.max.height : range.max.width) > 0 ? 1 : 0
  }

  /// Makes again, at their next use, the supplementary nodes of the sections whose items a batch
  /// inserts, deletes or reloads, as Texture's data controller repopulates those sections'
  /// supplementary elements: each kind the section lists gets new nodes up to its count, and the
  /// nodes past it stay (a header whose range became 0 long keeps its old node and size, as in
  /// Texture). Nodes of other sections stay; inserted or deleted sections make every node again.
  func repopulateSupplementaryNodes(for changes: ASListData.Changes) {
    guard changes.insertedSections.isEmpty, changes.deletedSections.isEmpty else {
      supplementary.nodes = [:]
      return
    }
    var sections = Set<Int>()
    for path in changes.insertedItems.union(changes.deletedItems).union(changes.reloadedItems) {
      sections.insert(path.section)
    }
    for section in sections.sorted() {
      for kind in supplementaryKinds(inSection: section) {
        let count = supplementaryCount(ofKind: kind, section: section)
        for item in 0..<count { supplementary.nodes[kind]?[IndexPath(item: item, section: section)] = nil }
      }
    }
  }
}

extension ASCollectionNode {
  /// Registers a supplementary kind (Texture's registerSupplementaryNode(ofKind:)): the layout's
  /// views of that kind show nodes from the data source's
  /// `collectionNode(_:nodeForSupplementaryElementOfKind:at:)`.
  public func registerSupplementaryNode(ofKind elementKind: String) {
    view.registerSupplementaryKind(elementKind)
  }

  /// The supplementary node of `elementKind` at `indexPath`, made on first use (nil when the kind
  /// is not registered).
  public func supplementaryNode(forElementKind elementKind: String, at indexPath: IndexPath) -> ASCellNode? {
    view.supplementaryNode(ofKind: elementKind, at: indexPath)
  }
}
