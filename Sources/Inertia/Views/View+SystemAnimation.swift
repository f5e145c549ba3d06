import Foundation

extension View {
  /// A system-provided animation for ``perform(_:on:options:animations:completion:)``
  /// (UIView.SystemAnimation).
  public enum SystemAnimation: UInt, Sendable {
    /// Fades the views out, then removes them from the view hierarchy.
    case delete
  }

  /// How long a system animation runs, in seconds: UIKit does not document it; 0.3 s is the
  /// length its other short system transitions take (chosen, not measured).
  package static let systemAnimationDuration: TimeInterval = 0.3

  /// Runs the system animation `animation` on `views`, with `parallelAnimations` (changes to
  /// other views, animated alongside over the same time), as UIView's `perform(_:on:options:
  /// animations:completion:)`: for ``SystemAnimation/delete`` the views fade out and leave their
  /// superviews when it ends, then `completion` runs. With no views it animates only the parallel
  /// changes (a library uses it to wait for them).
  public static func perform(
    _ animation: SystemAnimation, on views: [View], options: AnimationOptions,
    animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: systemAnimationDuration, delay: 0, options: options,
      animations: {
        for view in views { view.alpha = 0 }
        parallelAnimations?()
      },
      completion: { finished in
        for view in views { view.removeFromSuperview() }
        completion?(finished)
      })
  }
}
