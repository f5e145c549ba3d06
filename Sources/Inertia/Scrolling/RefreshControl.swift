import Foundation
import ScrollPhysics

/// Pull-to-refresh for a scroll view, like UIRefreshControl (spec section 11).
///
/// It sits above the content. The first `height` points of pull follow the finger 1:1, rubber
/// band beyond. Pulled past `triggerDistance` while dragging, it begins refreshing and sends
/// `.valueChanged`; when the finger lifts its height is added to the top inset so it stays in view
/// until ``endRefreshing()``.
///
/// See also: ``ScrollView/refreshControl``.
@preconcurrency @MainActor
open class RefreshControl: Control {
  /// Makes a `RefreshControl` from its class value with its `init()`, then sets `frame`
  /// (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View {
    let control = RefreshControl()
    control.frame = frame
    return control
  }

  /// The control's height, in points (spec section 11).
  package static let height: CGFloat = 58

  /// Whether a refresh is running.
  public private(set) var isRefreshing = false
  /// The tint of the spinner: the colour set here, else grey (a refresh control does not take
  /// its superview's tint).
  open override var tintColor: Color! {
    get { storedTintColor ?? .systemGray }
    set { super.tintColor = newValue }
  }
  /// A title shown under the spinner (UIRefreshControl.attributedTitle). Default nil.
  open var attributedTitle: NSAttributedString?
  /// How far the content must be pulled to trigger, in points. Default: half the scroll view's
  /// height, clamped to 88...160 (uncertain on iOS; a setting).
  package var triggerDistanceOverride: CGFloat?
  private weak var scrollView: ScrollView?
  private var insetPending = false
  /// Whether this drag already sent `.valueChanged`: UIKit sends it once per pull, even when
  /// the refresh ends while the finger is still past the trigger.
  private var hasFiredThisDrag = false

  /// Creates a refresh control.
  public init() {
    super.init(frame: CGRect(x: 0, y: -RefreshControl.height, width: 0, height: RefreshControl.height))
    isAccessibilityElement = true
  }

  /// The pull that triggers a refresh.
  package var triggerDistance: CGFloat {
    if let triggerDistanceOverride, triggerDistanceOverride.isFinite, triggerDistanceOverride > 0 {
      return triggerDistanceOverride
    }
    return min(max((scrollView?.bounds.height ?? 0) / 2, 88), 160)
  }

  /// How far the content is pulled down past its top, in points.
  package var pullDistance: CGFloat {
    guard let scrollView else { return 0 }
    return max(scrollView.minimumOffset.y - scrollView.contentOffset.y, 0)
  }

  func attach(to scrollView: ScrollView) {
    self.scrollView = scrollView
    scrollView.insertSubview(self, at: 0)
    layoutInScrollView()
  }

  /// Places the control just above the content's resting top (inside the refresh inset while
  /// refreshing), as wide as the scroll view.
  func layoutInScrollView() {
    guard let scrollView else { return }
    let restingTop = scrollView.adjustedContentInset.top - scrollView.refreshInset
    frame = CGRect(
      x: 0, y: -restingTop - Self.height, width: scrollView.bounds.width, height: Self.height)
  }

  /// The displayed vertical offset while dragging: 1:1 for the first `height` points of pull,
  /// rubber band beyond.
  func adjustedPull(rawOffset: CGFloat, displayed: CGFloat) -> CGFloat {
    guard let scrollView, scrollView.bounces else { return displayed }
    let lower = scrollView.minimumOffset.y
    let pull = lower - rawOffset
    guard pull > 0 else { return displayed }
    if pull <= Self.height { return lower - pull }
    let band = RubberBand(dimension: Double(scrollView.bounds.height))
    return lower - Self.height - CGFloat(band.displayed(forRaw: Double(pull - Self.height)))
  }

  func scrollViewDidScroll() {
    layoutInScrollView()
    guard let scrollView else { return }
    let isDragged = scrollView.input.isUnderDrag
    if !isDragged { hasFiredThisDrag = false }
    guard isDragged, !isRefreshing, !hasFiredThisDrag, isEnabled else { return }
    if pullDistance >= triggerDistance {
      hasFiredThisDrag = true
      isRefreshing = true
      insetPending = true
      sendActions(for: .valueChanged)
    }
  }

  func dragDidEnd() {
    hasFiredThisDrag = false
    guard insetPending, let scrollView else { return }
    insetPending = false
    scrollView.refreshInset = Self.height
  }

  /// Starts refreshing from code: shows the control by adding its height to the top inset.
  /// Sends no `.valueChanged` (spec section 11).
  public func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    if let scrollView, !scrollView.input.isUnderDrag {
      scrollView.refreshInset = Self.height
    } else {
      insetPending = true
    }
  }

  /// Ends the refresh: removes the inset, animating the content back up when it rested at the top.
  public func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    insetPending = false
    guard let scrollView, scrollView.refreshInset > 0 else { return }
    let before = scrollView.contentOffset
    let wasAtTop = abs(before.y - scrollView.minimumOffset.y) < 0.5
    scrollView.refreshInset = 0
    if wasAtTop, !scrollView.isTracking {
      scrollView.setPreciseOffset(before)
      scrollView.setContentOffset(CGPoint(x: before.x, y: scrollView.minimumOffset.y), animated: true)
    }
  }
}
