// Seed 002 (UIControl reference, Korean/English): its one Swift block is Listing 1, three action
// method declarations (without bodies: declarations in documentation, given bodies here). On Linux
// the compiler accepts `@IBAction` only on one-argument methods (error: "@IBAction methods must
// have 1 argument"): Swift's attribute checker allows 0-2 arguments only when the target is iOS,
// tvOS, watchOS or visionOS. `@IBAction` is a built-in attribute: the parser takes the built-in
// before looking up custom attributes (tried with a result-builder type named `IBAction`, plain and
// as `` @`IBAction` ``; attached macros are custom attributes too), so no library can supply a
// Linux form, and no compiler flag relaxes the check. The first and third declarations are
// therefore kept without the attribute, the closest form (one token removed from each); the
// second compiles as written. The rest of the seed is API listed in documentation notation
// (`func addTarget(Any?, action: Selector, for: UIControl.Event)`), which is not Swift;
// `SeedTrackingControl` and Seed002ControlTests use every listed member with the listed types.
import InertiaUIKit

/// Listing 1's three action methods, on a view controller that receives them.
final class ListingOneController: UIViewController {
  var received: [String] = []

  // Listing 1, declaration 1 (closest form: `@IBAction` dropped).
  func doSomething() { received.append("doSomething()") }
  // Listing 1, declaration 2, as written.
  @IBAction func doSomething(sender: UIButton) { received.append("doSomething(sender:)") }
  // Listing 1, declaration 3 (closest form: `@IBAction` dropped).
  func doSomething(sender: UIButton, forEvent event: UIEvent) {
    received.append("doSomething(sender:forEvent:)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // No selectors on Linux: an action name is bound to its method by a handler.
    actionHandlers["doSomething"] = { [unowned self] _, _ in self.doSomething() }
    actionHandlers["doSomething:"] = { [unowned self] sender, _ in
      if let button = sender as? UIButton { self.doSomething(sender: button) }
    }
    actionHandlers["doSomething:forEvent:"] = { [unowned self] sender, event in
      if let button = sender as? UIButton, let event { self.doSomething(sender: button, forEvent: event) }
    }
  }
}

/// A control subclass as the seed's subclassing notes describe: it overrides the four tracking
/// methods and `sendAction(_:to:for:)` with the listed signatures, and `state`.
final class SeedTrackingControl: UIControl {
  var log: [String] = []
  var customBit = false

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    log.append("begin inside:\(bounds.contains(touch.location(in: self)))")
    return super.beginTracking(touch, with: event)
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    log.append("continue")
    return super.continueTracking(touch, with: event)
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    log.append("end touch:\(touch != nil)")
    super.endTracking(touch, with: event)
  }

  override func cancelTracking(with event: UIEvent?) {
    log.append("cancel")
    super.cancelTracking(with: event)
  }

  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    log.append("send \(action) event:\(event != nil)")
    super.sendAction(action, to: target, for: event)
  }

  override var state: UIControl.State {
    customBit ? super.state.union(UIControl.State(rawValue: 0x0001_0000)) : super.state
  }
}
