import Foundation
import InertiaUIKit
import Testing

/// The forty-ninth trial's behaviour, written as BmoViewPager (a pager over UIPageViewController
/// whose delegate proxy wraps whatever delegate its scroll view is given, found by key-value
/// observing of `delegate`, and which reads the queuing scroll view's geometry) and the smaller
/// idioms of BmoViewPager and DTPhotoViewerController write it.
@MainActor
@Suite struct FortyNinthTrialTests {
  /// BmoViewPager's proxy: takes the scroll view's place as its delegate and hands the rest on.
  private final class Proxy: NSObject, UIScrollViewDelegate {
    weak var forwardDelegate: UIScrollViewDelegate?
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrolls += 1
      forwardDelegate?.scrollViewDidScroll(scrollView)
    }
  }

  /// A delegate a program sets later.
  private final class Recorder: NSObject, UIScrollViewDelegate {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  }

  @Test func aBlockObservationOfTheDelegateWrapsEachNewOne() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 400)
    let proxy = Proxy()
    var reported: [String] = []
    let observation = scrollView.observe(\.delegate, options: [.new]) { scrollView, change in
      guard let newDelegate = change.newValue as? UIScrollViewDelegate else { return }
      reported.append("\(type(of: newDelegate))")
      if !(newDelegate is Proxy) {
        proxy.forwardDelegate = newDelegate
        scrollView.delegate = proxy
      }
    }
    scrollView.delegate = proxy
    let recorder = Recorder()
    scrollView.delegate = recorder
    #expect(scrollView.delegate === proxy && proxy.forwardDelegate === recorder)
    #expect(reported == ["Proxy", "Recorder", "Proxy"])
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    #expect(proxy.scrolls == 1 && recorder.scrolls == 1)
    observation.invalidate()
    scrollView.delegate = recorder
    #expect(scrollView.delegate === recorder && reported.count == 3)
  }

  /// A responder observing `delegate` by key path, as Objective-C era code does.
  private final class DelegateWatcher: UIView {
    var values: [String] = []
    override func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      values.append("\(keyPath ?? ""): \(change?[.newKey].map { "\(type(of: $0))" } ?? "nil")")
    }
  }

  @Test func aKeyPathObserverHearsOfANewDelegateOnce() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let watcher = DelegateWatcher()
    table.addObserver(watcher, forKeyPath: "delegate", options: [.new], context: nil)
    let recorder = Recorder()
    table.delegate = recorder
    table.delegate = recorder
    table.delegate = nil
    #expect(watcher.values == ["delegate: Recorder", "delegate: nil"])
    table.removeObserver(watcher, forKeyPath: "delegate")
  }

  /// Three pages, as BmoViewPager's page view controller gives them.
  private final class Pages: NSObject, UIPageViewControllerDataSource {
    let pages = (0..<3).map { _ in UIViewController() }
    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      pages.firstIndex(of: viewController).flatMap { $0 < 2 ? pages[$0 + 1] : nil }
    }
  }

  private func makePager() -> (UIPageViewController, Pages, UIScrollView, ManualClock, GestureSynthesizer) {
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let pages = Pages()
    pager.dataSource = pages
    pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
    let (clock, _, gestures) = trialHost(pager)
    let scroll = pager.view.subviews.compactMap { $0 as? UIScrollView }.first!
    return (pager, pages, scroll, clock, gestures)
  }

  @Test func theQueuingScrollViewRestsOnItsMiddlePageOnEveryPage() {
    let (pager, pages, scroll, clock, gestures) = makePager()
    #expect(scroll.contentSize == CGSize(width: 1125, height: 667) && scroll.contentOffset.x == 375)
    #expect(scroll.contentInset.left == -375 && scroll.contentInset.right == 0)
    #expect(scroll.subviews[1].subviews.first === pages.pages[0].view)
    #expect(scroll.subviews[2].subviews.first === pages.pages[1].view && scroll.subviews[0].subviews.isEmpty)
    gestures.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.3)
    clock.advance(by: 1)
    #expect(pager.viewControllers?.first === pages.pages[1] && scroll.contentOffset.x == 375)
    #expect(scroll.contentInset.left == 0 && scroll.subviews[1].subviews.first === pages.pages[1].view)
    #expect(scroll.subviews[0].subviews.first === pages.pages[0].view)
    gestures.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.3)
    clock.advance(by: 1)
    #expect(pager.viewControllers?.first === pages.pages[2] && scroll.contentOffset.x == 375)
    #expect(scroll.contentInset.right == -375 && scroll.subviews[2].subviews.isEmpty)
  }

  @Test func aPullBeforeTheFirstPageRubberBandsBackToTheMiddle() {
    let (pager, pages, scroll, clock, gestures) = makePager()
    var lowest = CGFloat.infinity
    let watch = clock.addDisplayLink { _ in lowest = min(lowest, scroll.contentOffset.x) }
    gestures.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5, release: .stop)
    clock.advance(by: 1)
    watch.invalidate()
    // Past the edge the offset follows the finger with resistance: less than the 190 points the
    // finger moved after its slop, and back to the resting page after the release.
    #expect(lowest < 375 && lowest > 185)
    #expect(scroll.contentOffset.x == 375 && pager.viewControllers?.first === pages.pages[0])
  }

  @Test func gradientLocationsAreNumbers() {
    let layer = CAGradientLayer()
    let fraction: Float = 0.25
    layer.locations = [0.0, NSNumber(value: fraction), NSNumber(value: 1 - fraction), 1.0]
    #expect(layer.locations?.map(\.doubleValue) == [0, 0.25, 0.75, 1])
  }

  @Test func threadMainIsTheMainThread() {
    // On the main queue (the main actor's), whichever thread drains it on Linux.
    #expect(Thread.current == .main && Thread.current == Thread.main)
  }

  /// BmoViewPager's title layer: a custom property animated by the animation its
  /// `action(forKey:)` returns.
  private final class PercentageLayer: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool {
      key == "percentage" ? true : super.needsDisplay(forKey: key)
    }
    override func action(forKey key: String) -> CAAction? {
      guard key == "percentage" else { return super.action(forKey: key) }
      let animation = CABasicAnimation(keyPath: key)
      animation.duration = 0.33
      return animation
    }
  }

  @Test func anAnimationGivenAsALayersActionAddsItselfWhenRun() {
    let layer = PercentageLayer()
    #expect(PercentageLayer.needsDisplay(forKey: "percentage") && !CALayer.needsDisplay(forKey: "percentage"))
    let action = layer.action(forKey: "percentage")
    action?.run(forKey: "percentage", object: layer, arguments: nil)
    #expect(layer.animation(forKey: "percentage")?.duration == 0.33)
    #expect(layer.action(forKey: "bounds") == nil)
  }

  @Test func swiftFourOneAlertAndAlignmentNamesAreTheCurrentTypes() {
    let style: UIAlertControllerStyle = .actionSheet
    let action: UIAlertActionStyle = .cancel
    let vertical: UIControlContentVerticalAlignment = .center
    let horizontal: UIControlContentHorizontalAlignment = .left
    let button = UIButton(frame: .zero)
    button.contentVerticalAlignment = vertical
    button.contentHorizontalAlignment = horizontal
    #expect(UIAlertController(title: nil, message: nil, preferredStyle: style).preferredStyle == .actionSheet)
    #expect(UIAlertAction(title: "Cancel", style: action, handler: nil).style == .cancel)
    #expect(button.contentVerticalAlignment == .center && button.contentHorizontalAlignment == .left)
  }

  /// DTPhotoViewerController's demo saves the photo shown from its action sheet.
  private final class Saver: UIViewController {
    var saved: [UIImage] = []
    func didSave(_ image: UIImage) { saved.append(image) }
  }

  @Test func savingToThePhotoAlbumKeepsTheImageAndCallsBackOnTheNextTurn() {
    let clock = ManualClock()
    UIWindow.appClock = clock
    let saver = Saver()
    let image = UIImage(systemName: "star")!
    let selector = Selector("image:didFinishSavingWithError:contextInfo:", target: saver, Saver.didSave(_:))
    UIImageWriteToSavedPhotosAlbum(image, saver, selector, nil)
    UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
    #expect(saver.saved.isEmpty)
    clock.advance(by: 0.1)
    #expect(saver.saved.count == 1 && saver.saved[0] === image)
  }
}
