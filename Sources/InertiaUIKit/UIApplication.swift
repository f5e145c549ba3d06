import Foundation
import Inertia

// UIKit's application model, so an app's AppDelegate.swift and SceneDelegate.swift compile and can
// be run by a host: `UIApplication.launch(delegate:sceneDelegate:)` does what iOS does at launch
// (the delegate's launch calls, then a window scene connected to the scene delegate), and the
// windows the delegates make are on the application's clock. `inertia port` removes `@main` and
// `@UIApplicationMain` (the host is the program's entry point).

/// The running application (UIApplication): its delegate, windows and clock.
@preconcurrency @MainActor
public final class UIApplication {
  /// Keys of the launch options dictionary (UIApplication.LaunchOptionsKey).
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was opened with.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
  }

  /// The application's states (UIApplication.State).
  public enum State: Int, Sendable {
    /// In front, receiving events.
    case active = 0
    /// In front, not receiving events (launching, or interrupted).
    case inactive = 1
    /// Not on screen.
    case background = 2
  }

  /// The one application.
  public static let shared = UIApplication()

  /// The delegate given at launch. Held strongly, as UIKit holds its app delegate.
  public var delegate: UIApplicationDelegate?
  /// The clock windows made by app code run on (`UIWindow(frame:)`, `UIWindow(windowScene:)`;
  /// ``Inertia/Window/appClock``): a host sets it before launching.
  public var clock: FrameClock {
    get { Window.appClock }
    set { Window.appClock = newValue }
  }
  /// The windows made visible, in order.
  public private(set) var windows: [UIWindow] = []
  /// The connected scenes.
  public private(set) var connectedScenes: Set<UIScene> = []
  /// The application's state.
  public private(set) var applicationState = State.inactive
  /// Whether the idle timer is off (recorded).
  public var isIdleTimerDisabled = false
  /// The badge number (recorded).
  public var applicationIconBadgeNumber = 0
  /// The status bar's style, as set by code written before view-controller-based status bars
  /// (recorded; the host draws no status bar). Default `.default`.
  public var statusBarStyle = UIStatusBarStyle.default
  /// Whether the status bar is hidden, as set by older code (recorded). Default false.
  public var isStatusBarHidden = false

  /// How the interface is held, as code written before scenes reads it: landscape
  /// (`.landscapeRight`) when the key window (else the first, else the screen) is wider than tall.
  public var statusBarOrientation: UIInterfaceOrientation {
    let window = windows.first { $0.isKeyWindow } ?? windows.first
    return Self.interfaceOrientation(of: window?.bounds.size ?? UIScreen.main.bounds.size)
  }

  /// The interface orientation of a window or screen of `size` (UIKit's landscape-right is the
  /// device's landscape-left).
  static func interfaceOrientation(of size: CGSize) -> UIInterfaceOrientation {
    size.width > size.height ? .landscapeRight : .portrait
  }

  /// Whether touches are being ignored (``beginIgnoringInteractionEvents()``).
  public var isIgnoringInteractionEvents: Bool { Window.ignoredInteractionDepth > 0 }

  /// Stops every window taking new touches until a matching ``endIgnoringInteractionEvents()``
  /// (calls nest, as UIKit's do); touches already down go on.
  public func beginIgnoringInteractionEvents() { Window.ignoredInteractionDepth += 1 }

  /// Ends one ``beginIgnoringInteractionEvents()``; more ends than begins change nothing.
  public func endIgnoringInteractionEvents() {
    Window.ignoredInteractionDepth = max(Window.ignoredInteractionDepth - 1, 0)
  }

  /// Sets ``statusBarStyle`` (the animation is not drawn: there is no status bar).
  public func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) { statusBarStyle = style }
  /// The scene delegates connected by ``launch(delegate:sceneDelegate:)``, kept alive as UIKit keeps them.
  private var sceneDelegates: [UISceneDelegate] = []

  private init() {}

  /// The window made key last by `makeKeyAndVisible()`.
  public private(set) weak var keyWindow: UIWindow?

  /// Launches as iOS does: `application(_:willFinishLaunchingWithOptions:)` and
  /// `application(_:didFinishLaunchingWithOptions:)` on `delegate`, then, with a scene delegate,
  /// `application(_:configurationForConnecting:options:)` and a window scene connected to it
  /// (`scene(_:willConnectTo:options:)`), then the active calls; `didFinishLaunchingNotification`
  /// and `didBecomeActiveNotification` follow the delegate's calls. Returns the key window, if the
  /// delegates made one.
  @discardableResult
  public func launch(delegate: UIApplicationDelegate, sceneDelegate: UISceneDelegate? = nil) -> UIWindow? {
    self.delegate = delegate
    _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
    _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
    NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
    defer { NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self) }
    if let sceneDelegate {
      let session = UISceneSession(role: .windowApplication)
      _ = delegate.application(
        self, configurationForConnecting: session, options: UIScene.ConnectionOptions())
      let scene = UIWindowScene(session: session)
      scene.delegate = sceneDelegate
      sceneDelegates.append(sceneDelegate)
      connectedScenes.insert(scene)
      sceneDelegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
      scene.activationState = .foregroundInactive
      sceneDelegate.sceneWillEnterForeground(scene)
      applicationState = .active
      scene.activationState = .foregroundActive
      sceneDelegate.sceneDidBecomeActive(scene)
    } else {
      applicationState = .active
      delegate.applicationDidBecomeActive(self)
    }
    return keyWindow
  }

  /// Records `window` as shown and key (the previous key window stops being key).
  func makeKey(_ window: UIWindow) {
    if !windows.contains(where: { $0 === window }) { windows.append(window) }
    let previous = keyWindow
    keyWindow = window
    if previous !== window {
      previous?.resignKey()
      window.becomeKey()
    }
    // The app's clock is its key window's: `DispatchQueue.main.asyncAfter`, timers and
    // `CACurrentMediaTime()` in ported code follow the clock a driver advances.
    if Window.appClock !== window.clock { Window.appClock = window.clock }
  }

  /// The status bar's frame: the key window's width by its top safe-area inset (zero without a
  /// key window).
  public var statusBarFrame: CGRect {
    guard let window = keyWindow else { return .zero }
    return CGRect(x: 0, y: 0, width: window.bounds.width, height: window.safeAreaInsets.top)
  }

  /// Opening URLs is not supported: the completion gets false.
  public func open(
    _ url: URL, options: [String: Any] = [:], completionHandler: (@MainActor (Bool) -> Void)? = nil
  ) {
    completionHandler?(false)
  }

  /// Whether a URL can be opened: never here.
  public func canOpenURL(_ url: URL) -> Bool { false }
}

