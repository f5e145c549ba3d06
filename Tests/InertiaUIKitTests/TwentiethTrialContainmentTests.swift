import Foundation
import InertiaUIKit
import Testing

/// More of what the twentieth porting trial's programs used: the constraints a view holds, the
/// Swift 4 containment names, containers forwarding appearance by hand, the older edit-menu calls
/// and Core Animation's older constant names.
@MainActor
@Suite(.serialized) struct TwentiethTrialContainmentTests {
  final class Recorder: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { calls.append("will appear \(animated)") }
    override func viewDidAppear(_ animated: Bool) { calls.append("did appear \(animated)") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("will disappear \(animated)") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("did disappear \(animated)") }
    override func didMove(toParent parent: UIViewController?) { calls.append("moved \(parent != nil)") }
  }

  /// A container that tells its child about appearance itself, as EMPageViewController does.
  final class ManualContainer: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  }

  @Test func aViewHoldsTheConstraintsBetweenItsSubviewsAndItsOwnSize() {
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: ManualClock())
    let container = UIView(frame: window.bounds)
    let a = UIView()
    let b = UIView()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    window.addSubview(container)
    let between = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10)
    let width = a.widthAnchor.constraint(equalToConstant: 50)
    let pin = a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
    NSLayoutConstraint.activate([between, width, pin])
    window.layoutIfNeeded()
    #expect(b.frame.minX == 80)
    let held = container.constraints
    #expect(
      held.contains { $0 === between } && held.contains { $0 === pin } && !held.contains { $0 === width })
    #expect(a.constraints.contains { $0 === width } && !a.constraints.contains { $0 === pin })
    container.removeConstraints(held.filter { $0 === between || $0 === pin })
    #expect(!between.isActive && !pin.isActive && width.isActive)
    #expect(!container.constraints.contains { $0 === between })
  }

  @Test func theSwift4ContainmentNamesCallTheCurrentOnes() {
    let parent = UIViewController()
    let child = Recorder()
    parent.addChildViewController(child)
    child.didMove(toParentViewController: parent)
    child.willMove(toParentViewController: nil)
    child.removeFromParentViewController()
    #expect(child.calls == ["moved true", "moved false"])
  }

  @Test func aContainerThatForwardsAppearanceItselfDecidesWhenItsChildAppears() {
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: ManualClock())
    let container = ManualContainer()
    let child = Recorder()
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    window.rootViewController = container
    window.layoutIfNeeded()
    #expect(child.calls == ["moved true"])
    child.beginAppearanceTransition(true, animated: true)
    #expect(child.calls.last == "will appear true")
    child.endAppearanceTransition()
    #expect(child.calls.suffix(2) == ["will appear true", "did appear true"])
    child.beginAppearanceTransition(false, animated: false)
    child.endAppearanceTransition()
    #expect(child.calls.suffix(2) == ["will disappear false", "did disappear false"])
  }

  final class MenuHost: UIView {
    var ran = 0
    override var canBecomeFirstResponder: Bool { true }
    func register() { _ = Selector("note:", target: self, Self.note(_:)) }
    func note(_ sender: Any?) { ran += 1 }
  }

  @Test func theOlderMenuCallsShowTheItemsTheTargetAnswers() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 1, clock: clock)
    let host = MenuHost(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
    host.register()
    window.addSubview(host)
    window.layoutIfNeeded()
    let menu = UIMenuController.shared
    menu.menuItems = [
      UIMenuItem(title: "Note", action: Selector("note:")),
      UIMenuItem(title: "Other", action: Selector("other:")),
    ]
    menu.setTargetRect(CGRect(x: 100, y: 20, width: 50, height: 20), in: host)
    menu.setMenuVisible(true, animated: true)
    #expect(menu.isMenuVisible && menu.visibleTitles == ["Note"])
    menu.setMenuVisible(false, animated: true)
    #expect(!menu.isMenuVisible)
    menu.menuItems = nil
  }

  @Test func coreAnimationsOlderNamesAreTheCurrentValues() {
    let animation = CABasicAnimation(keyPath: "position")
    animation.fillMode = kCAFillModeForwards
    animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
    animation.repeatCount = HUGE
    #expect(animation.fillMode == .forwards && animation.repeatCount == .infinity)
    let shape = CAShapeLayer()
    shape.lineCap = kCALineCapRound
    #expect(shape.lineCap == .round && kCALineJoinBevel == .bevel)
  }
}
