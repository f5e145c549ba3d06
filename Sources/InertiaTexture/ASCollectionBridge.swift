import Inertia
import InertiaUIKit

/// The data source and delegate of an ``ASCollectionView``: answers the collection from the
/// node's measured items (a flow layout's item sizes included) and passes its events to the
/// node's ``ASCollectionDelegate``.
@preconcurrency @MainActor
final class ASCollectionBridge: ASListBridge, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  weak var collectionView: ASCollectionView?

  private var node: ASCollectionNode? { collectionView?.collectionNode }
  private var delegate: ASCollectionDelegate? { collectionView?.nodeDelegate }

  // MARK: Data source

  func numberOfSections(in collectionView: CollectionView) -> Int {
    self.collectionView?.data.sections.count ?? 0
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    guard let sections = self.collectionView?.data.sections, sections.indices.contains(section) else {
      return 0
    }
    return sections[section].count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: ASCollectionViewCell.reuseIdentifier, for: indexPath)
    (cell as? ASCollectionViewCell)?.node = self.collectionView?.data.node(at: indexPath)
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    guard let view = self.collectionView else {
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "", for: indexPath)
    }
    return view.supplementaryView(ofKind: kind, at: indexPath)
  }

  // MARK: Flow layout

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    let flow = collectionViewLayout as? CollectionViewFlowLayout
    return referenceSize(CollectionView.elementKindSectionHeader, section, flow?.headerReferenceSize ?? .zero)
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    let flow = collectionViewLayout as? CollectionViewFlowLayout
    return referenceSize(CollectionView.elementKindSectionFooter, section, flow?.footerReferenceSize ?? .zero)
  }

  /// A header's or footer's size: its measured node's when the kind is registered, else `layoutSize`.
  private func referenceSize(_ kind: String, _ section: Int, _ layoutSize: CGSize) -> CGSize {
    collectionView?.flowSupplementarySize(ofKind: kind, section: section, layoutSize: layoutSize)
      ?? layoutSize
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    self.collectionView?.data.size(at: indexPath) ?? .zero
  }

  // A section's insets and spacings come from the node's delegate when it is a flow-layout
  // delegate, else from the layout, as Texture's ASCollectionView asks its async delegate
  // (ASFlowLayoutDefault otherwise).

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    guard let flowDelegate else {
      return (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    return flowDelegate.collectionView(
      collectionView, layout: collectionViewLayout, insetForSectionAt: section)
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    guard let flowDelegate else {
      return (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    return flowDelegate.collectionView(
      collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    guard let flowDelegate else {
      return (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    return flowDelegate.collectionView(
      collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
  }

  /// The node's delegate as a flow-layout delegate (an ``ASCollectionDelegateFlowLayout`` or a
  /// delegate adopting UIKit's protocol), if it is one.
  private var flowDelegate: CollectionViewDelegateFlowLayout? {
    delegate as? CollectionViewDelegateFlowLayout
  }

  // MARK: Delegate

  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    guard let node, let cellNode = (cell as? ASCollectionViewCell)?.node else { return }
    delegate?.collectionNode(node, willDisplayItemWith: cellNode)
    visibilityCells.add(cell, node: cellNode)
  }

  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    visibilityCells.remove(cell)
    guard let node, let cellNode = (cell as? ASCollectionViewCell)?.node else { return }
    delegate?.collectionNode(node, didEndDisplayingItemWith: cellNode)
  }

  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    guard let node, let delegate else { return true }
    return delegate.collectionNode(node, shouldSelectItemAt: indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    self.collectionView?.data.element(at: indexPath)?.node.setSelectedFromList(true)
    guard let node else { return }
    delegate?.collectionNode(node, didSelectItemAt: indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    self.collectionView?.data.element(at: indexPath)?.node.setSelectedFromList(false)
    guard let node else { return }
    delegate?.collectionNode(node, didDeselectItemAt: indexPath)
  }

  override var scrollDelegate: ScrollViewDelegate? { delegate }
}
