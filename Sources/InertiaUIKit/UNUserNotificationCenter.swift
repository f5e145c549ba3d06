import Foundation
import Inertia

/// Hears about notifications (UNUserNotificationCenterDelegate). Every method has a default, as
/// the Objective-C protocol's are optional.
@preconcurrency @MainActor
public protocol UNUserNotificationCenterDelegate: AnyObject {
  /// `notification` fired while the app runs: call `completionHandler` with how to show it.
  /// Default: shows nothing (an empty set).
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
  /// The user answered a notification (never on Linux: there is nothing to tap). Default: calls
  /// `completionHandler`.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
  /// Shows nothing.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) { completionHandler([]) }
  /// Calls `completionHandler`.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) { completionHandler() }
}

/// The app's notification settings (UNNotificationSettings).
@preconcurrency @MainActor
public final class UNNotificationSettings {
  /// Whether the app may notify.
  public let authorizationStatus: UNAuthorizationStatus
  init(authorizationStatus: UNAuthorizationStatus) { self.authorizationStatus = authorizationStatus }
}

/// The app's notifications (UNUserNotificationCenter): authorization, pending requests on the app
/// clock, and delivery to the delegate.
@preconcurrency @MainActor
public final class UNUserNotificationCenter {
  private static let shared = UNUserNotificationCenter()
  /// The app's center.
  public static func current() -> UNUserNotificationCenter { shared }

  /// Told when notifications fire. Weak.
  public weak var delegate: (any UNUserNotificationCenterDelegate)?
  /// The authorization status: ``UNAuthorizationStatus/notDetermined`` until the app asks,
  /// then ``UNAuthorizationStatus/authorized`` (``UNAuthorizationStatus/provisional`` when asked
  /// for provisional delivery).
  public private(set) var authorizationStatus = UNAuthorizationStatus.notDetermined
  /// The options the app asked for.
  public private(set) var authorizedOptions: UNAuthorizationOptions = []
  /// The options the delegate answered for each notification presented, identifier first, in order
  /// (an Inertia addition: there is no banner to look at).
  public private(set) var presentedOptions:
    [(identifier: String, options: UNNotificationPresentationOptions)] = []
  private var pending: [(request: UNNotificationRequest, timer: ClockTimer?)] = []
  private var delivered: [UNNotification] = []

  private init() {}

  /// Asks to notify with `options`: granted at once (there is no prompt on Linux), the handler
  /// called with true and no error before this returns.
  public func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void
  ) {
    authorizedOptions = options
    authorizationStatus = options.contains(.provisional) ? .provisional : .authorized
    completionHandler(true, nil)
  }

  /// Asks to notify with `options` (Swift concurrency's form): granted.
  public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    requestAuthorization(options: options) { _, _ in }
    return true
  }

  /// Hands the settings to `completionHandler` before returning.
  public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
    completionHandler(UNNotificationSettings(authorizationStatus: authorizationStatus))
  }

  /// Schedules `request`, replacing a pending one with its identifier. A trigger with an interval
  /// iOS refuses gives `completionHandler` a ``UNError`` and schedules nothing; no trigger
  /// delivers at once. The handler runs before this returns.
  public func add(
    _ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) {
    if let trigger = request.trigger as? UNTimeIntervalNotificationTrigger, !trigger.isValid {
      completionHandler?(UNError(.notificationInvalidNoDate))
      return
    }
    removePendingNotificationRequests(withIdentifiers: [request.identifier])
    guard let trigger = request.trigger as? UNTimeIntervalNotificationTrigger else {
      completionHandler?(nil)
      if request.trigger == nil { deliver(request) }
      return
    }
    let timer = Window.appClock.schedule(after: trigger.timeInterval, repeats: trigger.repeats) {
      [weak self, request] in
      self?.fire(request)
    }
    pending.append((request, timer))
    completionHandler?(nil)
  }

  /// Hands the requests waiting for their triggers, in the order added, to `completionHandler`
  /// before returning.
  public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
    completionHandler(pending.map(\.request))
  }

  /// The pending requests (Swift concurrency's form).
  public func pendingNotificationRequests() async -> [UNNotificationRequest] { pending.map(\.request) }

  /// Cancels the pending requests with these identifiers.
  public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    for entry in pending where identifiers.contains(entry.request.identifier) { entry.timer?.invalidate() }
    pending.removeAll { identifiers.contains($0.request.identifier) }
  }

  /// Cancels every pending request.
  public func removeAllPendingNotificationRequests() {
    removePendingNotificationRequests(withIdentifiers: pending.map(\.request.identifier))
  }

  /// Hands the delivered notifications, oldest first, to `completionHandler` before returning.
  public func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
    completionHandler(delivered)
  }

  /// Forgets the delivered notifications with these identifiers.
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
    delivered.removeAll { identifiers.contains($0.request.identifier) }
  }

  /// Forgets every delivered notification.
  public func removeAllDeliveredNotifications() {
    delivered.removeAll()
    presentedOptions.removeAll()
  }

  private func fire(_ request: UNNotificationRequest) {
    if request.trigger?.repeats != true { pending.removeAll { $0.request === request } }
    deliver(request)
  }

  private func deliver(_ request: UNNotificationRequest) {
    let notification = UNNotification(
      request: request, date: Date(timeIntervalSinceReferenceDate: Window.appClock.now))
    delivered.removeAll { $0.request.identifier == request.identifier }
    delivered.append(notification)
    delegate?.userNotificationCenter(self, willPresent: notification) { [weak self] options in
      self?.presentedOptions.append((request.identifier, options))
    }
  }
}
