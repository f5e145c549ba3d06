import Foundation
import InertiaUIKit
import Testing

/// The fifty-first trial's behaviour, written as BmoViewPager's delegate proxy reads once ported: a
/// responder that takes a scroll view's delegate place, keeps the program's delegate as
/// `weak var forwardDelegate: AnyObject?`, and asks it `responds(to:)` (`objectResponds(_:to:)`
/// after `inertia port`) before handing a message on; the classes carry the tables of their
/// Objective-C methods that `inertia port` writes (`class var objectiveCMethodNames`).
@MainActor
@Suite struct FiftyFirstTrialTests {
  /// The proxy, as BmoViewPager writes it (an NSObject made a responder by the port).
  fileprivate final class Proxy: UIResponder, UIScrollViewDelegate {
    class var objectiveCMethodNames: Set<String> { ["scrollViewDidScroll:"] }
    weak var forwardDelegate: AnyObject?
    var scrolls = 0

    override func forwardingTarget(for aSelector: Selector) -> Any? {
      if super.responds(to: aSelector) { return self }
      if let forward = forwardDelegate, objectResponds(forward, to: aSelector) { return forward }
      return super.forwardingTarget(for: aSelector)
    }

    override func responds(to aSelector: Selector) -> Bool {
      if super.responds(to: aSelector) { return true }
      if let forward = forwardDelegate { return objectResponds(forward, to: aSelector) }
      return false
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrolls += 1
      if let delegate = forwardDelegate, objectResponds(delegate, to: Selector("scrollViewDidScroll:")) {
        (delegate as? UIScrollViewDelegate)?.scrollViewDidScroll(scrollView)
      }
    }
  }

  /// A program's controller implementing two scroll view delegate methods.
  fileprivate final class ListController: UIViewController, UIScrollViewDelegate {
    class var objectiveCMethodNames: Set<String> {
      ["scrollViewDidScroll:", "scrollViewDidEndDecelerating:"]
    }
    var scrolls = 0
    var ends = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { ends += 1 }
  }

  /// A program's controller declaring only the start of a drag.
  fileprivate final class DraggingListController: UIViewController, UIScrollViewDelegate {
    class var objectiveCMethodNames: Set<String> { ["scrollViewWillBeginDragging:"] }
    var drags = 0
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { drags += 1 }
  }

