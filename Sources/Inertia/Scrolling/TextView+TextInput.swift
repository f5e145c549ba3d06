import Foundation

// UITextInput's document methods on a text view: positions count the text's UTF-16 units.

extension TextView: TextInput {
  /// Whether the view has text (UIKeyInput).
  public var hasText: Bool { !text.isEmpty }
  /// The text an input method is composing: nil, as there is none.
  public var markedTextRange: TextRange? { nil }
  /// The position before the first character.
  public var beginningOfDocument: TextPosition { IndexedTextPosition(0) }
  /// The position after the last character (the text's UTF-16 length).
  public var endOfDocument: TextPosition { IndexedTextPosition(text.utf16.count) }

  /// The text between `range`'s ends, cut at UTF-16 units as NSString cuts it; nil when it is not
  /// a range of this view's text.
  public func text(in range: TextRange) -> String? {
    TextDocument.text(in: range, of: text)
  }

  /// Replaces the text in `range` by `text` and puts the caret after it (a program's edit: the
  /// delegate is not asked). Ignored for a range not of this text.
  public func replace(_ range: TextRange, withText text: String) {
    let current: String = self.text
    guard let span = TextDocument.nsRange(of: range, length: current.utf16.count) else { return }
    self.text = TextDocument.replacing(span, in: current, with: text)
    selectedRange = NSRange(location: span.location + text.utf16.count, length: 0)
  }

  /// The range between two positions, in either order; nil when one is not of this text.
  public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
    TextDocument.range(from: fromPosition, to: toPosition, length: text.utf16.count)
  }

  /// The position `offset` UTF-16 units from `position`; nil before the start or past the end.
  public func position(from position: TextPosition, offset: Int) -> TextPosition? {
    TextDocument.position(from: position, offset: offset, length: text.utf16.count)
  }

  /// How two positions are ordered.
  public func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
    TextDocument.compare(position, to: other)
  }

  /// The UTF-16 units from one position to another (negative backwards).
  public func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
    TextDocument.offset(from: from, to: toPosition)
  }
}
