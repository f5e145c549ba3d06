import Foundation
import Testing

@testable import Inertia

/// UIViewController's lifecycle, containment and safe area, hosted by Window.rootViewController.
@MainActor
@Suite struct ViewControllerTests {
  final class Logging: ViewController {
    var log: [String] = []
    override func loadView() {
      log.append("loadView")
      super.loadView()
    }
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    override func viewSafeAreaInsetsDidChange() { log.append("viewSafeAreaInsetsDidChange") }
    override func willMove(toParent parent: ViewController?) {
      log.append("willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: ViewController?) {
      log.append("didMove(\(parent == nil ? "nil" : "parent"))")
    }
  }

  @Test func aRootViewControllerLoadsAppearsAfterLayoutAndDisappears() {
    let scene = TestScene()
    let controller = Logging()
    #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
    scene.window.rootViewController = controller
    #expect(controller.log == ["loadView", "viewDidLoad", "viewWillAppear"])
    scene.window.layoutIfNeeded()
    #expect(
      controller.log == [
        "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "viewDidAppear",
      ])
    #expect(controller.view.frame == scene.window.bounds && controller.isViewVisible)
    #expect(controller.view.next === controller && controller.next === scene.window)
    controller.log = []
    scene.window.rootViewController = nil
    #expect(controller.log == ["viewWillDisappear", "viewDidDisappear"] && controller.view.superview == nil)
  }

  @Test func childViewControllersFollowUIKitsContainmentCalls() {
    let scene = TestScene()
    let parent = ViewController()
    let child = Logging()
    scene.window.rootViewController = parent
    scene.window.layoutIfNeeded()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    scene.window.layoutIfNeeded()
    #expect(
      child.log == [
        "willMove(parent)", "loadView", "viewDidLoad", "viewWillAppear", "didMove(parent)",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
      ])
    #expect(parent.children.count == 1 && child.parent === parent && child.next === parent.view)
    child.log = []
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.log == ["willMove(nil)", "viewWillDisappear", "viewDidDisappear", "didMove(nil)"])
    #expect(parent.children.isEmpty && child.parent == nil && child.next == nil)
    parent.addChild(parent)
    #expect(parent.children.isEmpty)
  }

  @Test func additionalSafeAreaInsetsNarrowTheSafeAreaOfTheViewAndItsSubviews() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let controller = Logging()
    scene.window.rootViewController = controller
    let header = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    controller.view.addSubview(header)
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(controller.log.filter { $0 == "viewSafeAreaInsetsDidChange" }.count == 1)
    controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
    #expect(header.safeAreaInsets == EdgeInsets(top: 57, left: 5, bottom: 0, right: 0))
    #expect(controller.log.filter { $0 == "viewSafeAreaInsetsDidChange" }.count == 2)
    controller.additionalSafeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
    controller.additionalSafeAreaInsets = EdgeInsets(top: -1, left: 0, bottom: 0, right: 0)
    #expect(controller.additionalSafeAreaInsets.top == 10)
  }

  @Test func aNilTargetedActionReachesTheViewController() {
    let scene = TestScene()
    let controller = ViewController()
    var saved = 0
    controller.actionHandlers["save:"] = { _, _ in saved += 1 }
    scene.window.rootViewController = controller
    let button = Button(frame: CGRect(x: 10, y: 100, width: 100, height: 40), title: "Save")
    controller.view.addSubview(button)
    button.addTarget(nil, action: "save:", for: .touchUpInside)
    scene.gestures.tap(at: CGPoint(x: 50, y: 120))
    #expect(saved == 1)
  }

  final class RefusingView: View {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
      !(gestureRecognizer is PanGestureRecognizer)
    }
  }

  @Test func aViewUnderTheTouchCanRefuseAnAncestorsPan() {
    let scene = TestScene()
    let scrollView = scene.scrollView(contentSize: CGSize(width: 390, height: 3000))
    let thumb = RefusingView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
    scrollView.addSubview(thumb)
    scene.gestures.drag(from: CGPoint(x: 100, y: 450), to: CGPoint(x: 100, y: 250), duration: 0.3)
    scene.wait(2)
    #expect(scrollView.contentOffset.y == 0)
    scene.gestures.drag(from: CGPoint(x: 100, y: 700), to: CGPoint(x: 100, y: 600), duration: 0.3)
    scene.wait(2)
    #expect(scrollView.contentOffset.y > 50)
  }

  @Test func aNavigationControllerMakesItsTopScrollViewNavigationContent() {
    let scene = TestScene(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    final class ListController: ViewController {
      let scrollView = ScrollView()
      override func loadView() { view = scrollView }
    }
    let list = ListController()
    list.scrollView.contentSize = CGSize(width: 390, height: 100)
    let navigation = NavigationController(rootViewController: ViewController())
    scene.window.rootViewController = navigation
    navigation.pushViewController(list, animated: false)
    scene.window.layoutIfNeeded()
    #expect(list.navigationController === navigation && list.scrollView.isNavigationContent)
    #expect(list.scrollView.safeAreaInsets.top == 91)
    #expect(
      list.scrollView.adjustedContentInset.top == 91 && list.scrollView.adjustedContentInset.bottom == 34)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    #expect(navigation.popViewController(animated: false) === list)
    #expect(!list.scrollView.isNavigationContent && list.parent == nil)
    scene.window.rootViewController = list
    scene.window.layoutIfNeeded()
    #expect(list.scrollView.adjustedContentInset.top == 0)
  }
}
