import Foundation
import Inertia

// 3D Touch's peek and pop (iOS 10-12), for code that sets up a preview interaction when
// `traitCollection.forceTouchCapability` is `.available` and a long press otherwise. Touches here
// carry no force (`UITouch.force` is 0), as on every iPhone since the XR, so the traits answer
// `.unavailable` and an interaction made anyway never begins: its delegate is never called.

/// Whether the device senses how hard a finger presses (UIForceTouchCapability).
public enum UIForceTouchCapability: Int, Sendable {
  /// Not known yet.
  case unknown = 0
  /// No force sensing.
  case unavailable = 1
  /// 3D Touch.
  case available = 2
}

extension TraitCollection {
  /// Whether touches report force (UITraitCollection's `forceTouchCapability`): `.unavailable`
  /// for a window's traits (no touch here carries force), `.unknown` for a collection made without
  /// a device (no idiom), as UIKit's.
  public var forceTouchCapability: UIForceTouchCapability {
    userInterfaceIdiom == .unspecified ? .unknown : .unavailable
  }
}

/// What a preview interaction tells as a press deepens (UIPreviewInteractionDelegate).
/// `previewInteraction(_:didUpdatePreviewTransition:ended:)` and `previewInteractionDidCancel(_:)`
/// are required, as UIKit's; the others have defaults.
@preconcurrency @MainActor
public protocol UIPreviewInteractionDelegate: AnyObject {
  /// The press reached `transitionProgress` (0...1) of the preview ("peek"); `ended` at 1.
  func previewInteraction(
    _ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
    ended: Bool)
  /// The press was released or cancelled before committing.
  func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction)
  /// The press reached `transitionProgress` (0...1) of the commit ("pop"); `ended` at 1.
  func previewInteraction(
    _ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
    ended: Bool)
  /// Whether the interaction may begin (default true).
  func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool
}

extension UIPreviewInteractionDelegate {
  /// Nothing: a delegate that only previews.
  public func previewInteraction(
    _ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
    ended: Bool
  ) {}
  /// True.
  public func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool { true }
}

/// A 3D Touch press on a view (UIPreviewInteraction). Kept with its view and delegate; no touch
/// here has force, so it never begins and its delegate is never called.
@preconcurrency @MainActor
public final class UIPreviewInteraction {
  /// The view pressed.
  public private(set) weak var view: UIView?
  /// The object told of the press.
  public weak var delegate: (any UIPreviewInteractionDelegate)?

  /// An interaction on `view`.
  public init(view: UIView) { self.view = view }

  /// Where the press is, in `coordinateSpace`'s coordinates: with no press under way, the view's
  /// origin there (the view's own (0, 0) when `coordinateSpace` is nil or the view is gone).
  public func location(in coordinateSpace: (any UICoordinateSpace)?) -> CGPoint {
    guard let view, let coordinateSpace else { return .zero }
    return view.convert(CGPoint.zero, to: coordinateSpace)
  }

  /// Ends the interaction: nothing is under way, so nothing happens.
  public func cancel() {}
}
