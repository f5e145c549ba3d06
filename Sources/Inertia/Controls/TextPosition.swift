import Foundation

// UITextPosition and UITextRange: the opaque places and spans of a text input's text. A text
// field's and a text view's own positions count UTF-16 units from the start of the text, as
// NSString's indices do; programs only hand them back to the input (`offset(from:to:)`,
// `position(from:offset:)`, `textRange(from:to:)`), never read them.

/// A place in a text input's text (UITextPosition). Opaque: ask the input that made it where it
/// is (`offset(from:to:)`, `compare(_:to:)`). A program implementing its own text input subclasses
/// it, as on iOS.
@preconcurrency @MainActor
open class TextPosition {
  /// Creates a position (for a subclass's own text input).
  public init() {}
}

/// A span of a text input's text between two positions (UITextRange). A program implementing its
/// own text input subclasses it and overrides ``start``, ``end`` and ``isEmpty``, which the base
/// class answers with one position of its own (an empty span), as UIKit's abstract class does
/// not define them.
@preconcurrency @MainActor
open class TextRange {
  private lazy var placeholder = TextPosition()

  /// Creates a range (for a subclass's own text input).
  public init() {}

  /// Where the range begins.
  open var start: TextPosition { placeholder }
  /// Where the range ends.
  open var end: TextPosition { placeholder }
  /// Whether the range holds no text (its start is its end).
  open var isEmpty: Bool { true }
}

/// A text field's or text view's position: a count of UTF-16 units from the start of its text.
final class IndexedTextPosition: TextPosition {
  /// The UTF-16 offset from the start of the text.
  let index: Int

  init(_ index: Int) {
    self.index = index
    super.init()
  }
}

/// A text field's or text view's range: two of its positions, in order.
final class IndexedTextRange: TextRange {
  private let first: IndexedTextPosition
  private let last: IndexedTextPosition

  /// The range of UTF-16 units from `range.location` for `range.length`.
  init(_ range: NSRange) {
    first = IndexedTextPosition(range.location)
    last = IndexedTextPosition(range.location + range.length)
    super.init()
  }

  override var start: TextPosition { first }
  override var end: TextPosition { last }
  override var isEmpty: Bool { first.index == last.index }

  /// The span as an NSRange of UTF-16 units.
  var nsRange: NSRange { NSRange(location: first.index, length: last.index - first.index) }
}

/// The UTF-16 arithmetic a text field and a text view share for their positions
/// (UITextInput's document methods over a text's UTF-16 units).
@MainActor
enum TextDocument {
  /// The UTF-16 offset `position` stands for, or nil for a position another input made.
  static func index(of position: TextPosition) -> Int? {
    (position as? IndexedTextPosition)?.index
  }

  /// The position `offset` UTF-16 units from `position`, or nil outside `0...length`
  /// (UITextInput's `position(from:offset:)`).
  static func position(from position: TextPosition, offset: Int, length: Int) -> TextPosition? {
    guard let index = index(of: position) else { return nil }
    let (moved, overflow) = index.addingReportingOverflow(offset)
    guard !overflow, moved >= 0, moved <= length else { return nil }
    return IndexedTextPosition(moved)
  }

  /// The range from `from` to `to`, in order, or nil when either is not this text's or is past
  /// its end (UITextInput's `textRange(from:to:)`).
  static func range(from: TextPosition, to: TextPosition, length: Int) -> TextRange? {
    guard let start = index(of: from), let end = index(of: to), start <= length, end <= length else {
      return nil
    }
    return IndexedTextRange(NSRange(location: min(start, end), length: abs(end - start)))
  }

  /// The UTF-16 units from `from` to `to` (negative backwards; 0 for positions of another input).
  static func offset(from: TextPosition, to: TextPosition) -> Int {
    guard let start = index(of: from), let end = index(of: to) else { return 0 }
    return end - start
  }

  /// How `position` is ordered against `other` (UITextInput's `compare(_:to:)`).
  static func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
    let offset = offset(from: position, to: other)
    return offset > 0 ? .orderedAscending : offset < 0 ? .orderedDescending : .orderedSame
  }

  /// `range` as an NSRange inside a text `length` UTF-16 units long, or nil when it is not one of
  /// this text's ranges or reaches past the end.
  static func nsRange(of range: TextRange, length: Int) -> NSRange? {
    guard let start = index(of: range.start), let end = index(of: range.end) else { return nil }
    let lower = min(start, end)
    let upper = max(start, end)
    guard lower >= 0, upper <= length else { return nil }
    return NSRange(location: lower, length: upper - lower)
  }

  /// The text in `range` (nil when it is not one of this text's ranges or reaches past the end),
  /// cut at UTF-16 units as NSString's `substring(with:)` is.
  static func text(in range: TextRange, of text: String) -> String? {
    guard let span = nsRange(of: range, length: text.utf16.count) else { return nil }
    return (text as NSString).substring(with: span)
  }

  /// `text` with the UTF-16 units of `range` replaced by `replacement`.
  static func replacing(_ range: NSRange, in text: String, with replacement: String) -> String {
    (text as NSString).replacingCharacters(in: range, with: replacement)
  }

  /// The range of the character (a letter and its marks, an emoji and its modifiers, a CR LF)
  /// that holds the UTF-16 unit before `index` in `text`: what a backward delete removes.
  static func characterRange(endingAt index: Int, in text: String) -> NSRange? {
    guard index > 0 else { return nil }
    var start = 0
    for character in text {
      let length = character.utf16.count
      if start + length >= index { return NSRange(location: start, length: length) }
      start += length
    }
    return nil
  }
}
