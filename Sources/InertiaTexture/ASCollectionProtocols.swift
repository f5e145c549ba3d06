import Inertia
import InertiaUIKit

/// Texture's ASCollectionDataSource: the sections and items of an ``ASCollectionNode`` and the
/// cell node of each item, as a node block (`collectionNode(_:nodeBlockForItemAt:)`, preferred)
/// or a node (`collectionNode(_:nodeForItemAt:)`). Blocks run on the main actor in index-path
/// order; the nodes are then measured (concurrently off it with `measuresNodesConcurrently`).
@preconcurrency @MainActor
public protocol ASCollectionDataSource: AnyObject {
  /// The number of sections. Default 1.
  func numberOfSections(in collectionNode: ASCollectionNode) -> Int
  /// The number of items in `section`. Default: Texture's older
  /// ``collectionView(_:numberOfItemsInSection:)``.
  func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int
  /// A block making the item's node. Default: the older view-based
  /// `collectionView(_:nodeBlockForItemAt:)`, whose default returns
  /// `collectionNode(_:nodeForItemAt:)`.
  func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
    -> ASCellNodeBlock
  /// The item's node. Default: Texture's older ``collectionView(_:nodeForItemAt:)``.
  func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode
  /// The number of items as Texture's older, view-based data sources give it (asked when
  /// `collectionNode(_:numberOfItemsInSection:)` is not implemented). Default 0.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The item's node as Texture's older data sources make it (asked when neither node method is
  /// implemented). Default: an empty cell node.
  func collectionView(_ collectionView: ASCollectionView, nodeForItemAt indexPath: IndexPath) -> ASCellNode
  /// A block making the item's node as Texture's older data sources give it (asked when
  /// `collectionNode(_:nodeBlockForItemAt:)` is not implemented). Default: a block returning
  /// `collectionNode(_:nodeForItemAt:)`.
  func collectionView(_ collectionView: ASCollectionView, nodeBlockForItemAt indexPath: IndexPath)
    -> ASCellNodeBlock
  /// A block making the supplementary node of `kind` at `indexPath` (a kind registered with
  /// `registerSupplementaryNode(ofKind:)`). Default: a block returning
  /// `collectionNode(_:nodeForSupplementaryElementOfKind:at:)`.
  func collectionNode(
    _ collectionNode: ASCollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> ASCellNodeBlock
  /// The supplementary node of `kind` at `indexPath`. Default: an empty cell node.
  func collectionNode(
    _ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> ASCellNode
  /// The kinds of supplementary node `section` has (a flow layout's
  /// `UICollectionView.elementKindSectionHeader` and `…Footer`), as Texture's data source lists
  /// them instead of registering them. Default: the kinds given to `registerSupplementaryNode(ofKind:)`.
  func collectionNode(_ collectionNode: ASCollectionNode, supplementaryElementKindsInSection section: Int)
    -> [String]
}

extension ASCollectionDataSource {
  /// Default implementation: the registered kinds.
  public func collectionNode(
    _ collectionNode: ASCollectionNode, supplementaryElementKindsInSection section: Int
  ) -> [String] {
    collectionNode.view.supplementary.kinds.sorted()
  }
  /// Default implementation: a block asking `collectionNode(_:nodeForSupplementaryElementOfKind:at:)`.
  public func collectionNode(
    _ collectionNode: ASCollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> ASCellNodeBlock {
    { [unowned self, unowned collectionNode] in
      self.collectionNode(collectionNode, nodeForSupplementaryElementOfKind: kind, at: indexPath)
    }
  }
  /// Default implementation: an empty cell node.
  public func collectionNode(
    _ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> ASCellNode {
    ASCellNode()
  }
  /// Default implementation: one section.
  public func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 1 }
  /// Default implementation: the older view-based method.
  public func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
    -> ASCellNodeBlock
  {
    collectionView(collectionNode.view, nodeBlockForItemAt: indexPath)
  }
  /// Default implementation: a block asking `collectionNode(_:nodeForItemAt:)`.
  public func collectionView(_ collectionView: ASCollectionView, nodeBlockForItemAt indexPath: IndexPath)
    -> ASCellNodeBlock
  {
    { [unowned self, unowned collectionView] in
      guard let node = collectionView.collectionNode else { return ASCellNode() }
      return self.collectionNode(node, nodeForItemAt: indexPath)
    }
  }
  /// Default implementation: the older view-based method.
  public func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath)
    -> ASCellNode
  {
    collectionView(collectionNode.view, nodeForItemAt: indexPath)
  }
  /// Default implementation: the older view-based method.
  public func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
    collectionView(collectionNode.view, numberOfItemsInSection: section)
  }
  /// Default implementation: no items.
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    0
  }
  /// Default implementation: an empty cell node.
  public func collectionView(_ collectionView: ASCollectionView, nodeForItemAt indexPath: IndexPath)
    -> ASCellNode
  {
    ASCellNode()
  }
}

