import InertiaUIKit
import Testing

/// UIKit's accessibility properties belong to every NSObject, so a view controller (a responder
/// that is not a view) has them too, and iOS code overrides them with `override`.
@MainActor
@Suite struct ResponderAccessibilityTests {
  /// A controller naming itself for a screen reader, as iOS code writes it.
  final class ProfileController: UIViewController {
    override var accessibilityLabel: String? {
      get { "Profile of " + (super.accessibilityLabel ?? "nobody") }
      set { super.accessibilityLabel = newValue }
    }
    override var isAccessibilityElement: Bool {
      get { true }
      set {}
    }
  }

  @Test func aControllerOverridesItsAccessibilityPropertiesAsOnIOS() {
    let controller = ProfileController()
    #expect(controller.accessibilityLabel == "Profile of nobody")
    controller.accessibilityLabel = "Ada"
    #expect(controller.accessibilityLabel == "Profile of Ada")
    let responder: UIResponder = controller
    #expect(responder.isAccessibilityElement)
    #expect(responder.accessibilityHint == nil && responder.accessibilityTraits == [])
    #expect(responder.accessibilityElementCount() == 0 && responder.accessibilityElement(at: 0) == nil)
  }

  @Test func aViewKeepsItsDefaultsAndItsFrameInTheWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UILabel(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    window.addSubview(view)
    #expect(view.isAccessibilityElement)
    #expect(view.accessibilityFrame == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(UIView().isAccessibilityElement == false)
  }
}
