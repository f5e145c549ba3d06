import Foundation

/// A rule the dynamic animator applies to items (UIDynamicBehavior); subclasses are the
/// concrete behaviours. A behaviour may group child behaviours, and its ``action`` runs after
/// every simulation step.
@preconcurrency @MainActor
open class DynamicBehavior {
  /// The behaviours grouped under this one.
  public private(set) var childBehaviors: [DynamicBehavior] = []
  /// Runs after every simulation step while the behaviour is in a running animator.
  public var action: (() -> Void)?
  /// The animator the behaviour is in.
  public internal(set) weak var dynamicAnimator: DynamicAnimator?

  /// A behaviour with no children.
  public init() {}

  /// Adds a child behaviour.
  public func addChildBehavior(_ behavior: DynamicBehavior) {
    guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.append(behavior)
    dynamicAnimator?.behaviorsChanged()
  }

  /// Removes a child behaviour.
  public func removeChildBehavior(_ behavior: DynamicBehavior) {
    childBehaviors.removeAll { $0 === behavior }
    dynamicAnimator?.behaviorsChanged()
  }

  /// Called when the behaviour is added to an animator or removed from it (nil).
  open func willMove(to dynamicAnimator: DynamicAnimator?) {}

  /// The items this behaviour moves (not its children's).
  var ownItems: [any DynamicItem] { [] }
  /// Adds forces (accelerations) and velocity changes before the step integrates.
  func accelerate(_ world: DynamicWorld) {}
  /// Corrects positions and velocities after the step integrated (attachments, collisions).
  func constrain(_ world: DynamicWorld) {}
  /// Whether the behaviour keeps moving items although every item is still (a push to apply).
  var wantsToRun: Bool { false }

  /// This behaviour and its descendants, parents first.
  var flattened: [DynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }
}

/// A behaviour holding a list of items (gravity, collision, push, item properties).
@preconcurrency @MainActor
open class DynamicItemsBehavior: DynamicBehavior {
  /// The items, in the order added.
  public private(set) var items: [any DynamicItem]

  /// A behaviour for `items`.
  public init(items: [any DynamicItem] = []) {
    self.items = []
    super.init()
    for item in items { addItem(item) }
  }

  /// Adds an item (once).
  public func addItem(_ item: any DynamicItem) {
    guard !items.contains(where: { $0 === item }) else { return }
    items.append(item)
    dynamicAnimator?.behaviorsChanged()
  }

  /// Removes an item.
  public func removeItem(_ item: any DynamicItem) {
    items.removeAll { $0 === item }
    dynamicAnimator?.behaviorsChanged()
  }

  override var ownItems: [any DynamicItem] { items }
}

