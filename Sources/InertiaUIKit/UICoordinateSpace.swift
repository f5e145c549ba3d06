import Foundation
import Inertia

/// Something with a rectangle of points (UICoordinateSpace): the screen, a window scene, a view.
/// Only the bounds are provided; convert between views with `View.convert(_:to:)`.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
  /// The space's rectangle, in its own points.
  var bounds: CGRect { get }
}

extension UIScreen: UICoordinateSpace {
  /// The screen's space: ``bounds`` (UIScreen.coordinateSpace).
  public var coordinateSpace: UICoordinateSpace { self }
  /// The screen's fixed space (portrait-up here, so the same as ``coordinateSpace``).
  public var fixedCoordinateSpace: UICoordinateSpace { self }
}

extension View: UICoordinateSpace {}

extension UIWindowScene {
  /// The scene's space: its screen's bounds, as a full-screen iPhone scene's
  /// (`UIWindow(frame: windowScene.coordinateSpace.bounds)`).
  public var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }
}
