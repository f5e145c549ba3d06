import Foundation
import InertiaUIKit
import Testing

// The APIs the forty-fourth trial's programs needed, used as they use them: a pill-shaped sign-up
// field (ScrollingContentViewController's example) and a keyboard observer that is no UI object.

/// A field that restyles its placeholder whenever it is set, through `attributedPlaceholder`.
private final class PillField: UITextField {
  var restyles = 0
  override var placeholder: String? {
    didSet {
      restyles += 1
      attributedPlaceholder = placeholder.map { NSAttributedString(string: $0) }
    }
  }
  override func textRect(forBounds bounds: CGRect) -> CGRect {
    bounds.insetBy(dx: (bounds.height * 0.45).rounded(), dy: 0)
  }
}

@MainActor @Test func aPlaceholderObserverSettingTheAttributedPlaceholderRunsOnce() {
  let field = PillField(frame: CGRect(x: 0, y: 0, width: 280, height: 44))
  field.placeholder = "Email"
  #expect(field.restyles == 1)
  #expect(field.placeholder == "Email")
  #expect(field.attributedPlaceholder?.string == "Email")
}

@MainActor @Test func aFieldsOverriddenTextRectPlacesTheEditingTextAndThePlaceholder() {
  let field = PillField(frame: CGRect(x: 0, y: 0, width: 280, height: 44))
  let inset = CGRect(x: 20, y: 0, width: 240, height: 44)
  #expect(field.textRect(forBounds: field.bounds) == inset)
  #expect(field.editingRect(forBounds: field.bounds) == inset)
  #expect(field.placeholderRect(forBounds: field.bounds) == inset)
  // A plain rounded field keeps 7 points a side, less a left view that shows.
  let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
  plain.borderStyle = .roundedRect
  #expect(plain.textRect(forBounds: plain.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
  let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
  plain.leftView = left
  plain.leftViewMode = .always
  plain.layoutIfNeeded()
  #expect(plain.textRect(forBounds: plain.bounds).minX == 30)
}

@MainActor @Test func aSignUpFieldKeepsItsSmartTypesAndBackground() {
  let field = UITextField()
  field.smartDashesType = .no
  field.smartQuotesType = .no
  field.smartInsertDeleteType = .no
  #expect(field.smartDashesType == .no && field.smartQuotesType == .no && field.smartInsertDeleteType == .no)
  #expect(UITextField().smartQuotesType == .default)
  let renderer = UIGraphicsImageRenderer(size: CGSize(width: 44, height: 44))
  let pill = renderer.image { _ in }
  let resizable = pill.resizableImage(withCapInsets: UIEdgeInsets(top: 22, left: 22, bottom: 22, right: 22))
  field.background = resizable
  #expect(field.background?.size == CGSize(width: 44, height: 44))
  let button = UIButton(type: .system)
  #expect(button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled)
  button.adjustsImageWhenHighlighted = false
  #expect(!button.adjustsImageWhenHighlighted)
}

/// A singleton keyboard observer that is no UI object, registering in its own (nonisolated)
/// initializer; unchecked Sendable as Swift 6 asks of what it hands Foundation, read on the main
/// thread only.
private final class KeyboardRelay: NSObject, @unchecked Sendable {
  var heights: [CGFloat] = []
  override init() {
    super.init()
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow:", target: self, KeyboardRelay.keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }
  func keyboardWillShow(_ note: Notification) {
    let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    heights.append(frame?.height ?? -1)
  }
}

extension KeyboardRelay: ActionTarget {}

@MainActor @Test func aKeyboardObserverThatIsNoViewHearsTheKeyboardShow() {
  let relay = KeyboardRelay()
  let home = UIViewController()
  let (clock, window, _) = trialHost(home)
  let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
  home.view.addSubview(field)
  field.becomeFirstResponder()
  clock.advance(by: 1.0 / 60)
  window.layoutIfNeeded()
  #expect(relay.heights == [336])
  NotificationCenter.default.removeSelectorObserver(relay)
}

@MainActor @Test func aConstraintsItemsAreTheViewsAndGuidesTheyWereMadeWith() {
  let host = UIView()
  let child = UIView()
  host.addSubview(child)
  let pin = child.topAnchor.constraint(equalTo: host.safeAreaLayoutGuide.topAnchor)
  #expect(pin.firstItem.object === child)
  #expect(pin.secondItem?.object === host.safeAreaLayoutGuide)
  let width = child.widthAnchor.constraint(equalToConstant: 44)
  #expect(width.secondItem?.object == nil)
}
