import Foundation
import InertiaCairo
import Testing

@testable import Inertia

/// UIPageControl's pages, taps, deferred display, size and drawing.
@MainActor
@Suite struct PageControlTests {
  private func make(pages: Int) -> (TestScene, PageControl, () -> [Int]) {
    let scene = TestScene()
    let control = PageControl(frame: CGRect(x: 95, y: 700, width: 200, height: 26))
    control.numberOfPages = pages
    scene.window.addSubview(control)
    var changes: [Int] = []
    control.addAction(ControlAction { _, _, _ in changes.append(control.currentPage) }, for: .valueChanged)
    return (scene, control, { changes })
  }

  @Test func currentPageIsPinnedToThePages() {
    let control = PageControl()
    #expect(control.numberOfPages == 0 && control.currentPage == 0)
    control.numberOfPages = 5
    control.currentPage = 9
    #expect(control.currentPage == 4)
    control.currentPage = -3
    #expect(control.currentPage == 0)
    control.currentPage = 4
    control.numberOfPages = 3
    #expect(control.currentPage == 2 && control.displayedPage == 2)
    control.numberOfPages = -1
    #expect(control.numberOfPages == 0 && control.currentPage == 0)
  }

  @Test func aTapRightOfTheCurrentDotGoesOnePageOnAndLeftGoesBack() {
    let (scene, control, changes) = make(pages: 5)
    // Dots at 95 + 100 - 32, 16 apart: 163, 179, 195, 211, 227 in window x.
    #expect(control.indicatorCenter(forPage: 0).x == 68)
    scene.gestures.tap(at: CGPoint(x: 280, y: 713))
    scene.gestures.tap(at: CGPoint(x: 280, y: 713))
    #expect(control.currentPage == 2 && changes() == [1, 2])
    scene.gestures.tap(at: CGPoint(x: 100, y: 713))
    #expect(control.currentPage == 1 && changes() == [1, 2, 1])
    // At the first page a tap on the leading side changes nothing and sends nothing.
    scene.gestures.tap(at: CGPoint(x: 100, y: 713))
    scene.gestures.tap(at: CGPoint(x: 100, y: 713))
    #expect(control.currentPage == 0 && changes() == [1, 2, 1, 0])
  }

  @Test func deferredDisplayWaitsForUpdateCurrentPageDisplay() {
    let (scene, control, changes) = make(pages: 3)
    control.defersCurrentPageDisplay = true
    scene.gestures.tap(at: CGPoint(x: 280, y: 713))
    #expect(control.currentPage == 1 && control.displayedPage == 0 && changes() == [1])
    control.updateCurrentPageDisplay()
    #expect(control.displayedPage == 1)
    // Setting the page directly always shows it at once.
    control.currentPage = 2
    #expect(control.displayedPage == 2)
  }

  @Test func sizeForPagesAndSinglePageHiding() {
    let control = PageControl()
    #expect(control.size(forNumberOfPages: 5) == CGSize(width: 4 * 16 + 7 + 16, height: 26))
    #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
    control.numberOfPages = 3
    #expect(control.intrinsicContentSize == control.size(forNumberOfPages: 3))
    control.numberOfPages = 1
    #expect(control.showsIndicators)
    control.hidesForSinglePage = true
    #expect(!control.showsIndicators && control.visiblePages.isEmpty)
    #expect(control.accessibilityValue == "page 1 of 1")
  }

  @Test func aMillionPagesDrawOnlyTheDotsInsideTheBounds() {
    let control = PageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
    control.numberOfPages = 1_000_000
    control.currentPage = 500_000
    let pages = control.visiblePages
    #expect(pages.count == 12 && pages.contains(499_999) && pages.contains(500_000))
    for page in [pages.lowerBound, pages.upperBound - 1] {
      let x = control.indicatorCenter(forPage: page).x
      #expect(x >= -3.5 && x <= 203.5)
    }
    control.numberOfPages = Int.max
    #expect(control.visiblePages.count <= 14)
  }

  @Test func theCurrentDotIsDrawnInItsColour() throws {
    let window = Window(size: CGSize(width: 200, height: 26), scale: 1, clock: ManualClock())
    window.backgroundColor = .white
    let control = PageControl(frame: window.bounds)
    control.numberOfPages = 3
    control.currentPage = 1
    control.currentPageIndicatorTintColor = .systemBlue
    control.pageIndicatorTintColor = Color(white: 0)
    window.addSubview(control)
    let canvas = try ViewRenderer.render(window: window)
    let current = canvas.pixel(x: 100, y: 13)
    #expect(current.red < 0.1 && current.blue > 0.9)
    let other = canvas.pixel(x: 84, y: 13)
    #expect(other.red < 0.1 && other.green < 0.1 && other.blue < 0.1)
    let gap = canvas.pixel(x: 92, y: 13)
    #expect(gap.red > 0.95 && gap.green > 0.95)
  }
}
