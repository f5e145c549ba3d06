import Foundation
import Testing

@testable import Inertia

@MainActor
@Suite struct ViewGeometryTests {
  @Test func frameFollowsCenterBoundsAndTransform() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    view.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
  }

  @Test func transformsInvertAndConcatenate() {
    let t = AffineTransform(translationX: 5, y: -3).scaledBy(x: 2, y: 4).rotated(by: 0.3)
    let p = CGPoint(x: 7, y: 11)
    let back = t.inverted().apply(to: t.apply(to: p))
    #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    #expect(AffineTransform.identity.concatenating(t) == t)
  }

  @Test func aTransformedRectangleIsTheBoundingBoxOfItsCorners() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(AffineTransform.identity.apply(to: rect) == rect)
    #expect(
      AffineTransform(translationX: 5, y: -7).apply(to: rect) == CGRect(x: 15, y: 13, width: 30, height: 40))
    #expect(AffineTransform(scaleX: -2, y: 1).apply(to: rect) == CGRect(x: -80, y: 20, width: 60, height: 40))
    let turned = AffineTransform(rotationAngle: .pi / 2).apply(to: rect)
    #expect(abs(turned.minX - -60) < 1e-9 && abs(turned.minY - 10) < 1e-9)
    #expect(abs(turned.width - 40) < 1e-9 && abs(turned.height - 30) < 1e-9)
    // A negative size is standardized on every path, as Core Graphics does.
    let flipped = CGRect(x: 10, y: 20, width: -30, height: 40)
    #expect(AffineTransform.identity.apply(to: flipped) == CGRect(x: -20, y: 20, width: 30, height: 40))
    #expect(
      AffineTransform(translationX: 1, y: 1).apply(to: flipped)
        == CGRect(x: -19, y: 21, width: 30, height: 40))
  }

  @Test func settingTheFrameKeepsTheBoundsOriginAndSetsCenterAndSize() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.bounds.origin = CGPoint(x: 5, y: 6)
    view.frame = CGRect(x: 10, y: 20, width: 50, height: 60)
    #expect(view.bounds == CGRect(x: 5, y: 6, width: 50, height: 60))
    #expect(view.center == CGPoint(x: 35, y: 50))
    // A negative width is read as CGRect reads it: the standardized rectangle.
    view.frame = CGRect(x: 0, y: 0, width: -5, height: 10)
    #expect(view.bounds.size == CGSize(width: 5, height: 10))
    #expect(view.center == CGPoint(x: -2.5, y: 5))
  }

  @Test func boundsOriginShiftsSubviews() {
    let scene = TestScene()
    let parent = View(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
    let child = View(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
    parent.addSubview(child)
    scene.window.addSubview(parent)
    parent.bounds.origin = CGPoint(x: 0, y: 150)
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 150))
    #expect(scene.window.hitTest(CGPoint(x: 10, y: 160), with: nil) === child)
  }

  @Test func hitTestingFollowsTransforms() {
    let scene = TestScene()
    let box = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    box.transform = AffineTransform(rotationAngle: .pi / 4)
    scene.window.addSubview(box)
    // The rotated square's corner sticks out to the left of its original frame.
    #expect(scene.window.hitTest(CGPoint(x: 85, y: 150), with: nil) === box)
    #expect(scene.window.hitTest(CGPoint(x: 102, y: 102), with: nil) === scene.window)
  }

  @Test func hitTestingSkipsHiddenDisabledTransparentAndOutsideViews() {
    let scene = TestScene()
    let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let outside = View(frame: CGRect(x: 150, y: 0, width: 50, height: 50))
    parent.addSubview(outside)
    scene.window.addSubview(parent)
    #expect(scene.window.hitTest(CGPoint(x: 160, y: 10), with: nil) === scene.window)
    let hidden = View(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
    scene.window.addSubview(hidden)
    for setUp in [
      { hidden.isHidden = true },
      {
        hidden.isHidden = false; hidden.alpha = 0.005
      },
      {
        hidden.alpha = 1
        hidden.isUserInteractionEnabled = false
      },
    ] {
      setUp()
      #expect(scene.window.hitTest(CGPoint(x: 210, y: 210), with: nil) === scene.window)
    }
  }

  @Test func convertRoundTripsThroughTransformsAndOffsets() {
    let scene = TestScene()
    let a = View(frame: CGRect(x: 30, y: 40, width: 200, height: 200))
    a.transform = AffineTransform(scaleX: 1.5, y: 0.5).rotated(by: 0.2)
    let b = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    b.bounds.origin = CGPoint(x: 7, y: -3)
    a.addSubview(b)
    let c = View(frame: CGRect(x: 250, y: 300, width: 50, height: 50))
    scene.window.addSubview(a)
    scene.window.addSubview(c)
    let point = CGPoint(x: 12.5, y: 33)
    let there = b.convert(point, to: c)
    let back = b.convert(there, from: c)
    #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(c.convert(rect, from: c) == rect)
  }

  @Test func nonFiniteAndNegativeGeometryIsRejected() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    view.bounds.size = CGSize(width: -5, height: 10)
    #expect(view.bounds.size.width == 0)
    view.bounds.size.width = 10
    view.center = CGPoint(x: CGFloat.infinity, y: 0)
    #expect(view.center == CGPoint(x: 5, y: 5))
    view.alpha = .nan
    #expect(view.alpha == 1)
  }

  @Test func safeAreaComesFromTheWindow() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let view = View(frame: CGRect(x: 0, y: 20, width: 390, height: 800))
    scene.window.addSubview(view)
    #expect(view.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 10, right: 0))
  }

  @Test func pixelRounding() {
    #expect(CGFloat(10.2).roundedToPixel(scale: 3) == CGFloat(31) / 3)
    #expect(CGFloat(10.26).roundedToPixel(scale: 2) == 10.5)
  }

  @Test func addingAViewToItsOwnSubtreeIsRefused() {
    let a = View()
    let b = View()
    a.addSubview(b)
    b.addSubview(a)
    #expect(a.superview == nil)
    #expect(b.superview === a)
  }
}
