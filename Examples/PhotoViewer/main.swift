// A photo viewer: swipe between photos (a paging scroll view), pinch to zoom one (a zooming scroll
// view per page), double-tap to zoom in at the tap and again to zoom out.
//
//   swift run photo-viewer              a window when a display exists
//   swift run photo-viewer --headless   a scripted tour written as PNGs into photo-viewer-output/
import ExampleSupport
import Foundation
import Inertia

@MainActor
final class PhotoViewer: Example, ScrollViewDelegate {
  static let name = "photo-viewer"
  let pager: ScrollView
  private(set) var pages: [ScrollView] = []
  private var photos: [ObjectIdentifier: View] = [:]

  init(container: View) {
    let size = container.bounds.size
    pager = ScrollView(frame: container.bounds)
    pager.isPagingEnabled = true
    pager.contentInsetAdjustmentBehavior = .never
    pager.backgroundColor = Color(white: 0.08)
    let colors: [Color] = [
      Color(red: 1, green: 0.58, blue: 0), .systemBlue, .systemGreen, Color(red: 1, green: 0.18, blue: 0.33),
    ]
    for (index, color) in colors.enumerated() {
      // Each page is its own scroll view, so each photo zooms on its own.
      let page = ScrollView(
        frame: CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height))
      page.contentInsetAdjustmentBehavior = .never
      page.minimumZoomScale = 1
      page.maximumZoomScale = 4
      page.contentSize = size
      let photo = Self.photo(size: size, color: color, number: index + 1)
      page.addSubview(photo)
      photos[ObjectIdentifier(page)] = photo
      page.delegate = self
      let doubleTap = TapGestureRecognizer { [weak page] recognizer in
        guard let page, recognizer.state == .ended else { return }
        Self.toggleZoom(page, at: recognizer.location(in: page))
      }
      doubleTap.numberOfTapsRequired = 2
      page.addGestureRecognizer(doubleTap)
      pager.addSubview(page)
      pages.append(page)
    }
    pager.contentSize = CGSize(width: size.width * CGFloat(colors.count), height: size.height)
    container.addSubview(pager)
  }

  /// A "photo": a coloured frame with a grid of tiles, so zooming shows.
  static func photo(size: CGSize, color: Color, number: Int) -> View {
    let photo = View(frame: CGRect(origin: .zero, size: size))
    let picture = View(frame: CGRect(x: 0, y: size.height / 2 - 180, width: size.width, height: 360))
    picture.backgroundColor = color
    for row in 0..<6 {
      for column in 0..<6 {
        let tile = View(frame: CGRect(x: 10 + column * 62, y: 10 + row * 57, width: 52, height: 47))
        tile.backgroundColor = Color(white: 1, alpha: (row + column) % 2 == 0 ? 0.35 : 0.15)
        tile.layer.cornerRadius = 6
        picture.addSubview(tile)
      }
    }
    photo.addSubview(picture)
    photo.addSubview(Label(frame: CGRect(x: 20, y: 60, width: 200, height: 30), text: "Photo \(number)"))
    return photo
  }

  /// Zooms 2.5× around `point` (in the page), or back out when already zoomed.
  static func toggleZoom(_ page: ScrollView, at point: CGPoint) {
    if page.zoomScale > page.minimumZoomScale {
      page.setZoomScale(page.minimumZoomScale, animated: true)
      return
    }
    let scale: CGFloat = 2.5
    let size = CGSize(width: page.bounds.width / scale, height: page.bounds.height / scale)
    let inPhoto = CGPoint(x: point.x / page.zoomScale, y: point.y / page.zoomScale)
    page.zoom(
      to: CGRect(
        x: inPhoto.x - size.width / 2, y: inPhoto.y - size.height / 2, width: size.width, height: size.height),
      animated: true)
  }

  func viewForZooming(in scrollView: ScrollView) -> View? { photos[ObjectIdentifier(scrollView)] }

  var currentPage: Int { Int((pager.contentOffset.x / max(pager.bounds.width, 1)).rounded()) }

  func tour(_ tour: Tour) throws {
    try tour.snapshot("first-photo", "photo 1")
    tour.gestures.fling(from: CGPoint(x: 320, y: 420), velocity: CGPoint(x: -1200, y: 0), distance: 80)
    tour.wait(1)
    try tour.snapshot("swiped", "a swipe turns to photo \(currentPage + 1)")
    let page = pages[currentPage]
    tour.gestures.tap(at: CGPoint(x: 120, y: 380))
    tour.wait(0.1)
    tour.gestures.tap(at: CGPoint(x: 120, y: 380))
    tour.wait(1)
    try tour.snapshot("double-tap", String(format: "a double-tap zooms to %.1f×", page.zoomScale))
    tour.gestures.pinch(center: CGPoint(x: 195, y: 420), fromSpan: 300, toSpan: 120, duration: 0.4)
    tour.wait(1)
    try tour.snapshot("pinched", String(format: "a pinch zooms back to %.1f×", page.zoomScale))
  }
}

exit(MainActor.assumeIsolated { ExampleApp.main(PhotoViewer.self) })
