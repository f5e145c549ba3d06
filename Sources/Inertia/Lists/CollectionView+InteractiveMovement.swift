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
  /// becomes the place the item goes, and the other items shift at once to make room for it, as
  /// in UIKit: until the movement ends the collection view shows (and its index paths follow) the
  /// items as they will be after the move, while the data source is not yet told.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var current = movement, targetPosition.isFinite else { return }
    if let path = indexPathForItem(at: targetPosition), path != current.target {
      shiftItem(from: current.target, to: path)
      current.target = path
      movement = current
    }
    current.cell.center = targetPosition
  }

  /// Drops the item: when it moved, the data source's `moveItemAt` updates the data (the other
  /// items are already in their new places); the cell settles into its place.
  public func endInteractiveMovement() {
    guard let current = movement else { return }
    movement = nil
    if current.target != current.source {
      dataSource?.collectionView(self, moveItemAt: current.source, to: current.target)
    }
    settle(current.cell, at: current.target)
  }

  /// Puts the item back where it was (the others shift back); the data source hears nothing.
  public func cancelInteractiveMovement() {
    guard let current = movement else { return }
    if current.target != current.source { shiftItem(from: current.target, to: current.source) }
    movement = nil
    settle(current.cell, at: current.source)
  }

  /// Moves an item in the collection view's own items (not the data source's): a section it
  /// leaves has one item less and one it enters one more.
  private func shiftItem(from: IndexPath, to: IndexPath) {
    var counts = itemCounts
    if from.section != to.section {
      counts[from.section] -= 1
      counts[to.section] += 1
    }
    var map = CollectionViewUpdateMap()
    map.movedItems.append((from, to))
    apply(map, counts: counts)
  }

  private func settle(_ cell: CollectionViewCell, at path: IndexPath) {
    let key = CollectionElementKey(category: .cell, kind: nil, indexPath: path)
    if let frame = layoutAttributesForItem(at: path)?.frame {
      cell.frame = frame
      if let index = visibleElementIndex(key) { visible[index].frame = frame }
    }
    setNeedsLayout()
    layoutIfNeeded()
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
