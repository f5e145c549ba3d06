import Foundation

/// A one-line text input, like UITextField: it is where UIKit sends the editing events.
///
/// Becoming first responder (a tap, or ``becomeFirstResponder()``) shows the window's keyboard and
/// sends `.editingDidBegin`; typed text (``insertText(_:)``, ``deleteBackward()``) sends
/// `.editingChanged`; the return key sends `.editingDidEndOnExit` and resigns; resigning sends
/// `.editingDidEnd` and hides the keyboard. Setting ``text`` in code sends nothing, as in UIKit.
///
/// See also: ``Control``, ``Keyboard``.
@preconcurrency @MainActor
open class TextField: Control {
  /// The text. Default "".
  open var text: String? = "" { didSet { setNeedsLayout() } }
  /// Text shown while ``text`` is empty. Default nil.
  open var placeholder: String?
  /// The text colour. Default black.
  open var textColor: Color = .black
  /// The font size in points. Default 17.
  open var fontSize: CGFloat = 17
  /// The longest text accepted from typing, in characters (bounds input). Default 100 000.
  public static let maximumLength = 100_000
  private var editing = false

  /// Creates a text field with `frame`.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    accessibilityTraits = .staticText
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
    guard super.becomeFirstResponder() else { return false }
    editing = true
    window?.keyboard.show()
    sendActions(for: .editingDidBegin)
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let wasEditing = editing
    guard super.resignFirstResponder() else { return false }
    guard wasEditing else { return true }
    editing = false
    window?.keyboard.dismiss()
    sendActions(for: .editingDidEnd)
    return true
  }

  /// A tap that lifts inside starts editing.
  open override func endTracking(_ touch: Touch?, with event: Inertia.Event?) {
    super.endTracking(touch, with: event)
    guard let touch, isInsideForTracking(touch.location(in: self)) else { return }
    becomeFirstResponder()
  }

  /// Types `string` at the end of the text while editing (a keyboard's input); sends
  /// `.editingChanged`. Ignored when not editing, empty, or past ``maximumLength``.
  public func insertText(_ string: String) {
    let current = text ?? ""
    guard editing, !string.isEmpty, current.count + string.count <= Self.maximumLength else { return }
    text = current + string
    sendActions(for: .editingChanged)
  }

  /// Deletes the last character while editing; sends `.editingChanged` when one was deleted.
  public func deleteBackward() {
    guard editing, var current = text, !current.isEmpty else { return }
    current.removeLast()
    text = current
    sendActions(for: .editingChanged)
  }

  /// The return key: sends `.editingDidEndOnExit`, then resigns (which sends `.editingDidEnd`).
  public func pressReturnKey() {
    guard editing else { return }
    sendActions(for: .editingDidEndOnExit)
    resignFirstResponder()
  }

  open override func willMove(toWindow newWindow: Window?) {
    if newWindow == nil && editing { resignFirstResponder() }
    super.willMove(toWindow: newWindow)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: (fontSize * 1.2).rounded(.up) + 12)
  }
}
