import Foundation
import Testing

@testable import Inertia

/// A root view controller's view follows its window's size and scale, as UIKit's does: it is
/// resized, laid out again and sees its safe area once.
@MainActor
@Suite struct ViewControllerResizeTests {
  /// Logs layout and safe-area calls, and keeps a footer pinned to the safe area's bottom edge.
  final class FooterController: ViewController {
    var log: [String] = []
    let footer = View()
    override func viewDidLoad() {
      footer.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(footer)
      LayoutConstraint.activate([
        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        footer.heightAnchor.constraint(equalToConstant: 50),
      ])
    }
    override func viewWillLayoutSubviews() {
      log.append("viewWillLayoutSubviews \(view.bounds.width)x\(view.bounds.height)")
    }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    override func viewSafeAreaInsetsDidChange() {
      let insets = view.safeAreaInsets
      log.append("viewSafeAreaInsetsDidChange \(insets.top) \(insets.left) \(insets.bottom) \(insets.right)")
    }
  }

  private func shown(safeArea: EdgeInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) -> (
    TestScene, FooterController
  ) {
    let scene = TestScene(safeArea: safeArea)
    let controller = FooterController()
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    controller.log = []
    return (scene, controller)
  }

  @Test func aWindowResizeResizesTheRootViewAndLaysItOutAgain() {
    let (scene, controller) = shown()
    #expect(controller.footer.frame == CGRect(x: 0, y: 760, width: 390, height: 50))
    scene.window.frame = CGRect(x: 0, y: 0, width: 600, height: 500)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 600, height: 500))
    // The view filled the window at once, so its safe area never left the window's.
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(controller.log.isEmpty)
    scene.window.layoutIfNeeded()
    #expect(controller.log == ["viewWillLayoutSubviews 600.0x500.0", "viewDidLayoutSubviews"])
    #expect(controller.footer.frame == CGRect(x: 0, y: 416, width: 600, height: 50))
  }

  @Test func aRotationChangesTheSafeAreaOnceThenLaysOut() {
    let (scene, controller) = shown()
    scene.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    scene.window.windowSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    scene.window.layoutIfNeeded()
    #expect(
      controller.log == [
        "viewSafeAreaInsetsDidChange 0.0 47.0 21.0 47.0",
        "viewWillLayoutSubviews 844.0x390.0", "viewDidLayoutSubviews",
      ])
    #expect(controller.footer.frame == CGRect(x: 0, y: 319, width: 844, height: 50))
    controller.log = []
    scene.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    scene.window.layoutIfNeeded()
    #expect(controller.log.isEmpty)
  }

  /// A bar a controller places by hand below the safe area's top, as a navigation controller
  /// places its navigation bar.
  final class BarController: ViewController {
    var log: [String] = []
    let bar = View()
    override func viewDidLoad() { view.addSubview(bar) }
    override func viewWillLayoutSubviews() {
      log.append("viewWillLayoutSubviews")
      bar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 44)
    }
    override func viewSafeAreaInsetsDidChange() {
      log.append("viewSafeAreaInsetsDidChange \(view.safeAreaInsets.top)")
    }
  }

  @Test func aSafeAreaTheWindowGainsAfterALayoutLaysTheControllerOutAgain() {
    let scene = TestScene(safeArea: .zero)
    let controller = BarController()
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    #expect(controller.bar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    controller.log = []
    scene.window.windowSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    scene.window.layoutIfNeeded()
    #expect(controller.log == ["viewSafeAreaInsetsDidChange 20.0", "viewWillLayoutSubviews"])
    #expect(controller.bar.frame == CGRect(x: 0, y: 20, width: 390, height: 44))
    // The same insets again change nothing and lay nothing out.
    controller.log = []
    scene.window.windowSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    scene.window.layoutIfNeeded()
    #expect(controller.log.isEmpty)
  }

  @Test func aNavigationBarMovesBelowAStatusBarTheWindowGainsLater() {
    let scene = TestScene(safeArea: .zero)
    let navigation = NavigationController(rootViewController: ViewController())
    scene.window.rootViewController = navigation
    scene.window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.minY == 0)
    scene.window.windowSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    scene.window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 390, height: 44))
  }

  @Test func aShrinkingWindowWithoutASafeAreaCallsNoSafeAreaChange() {
    let (scene, controller) = shown(safeArea: .zero)
    scene.window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    scene.window.layoutIfNeeded()
    #expect(controller.log == ["viewWillLayoutSubviews 320.0x480.0", "viewDidLayoutSubviews"])
    #expect(controller.footer.frame == CGRect(x: 0, y: 430, width: 320, height: 50))
  }

  @Test func badWindowSizesAreClampedOrIgnoredAndTheRootViewFollows() {
    let (scene, controller) = shown()
    scene.window.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 500)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    scene.window.frame = CGRect(x: 0, y: 0, width: 200, height: CGFloat.infinity)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    // A negative width is a rectangle reaching left, as in Core Graphics: 20 pt wide.
    scene.window.frame = CGRect(x: 0, y: 0, width: -20, height: 300)
    scene.window.layoutIfNeeded()
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 20, height: 300))
    #expect(abs(controller.footer.frame.maxY - (300 - 34)) < 1e-9)
    #expect(controller.log == ["viewWillLayoutSubviews 20.0x300.0", "viewDidLayoutSubviews"])
  }

  @Test func aViewOutsideTheWindowIsNotResized() {
    let (scene, controller) = shown()
    let view: View = controller.view
    view.removeFromSuperview()
    scene.window.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func aNavigationControllersTopViewFollowsTheWindow() {
    let scene = TestScene()
    let top = ViewController()
    scene.window.rootViewController = NavigationController(rootViewController: top)
    scene.window.layoutIfNeeded()
    scene.window.frame = CGRect(x: 0, y: 0, width: 700, height: 400)
    scene.window.layoutIfNeeded()
    #expect(top.view.frame == CGRect(x: 0, y: 0, width: 700, height: 400))
  }

  @Test func aScaleChangeLaysOutTheRootViewAndMovesCellHairlines() {
    let (scene, controller) = shown()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    let source = RowSource()
    table.dataSource = source
    controller.view.addSubview(table)
    scene.window.layoutIfNeeded()
    let cell = table.visibleCells[0]
    #expect(abs(cell.separatorView.frame.height - 1.0 / 3) < 1e-9)
    controller.log = []
    scene.window.screenScale = 2
    scene.window.layoutIfNeeded()
    #expect(controller.log == ["viewWillLayoutSubviews 390.0x844.0", "viewDidLayoutSubviews"])
    #expect(cell.separatorView.frame.height == 0.5)
    controller.log = []
    scene.window.screenScale = 2
    scene.window.screenScale = .nan
    scene.window.layoutIfNeeded()
    #expect(controller.log.isEmpty && scene.window.screenScale == 2)
  }

  final class RowSource: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
  }
}

