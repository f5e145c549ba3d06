import Foundation

/// What takes a keyboard's typing (UIKeyInput): ``TextField`` and ``TextView`` adopt it.
@preconcurrency @MainActor
public protocol KeyInput: AnyObject {
  /// Whether there is any text.
  var hasText: Bool { get }
  /// Types `text` where the selection is (replacing a selected range).
  func insertText(_ text: String)
  /// Deletes the selected text, or the character before the caret.
  func deleteBackward()
}

/// The document side of UIKit's UITextInput that programs use on a text field or a text view:
/// opaque positions (``TextPosition``) counting UTF-16 units as NSString does, ranges
/// (``TextRange``) between them, the selection, the text in a range, and the caret's rectangle.
/// Marked text (an input method's composition) is not modelled: ``markedTextRange`` is nil.
@preconcurrency @MainActor
public protocol TextInput: KeyInput {
  /// The selection; the caret is an empty range.
  var selectedTextRange: TextRange? { get set }
  /// The text an input method is composing: nil, as there is none.
  var markedTextRange: TextRange? { get }
  /// The position before the first character.
  var beginningOfDocument: TextPosition { get }
  /// The position after the last character.
  var endOfDocument: TextPosition { get }
  /// The text between `range`'s ends, or nil when it is not a range of this text.
  func text(in range: TextRange) -> String?
  /// Replaces the text in `range` by `text` and puts the caret after it.
  func replace(_ range: TextRange, withText text: String)
  /// The range between two positions, in either order; nil when one is not of this text.
  func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange?
  /// The position `offset` UTF-16 units from `position`; nil outside the text.
  func position(from position: TextPosition, offset: Int) -> TextPosition?
  /// How two positions are ordered.
  func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult
  /// The UTF-16 units from one position to another (negative backwards).
  func offset(from: TextPosition, to toPosition: TextPosition) -> Int
  /// The rectangle the caret is drawn in at `position`, in the input's coordinates.
  func caretRect(for position: TextPosition) -> CGRect
}
