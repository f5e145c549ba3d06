import InertiaUIKit
import Testing

/// UIKit's type names, nested names and constants as a UIKit port spells them (a scroll view, a
/// table, constraints, a stack, gestures), each checked for the value it stands for.
@MainActor
@Suite struct UIKitSpellingTests {
  @Test func scrollViewNestedTypesAndConstants() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let rate: UIScrollView.DecelerationRate = .fast
    scrollView.decelerationRate = rate
    scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
    #expect(scrollView.decelerationRate.rawValue == 0.995)
    #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    let behavior: UIScrollView.ContentInsetAdjustmentBehavior = .never
    scrollView.contentInsetAdjustmentBehavior = behavior
    scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    scrollView.contentInsetAdjustmentBehavior = .always
    scrollView.contentInsetAdjustmentBehavior = .automatic
    let style: UIScrollView.IndicatorStyle = .white
    scrollView.indicatorStyle = style
    scrollView.indicatorStyle = .black
    scrollView.indicatorStyle = .default
    let dismiss: UIScrollView.KeyboardDismissMode = .onDrag
    scrollView.keyboardDismissMode = dismiss
    scrollView.keyboardDismissMode = .interactive
    scrollView.keyboardDismissMode = .none
    let index: UIScrollView.IndexDisplayMode = .alwaysHidden
    scrollView.indexDisplayMode = index
    scrollView.indexDisplayMode = .automatic
    #expect(scrollView.indexDisplayMode == .automatic && scrollView.keyboardDismissMode == .none)
    scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(scrollView.horizontalScrollIndicatorInsets.right == 4)
    let guides: [UILayoutGuide] = [scrollView.contentLayoutGuide, scrollView.frameLayoutGuide]
    #expect(guides.count == 2)
  }

  @Test func tableNestedTypesAndConstants() {
    let table = UITableView(frame: .zero, style: .insetGrouped)
    #expect(table.style == UITableView.Style.insetGrouped)
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 60
    #expect(UITableView.automaticDimension == -1 && table.rowHeight == -1)
    let position: UITableView.ScrollPosition = .middle
    let animation: UITableView.RowAnimation = .automatic
    #expect(position == .middle && animation == .automatic)
    let cell = UITableViewCell(style: UITableViewCell.CellStyle.subtitle, reuseIdentifier: "cell")
    cell.accessoryType = UITableViewCell.AccessoryType.disclosureIndicator
    let editing: UITableViewCell.EditingStyle = .delete
    table.separatorStyle = UITableViewCell.SeparatorStyle.none
    #expect(editing == .delete && cell.accessoryType == .disclosureIndicator && table.separatorStyle == .none)
    let header: UITableViewHeaderFooterView = UITableViewHeaderFooterView(reuseIdentifier: "header")
    #expect(header.reuseIdentifier == "header")
    header.textLabel?.text = "Fruit"
    #expect(header.textLabel?.text == "Fruit" && header.subviews.count == 1)
    cell.selectionStyle = .none
    let selection: UITableViewCell.SelectionStyle = .gray
    #expect(cell.selectionStyle == .none && selection.rawValue == 2)
  }

  @Test func imageViewsWithUIKitsSpelling() {
    let missing: UIImage? = UIImage(named: "no-such-asset")
    let imageView = UIImageView(image: missing)
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    let mode: UIView.ContentMode = .scaleAspectFit
    #expect(missing == nil && imageView.contentMode == .scaleAspectFill && mode.rawValue == 1)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.imageView?.image = missing
    #expect(cell.imageView?.image == nil && imageView.frame.size == .zero)
  }

  @Test func viewAnimationsWithUIKitsSpelling() {
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var finished: [Bool] = []
    UIView.animate(withDuration: 0.3) { banner.alpha = 0 }
    UIView.animate(
      withDuration: 0.25, delay: 0, options: [.curveEaseOut, .allowUserInteraction, .beginFromCurrentState],
      animations: { banner.frame.origin.y = -44 }, completion: { finished.append($0) })
    UIView.animate(
      withDuration: 0.2, animations: { banner.alpha = 1 }, completion: { done in finished.append(done) })
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.3, options: [],
      animations: { banner.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) }, completion: nil)
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: [.calculationModeLinear, .allowUserInteraction],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { banner.alpha = 0.2 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { banner.alpha = 1 }
      }, completion: { finished.append($0) })
    UIView.performWithoutAnimation { banner.alpha = 0.5 }
    let options: UIView.AnimationOptions = [.repeat, .autoreverse, .curveLinear]
    #expect(options.rawValue == (1 << 3 | 1 << 4 | 3 << 16))
    #expect(finished == [true, true, true] && banner.alpha == 0.5)  // Outside a window: at once.
  }

  @Test func autoresizingMaskWithUIKitsSpelling() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let banner = UIView(frame: CGRect(x: 0, y: 430, width: 320, height: 50))
    banner.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    let mask: UIView.AutoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    #expect(mask.rawValue == 5)
    container.autoresizesSubviews = true
    container.addSubview(banner)
    container.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(banner.frame == CGRect(x: 0, y: 794, width: 390, height: 50))
  }

  @Test func itemConstraintsWithUIKitsSpellingsLayOut() {
    let host = SeedHost()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    host.window.addSubview(box)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 120),
      NSLayoutConstraint(
        item: box, attribute: .height, relatedBy: .equal, toItem: box, attribute: .width,
        multiplier: 0.5, constant: 0),
      NSLayoutConstraint(
        item: box, attribute: .top, relatedBy: .equal, toItem: host.window.safeAreaLayoutGuide,
        attribute: .top, multiplier: 1, constant: 8),
      NSLayoutConstraint(
        item: box, attribute: .leading, relatedBy: .equal, toItem: host.window, attribute: .leading,
        multiplier: 1, constant: 16),
    ])
    host.window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 16, y: 8, width: 120, height: 60))
    // Neither a view nor a guide: the constraint stays out of layout.
    let inert = NSLayoutConstraint(
      item: "not a view", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 10)
    inert.isActive = true
    #expect(!inert.isActive && box.frame.width == 120)
  }

  @Test func layoutPrioritiesAndConstraintTypes() {
    let host = SeedHost()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let other = UIView()
    host.window.addSubview(view)
    view.addSubview(other)
    let constraint = other.widthAnchor.constraint(equalTo: view.widthAnchor)
    constraint.priority = .defaultHigh
    #expect(constraint.priority == UILayoutPriority(750))
    constraint.priority = UILayoutPriority(rawValue: 999)
    #expect(constraint.priority.rawValue == 999)
    constraint.priority = .required - 1
    #expect(constraint.priority == UILayoutPriority.required - 1)
    constraint.priority = UILayoutPriority.defaultLow + 1
    #expect(constraint.priority.rawValue == 251)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50 && UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultLow < .defaultHigh)
    other.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    other.setContentCompressionResistancePriority(.required, for: NSLayoutConstraint.Axis.vertical)
    #expect(other.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(other.contentCompressionResistancePriority(for: .vertical) == .required)
    let attribute: NSLayoutConstraint.Attribute = .top
    let relation: NSLayoutConstraint.Relation = .greaterThanOrEqual
    let explicit = NSLayoutConstraint(
      item: other, attribute: attribute, relatedBy: relation, toItem: view, attribute: .top,
      multiplier: 1, constant: 8)
    NSLayoutConstraint.activate([constraint, explicit])
    #expect(constraint.isActive && explicit.isActive)
    NSLayoutConstraint.deactivate([constraint, explicit])
    #expect(!constraint.isActive)
    #expect(UIView.noIntrinsicMetric == -1)
    let margins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    view.directionalLayoutMargins = margins
    #expect(view.directionalLayoutMargins.leading == 2)
  }

  @Test func stackAndGestureNestedTypes() {
    let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
    stack.axis = .horizontal
    stack.distribution = UIStackView.Distribution.fillEqually
    stack.alignment = UIStackView.Alignment.center
    #expect(stack.arrangedSubviews.count == 2 && stack.distribution == .fillEqually)
    let pan = UIPanGestureRecognizer()
    let state: UIGestureRecognizer.State = pan.state
    #expect(state == .possible)
    let events: UIControl.Event = [.touchUpInside, .valueChanged]
    let controlState: UIControl.State = [.highlighted]
    #expect(events.contains(.valueChanged) && controlState.contains(.highlighted))
    let button = UIButton(type: UIButton.ButtonType.system)
    button.contentHorizontalAlignment = UIControl.ContentHorizontalAlignment.leading
    button.contentVerticalAlignment = UIControl.ContentVerticalAlignment.top
    #expect(button.contentHorizontalAlignment == .leading)
  }

  /// A controller that relays out on rotation, as UIKit code does.
  final class RotatingController: UIViewController {
    var sizes: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    {
      super.viewWillTransition(to: size, with: coordinator)
      coordinator.animate(alongsideTransition: { _ in self.sizes.append(self.view.bounds.size) })
      coordinator.animate(alongsideTransition: nil) { context in
        self.sizes.append(CGSize(width: context.transitionDuration, height: context.isCancelled ? 1 : 0))
      }
    }
  }

  @Test func viewWillTransitionWithUIKitsCoordinatorSpelling() {
    let host = SeedHost()
    let controller = RotatingController()
    host.show(controller)
    host.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(controller.sizes == [CGSize(width: 844, height: 390), CGSize(width: 0, height: 0)])
  }
}
