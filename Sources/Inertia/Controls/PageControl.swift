import Foundation

/// A row of page indicators, like UIPageControl: one dot per page, the current page's dot
/// highlighted. A tap on the trailing side of the current dot moves to the next page, on the
/// leading side to the previous one (one page per tap), and sends `.valueChanged`.
///
/// Pair it with a paging ``ScrollView``: set ``currentPage`` from `scrollViewDidScroll`, and scroll
/// to the page in the `.valueChanged` action.
///
/// See also: ``Control``.
@preconcurrency @MainActor
open class PageControl: Control {
  /// Makes a `PageControl` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { PageControl(frame: frame) }

  /// The diameter of one page indicator: 7 pt.
  package static let indicatorDiameter: CGFloat = 7
  /// The distance between the centres of neighbouring indicators: 16 pt (9 pt gaps).
  package static let indicatorPitch: CGFloat = 16
  /// The control's height: 26 pt.
  package static let standardHeight: CGFloat = 26
  /// Padding left of the first and right of the last indicator: 8 pt.
  package static let horizontalPadding: CGFloat = 8

  /// The number of pages (dots). Negative values become 0. Default 0.
  open var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      if currentPage > maximumPage { currentPage = maximumPage }
      displayedPage = min(displayedPage, maximumPage)
      if numberOfPages != oldValue { invalidateIntrinsicContentSize() }
    }
  }
  /// The page shown as current, pinned to `0...numberOfPages - 1`. Setting it updates the display
  /// at once and sends no event. Default 0.
  open var currentPage = 0 {
    didSet {
      let pinned = min(max(currentPage, 0), maximumPage)
      if pinned != currentPage { currentPage = pinned }
      displayedPage = currentPage
    }
  }
  /// Whether the indicators are hidden when there is only one page. Default false.
  open var hidesForSinglePage = false
  /// Whether a tap changes ``currentPage`` without updating the dots until
  /// ``updateCurrentPageDisplay()``. Default false.
  open var defersCurrentPageDisplay = false
  /// The colour of the other pages' dots; nil draws the default (white at 35 % opacity).
  open var pageIndicatorTintColor: Color?
  /// The colour of the current page's dot; nil draws the default (white).
  open var currentPageIndicatorTintColor: Color?

  /// The page whose dot is drawn highlighted (behind ``currentPage`` while display is deferred).
  package private(set) var displayedPage = 0

  private var maximumPage: Int { max(numberOfPages - 1, 0) }

  /// Creates a page control; it is adjustable for assistive technologies.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
  }

  /// Takes the appearance proxy's settings (``appearance()``) on entering a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { takeAppearance() }
  }

  /// Whether any dot is drawn and taps are taken.
  package var showsIndicators: Bool { numberOfPages > 1 || (numberOfPages == 1 && !hidesForSinglePage) }

  /// The colour a dot is drawn in.
  package func indicatorColor(forPage page: Int) -> Color {
    page == displayedPage
      ? currentPageIndicatorTintColor ?? .white : pageIndicatorTintColor ?? Color(white: 1, alpha: 0.35)
  }

  /// The smallest size that shows `pageCount` dots.
  public func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(pageCount, 0))
    guard count > 0 else { return CGSize(width: 0, height: Self.standardHeight) }
    let dots = (count - 1) * Self.indicatorPitch + Self.indicatorDiameter
    return CGSize(width: dots + 2 * Self.horizontalPadding, height: Self.standardHeight)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// The centre of `page`'s dot in own coordinates (the row is centred in the bounds).
  package func indicatorCenter(forPage page: Int) -> CGPoint {
    let first = bounds.midX - CGFloat(max(numberOfPages - 1, 0)) * Self.indicatorPitch / 2
    return CGPoint(x: first + CGFloat(page) * Self.indicatorPitch, y: bounds.midY)
  }

  /// The pages whose dots lie inside the bounds, so drawing costs the visible dots only.
  package var visiblePages: Range<Int> {
    guard showsIndicators else { return 0..<0 }
    let first = indicatorCenter(forPage: 0).x
    let radius = Self.indicatorDiameter / 2
    let low = ((bounds.minX - radius - first) / Self.indicatorPitch).rounded(.up)
    let high = ((bounds.maxX + radius - first) / Self.indicatorPitch).rounded(.down)
    guard low.isFinite, high.isFinite else { return 0..<0 }
    let lower = Int(min(max(low, 0), CGFloat(numberOfPages)))
    let upper = Int(min(max(high + 1, 0), CGFloat(numberOfPages)))
    // With billions of pages the division is coarse: never more dots than the width holds.
    let fits = Int(min((bounds.width + Self.indicatorDiameter) / Self.indicatorPitch, 100_000)) + 1
    return lower..<min(max(lower, upper), lower + fits)
  }

  /// Shows ``currentPage`` when display is deferred; otherwise does nothing (it already shows).
  open func updateCurrentPageDisplay() { displayedPage = currentPage }

  /// "page 2 of 5", as UIPageControl reports.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? "page \(currentPage + 1) of \(max(numberOfPages, 1))" }
    set { super.accessibilityValue = newValue }
  }

  package override var primaryEvent: Event? { .valueChanged }

  open override func endTracking(_ touch: Touch?, with event: Inertia.Event?) {
    super.endTracking(touch, with: event)
    guard let touch, showsIndicators else { return }
    let point = touch.location(in: self)
    guard isInsideForTracking(point) else { return }
    step(by: point.x < indicatorCenter(forPage: displayedPage).x ? -1 : 1)
  }

  /// Moves to the next page (VoiceOver's increment).
  public func accessibilityIncrement() { step(by: 1) }
  /// Moves to the previous page (VoiceOver's decrement).
  public func accessibilityDecrement() { step(by: -1) }

  private func step(by pages: Int) {
    let target = min(max(currentPage + pages, 0), maximumPage)
    guard target != currentPage else { return }
    let shown = displayedPage
    currentPage = target
    if defersCurrentPageDisplay { displayedPage = shown }
    sendActions(for: .valueChanged)
  }
}
