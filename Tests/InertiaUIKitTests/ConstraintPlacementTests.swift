import InertiaUIKit
import Testing

/// A scroll view filling a controller's view with a content view pinned to its edges (four
/// pages wide, as tall as the screen: it scrolls sideways only) and a label 20 points below the
/// content's safe-area guide, as IFTTT's RazzleDazzle lays out its pages.
private final class PagedContentController: UIViewController {
  let scroll = UIScrollView()
  let content = UIView()
  let label = UIView()
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(scroll)
    scroll.addSubview(content)
    content.addSubview(label)
    for item in [scroll, content, label] { item.translatesAutoresizingMaskIntoConstraints = false }
    NSLayoutConstraint.activate([
      scroll.leftAnchor.constraint(equalTo: view.leftAnchor),
      scroll.rightAnchor.constraint(equalTo: view.rightAnchor),
      scroll.topAnchor.constraint(equalTo: view.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      content.leftAnchor.constraint(equalTo: scroll.leftAnchor),
      content.rightAnchor.constraint(equalTo: scroll.rightAnchor),
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 4),
      content.heightAnchor.constraint(equalTo: view.heightAnchor),
      label.topAnchor.constraint(equalTo: content.safeAreaLayoutGuide.topAnchor, constant: 20),
      label.leftAnchor.constraint(equalTo: content.leftAnchor, constant: 10),
      label.widthAnchor.constraint(equalToConstant: 50),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
  }
}

/// How the constraint engine writes its solution: a transformed view gets its centre and bounds
/// (UIKit's engine never sets the frame of a view with a transform), and a safe area that a solve
/// changes is solved again.
@MainActor
@Suite struct ConstraintPlacementTests {
  /// A 200 x 50 view centred in the screen, turned 45 degrees and then moved 10 up by its
  /// constraint: UIKit keeps its bounds 200 x 50 and puts its centre at (187.5, 323.5).
  @Test func aTransformedViewGetsItsCentreAndBounds() {
    let controller = UIViewController()
    let (_, window, _) = trialHost(controller)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    let centerY = box.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor)
    NSLayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor), centerY,
      box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    #expect(box.center == CGPoint(x: 187.5, y: 333.5))
    box.transform = CGAffineTransform(rotationAngle: .pi / 4)
    centerY.constant = -10
    window.layoutIfNeeded()
    #expect(box.bounds == CGRect(x: 0, y: 0, width: 200, height: 50))
    #expect(box.center == CGPoint(x: 187.5, y: 323.5))
    centerY.constant = -20
    window.layoutIfNeeded()
    #expect(box.bounds.size == CGSize(width: 200, height: 50))
    #expect(box.center == CGPoint(x: 187.5, y: 313.5))
  }

  /// The content of a sideways-only scroll view starts at the top of the screen, under the
  /// 20-point status bar: its safe area's top is 20 and the label sits at 40.
  @Test func aSafeAreaTheSolveChangesIsSolvedAgain() {
    let controller = PagedContentController()
    let (clock, window, _) = trialHost(controller)
    clock.advance(by: 0.1)
    window.layoutIfNeeded()
    #expect(controller.scroll.adjustedContentInset.top == 0)
    #expect(controller.content.frame == CGRect(x: 0, y: 0, width: 1500, height: 667))
    #expect(controller.content.safeAreaInsets.top == 20)
    #expect(controller.label.frame == CGRect(x: 10, y: 40, width: 50, height: 20))
  }
}
