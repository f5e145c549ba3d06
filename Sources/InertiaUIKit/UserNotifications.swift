import Foundation
import Inertia

// UserNotifications' local notifications on the app clock. Authorization is granted at once
// (deterministic: there is no prompt to answer), a time-interval trigger fires when the app
// clock (``Inertia/Window/appClock``) has moved by its interval, and the notification then goes
// to the center's delegate (`willPresent`, as for an app in the foreground) and to the delivered
// list. Completion handlers run before the call returns, on the main actor. There is no banner,
// lock screen or sound: what the delegate answers is kept in `presentedOptions`. `inertia port`
// removes `import UserNotifications` (or makes it `import InertiaUIKit`).

/// What an app asks to notify with (UNAuthorizationOptions).
public struct UNAuthorizationOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The app icon's badge.
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  /// Sounds.
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  /// Alerts.
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  /// CarPlay.
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  /// Critical alerts.
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  /// Provisional (quiet) delivery.
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may notify (UNAuthorizationStatus).
public enum UNAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined = 0
  /// Refused.
  case denied = 1
  /// Granted.
  case authorized = 2
  /// Granted quietly.
  case provisional = 3
}

/// How a notification shows while the app is in the foreground (UNNotificationPresentationOptions).
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Update the badge.
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  /// Play the sound.
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  /// Show an alert (before iOS 14).
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  /// Show the notification in the notification list.
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  /// Show a banner.
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// A notification's sound (UNNotificationSound), kept by name.
public final class UNNotificationSound: Sendable {
  /// The system's sound.
  public static let `default` = UNNotificationSound(name: nil)
  /// The sound file's name; nil for the system's sound.
  public let name: String?
  private init(name: String?) { self.name = name }
  /// The sound in the named file.
  public convenience init(named name: String) { self.init(name: name) }
}

/// What a notification says (UNNotificationContent); read-only, see ``UNMutableNotificationContent``.
@preconcurrency @MainActor
open class UNNotificationContent {
  var storedTitle = ""
  var storedSubtitle = ""
  var storedBody = ""
  var storedBadge: NSNumber?
  var storedSound: UNNotificationSound?
  var storedUserInfo: [AnyHashable: Any] = [:]
  var storedCategory = ""
  var storedThread = ""

  /// Empty content.
  public init() {}

  /// The title.
  open var title: String { storedTitle }
  /// The subtitle.
  open var subtitle: String { storedSubtitle }
  /// The text.
  open var body: String { storedBody }
  /// The number for the app icon's badge.
  open var badge: NSNumber? { storedBadge }
  /// The sound.
  open var sound: UNNotificationSound? { storedSound }
  /// The app's own values.
  open var userInfo: [AnyHashable: Any] { storedUserInfo }
  /// The category's identifier.
  open var categoryIdentifier: String { storedCategory }
  /// The thread's identifier.
  open var threadIdentifier: String { storedThread }

  /// An immutable copy (what a request keeps, so later changes to mutable content do not reach
  /// it).
  func snapshot() -> UNNotificationContent {
    let copy = UNNotificationContent()
    copy.storedTitle = storedTitle
    copy.storedSubtitle = storedSubtitle
    copy.storedBody = storedBody
    copy.storedBadge = storedBadge
    copy.storedSound = storedSound
    copy.storedUserInfo = storedUserInfo
    copy.storedCategory = storedCategory
    copy.storedThread = storedThread
    return copy
  }
}

/// Content an app fills in (UNMutableNotificationContent).
@preconcurrency @MainActor
open class UNMutableNotificationContent: UNNotificationContent {
  /// Empty content.
  public override init() { super.init() }
  /// The title.
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// The subtitle.
  open override var subtitle: String {
    get { storedSubtitle }
    set { storedSubtitle = newValue }
  }
  /// The text.
  open override var body: String {
    get { storedBody }
    set { storedBody = newValue }
  }
  /// The number for the app icon's badge.
  open override var badge: NSNumber? {
    get { storedBadge }
    set { storedBadge = newValue }
  }
  /// The sound.
  open override var sound: UNNotificationSound? {
    get { storedSound }
    set { storedSound = newValue }
  }
  /// The app's own values.
  open override var userInfo: [AnyHashable: Any] {
    get { storedUserInfo }
    set { storedUserInfo = newValue }
  }
  /// The category's identifier.
  open override var categoryIdentifier: String {
    get { storedCategory }
    set { storedCategory = newValue }
  }
  /// The thread's identifier.
  open override var threadIdentifier: String {
    get { storedThread }
    set { storedThread = newValue }
  }
}

/// When a notification fires (UNNotificationTrigger).
@preconcurrency @MainActor
open class UNNotificationTrigger {
  /// Whether it fires again after each delivery.
  public let repeats: Bool
  init(repeats: Bool) { self.repeats = repeats }
}

/// A trigger that fires after an interval on the app clock (UNTimeIntervalNotificationTrigger).
@preconcurrency @MainActor
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
  /// The interval, in seconds.
  public let timeInterval: TimeInterval

  /// Fires `timeInterval` seconds after the request is added (and every `timeInterval` seconds
  /// when `repeats`). iOS requires a positive interval, at least 60 seconds when repeating;
  /// ``UNUserNotificationCenter/add(_:withCompletionHandler:)`` refuses a request that breaks this.
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }

  /// Whether iOS accepts the interval.
  var isValid: Bool { timeInterval.isFinite && timeInterval > 0 && (!repeats || timeInterval >= 60) }
}

/// A notification to deliver (UNNotificationRequest).
@preconcurrency @MainActor
public final class UNNotificationRequest {
  /// Its identifier: adding another request with it replaces this one.
  public let identifier: String
  /// What it says (a copy of the content given).
  public let content: UNNotificationContent
  /// When it fires; nil delivers at once.
  public let trigger: UNNotificationTrigger?

  /// A request for `content` fired by `trigger`.
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content.snapshot()
    self.trigger = trigger
  }
}

/// A delivered notification (UNNotification).
@preconcurrency @MainActor
public final class UNNotification {
  /// The request delivered.
  public let request: UNNotificationRequest
  /// When it was delivered: the app clock's time, counted from the reference date (no wall clock
  /// is read).
  public let date: Date
  init(request: UNNotificationRequest, date: Date) {
    self.request = request
    self.date = date
  }
}

/// The user's answer to a notification (UNNotificationResponse). There is no notification to tap
/// on Linux, so the center never makes one; the type exists for the delegate's signature.
@preconcurrency @MainActor
public final class UNNotificationResponse {
  /// The notification answered.
  public let notification: UNNotification
  /// The action chosen.
  public let actionIdentifier: String
  /// The action of a tap on the notification.
  public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
  /// A response choosing `actionIdentifier` for `notification`.
  public init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// Why the center refused a request (UNError).
public struct UNError: Error, Sendable, Equatable {
  /// The failure's kind.
  public enum Code: Int, Sendable {
    /// The trigger's interval is not positive, or under 60 seconds for a repeating trigger.
    case notificationInvalidNoDate = 1401
  }
  /// The failure's kind.
  public let code: Code
  /// An error of `code`.
  public init(_ code: Code) { self.code = code }
}
