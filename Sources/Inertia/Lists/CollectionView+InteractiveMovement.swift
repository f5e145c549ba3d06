import Foundation

/// An item being moved by the user (``CollectionView/beginInteractiveMovementForItem(at:)``).
struct InteractiveMovement {
  /// Where the item was.
  let source: IndexPath
  /// Where it would go if the movement ended now.
  var target: IndexPath
  /// The item's cell, following the finger.
  let cell: CollectionViewCell
}

extension CollectionView {
  /// Lifts the item at `indexPath` to move it, as UICollectionView does: its cell comes to the
  /// front and follows ``updateInteractiveMovementTargetPosition(_:)``. Returns false (nothing
  /// starts) when a movement is under way, the item has no cell on screen or the data source's
  /// `canMoveItemAt` says no.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard movement == nil, let cell = cellForItem(at: indexPath),
      dataSource?.collectionView(self, canMoveItemAt: indexPath) == true
    else { return false }
    movement = InteractiveMovement(source: indexPath, target: indexPath, cell: cell)
    cell.superview?.bringSubviewToFront(cell)
    return true
  }

  /// Centres the lifted cell on `targetPosition` (content coordinates); the item under it, if any,
  /// becomes the place the item goes. The other items keep their places until the movement ends.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var current = movement, targetPosition.isFinite else { return }
    current.cell.center = targetPosition
    if let path = indexPathForItem(at: targetPosition) { current.target = path }
    movement = current
  }

  /// Drops the item: when it moved, the data source's `moveItemAt` updates the data and the
  /// collection view moves the item there (the others shift); otherwise its cell goes back.
  public func endInteractiveMovement() {
    guard let current = movement else { return }
    movement = nil
    guard current.target != current.source else {
      restore(current)
      return
    }
    dataSource?.collectionView(self, moveItemAt: current.source, to: current.target)
    moveItem(at: current.source, to: current.target)
    layoutIfNeeded()
  }

  /// Puts the item back where it was; the data source hears nothing.
  public func cancelInteractiveMovement() {
    guard let current = movement else { return }
    movement = nil
    restore(current)
  }

  private func restore(_ current: InteractiveMovement) {
    if let frame = layoutAttributesForItem(at: current.source)?.frame { current.cell.frame = frame }
  }

  /// Drives a movement from a long press, as UICollectionViewController's standard gesture does.
  func followMovementPress(_ press: GestureRecognizer) {
    let point = press.location(in: self)
    switch press.state {
    case .began:
      guard let path = indexPathForItem(at: point) else { return }
      if beginInteractiveMovementForItem(at: path) { updateInteractiveMovementTargetPosition(point) }
    case .changed: updateInteractiveMovementTargetPosition(point)
    case .ended: endInteractiveMovement()
    default: cancelInteractiveMovement()
    }
  }
}
