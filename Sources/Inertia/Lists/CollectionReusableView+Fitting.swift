import Foundation

extension CollectionReusableView {
  /// The size this view's constraints give it near `attributes`' size, as UIKit measures a
  /// self-sizing cell laid out by constraints: its content view (the view itself for a
  /// supplementary view) fitted with the layout's priorities, plus what lies around the content
  /// view. Nil when the content holds no constrained subview, or the view is in no window or
  /// collection view.
  func constraintFittingSize(for attributes: CollectionViewLayoutAttributes) -> CGSize? {
    let content = (self as? CollectionViewCell)?.contentView ?? self
    guard window != nil, content.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }),
      let collection = enclosingCollectionView
    else { return nil }
    let priorities = collection.collectionViewLayout.selfSizingPriorities(forItemAt: attributes.indexPath)
    layoutIfNeeded()  // The content view takes the cell's size first.
    let target = CGSize(
      width: attributes.size.width - (bounds.width - content.frame.width),
      height: attributes.size.height - (bounds.height - content.frame.height))
    let size = content.systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: priorities.horizontal,
      verticalFittingPriority: priorities.vertical)
    return CGSize(
      width: size.width + (bounds.width - content.frame.width),
      height: size.height + (bounds.height - content.frame.height))
  }

  /// The collection view showing this view: its nearest collection view ancestor (an orthogonal
  /// section's row sits between them).
  private var enclosingCollectionView: CollectionView? {
    var ancestor = superview
    while let view = ancestor {
      if let collection = view as? CollectionView { return collection }
      ancestor = view.superview
    }
    return nil
  }
}
