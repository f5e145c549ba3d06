import InertiaUIKit
import Testing

/// A controller that drops a box under gravity inside its bounds from viewDidLoad, as UIKit
/// Dynamics samples do.
@MainActor
final class FallingBoxController: UIViewController, UIDynamicAnimatorDelegate {
  let box = UIView(frame: CGRect(x: 110, y: 50, width: 100, height: 100))
  var animator: UIDynamicAnimator!
  var gravity: UIGravityBehavior!
  var collision: UICollisionBehavior!
  var pauses = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(box)
    animator = UIDynamicAnimator(referenceView: view)
    animator.delegate = self
    gravity = UIGravityBehavior(items: [box])
    animator.addBehavior(gravity)
    collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
  }

  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }
}

/// Values recorded from behaviours' action blocks.
@MainActor
final class Recorded<Value> {
  var values: [Value] = []
}

/// Records collision contacts.
@MainActor
final class ContactLog: UICollisionBehaviorDelegate {
  var entries: [String] = []
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?, at point: CGPoint
  ) {
    entries.append("began \(identifier.map { "\($0)" } ?? "bounds")")
  }
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?
  ) {
    entries.append("ended \(identifier.map { "\($0)" } ?? "bounds")")
  }
}

/// UIKit Dynamics on the window's clock: positions over time, by the numbers.
@MainActor
@Suite struct DynamicsTests {
  /// The windows of the scenes made, kept alive (views hold their window weakly).
  static var windows: [UIWindow] = []

