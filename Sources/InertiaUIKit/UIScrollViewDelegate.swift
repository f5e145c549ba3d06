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
  /// Default implementation: does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

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
