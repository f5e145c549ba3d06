import Foundation

/// Gives a ``PageViewController`` the pages around the one shown, like
/// UIPageViewControllerDataSource.
@preconcurrency @MainActor
public protocol PageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or nil at the first page.
  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  )
    -> ViewController?
  /// The page after `viewController`, or nil at the last page.
  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  )
    -> ViewController?
  /// The number of dots of the page control. Default 0: no page control (UIKit shows one only
  /// when the data source implements this and ``presentationIndex(for:)``).
  func presentationCount(for pageViewController: PageViewController) -> Int
  /// The dot of the page shown. Default 0.
  func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
  /// Default implementation: 0, no page control.
  public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
  /// Default implementation: 0.
  public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Told about page turns by the user, like UIPageViewControllerDelegate.
@preconcurrency @MainActor
public protocol PageViewControllerDelegate: AnyObject {
  /// A drag started turning towards `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
  /// The turn ended: `completed` is false when the drag snapped back to the page it left.
  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
  /// Default implementation: does nothing.
  public func pageViewController(
    _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
  ) {}
  /// Default implementation: does nothing.
  public func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool
  ) {}
}

/// Pages of view controllers turned by swiping, like UIPageViewController with the `.scroll`
/// transition: the page shown and its neighbours (asked of the ``dataSource``) sit side by side in
/// a paging scroll view; a swipe settles on a neighbour, which becomes the page shown, and the
/// ``delegate`` hears of it. At the first and last pages the scroll view bounces.
///
/// The scroll view is laid out as UIKit's queuing scroll view, which programs read: three pages
/// long, resting on the middle one (offset one page plus the spacing) on every page, the first
/// included; its subviews start with three containers, before, shown and after, each holding its
/// page's view (`scrollView.subviews[1].subviews.first` is the page shown); a missing neighbour
/// gives that side a negative content inset of one page, so the view rests and bounces there.
///
/// When the data source's ``PageViewControllerDataSource/presentationCount(for:)`` is above 0, a
/// ``PageControl`` shows the dots along the bottom, below the pages. `.pageCurl` turns pages the
/// same way (no curl is drawn). Page views are children of this controller while they are the page
/// shown or a neighbour.
@preconcurrency @MainActor
open class PageViewController: ViewController {
  /// Makes a `PageViewController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { PageViewController() }

