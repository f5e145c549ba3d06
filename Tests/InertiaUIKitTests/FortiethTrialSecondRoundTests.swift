import Foundation
import InertiaUIKit
import Testing

// The fortieth porting trial's second round, written as its photo viewer writes it: a scroll
// view zooming an image view that it centres by setting the image view's frame in
// `scrollViewDidZoom`, zoomed in and out by a double tap through `zoom(to:animated:)` and
// `setZoomScale(_:animated:)` (ImageScrollView).

/// Runs `seconds` of frames, laying the window out after each.
@MainActor private func run(_ clock: ManualClock, _ window: UIWindow, _ seconds: Double) {
  for _ in 0..<Int(seconds * 60) {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
}

/// A scroll view showing one image view it zooms between fitting the image and three times that,
/// keeping the image centred while it is smaller than the bounds; a double tap on the image zooms
/// it to twice the fit around the tap, or back out.
private final class PhotoScrollView: UIScrollView, UIScrollViewDelegate {
  let imageView: UIImageView
  private(set) var zoomEnds: [CGFloat] = []

  init(frame: CGRect, imageSize: CGSize) {
    imageView = UIImageView(frame: CGRect(origin: .zero, size: imageSize))
    super.init(frame: frame)
    delegate = self
    decelerationRate = .fast
    imageView.isUserInteractionEnabled = true
    addSubview(imageView)
    let doubleTap = UITapGestureRecognizer(
      target: self, action: Selector("doubleTapped:", target: self, PhotoScrollView.doubleTapped(_:)))
    doubleTap.numberOfTapsRequired = 2
    imageView.addGestureRecognizer(doubleTap)
    contentSize = imageSize
    let fit = min(frame.width / imageSize.width, frame.height / imageSize.height)
    maximumZoomScale = 3 * fit
    minimumZoomScale = fit
    zoomScale = fit
  }

  required init?(coder: NSCoder) { nil }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

  func scrollViewDidZoom(_ scrollView: UIScrollView) { centreImage() }

  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
    zoomEnds.append(scale)
  }

  /// Puts the image in the middle of the bounds along each axis it does not fill.
  func centreImage() {
    var frame = imageView.frame
    frame.origin.x = frame.width < bounds.width ? (bounds.width - frame.width) / 2 : 0
    frame.origin.y = frame.height < bounds.height ? (bounds.height - frame.height) / 2 : 0
    imageView.frame = frame
  }

  func doubleTapped(_ recognizer: UIGestureRecognizer) {
    if zoomScale >= 2 * minimumZoomScale - 0.01 {
      setZoomScale(minimumZoomScale, animated: true)
      return
    }
    let scale = 2 * minimumZoomScale
    let centre = recognizer.location(in: recognizer.view)
    let size = CGSize(width: bounds.width / scale, height: bounds.height / scale)
    zoom(
      to: CGRect(
        x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height),
      animated: true)
  }
}

/// A 388 x 640 photo in a 375 x 566 scroll view at y 101, as the demo shows its first dog.
@MainActor private func photoScene() -> (ManualClock, UIWindow, GestureSynthesizer, PhotoScrollView) {
  let controller = UIViewController()
  let photo = PhotoScrollView(
    frame: CGRect(x: 0, y: 101, width: 375, height: 566), imageSize: CGSize(width: 388, height: 640))
  controller.view.addSubview(photo)
  let (clock, window, gestures) = trialHost(controller)
  return (clock, window, gestures, photo)
}

@MainActor @Test func aZoomedImageViewCentredByItsFrameKeepsItsZoomedSize() {
  let (clock, window, _, photo) = photoScene()
  run(clock, window, 0.1)
  let fit: CGFloat = 566.0 / 640.0
  // The frame set while the image view is scaled is the scaled frame: its bounds stay the image's.
  #expect(abs(photo.imageView.bounds.width - 388) < 0.01)
  #expect(abs(photo.imageView.bounds.height - 640) < 0.01)
  #expect(abs(photo.imageView.frame.width - 388 * fit) < 0.01)
  #expect(abs(photo.imageView.frame.minX - (375 - 388 * fit) / 2) < 0.5)
  #expect(abs(photo.contentSize.width - 388 * fit) < 0.01)
  #expect(abs(photo.contentSize.height - 566) < 0.01)
}

@MainActor @Test func aDoubleTapZoomsACentredImageToTwiceItsFitAndBackOut() {
  let (clock, window, gestures, photo) = photoScene()
  run(clock, window, 0.1)
  let fit: CGFloat = 566.0 / 640.0
  let tap = CGPoint(x: 187.5, y: 384)
  gestures.tap(at: tap)
  run(clock, window, 0.1)
  gestures.tap(at: tap)
  run(clock, window, 1)
  #expect(abs(photo.zoomScale - 2 * fit) < 0.001)
  #expect(abs(photo.contentSize.width - 388 * 2 * fit) < 0.5)
  #expect(abs(photo.contentSize.height - 640 * 2 * fit) < 0.5)
  #expect(photo.imageView.frame.origin == .zero)
  #expect(abs(photo.imageView.bounds.width - 388) < 0.01)
  // The content is as tall as the zoomed image: a fling up rests at its end.
  gestures.fling(from: CGPoint(x: 187, y: 500), velocity: CGPoint(x: 0, y: -3000), distance: 100)
  run(clock, window, 3)
  #expect(abs(photo.contentOffset.y - (640 * 2 * fit - 566)) < 0.5)
  gestures.tap(at: tap)
  run(clock, window, 0.1)
  gestures.tap(at: tap)
  run(clock, window, 1)
  #expect(abs(photo.zoomScale - fit) < 0.001)
  #expect(abs(photo.imageView.frame.width - 388 * fit) < 0.5)
  #expect(abs(photo.imageView.frame.minX - (375 - 388 * fit) / 2) < 0.5)
  #expect(photo.zoomEnds.count == 2)
}

@MainActor @Test func aPinchPastTheLimitBouncesBackWithTheImageCentredByItsFrame() {
  let (clock, window, gestures, photo) = photoScene()
  run(clock, window, 0.1)
  let fit: CGFloat = 566.0 / 640.0
  gestures.pinch(center: CGPoint(x: 187.5, y: 384), fromSpan: 80, toSpan: 320, duration: 0.4)
  run(clock, window, 1)
  #expect(abs(photo.zoomScale - 3 * fit) < 0.001)
  #expect(abs(photo.contentSize.width - 388 * 3 * fit) < 0.5)
  #expect(abs(photo.imageView.frame.width - 388 * 3 * fit) < 0.5)
  #expect(photo.imageView.frame.origin == .zero)
}

@MainActor @Test func aScaledOrMovedViewTakesTheFrameItIsGiven() {
  let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
  scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
  scaled.frame = CGRect(x: 10, y: 20, width: 100, height: 60)
  #expect(scaled.bounds.size == CGSize(width: 50, height: 30))
  #expect(scaled.center == CGPoint(x: 60, y: 50))
  #expect(scaled.frame == CGRect(x: 10, y: 20, width: 100, height: 60))
  let moved = UIView(frame: .zero)
  moved.transform = CGAffineTransform(translationX: 30, y: 0)
  moved.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
  #expect(moved.bounds.size == CGSize(width: 40, height: 40))
  #expect(moved.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
  let flipped = UIView(frame: .zero)
  flipped.transform.d = -1
  flipped.frame = CGRect(x: 0, y: 20, width: 375, height: 597)
  #expect(flipped.center == CGPoint(x: 187.5, y: 318.5))
  #expect(flipped.bounds.size == CGSize(width: 375, height: 597))
}
