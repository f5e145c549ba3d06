import InertiaTexture

// The fifty-sixth Texture trial's program, ChaselAn/SoapBubble (2018, Texture 2.7), written as the
// program writes it: a table node whose rows slide left under a pan to show their actions (a strip
// of buttons laid out with Auto Layout to the right of the row's view). The pan moves the row
// node's frame by three quarters of the finger; on release a spring takes the row to the strip's
// width, or back; a first tap on an action that asks for confirmation changes its title, a second
// one runs it; the table's own pan (a scroll) hides an open row.

/// One of a row's actions (the program's SwipedAction).
final class SwipeRowAction {
  let title: String
  var backgroundColor: UIColor = .red
  var titleFont = UIFont.systemFont(ofSize: 14)
  var horizontalMargin: CGFloat = 10
  /// The title shown before the action runs, or nil to run it at the first tap.
  var confirmTitle: String?
  var handler: ((SwipeRowAction) -> Void)?

  init(title: String, handler: ((SwipeRowAction) -> Void)?) {
    self.title = title
    self.handler = handler
  }
}

extension String {
  /// The width of the string in `font`, one point to spare (the program's getWidth(withFont:)).
  func swipeTitleWidth(_ font: UIFont) -> CGFloat {
    (self as NSString).size(withAttributes: [.font: font]).width + 1
  }
}

/// A button of the strip: its title inset by the action's margin, centred vertically.
final class SwipeActionButton: UIView {
  let action: SwipeRowAction
  let titleLabel = UILabel()
  /// Where the button rests when the strip is fully shown.
  var restingX: CGFloat = 0
  private(set) var isConfirming = false
  var onConfirm: (() -> Void)?
  private var leading: NSLayoutConstraint?

  var preferredWidth: CGFloat { action.title.swipeTitleWidth(action.titleFont) + 2 * action.horizontalMargin }

  init(action: SwipeRowAction) {
    self.action = action
    super.init(frame: .zero)
    backgroundColor = action.backgroundColor
    titleLabel.text = action.title
    titleLabel.font = action.titleFont
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    leading = titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: action.horizontalMargin)
    leading?.isActive = true
    titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    titleLabel.widthAnchor.constraint(equalToConstant: preferredWidth - 2 * action.horizontalMargin)
      .isActive = true
    addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: Selector("tapped", target: self, Self.tapped)))
  }

  func tapped() {
    guard let confirm = action.confirmTitle, !isConfirming else {
      action.handler?(action)
      return
    }
    isConfirming = true
    onConfirm?()
    titleLabel.text = confirm
    superview?.bringSubview(toFront: self)
    UIView.animate(
      withDuration: 0.15, delay: 0, options: [.allowUserInteraction],
      animations: {
        self.frame.origin.x = 0
        if let strip = self.superview as? SwipeActionStrip {
          self.leading?.constant = (strip.preferredWidth - confirm.swipeTitleWidth(self.action.titleFont)) / 2
        }
        self.layoutIfNeeded()
      })
  }
}

/// The buttons, side by side from the row's right edge (the program's ActionsView).
final class SwipeActionStrip: UIView {
  private(set) var buttons: [SwipeActionButton] = []
  private(set) var preferredWidth: CGFloat = 0
  var isConfirming = false

  init(actions: [SwipeRowAction]) {
    super.init(frame: .zero)
    clipsToBounds = true
    for action in actions {
      let button = SwipeActionButton(action: action)
      button.onConfirm = { [weak self] in self?.isConfirming = true }
      addSubview(button)
      buttons.append(button)
      button.restingX = preferredWidth
      preferredWidth += button.preferredWidth
    }
  }

  /// Spreads the buttons: at 1 each rests at its place, at 0 all sit at the strip's left edge.
  func setProgress(_ progress: CGFloat) {
    for button in buttons {
      button.frame.origin.x = button.restingX * progress
      button.frame.size = bounds.size
    }
  }
}

/// A row that slides left to show its actions (the program's SwipableCellNode with its demo's
/// content: a 100 x 100 text node centred in a green row).
final class SwipeRowNode: ASCellNode {
  let textNode = ASTextNode()
  /// The part of the finger's travel the row follows.
  var scale: CGFloat = 0.75
  private weak var tableNode: ASTableNode?
  private weak var list: SwipeListController?
  private(set) var strip: SwipeActionStrip?
  private(set) var isShowing = false
  private var startX: CGFloat = 0

  private lazy var pan: UIPanGestureRecognizer = {
    let pan = UIPanGestureRecognizer(target: self, action: Selector("didPan:", target: self, Self.didPan))
    pan.delegate = self
    return pan
  }()

  private lazy var tap: UITapGestureRecognizer = {
    let tap = UITapGestureRecognizer(target: self, action: Selector("didTap:", target: self, Self.didTap))
    tap.delegate = self
    return tap
  }()