/// UIKit's viewWillTransition(to:with:): before the root view is resized, with a coordinator whose
/// blocks run once it has the new size and the window is laid out at it.
@MainActor
@Suite struct ViewControllerSizeTransitionTests {
  final class Transitioning: ViewController {
    var log: [String] = []
    var resizeWindowTo: CGSize?
    override func viewWillTransition(
      to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      log.append(
        "viewWillTransition \(size.width)x\(size.height) from \(view.bounds.width)x\(view.bounds.height)")
      if let resizeWindowTo { view.window?.frame = CGRect(origin: .zero, size: resizeWindowTo) }
      coordinator.animate(
        alongsideTransition: { [unowned self] context in
          log.append("alongside \(view.bounds.width)x\(view.bounds.height) animated:\(context.isAnimated)")
        },
        completion: { [unowned self] _ in log.append("completion") })
    }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
  }

  @Test func aRootViewControllerHearsTheSizeBeforeItsViewChangesAndRunsItsBlocksAfter() {
    let scene = TestScene()
    let controller = Transitioning()
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    controller.log = []
    scene.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    scene.window.layoutIfNeeded()
    #expect(
      controller.log == [
        "viewWillTransition 844.0x390.0 from 390.0x844.0", "viewWillLayoutSubviews",
        "alongside 844.0x390.0 animated:false", "completion",
      ])
    controller.log = []
    scene.window.frame = CGRect(x: 10, y: 10, width: 844, height: 390)
    #expect(controller.log.isEmpty)
  }

  @Test func childrenThatFillTheirParentHearTheSizeToo() {
    let scene = TestScene()
    let top = Transitioning()
    scene.window.rootViewController = NavigationController(rootViewController: top)
    scene.window.layoutIfNeeded()
    top.log = []
    scene.window.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
    #expect(top.log.first == "viewWillTransition 600.0x400.0 from 390.0x844.0")
    #expect(top.log.last == "completion")
  }

  @Test func aResizeFromInsideTheCallbackIsAppliedWithoutAnotherCallback() {
    let scene = TestScene()
    let controller = Transitioning()
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    controller.log = []
    controller.resizeWindowTo = CGSize(width: 500, height: 500)
    scene.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 500, height: 500))
    #expect(
      controller.log == [
        "viewWillTransition 844.0x390.0 from 390.0x844.0", "viewWillLayoutSubviews",
        "alongside 500.0x500.0 animated:false", "completion",
      ])
  }
}
