import Foundation

/// Animations that run together on one timeline (CAAnimationGroup): each child's begin time is
/// in the group's time, a child with a duration of 0 lasts the group's cycle, and every child
/// stops where the group stops. The children's delegates are not called (the group's is).
@preconcurrency @MainActor
open class AnimationGroup: Animation {
  /// The animations of the group.
  open var animations: [Animation]?

  /// An empty group.
  public required init() { super.init() }

  override func copyState(from other: Animation) {
    super.copyState(from: other)
    guard let other = other as? AnimationGroup else { return }
    animations = other.animations?.compactMap { $0.copy() as? Animation }
  }

  override func apply(to state: inout LayerState, progress: Double, phase: AnimationPhase, cycle: Double) {
    let local = progress * cycle
    for child in animations ?? [] {
      child.evaluate(into: &state, at: local, begin: child.beginTime, fallback: cycle)
    }
  }
}

/// The kind of a transition (CATransitionType).
public struct TransitionType: RawRepresentable, Hashable, Sendable {
  /// The type's string, as Core Animation's constants spell it.
  public let rawValue: String
  /// A type from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The new content fades in (the default).
  public static let fade = TransitionType(rawValue: "fade")
  /// The new content slides in over the old.
  public static let moveIn = TransitionType(rawValue: "moveIn")
  /// The new content pushes the old out.
  public static let push = TransitionType(rawValue: "push")
  /// The old content slides away to reveal the new.
  public static let reveal = TransitionType(rawValue: "reveal")
}

/// The direction of a transition (CATransitionSubtype).
public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
  /// The subtype's string, as Core Animation's constants spell it.
  public let rawValue: String
  /// A subtype from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// From the right edge.
  public static let fromRight = TransitionSubtype(rawValue: "fromRight")
  /// From the left edge.
  public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
  /// From the top edge.
  public static let fromTop = TransitionSubtype(rawValue: "fromTop")
  /// From the bottom edge.
  public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")
}

/// A transition of a layer's content (CATransition). Only the new content is drawn here: a
/// `fade` (and `reveal`) brings it in from transparent; `moveIn` and `push` slide it in from the
/// ``subtype`` edge (default from the left for `moveIn`/`push` without one, as Core Animation's
/// from-left default). The old content is not kept.
@preconcurrency @MainActor
open class Transition: Animation {
  /// The kind. Default ``TransitionType/fade``.
  open var type: TransitionType = .fade
  /// The direction, for moving kinds.
  open var subtype: TransitionSubtype?
  /// Where in the transition it starts, 0...1. Default 0.
  open var startProgress: Float = 0 {
    didSet { startProgress = startProgress.isNaN ? 0 : min(max(startProgress, 0), 1) }
  }
  /// Where in the transition it ends, 0...1. Default 1.
  open var endProgress: Float = 1 {
    didSet { endProgress = endProgress.isNaN ? 1 : min(max(endProgress, 0), 1) }
  }

  /// A fade.
  public required init() { super.init() }

  override func copyState(from other: Animation) {
    super.copyState(from: other)
    guard let other = other as? Transition else { return }
    (type, subtype, startProgress, endProgress) = (
      other.type, other.subtype, other.startProgress, other.endProgress
    )
  }

  override func apply(to state: inout LayerState, progress: Double, phase: AnimationPhase, cycle: Double) {
    let p = Double(startProgress) + (Double(endProgress) - Double(startProgress)) * progress
    switch type {
    case .moveIn, .push:
      let left = 1 - p
      let size = state.bounds.size
      let (dx, dy): (CGFloat, CGFloat) =
        switch subtype {
        case .fromRight?: (size.width, 0)
        case .fromTop?: (0, -size.height)
        case .fromBottom?: (0, size.height)
        default: (-size.width, 0)
        }
      state.transform = state.transform.concatenating(
        Transform3D(translationX: dx * CGFloat(left), y: dy * CGFloat(left), z: 0))
    default:
      state.opacity *= min(max(p, 0), 1)
    }
  }
}
