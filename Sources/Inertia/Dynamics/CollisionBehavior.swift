import Foundation

/// What a collision behaviour tells about contacts (UICollisionBehaviorDelegate); every method
/// does nothing by default.
@preconcurrency @MainActor
public protocol CollisionBehaviorDelegate: AnyObject {
  /// `item` touched a boundary (nil identifier: the reference bounds).
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?, at point: CGPoint)
  /// `item` left a boundary.
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?)
  /// Two items touched.
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
    at point: CGPoint)
  /// Two items parted.
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem)
}

extension CollisionBehaviorDelegate {
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?, at point: CGPoint
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
    at point: CGPoint
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem
  ) {}
}

/// Keeps items from passing through each other and through boundaries (UICollisionBehavior):
/// the reference view's bounds (``translatesReferenceBoundsIntoBoundary``), segments and paths.
///
/// A contact pushes the items apart and reflects the approaching speed times the larger
/// elasticity of the two (speeds under 20 points per second come to rest instead of bouncing);
/// friction slows sliding along it.
@preconcurrency @MainActor
public final class CollisionBehavior: DynamicItemsBehavior {
  /// What items collide with (UICollisionBehavior.Mode).
  public struct Mode: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Mode from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// With each other.
    public static let items = Mode(rawValue: 1)
    /// With boundaries.
    public static let boundaries = Mode(rawValue: 2)
    /// Both.
    public static let everything: Mode = [.items, .boundaries]
  }

  /// What collides. Default everything.
  public var collisionMode = Mode.everything
  /// Whether the reference view's bounds are a boundary. Default false.
  public var translatesReferenceBoundsIntoBoundary = false { didSet { dynamicAnimator?.behaviorsChanged() } }
  /// Told about contacts.
  public weak var collisionDelegate: (any CollisionBehaviorDelegate)?
  private var insets = EdgeInsets.zero
  private var segments: [(identifier: AnyHashable, from: CGPoint, to: CGPoint)] = []
  /// A contact between two items or an item and a boundary.
  private enum Contact {
    case items(any DynamicItem, any DynamicItem)
    case boundary(any DynamicItem, AnyHashable?)
  }
  /// The contacts of the last step, in the order found (keys name the pair).
  private var touching: [(key: String, contact: Contact)] = []

  /// Makes the reference bounds, inset by `insets`, a boundary.
  public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
    self.insets = insets.isFinite ? insets : .zero
    translatesReferenceBoundsIntoBoundary = true
  }

  /// Adds a straight boundary from `p1` to `p2`.
  public func addBoundary(withIdentifier identifier: AnyHashable, from p1: CGPoint, to p2: CGPoint) {
    guard p1.isFinite, p2.isFinite else { return }
    segments.append((identifier, p1, p2))
    dynamicAnimator?.behaviorsChanged()
  }

  /// Adds a boundary along `path`'s outline (curves in 16 pieces).
  public func addBoundary(withIdentifier identifier: AnyHashable, for path: BezierPath) {
    for polygon in PathFlattener.polygons(path.cgPath.elements) {
      for (a, b) in zip(polygon, polygon.dropFirst()) where a != b { segments.append((identifier, a, b)) }
    }
    dynamicAnimator?.behaviorsChanged()
  }

  /// Removes the boundaries added with `identifier`.
  public func removeBoundary(withIdentifier identifier: AnyHashable) {
    segments.removeAll { $0.identifier == identifier }
  }
  /// Removes every added boundary (the reference bounds stay when translated).
  public func removeAllBoundaries() { segments.removeAll() }
  /// The identifiers of the added boundaries, in order, once each.
  public var boundaryIdentifiers: [AnyHashable]? {
    var seen = Set<AnyHashable>()
    let list = segments.map(\.identifier).filter { seen.insert($0).inserted }
    return list.isEmpty ? nil : list
  }

  override func constrain(_ world: DynamicWorld) {
    var now: [(key: String, contact: Contact)] = []
    let bodies = items.compactMap { world.body($0) }
    if collisionMode.contains(.items) {
      for (index, a) in bodies.enumerated() {
        for b in bodies[(index + 1)...] where collide(a, b) {
          let key = "\(ObjectIdentifier(a.item).hashValue)-\(ObjectIdentifier(b.item).hashValue)"
          now.append((key, .items(a.item, b.item)))
          if !touching.contains(where: { $0.key == key }) {
            collisionDelegate?.collisionBehavior(
              self, beganContactFor: a.item, with: b.item, at: midpoint(a, b))
          }
        }
      }
    }
    if collisionMode.contains(.boundaries) {
      let bounds = world.referenceBounds.inset(by: insets)
      for body in bodies where !body.isAnchored {
        var contacts: [(AnyHashable?, String)] = []
        if translatesReferenceBoundsIntoBoundary, keepInside(body, bounds) {
          contacts.append((nil, "bounds"))
        }
        for (identifier, from, to) in segments where collide(body, from, to) {
          contacts.append((identifier, String(describing: identifier)))
        }
        for (identifier, name) in contacts {
          let key = "\(ObjectIdentifier(body.item).hashValue)|\(name)"
          now.append((key, .boundary(body.item, identifier)))
          if !touching.contains(where: { $0.key == key }) {
            collisionDelegate?.collisionBehavior(
              self, beganContactFor: body.item, withBoundaryIdentifier: identifier, at: body.position)
          }
        }
      }
    }
    for (key, contact) in touching where !now.contains(where: { $0.key == key }) {
      switch contact {
      case .items(let a, let b): collisionDelegate?.collisionBehavior(self, endedContactFor: a, with: b)
      case .boundary(let item, let identifier):
        collisionDelegate?.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier)
      }
    }
    touching = now
  }

  /// Keeps a box inside `bounds`; true when it touched an edge.
  private func keepInside(_ body: DynamicBody, _ bounds: CGRect) -> Bool {
    guard bounds.width > 0, bounds.height > 0 else { return false }
    let half = CGSize(
      width: min(body.size.width, bounds.width) / 2, height: min(body.size.height, bounds.height) / 2)
    var touched = false
    func settle(
      _ position: inout CGFloat, _ speed: inout CGFloat, _ slide: inout CGFloat, low: CGFloat, high: CGFloat
    ) {
      let outward: CGFloat
      if position < low {
        (position, outward) = (low, -1)
      } else if position > high {
        (position, outward) = (high, 1)
      } else {
        return
      }
      touched = true
      guard speed * outward > 0 else { return }
      speed = -speed * (abs(speed) > 20 ? body.elasticity : 0)
      slide *= max(0, 1 - body.friction)
    }
    var (position, velocity) = (body.position, body.velocity)
    settle(
      &position.x, &velocity.x, &velocity.y, low: bounds.minX + half.width, high: bounds.maxX - half.width)
    settle(
      &position.y, &velocity.y, &velocity.x, low: bounds.minY + half.height, high: bounds.maxY - half.height)
    (body.position, body.velocity) = (position, velocity)
    return touched
  }

  private func midpoint(_ a: DynamicBody, _ b: DynamicBody) -> CGPoint {
    CGPoint(x: (a.position.x + b.position.x) / 2, y: (a.position.y + b.position.y) / 2)
  }

  /// Separates two overlapping boxes along the axis of least overlap; true when they touched.
  private func collide(_ a: DynamicBody, _ b: DynamicBody) -> Bool {
    let (fa, fb) = (a.frame, b.frame)
    let overlapX = min(fa.maxX, fb.maxX) - max(fa.minX, fb.minX)
    let overlapY = min(fa.maxY, fb.maxY) - max(fa.minY, fb.minY)
    guard overlapX >= 0, overlapY >= 0, a.inverseMass + b.inverseMass > 0 else { return false }
    let normal =
      overlapX < overlapY
      ? CGPoint(x: b.position.x >= a.position.x ? 1 : -1, y: 0)
      : CGPoint(x: 0, y: b.position.y >= a.position.y ? 1 : -1)
    let depth = min(overlapX, overlapY)
    let total = a.inverseMass + b.inverseMass
    a.position += CGPoint(
      x: -normal.x * depth * a.inverseMass / total, y: -normal.y * depth * a.inverseMass / total)
    b.position += CGPoint(
      x: normal.x * depth * b.inverseMass / total, y: normal.y * depth * b.inverseMass / total)
    let relative = (b.velocity - a.velocity)
    let approach = relative.x * normal.x + relative.y * normal.y
    guard approach < 0 else { return true }
    let bounce = -approach > 20 ? max(a.elasticity, b.elasticity) : 0
    let impulse = -(1 + bounce) * approach / total
    a.velocity += CGPoint(x: -normal.x * impulse * a.inverseMass, y: -normal.y * impulse * a.inverseMass)
    b.velocity += CGPoint(x: normal.x * impulse * b.inverseMass, y: normal.y * impulse * b.inverseMass)
    return true
  }

  /// Pushes a box off a segment it crosses; true when it touched.
  private func collide(_ body: DynamicBody, _ from: CGPoint, _ to: CGPoint) -> Bool {
    let edge = to - from
    let length = edge.length
    guard length > 0 else { return false }
    let direction = CGPoint(x: edge.x / length, y: edge.y / length)
    var normal = CGPoint(x: -direction.y, y: direction.x)
    let offset = body.position - from
    var distance = offset.x * normal.x + offset.y * normal.y
    if distance < 0 {
      normal = CGPoint(x: -normal.x, y: -normal.y)
      distance = -distance
    }
    let size = body.size
    let reach = abs(normal.x) * size.width / 2 + abs(normal.y) * size.height / 2
    let along = offset.x * direction.x + offset.y * direction.y
    let spread = abs(direction.x) * size.width / 2 + abs(direction.y) * size.height / 2
    guard distance <= reach, along >= -spread, along <= length + spread else { return false }
    body.position += CGPoint(x: normal.x * (reach - distance), y: normal.y * (reach - distance))
    let speed = body.velocity.x * normal.x + body.velocity.y * normal.y
    if speed < 0 {
      let bounce = -speed > 20 ? body.elasticity : 0
      body.velocity += CGPoint(x: -normal.x * speed * (1 + bounce), y: -normal.y * speed * (1 + bounce))
      let slide = body.velocity.x * direction.x + body.velocity.y * direction.y
      let keep = max(0, 1 - body.friction)
      body.velocity += CGPoint(x: -direction.x * slide * (1 - keep), y: -direction.y * slide * (1 - keep))
    }
    return true
  }
}
