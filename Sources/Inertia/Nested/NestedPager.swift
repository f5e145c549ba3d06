import Foundation

/// A collapsing header over a horizontal pager of vertical lists (a profile page, a store, a feed
/// with tabs): the outer vertical scroll view holds the header and the pager; the pager's visible
/// page is the inner end of a vertical chain with the outer view.
///
/// Only the visible page takes part in vertical nesting: the others keep their own offsets. When
/// the page changes, the header stays where it is and the new page's list keeps its own offset,
/// clamped into its range so no blank gap shows. With a pinned height the header collapses to that
/// height (a tab bar stays): the pager is the outer view's height minus the pinned height, and the
/// outer content ends with the pager. A gesture's axis is decided once at the slop, so a
/// horizontal drag moves the pager only.
///
/// The pager view keeps its `NestedPager` alive; the pager holds its views weakly.
///
/// See also: ``NestedScrollCoordinator``, ``NestedScrollPolicy``.
@preconcurrency @MainActor
public final class NestedPager {
  /// The vertical chain of the outer view and the visible page.
  public let coordinator: NestedScrollCoordinator
  /// The outer vertical scroll view (header and pager).
  public var outer: ScrollView? { coordinator.outer }
  /// The horizontal paging scroll view.
  public private(set) weak var pager: ScrollView?
  private let pageViews: [WeakScrollView]
  /// The height the header collapses to, or nil to keep the scene's own geometry.
  public let pinnedHeight: CGFloat?
  /// The index of the page that takes part in vertical nesting.
  public private(set) var currentPage = 0

  /// Couples `outer`, the paging scroll view `pager` inside it and its `pages` (one vertical list
  /// per page, in page order) under `policy`.
  public init(
    outer: ScrollView, pager: ScrollView, pages: [ScrollView], pinnedHeight: CGFloat? = nil,
    policy: NestedScrollPolicy = .collapsingHeader
  ) {
    self.pager = pager
    self.pageViews = pages.map(WeakScrollView.init)
    self.pinnedHeight = pinnedHeight.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    let first = pages.first.map { [outer, $0] } ?? [outer]
    coordinator = NestedScrollCoordinator(chain: first, axis: .vertical, policies: [policy])
    pager.coupling = self
    applyPinnedLayout()
    currentPage = visiblePage
  }

  /// The pages, in page order.
  public var pages: [ScrollView] { pageViews.compactMap(\.view) }

  /// The page whose area covers most of the pager now.
  var visiblePage: Int {
    guard let pager, pager.bounds.width > 0, !pageViews.isEmpty else { return 0 }
    let page = ((pager.preciseOffset.x - pager.minimumOffset.x) / pager.bounds.width).rounded()
    guard page.isFinite else { return 0 }
    // Clamped before the conversion: an offset written far outside the range is a valid input.
    return Int(min(max(page, 0), CGFloat(pageViews.count - 1)))
  }

  /// Sizes the pager and the pages to the outer view's height minus the pinned height and ends the
  /// outer content with the pager.
  func applyPinnedLayout() {
    guard let pinnedHeight, let outer, let pager else { return }
    let height = max(outer.bounds.height - pinnedHeight, 0)
    pager.frame.size.height = height
    for page in pages where page.superview === pager { page.frame.size.height = height }
    pager.contentSize.height = pager.contentSize.height > 0 ? height : pager.contentSize.height
    outer.contentSize = CGSize(
      width: max(outer.contentSize.width, pager.frame.maxX), height: pager.frame.maxY)
  }

  /// The pager moved: the page that now shows becomes the chain's inner end.
  func pagerDidScroll() {
    let page = visiblePage
    guard page != currentPage, page < pageViews.count, let view = pageViews[page].view else { return }
    currentPage = page
    coordinator.replaceInnermost(with: view)
  }
}

extension NestedPager: ScrollCoupling {
  func coupledViewDidScroll() { pagerDidScroll() }
}
