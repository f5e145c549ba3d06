import InertiaUIKit
import Testing

/// Presenting from a container's child presents from the presentation context, as UIKit does.
@MainActor
@Suite struct PresentationContextTests {
  @Test func aNavigationChildPresentsFromTheNavigationController() {
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: ManualClock())
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let sheet = UIViewController()
    child.present(sheet, animated: true)
    #expect(navigation.presentedViewController === sheet)
    #expect(child.presentedViewController === sheet)
    #expect(sheet.presentingViewController === navigation)
    #expect(sheet.view.window === window)
    let second = UIViewController()
    child.present(second, animated: true)  // the context already presents: ignored
    #expect(second.presentingViewController == nil)
    child.dismiss(animated: true)
    #expect(navigation.presentedViewController == nil && sheet.view.window == nil)
  }

  @Test func anAncestorDefiningTheContextPresentsInstead() {
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: ManualClock())
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    child.definesPresentationContext = true
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let sheet = UIViewController()
    child.present(sheet, animated: false)
    #expect(sheet.presentingViewController === child)
    #expect(navigation.presentedViewController == nil)
  }
}