/// UIKit's older name for `UIApplication.LaunchOptionsKey`.
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// The application's delegate (UIApplicationDelegate). Every method has a default, as the
/// Objective-C protocol's are optional.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window, for apps without scenes (an optional requirement in UIKit). Default nil.
  var window: UIWindow? { get }
  /// Launch is about to finish. Default true.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Launch finished. Default true.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The configuration of a scene being connected. Default: "Default Configuration".
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// Scenes were discarded. Default: nothing.
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// The app became active (apps without scenes). Default: nothing.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to become inactive. Default: nothing.
  func applicationWillResignActive(_ application: UIApplication)
  /// The app went to the background. Default: nothing.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is coming to the foreground. Default: nothing.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app is about to end. Default: nothing.
  func applicationWillTerminate(_ application: UIApplication)
  /// The orientations `window` may take (recorded: the window keeps its portrait size). Default
  /// all but upside down.
  func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
    -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
  /// No window (a delegate that declares `var window` has its own).
  public var window: UIWindow? { nil }
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
    -> UIInterfaceOrientationMask
  { .allButUpsideDown }
}

/// A scene: one instance of the app's interface (UIScene).
@preconcurrency @MainActor
open class UIScene: Hashable {
  /// Options a scene is connected with (UIScene.ConnectionOptions); empty here.
  public struct ConnectionOptions: Sendable {
    /// URLs the scene was opened with (none here).
    public var urlContexts: Set<String> = []
    /// Creates empty options.
    public init() {}
  }
  /// The session the scene belongs to.
  public let session: UISceneSession
  /// The scene's delegate. Held weakly, as in UIKit (the application keeps it alive).
  public weak var delegate: UISceneDelegate?
  /// The scene's title (recorded).
  public var title: String?
  /// Where the scene is in its life (UIScene.ActivationState).
  public enum ActivationState: Int, Sendable {
    /// Not connected to the app.
    case unattached = -1
    /// On screen and receiving events.
    case foregroundActive = 0
    /// On screen, not receiving events.
    case foregroundInactive = 1
    /// Off screen.
    case background = 2
  }
  /// The scene's state: unattached until connected, foreground-active once the app is active.
  public internal(set) var activationState = ActivationState.unattached

