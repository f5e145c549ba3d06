import Foundation
import Inertia

// The application's life-cycle notifications. ``UIApplication/launch(delegate:sceneDelegate:)``
// posts the launch and activation ones as iOS does (after the delegate's own calls); a host has
// no background, so the others are names code can observe, posted by nothing here.

extension UIApplication {
  /// Posted after `application(_:didFinishLaunchingWithOptions:)` returns.
  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted when the application becomes active (after the delegate's
  /// `applicationDidBecomeActive(_:)` or the scene delegate's `sceneDidBecomeActive(_:)`).
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the application is about to stop being active (not posted here).
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the application enters the background (not posted here).
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the application is about to come back to the foreground (not posted here).
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the application is about to end (not posted here).
  nonisolated public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the system is low on memory (not posted here).
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
}

// The names before Swift 4.2 moved them onto UIApplication.
extension NSNotification.Name {
  /// UIKit's older name for `UIApplication.didFinishLaunchingNotification`.
  public static let UIApplicationDidFinishLaunching = UIApplication.didFinishLaunchingNotification
  /// UIKit's older name for `UIApplication.didBecomeActiveNotification`.
  public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
  /// UIKit's older name for `UIApplication.willResignActiveNotification`.
  public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
  /// UIKit's older name for `UIApplication.didEnterBackgroundNotification`.
  public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
  /// UIKit's older name for `UIApplication.willEnterForegroundNotification`.
  public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
  /// UIKit's older name for `UIApplication.willTerminateNotification`.
  public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification
  /// UIKit's older name for `UIApplication.didReceiveMemoryWarningNotification`.
  public static let UIApplicationDidReceiveMemoryWarning = UIApplication.didReceiveMemoryWarningNotification
}
