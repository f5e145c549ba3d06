import Foundation
import Inertia

// Core Graphics' C names for the geometry questions, which Swift on iOS still compiles
// (`CGRectContainsRect(visibleRect, button.frame)` in PagingMenu, 2023): each answers as the
// method of the same meaning does. The `CGRectGet…` readers are in SeventeenthTrialAPIs.swift.

/// Whether `rect1` contains all of `rect2` (`rect1.contains(rect2)`).
public func CGRectContainsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.contains(rect2) }

/// Whether `point` lies in `rect`: its minimum edges in, its maximum edges out, as Core Graphics.
public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }

/// Whether the rectangles share an area; touching along an edge or at a corner is not
/// intersecting, as in Core Graphics (``CoreFoundation/CGRect/intersectsAsCoreGraphics(_:)``).
public func CGRectIntersectsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool {
  rect1.intersectsAsCoreGraphics(rect2)
}

/// The rectangles' common part (`rect1.intersection(rect2)`; null when they share none).
public func CGRectIntersection(_ rect1: CGRect, _ rect2: CGRect) -> CGRect { rect1.intersection(rect2) }

/// The smallest rectangle holding both (`rect1.union(rect2)`; a null one is ignored).
public func CGRectUnion(_ rect1: CGRect, _ rect2: CGRect) -> CGRect { rect1.union(rect2) }

/// `rect` moved in by `dx` on the left and right and `dy` at the top and bottom
/// (`rect.insetBy(dx:dy:)`).
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect {
  rect.insetBy(dx: dx, dy: dy)
}

/// `rect` moved by `dx` and `dy` (`rect.offsetBy(dx:dy:)`).
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect {
  rect.offsetBy(dx: dx, dy: dy)
}

/// Whether `rect` has no area, or is null (`rect.isEmpty`).
public func CGRectIsEmpty(_ rect: CGRect) -> Bool { rect.isEmpty }

/// Whether `rect` is the null rectangle (`rect.isNull`).
public func CGRectIsNull(_ rect: CGRect) -> Bool { rect.isNull }

/// Whether the rectangles are the same once standardized, as Core Graphics compares them (a
/// rectangle of negative width equals its flipped twin).
public func CGRectEqualToRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool {
  rect1.standardized == rect2.standardized
}

/// Whether the points are equal.
public func CGPointEqualToPoint(_ point1: CGPoint, _ point2: CGPoint) -> Bool { point1 == point2 }

/// Whether the sizes are equal.
public func CGSizeEqualToSize(_ size1: CGSize, _ size2: CGSize) -> Bool { size1 == size2 }

// The C makers, which Swift on iOS compiles again since Xcode 15 (`CGRectMake(0, scrollH, scrollW,
// scrollH)` in GKScrollView, 2023, the fifty-sixth trial); each is the initializer of the same
// arguments.

/// The rectangle at (`x`, `y`) of `width` by `height` (`CGRect(x:y:width:height:)`).
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// The point (`x`, `y`) (`CGPoint(x:y:)`).
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// The size `width` by `height` (`CGSize(width:height:)`).
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

/// The vector (`dx`, `dy`) (`CGVector(dx:dy:)`).
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