  /// A delegate of its own that is no responder (an NSObject in the program).
  fileprivate class Listener: NSObject, UIScrollViewDelegate {
    class var objectiveCMethodNames: Set<String> { ["scrollViewDidEndDragging:willDecelerate:"] }
    var released: [Bool] = []
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      released.append(decelerate)
    }
  }

  fileprivate final class LoudListener: Listener {
    override class var objectiveCMethodNames: Set<String> {
      super.objectiveCMethodNames.union(["scrollViewDidScroll:", "tableView:cellForRowAtIndexPath:"])
    }
  }

  @Test func anObjectAnswersForTheMethodsItsClassDeclares() {
    let controller = ListController()
    #expect(objectResponds(controller, to: Selector("scrollViewDidEndDecelerating:")))
    #expect(!objectResponds(controller, to: Selector("scrollViewWillBeginDragging:")))
    let listener = Listener()
    #expect(objectResponds(listener, to: Selector("scrollViewDidEndDragging:willDecelerate:")))
    #expect(!objectResponds(listener, to: Selector("scrollViewDidScroll:")))
    // NSObject's own methods, as every NSObject answers them.
    #expect(objectResponds(listener, to: Selector("description")) && objectResponds(listener, to: "isEqual:"))
    let loud = LoudListener()
    #expect(
      objectResponds(loud, to: "scrollViewDidScroll:")
        && objectResponds(loud, to: "tableView:cellForRowAtIndexPath:"))
    #expect(objectResponds(loud, to: "scrollViewDidEndDragging:willDecelerate:"))
    #expect(!objectResponds(nil, to: "scrollViewDidScroll:"))
  }

  @Test func aResponderAnswersForItsBoundActionsAndItsOverride() {
    let view = UIView()
    #expect(!objectResponds(view, to: "refresh:"))
    view.actionHandlers["refresh:"] = { _, _ in }
    #expect(objectResponds(view, to: "refresh:"))
    let proxy = Proxy()
    let controller = ListController()
    proxy.forwardDelegate = controller
    // The proxy's own method, then its forward delegate's through its override of responds(to:).
    #expect(
      proxy.responds(to: "scrollViewDidScroll:") && objectResponds(proxy, to: "scrollViewDidEndDecelerating:")
    )
    #expect(!objectResponds(proxy, to: "scrollViewWillBeginDragging:"))
    #expect(proxy.forwardingTarget(for: "scrollViewDidEndDecelerating:") as AnyObject? === controller)
    #expect(proxy.forwardingTarget(for: "scrollViewDidScroll:") as AnyObject? === proxy)
    #expect(proxy.forwardingTarget(for: "scrollViewWillBeginDragging:") == nil)
  }

  /// A 300 x 300 scroll view over 1,500 points of content, in a window, with the proxy as its
  /// delegate.
  private func makeScroller(forwardingTo forward: AnyObject) -> (
    UIScrollView, Proxy, ManualClock, GestureSynthesizer
  ) {
    let root = UIViewController()
    let (clock, window, gestures) = trialHost(root)
    UIWindow.appClock = clock
    _ = window
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 20, width: 300, height: 300))
    scrollView.contentSize = CGSize(width: 300, height: 1500)
    root.view.addSubview(scrollView)
    let proxy = Proxy()
    proxy.forwardDelegate = forward
    scrollView.delegate = proxy
    return (scrollView, proxy, clock, gestures)
  }

  @Test func aFlingReachesTheForwardDelegateOnlyForTheMethodsItDeclares() {
    let controller = ListController()
    let (scrollView, proxy, clock, gestures) = makeScroller(forwardingTo: controller)
    gestures.fling(from: CGPoint(x: 150, y: 300), velocity: CGPoint(x: 0, y: -1000), distance: 150)
    clock.advance(by: 4)
    // Every scroll went through the proxy's own method and on to the controller; the end of the
    // deceleration, which the proxy lacks, went to its forwarding target.
    #expect(proxy.scrolls > 10 && controller.scrolls == proxy.scrolls)
    #expect(controller.ends == 1)
    #expect(scrollView.contentOffset.y > 150 && !scrollView.isDecelerating)
  }

  @Test func aForwardDelegateDeclaringNothingHearsNothing() {
    let dragging = DraggingListController()
    let (_, proxy, clock, gestures) = makeScroller(forwardingTo: dragging)
    gestures.drag(from: CGPoint(x: 150, y: 280), to: CGPoint(x: 150, y: 120), duration: 0.3)
    clock.advance(by: 3)
    // The drag's start is declared and forwarded; the controller has no scrollViewDidScroll, so
    // the proxy's check keeps it from being called (it would be UIKit's default, doing nothing).
    #expect(dragging.drags == 1 && proxy.scrolls > 0)
    #expect(!objectResponds(dragging, to: "scrollViewDidScroll:"))
  }

  @Test func aListenerThatIsNoResponderGetsTheReleaseThroughTheProxy() {
    let listener = LoudListener()
    let (_, proxy, clock, gestures) = makeScroller(forwardingTo: listener)
    gestures.drag(from: CGPoint(x: 150, y: 280), to: CGPoint(x: 150, y: 120), duration: 0.3, release: .stop)
    clock.advance(by: 2)
    gestures.fling(from: CGPoint(x: 150, y: 280), velocity: CGPoint(x: 0, y: -800), distance: 100)
    clock.advance(by: 4)
    // The scroll view holds its delegate weakly, as UIKit does: the proxy is kept here.
    #expect(listener.released == [false, true] && proxy.scrolls > 0)
  }
}

extension FiftyFirstTrialTests {
  /// BmoViewPager's title layer as `inertia port` leaves its `@NSManaged var percentage`.
  fileprivate final class PercentageLayer: CALayer {
    var percentage: CGFloat {
      get { value(forKey: "percentage") as? CGFloat ?? CGFloat() }
      set { setValue(newValue, forKey: "percentage") }
    }
  }

  @Test func aManagedLayerPropertyReadsZeroUntilSetAndKeepsItsValueByKey() {
    let layer = PercentageLayer()
    #expect(layer.percentage == 0)
    layer.percentage = 1.5
    #expect(layer.percentage == 1.5 && layer.value(forKey: "percentage") as? CGFloat == 1.5)
  }

  /// MMBannerLayout's attributes, found again in the list it keeps.
  fileprivate final class BannerAttributes: UICollectionViewLayoutAttributes {}

  @Test func layoutAttributesAreFoundByEqualityAsNSObjects() {
    let list = (0..<3).map { BannerAttributes(forCellWith: IndexPath(item: $0, section: 0)) }
    list[1].frame = CGRect(x: 185, y: 40, width: 175, height: 120)
    #expect(list.firstIndex(of: list[1]) == 1)
    let copy = list[1].copy() as! BannerAttributes
    #expect(copy == list[1] && Set(list + [copy]).count == 3)
    copy.alpha = 0.4
    #expect(copy != list[1])
  }
}

extension FiftyFirstTrialTests.ListController: ObjectiveCMethodDeclaring {}
extension FiftyFirstTrialTests.DraggingListController: ObjectiveCMethodDeclaring {}
extension FiftyFirstTrialTests.Listener: ObjectiveCMethodDeclaring {}
extension FiftyFirstTrialTests.Proxy: ObjectiveCMethodDeclaring {}
