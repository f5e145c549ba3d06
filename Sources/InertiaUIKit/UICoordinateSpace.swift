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

extension UICoordinateSpace {
  /// Converts `point` from this space to `coordinateSpace` (UICoordinateSpace's
  /// `convert(_:to:)`), through the screen: a view's point is taken to its window and offset by
  /// the window's frame; the screen's points are screen points.
  public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
    coordinateSpace.pointFromScreen(pointOnScreen(point))
  }

  /// Converts `point` from `coordinateSpace` to this space (UICoordinateSpace's `convert(_:from:)`).
  public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
    pointFromScreen(coordinateSpace.pointOnScreen(point))
  }

  /// Converts `rect` from this space to `coordinateSpace`: the bounding box of its corners (a
  /// view's transform may scale or rotate it), as a view's `convert(_:to:)` gives it.
  public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
    rect.boundingBox { convert($0, to: coordinateSpace) }
  }

  /// Converts `rect` from `coordinateSpace` to this space (the bounding box of its corners).
  public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
    rect.boundingBox { convert($0, from: coordinateSpace) }
  }

  /// The screen point of this space's `point`.
  fileprivate func pointOnScreen(_ point: CGPoint) -> CGPoint {
    guard let view = self as? View else { return point }
    let inRoot = view.convert(point, to: nil)
    guard let window = view as? Window ?? view.window else { return inRoot }
    return CGPoint(x: inRoot.x + window.frame.minX, y: inRoot.y + window.frame.minY)
  }

  /// This space's point at screen point `point`.
  fileprivate func pointFromScreen(_ point: CGPoint) -> CGPoint {
    guard let view = self as? View else { return point }
    var inRoot = point
    if let window = view as? Window ?? view.window {
      inRoot = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
    }
    return view.convert(inRoot, from: nil)
  }
}
