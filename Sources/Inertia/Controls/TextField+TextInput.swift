import Foundation

// UITextInput's document methods on a text field: positions count the text's UTF-16 units.

extension TextField: TextInput {
  /// The text an input method is composing: nil, as there is none.
  public var markedTextRange: TextRange? { nil }
  /// The position before the first character.
  public var beginningOfDocument: TextPosition { IndexedTextPosition(0) }
  /// The position after the last character (the text's UTF-16 length).
  public var endOfDocument: TextPosition { IndexedTextPosition((text ?? "").utf16.count) }

  /// The text between `range`'s ends, cut at UTF-16 units as NSString cuts it; nil when it is not
  /// a range of this field's text.
  public func text(in range: TextRange) -> String? {
    TextDocument.text(in: range, of: text ?? "")
  }

  /// Replaces the text in `range` by `text` and puts the caret after it (a program's edit: the
  /// delegate is not asked and no event is sent). Ignored for a range not of this text.
  public func replace(_ range: TextRange, withText text: String) {
    let current = self.text ?? ""
    guard let span = TextDocument.nsRange(of: range, length: current.utf16.count) else { return }
    self.text = TextDocument.replacing(span, in: current, with: text)
    selection = NSRange(location: span.location + text.utf16.count, length: 0)
  }

  /// The range between two positions, in either order; nil when one is not of this text.
  public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
    TextDocument.range(from: fromPosition, to: toPosition, length: (text ?? "").utf16.count)
  }

  /// The position `offset` UTF-16 units from `position`; nil before the start or past the end.
  public func position(from position: TextPosition, offset: Int) -> TextPosition? {
    TextDocument.position(from: position, offset: offset, length: (text ?? "").utf16.count)
  }

  /// How two positions are ordered.
  public func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
    TextDocument.compare(position, to: other)
  }

  /// The UTF-16 units from one position to another (negative backwards).
  public func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
    TextDocument.offset(from: from, to: toPosition)
  }

  /// The selection inside `current`'s UTF-16 units.
  func clampedSelection(in current: String) -> NSRange {
    let length = current.utf16.count
    let location = min(max(0, selection.location), length)
    return NSRange(location: location, length: min(max(0, selection.length), length - location))
  }

  /// Replaces `range` by typed `string` when the delegate agrees; the caret goes after it and
  /// `.editingChanged` is sent.
  func replaceTyped(_ range: NSRange, with string: String) {
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
    else { return }
    // The delegate may have changed the text before agreeing: keep the range inside it.
    let current = text ?? ""
    let length = current.utf16.count
    let location = min(range.location, length)
    let span = NSRange(location: location, length: min(range.length, length - location))
    text = TextDocument.replacing(span, in: current, with: string)
    selection = NSRange(location: location + string.utf16.count, length: 0)
    sendActions(for: .editingChanged)
  }

  /// The caret's rectangle before the UTF-16 unit at `index` (see `caretRect(for:)`).
  func caretRectangle(at index: Int) -> CGRect {
    let measurer = MonospaceTextMeasuring()
    let current = text ?? ""
    let clamped = min(max(0, index), current.utf16.count)
    let before = (current as NSString).substring(to: clamped)
    let shown = displayedText
    let shownBefore =
      inputTraits.isSecureTextEntry ? String(repeating: "\u{2022}", count: before.count) : before
    let area = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    let lineHeight = measurer.measure("", size: fontSize).height
    let width = measurer.measure(shown, size: fontSize).width
    var x = area.minX + measurer.measure(shownBefore, size: fontSize).width
    switch textAlignment {
    case .center: x += (area.width - width) / 2
    case .right: x += area.width - width
    default: break
    }
    return CGRect(x: x, y: bounds.midY - lineHeight / 2, width: 2, height: lineHeight)
  }
}
