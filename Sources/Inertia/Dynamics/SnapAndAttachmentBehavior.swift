import Foundation

/// Pulls an item to a point like a damped spring and holds it there (UISnapBehavior).
///
/// The spring's natural frequency is 12 radians per second (chosen: UIKit's snap settles in
/// about half a second); ``damping`` 0...1 gives a damping ratio from 0.3 (a few overshoots) to 1
/// (none).
@preconcurrency @MainActor
public final class SnapBehavior: DynamicBehavior {
  /// The item.
  public let item: any DynamicItem
  /// Where the item goes (reference view coordinates).
  public var snapPoint: CGPoint { didSet { dynamicAnimator?.behaviorsChanged() } }
  /// How much the oscillation is damped, 0...1. Default 0.5.
  public var damping: CGFloat = 0.5 { didSet { dynamicAnimator?.behaviorsChanged() } }

  /// Snaps `item` to `point`.
  public init(item: any DynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point.isFinite ? point : item.center
  }

  override var ownItems: [any DynamicItem] { [item] }

  override func accelerate(_ world: DynamicWorld) {
    guard let body = world.body(item), snapPoint.isFinite else { return }
    let omega: CGFloat = 12
    let ratio = 0.3 + 0.7 * min(max(damping.isFinite ? damping : 0.5, 0), 1)
    let offset = body.position - snapPoint
    body.acceleration += CGPoint(
      x: -omega * omega * offset.x - 2 * ratio * omega * body.velocity.x,
      y: -omega * omega * offset.y - 2 * ratio * omega * body.velocity.y)
  }
}

/// Ties an item to an anchor point or to another item (UIAttachmentBehavior): rigidly at
/// ``length`` (``frequency`` 0, the default), or by a spring of that rest length.
@preconcurrency @MainActor
public final class AttachmentBehavior: DynamicBehavior {
  /// What the item is tied to (UIAttachmentBehavior.AttachmentType).
  public enum AttachmentType: Int, Sendable {
    /// Two items.
    case items = 0
    /// A point.
    case anchor = 1
  }
  /// The items: one for an anchor, two otherwise.
  public let items: [any DynamicItem]
  /// What the item is tied to.
  public let attachedBehaviorType: AttachmentType
  /// The anchor (reference view coordinates); moving it drags the item.
  public var anchorPoint: CGPoint { didSet { dynamicAnimator?.behaviorsChanged() } }
  /// The distance kept. Default the distance when the behaviour was made.
  public var length: CGFloat { didSet { dynamicAnimator?.behaviorsChanged() } }
  /// The spring's damping ratio (with a frequency). Default 0.
  public var damping: CGFloat = 0
  /// The spring's frequency in hertz; 0 ties rigidly. Default 0.
  public var frequency: CGFloat = 0
  private let offsets: [CGPoint]

  /// Ties `item`'s center to `point`.
  public convenience init(item: any DynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Ties the point `offset` from `item`'s center to `point`.
  public init(item: any DynamicItem, offsetFromCenter offset: CGPoint, attachedToAnchor point: CGPoint) {
    let offset = offset.isFinite ? offset : .zero
    let anchor = point.isFinite ? point : item.center
    items = [item]
    attachedBehaviorType = .anchor
    offsets = [offset]
    anchorPoint = anchor
    length = (item.center + offset - anchor).length
  }

  /// Ties two items' centers.
  public convenience init(item item1: any DynamicItem, attachedTo item2: any DynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Ties a point of each item (offsets from their centers).
  public init(
    item item1: any DynamicItem, offsetFromCenter offset1: CGPoint, attachedTo item2: any DynamicItem,
    offsetFromCenter offset2: CGPoint
  ) {
    let (first, second) = (offset1.isFinite ? offset1 : .zero, offset2.isFinite ? offset2 : .zero)
    items = [item1, item2]
    attachedBehaviorType = .items
    offsets = [first, second]
    anchorPoint = .zero
    length = (item1.center + first - (item2.center + second)).length
  }

  override var ownItems: [any DynamicItem] { items }

  /// The two ends: the first item's point and the anchor or the second item's point, with the
  /// bodies (nil for the anchor).
  private func ends(_ world: DynamicWorld) -> (DynamicBody, DynamicBody?)? {
    guard let first = world.body(items[0]) else { return nil }
    guard attachedBehaviorType == .items else { return (first, nil) }
    guard let second = world.body(items[1]) else { return nil }
    return (first, second)
  }

  private func separation(_ a: DynamicBody, _ b: DynamicBody?) -> CGPoint {
    let end = b.map { $0.position + offsets[1] } ?? anchorPoint
    return a.position + offsets[0] - end
  }

  override func accelerate(_ world: DynamicWorld) {
    guard frequency > 0, frequency.isFinite, let pair = ends(world) else { return }
    let (a, b) = pair
    let apart = separation(a, b)
    let distance = apart.length
    guard distance > 1e-9 else { return }
    let axis = CGPoint(x: apart.x / distance, y: apart.y / distance)
    let omega = 2 * CGFloat.pi * frequency
    let relative = a.velocity - (b?.velocity ?? .zero)
    let closing = relative.x * axis.x + relative.y * axis.y
    let pull = -omega * omega * (distance - max(length, 0)) - 2 * max(damping, 0) * omega * closing
    let (wa, wb) = (a.inverseMass, b?.inverseMass ?? 0)
    let total = wa + wb
    guard total > 0 else { return }
    a.acceleration += CGPoint(x: axis.x * pull * wa / total, y: axis.y * pull * wa / total)
    b?.acceleration += CGPoint(x: -axis.x * pull * wb / total, y: -axis.y * pull * wb / total)
  }

  override func constrain(_ world: DynamicWorld) {
    guard frequency <= 0 || !frequency.isFinite, let pair = ends(world) else { return }
    let (a, b) = pair
    let apart = separation(a, b)
    let distance = apart.length
    guard distance > 1e-9 else { return }
    let axis = CGPoint(x: apart.x / distance, y: apart.y / distance)
    let (wa, wb) = (a.inverseMass, b?.inverseMass ?? 0)
    let total = wa + wb
    guard total > 0 else { return }
    let error = distance - max(length, 0)
    a.position += CGPoint(x: -axis.x * error * wa / total, y: -axis.y * error * wa / total)
    b?.position += CGPoint(x: axis.x * error * wb / total, y: axis.y * error * wb / total)
    let relative = a.velocity - (b?.velocity ?? .zero)
    let along = relative.x * axis.x + relative.y * axis.y
    a.velocity += CGPoint(x: -axis.x * along * wa / total, y: -axis.y * along * wa / total)
    b?.velocity += CGPoint(x: axis.x * along * wb / total, y: axis.y * along * wb / total)
  }
}
