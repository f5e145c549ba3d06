import Foundation
import InertiaCairo
import Testing

@testable import Inertia

/// A view's `layer.anchorPoint`, as UIKit's: the centre (the layer's position) stays where it is,
/// the frame is placed so the anchor point lies at the centre, and transforms turn about it.
@MainActor
@Suite struct LayerAnchorPointTests {
  /// A 100 x 40 bar whose left edge's middle is its anchor, at (50, 100) in a white window.
  private func hinge() -> (TestScene, View) {
    let scene = TestScene(size: CGSize(width: 300, height: 400), scale: 1)
    scene.window.backgroundColor = .white
    let bar = View()
    bar.backgroundColor = Color(red: 1, green: 0, blue: 0)
    scene.window.addSubview(bar)
    bar.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
    bar.frame = CGRect(x: 50, y: 100, width: 100, height: 40)
    return (scene, bar)
  }

  @Test func aNewAnchorPointMovesTheFrameAndKeepsTheCentre() {
    let view = View(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
    view.layer.anchorPoint = CGPoint(x: 0, y: 0)
    #expect(view.center == CGPoint(x: 200, y: 150))
    #expect(view.layer.position == CGPoint(x: 200, y: 150))
    #expect(view.frame == CGRect(x: 200, y: 150, width: 200, height: 100))
    #expect(view.layer.anchorPoint == CGPoint(x: 0, y: 0))
    // Setting the frame puts the anchor point, not the middle, at the centre.
    view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(view.center == CGPoint(x: 10, y: 20))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    // Non-finite anchor points are ignored.
    view.layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0.5)
    #expect(view.layer.anchorPoint == CGPoint(x: 0, y: 0))
  }

  @Test func aTransformTurnsAboutTheAnchorPoint() {
    let (scene, bar) = hinge()
    #expect(bar.center == CGPoint(x: 50, y: 120))
    #expect(bar.frame == CGRect(x: 50, y: 100, width: 100, height: 40))
    bar.transform = AffineTransform(rotationAngle: .pi / 2)
    let frame = bar.frame
    #expect(abs(frame.minX - 30) < 0.5 && abs(frame.minY - 120) < 0.5)
    #expect(abs(frame.width - 40) < 0.5 && abs(frame.height - 100) < 0.5)
    // The bar's right end (100, 20) now hangs below the hinge.
    let end = bar.convert(CGPoint(x: 100, y: 20), to: nil)
    #expect(abs(end.x - 50) < 0.5 && abs(end.y - 220) < 0.5, "\(end)")
    let back = bar.convert(CGPoint(x: 50, y: 220), from: nil)
    #expect(abs(back.x - 100) < 0.5 && abs(back.y - 20) < 0.5, "\(back)")
    withExtendedLifetime(scene) {}  // The window holds the bar as a subview, weakly above.
  }

  @Test func touchesFindTheViewWhereItTurnedTo() throws {
    let (scene, bar) = hinge()
    bar.transform = AffineTransform(rotationAngle: .pi / 2)
    let tap = TapGestureRecognizer()
    var taps: [CGPoint] = []
    tap.addTarget { taps.append($0.location(in: bar)) }
    bar.addGestureRecognizer(tap)
    // Where the unturned bar lay: nothing.
    scene.gestures.tap(at: CGPoint(x: 130, y: 120), duration: 0.08)
    #expect(taps.isEmpty)
    scene.gestures.tap(at: CGPoint(x: 50, y: 200), duration: 0.08)
    try #require(taps.count == 1)
    #expect(abs(taps[0].x - 80) < 0.5 && abs(taps[0].y - 20) < 0.5)
  }

  @Test func theRendererDrawsTheTurnedBarBelowItsHinge() throws {
    let (scene, bar) = hinge()
    bar.transform = AffineTransform(rotationAngle: .pi / 2)
    let canvas = try ViewRenderer.render(window: scene.window)
    let below = canvas.pixel(x: 50, y: 200)
    #expect(below.red > 0.9 && below.green < 0.1)
    let right = canvas.pixel(x: 130, y: 120)
    #expect(right.green > 0.9)
  }

  @Test func constraintsPlaceTheCentreAtTheMiddleOfTheirRectangleWhateverTheAnchor() {
    let scene = TestScene(size: CGSize(width: 300, height: 400))
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(view)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 20),
      view.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 40),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 60),
    ])
    view.layer.anchorPoint = CGPoint(x: 0, y: 0)
    scene.window.layoutIfNeeded()
    // UIKit's engine sets the centre to the middle of the solved rectangle (20, 40, 100, 60), so a
    // view anchored at its corner is drawn half its size down and right of its constraints.
    #expect(view.center == CGPoint(x: 70, y: 70))
    #expect(view.frame == CGRect(x: 70, y: 70, width: 100, height: 60))
  }

  @Test func autoresizingKeepsTheAnchorPointAtTheCentre() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = View(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    parent.addSubview(child)
    child.layer.anchorPoint = CGPoint(x: 0, y: 0)
    child.autoresizingMask = [.flexibleWidth]
    let before = child.frame
    parent.frame.size.width = 300
    #expect(child.frame == CGRect(x: before.minX, y: before.minY, width: 200, height: 100))
    #expect(child.center == CGPoint(x: before.minX, y: before.minY))
  }
}
