import Foundation
import InertiaUIKit
import Testing

// The APIs the forty-fifth trial's program needed, used as it uses them: an overlay container
// asks whether a touch, given in some coordinate space, falls inside the overlay's view, and puts
// a proxy between a scroll view and its delegate that hands on what it does not implement.

@MainActor @Test func aPointInAnyCoordinateSpaceConvertsToAView() {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let container = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 567))
  let overlay = UIView(frame: CGRect(x: 10, y: 200, width: 355, height: 300))
  window.addSubview(container)
  container.addSubview(overlay)
  let space: UICoordinateSpace = container
  // As the container's delegate default does: convert, then test the overlay's bounds.
  let inside = space.convert(CGPoint(x: 20, y: 250), to: overlay)
  #expect(inside == CGPoint(x: 10, y: 50))
  #expect(overlay.bounds.contains(inside))
  #expect(!overlay.bounds.contains(space.convert(CGPoint(x: 20, y: 150), to: overlay)))
  #expect(overlay.convert(CGPoint(x: 20, y: 250), from: space) == CGPoint(x: 10, y: 50))
  #expect(space.convert(CGPoint(x: 20, y: 250), from: overlay) == CGPoint(x: 30, y: 450))
  // The screen's space: screen points, the window's offset counted.
  let screen: UICoordinateSpace = UIScreen.main.coordinateSpace
  #expect(screen.convert(CGPoint(x: 20, y: 400), to: overlay) == CGPoint(x: 10, y: 100))
  #expect(
    overlay.convert(CGRect(x: 0, y: 0, width: 5, height: 6), to: screen)
      == CGRect(x: 10, y: 300, width: 5, height: 6))
}

/// A proxy as the overlay container's, after the port made it a responder: it counts the scrolls
/// and hands every other delegate method to the delegate it replaced.
private final class CountingProxy: UIResponder, UIScrollViewDelegate {
  weak var original: UIScrollViewDelegate?
  var scrolls = 0
  override func responds(to aSelector: Selector) -> Bool {
    super.responds(to: aSelector) || original?.responds(to: aSelector) == true
  }
  override func forwardingTarget(for aSelector: Selector) -> Any? { original }
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrolls += 1
    original?.scrollViewDidScroll(scrollView)
  }
}

private final class RowsDelegate: NSObject, UITableViewDelegate, UITableViewDataSource {
  var scrolls = 0
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@MainActor @Test func aProxyBetweenATableAndItsDelegateHandsOnWhatItLacks() {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
  let rows = RowsDelegate()
  let proxy = CountingProxy()
  table.dataSource = rows
  table.delegate = rows
  proxy.original = table.delegate as? UIScrollViewDelegate
  table.delegate = proxy
  #expect(proxy.responds(to: "tableView:heightForRowAtIndexPath:"))
  #expect(!proxy.responds(to: "tableView:didSelectRowAtIndexPath:x"))
  table.layoutIfNeeded()
  // The row heights come from the delegate the proxy forwards to.
  #expect(table.contentSize.height == 1200)
  #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 120)
  table.contentOffset = CGPoint(x: 0, y: 40)
  #expect(proxy.scrolls >= 1)
  #expect(rows.scrolls == proxy.scrolls)
}

@MainActor @Test func aTableControllerIsKeptAsAUIKitScrollViewDelegate() {
  let controller = UITableViewController(style: .plain)
  let table = controller.tableView!
  let kept = table.delegate as? UIScrollViewDelegate
  #expect(kept === controller)
  let collection = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
  #expect((collection.collectionView.delegate as? UIScrollViewDelegate) === collection)
}

/// Holds the table where the drag left it, as the overlay container does while its overlay moves.
private final class HoldingProxy: UIResponder, UIScrollViewDelegate {
  var releases = 0
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    releases += 1
    scrollView.panGestureRecognizer.setTranslation(.zero, in: nil)
    targetContentOffset.pointee.y = 0
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if scrollView.isTracking { scrollView.contentOffset = .zero }
  }
}

@MainActor @Test func aProxysPointerTargetHoldsTheTableAfterARelease() {
  let rows = RowsDelegate()
  let root = UIViewController()
  let (clock, window, synth) = trialHost(root)
  let table = UITableView(frame: CGRect(x: 0, y: 100, width: 375, height: 500))
  table.dataSource = rows
  let proxy = HoldingProxy()
  table.delegate = proxy
  root.view.addSubview(table)
  window.layoutIfNeeded()
  synth.drag(from: CGPoint(x: 180, y: 500), to: CGPoint(x: 180, y: 300), duration: 0.3)
  for _ in 0..<90 {
    clock.advance(by: 1.0 / 60)
    window.layoutIfNeeded()
  }
  #expect(proxy.releases == 1)
  #expect(table.contentOffset.y == 0)
}

/// The overlay container keeps the animator it started after `startAnimation()` and compares it in
/// the completion: an animator that moves nothing completes on a later frame, as UIKit's.
@MainActor @Test func anAnimatorThatMovesNothingCompletesOnALaterFrame() {
  let clock = ManualClock(frameRate: 60)
  UIWindow.appClock = clock
  let spring = UISpringTimingParameters(mass: 1, stiffness: 400, damping: 30, initialVelocity: .zero)
  let animator: UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
  var last: UIViewImplicitlyAnimating?
  var matched: [Bool] = []
  animator.addCompletion { _ in matched.append(last === animator) }
  animator.startAnimation()
  last = animator
  #expect(matched.isEmpty)
  clock.advance(by: 1.0 / 60)
  #expect(matched == [true])
}
