import Foundation

/// A button of an ``AlertController`` (UIAlertAction): a title, a style and a handler run after
/// the alert is dismissed by a tap on it.
@preconcurrency @MainActor
public final class AlertAction {
  /// How an action looks and where it goes (UIAlertAction.Style).
  public enum Style: Int, Sendable {
    /// A regular button.
    case `default` = 0
    /// The button that cancels (bold, last).
    case cancel = 1
    /// A button that destroys data (red).
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The button's style.
  public let style: Style
  /// Whether a tap on the button does anything. Default true.
  public var isEnabled = true { didSet { button?.isEnabled = isEnabled } }
  let handler: (@MainActor (AlertAction) -> Void)?
  weak var button: Button?

  /// An action titled `title` whose `handler` runs when it is tapped.
  public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// A modal alert or action sheet (UIAlertController): a title, a message, text fields and a
/// button per action over a dimmed window. Present it with
/// ``ViewController/present(_:animated:completion:)``; a tap on a button dismisses it, then runs
/// the action's handler, as UIKit does.
@preconcurrency @MainActor
open class AlertController: ViewController {
  /// Makes an `AlertController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { AlertController() }

  /// Alert or action sheet (UIAlertController.Style).
  public enum Style: Int, Sendable {
    /// A sheet at the bottom of the window.
    case actionSheet = 0
    /// A box in the middle of the window.
    case alert = 1
  }

  /// The message under the title. Default nil.
  open var message: String? { didSet { messageLabel.text = message } }
  /// Alert or action sheet.
  public private(set) var preferredStyle = Style.alert
  /// The actions, in the order added.
  public private(set) var actions: [AlertAction] = []
  /// The action drawn bold (the return key's). Default nil.
  open var preferredAction: AlertAction?
  /// The text fields added with ``addTextField(configurationHandler:)``, nil when there are none.
  public var textFields: [TextField]? { fields.isEmpty ? nil : fields }
  private var fields: [TextField] = []
  private let box = View()
  private let titleLabel = Label()
  private let messageLabel = Label()

  /// An alert or action sheet with `title` and `message`.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = .overFullScreen
  }

  /// Adds a button for `action`; one cancel action at most (another is ignored, where UIKit throws).
  public func addAction(_ action: AlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) { return }
    actions.append(action)
    if isViewLoaded { view.setNeedsLayout() }
  }

  /// Adds a text field (alerts only), configured by `configurationHandler`.
  public final func addTextField(configurationHandler: (@MainActor (TextField) -> Void)? = nil) {
    guard preferredStyle == .alert else { return }
    let field = TextField()
    field.backgroundColor = .white
    configurationHandler?(field)
    fields.append(field)
    if isViewLoaded {
      box.addSubview(field)
      view.setNeedsLayout()
    }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.2)
    box.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.95)
    box.layerCornerRadius = 14
    titleLabel.text = title
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = 0
    messageLabel.text = message
    messageLabel.fontSize = 13
    messageLabel.textAlignment = .center
    messageLabel.numberOfLines = 0
    view.addSubview(box)
    box.addSubview(titleLabel)
    box.addSubview(messageLabel)
    for field in fields { box.addSubview(field) }
  }

  /// The actions in the order their buttons show: the cancel action last, or on the left when an
  /// alert shows two buttons side by side (as UIKit places it).
  var orderedActions: [AlertAction] {
    let cancel = actions.filter { $0.style == .cancel }
    let others = actions.filter { $0.style != .cancel }
    return actions.count == 2 && preferredStyle == .alert ? cancel + others : others + cancel
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = min(270, max(view.bounds.width - 40, 0))
    var y: CGFloat = 16
    for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
      let height = label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height
      label.frame = CGRect(x: 16, y: y, width: width - 32, height: height)
      y += height + 4
    }
    for field in fields {
      field.frame = CGRect(x: 16, y: y + 4, width: width - 32, height: 28)
      y += 36
    }
    y += 12
    placeButtons(top: &y, width: width)
    let originY = preferredStyle == .alert ? (view.bounds.height - y) / 2 : view.bounds.height - y - 20
    box.frame = CGRect(x: (view.bounds.width - width) / 2, y: max(originY, 0), width: width, height: y)
  }

  private func placeButtons(top y: inout CGFloat, width: CGFloat) {
    for subview in box.subviews where subview is Button { subview.removeFromSuperview() }
    let ordered = orderedActions
    let sideBySide = ordered.count == 2 && preferredStyle == .alert
    for (index, action) in ordered.enumerated() {
      let button = Button(frame: .zero, title: action.title)
      let color: Color = action.style == .destructive ? Color.destructiveRed : .systemBlue
      button.setTitleColor(action.isEnabled ? color : .systemGray, for: .normal)
      button.isEnabled = action.isEnabled
      button.addAction(
        ControlAction { [weak self, weak action] _ in
          guard let self, let action else { return }
          self.tapped(action)
        }, for: .touchUpInside)
      action.button = button
      box.addSubview(button)
      if sideBySide {
        button.frame = CGRect(x: CGFloat(index) * width / 2, y: y, width: width / 2, height: 44)
        if index == 1 { y += 44 }
      } else {
        button.frame = CGRect(x: 0, y: y, width: width, height: 44)
        y += 44
      }
    }
  }

  /// Dismisses the alert, then runs the action's handler.
  private func tapped(_ action: AlertAction) {
    guard action.isEnabled else { return }
    let presenter = presentingViewController
    if let presenter {
      presenter.dismiss(animated: true) { action.handler?(action) }
    } else {
      action.handler?(action)
    }
  }

  /// The button showing `action`, once the alert is laid out.
  public func button(for action: AlertAction) -> View? { action.button }
}