  /// How pages turn.
  public enum TransitionStyle: Int, Sendable {
    /// A page curl (turns like `.scroll` here).
    case pageCurl
    /// Pages side by side in a scroll view.
    case scroll
  }
  /// The axis pages follow each other along.
  public enum NavigationOrientation: Int, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }
  /// Which way ``setViewControllers(_:direction:animated:completion:)`` turns.
  public enum NavigationDirection: Int, Sendable {
    /// To a later page.
    case forward
    /// To an earlier page.
    case reverse
  }
  /// Keys of the options dictionary.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The space between pages (a number of points) of the `.scroll` style.
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    /// The spine location of the `.pageCurl` style (recorded only).
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The key's name.
    public let rawValue: String
    /// Creates a key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// How pages turn.
  public let transitionStyle: TransitionStyle
  /// The axis pages follow each other along.
  public let navigationOrientation: NavigationOrientation
  /// The space between pages, from the options (0 by default; negative or non-finite is 0).
  public let interPageSpacing: CGFloat
  /// Gives the neighbours of the page shown (held weakly).
  open weak var dataSource: PageViewControllerDataSource? {
    didSet { if isViewLoaded { reloadNeighbours() } }
  }
  /// Hears of page turns (held weakly).
  open weak var delegate: PageViewControllerDelegate?
  /// Whether pages have backs (recorded only).
  open var isDoubleSided = false
  /// The page shown, in an array as UIKit gives it; nil before any is set.
  public var viewControllers: [ViewController]? { current.map { [$0] } }
  /// The recognizers that turn pages: empty for the scroll style, as in UIKit (the scroll view's
  /// own pan turns them).
  public var gestureRecognizers: [GestureRecognizer] { [] }

  /// The paging scroll view the pages sit in (package: UIKit's is private, and subclasses declare
  /// their own `pageControl` or scroll view).
  package let pagingScrollView: ScrollView = PagingScrollView()
  /// The dots shown below the pages when the data source gives a presentation count.
  package let pageControl = PageControl()
  private var current: ViewController?
  private var before: ViewController?
  private var after: ViewController?
  /// The containers of the pages before, shown and after, in the scroll view's subviews in that
  /// order, as UIKit's queuing scroll view keeps them.
  private let slotViews = [View(), View(), View()]
  private var pendingTurn = false

  /// Creates a page view controller; `options` may give ``OptionsKey/interPageSpacing``.
  public init(
    transitionStyle: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    self.transitionStyle = transitionStyle
    self.navigationOrientation = navigationOrientation
    let spacing =
      (options?[.interPageSpacing] as? CGFloat) ?? CGFloat((options?[.interPageSpacing] as? Double) ?? 0)
    interPageSpacing = spacing.isFinite ? max(spacing, 0) : 0
    super.init(nibName: nil, bundle: nil)
  }

  /// There are no archives here: returns nil.
  public required init?(coder: NSCoder) { nil }

  /// A page-curl, horizontal page view controller, as UIKit's `init()` makes one: it calls
  /// ``init(transitionStyle:navigationOrientation:options:)``, so a subclass overriding that
  /// initializer (to choose `.scroll` whatever it is asked) is made by `Subclass()` as on iOS.
  public convenience init() {
    self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
  }

  /// Adds the paging scroll view and the page control.
  open override func viewDidLoad() {
    super.viewDidLoad()
    pagingScrollView.isPagingEnabled = true
    pagingScrollView.showsHorizontalScrollIndicator = false
    pagingScrollView.showsVerticalScrollIndicator = false
    pagingScrollView.contentInsetAdjustmentBehavior = .never
    (pagingScrollView as? PagingScrollView)?.owner = self
    view.addSubview(pagingScrollView)
    for slot in slotViews { pagingScrollView.addSubview(slot) }
    pageControl.isUserInteractionEnabled = false
    view.addSubview(pageControl)
    reloadNeighbours()
  }

  /// Lays out the pages and the page control in the view.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutPages()
  }

  /// Shows `viewControllers[0]` as the page (the other entries are ignored: one page at a time),
  /// asks the data source for its neighbours again, then calls `completion` with true. The new
  /// page shows at once, animated or not.
  open func setViewControllers(
    _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let page = viewControllers?.first else {
      completion?(false)
      return
    }
    current = page
    if isViewLoaded { reloadNeighbours() }
    completion?(true)
    // UIKit asks for the neighbours when its scroll view needs them, after the completion: a data
    // source that learns its index there (Pageboy's) answers only then.
    if isViewLoaded, current === page, before == nil || after == nil { reloadNeighbours() }
  }

  // MARK: Pages

  private var pageSlots: [ViewController] { [before, current, after].compactMap { $0 } }

  private func reloadNeighbours() {
    if let current, let dataSource {
      before = dataSource.pageViewController(self, viewControllerBefore: current)
      after = dataSource.pageViewController(self, viewControllerAfter: current)
    } else {
      before = nil
      after = nil
    }
    let slots = pageSlots
    for page in children where !slots.contains(where: { $0 === page }) {
      page.willMove(toParent: nil)
      page.viewIfLoaded?.removeFromSuperview()
      page.removeFromParent()
    }
    for (index, page) in [before, current, after].enumerated() {
      guard let page else { continue }
      let adding = page.parent !== self
      if adding { addChild(page) }
      if page.view.superview !== slotViews[index] { slotViews[index].addSubview(page.view) }
      if adding { page.didMove(toParent: self) }
    }
    updatePageControl()
    view.setNeedsLayout()
    layoutPages()
  }

  private func updatePageControl() {
    let count = dataSource?.presentationCount(for: self) ?? 0
    pageControl.isHidden = count <= 0
    pageControl.numberOfPages = max(count, 0)
    if count > 0 { pageControl.currentPage = dataSource?.presentationIndex(for: self) ?? 0 }
  }

  private func layoutPages() {
    guard isViewLoaded else { return }
    let bounds = view.bounds
    let dots = pageControl.isHidden ? 0 : PageControl.standardHeight + view.safeAreaInsets.bottom
    pagingScrollView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - dots, 0))
    pageControl.frame = CGRect(x: 0, y: bounds.height - dots, width: bounds.width, height: dots)
    let horizontal = navigationOrientation == .horizontal
    let page = pagingScrollView.bounds.size
    let spacing = interPageSpacing
    let stride = (horizontal ? page.width : page.height) + spacing
    for (index, slot) in slotViews.enumerated() {
      let step = CGFloat(index) * stride + spacing / 2
      slot.frame = CGRect(origin: horizontal ? CGPoint(x: step, y: 0) : CGPoint(x: 0, y: step), size: page)
    }
    for (index, controller) in [before, current, after].enumerated() {
      if let controller, controller.view.superview === slotViews[index] {
        controller.view.frame = slotViews[index].bounds
      }
    }
    pagingScrollView.contentSize =
      horizontal
      ? CGSize(width: 3 * stride, height: page.height) : CGSize(width: page.width, height: 3 * stride)
    let (leading, trailing) = (before == nil ? -stride : 0, after == nil ? -stride : 0)
    pagingScrollView.contentInset =
      horizontal
      ? EdgeInsets(top: 0, left: leading, bottom: 0, right: trailing)
      : EdgeInsets(top: leading, left: 0, bottom: trailing, right: 0)
    guard !pagingScrollView.isDragging, !pagingScrollView.isDecelerating else { return }
    pagingScrollView.contentOffset = horizontal ? CGPoint(x: stride, y: 0) : CGPoint(x: 0, y: stride)
  }

  private var pageStride: CGFloat {
    let size = pagingScrollView.bounds.size
    return (navigationOrientation == .horizontal ? size.width : size.height) + interPageSpacing
  }

  private func offsetAlongAxis(_ scrollView: ScrollView) -> CGFloat {
    navigationOrientation == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
  }

  /// Makes the page the scroll view settled on the page shown, telling the delegate.
  private func settle() {
    guard pageStride > 0, let shown = current else { return }
    let slot = Int((offsetAlongAxis(pagingScrollView) / pageStride).rounded())
    let slots = [before, current, after]
    let target = (slots.indices.contains(slot) ? slots[slot] : nil) ?? shown
    let turned = target !== shown
    if turned {
      current = target
      reloadNeighbours()
    }
    if pendingTurn || turned {
      pendingTurn = false
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: [shown], transitionCompleted: turned)
    }
  }

  // MARK: The paging scroll view's delegate (PagingScrollDelegate)

  /// Tells the delegate of the page a drag starts turning towards.
  fileprivate func pagingScrollViewDidScroll(_ scrollView: ScrollView) {
    guard scrollView.isDragging, !pendingTurn, pageStride > 0 else { return }
    let moved = offsetAlongAxis(scrollView) - pageStride
    guard let pending = moved > 0 ? after : moved < 0 ? before : nil else { return }
    pendingTurn = true
    delegate?.pageViewController(self, willTransitionTo: [pending])
  }

  /// Settles when a drag ends without deceleration, or on the page the swipe reached.
  fileprivate func pagingScrollViewDidStop() { settle() }
}

/// The paging scroll view: it tells its page view controller of its scrolling itself, not through
/// its delegate, as UIKit's queuing scroll view turns pages whatever delegate an app gives it (a
/// subclass following the scroll progress sets itself as the delegate). UIKit's page view controller
/// is no scroll view delegate, so subclasses declare `scrollViewDidScroll(_:)` for themselves.
private final class PagingScrollView: ScrollView {
  weak var owner: PageViewController?

  override func scrollViewDidScrollHook() {
    super.scrollViewDidScrollHook()
    owner?.pagingScrollViewDidScroll(self)
  }

  override func scrollActivityHook(_ event: ScrollActivityEvent) {
    super.scrollActivityHook(event)
    switch event {
    case .didEndDragging(let willDecelerate) where !willDecelerate: owner?.pagingScrollViewDidStop()
    case .didEndDecelerating: owner?.pagingScrollViewDidStop()
    default: break
    }
  }
}