/// Texture's ASCollectionDelegate: item size ranges, display, selection and batch fetching for an
/// ``ASCollectionNode``; it is also the collection's scroll view delegate. It refines
/// UICollectionViewDelegate as Texture's shares its methods, so Texture's older view-based
/// `collectionView(_:didSelectItemAt:)` is heard when `collectionNode(_:didSelectItemAt:)` is not
/// implemented.
@preconcurrency @MainActor
public protocol ASCollectionDelegate: UICollectionViewDelegate {
  /// The size range an item's node is measured in. Default: for a flow layout, exactly its
  /// `itemSize` when that is not the default 50 × 50; otherwise up to the collection's width
  /// (vertical) or height (horizontal), less the content inset, and unbounded along the scrolling
  /// axis, as Texture's layout inspectors.
  func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
    -> ASSizeRange
  /// Whether the collection may begin a batch fetch now. Default true.
  func shouldBatchFetch(for collectionNode: ASCollectionNode) -> Bool
  /// The user neared the end of the content: fetch more and call
  /// `context.completeBatchFetching(true)` when done. Called on the main actor right away.
  /// Default: nothing (the fetch stays in flight).
  func collectionNode(_ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext)
  /// An item's node is about to show.
  func collectionNode(_ collectionNode: ASCollectionNode, willDisplayItemWith node: ASCellNode)
  /// An item's node left the screen.
  func collectionNode(_ collectionNode: ASCollectionNode, didEndDisplayingItemWith node: ASCellNode)
  /// Whether a tap selects the item. Default true.
  func collectionNode(_ collectionNode: ASCollectionNode, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// An item was selected by a tap. Default: the older view-based
  /// `collectionView(_:didSelectItemAt:)`.
  func collectionNode(_ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath)
  /// An item was deselected by a tap.
  func collectionNode(_ collectionNode: ASCollectionNode, didDeselectItemAt indexPath: IndexPath)
  /// The size range of an item as Texture's older, view-based delegates give it (asked when
  /// `collectionNode(_:constrainedSizeForItemAt:)` is not implemented). Default: unconstrained.
  func collectionView(_ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath)
    -> ASSizeRange
}

extension ASCollectionDelegate {
  /// Default implementation: the older view-based method.
  public func collectionNode(
    _ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath
  ) -> ASSizeRange {
    collectionView(collectionNode.view, constrainedSizeForNodeAt: indexPath)
  }
  /// Default implementation: unconstrained (the collection then uses its layout's default).
  public func collectionView(
    _ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath
  ) -> ASSizeRange {
    ASSizeRangeUnconstrained
  }
  /// Default implementation: true.
  public func shouldBatchFetch(for collectionNode: ASCollectionNode) -> Bool { true }
  /// Default implementation: does nothing.
  public func collectionNode(
    _ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext
  ) {}
  /// Default implementation: does nothing.
  public func collectionNode(_ collectionNode: ASCollectionNode, willDisplayItemWith node: ASCellNode) {}
  /// Default implementation: does nothing.
  public func collectionNode(_ collectionNode: ASCollectionNode, didEndDisplayingItemWith node: ASCellNode) {}
  /// Default implementation: true.
  public func collectionNode(_ collectionNode: ASCollectionNode, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Default implementation: the older view-based method.
  public func collectionNode(_ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath) {
    collectionView(collectionNode.view, didSelectItemAt: indexPath)
  }
  /// Default implementation: does nothing.
  public func collectionNode(_ collectionNode: ASCollectionNode, didDeselectItemAt indexPath: IndexPath) {}
}

/// How a collection node updates and lays out its cells (Texture's ASCellLayoutMode, set through
/// `cellLayoutMode` on ``ASCollectionNode`` and ``ASCollectionView``). Kept as set: here every
/// cell is measured on the main actor as it is needed and updates apply at once without an
/// animation, which is what the synchronous and reload-data modes ask of Texture.
public struct ASCellLayoutMode: OptionSet, Sendable {
  /// The flags.
  public let rawValue: UInt16
  /// A mode of `rawValue`'s flags.
  public init(rawValue: UInt16) { self.rawValue = rawValue }
  /// No flag: each flag's default.
  public static let none: ASCellLayoutMode = []
  /// Wait for new cells before the next frame.
  public static let alwaysSync = ASCellLayoutMode(rawValue: 1 << 1)
  /// Always make new cells off the main thread.
  public static let alwaysAsync = ASCellLayoutMode(rawValue: 1 << 2)
  /// Deprecated in Texture.
  public static let forceIfNeeded = ASCellLayoutMode(rawValue: 1 << 3)
  /// Deprecated in Texture.
  public static let alwaysPassthroughDelegate = ASCellLayoutMode(rawValue: 1 << 4)
  /// Apply updates with `reloadData` instead of batch updates.
  public static let alwaysReloadData = ASCellLayoutMode(rawValue: 1 << 5)
  /// Nodes are not range managed.
  public static let disableRangeController = ASCellLayoutMode(rawValue: 1 << 6)
  /// Deprecated in Texture.
  public static let alwaysLazy = ASCellLayoutMode(rawValue: 1 << 7)
  /// Make nodes one after another rather than in parallel.
  public static let serializeNodeCreation = ASCellLayoutMode(rawValue: 1 << 8)
  /// Reload sections with batch updates even with ``alwaysReloadData``.
  public static let alwaysBatchUpdateSectionReload = ASCellLayoutMode(rawValue: 1 << 9)
}
