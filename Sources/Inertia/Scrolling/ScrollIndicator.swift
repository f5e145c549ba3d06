import Foundation

/// One of a scroll view's scroll indicators: a thin rounded bar that shows where the visible part
/// is within the content (spec section 7).
///
/// See also: `verticalIndicator`.
@preconcurrency @MainActor
public final class ScrollIndicator: View {
  /// The bar's thickness, in points (spec section 7).
  public static let thickness: CGFloat = 3
  /// The gap between the bar and the view's edges, in points (spec section 7).
  public static let edgeInset: CGFloat = 3
  /// The shortest bar, in points (spec section 7).
  public static let minimumLength: CGFloat = 36
  /// The shortest bar while overscrolled, in points (spec section 7).
  public static let minimumOverscrolledLength: CGFloat = 7
  /// How long the fade-out lasts, in seconds (spec section 7).
  public static let fadeDuration = 0.25
  /// How long a flash keeps the bars visible, in seconds (spec section 7).
  public static let flashDuration = 1.0

  /// Which axis the bar measures: the vertical bar sits at the trailing edge, the horizontal one
  /// at the bottom edge.
  public typealias Axis = Inertia.Axis

  /// The axis this bar measures.
  public let axis: Axis
  /// Whether the content is large enough on this axis for the bar to show at all.
  @exclusivity(unchecked) public internal(set) var isApplicable = false

  /// What the cached track insets were computed from: the indicator insets, whether the safe
  /// area is added, and the scroll view's size, centre in its superview and window safe area.
  struct TrackKey: Equatable {
    var base: EdgeInsets
    var addsSafeArea: Bool
    var size: CGSize
    var origin: CGPoint
    var superview: ObjectIdentifier?
    var windowInsets: EdgeInsets
  }

  /// The track insets last computed and their key; scrolling changes neither, so a moving frame
  /// does not map the view to the window again.
  var trackKey: TrackKey?
  var trackInsets = EdgeInsets.zero

  init(axis: Axis) {
    self.axis = axis
    super.init(frame: .zero)
    alpha = 0
    isUserInteractionEnabled = false
    layerCornerRadius = Self.thickness / 2
  }

  /// The bar colour for a style (spec section 7).
  public static func color(for style: IndicatorStyle) -> Color {
    switch style {
    case .default: return Color.black.withAlphaComponent(0.35)
    case .black: return Color.black.withAlphaComponent(0.5)
    case .white: return Color.white.withAlphaComponent(0.5)
    }
  }
}

extension ScrollView {
  /// Adds the indicators as the top subviews the first time they show (a scroll, a flash), as
  /// UIKit makes its indicator views lazily: a new scroll view has no subviews, so code filling one
  /// only while `subviews.count == 0` (PageMenu's menu bar; sixty-fourth trial) fills it, and the
  /// program's own subviews keep their indices. Once added they stay, faded out when idle.
  func installIndicators() {
    guard verticalIndicator.superview !== self else { return }
    addSubview(verticalIndicator)
    addSubview(horizontalIndicator)
  }

  func keepIndicatorsOnTop() {
    guard verticalIndicator.superview === self else { return }
    bringSubviewToFront(verticalIndicator)
    bringSubviewToFront(horizontalIndicator)
  }

  /// The insets of an indicator's track, with the safe area when adjusting automatically; cached
  /// in the indicator until the insets, the view's size or place, or the window's safe area change.
  private func trackInsets(_ base: EdgeInsets, for indicator: ScrollIndicator) -> EdgeInsets {
    let key = ScrollIndicator.TrackKey(
      base: base, addsSafeArea: automaticallyAdjustsScrollIndicatorInsets, size: bounds.size,
      origin: center, superview: superview.map { ObjectIdentifier($0) },
      windowInsets: window?.windowSafeAreaInsets ?? .zero)
    if indicator.trackKey != key {
      indicator.trackKey = key
      indicator.trackInsets = key.addsSafeArea ? base + safeAreaInsets : base
    }
    return indicator.trackInsets
  }

