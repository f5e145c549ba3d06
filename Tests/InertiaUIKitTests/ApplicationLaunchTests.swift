import Foundation
import InertiaUIKit
import Testing

/// An app's AppDelegate and SceneDelegate as Xcode's template writes them (after `inertia port`),
/// launched as iOS launches them.
@MainActor
@Suite struct ApplicationLaunchTests {
  final class Root: UIViewController {
    var loaded = false
    override func viewDidLoad() {
      super.viewDidLoad()
      loaded = true
      view.backgroundColor = .systemTeal
    }
  }

  final class AppDelegate: UIResponder, UIApplicationDelegate {
    var calls: [String] = []
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      calls.append("didFinishLaunching")
      return true
    }
    func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      calls.append("configuration")
      return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
  }

  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var active = false
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = (scene as? UIWindowScene) else { return }
      window = UIWindow(windowScene: windowScene)
      window?.rootViewController = UINavigationController(rootViewController: Root())
      window?.makeKeyAndVisible()
    }
    func sceneDidBecomeActive(_ scene: UIScene) { active = true }
  }

  @Test func launchingRunsTheDelegatesAndShowsTheirWindow() throws {
    let clock = ManualClock()
    UIApplication.shared.clock = clock
    let app = AppDelegate()
    let scenes = SceneDelegate()
    let window = try #require(UIApplication.shared.launch(delegate: app, sceneDelegate: scenes))
    #expect(app.calls == ["didFinishLaunching", "configuration"])
    #expect(window === scenes.window && window.isKeyWindow && scenes.active)
    // The iOS 15 way to the key window: the foreground-active scene's key window.
    let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive }
    #expect((scene as? UIWindowScene)?.keyWindow === window)
    #expect(UIApplication.shared.delegate?.window ?? nil == nil)  // a scene app's delegate has none
    #expect(window.bounds.size == UIScreen.main.bounds.size && window.clock === clock)
    let root = try #require(
      (window.rootViewController as? UINavigationController)?.topViewController as? Root)
    #expect(root.loaded && root.view.window === window && root.view.frame == window.bounds)
    #expect(UIApplication.shared.applicationState == .active && UIApplication.shared.delegate === app)
    #expect(window.windowScene != nil)
  }

  @Test func anOlderAppDelegateMakesItsWindowWithAFrame() {
    final class OldDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?
      ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = Root()
        window?.makeKeyAndVisible()
        return true
      }
    }
    let delegate = OldDelegate()
    let window = UIApplication.shared.launch(delegate: delegate)
    #expect(window === delegate.window && window?.bounds.size == CGSize(width: 390, height: 844))
    #expect((window?.rootViewController as? Root)?.loaded == true)
  }
}