  init(tableNode: ASTableNode, list: SwipeListController) {
    self.tableNode = tableNode
    self.list = list
    super.init()
    clipsToBounds = false
    view.addGestureRecognizer(pan)
    view.addGestureRecognizer(tap)
    tableNode.view.panGestureRecognizer.addTarget(
      self, action: Selector("tableDidPan:", target: self, Self.tableDidPan))
    view.backgroundColor = .green
    addSubnode(textNode)
    textNode.attributedText = NSAttributedString(
      string: "Swipe me", attributes: [.foregroundColor: UIColor.black])
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    textNode.style.preferredSize = CGSize(width: 100, height: 100)
    return ASStackLayoutSpec(
      direction: .horizontal, spacing: 0, justifyContent: .center, alignItems: .center, children: [textNode])
  }

  /// Touches anywhere across the row's height count, so the strip right of it takes taps.
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    point.y > frame.minY && point.y < frame.maxY
  }

  /// The row's pan begins only when the finger moved more across than down; its tap only while
  /// the row is open.
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer === tap { return isShowing }
    guard gestureRecognizer === pan, let view = gestureRecognizer.view else { return true }
    let translation = pan.translation(in: view)
    return abs(translation.y) <= abs(translation.x)
  }

  func didPan(_ gesture: UIPanGestureRecognizer) {
    guard let target = gesture.view else { return }
    let travel = gesture.translation(in: target).x * scale
    switch gesture.state {
    case .began:
      startX = frame.origin.x
      if gesture.velocity(in: target).x <= 0, strip == nil { showStrip() }
    case .changed:
      let x = min(0, startX + travel)
      frame.origin.x = x
      if let strip, !strip.isConfirming { strip.setProgress(abs(x) / strip.preferredWidth) }
    case .ended:
      guard let strip else { return }
      slide(to: startX + travel < 0 ? -strip.preferredWidth : 0, duration: 0.4)
    default:
      break
    }
  }

  func didTap(_ gesture: UITapGestureRecognizer) {
    hideSwipe()
  }

  func tableDidPan(_ gesture: UIPanGestureRecognizer) {
    if isShowing { hideSwipe() }
  }

  /// Slides the row back and takes its strip away when it is closed.
  func hideSwipe() {
    slide(to: 0, duration: 0.5) { [weak self] in
      self?.strip?.removeFromSuperview()
      self?.strip = nil
    }
  }

  private func showStrip() {
    guard let tableNode, let list, let indexPath = tableNode.indexPath(for: self) else { return }
    let strip = SwipeActionStrip(actions: list.actions(for: indexPath, of: self))
    view.addSubview(strip)
    strip.translatesAutoresizingMaskIntoConstraints = false
    strip.heightAnchor.constraint(equalTo: view.heightAnchor).isActive = true
    strip.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 3).isActive = true
    strip.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
    strip.leftAnchor.constraint(equalTo: view.rightAnchor).isActive = true
    layoutIfNeeded()
    self.strip = strip
    isShowing = true
  }

  private func slide(to x: CGFloat, duration: Double, completion: (() -> Void)? = nil) {
    isShowing = x != 0
    UIView.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: [.curveEaseInOut, .allowUserInteraction],
      animations: {
        self.frame.origin = CGPoint(x: x, y: self.frame.origin.y)
        if let strip = self.strip, !strip.isConfirming { strip.setProgress(1) }
        self.layoutIfNeeded()
      },
      completion: { _ in completion?() })
  }
}

extension SwipeRowNode: UIGestureRecognizerDelegate, ActionTarget {}

/// The screen: twenty swipable rows in a table node filling the view (the program's
/// TestASTableViewController); each row's actions mark it or delete it after a confirmation.
final class SwipeListController: UIViewController, ASTableDataSource {
  lazy var tableNode = ASTableNode()
  private(set) var count = 20
  private(set) var marked: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubnode(tableNode)
    tableNode.dataSource = self
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tableNode.frame = view.bounds
  }

  func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }

  func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { count }

  func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
    SwipeRowNode(tableNode: tableNode, list: self)
  }

  /// "Mark" (closes the row) and "Delete" (asks "Confirm" first), 17-point titles 24 from the edges.
  func actions(for indexPath: IndexPath, of row: SwipeRowNode) -> [SwipeRowAction] {
    let mark = SwipeRowAction(title: "Mark") { [weak self, weak row] _ in
      self?.marked.append(indexPath.row)
      row?.hideSwipe()
    }
    mark.backgroundColor = UIColor(red: 0.81, green: 0.81, blue: 0.81, alpha: 1)
    let delete = SwipeRowAction(title: "Delete") { [weak self] _ in
      self?.count -= 1
      self?.tableNode.deleteRows(at: [indexPath], with: .automatic)
    }
    delete.confirmTitle = "Confirm delete"
    for action in [mark, delete] {
      action.titleFont = UIFont.systemFont(ofSize: 17, weight: .medium)
      action.horizontalMargin = 24
    }
    return [mark, delete]
  }
}
