import InertiaTexture
import Testing

/// ASButtonNode / ASControlNode: titles and images by state, measured as a stack, and
/// target-action with selectors as `inertia port` writes them, driven by the gesture synthesizer.
@MainActor
@Suite struct ASButtonNodeTests {
  /// A target that is not a responder, as ported code has them.
  final class Cart: ActionTarget {
    var events: [String] = []
    func buy(_ sender: ASButtonNode) { events.append("buy \(sender.isHighlighted)") }
    func pressed(_ sender: ASButtonNode) {
      events.append("down \(sender.isHighlighted) \(sender.titleNode.attributedText?.string ?? "")")
    }
    func left(_ sender: ASButtonNode) { events.append("outside") }
  }

  private func button(for cart: Cart) -> ASButtonNode {
    let button = ASButtonNode()
    button.setTitle("Buy", with: UIFont.systemFont(ofSize: 20), with: .white, for: .normal)
    button.setTitle("Buying", with: nil, with: nil, for: .highlighted)
    button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    button.addTarget(
      cart, action: Selector("buy:", target: cart, Cart.buy(_:)), forControlEvents: .touchUpInside)
    button.addTarget(
      cart, action: Selector("pressed:", target: cart, Cart.pressed(_:)), forControlEvents: .touchDown)
    button.addTarget(
      cart, action: Selector("left:", target: cart, Cart.left(_:)), forControlEvents: .touchUpOutside)
    return button
  }

  @Test func theButtonMeasuresItsTitleInsideItsInsets() {
    let button = button(for: Cart())
    let layout = button.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 300, height: 300)))
    // "Buy" at 20 pt: 33 x 24, plus 10 on every side.
    #expect(layout.size == CGSize(width: 53, height: 44))
    button.setImage(
      UIImage.as_resizableRoundedImage(withCornerRadius: 4, cornerColor: nil, fill: .red), for: .normal)
    let withImage = button.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 300, height: 300)))
    // The 9 x 9 image, 8 of spacing, then the title.
    #expect(withImage.size == CGSize(width: 70, height: 44))
  }

  @Test func aTapSendsTouchDownThenTouchUpInside() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: clock)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    let cart = Cart()
    let button = button(for: cart)
    button.frame = CGRect(x: 20, y: 20, width: 53, height: 44)
    window.addSubview(button.view)
    button.layoutIfNeeded()
    gestures.tap(at: CGPoint(x: 40, y: 40))
    // Highlighted while down, showing the highlighted title; the action after the lift.
    #expect(cart.events == ["down true Buying", "buy false"])
    #expect(button.titleNode.attributedText?.string == "Buy" && !button.isHighlighted)
    gestures.drag(from: CGPoint(x: 40, y: 40), to: CGPoint(x: 200, y: 200), duration: 0.2)
    #expect(cart.events.suffix(2) == ["down true Buying", "outside"])
    button.isEnabled = false
    gestures.tap(at: CGPoint(x: 40, y: 40))
    #expect(cart.events.count == 4)
  }

  @Test func removingATargetStopsItsAction() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: clock)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    let cart = Cart()
    let button = button(for: cart)
    button.removeTarget(cart, action: nil, forControlEvents: .allEvents)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    window.addSubview(button.view)
    gestures.tap(at: CGPoint(x: 50, y: 50))
    #expect(cart.events.isEmpty)
  }
}
