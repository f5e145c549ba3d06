import InertiaUIKit
import Testing

/// `UIView.transition` and dynamic colours as ported code writes them.
@MainActor
@Suite struct TransitionAndDynamicColorTests {
  @Test func aTransitionChangesAtOnceAndCompletesAfterItsDurationOnTheClock() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 100, height: 100), scale: 1, clock: clock)
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(imageView)
    var finished: [Double] = []
    UIView.transition(
      with: imageView, duration: 0.3, options: [.transitionCrossDissolve, .curveEaseOut],
      animations: { imageView.alpha = 0.5 }, completion: { _ in finished.append(clock.now) })
    #expect(imageView.alpha == 0.5 && imageView.presentation.alpha == 0.5)  // not animated
    clock.advance(to: 0.2)
    #expect(finished.isEmpty)
    clock.advance(to: 0.5)
    #expect(finished.count == 1 && abs(finished[0] - 0.3) < 1e-9)
  }

  @Test func aTransitionFromOneViewToAnotherSwapsThemInPlace() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (below, from, above, to) = (UIView(), UIView(), UIView(), UIView())
    for view in [below, from, above] { container.addSubview(view) }
    var done = false
    UIView.transition(from: from, to: to, duration: 0.4, options: .transitionFlipFromLeft) { done = $0 }
    #expect(container.subviews == [below, to, above])
    #expect(from.superview == nil && done)  // in no window: at once

    let hidden = UIView()
    container.addSubview(hidden)
    hidden.isHidden = true
    UIView.transition(from: above, to: hidden, duration: 0, options: .showHideTransitionViews)
    #expect(above.isHidden && !hidden.isHidden && above.superview === container)
  }

  @Test func aDynamicColourIsItsLightAppearance() {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .orange }
    #expect(color == .orange)
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .orange)
    let provided = UIColor(dynamicProvider: { _ in UIColor(white: 0.5, alpha: 1) })
    #expect(provided == UIColor(white: 0.5, alpha: 1))
  }
}
