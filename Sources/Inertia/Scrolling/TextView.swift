import Foundation

/// A scrollable, editable multi-line text view, like UITextView: a ``ScrollView`` whose content is
/// its text wrapped at its width, inside ``textContainerInset`` and the container's line padding.
///
/// A tap begins editing when ``isEditable`` (the keyboard shows, as for ``TextField``); typed text
/// (``insertText(_:)``, ``deleteBackward()``; the return key types "\n") asks and tells the
/// ``TextViewDelegate`` in UIKit's order and keeps the caret's line visible. With scrolling
/// disabled its intrinsic height is its text's, so Auto Layout sizes it to fit (the self-sizing
/// text view of forms and cells). Setting ``text`` in code calls no delegate method.
@preconcurrency @MainActor
open class TextView: ScrollView {
  /// Makes a `TextView` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { TextView(frame: frame) }

  /// Posted when a text view begins editing (UITextView.textDidBeginEditingNotification).
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted when the user changed a text view's text.
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted when a text view ends editing.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
  /// The longest text accepted from typing, in characters (bounds input).
  package static let maximumLength = 1_000_000

  /// The text. Default "". Setting nil stores "".
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      selectedRange = NSRange(location: storedText.utf16.count, length: 0)
      textLayoutChanged()
    }
  }
  /// The font size in points. Default 12, UITextView's.
  package var fontSize: CGFloat = 12 {
    didSet {
      if !fontSize.isFinite || fontSize <= 0 { fontSize = 12 }
      textLayoutChanged()
    }
  }
  /// Whether the font follows the user's Dynamic Type size (UIContentSizeCategoryAdjusting).
  /// Inertia has one content size category (UIKit's default, Large) that never changes, so the
  /// font stays as set. Default false.
  open var adjustsFontForContentSizeCategory = false
  /// The text colour. Default black.
  open var textColor: Color = .black { didSet { textLabel.textColor = textColor } }
  /// How lines are aligned. Default natural.
  open var textAlignment: TextAlignment = .natural { didSet { textLabel.textAlignment = textAlignment } }
  /// Whether a tap begins editing. Default true.
  open var isEditable = true
  /// Whether the text can be selected. Default true.
  open var isSelectable = true
  /// The space around the text container. Default top and bottom 8, as UIKit's.
  open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet {
      if !textContainerInset.isFinite { textContainerInset = oldValue }
      textLayoutChanged()
    }
  }
  /// The text container's settings (line padding, line limit).
  public let textContainer: TextContainer
  /// The selected range in UTF-16 units; typing leaves the caret (an empty range) after the text.
  open var selectedRange = NSRange(location: 0, length: 0)
  /// The kind of keyboard to show. Default `.default`.
  open var keyboardType: KeyboardType = .default
  /// The label of the return key. Default `.default`.
  open var returnKeyType: ReturnKeyType = .default
  /// The keyboard settings (UITextInputTraits), also as their own properties.
  public var inputTraits = TextInputTraits()
  /// The view shown instead of the keyboard while editing (kept). Default nil.
  open var inputView: View?
  /// The view shown above the keyboard while editing (kept). Default nil.
  open var inputAccessoryView: View?

  /// Scrolling off makes the view size itself to its text (see ``intrinsicContentSize``).
  open override var isScrollEnabled: Bool {
    didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
  }

  private var storedText = ""
  private var laidOutWidth: CGFloat = -1
  private var editing = false
  private var forcingEnd = false
  private let textLabel = Label()

  /// Creates a text view with `frame`: white, editable, empty.
  public override convenience init(frame: CGRect = .zero) {
    self.init(frame: frame, textContainer: nil)
  }

  /// Creates a text view with `frame` laying its text out in `textContainer` (a new one when nil):
  /// UITextView's designated initializer, which subclasses override.
  public init(frame: CGRect, textContainer: TextContainer?) {
    self.textContainer = textContainer ?? TextContainer()
    super.init(frame: frame)
    backgroundColor = .white
    self.textContainer.owner = self
    textLabel.numberOfLines = 0
    textLabel.fontSize = fontSize
    addSubview(textLabel)
    addGestureRecognizer(
      TapGestureRecognizer { [weak self] recognizer in
        guard recognizer.state == .ended, let self, self.isEditable else { return }
        self.becomeFirstResponder()
      })
    textLayoutChanged()
  }

  /// Measures the text's lines, which are broken, placed and drawn with it (the kerns of an
  /// attributed text). Default ``MonospaceTextMeasuring``.
  package var textMeasurer: any TextMeasuring {
    get { textLabel.textMeasurer }
    set {
      textLabel.textMeasurer = newValue
      textLayoutChanged()
    }
  }

  /// The text view's delegate as a ``TextViewDelegate`` (nil for a plain scroll view delegate).
  var textDelegate: TextViewDelegate? { delegate as? TextViewDelegate }

  /// Whether the view is being edited (it is the first responder).
  public var isEditing: Bool { editing }

  open override var canBecomeFirstResponder: Bool { isEditable }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !editing else { return true }
    guard textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    editing = true
    window?.keyboard.show()
    textDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let wasEditing = editing
    if wasEditing, !forcingEnd, !(textDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
    guard super.resignFirstResponder() else { return false }
    guard wasEditing else { return true }
    editing = false
    window?.keyboard.dismiss()
    textDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  /// Resigns without asking the delegate whether editing may end (`endEditing(true)`).
  @discardableResult
  package func forceResignFirstResponder() -> Bool {
    forcingEnd = true
    defer { forcingEnd = false }
    return resignFirstResponder()
  }

  /// Types `string` over the selection while editing ("\n" for the return key). Ignored when not
  /// editing, empty, past `maximumLength`, or refused by the delegate.
  open func insertText(_ string: String) {
    guard editing, !string.isEmpty, storedText.count + string.count <= Self.maximumLength else { return }
    replaceTyped(clampedSelection, with: string)
  }

  /// Deletes the selection, or the character before the caret, while editing.
  open func deleteBackward() {
    guard editing else { return }
    let selected = clampedSelection
    let range =
      selected.length > 0
      ? selected : TextDocument.characterRange(endingAt: selected.location, in: storedText)
    guard let range else { return }
    replaceTyped(range, with: "")
  }

  /// ``selectedRange`` inside the text's UTF-16 units.
  var clampedSelection: NSRange {
    let length = storedText.utf16.count
    let location = min(max(0, selectedRange.location), length)
    return NSRange(location: location, length: min(max(0, selectedRange.length), length - location))
  }

  /// Replaces `range` by typed `string` when the delegate agrees, puts the caret after it, then
  /// tells the delegate and keeps the caret visible.
  private func replaceTyped(_ range: NSRange, with string: String) {
    guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else {
      return
    }
    let length = storedText.utf16.count
    let location = min(range.location, length)
    let span = NSRange(location: location, length: min(range.length, length - location))
    text = TextDocument.replacing(span, in: storedText, with: string)
    selectedRange = NSRange(location: location + string.utf16.count, length: 0)
    textDelegate?.textViewDidChangeSelection(self)
    textDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    layoutIfNeeded()
    scrollRangeToVisible(selectedRange)
  }

  /// The selection (UITextInput), ``selectedRange`` as a range of positions; the caret is an empty
  /// range. Setting a range of another input or past the end is ignored.
  open var selectedTextRange: TextRange? {
    get { IndexedTextRange(clampedSelection) }
    set {
      guard let newValue, let range = TextDocument.nsRange(of: newValue, length: storedText.utf16.count)
      else {
        return
      }
      selectedRange = range
    }
  }

  /// The rectangle the caret is drawn in at `position` (UITextInput): 2 points wide, a line of
  /// the font tall, on the wrapped line holding `position`, after the text before it on that
  /// line. A subclass overrides it (`.zero` hides the caret).
  open func caretRect(for position: TextPosition) -> CGRect {
    let index = min(max(0, TextDocument.index(of: position) ?? 0), storedText.utf16.count)
    let lineHeight = textLabel.textMeasurer.measure("", size: fontSize).height
    let lines = textLabel.lines(fittingWidth: textWidth(for: bounds.width))
    var remaining = index
    var line = 0
    var before = ""
    for (number, text) in lines.enumerated() {
      let length = text.utf16.count
      line = number
      before = (text as NSString).substring(to: min(remaining, length))
      // Each line is followed by the space or newline the wrapping consumed.
      if remaining <= length { break }
      remaining -= length + 1
    }
    let x =
      textContainerInset.left + textContainer.lineFragmentPadding
      + textLabel.textMeasurer.measure(before, size: fontSize).width
    let y = textContainerInset.top + CGFloat(line) * lineHeight
    return CGRect(x: x, y: y, width: 2, height: lineHeight)
  }

  /// Scrolls so that the line holding `range`'s start shows (UITextView.scrollRangeToVisible).
  open func scrollRangeToVisible(_ range: NSRange) {
    guard isScrollEnabled else { return }
    let lineHeight = textLabel.textMeasurer.measure("", size: fontSize).height
    let line = CGFloat(lineIndex(ofUTF16Offset: range.location))
    let top = textContainerInset.top + line * lineHeight
    scrollRectToVisible(CGRect(x: 0, y: top, width: 1, height: lineHeight), animated: false)
  }

  /// The wrapped lines as TextKit's line fragments: each line's UTF-16 range (with the space or
  /// newline the wrapping consumed after it; the last line reaches the end of the text) and its
  /// rectangle in the text container (the container's width, a line of the font tall, stacked
  /// from the top). None for an empty text.
  package func lineFragments() -> [(range: NSRange, rect: CGRect)] {
    let total = storedText.utf16.count
    guard total > 0 else { return [] }
    let lineHeight = textLabel.textMeasurer.measure("", size: fontSize).height
    let width = textWidth(for: bounds.width) + 2 * textContainer.lineFragmentPadding
    var fragments: [(range: NSRange, rect: CGRect)] = []
    var location = 0
    for (number, line) in textLabel.lines(fittingWidth: textWidth(for: bounds.width)).enumerated()
    where location < total {
      let length = min(line.utf16.count + 1, total - location)
      let rect = CGRect(x: 0, y: CGFloat(number) * lineHeight, width: width, height: lineHeight)
      fragments.append((NSRange(location: location, length: length), rect))
      location += length
    }
    if let last = fragments.popLast() {
      fragments.append(
        (NSRange(location: last.range.location, length: total - last.range.location), last.rect))
    }
    return fragments
  }

  /// The index of the wrapped line holding the character at `offset` (the last line past the end).
  func lineIndex(ofUTF16Offset offset: Int) -> Int {
    let lines = textLabel.lines(fittingWidth: textWidth(for: bounds.width))
    var remaining = max(0, offset)
    for (index, line) in lines.enumerated() {
      // Each line is followed by the space or newline the wrapping consumed.
      let length = line.utf16.count + 1
      if remaining < length { return index }
      remaining -= length
    }
    return max(0, lines.count - 1)
  }

  open override func willMove(toWindow newWindow: Window?) {
    if newWindow == nil && editing { resignFirstResponder() }
    super.willMove(toWindow: newWindow)
  }

  // MARK: Layout

  /// The width text wraps at inside a view `width` wide.
  func textWidth(for width: CGFloat) -> CGFloat {
    max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
  }

  /// The height the text takes wrapped at `width` with the insets (an empty text takes one line).
  func contentHeight(for width: CGFloat) -> CGFloat {
    let lineHeight = textLabel.textMeasurer.measure("", size: fontSize).height
    let lines = max(1, textLabel.lines(fittingWidth: textWidth(for: width)).count)
    return (CGFloat(lines) * lineHeight + textContainerInset.top + textContainerInset.bottom).rounded(.up)
  }

  /// The text, font or insets changed: the label takes them and the view lays out again.
  func textLayoutChanged() {
    textLabel.text = storedText
    textLabel.fontSize = fontSize
    textLabel.numberOfLines = textContainer.maximumNumberOfLines
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let height = contentHeight(for: bounds.width)
    let padding = textContainer.lineFragmentPadding
    textLabel.frame = CGRect(
      x: textContainerInset.left + padding, y: textContainerInset.top, width: textWidth(for: bounds.width),
      height: height - textContainerInset.top - textContainerInset.bottom)
    let size = CGSize(width: bounds.width, height: height)
    if contentSize != size { contentSize = size }
    if laidOutWidth != bounds.width {
      laidOutWidth = bounds.width
      if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }
  }

  /// The width asked and the text's height at that width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width.isFinite ? max(0, size.width) : bounds.width
    return CGSize(width: width, height: contentHeight(for: width))
  }

  /// With scrolling disabled, the text's height at the current width (Auto Layout sizes the view
  /// to its text); with scrolling, none.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    return CGSize(width: View.noIntrinsicMetric, height: contentHeight(for: bounds.width))
  }
}

extension TextView: TextInputTraitsOwner, ForcedResigning {}
