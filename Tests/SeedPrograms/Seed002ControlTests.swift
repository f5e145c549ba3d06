import InertiaUIKit
import Testing

/// Seed 002's control API, used with the seed's types, driven by the gesture synthesizer.
@MainActor
@Suite struct Seed002ControlTests {
  @Test func theListedAPIHasTheListedTypes() {
    let control = SeedTrackingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let state: UIControl.State = control.state
    let enabled: Bool = control.isEnabled && !control.isSelected && !control.isHighlighted
    let vertical: UIControl.ContentVerticalAlignment = control.contentVerticalAlignment
    let horizontal: UIControl.ContentHorizontalAlignment = control.contentHorizontalAlignment
    let effective: UIControl.ContentHorizontalAlignment = control.effectiveContentHorizontalAlignment
    control.addTarget(nil as Any?, action: "tap:", for: UIControl.Event.touchUpInside)
    let actions: [String]? = control.actions(forTarget: nil as Any?, forControlEvent: .touchUpInside)
    let events: UIControl.Event = control.allControlEvents
    let targets: Set<AnyHashable> = control.allTargets
    control.removeTarget(nil as Any?, action: nil as Selector?, for: .allEvents)
    let tracking: Bool = control.isTracking || control.isTouchInside
    #expect(
      state == .normal && enabled && vertical == .center && horizontal == .center && effective == .center)
    #expect(actions == ["tap:"] && events == .touchUpInside && targets.count == 1)
    #expect(control.allTargets.isEmpty && !tracking)
    control.customBit = true
    #expect(control.state.rawValue == 0x0001_0000)
  }

  @Test func trackingOverridesSeeEveryPhaseAndTheirEvents() {
    let host = SeedHost()
    let controller = ListingOneController()
    host.show(controller)
    let control = SeedTrackingControl(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
    controller.view.addSubview(control)
    control.addTarget(nil, action: "doSomething", for: .touchUpInside)
    host.gestures.drag(from: CGPoint(x: 40, y: 120), to: CGPoint(x: 60, y: 120), duration: 0.05)
    #expect(control.log.first == "begin inside:true")
    #expect(control.log.contains("continue"))
    #expect(control.log.suffix(2) == ["end touch:true", "send doSomething event:true"])
    #expect(controller.received == ["doSomething()"])
    host.wait(1)
    control.log = []
    host.window.handleTouch(id: 1, phase: .began, at: CGPoint(x: 40, y: 120))
    host.window.handleTouch(id: 1, phase: .cancelled, at: CGPoint(x: 40, y: 120))
    #expect(control.log == ["begin inside:true", "cancel"])
  }

  @Test func listingOneActionsReachTheViewControllerUpTheResponderChain() {
    let host = SeedHost()
    let controller = ListingOneController()
    host.show(controller)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
    controller.view.addSubview(button)
    button.addTarget(nil, action: "doSomething:", for: .touchUpInside)
    button.addTarget(controller, action: "doSomething:forEvent:", for: .touchUpInside)
    host.gestures.tap(at: CGPoint(x: 60, y: 220))
    #expect(controller.received == ["doSomething(sender:)", "doSomething(sender:forEvent:)"])
  }
}
