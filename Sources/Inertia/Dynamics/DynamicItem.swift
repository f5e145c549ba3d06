import Foundation

/// Something UIKit Dynamics moves (UIDynamicItem): its center in the reference view's
/// coordinates, its bounds (the size collisions use) and its transform. Views are dynamic items.
@preconcurrency @MainActor
public protocol DynamicItem: AnyObject {
  /// The center, in the reference view's coordinates.
  var center: CGPoint { get set }
  /// The bounds; its size is the item's collision box and, with the density, its mass.
  var bounds: CGRect { get }
  /// The transform (kept: items do not rotate here).
  var transform: AffineTransform { get set }
}

extension View: DynamicItem {}

/// What an animator's items move in when it is not a view (a collection view layout): it gives
/// the clock and the collision bounds, and hears of every step.
@preconcurrency @MainActor
package protocol DynamicReferenceSystem: AnyObject {
  /// The clock of the window showing it (nil outside one: the animator waits).
  var dynamicClock: (any FrameClock)? { get }
  /// The bounds collision boundaries use.
  var dynamicBounds: CGRect { get }
  /// The animator moved the items one step.
  func dynamicAnimatorDidStep()
}

/// What a dynamic animator tells (UIDynamicAnimatorDelegate).
@preconcurrency @MainActor
public protocol DynamicAnimatorDelegate: AnyObject {
  /// The animator starts moving items again.
  func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
  /// Every item came to rest: the animator stopped stepping.
  func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
  /// Does nothing.
  public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
  /// Does nothing.
  public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}

/// An item's state in the simulation.
@MainActor
final class DynamicBody {
  let item: any DynamicItem
  var position: CGPoint
  var velocity = CGPoint.zero
  var acceleration = CGPoint.zero
  /// Properties from the item behaviours that name the item (UIKit's defaults otherwise).
  var elasticity: CGFloat = 0
  var friction: CGFloat = 0
  var density: CGFloat = 1
  var resistance: CGFloat = 0
  var isAnchored = false

  init(item: any DynamicItem) {
    self.item = item
    position = item.center
  }

  var size: CGSize { item.bounds.size }
  /// Mass: a 100 x 100 point item of density 1 weighs 1, as in UIKit.
  var mass: CGFloat { max(density, 1e-6) * max(size.width * size.height, 1) / 10_000 }
  /// 0 for an anchored item.
  var inverseMass: CGFloat { isAnchored ? 0 : 1 / mass }
  var frame: CGRect {
    CGRect(
      x: position.x - size.width / 2, y: position.y - size.height / 2, width: size.width, height: size.height)
  }
}
