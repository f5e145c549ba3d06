import Foundation
import Testing

@testable import Inertia

/// Zooming (spec sections 8 and 9.7).
@MainActor
@Suite struct ScrollViewZoomTests {
  final class ZoomLog: ScrollViewDelegate {
    let zoomView: View
    var calls: [String] = []
    var bouncingSeen = false
    init(_ view: View) { zoomView = view }
    func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
    func scrollViewDidScroll(_ scrollView: ScrollView) { calls.append("didScroll") }
    func scrollViewDidZoom(_ scrollView: ScrollView) {
      calls.append("didZoom")
      bouncingSeen = bouncingSeen || scrollView.isZoomBouncing
    }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
      calls.append("willBeginZooming")
    }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
      calls.append("didEndZooming(\(scale))")
    }
  }

  private func make() -> (TestScene, ScrollView, View, ZoomLog) {
    let scene = TestScene()
    let view = scene.scrollView(contentSize: CGSize(width: 390, height: 844))
    let image = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    view.addSubview(image)
    view.minimumZoomScale = 0.5
    view.maximumZoomScale = 3
    let log = ZoomLog(image)
    view.delegate = log
    return (scene, view, image, log)
  }

  @Test func zoomNeedsLimitsAndAZoomView() {
    let (_, view, _, log) = make()
    #expect(view.pinchGestureRecognizer != nil)
    view.maximumZoomScale = 0.5
    #expect(view.pinchGestureRecognizer == nil)
    view.maximumZoomScale = 3
    view.delegate = nil
    #expect(view.pinchGestureRecognizer == nil)
    withExtendedLifetime(log) {}
  }

  @Test func setZoomScaleWithoutAnimationSendsDidScrollAndDidZoomOnly() {
    let (_, view, image, log) = make()
    view.setZoomScale(2, animated: false)
    #expect(log.calls == ["didScroll", "didZoom"])
    #expect(view.zoomScale == 2)
    #expect(image.frame == CGRect(x: 0, y: 0, width: 780, height: 1688))
    #expect(view.contentSize == CGSize(width: 780, height: 1688))
    // The bounds' centre stays on the same content point.
    #expect(view.contentOffset == CGPoint(x: 195, y: 422))
    view.setZoomScale(10, animated: false)
    #expect(view.zoomScale == 3)
  }

  /// UIKit keeps its own zoom scale: a delegate that redraws at the new scale and resets the zoom
  /// view's transform does not change it, and the next zoom sets the transform to the overall
  /// scale (the compounding apps work around), not to the last transform times the step.
  @Test func theZoomScaleIsNotReadBackFromTheZoomViewsTransform() {
    let (_, view, image, log) = make()
    view.setZoomScale(2, animated: false)
    image.transform = .identity
    #expect(view.zoomScale == 2)
    #expect(image.frame.size == CGSize(width: 390, height: 844))
    view.setZoomScale(3, animated: false)
    #expect(image.transform == AffineTransform(scaleX: 3, y: 3))
    #expect(view.contentSize == CGSize(width: 1170, height: 2532))
    withExtendedLifetime(log) {}
  }

  @Test func zoomToARectCentresIt() {
    let (scene, view, _, log) = make()
    view.zoom(to: CGRect(x: 100, y: 200, width: 195, height: 211), animated: true)
    scene.wait(0.5)
    #expect(view.zoomScale == 2)
    #expect(view.contentOffset == CGPoint(x: 2 * 197.5 - 195, y: 2 * 305.5 - 422))
    #expect(log.calls.last == "didEndZooming(2.0)")
  }

  @Test func animatedZoomLastsAsTheFormulaSays() {
    let (scene, view, _, log) = make()
    view.setZoomScale(2, animated: true)
    let duration = 0.1 + 0.3 * log2(2) * Foundation.log(2) / log2(2)
    scene.wait(duration - 0.02)
    #expect(view.zoomScale < 2)
    scene.wait(0.04)
    #expect(view.zoomScale == 2)
    #expect(log.calls.last == "didEndZooming(2.0)")
  }

  @Test func pinchFollowsOrder7AndKeepsTheCentreUnderTheFingers() {
    let (scene, view, image, log) = make()
    scene.gestures.pinch(center: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 200, duration: 0.3)
    #expect(log.calls.first == "willBeginZooming")
    let steps = log.calls.dropFirst().dropLast()
    #expect(steps.count >= 20 && steps.count % 2 == 0)
    #expect(
      zip(steps.enumerated(), steps).allSatisfy {
        $0.0.offset % 2 == 0 ? $0.1 == "didScroll" : $0.1 == "didZoom"
      })
    #expect(log.calls.last == "didEndZooming(2.0)")
    #expect(abs(view.zoomScale - 2) < 0.001)
    let pointUnderCentre = view.convert(CGPoint(x: 195, y: 400), from: nil)
    let inImage = image.convert(pointUnderCentre, from: view)
    #expect(abs(inImage.x - 195) < 0.5 && abs(inImage.y - 400) < 0.5)
  }

  @Test func pinchingPastTheMaximumRubberBandsAndBouncesBack() {
    let (scene, view, _, log) = make()
    let start = scene.clock.now
    var inputs = [
      TouchInput(time: start, id: 101, phase: .began, location: CGPoint(x: 145, y: 400)),
      TouchInput(time: start, id: 102, phase: .began, location: CGPoint(x: 245, y: 400)),
    ]
    for step in 1...30 {
      let half = (50 + 250 * CGFloat(step) / 30)
      let time = start + Double(step) / 100
      inputs.append(TouchInput(time: time, id: 101, phase: .moved, location: CGPoint(x: 195 - half, y: 400)))
      inputs.append(TouchInput(time: time, id: 102, phase: .moved, location: CGPoint(x: 195 + half, y: 400)))
    }
    scene.gestures.perform(inputs)
    // Raw 6x displays as 3 * (2 - 3/6) = 4.5.
    #expect(abs(view.zoomScale - 4.5) < 0.01)
    scene.window.handleTouches([
      TouchInput(time: scene.clock.now, id: 101, phase: .ended, location: CGPoint(x: -105, y: 400)),
      TouchInput(time: scene.clock.now, id: 102, phase: .ended, location: CGPoint(x: 495, y: 400)),
    ])
    #expect(!view.isZooming)
    scene.wait(0.05)
    #expect(view.isZoomBouncing)
    scene.wait(0.5)
    #expect(view.zoomScale == 3 && !view.isZoomBouncing && log.bouncingSeen)
    #expect(log.calls.last == "didEndZooming(3.0)")
    #expect(view.contentOffset == view.clamped(view.contentOffset))
  }

  @Test func badZoomValuesAreIgnored() {
    let (_, view, _, _) = make()
    view.minimumZoomScale = -1
    view.maximumZoomScale = .nan
    #expect(view.minimumZoomScale == 0.5 && view.maximumZoomScale == 3)
    view.setZoomScale(.infinity, animated: false)
    view.zoom(to: CGRect(x: 0, y: 0, width: 0, height: 10), animated: false)
    #expect(view.zoomScale == 1)
  }
}
