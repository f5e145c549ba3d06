import Foundation
import Inertia
import InertiaUIKit

/// Texture's ASEditableTextNode: a node holding an editable text view (``textView``) over a
/// placeholder text view, as Texture builds it when the node's view loads.
///
/// It measures as Texture's: the text, or the placeholder while no text is entered, laid out by
/// ``ASTextKitComponents`` in the width offered (the insets are not taken off the width), its
/// first ``maximumLinesToDisplay`` lines when that is set, plus ``textContainerInset``, rounded up
/// and no larger than offered. Text typed into the view takes ``typingAttributes``; the delegate
/// is asked and told as Texture does (see ``ASEditableTextNodeDelegate``). Changing the text
/// marks the node's layout stale (`setNeedsLayout()`) for its next measure.
@preconcurrency @MainActor
open class ASEditableTextNode: ASDisplayNode {
  /// Makes a node of this class from its class value (see `DisplayNode.makeFromClass()`).
  open override class func makeFromClass() -> DisplayNode { ASEditableTextNode() }

  /// The node's delegate. Default nil.
  open weak var delegate: ASEditableTextNodeDelegate?

  private let textKitComponents: ASTextKitComponents
  private let placeholderTextKitComponents: ASTextKitComponents
  private let relay = ASEditableTextViewRelay()
  private var editableView: TextView?
  private var placeholderView: TextView?
  private var pendingTraits = TextInputTraits()
  private var pendingKeyboardType: KeyboardType = .default
  private var pendingReturnKeyType: ReturnKeyType = .default
  /// A selection set before the text view loaded (nil: the caret goes where the text puts it).
  private var pendingSelection: NSRange?
  private var previousSelection = NSRange(location: 0, length: 0)
  private var selectionChangedForEditedText = false
  private var isPreservingSelection = false
  private var updateEnqueued = false

  /// An empty editable text node (Texture's default TextKit components).
  public override init() {
    textKitComponents = ASTextKitComponents(attributedSeedString: nil, textContainerSize: .zero)
    placeholderTextKitComponents = ASTextKitComponents(attributedSeedString: nil, textContainerSize: .zero)
    super.init()
    relay.node = self
  }

  /// An editable text node using `textKitComponents` for its text and
  /// `placeholderTextKitComponents` for its placeholder (their text is kept).
  public init(
    textKitComponents: ASTextKitComponents, placeholderTextKitComponents: ASTextKitComponents
  ) {
    self.textKitComponents = textKitComponents
    self.placeholderTextKitComponents = placeholderTextKitComponents
    super.init()
    relay.node = self
  }

  // MARK: Configuration

  /// Whether the text view scrolls. Default true.
  open var scrollEnabled = true {
    didSet { editableView?.isScrollEnabled = scrollEnabled }
  }

  /// The space around the text in both text views. Default zero.
  open var textContainerInset: UIEdgeInsets = .zero {
    didSet {
      if !textContainerInset.isFinite { textContainerInset = oldValue }
      editableView?.textContainerInset = textContainerInset
      placeholderView?.textContainerInset = textContainerInset
    }
  }

  /// The most lines the node measures to (more need scrolling); 0 for no limit. Default 0.
  open var maximumLinesToDisplay: UInt = 0 {
    didSet { setNeedsLayout() }
  }

  /// The attributes typed text takes, keyed by the attribute names' raw values. Default nil.
  open var typingAttributes: [String: Any]? {
    didSet { applyTypingFont() }
  }

  /// The editable text view (loads the node's view, and the text views if a subclass's `didLoad`
  /// did not call super's).
  open var textView: UITextView {
    _ = view
    return editableView ?? loadTextViews()
  }

  /// The selected range of the text.
  open var selectedRange: NSRange {
    get { editableView?.selectedRange ?? pendingSelection ?? NSRange(location: 0, length: 0) }
    set {
      if let editableView { editableView.selectedRange = newValue } else { pendingSelection = newValue }
    }
  }

  // MARK: Text

  /// Whether the placeholder shows (no text is entered).
  open func isDisplayingPlaceholder() -> Bool { textKitComponents.textStorage.length == 0 }

  /// The placeholder shown while no text is entered. Default nil (empty).
  open var attributedPlaceholderText: NSAttributedString? {
    get { NSAttributedString(attributedString: placeholderTextKitComponents.textStorage) }
    set {
      placeholderTextKitComponents.textStorage.setAttributedString(newValue ?? NSAttributedString(string: ""))
      placeholderView?.attributedText = newValue ?? NSAttributedString(string: "")
      if let placeholderView {
        Self.showKerns(of: placeholderTextKitComponents.textStorage, in: placeholderView)
      }
      if isDisplayingPlaceholder() { setNeedsLayout() }
    }
  }

