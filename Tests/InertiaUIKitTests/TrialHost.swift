import InertiaUIKit

// The porting trials' host window, as their drivers show a program's screen.

/// Windows the trial tests' scenes keep alive (a view's window is weak).
@MainActor private var keptTrialWindows: [UIWindow] = []

/// A 375 x 667 window (20-point status bar, scale 2) on a manual clock showing `root`, made key
/// and laid out, with a gesture synthesizer on it; kept alive for the rest of the run.
@MainActor func trialHost(_ root: UIViewController) -> (ManualClock, UIWindow, GestureSynthesizer) {
  let clock = ManualClock(frameRate: 60)
  let window = UIWindow(
    size: CGSize(width: 375, height: 667), scale: 2,
    safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), clock: clock)
  keptTrialWindows.append(window)
  window.rootViewController = root
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return (clock, window, GestureSynthesizer(window: window, clock: clock))
}