  /// A scene for `session`.
  public init(session: UISceneSession) { self.session = session }

  nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A scene with windows (UIWindowScene).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The screen the scene is on.
  public var screen: UIScreen { UIScreen.main }
  /// The scene's windows, in the order made.
  public internal(set) var windows: [UIWindow] = []
  /// The scene's key window, if one of its windows is key (iOS 15).
  public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
  /// How the scene's interface is held: landscape (`.landscapeRight`) when its first window, or the
  /// screen without one, is wider than tall, else portrait.
  public var interfaceOrientation: UIInterfaceOrientation {
    UIApplication.interfaceOrientation(of: windows.first?.bounds.size ?? screen.bounds.size)
  }
}

/// A scene's session (UISceneSession).
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
  /// The kinds of scene (UISceneSession.Role).
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a role from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An app's interactive window.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
  /// The session's role.
  public let role: Role
  /// A unique identifier.
  public let persistentIdentifier = UUID().uuidString
  /// The configuration the scene was made with.
  public var configuration: UISceneConfiguration

  /// A session of `role`.
  public init(role: Role) {
    self.role = role
    configuration = UISceneConfiguration(name: nil, sessionRole: role)
  }

  nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a scene is made (UISceneConfiguration); recorded.
@preconcurrency @MainActor
public final class UISceneConfiguration {
  /// The configuration's name.
  public let name: String?
  /// The role of the sessions it configures.
  public let role: UISceneSession.Role
  /// The scene delegate's class (recorded).
  public var delegateClass: AnyClass?
  /// The storyboard (there are none here).
  public var storyboard: AnyObject?

  /// A configuration named `name` for `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// A scene's delegate (UISceneDelegate); every method has a default.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene is connecting: make its window here. Default: nothing.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was disconnected. Default: nothing.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active. Default: nothing.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to become inactive. Default: nothing.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is coming to the foreground. Default: nothing.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background. Default: nothing.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate (UIWindowSceneDelegate).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

extension Window {
  /// A window filling `windowScene`'s screen (UIWindow(windowScene:)), on the application's clock.
  public convenience init(windowScene: UIWindowScene) {
    self.init(size: windowScene.screen.bounds.size, scale: windowScene.screen.scale, clock: Window.appClock)
    windowScene.windows.append(self)
  }

  /// The scene the window belongs to, if it was made for one. Setting it moves the window to that
  /// scene's `windows` (out of any other scene's); nil takes it out of its scene.
  public var windowScene: UIWindowScene? {
    get {
      UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }
        .first { $0.windows.contains { $0 === self } }
    }
    set {
      if let current = windowScene, current !== newValue { current.windows.removeAll { $0 === self } }
      if let scene = newValue, !scene.windows.contains(where: { $0 === self }) { scene.windows.append(self) }
    }
  }

  /// Shows the window and makes it the key window: its root view controller is laid out, and its
  /// clock becomes the app's (``Inertia/Window/appClock``).
  public func makeKeyAndVisible() {
    isHidden = false
    UIApplication.shared.makeKey(self)
    layoutIfNeeded()
  }

  /// Makes the window key (UIWindow.makeKey()).
  public func makeKey() { UIApplication.shared.makeKey(self) }

  /// Whether the window is the application's key window.
  public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

  /// Posted when a window becomes the key window (UIWindow.didBecomeKeyNotification).
  nonisolated public static let didBecomeKeyNotification = Notification.Name(
    "UIWindowDidBecomeKeyNotification")
  /// Posted when a window stops being the key window (UIWindow.didResignKeyNotification).
  nonisolated public static let didResignKeyNotification = Notification.Name(
    "UIWindowDidResignKeyNotification")

  /// Called when the window becomes the key window (UIWindow.becomeKey()): posts
  /// `UIWindow.didBecomeKeyNotification` with the window. UIKit says not to call it directly; a
  /// call posts the notification and changes nothing else.
  public func becomeKey() {
    NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
  }

  /// Called when the window stops being the key window (UIWindow.resignKey()): posts
  /// `UIWindow.didResignKeyNotification` with the window. A direct call (which UIKit says not to
  /// make) posts the notification and changes nothing else: the window stays key.
  public func resignKey() {
    NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
  }
}
