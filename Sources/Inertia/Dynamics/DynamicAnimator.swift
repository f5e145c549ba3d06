import Foundation

/// The bodies of one animator's items.
@MainActor
final class DynamicWorld {
  private(set) var bodies: [ObjectIdentifier: DynamicBody] = [:]
  /// The reference view's bounds (collision boundaries).
  var referenceBounds = CGRect.zero
  /// The length of one step, in seconds.
  let step: Double

  init(step: Double) { self.step = step }

  func body(_ item: any DynamicItem) -> DynamicBody? { bodies[ObjectIdentifier(item)] }

  @discardableResult
  func ensureBody(_ item: any DynamicItem) -> DynamicBody {
    if let body = bodies[ObjectIdentifier(item)] { return body }
    let body = DynamicBody(item: item)
    bodies[ObjectIdentifier(item)] = body
    return body
  }

  /// Keeps bodies for `items` only (new ones start at their item's center, at rest), in `items`'
  /// order for deterministic stepping.
  @discardableResult
  func keep(_ items: [any DynamicItem]) -> [DynamicBody] {
    var seen = Set<ObjectIdentifier>()
    var ordered: [DynamicBody] = []
    for item in items where seen.insert(ObjectIdentifier(item)).inserted { ordered.append(ensureBody(item)) }
    bodies = bodies.filter { seen.contains($0.key) }
    return ordered
  }

  func forget(_ item: any DynamicItem) { bodies[ObjectIdentifier(item)] = nil }
}

/// Runs UIKit Dynamics behaviours on the items of a reference view (UIDynamicAnimator), stepped
/// by the reference view's window clock at 120 fixed steps per second: the same frames give the
/// same positions. It starts when a behaviour is added and the reference view is in a window (or
/// when it gets there), and pauses once every item has been still for 0.25 s.
///
/// Items do not rotate: `allowsRotation`, angular velocities and resistance are accepted and
/// ignored; collisions use each item's bounds as an upright box. The class is open, as UIKit's
/// is: a program may subclass it, or declare `open` members in an extension of it.
@preconcurrency @MainActor
open class DynamicAnimator {
  /// The view whose coordinates the items' centers are in, and whose bounds collision
  /// behaviours can use as a boundary.
  public private(set) weak var referenceView: View?
  /// The behaviours added, in order.
  public private(set) var behaviors: [DynamicBehavior] = []
  /// Whether the animator is stepping (false once every item came to rest).
  public private(set) var isRunning = false
  /// Told when the animator pauses and resumes.
  public weak var delegate: (any DynamicAnimatorDelegate)?
  /// Seconds of simulation run since the animator first started.
  public private(set) var elapsedTime: Double = 0

  let world = DynamicWorld(step: 1.0 / 120)
  private var link: DisplayLink?
  private var lastTimestamp: Double?
  private var pending: Double = 0
  private var stillTime: Double = 0

  /// What the items move in when it is not a view: a collection view layout, for an animator made
  /// with `init(collectionViewLayout:)` (nil otherwise).
  package private(set) weak var referenceSystem: (any DynamicReferenceSystem)?

  /// An animator for items in `view`'s coordinates.
  public init(referenceView view: View) {
    referenceView = view
    view.waitingDynamicAnimator = self
  }

  /// An animator for items in `system`'s coordinates, stepped by its clock, telling it of every
  /// step (UIKit's `init(collectionViewLayout:)` is built on it in Lists).
  package init(referenceSystem system: any DynamicReferenceSystem) {
    referenceSystem = system
  }

  /// The items of every behaviour, the first matching `matches` (a layout's attributes for an
  /// index path).
  package func firstItem(where matches: (any DynamicItem) -> Bool) -> (any DynamicItem)? {
    for behavior in behaviors {
      for child in behavior.flattened {
        if let item = child.ownItems.first(where: matches) { return item }
      }
    }
    return nil
  }

  /// Whether a behaviour holds `item`.
  package func holds(_ item: any DynamicItem) -> Bool { firstItem { $0 === item } != nil }

  /// Adds `behavior` (once) and starts stepping.
  public func addBehavior(_ behavior: DynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behavior.dynamicAnimator?.removeBehavior(behavior)
    behavior.willMove(to: self)
    behaviors.append(behavior)
    for child in behavior.flattened { child.dynamicAnimator = self }
    behaviorsChanged()
  }

  /// Removes `behavior`. An item no other behaviour holds leaves the animator with it: its
  /// position and velocity are forgotten, so added again it starts from its center as it is then
  /// (a program that moved it meanwhile), as in UIKit.
  public func removeBehavior(_ behavior: DynamicBehavior) {
    guard behaviors.contains(where: { $0 === behavior }) else { return }
    behavior.willMove(to: nil)
    behaviors.removeAll { $0 === behavior }
    for child in behavior.flattened { child.dynamicAnimator = nil }
    world.keep(allItems())
    behaviorsChanged()
  }

