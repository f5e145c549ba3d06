import Inertia
import InertiaUIKit

/// Texture's ASPagerFlowLayout: the flow layout of an ``ASPagerNode``. It remembers the page at
/// the middle of the pager when the bounds change, and, while the user is neither dragging nor
/// decelerating, asks for that page's offset when the collection keeps its offset across an
/// update or a resize, so the pager never rests between pages.
@preconcurrency @MainActor
open class ASPagerFlowLayout: UICollectionViewFlowLayout {
  private weak var currentNode: ASCellNode?

  private var asCollectionView: ASCollectionView? { collectionView as? ASCollectionView }

  /// Prepares the flow layout and, the first time, notes the page at the middle.
  open override func prepare() {
    super.prepare()
    if currentNode == nil { updateCurrentNode() }
  }

  /// The current page's offset (centred across the width), unless the user is scrolling.
  open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    if let view = asCollectionView, !view.isDecelerating, !view.isTracking, let node = currentNode,
      let indexPath = view.collectionNode?.indexPath(for: node),
      let attributes = layoutAttributesForItem(at: indexPath)
    {
      let inset = (view.bounds.width - attributes.frame.width) / 2
      return CGPoint(x: attributes.frame.minX - inset, y: proposedContentOffset.y)
    }
    return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
  }

  /// Notes the page at the middle before the bounds change, then answers as the flow layout.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    updateCurrentNode()
    return super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }

  private func updateCurrentNode() {
    guard let view = asCollectionView else { return }
    let middle = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 1, height: 1)
    guard let indexPath = layoutAttributesForElements(in: middle)?.first?.indexPath,
      let node = view.collectionNode?.nodeForItem(at: indexPath)
    else { return }
    currentNode = node
  }
}
