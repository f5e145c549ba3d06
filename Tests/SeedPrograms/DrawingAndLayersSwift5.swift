import InertiaUIKit
import Testing

// Written as iOS code is (no @MainActor on the classes, Swift 5 language mode): a progress ring
// drawn with draw(_:), a shape-layer badge, a card with a shadow, and a large-title screen.

class ProgressRingView: UIView {
  var progress: CGFloat = 0.25 {
    didSet { setNeedsDisplay() }
  }
  var drawnArcs = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(6)
    context.setStrokeColor(UIColor.systemGray5.cgColor)
    context.addEllipse(in: rect.insetBy(dx: 3, dy: 3))
    context.strokePath()
    let path = UIBezierPath(
      arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - 3, startAngle: -.pi / 2,
      endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
    path.lineWidth = 6
    path.lineCapStyle = .round
    tintColor.setStroke()
    path.stroke()
    context.restoreGState()
    drawnArcs += 1
  }
}

class BadgeLayer: CALayer {
  override func draw(in ctx: CGContext) {
    ctx.setFillColor(UIColor.systemRed.cgColor)
    ctx.fillEllipse(in: bounds)
  }
}

class CardViewController: UIViewController {
  let card = UIView()
  let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
  var transactionDone = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Cards"
    navigationController?.navigationBar.prefersLargeTitles = true
    navigationItem.largeTitleDisplayMode = .always
    card.frame = CGRect(x: 20, y: 200, width: 200, height: 120)
    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = 12
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.2
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    card.layer.shadowRadius = 8
    view.addSubview(card)
    card.addSubview(ring)
    let badge = BadgeLayer()
    badge.frame = CGRect(x: 180, y: -10, width: 20, height: 20)
    badge.contentsScale = UIScreen.main.scale
    badge.setNeedsDisplay()
    card.layer.addSublayer(badge)
    let title = UILabel()
    title.font = UIFont(name: "Avenir-Heavy", size: 20) ?? .boldSystemFont(ofSize: 20)
    title.textAlignment = .center
    title.lineBreakMode = .byTruncatingTail
    title.textColor = .label
    card.addSubview(title)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setCompletionBlock { [weak self] in self?.transactionDone = true }
    badge.opacity = 0.9
    CATransaction.commit()
  }
}

@MainActor
@Suite struct DrawingAndLayersSwift5Tests {
  @Test func swift5CodeDrawsLayersAndLargeTitles() {
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: ManualClock())
    let controller = CardViewController()
    let navigation = UINavigationController(rootViewController: controller)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    #expect(controller.transactionDone)
    #expect(navigation.showsLargeTitle && navigation.navigationBar.frame.height == 96)
    #expect(controller.card.layer.cornerRadius == 12 && controller.card.layerCornerRadius == 12)
    #expect(controller.ring.tintColor == .systemBlue)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
      controller.ring.draw(CGRect(x: 0, y: 0, width: 8, height: 8))
    }
    #expect(controller.ring.drawnArcs == 1 && image.size.width == 8)
    #expect(image.drawing?.isEmpty == false)
  }
}
