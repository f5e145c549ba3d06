import InertiaTexture
import InertiaUIKit
import Testing

/// A property's setter selector (`#selector(setter: UIView.backgroundColor)`, which `inertia port`
/// rewrites) is answered by every instance of the property's type: `perform(_:with:)` sets the
/// property to its argument, as a theme engine replaying setters on the objects it styled does on
/// iOS.
@MainActor
@Suite struct SetterSelectorTests {
  @Test func performingAViewsSetterSelectorSetsThePropertyOnItsInstancesAndSubclasses() {
    let view = UIView()
    let label = UILabel()
    let setColor = Selector("setBackgroundColor:", setter: \UIView.backgroundColor)
    #expect(setColor.name == "setBackgroundColor:")
    view.perform(setColor, with: UIColor.red)
    label.perform(setColor, with: UIColor.blue)
    #expect(view.backgroundColor == UIColor.red)
    #expect(label.backgroundColor == UIColor.blue)
    // An argument of another type changes nothing; nil clears an optional property.
    view.perform(setColor, with: "red")
    #expect(view.backgroundColor == UIColor.red)
    view.perform(setColor, with: nil)
    #expect(view.backgroundColor == nil)
  }

  /// Sends `action` to `target` as a generic theme engine does (`T: NSObjectProtocol`).
  private func fire<T: NSObjectProtocol>(_ target: T, _ action: Selector, _ value: Any?) {
    target.perform(action, with: value)
  }

  @Test func aNodesSetterSelectorSetsOnlyInstancesOfItsType() {
    let text = ASTextNode()
    let image = ASImageNode()
    let setText = Selector("setAttributedText:", setter: \ASTextNode.attributedText)
    fire(text, setText, NSAttributedString(string: "Awesome"))
    fire(image, setText, NSAttributedString(string: "Awesome"))
    #expect(text.attributedText?.string == "Awesome")
    #expect(image.image == nil)
    let setAlpha = Selector("setAlpha:", setter: \ASDisplayNode.alpha)
    fire(image, setAlpha, CGFloat(0.5))
    #expect(image.alpha == 0.5)
  }
}
