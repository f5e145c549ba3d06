import Foundation

/// Layout attributes are the items of an animator made for a collection view layout
/// (``DynamicAnimator/init(collectionViewLayout:)``), their centers in content coordinates.
extension CollectionViewLayoutAttributes: DynamicItem {}

/// A collection view layout is what the items of its animator move in: the collection view's
/// window clock steps them, the content size bounds collisions, and every step invalidates the
/// layout, so it hands out the moved attributes on the next layout pass.
extension CollectionViewLayout: DynamicReferenceSystem {
  package var dynamicClock: (any FrameClock)? { attachedCollectionView?.window?.clock }
  package var dynamicBounds: CGRect { CGRect(origin: .zero, size: collectionViewContentSize) }
  package func dynamicAnimatorDidStep() { invalidateLayout() }
}

extension DynamicAnimator {
  /// An animator for a collection view layout's attributes (UIDynamicAnimator's
  /// `init(collectionViewLayout:)`): items are ``CollectionViewLayoutAttributes`` in the
  /// collection view's content coordinates, stepped by the collection view's window clock, and
  /// every step invalidates the layout while the animator runs, so the layout hands out the moved
  /// attributes (``layoutAttributesForCell(at:)``, ``items(in:)``) on the next layout pass.
  /// Collision boundaries use the layout's content size. ``referenceView`` is nil, as in UIKit.
  /// The flow layout hands out new attributes for the items a behaviour holds (it reuses its
  /// attributes from pass to pass otherwise), so the springs keep theirs.
  public convenience init(collectionViewLayout layout: CollectionViewLayout) {
    self.init(referenceSystem: layout)
    layout.waitingDynamicAnimator = self
    layout.reuse.isHeld = { [weak self] attributes in self?.holds(attributes) ?? false }
  }

  /// The layout whose attributes the animator moves (nil for an animator of a view).
  public var collectionViewLayout: CollectionViewLayout? { referenceSystem as? CollectionViewLayout }

  /// The attributes of the cell at `indexPath` among the items of the behaviours (UIKit's
  /// `layoutAttributesForCell(at:)`), or nil when no behaviour holds them.
  public func layoutAttributesForCell(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
  }

  /// The attributes of the supplementary view of `kind` at `indexPath` among the items, or nil.
  public func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    attributes(of: .supplementaryView, kind: kind, at: indexPath)
  }

  /// The attributes of the decoration view of `kind` at `indexPath` among the items, or nil.
  public func layoutAttributesForDecorationView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    attributes(of: .decorationView, kind: kind, at: indexPath)
  }

  /// The attributes of the view of `category` and `kind` at `indexPath` among the items, or nil.
  private func attributes(
    of category: CollectionViewLayoutAttributes.ElementCategory, kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    attributes {
      $0.representedElementCategory == category && $0.representedElementKind == kind
        && $0.indexPath == indexPath
    }
  }

  private func attributes(
    where matches: (CollectionViewLayoutAttributes) -> Bool
  ) -> CollectionViewLayoutAttributes? {
    firstItem { ($0 as? CollectionViewLayoutAttributes).map(matches) ?? false }
      as? CollectionViewLayoutAttributes
  }
}
