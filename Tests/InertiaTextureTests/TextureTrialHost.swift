import InertiaTexture

// The Texture trials' host window, as their drivers show a program's screen.

/// A 375 x 667 window at `scale` (default 2) with the iPhone 8's 20-point status bar on a manual clock (also
/// the app clock, which Texture's main-queue work runs on), showing `root`, made key and laid out,
/// with a gesture synthesizer on it.
@MainActor func textureTrialHost(_ root: UIViewController, scale: CGFloat = 2)
  -> (ManualClock, UIWindow, GestureSynthesizer)
{
  let clock = ManualClock(frameRate: 60)
  UIWindow.appClock = clock
  let window = UIWindow(
    size: CGSize(width: 375, height: 667), scale: scale,
    safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), clock: clock)
  window.rootViewController = root
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return (clock, window, GestureSynthesizer(window: window, clock: clock))
}
