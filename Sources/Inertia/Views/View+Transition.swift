import Foundation

extension View.AnimationOptions {
  /// Accepted; a block's duration is always the call's.
  public static let overrideInheritedDuration = View.AnimationOptions(rawValue: 1 << 5)
  /// Accepted; Inertia's inherited curve is the block's own.
  public static let overrideInheritedCurve = View.AnimationOptions(rawValue: 1 << 6)
  /// Accepted; content is drawn as it is when drawn.
  public static let allowAnimatedContent = View.AnimationOptions(rawValue: 1 << 7)
  /// ``View/transition(from:to:duration:options:completion:)`` hides and shows the views instead
  /// of removing and inserting them.
  public static let showHideTransitionViews = View.AnimationOptions(rawValue: 1 << 8)
  /// Accepted; options always come from the call.
  public static let overrideInheritedOptions = View.AnimationOptions(rawValue: 1 << 9)
  /// No transition visual (the default).
  public static let transitionNone = View.AnimationOptions(rawValue: 0 << 20)
  /// A flip about the vertical axis from the left (not drawn: see ``View/transition(with:duration:options:animations:completion:)``).
  public static let transitionFlipFromLeft = View.AnimationOptions(rawValue: 1 << 20)
  /// A flip from the right (not drawn).
  public static let transitionFlipFromRight = View.AnimationOptions(rawValue: 2 << 20)
  /// A page curl upwards (not drawn).
  public static let transitionCurlUp = View.AnimationOptions(rawValue: 3 << 20)
  /// A page curl downwards (not drawn).
  public static let transitionCurlDown = View.AnimationOptions(rawValue: 4 << 20)
  /// A cross-dissolve (not drawn).
  public static let transitionCrossDissolve = View.AnimationOptions(rawValue: 5 << 20)
  /// A flip from the top (not drawn).
  public static let transitionFlipFromTop = View.AnimationOptions(rawValue: 6 << 20)
  /// A flip from the bottom (not drawn).
  public static let transitionFlipFromBottom = View.AnimationOptions(rawValue: 7 << 20)
  /// Accepted; Inertia draws at the display's rate.
  public static let preferredFramesPerSecond60 = View.AnimationOptions(rawValue: 3 << 24)
  /// Accepted; Inertia draws at the display's rate.
  public static let preferredFramesPerSecond30 = View.AnimationOptions(rawValue: 7 << 24)
}

extension View {
  /// Changes `view`'s content in a transition, like UIView's `transition(with:duration:…)`: the
  /// changes `animations` makes take effect at once and are not animated property by property (on
  /// iOS the whole view's old and new looks are composited by the transition); `completion` gets
  /// true after `duration` on the window's clock (at once when the view is in no window or the
  /// duration is not positive). The transition's look (cross-dissolve, flips, curls) is not drawn,
  /// and the view keeps taking touches.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions, animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    performWithoutAnimation { animations?() }
    finishTransition(of: [view], duration: duration, options: options, completion: completion)
  }

  /// Replaces `fromView` by `toView`, like UIView's `transition(from:to:duration:options:completion:)`:
  /// `toView` takes `fromView`'s place among its superview's subviews and `fromView` is removed
  /// (with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead). The change
  /// takes effect at once; `completion` runs as for
  /// ``transition(with:duration:options:animations:completion:)``.
  public static func transition(
    from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions,
    completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let container = fromView.superview, toView !== fromView {
      container.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    let container = toView.superview ?? fromView.superview
    finishTransition(
      of: [container ?? toView], duration: duration, options: options, completion: completion)
  }

  private static func finishTransition(
    of views: [View], duration: TimeInterval, options: AnimationOptions, completion: ((Bool) -> Void)?
  ) {
    guard duration.isFinite, duration > 0, let clock = views.first?.window?.clock else {
      completion?(true)
      return
    }
    clock.schedule(after: duration, repeats: false) {
      completion?(true)
    }
  }
}