/// A constant acceleration on items (UIGravityBehavior): magnitude 1 is 1000 points per second
/// squared, whatever the item's mass, downwards by default.
@preconcurrency @MainActor
public final class GravityBehavior: DynamicItemsBehavior {
  /// The direction and strength (a unit vector is magnitude 1). Default (0, 1).
  public var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { dynamicAnimator?.behaviorsChanged() } }

  /// The direction's angle in radians (0 points right, pi/2 down).
  public var angle: CGFloat {
    get { atan2(gravityDirection.dy, gravityDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }
  /// The direction's length.
  public var magnitude: CGFloat {
    get {
      (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot()
    }
    set { setAngle(angle, magnitude: newValue) }
  }
  /// Sets the direction from an angle and a magnitude (non-finite values are ignored).
  public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    guard angle.isFinite, magnitude.isFinite else { return }
    gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  override func accelerate(_ world: DynamicWorld) {
    let (dx, dy) = (
      gravityDirection.dx.isFinite ? gravityDirection.dx : 0,
      gravityDirection.dy.isFinite ? gravityDirection.dy : 0
    )
    for item in items {
      world.body(item)?.acceleration += CGPoint(x: dx * 1000, y: dy * 1000)
    }
  }
}

/// A force on items (UIPushBehavior): continuous, or an instantaneous kick applied once. A
/// magnitude of 1 accelerates a 100 x 100 point item of density 1 by 100 points per second
/// squared (continuous) or gives it 100 points per second (instantaneous).
@preconcurrency @MainActor
public final class PushBehavior: DynamicItemsBehavior {
  /// Continuous or instantaneous (UIPushBehavior.Mode).
  public enum Mode: Int, Sendable {
    /// Applied on every step.
    case continuous = 0
    /// Applied once; ``active`` then turns false.
    case instantaneous = 1
  }
  /// The mode.
  public let mode: Mode
  /// Whether the force applies. Default true; an instantaneous push turns it false once applied,
  /// and setting it true again applies it again.
  public var active = true { didSet { if active { dynamicAnimator?.behaviorsChanged() } } }
  /// The force's direction and strength. Default zero.
  public var pushDirection = CGVector.zero { didSet { dynamicAnimator?.behaviorsChanged() } }

  /// A push of `items` in `mode`.
  public init(items: [any DynamicItem], mode: Mode) {
    self.mode = mode
    super.init(items: items)
  }

  /// The direction's angle in radians.
  public var angle: CGFloat {
    get { atan2(pushDirection.dy, pushDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }
  /// The direction's length.
  public var magnitude: CGFloat {
    get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
    set { setAngle(angle, magnitude: newValue) }
  }
  /// Sets the direction from an angle and a magnitude (non-finite values are ignored).
  public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    guard angle.isFinite, magnitude.isFinite else { return }
    pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  override var wantsToRun: Bool { active && (pushDirection.dx != 0 || pushDirection.dy != 0) }

  override func accelerate(_ world: DynamicWorld) {
    guard active, pushDirection.dx.isFinite, pushDirection.dy.isFinite else { return }
    for item in items {
      guard let body = world.body(item), !body.isAnchored else { continue }
      let change = CGPoint(x: pushDirection.dx * 100 / body.mass, y: pushDirection.dy * 100 / body.mass)
      if mode == .continuous { body.acceleration += change } else { body.velocity += change }
    }
    if mode == .instantaneous { active = false }
  }
}

/// Physical properties of items (UIDynamicItemBehavior), and their velocities.
@preconcurrency @MainActor
public final class DynamicItemBehavior: DynamicItemsBehavior {
  /// How much speed a collision keeps (0...1 and more). Default 0.
  public var elasticity: CGFloat = 0
  /// How much sliding along a contact is slowed (0: none, 1: stops). Default 0.
  public var friction: CGFloat = 0
  /// Mass per area: a 100 x 100 item of density 1 weighs 1. Default 1.
  public var density: CGFloat = 1
  /// Linear damping: the share of velocity lost per second, roughly. Default 0.
  public var resistance: CGFloat = 0
  /// Accepted (items do not rotate here). Default 0.
  public var angularResistance: CGFloat = 0
  /// Accepted (items do not rotate here). Default true.
  public var allowsRotation = true
  /// Whether the items stay put (collisions still push others off them). Default false.
  public var isAnchored = false
  /// Accepted (no electric fields here). Default 0.
  public var charge: CGFloat = 0

  /// Velocities given before the behaviour joined an animator, handed to the items' bodies when
  /// it does.
  private var pendingVelocities: [(item: any DynamicItem, velocity: CGPoint)] = []

  /// Adds `velocity` (points per second) to `item`'s. Before the behaviour is in an animator
  /// the velocity waits and the item starts with it when the behaviour is added, as in UIKit
  /// (a fling made by giving a new behaviour the gesture's velocity, then adding it).
  public func addLinearVelocity(_ velocity: CGPoint, for item: any DynamicItem) {
    guard velocity.isFinite else { return }
    guard let animator = dynamicAnimator else {
      if let index = pendingVelocities.firstIndex(where: { $0.item === item }) {
        pendingVelocities[index].velocity += velocity
      } else {
        pendingVelocities.append((item, velocity))
      }
      return
    }
    animator.world.ensureBody(item).velocity += velocity
    animator.behaviorsChanged()
  }

  /// `item`'s velocity in points per second (zero when it is not moving in an animator, or the
  /// velocity waiting for one).
  public func linearVelocity(for item: any DynamicItem) -> CGPoint {
    guard let animator = dynamicAnimator else {
      return pendingVelocities.first { $0.item === item }?.velocity ?? .zero
    }
    return animator.world.body(item)?.velocity ?? .zero
  }

  /// Hands the waiting velocities to the items' bodies in the animator joined.
  public override func willMove(to dynamicAnimator: DynamicAnimator?) {
    guard let dynamicAnimator else { return }
    for (item, velocity) in pendingVelocities where items.contains(where: { $0 === item }) {
      dynamicAnimator.world.ensureBody(item).velocity += velocity
    }
    pendingVelocities = []
  }

  /// Accepted (items do not rotate here).
  public func addAngularVelocity(_ velocity: CGFloat, for item: any DynamicItem) {}
  /// Zero (items do not rotate here).
  public func angularVelocity(for item: any DynamicItem) -> CGFloat { 0 }
}

extension CGPoint {
  static func += (lhs: inout CGPoint, rhs: CGPoint) { lhs = CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
}
