import InertiaUIKit
import Testing

/// UINavigationControllerDelegate's calls and the stack operations that cause them.
@MainActor
@Suite struct NavigationControllerDelegateTests {
  /// A controller that records its appearance calls into a shared log.
  final class Screen: UIViewController {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
      title = name
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.lines.append("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.lines.append("\(name).viewDidAppear")
    }
  }

  /// The calls in order.
  final class Log: UINavigationControllerDelegate {
    var lines: [String] = []
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) { lines.append("willShow \(viewController.title ?? "?") \(animated)") }
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { lines.append("didShow \(viewController.title ?? "?") \(animated)") }
  }

  private func scene(_ log: Log) -> (UIWindow, UINavigationController) {
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: ManualClock())
    let navigation = UINavigationController(rootViewController: Screen("root", log: log))
    navigation.delegate = log
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, navigation)
  }

  @Test func theDelegateHearsTheRootWhenTheControllerAppearsThenEachPushAndPop() {
    let log = Log()
    let (window, navigation) = scene(log)
    #expect(
      log.lines == ["willShow root false", "root.viewWillAppear", "root.viewDidAppear", "didShow root false"])
    log.lines = []
    navigation.pushViewController(Screen("detail", log: log), animated: true)
    window.layoutIfNeeded()
    #expect(
      log.lines == [
        "willShow detail true", "detail.viewWillAppear", "detail.viewDidAppear", "didShow detail true",
      ])
    log.lines = []
    navigation.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(
      log.lines == ["willShow root false", "root.viewWillAppear", "root.viewDidAppear", "didShow root false"])
  }

  @Test func setViewControllersReplacesTheStackAndShowsTheLastOne() {
    let log = Log()
    let (window, navigation) = scene(log)
    let root = navigation.viewControllers[0]
    let a = Screen("a", log: log)
    let b = Screen("b", log: log)
    log.lines = []
    navigation.setViewControllers([a, b, a, navigation], animated: true)
    window.layoutIfNeeded()
    #expect(navigation.viewControllers.map(\.title) == ["a", "b"])
    #expect(navigation.topViewController === b)
    #expect(root.parent == nil && a.parent === navigation && b.parent === navigation)
    #expect(
      b.view.superview === navigation.view && root.view.superview == nil && a.viewIfLoaded?.superview == nil)
    #expect(navigation.navigationBar.titleLabel.text == "b")
    #expect(log.lines.first == "willShow b true" && log.lines.last == "didShow b true")
    navigation.viewControllers = []
    #expect(navigation.viewControllers.count == 2)
    navigation.viewControllers = [root]
    #expect(navigation.topViewController === root && a.parent == nil && b.parent == nil)
  }

  @Test func popToAControllerReturnsWhatWasAboveIt() {
    let log = Log()
    let (_, navigation) = scene(log)
    let screens = (1...3).map { Screen("s\($0)", log: log) }
    for screen in screens { navigation.pushViewController(screen, animated: false) }
    let popped = navigation.popToViewController(screens[0], animated: false)
    #expect(popped?.map(\.title) == ["s2", "s3"])
    #expect(navigation.topViewController === screens[0] && screens[2].parent == nil)
    #expect(navigation.popToViewController(screens[0], animated: false) == nil)
    #expect(navigation.popToViewController(Screen("other", log: log), animated: false) == nil)
  }

  @Test func anImagePickerStillTellsItsDelegateThroughTheNavigationDelegate() {
    final class PickerDelegate: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
      var picked: UIImage?
      func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
      ) { picked = info[.originalImage] as? UIImage }
    }
    let picker = UIImagePickerController()
    let delegate = PickerDelegate()
    picker.delegate = delegate
    let image = UIImage(size: CGSize(width: 4, height: 4), scale: 1, drawing: [])
    picker.pick(image)
    #expect(delegate.picked === image)
  }
}
