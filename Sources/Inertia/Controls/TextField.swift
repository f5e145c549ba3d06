import Foundation

/// A one-line text input, like UITextField: it is where UIKit sends the editing events.
///
/// Becoming first responder (a tap, or ``becomeFirstResponder()``) shows the window's keyboard and
/// sends `.editingDidBegin`; typed text (``insertText(_:)``, ``deleteBackward()``) sends
/// `.editingChanged`; the return key sends `.editingDidEndOnExit` and resigns; resigning sends
/// `.editingDidEnd` and hides the keyboard. Setting ``text`` in code sends nothing, as in UIKit,
/// and puts the caret after the text. Typing replaces the selection (``selectedTextRange``).
///
/// See also: ``Control``, ``Keyboard``.
@preconcurrency @MainActor
open class TextField: Control {
  /// Makes a `TextField` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { TextField(frame: frame) }

  /// The text. Default "".
  open var text: String? = "" {
    didSet {
      selection = NSRange(location: (text ?? "").utf16.count, length: 0)
      setNeedsLayout()
    }
  }
  /// The selected UTF-16 units; the caret is an empty range. Setting ``text`` puts it at the end.
  package var selection = NSRange(location: 0, length: 0)
  /// Text shown while ``text`` is empty. Default nil.
  open var placeholder: String? {
    get { placeholderStorage }
    set { placeholderStorage = newValue }
  }
  /// What ``placeholder`` holds: UIKit's `attributedPlaceholder` setter writes it without calling
  /// an overridden `placeholder` setter (a subclass's `didSet` that sets `attributedPlaceholder`
  /// would otherwise call itself for ever).
  package var placeholderStorage: String?
  /// The text colour (UITextField.textColor). Default black; setting nil restores black, the
  /// colour UIKit draws a field without one in (so `field.textColor = color?.withAlphaComponent(a)`
  /// compiles, as it does against UIKit's optional property).
  open var textColor: Color! {
    get { storedTextColor }
    set { storedTextColor = newValue ?? .black }
  }
  private var storedTextColor = Color.black
  /// Whether the font follows the user's Dynamic Type size (UIContentSizeCategoryAdjusting).
  /// Inertia has one content size category (UIKit's default, Large) that never changes, so the
  /// font stays as set. Default false.
  open var adjustsFontForContentSizeCategory = false
  /// The font size in points. Default 17.
  package var fontSize: CGFloat = 17
  /// The longest text accepted from typing, in characters (bounds input). Default 100 000.
  package static let maximumLength = 100_000
  /// The object told about editing and asked before it begins, ends, changes text or returns
  /// (UITextField's delegate). Held weakly.
  open weak var delegate: TextFieldDelegate?
  /// The kind of keyboard to show (UITextInputTraits). Kept for the program to read; the
  /// simulated keyboard types whatever ``insertText(_:)`` is given. Default `.default`.
  open var keyboardType: KeyboardType = .default
  /// The label of the return key (UITextInputTraits). Kept, as ``keyboardType``. Default `.default`.
  open var returnKeyType: ReturnKeyType = .default
  /// How the text is aligned. Default natural.
  open var textAlignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }
  /// The border drawn around the field. Default none (Interface Builder's fields: roundedRect).
  open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay() } }
  /// When the clear button shows. Default never.
  open var clearButtonMode: ViewMode = .never
  /// Whether beginning to edit clears the text. Default false.
  open var clearsOnBeginEditing = false
  /// Whether the font shrinks to fit the width (kept; the text is drawn at its size). Default false.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size when shrinking to fit. Default 0.
  open var minimumFontSize: CGFloat = 0
  /// The image drawn over the field's bounds, behind its text (UITextField's `background`, which
  /// UIKit draws only with the border style `.none`). Default nil.
  open var background: Image? { didSet { setNeedsDisplay() } }

  /// A view at the left edge, shown as ``leftViewMode`` says. Default nil.
  open var leftView: View? {
    didSet {
      if oldValue !== leftView { oldValue?.removeFromSuperview() }
      if let leftView { addSubview(leftView) }
      setNeedsLayout()
    }
  }
  /// When the left view shows. Default never.
  open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// A view at the right edge, shown as ``rightViewMode`` says. Default nil.
  open var rightView: View? {
    didSet {
      if oldValue !== rightView { oldValue?.removeFromSuperview() }
      if let rightView { addSubview(rightView) }
      setNeedsLayout()
    }
  }
  /// When the right view shows. Default never.
  open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// The view shown instead of the keyboard while editing (kept). Default nil.
  open var inputView: View?
  /// The view shown above the keyboard while editing (kept). Default nil.
  open var inputAccessoryView: View?
  /// The keyboard settings (UITextInputTraits), also as their own properties.
  public var inputTraits = TextInputTraits()
  private var editing = false
  private var forcingEnd = false

  /// Creates a text field with `frame`.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .staticText
  }

  /// Takes the appearance proxies' settings (``appearance()``) on entering a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { takeAppearance() }
  }

  /// Whether the field is being edited (it is the first responder).
  public var isEditing: Bool { editing }

  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// The text, or the placeholder when there is no text.
  open override var accessibilityValue: String? {
    get { super.accessibilityValue ?? ((text ?? "").isEmpty ? placeholder : text) }
    set { super.accessibilityValue = newValue }
  }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !editing else { return true }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    editing = true
    if clearsOnBeginEditing { text = "" }
    selection = NSRange(location: (text ?? "").utf16.count, length: 0)
    setNeedsLayout()
    window?.keyboard.show()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let wasEditing = editing
    if wasEditing, !forcingEnd, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
    guard super.resignFirstResponder() else { return false }
    guard wasEditing else { return true }
    editing = false
    setNeedsLayout()
    window?.keyboard.dismiss()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// Resigns without asking the delegate whether editing may end (`endEditing(true)`).
  @discardableResult
  package func forceResignFirstResponder() -> Bool {
    forcingEnd = true
    defer { forcingEnd = false }
    return resignFirstResponder()
  }

  /// A tap that lifts inside starts editing.
  open override func endTracking(_ touch: Touch?, with event: Inertia.Event?) {
    super.endTracking(touch, with: event)
    guard let touch, isInsideForTracking(touch.location(in: self)) else { return }
    becomeFirstResponder()
  }

  /// Types `string` over the selection while editing (a keyboard's input), asking the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` with the selected range; puts the
  /// caret after it and sends `.editingChanged`. Ignored when not editing, empty, or past
  /// `maximumLength`.
  open func insertText(_ string: String) {
    let current = text ?? ""
    guard editing, !string.isEmpty, current.count + string.count <= Self.maximumLength else { return }
    replaceTyped(clampedSelection(in: current), with: string)
  }

  /// Deletes the selection, or the character before the caret, while editing; sends
  /// `.editingChanged` when something was deleted.
  open func deleteBackward() {
    guard editing, let current = text else { return }
    let selected = clampedSelection(in: current)
    let range =
      selected.length > 0 ? selected : TextDocument.characterRange(endingAt: selected.location, in: current)
    guard let range else { return }
    replaceTyped(range, with: "")
  }

  /// Whether the field has text (UIKeyInput).
  public var hasText: Bool { !(text ?? "").isEmpty }

  /// The selection (UITextInput); the caret is an empty range. Nil while the field is not being
  /// edited, as UIKit's field has no selection then, and setting it then does nothing; a range of
  /// another input or past the end is ignored.
  open var selectedTextRange: TextRange? {
    get { editing ? IndexedTextRange(clampedSelection(in: text ?? "")) : nil }
    set {
      let length = (text ?? "").utf16.count
      guard editing, let newValue, let range = TextDocument.nsRange(of: newValue, length: length) else {
        return
      }
      selection = range
    }
  }

  /// The rectangle the caret is drawn in at `position` (UITextInput): 2 points wide, a line of
  /// the font tall, centred in the text rectangle, after the text before `position` as the field
  /// aligns it. A subclass overrides it (`.zero` hides the caret).
  open func caretRect(for position: TextPosition) -> CGRect {
    caretRectangle(at: TextDocument.index(of: position) ?? 0)
  }

  /// The return key: asks the delegate's `textFieldShouldReturn(_:)`; unless it answers false,
  /// sends `.editingDidEndOnExit`, then resigns (which sends `.editingDidEnd`).
  package func pressReturnKey() {
    guard editing, delegate?.textFieldShouldReturn(self) ?? true, editing else { return }
    sendActions(for: .editingDidEndOnExit)
    resignFirstResponder()
  }

  open override func willMove(toWindow newWindow: Window?) {
    if newWindow == nil && editing { resignFirstResponder() }
    super.willMove(toWindow: newWindow)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutOverlayViews()
  }

  /// The rectangle the text sits in (UITextField's default): `bounds` inset by 7 points at the
  /// sides unless the border style is `.none`, less the left and right views that show. A
  /// subclass overrides it to move its text (the renderer asks it); ``editingRect(forBounds:)``
  /// and ``placeholderRect(forBounds:)`` answer it unless overridden too.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let inset: CGFloat = borderStyle == .none ? 0 : 7
    var area = bounds.insetBy(dx: inset, dy: 0)
    if let left = leftView, !left.isHidden { area.origin.x = max(area.minX, left.frame.maxX) }
    if let right = rightView, !right.isHidden {
      area.size.width = max(0, min(area.maxX, right.frame.minX) - area.minX)
    }
    return area
  }

  /// The rectangle the text sits in while the field is editing: ``textRect(forBounds:)`` unless a
  /// subclass overrides it.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The rectangle the placeholder sits in: ``textRect(forBounds:)`` unless a subclass overrides
  /// it.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: (fontSize * 1.2).rounded(.up) + 12)
  }
}
