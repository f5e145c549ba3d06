import Foundation
import Inertia

// iPadOS's pointer (a trackpad or mouse hovering over views), for code that adds a pointer
// interaction to its controls. Inertia's hosts deliver touches only, so no pointer ever hovers:
// the interaction is kept on its view and its delegate is never asked for a region or a style.

/// A view with a frame to take a pointer effect from (UITargetedPreview).
@preconcurrency @MainActor
public final class UITargetedPreview {
  /// The view the effect is drawn from.
  public let view: UIView

  /// A preview of `view`.
  public init(view: UIView) { self.view = view }
}

/// What a hovering pointer does to a view (UIPointerEffect).
public enum UIPointerEffect {
  /// The system's choice for the preview's view.
  case automatic(UITargetedPreview)
  /// A highlight behind the view, the pointer morphing into it.
  case highlight(UITargetedPreview)
  /// The view lifts and scales up, the pointer fading under it.
  case lift(UITargetedPreview)
  /// The view tints, scales or shadows, the pointer staying as it is.
  case hover(
    UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
    prefersScaledContent: Bool = true)

  /// How a hovered view is tinted (UIPointerEffect.TintMode).
  public enum TintMode: Int, Sendable {
    /// No tint.
    case none = 0
    /// A tint over the view.
    case overlay = 1
    /// A tint under the view.
    case underlay = 2
  }
}

/// The pointer's shape (UIPointerShape).
public enum UIPointerShape {
  /// The shape of a preview's view.
  case path(UIBezierPath)
  /// A rounded rectangle.
  case roundedRect(CGRect, radius: CGFloat = 8)
  /// A vertical beam, as over text.
  case verticalBeam(length: CGFloat)
  /// A horizontal beam.
  case horizontalBeam(length: CGFloat)
}

/// An effect and a shape for the pointer over a region (UIPointerStyle).
@preconcurrency @MainActor
public final class UIPointerStyle {
  /// The effect on the hovered view.
  public let effect: UIPointerEffect
  /// The pointer's shape, nil for the effect's own.
  public let shape: UIPointerShape?

  /// A style of `effect`, the pointer shaped as `shape` (nil: the effect's).
  public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
    self.effect = effect
    self.shape = shape
  }

  /// The pointer shaped as `shape`, over no effect.
  public init(shape: UIPointerShape) {
    self.effect = .automatic(UITargetedPreview(view: UIView()))
    self.shape = shape
  }
}

/// A part of a view the pointer takes one style in (UIPointerRegion).
@preconcurrency @MainActor
public final class UIPointerRegion {
  /// The region, in the interaction's view's coordinates.
  public let rect: CGRect
  /// What tells regions apart (a region with a new identifier restyles the pointer).
  public let identifier: AnyHashable?

  /// A region of `rect`, told apart by `identifier`.
  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect
    self.identifier = identifier
  }
}

/// Where the pointer is when the interaction asks for a region (UIPointerRegionRequest).
@preconcurrency @MainActor
public final class UIPointerRegionRequest {
  /// The pointer's place in the interaction's view.
  public let location: CGPoint

  /// A request for the region at `location`.
  public init(location: CGPoint) { self.location = location }
}

/// What a pointer interaction asks of its delegate (UIPointerInteractionDelegate); every method
/// has a default.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
  /// The region at the request's location (default: the one given, the whole view).
  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion?
  /// The style inside `region` (default nil: the system's).
  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
  /// The region given.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? { defaultRegion }

  /// Nil: the system's style.
  public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
  { nil }
}

/// Pointer effects for a view (UIPointerInteraction). Kept on the view with its delegate; with no
/// pointer on Inertia's hosts the delegate is never asked.
@preconcurrency @MainActor
public final class UIPointerInteraction: Interaction {
  /// The object asked for regions and styles.
  public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
  /// The view the interaction is on.
  public private(set) weak var view: UIView?
  /// Whether the interaction answers the pointer. Default true.
  public var isEnabled = true

  /// An interaction asking `delegate` (nil: the system's effect for the whole view).
  public init(delegate: (any UIPointerInteractionDelegate)?) { self.delegate = delegate }

  /// Nothing to undo before moving.
  public func willMove(to view: UIView?) {}

  /// Keeps the view it was added to.
  public func didMove(to view: UIView?) { self.view = view }

  /// Asks the delegate to look again (nothing hovers here, so nothing is asked).
  public func invalidate() {}
}
