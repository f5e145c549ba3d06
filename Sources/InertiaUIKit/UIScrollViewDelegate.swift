import Inertia

/// UIScrollViewDelegate as UIKit spells it: ``Inertia/ScrollViewDelegate`` plus the pointer form of
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`. Implement either form; the
/// pointer form receives the same target the scroll view uses, and writes through it land.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: ScrollViewDelegate {
  /// The drag ends; set `targetContentOffset.pointee` to change where deceleration stops.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
}

extension UIScrollViewDelegate {
  /// Default implementation: hands the call to the delegate's forwarding target, if it has one
  /// adopting ``Inertia/ScrollViewDelegate`` (see ``Inertia/ForwardedSelectors``); else does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    let selector: Selector = "scrollViewWillEndDragging:withVelocity:targetContentOffset:"
    guard let responder = self as? Responder,
      let target = responder.forwardingTarget(for: selector) as? any ScrollViewDelegate, target !== self
    else { return }
    target.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset.pointee)
  }

  /// Forwards Inertia's `inout` form to UIKit's pointer form.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    withUnsafeMutablePointer(to: &targetContentOffset) { pointer in
      scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: pointer)
    }
  }
}

/// UITableViewDelegate as UIKit spells it: ``Inertia/TableViewDelegate`` refined by
/// ``UIScrollViewDelegate``, so a table's delegate also gets UIKit's scroll-view spellings.
@preconcurrency @MainActor
public protocol UITableViewDelegate: TableViewDelegate, UIScrollViewDelegate {}

/// A table controller is its table's delegate, and on iOS every scroll view delegate is a
/// UIScrollViewDelegate: code that keeps a table's delegate as `UIScrollViewDelegate?` (a proxy
/// standing between the table and its delegate, as an overlay container's) keeps the controller.
extension TableViewController: UIScrollViewDelegate {}

/// A collection controller is its collection's delegate, a UIScrollViewDelegate as on iOS.
extension CollectionViewController: UIScrollViewDelegate {}
