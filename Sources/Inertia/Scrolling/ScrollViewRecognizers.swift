import Foundation

/// The pan that drags a scroll view's content. It asks its scroll view whether it may begin
/// (scrolling enabled, something to scroll, content touches cancellable, spec section 6).
///
/// See also: ``ScrollView/panGestureRecognizer``.
@preconcurrency @MainActor
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
  weak var scrollView: ScrollView?

  public override func shouldBegin() -> Bool {
    scrollView?.panShouldBegin(self) ?? true
  }

  /// The scroll view, when it adopts the delegate protocol: UIKit's scroll view is its pan's
  /// delegate, so a subclass's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` decides.
  override var implicitDelegate: GestureRecognizerDelegate? { scrollView as? GestureRecognizerDelegate }
}

/// Sees every touch on a scroll view without ever recognizing, so the scroll view knows when a
/// finger lands (to catch a deceleration) and when the last one lifts.
@preconcurrency @MainActor
final class ScrollViewTouchObserver: GestureRecognizer {
  weak var scrollView: ScrollView?

  override init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
    super.init(action: action)
    cancelsTouchesInView = false
    delaysTouchesEnded = false
    name = "ScrollViewTouchObserver"
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if self.touches.count == touches.count { scrollView?.input.touchDown(on: touches.first?.view) }
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) { finishIfLifted() }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { finishIfLifted() }

  private func finishIfLifted() {
    guard self.touches.allSatisfy(\.isFinished) else { return }
    scrollView?.touchUp()
    state = .failed
  }

  override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
  override func canBePrevented(by other: GestureRecognizer) -> Bool { false }
}

/// Holds touch-down from a scroll view's content for 0.15 s (delaysContentTouches, spec section 6),
/// and swallows a touch that catches a moving scroll view so the content never sees it.
@preconcurrency @MainActor
final class ScrollViewDelayedTouchesRecognizer: GestureRecognizer {
  /// How long touch-down is held, in seconds (spec section 6).
  static let delay = 0.15

  weak var scrollView: ScrollView?
  var swallowsTouches = false
  private var timer: ClockTimer?

  override init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
    super.init(action: action)
    delaysTouchesBegan = true
    delaysTouchesEnded = false
    name = "ScrollViewDelayedTouches"
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard self.touches.count == touches.count else { return }
    delaysTouchesBegan = scrollView?.delaysContentTouches ?? true
    if swallowsTouches {
      state = .recognized
      return
    }
    guard delaysTouchesBegan, let clock = view?.window?.clock else {
      state = .failed
      return
    }
    timer = clock.schedule(after: Self.delay, repeats: false) { [weak self] in
      guard let self, self.state == .possible else { return }
      self.state = .failed
    }
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if self.touches.allSatisfy(\.isFinished), state == .possible { state = .failed }
  }

  override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
  override func canBePrevented(by other: GestureRecognizer) -> Bool { false }

  override func reset() {
    timer?.invalidate()
    timer = nil
    swallowsTouches = false
  }
}

/// Scrolls with arrow and page keys, like the directional press recognizer of UIScrollView:
/// an arrow moves by a line (40 pt), page up/down by the visible height minus a line; home and end
/// go to the ends. The move is animated and clamped to the range.
///
/// See also: ``ScrollView/directionalPressGestureRecognizer``.
@preconcurrency @MainActor
public final class DirectionalPressGestureRecognizer: GestureRecognizer {
  /// The keys it reacts to.
  public enum Key: String, Sendable, CaseIterable {
    /// Arrow keys.
    case upArrow, downArrow, leftArrow, rightArrow
    /// Page keys.
    case pageUp, pageDown
    /// Home and End.
    case home, end
  }

  /// The distance an arrow key scrolls, in points.
  public static let lineHeight: CGFloat = 40
  weak var scrollView: ScrollView?

  /// Handles a key press; returns whether the scroll view moved.
  @discardableResult
  public func press(_ key: Key) -> Bool {
    guard isEnabled, let scrollView, scrollView.isScrollEnabled else { return false }
    var offset = scrollView.contentOffset
    let page = max(scrollView.bounds.height - Self.lineHeight, Self.lineHeight)
    switch key {
    case .upArrow: offset.y -= Self.lineHeight
    case .downArrow: offset.y += Self.lineHeight
    case .leftArrow: offset.x -= Self.lineHeight
    case .rightArrow: offset.x += Self.lineHeight
    case .pageUp: offset.y -= page
    case .pageDown: offset.y += page
    case .home: offset.y = scrollView.minimumOffset.y
    case .end: offset.y = scrollView.maximumOffset.y
    }
    let target = scrollView.clamped(offset)
    guard target != scrollView.contentOffset else { return false }
    scrollView.setContentOffset(target, animated: true)
    return true
  }
}