  /// The text: nil while the placeholder shows. Setting it shows it (nil shows the placeholder),
  /// keeps a caret that was not at the end where it was, calls no delegate method and marks the
  /// layout stale.
  open var attributedText: NSAttributedString? {
    get {
      isDisplayingPlaceholder() ? nil : NSAttributedString(attributedString: textKitComponents.textStorage)
    }
    set {
      let shown = newValue ?? NSAttributedString(string: "", attributes: typingAttributeKeys())
      if shown.isEqual(to: textKitComponents.textStorage) { return }
      let selection = selectedRange
      let preserve = selection.location != textKitComponents.textStorage.length
      textKitComponents.textStorage.setAttributedString(shown)
      if let editableView {
        editableView.attributedText = shown
        applyTypingFont()
      }
      setNeedsLayout()
      updateDisplayingPlaceholder()
      if preserve {
        isPreservingSelection = true
        let length = shown.length
        let location = min(selection.location, length)
        selectedRange = NSRange(location: location, length: min(selection.length, length - location))
        isPreservingSelection = false
      }
    }
  }

  // MARK: Keyboard

  /// Whether the text view is the first responder (editing).
  open override func isFirstResponder() -> Bool { editableView?.isFirstResponder ?? false }
  /// Whether the text view can become the first responder.
  open override func canBecomeFirstResponder() -> Bool { editableView?.canBecomeFirstResponder ?? true }
  /// Makes the text view the first responder (begins editing).
  @discardableResult
  open override func becomeFirstResponder() -> Bool { textView.becomeFirstResponder() }
  /// Ends editing.
  @discardableResult
  open override func resignFirstResponder() -> Bool { editableView?.resignFirstResponder() ?? false }

