import Foundation
import InertiaUIKit
import Testing

/// A priority target as SnapKit declares one: numbers and UIKit's priority each conform, which
/// needs `UILayoutPriority` to be a type of its own, not `Float` or `Double`.
private protocol PriorityTarget { var priorityTargetValue: Float { get } }
extension Double: PriorityTarget { fileprivate var priorityTargetValue: Float { Float(self) } }
extension Float: PriorityTarget { fileprivate var priorityTargetValue: Float { self } }
extension UILayoutPriority: PriorityTarget { fileprivate var priorityTargetValue: Float { rawValue } }

/// The fiftieth trial's leftovers, written as the programs write them: SnapKit subclasses
/// NSLayoutConstraint (a label kept in `identifier`, its own `description`) and moves priorities
/// as UIKit's struct; BmoViewPager's double label overrides `font`, `textColor` and `text`; a
/// scroll view given `decelerationRate` 0 keeps no momentum.
@MainActor
@Suite struct FiftiethTrialTests {
  /// SnapKit's constraint: a subclass whose label is the identifier, describing itself its own way.
  private final class LabeledConstraint: NSLayoutConstraint {
    var label: String? {
      get { identifier }
      set { identifier = newValue }
    }
    override var description: String { "labeled " + super.description }
  }

  @Test func aSubclassOfNSLayoutConstraintIsMadeByTheItemInitializerAndLaysOut() throws {
    let root = UIViewController()
    let (_, window, _) = trialHost(root)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(box)
    let width = LabeledConstraint(
      item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 120)
    width.label = "box.width"
    let left = LabeledConstraint(
      item: box, attribute: .left, relatedBy: .equal, toItem: root.view, attribute: .left, multiplier: 1,
      constant: 20)
    let top = LabeledConstraint(
      item: box, attribute: .top, relatedBy: .equal, toItem: root.view, attribute: .top, multiplier: 1,
      constant: 30)
    let height = LabeledConstraint(
      item: box, attribute: .height, relatedBy: .equal, toItem: box, attribute: .width, multiplier: 0.5,
      constant: 0)
    NSLayoutConstraint.activate([width, left, top, height])
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 30, width: 120, height: 60))
    #expect(width.identifier == "box.width" && width.secondAttribute == .notAnAttribute)
    #expect(height.secondAttribute == .width && left.secondAttribute == .left)
    #expect(width.description.hasPrefix("labeled <InertiaUIKitTests."))
    #expect(width.description.hasSuffix(" 'box.width' UIView:" + address(box) + ".width == 120   (active)>"))
    #expect("\(width)" == width.description && "\([width])".hasPrefix("[labeled <"))
    width.constant = 200
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 30, width: 200, height: 100))
  }

  /// The address NSObject's description gives an object here.
  private func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
  }

  @Test func aConstraintDescribesItselfAsUIKitDoes() {
    let view = UIView()
    let other = UIView()
    let constraint = NSLayoutConstraint(
      item: view, attribute: .height, relatedBy: .lessThanOrEqual, toItem: other, attribute: .width,
      multiplier: 0.5, constant: -8)
    constraint.priority = .defaultHigh
    #expect(
      constraint.description
        == "<NSLayoutConstraint:\(address(constraint)) UIView:\(address(view)).height <= "
        + "0.5*UIView:\(address(other)).width - 8 @750   (inactive)>")
    constraint.identifier = "cap"
    #expect(constraint.description.hasPrefix("<NSLayoutConstraint:\(address(constraint)) 'cap' UIView:"))
    let label = UILabel()
    let fixed = label.widthAnchor.constraint(equalToConstant: 44.5)
    #expect(fixed.description.hasSuffix("UILabel:\(address(label)).width == 44.5   (inactive)>"))
    #expect(fixed.secondAttribute == .notAnAttribute && fixed.secondItem == nil)
  }

  @Test func aPriorityIsUIKitsStruct() {
    let targets: [any PriorityTarget] = [750.0, Float(250), UILayoutPriority.required - 1]
    #expect(targets.map(\.priorityTargetValue) == [750, 250, 999])
    #expect(UILayoutPriority(rawValue: 999) == UILayoutPriority(999))
    #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
    #expect(UILayoutPriority.defaultLow < .defaultHigh && .required > UILayoutPriority.defaultHigh)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect("\(UILayoutPriority.defaultHigh)" == "UILayoutPriority(rawValue: 750.0)")
    let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
    constraint.priority = UILayoutPriority(rawValue: 1500)
    #expect(constraint.priority == .required)
    constraint.priority = UILayoutPriority(rawValue: 0)
    #expect(constraint.priority.rawValue == 1)
    let view = UIView()
    view.setContentHuggingPriority(.defaultLow + 2, for: .horizontal)
    #expect(view.contentHuggingPriority(for: .horizontal) == UILayoutPriority(252))
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
  }

  /// BmoViewPager's double label: the text is drawn by two inner labels, which take the font and
  /// colours set on the outer one.
  private final class DoubleLabel: UILabel {
    let foreLabel = UILabel()
    let rearLabel = UILabel()
    var fontsSet = 0
    override var text: String? {
      didSet {
        if text != nil {
          foreLabel.text = text
          rearLabel.text = text
          self.text = nil
        }
      }
    }
    override var font: UIFont! {
      didSet {
        fontsSet += 1
        foreLabel.font = font
        rearLabel.font = font
      }
    }
    override var textColor: UIColor! {
      didSet { rearLabel.textColor = textColor }
    }
  }

  @Test func aLabelSubclassOverridesFontTextColorAndText() {
    let label = DoubleLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.font = UIFont.boldSystemFont(ofSize: 20)
    #expect(label.fontsSet == 1)
    #expect(label.font.pointSize == 20 && label.font.weight == .bold)
    #expect(label.foreLabel.font.pointSize == 20 && label.rearLabel.font.weight == .bold)
    label.textColor = .red
    #expect(label.rearLabel.textColor == .red)
    label.text = "Page 1"
    #expect(label.text == nil && label.foreLabel.text == "Page 1" && label.rearLabel.text == "Page 1")
    label.font = nil
    #expect(label.font.pointSize == 17 && label.font.weight == .regular && label.fontsSet == 2)
    #expect(label.rearLabel.font.pointSize == 17)
  }

  /// A scroll view filling a controller's view, 3,000 points tall, recording its drag's end.
  private final class ListController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    var targets: [CGFloat] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
      scrollView.contentSize = CGSize(width: 375, height: 3000)
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.delegate = self
      view.addSubview(scrollView)
    }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      targets.append(targetContentOffset.pointee.y)
    }
  }

  @Test func aDecelerationRateOfZeroKeepsNoMomentum() {
    let controller = ListController()
    let (clock, _, fingers) = trialHost(controller)
    let scrollView = controller.scrollView
    scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0)
    #expect(scrollView.decelerationRate.rawValue == 0)
    fingers.fling(from: CGPoint(x: 187, y: 500), velocity: CGPoint(x: 0, y: -1500), distance: 150)
    let atLift = scrollView.contentOffset.y
    #expect(atLift > 100 && atLift <= 150)
    #expect(controller.targets.count == 1 && abs((controller.targets.first ?? 0) - atLift) < 0.5)
    clock.advance(by: 3)
    #expect(scrollView.contentOffset.y == atLift && !scrollView.isDecelerating)
    // The same fling at UIKit's normal rate travels on after the finger lifts.
    scrollView.decelerationRate = .normal
    fingers.fling(from: CGPoint(x: 187, y: 500), velocity: CGPoint(x: 0, y: -1500), distance: 150)
    let lifted = scrollView.contentOffset.y
    clock.advance(by: 3)
    #expect(scrollView.contentOffset.y > lifted + 300)
    scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
    #expect(scrollView.decelerationRate == .normal)
  }

  @Test func aDecelerationRateOfZeroStillBouncesBackFromPastTheTop() {
    let controller = ListController()
    let (clock, _, fingers) = trialHost(controller)
    let scrollView = controller.scrollView
    scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0)
    fingers.drag(from: CGPoint(x: 187, y: 200), to: CGPoint(x: 187, y: 400), duration: 0.3)
    #expect(scrollView.contentOffset.y < 0)
    clock.advance(by: 2)
    #expect(abs(scrollView.contentOffset.y) < 0.5 && !scrollView.isDecelerating)
  }
}