  func scene() -> (UIWindow, ManualClock, UIView) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    Self.windows.append(window)
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    return (window, clock, root)
  }

  /// The distance semi-implicit Euler covers from rest in `elapsed` seconds of 1/120 s steps.
  func fallen(_ acceleration: Double, _ elapsed: Double) -> Double {
    let steps = (elapsed * 120).rounded()
    return acceleration / 14_400 * steps * (steps + 1) / 2
  }

  @Test func gravityAcceleratesAtAThousandPointsPerSecondSquared() {
    let (_, clock, root) = scene()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(box)
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UIGravityBehavior(items: [box]))
    #expect(animator.isRunning)
    clock.advance(by: 0.5)
    let t = animator.elapsedTime
    #expect(t > 0.45 && t <= 0.5)
    #expect(abs(Double(box.center.y) - 25 - fallen(1000, t)) < 0.01)
    #expect(abs(Double(box.center.y) - 25 - 500 * t * t) < 0.03 * 500 * t * t)
    #expect(box.center.x == 25)
  }

  @Test func aBoxDroppedFromViewDidLoadRestsOnTheBottomAndThePauseIsTold() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let controller = FallingBoxController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    clock.advance(by: 0.2)
    #expect(controller.box.center.y > 100 && controller.animator.isRunning)
    clock.advance(by: 2.8)
    #expect(abs(controller.box.center.y - 430) < 0.5 && controller.box.center.x == 160)
    #expect(!controller.animator.isRunning && controller.pauses == 1)
    // Moving the box by hand and telling the animator resumes it.
    controller.box.center = CGPoint(x: 160, y: 200)
    controller.animator.updateItem(usingCurrentState: controller.box)
    #expect(controller.animator.isRunning)
    clock.advance(by: 2)
    #expect(abs(controller.box.center.y - 430) < 0.5 && controller.pauses == 2)
  }

  @Test func elasticityBouncesBackAShareOfTheHeight() {
    let (_, clock, root) = scene()
    let ball = UIView(frame: CGRect(x: 135, y: 0, width: 50, height: 50))
    root.addSubview(ball)
    let animator = UIDynamicAnimator(referenceView: root)
    let properties = UIDynamicItemBehavior(items: [ball])
    properties.elasticity = 0.8
    let collision = UICollisionBehavior(items: [ball])
    collision.translatesReferenceBoundsIntoBoundary = true
    let recorded = Recorded<CGFloat>()
    collision.action = { recorded.values.append(ball.center.y) }
    for behavior in [UIGravityBehavior(items: [ball]), collision, properties] as [UIDynamicBehavior] {
      animator.addBehavior(behavior)
    }
    clock.advance(by: 1.5)
    let floor: CGFloat = 455
    let path = recorded.values
    let firstContact = path.firstIndex { $0 >= floor - 0.01 } ?? path.count
    let rebound = path[firstContact...].min() ?? floor
    // Dropped 430 points; with restitution 0.8 it climbs back about 0.64 of that.
    let share = (floor - rebound) / 430
    #expect(share > 0.55 && share < 0.72)
  }

  @Test func pushesFollowMassAndResistanceSlows() {
    func travel(density: CGFloat, resistance: CGFloat, mode: UIPushBehavior.Mode) -> CGFloat {
      let (_, clock, root) = scene()
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      root.addSubview(box)
      let animator = UIDynamicAnimator(referenceView: root)
      let properties = UIDynamicItemBehavior(items: [box])
      properties.density = density
      properties.resistance = resistance
      animator.addBehavior(properties)
      let push = UIPushBehavior(items: [box], mode: mode)
      push.pushDirection = CGVector(dx: 1, dy: 0)
      animator.addBehavior(push)
      if mode == .instantaneous { #expect(push.active) }
      let start = animator.elapsedTime
      clock.advance(by: 1)
      if mode == .instantaneous { #expect(!push.active) }
      #expect(animator.elapsedTime - start > 0.97)
      return box.center.x - 50
    }
    // 100 points per second squared on a 100 x 100 item of density 1: about 50 points in a second.
    let continuous = travel(density: 1, resistance: 0, mode: .continuous)
    #expect(abs(continuous - 50) < 3)
    #expect(abs(travel(density: 2, resistance: 0, mode: .continuous) - continuous / 2) < 1)
    // An instantaneous push gives 100 points per second.
    let kicked = travel(density: 1, resistance: 0, mode: .instantaneous)
    #expect(abs(kicked - 99) < 2)
    let slowed = travel(density: 1, resistance: 1, mode: .instantaneous)
    #expect(slowed > 55 && slowed < 70)
  }

  @Test func snapSettlesOnThePoint() {
    let (_, clock, root) = scene()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    root.addSubview(box)
    let animator = UIDynamicAnimator(referenceView: root)
    let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 200, y: 300))
    #expect(snap.damping == 0.5)
    animator.addBehavior(snap)
    clock.advance(by: 0.25)
    #expect(box.center.x > 100)
    clock.advance(by: 2)
    #expect(abs(box.center.x - 200) < 0.5 && abs(box.center.y - 300) < 0.5)
    #expect(!animator.isRunning)
  }

  @Test func aRigidAttachmentSwingsAtItsLength() {
    let (_, clock, root) = scene()
    let bob = UIView(frame: CGRect(x: 210, y: 75, width: 20, height: 20))
    root.addSubview(bob)
    let animator = UIDynamicAnimator(referenceView: root)
    let rope = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 120, y: 85))
    #expect(abs(rope.length - 100) < 0.001 && rope.attachedBehaviorType == .anchor)
    let recorded = Recorded<CGPoint>()
    rope.action = { recorded.values.append(bob.center) }
    animator.addBehavior(rope)
    animator.addBehavior(UIGravityBehavior(items: [bob]))
    clock.advance(by: 1.5)
    let distances = recorded.values.map { hypot($0.x - 120, $0.y - 85) }
    let leftmost = recorded.values.map(\.x).min() ?? .infinity
    #expect(!distances.isEmpty && distances.allSatisfy { abs($0 - 100) < 0.5 })
    // Released level with the anchor on the right, it swings through to the left.
    #expect(leftmost < 70)
  }

  @Test func theSameFramesGiveTheSamePositions() {
    func run() -> [CGPoint] {
      let (_, clock, root) = scene()
      let a = UIView(frame: CGRect(x: 40, y: 0, width: 60, height: 60))
      let b = UIView(frame: CGRect(x: 70, y: 200, width: 60, height: 60))
      root.addSubview(a)
      root.addSubview(b)
      let animator = UIDynamicAnimator(referenceView: root)
      let collision = UICollisionBehavior(items: [a, b])
      collision.translatesReferenceBoundsIntoBoundary = true
      collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: 0, y: 380), to: CGPoint(x: 200, y: 420))
      let trace = Recorded<CGPoint>()
      collision.action = { trace.values += [a.center, b.center] }
      animator.addBehavior(collision)
      animator.addBehavior(UIGravityBehavior(items: [a, b]))
      clock.advance(by: 2)
      return trace.values
    }
    let first = run()
    #expect(!first.isEmpty && first == run())
    // Boxes never overlap and stay inside the bounds.
    for pair in stride(from: 0, to: first.count, by: 2) {
      let (a, b) = (first[pair], first[pair + 1])
      #expect(abs(a.x - b.x) >= 52 || abs(a.y - b.y) >= 52)
      #expect(a.y <= 450.01 && b.y <= 450.01)
    }
  }

  @Test func contactsAreToldWhenTheyBeginAndEnd() {
    let (_, clock, root) = scene()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.addSubview(box)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: 0, y: 200), to: CGPoint(x: 100, y: 200))
    let log = ContactLog()
    collision.collisionDelegate = log
    animator.addBehavior(collision)
    animator.addBehavior(UIGravityBehavior(items: [box]))
    clock.advance(by: 1)
    // Resting on the shelf (a line at y 200); the box started touching no edge of the bounds.
    #expect(abs(box.center.y - 180) < 0.5 && log.entries == ["began shelf"])
    #expect(collision.boundaryIdentifiers == ["shelf"])
    collision.removeBoundary(withIdentifier: "shelf")
    animator.updateItem(usingCurrentState: box)
    clock.advance(by: 1.5)
    #expect(abs(box.center.y - 460) < 0.5)
    #expect(log.entries.suffix(2) == ["ended shelf", "began bounds"])
  }

  @Test func badInputIsIgnored() {
    let (_, clock, root) = scene()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(box)
    let animator = UIDynamicAnimator(referenceView: root)
    let gravity = UIGravityBehavior(items: [box])
    gravity.setAngle(.nan, magnitude: 1)
    gravity.gravityDirection = CGVector(dx: CGFloat.infinity, dy: 0)
    animator.addBehavior(gravity)
    let properties = UIDynamicItemBehavior(items: [box])
    properties.density = -3
    properties.resistance = .nan
    animator.addBehavior(properties)
    clock.advance(by: 0.5)
    #expect(box.center.x.isFinite && box.center.y.isFinite)
    #expect(box.center.x == 25)
  }
}