  /// Capitalization (UITextInputTraits). Default `.sentences`.
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { traits.autocapitalizationType }
    set { traits.autocapitalizationType = newValue }
  }
  /// Autocorrection. Default `.default`.
  open var autocorrectionType: UITextAutocorrectionType {
    get { traits.autocorrectionType }
    set { traits.autocorrectionType = newValue }
  }
  /// Spell checking. Default `.default`.
  open var spellCheckingType: UITextSpellCheckingType {
    get { traits.spellCheckingType }
    set { traits.spellCheckingType = newValue }
  }
  /// The keyboard's look. Default `.default`.
  open var keyboardAppearance: UIKeyboardAppearance {
    get { traits.keyboardAppearance }
    set { traits.keyboardAppearance = newValue }
  }
  /// Whether the return key is off while the text is empty. Default false.
  open var enablesReturnKeyAutomatically: Bool {
    get { traits.enablesReturnKeyAutomatically }
    set { traits.enablesReturnKeyAutomatically = newValue }
  }
  /// Whether the text is secure. Default false.
  open var isSecureTextEntry: Bool {
    get { traits.isSecureTextEntry }
    set { traits.isSecureTextEntry = newValue }
  }
  /// The kind of keyboard. Default `.default`.
  open var keyboardType: UIKeyboardType {
    get { editableView?.keyboardType ?? pendingKeyboardType }
    set {
      if let editableView { editableView.keyboardType = newValue } else { pendingKeyboardType = newValue }
    }
  }
  /// The return key's label. Default `.default`.
  open var returnKeyType: UIReturnKeyType {
    get { editableView?.returnKeyType ?? pendingReturnKeyType }
    set {
      if let editableView { editableView.returnKeyType = newValue } else { pendingReturnKeyType = newValue }
    }
  }

  /// The keyboard settings: kept until the view loads, then the text view's.
  private var traits: TextInputTraits {
    get { editableView?.inputTraits ?? pendingTraits }
    set { if let editableView { editableView.inputTraits = newValue } else { pendingTraits = newValue } }
  }

  // MARK: Node

  /// Makes the placeholder and editable text views, as Texture's `didLoad`.
  open override func didLoad() {
    super.didLoad()
    loadTextViews()
  }

  /// Makes the two text views once and puts them in the node's view; returns the editable one.
  @discardableResult
  private func loadTextViews() -> TextView {
    if let editableView { return editableView }
    let placeholder = TextView()
    placeholder.isUserInteractionEnabled = false
    placeholder.isEditable = false
    placeholder.attributedText = placeholderTextKitComponents.textStorage
    configure(placeholder)
    let editable = TextView()
    editable.isScrollEnabled = scrollEnabled
    editable.attributedText = textKitComponents.textStorage
    editable.inputTraits = pendingTraits
    editable.keyboardType = pendingKeyboardType
    editable.returnKeyType = pendingReturnKeyType
    if let pendingSelection { editable.selectedRange = pendingSelection }
    editable.delegate = relay
    configure(editable)
    placeholderView = placeholder
    editableView = editable
    applyTypingFont()
    updateDisplayingPlaceholder()
    return editable
  }

  private func configure(_ textView: TextView) {
    // Both views are clear: the node's own background shows through them, as Texture shows it
    // behind the placeholder.
    textView.backgroundColor = nil
    // Texture's text views lay their text out in the components' container, without padding.
    textView.textContainer.lineFragmentPadding = ASTextKitComponents.lineFragmentPadding
    textView.textContainerInset = textContainerInset
    textView.frame = bounds
    view.addSubview(textView)
  }

  /// The text (or placeholder) measured as Texture's `calculateSizeThatFits:`.
  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    let shown = isDisplayingPlaceholder() ? placeholderTextKitComponents : textKitComponents
    let text =
      maximumLinesToDisplay > 0
      ? shown.size(
        forConstrainedWidth: constrainedSize.width, forMaxNumberOfLines: Int(clamping: maximumLinesToDisplay))
      : shown.size(forConstrainedWidth: constrainedSize.width)
    let inset = textContainerInset
    let width = (text.width + inset.left + inset.right).rounded(.up)
    let height = (text.height + inset.top + inset.bottom).rounded(.up)
    return CGSize(width: min(width, constrainedSize.width), height: min(height, constrainedSize.height))
  }

  /// Both text views fill the node and the editable one stays scrolled to its top.
  open override func layout() {
    super.layout()
    editableView?.frame = bounds
    placeholderView?.frame = bounds
    editableView?.contentOffset = .zero
  }

  // MARK: Text view changes

  /// The user changed the text: it keeps its attributes where unchanged (typed text takes the
  /// typing attributes), the layout is marked stale and the delegate is told on the next turn.
  func textViewChangedText() {
    guard let editableView else { return }
    selectionChangedForEditedText = true
    textKitComponents.textStorage.setAttributedString(rebuiltText(editableView.text ?? ""))
    updateDisplayingPlaceholder()
    setNeedsLayout()
    guard !updateEnqueued else { return }
    updateEnqueued = true
    MainQueue.async { [weak self] in
      guard let self else { return }
      self.updateEnqueued = false
      self.delegate?.editableTextNodeDidUpdateText(self)
    }
  }

  /// The selection moved: the delegate is told on the next turn (after any text change).
  func textViewChangedSelection() {
    guard !isPreservingSelection else { return }
    selectionChangedForEditedText = false
    let from = previousSelection
    let to = selectedRange
    previousSelection = to
    MainQueue.async { [weak self] in
      guard let self else { return }
      self.delegate?.editableTextNodeDidChangeSelection(
        self, fromSelectedRange: from, toSelectedRange: to, dueToEditing: self.selectionChangedForEditedText)
    }
  }

  /// `text` with the stored attributes over the part it shares with the stored text, and the
  /// typing attributes on the rest.
  private func rebuiltText(_ text: String) -> NSAttributedString {
    let stored = textKitComponents.textStorage
    let old = Array(stored.string.utf16)
    let new = Array(text.utf16)
    var common = 0
    while common < min(old.count, new.count), old[common] == new[common] { common += 1 }
    let result = NSMutableAttributedString(
      attributedString: stored.attributedSubstring(from: NSRange(location: 0, length: common)))
    if common < new.count {
      let rest = String(decoding: new[common...], as: UTF16.self)
      result.append(NSAttributedString(string: rest, attributes: typingAttributeKeys()))
    }
    return result
  }

  private func updateDisplayingPlaceholder() {
    placeholderView?.isHidden = !isDisplayingPlaceholder()
    if let editableView { Self.showKerns(of: textKitComponents.textStorage, in: editableView) }
    if let placeholderView {
      Self.showKerns(of: placeholderTextKitComponents.textStorage, in: placeholderView)
    }
  }

  /// Makes `view` break, place and draw its text with the `.kern` after each of `text`'s
  /// characters, as TextKit draws the storage (and as ``ASTextKitComponents`` measures it).
  private static func showKerns(of text: NSAttributedString, in view: TextView) {
    let kerns = ASTextNode.characterKerns(of: text)
    let kern = kerns.first ?? 0
    let measurer: any TextMeasuring
    if kerns.contains(where: { $0 != kern }) {
      // Set whenever the text changes (the view breaks its lines again then anyway).
      measurer = LineKernedTextMeasuring(kern: kern, text: text.string, kerns: kerns)
    } else if kern != 0 {
      if (view.textMeasurer as? KernedTextMeasuring)?.kern == kern { return }
      measurer = KernedTextMeasuring(kern: kern)
    } else {
      if view.textMeasurer is MonospaceTextMeasuring { return }
      measurer = MonospaceTextMeasuring()
    }
    view.textMeasurer = measurer
  }

  /// The typing attributes with attribute keys.
  private func typingAttributeKeys() -> [NSAttributedString.Key: Any] {
    var keyed: [NSAttributedString.Key: Any] = [:]
    for (name, value) in typingAttributes ?? [:] { keyed[NSAttributedString.Key(rawValue: name)] = value }
    return keyed
  }

  /// An empty text view types in the typing attributes' font and colour.
  private func applyTypingFont() {
    guard let editableView, textKitComponents.textStorage.length == 0 else { return }
    let keyed = typingAttributeKeys()
    if let font = keyed[.font] as? UIFont { editableView.font = font }
    if let color = keyed[.foregroundColor] as? UIColor { editableView.textColor = color }
  }
}