  /// Removes every behaviour.
  public func removeAllBehaviors() { for behavior in behaviors { removeBehavior(behavior) } }

  /// Takes `item`'s center as it is now (the program moved it), with its velocity kept.
  public func updateItem(usingCurrentState item: any DynamicItem) {
    guard let body = world.body(item), item.center.isFinite else { return }
    body.position = item.center
    behaviorsChanged()
  }

  /// The items whose frames meet `rect` (reference view coordinates).
  public func items(in rect: CGRect) -> [any DynamicItem] {
    allItems().filter { item in
      let size = item.bounds.size
      let frame = CGRect(
        x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width,
        height: size.height)
      return frame.intersects(rect)
    }
  }

  /// Something changed: resume when paused.
  func behaviorsChanged() {
    for behavior in behaviors { for child in behavior.flattened { child.dynamicAnimator = self } }
    stillTime = 0
    guard !isRunning, !behaviors.isEmpty, !allItems().isEmpty, let clock else { return }
    isRunning = true
    delegate?.dynamicAnimatorWillResume(self)
    lastTimestamp = nil
    pending = 0
    link = clock.addDisplayLink { [weak self] link in self?.frame(at: link.timestamp) }
  }

  /// The reference view (or the reference system's view) entered a window: start when there is
  /// something to run.
  package func referenceViewMovedToWindow() { behaviorsChanged() }

  /// The clock of the window showing the reference view or the reference system.
  private var clock: (any FrameClock)? { referenceView?.window?.clock ?? referenceSystem?.dynamicClock }

  private func allItems() -> [any DynamicItem] { behaviors.flatMap(\.flattened).flatMap(\.ownItems) }

  private func frame(at timestamp: Double) {
    guard let last = lastTimestamp else {
      lastTimestamp = timestamp
      return
    }
    lastTimestamp = timestamp
    pending += max(timestamp - last, 0)
    // At most a second of catching up per frame (a host that stalled does not hang here).
    pending = min(pending, 1)
    while pending >= world.step * 0.999 {
      pending -= world.step
      stepOnce()
    }
    if stillTime >= 0.25 { pause() }
  }

  private func pause() {
    link?.invalidate()
    link = nil
    isRunning = false
    delegate?.dynamicAnimatorDidPause(self)
  }

  private func stepOnce() {
    let all = behaviors.flatMap(\.flattened)
    world.referenceBounds = referenceSystem?.dynamicBounds ?? referenceView?.bounds ?? .zero
    let bodies = world.keep(all.flatMap(\.ownItems))
    for body in bodies {
      (body.elasticity, body.friction, body.density, body.resistance, body.isAnchored) = (0, 0, 1, 0, false)
    }
    for case let properties as DynamicItemBehavior in all {
      for item in properties.items {
        guard let body = world.body(item) else { continue }
        body.elasticity = properties.elasticity.isFinite ? max(properties.elasticity, 0) : 0
        body.friction = properties.friction.isFinite ? max(properties.friction, 0) : 0
        body.density = properties.density.isFinite && properties.density > 0 ? properties.density : 1
        body.resistance = properties.resistance.isFinite ? max(properties.resistance, 0) : 0
        body.isAnchored = properties.isAnchored
      }
    }
    for body in bodies { body.acceleration = .zero }
    let wanted = all.contains(where: \.wantsToRun)
    for behavior in all { behavior.accelerate(world) }
    let dt = CGFloat(world.step)
    var moved: CGFloat = 0
    let before = bodies.map(\.position)
    for body in bodies where !body.isAnchored {
      body.velocity += CGPoint(x: body.acceleration.x * dt, y: body.acceleration.y * dt)
      let damping = 1 / (1 + body.resistance * dt)
      body.velocity = CGPoint(x: body.velocity.x * damping, y: body.velocity.y * damping)
      body.position += CGPoint(x: body.velocity.x * dt, y: body.velocity.y * dt)
    }
    for body in bodies where body.isAnchored { body.velocity = .zero }
    for behavior in all { behavior.constrain(world) }
    for (body, old) in zip(bodies, before) {
      guard body.position.isFinite, body.velocity.isFinite else {
        (body.position, body.velocity) = (old, .zero)
        continue
      }
      moved = max(moved, (body.position - old).length)
      if body.item.center != body.position { body.item.center = body.position }
    }
    elapsedTime += world.step
    referenceSystem?.dynamicAnimatorDidStep()
    stillTime = moved < 0.002 && !wanted ? stillTime + world.step : 0
    for behavior in all { behavior.action?() }
  }
}