  /// Places both indicators for the current offset (spec section 7).
  func updateIndicators() {
    let color = ScrollIndicator.color(for: indicatorStyle)
    let thickness = ScrollIndicator.thickness
    let gap = ScrollIndicator.edgeInset
    let origin = bounds.origin
    let minimum = minimumOffset
    let maximum = maximumOffset

    let vInsets = trackInsets(verticalScrollIndicatorInsets, for: verticalIndicator)
    let extentY = contentSize.height + adjustedContentInset.vertical
    verticalIndicator.isApplicable = showsVerticalScrollIndicator && extentY >= bounds.height * 1.01
    if verticalIndicator.isApplicable {
      let (y, length) = Self.indicatorPosition(
        trackStart: gap + vInsets.top, trackEnd: bounds.height - gap - vInsets.bottom, visible: bounds.height,
        extent: extentY, offset: origin.y, minimum: minimum.y, maximum: maximum.y)
      verticalIndicator.frame = CGRect(
        x: origin.x + bounds.width - gap - vInsets.right - thickness, y: origin.y + y, width: thickness,
        height: length)
    }
    if verticalIndicator.backgroundColor != color { verticalIndicator.backgroundColor = color }

    let hInsets = trackInsets(horizontalScrollIndicatorInsets, for: horizontalIndicator)
    let extentX = contentSize.width + adjustedContentInset.horizontal
    horizontalIndicator.isApplicable = showsHorizontalScrollIndicator && extentX >= bounds.width * 1.01
    if horizontalIndicator.isApplicable {
      let (x, length) = Self.indicatorPosition(
        trackStart: gap + hInsets.left, trackEnd: bounds.width - gap - hInsets.right, visible: bounds.width,
        extent: extentX, offset: origin.x, minimum: minimum.x, maximum: maximum.x)
      horizontalIndicator.frame = CGRect(
        x: origin.x + x, y: origin.y + bounds.height - gap - hInsets.bottom - thickness, width: length,
        height: thickness)
    }
    if horizontalIndicator.backgroundColor != color { horizontalIndicator.backgroundColor = color }
    if !verticalIndicator.isApplicable && verticalIndicator.alpha != 0 { verticalIndicator.alpha = 0 }
    if !horizontalIndicator.isApplicable && horizontalIndicator.alpha != 0 { horizontalIndicator.alpha = 0 }
  }

  /// The bar's start along the track (view coordinates) and its length.
  static func indicatorPosition(
    trackStart: CGFloat, trackEnd: CGFloat, visible: CGFloat, extent: CGFloat, offset: CGFloat,
    minimum: CGFloat, maximum: CGFloat
  ) -> (CGFloat, CGFloat) {
    let track = max(trackEnd - trackStart, 0)
    let fraction = extent > 0 ? min(visible / extent, 1) : 1
    var length = min(max(track * fraction, ScrollIndicator.minimumLength), track)
    let overscroll = offset < minimum ? minimum - offset : (offset > maximum ? offset - maximum : 0)
    if overscroll > 0 {
      length = max(length - overscroll, min(ScrollIndicator.minimumOverscrolledLength, track))
      return offset < minimum ? (trackStart, length) : (trackEnd - length, length)
    }
    let span = maximum - minimum
    let progress = span > 0 ? (offset - minimum) / span : 0
    return (trackStart + progress * (track - length), length)
  }

  /// Shows the applicable indicators at full opacity and cancels a pending fade.
  func showIndicators() {
    installIndicators()
    indicatorHideTimer?.invalidate()
    indicatorHideTimer = nil
    indicatorFade?.stop()
    indicatorFade = nil
    if verticalIndicator.isApplicable { verticalIndicator.alpha = 1 }
    if horizontalIndicator.isApplicable { horizontalIndicator.alpha = 1 }
  }

  /// Fades the indicators out over 0.25 s, after `delay` seconds.
  func scheduleIndicatorHide(after delay: Double = 0) {
    guard let clock = window?.clock else {
      verticalIndicator.alpha = 0
      horizontalIndicator.alpha = 0
      return
    }
    indicatorHideTimer?.invalidate()
    indicatorHideTimer = clock.schedule(after: delay, repeats: false) { [weak self] in
      self?.fadeIndicators(clock: clock)
    }
  }

  private func fadeIndicators(clock: FrameClock) {
    indicatorHideTimer = nil
    let startV = verticalIndicator.alpha
    let startH = horizontalIndicator.alpha
    guard startV > 0 || startH > 0 else { return }
    indicatorFade = Animator(
      clock: clock, duration: ScrollIndicator.fadeDuration, curve: .linear,
      update: { [weak self] progress in
        guard let self else { return }
        self.verticalIndicator.alpha = startV * (1 - CGFloat(progress))
        self.horizontalIndicator.alpha = startH * (1 - CGFloat(progress))
      })
  }

  /// Shows the indicators briefly (~1 s), then fades them (spec section 7).
  public func flashScrollIndicators() {
    updateIndicators()
    showIndicators()
    if position.activity.isIdle { scheduleIndicatorHide(after: ScrollIndicator.flashDuration) }
  }
}
