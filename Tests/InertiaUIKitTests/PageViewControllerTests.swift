import Foundation
import InertiaUIKit
import Testing

/// UIPageViewController with the scroll style, as book examples set it up: a data source that
/// makes pages on demand and counts them for the page control, swipes that turn pages, and a
/// delegate told of each turn.
@MainActor
@Suite struct PageViewControllerTests {
  final class NamePage: UIViewController {
    let name: String
    init(name: String) {
      self.name = name
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
  }

  final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let names = ["Manny", "Moe", "Jack"]
    var made = 0
    var pending: [String] = []
    var finished: [(previous: String, completed: Bool)] = []
    func page(_ index: Int) -> UIViewController? {
      guard names.indices.contains(index) else { return nil }
      made += 1
      return NamePage(name: names[index])
    }
    func index(of controller: UIViewController) -> Int {
      names.firstIndex(of: (controller as! NamePage).name)!
    }
    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController)
      -> UIViewController?
    { page(index(of: vc) - 1) }
    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController)
      -> UIViewController?
    { page(index(of: vc) + 1) }
    func presentationCount(for pvc: UIPageViewController) -> Int { names.count }
    func presentationIndex(for pvc: UIPageViewController) -> Int { index(of: pvc.viewControllers![0]) }
    func pageViewController(
      _ pvc: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
      pending += pendingViewControllers.map { ($0 as! NamePage).name }
    }
    func pageViewController(
      _ pvc: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController],
      transitionCompleted completed: Bool
    ) {
      self.finished.append(((previousViewControllers[0] as! NamePage).name, completed))
    }
  }

  private func makeScene() -> (UIWindow, GestureSynthesizer, ManualClock, UIPageViewController, Pages) {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: clock)
    let pages = Pages()
    let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pvc.setViewControllers([pages.page(0)!], direction: .forward, animated: false)
    pvc.dataSource = pages
    pvc.delegate = pages
    window.rootViewController = pvc
    window.layoutIfNeeded()
    return (window, GestureSynthesizer(window: window, clock: clock), clock, pvc, pages)
  }

  private func shownName(_ pvc: UIPageViewController) -> String? {
    (pvc.viewControllers?.first as? NamePage)?.name
  }

  @Test func theFirstPageShowsWithItsNextPageBesideItAndThePageControlBelow() {
    let (_, _, _, pvc, pages) = makeScene()
    #expect(shownName(pvc) == "Manny")
    #expect(pages.made == 2)
    let scroll = pvc.pagingScrollView
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480 - 26))
    // UIKit's queuing geometry: three pages long, resting on the middle one, the missing page
    // before taken off by a negative inset; each page's view in its slot's container.
    #expect(scroll.contentSize == CGSize(width: 960, height: 454) && scroll.contentOffset.x == 320)
    #expect(scroll.contentInset == UIEdgeInsets(top: 0, left: -320, bottom: 0, right: 0))
    #expect(pvc.children.count == 2 && pvc.children[1].view.superview?.frame.minX == 640)
    #expect(scroll.subviews[1].subviews.first === pvc.children[0].view)
    #expect(
      !pvc.pageControl.isHidden && pvc.pageControl.numberOfPages == 3 && pvc.pageControl.currentPage == 0)
    #expect(pvc.gestureRecognizers.isEmpty)
  }

  @Test func aSwipeTurnsToTheNextPageAndTellsTheDelegate() {
    let (_, gestures, clock, pvc, pages) = makeScene()
    gestures.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.15)
    clock.advance(by: 2)
    #expect(shownName(pvc) == "Moe")
    #expect(pages.pending == ["Moe"])
    #expect(pages.finished.count == 1 && pages.finished[0] == ("Manny", true))
    #expect(pvc.pageControl.currentPage == 1)
    // Both neighbours now sit beside Moe, and the scroll view rests on the middle page.
    #expect(pvc.pagingScrollView.contentSize.width == 960 && pvc.pagingScrollView.contentOffset.x == 320)
    #expect(pvc.children.map { ($0 as! NamePage).name }.sorted() == ["Jack", "Manny", "Moe"])
  }

  @Test func aShortSlowDragSnapsBackAndTheTurnIsNotCompleted() {
    let (_, gestures, clock, pvc, pages) = makeScene()
    gestures.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 260, y: 200), duration: 0.5, release: .stop)
    clock.advance(by: 2)
    #expect(shownName(pvc) == "Manny")
    #expect(pages.pending == ["Moe"])
    #expect(pages.finished.count == 1 && pages.finished[0] == ("Manny", false))
    #expect(abs(pvc.pagingScrollView.contentOffset.x - 320) < 0.5)
  }

  @Test func settingAPageInCodeShowsItWithItsNeighbours() {
    let (_, _, _, pvc, pages) = makeScene()
    var completed: Bool?
    pvc.setViewControllers([pages.page(2)!], direction: .forward, animated: true) { completed = $0 }
    #expect(completed == true && shownName(pvc) == "Jack")
    #expect(pvc.pageControl.currentPage == 2)
    #expect(pvc.pagingScrollView.contentSize.width == 960 && pvc.pagingScrollView.contentOffset.x == 320)
    #expect(pvc.pagingScrollView.contentInset.right == -320)
    #expect(pages.finished.isEmpty)
  }
}
