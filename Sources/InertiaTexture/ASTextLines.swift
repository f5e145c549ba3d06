import Inertia
import InertiaUIKit

/// Text broken into lines as ``ASTextNode`` measures and draws it, with Inertia's deterministic
/// metrics (``Inertia/TextContent``: 0.55 em per character, lines 1.2 em): each paragraph wraps
/// at the width by words, as TextKit does (by characters only inside a word longer than a line),
/// at most `maximumLines` lines are kept (and no more than fit the
/// height), and when text is left over the last line is truncated with `token` by `mode`.
struct ASTextLines: Equatable {
  /// The lines shown.
  var lines: [String]
  /// Whether text was left out.
  var isTruncated: Bool
  /// The size the lines take.
  var size: CGSize

  /// The height of a line of `fontSize` text under `style`, as TextKit makes a line fragment: the
  /// natural height (1.2 em here) times a positive `lineHeightMultiple`, then raised to a positive
  /// `minimumLineHeight` and lowered to a positive `maximumLineHeight`.
  static func lineHeight(fontSize: CGFloat, style: NSParagraphStyle?) -> CGFloat {
    var height = TextContent("", fontSize: fontSize).fontSize * 1.2
    guard let style else { return height }
    if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
    if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
    if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
    return height
  }

  /// Breaks `text` at `fontSize` into `constrainedSize`, in lines of `lineHeight` (1.2 em when nil),
  /// each character `kern` points wider (NSKern, which TextKit adds after every character, the
  /// last of a line too; a character keeps at least a hundredth of a point).
  init(
    text: String, fontSize: CGFloat, constrainedSize: CGSize, maximumLines: Int, mode: NSLineBreakMode,
    token: String, lineHeight: CGFloat? = nil, kern: CGFloat = 0
  ) {
    let content = TextContent("", fontSize: fontSize)
    let advance = Swift.max(content.fontSize * 0.55 + (kern.isFinite ? kern : 0), 0.01)
    let lineHeight = lineHeight ?? content.fontSize * 1.2
    guard !text.isEmpty else {
      // No text takes no room, as Texture's text node measures an empty string (its bounding
      // rectangle is empty).
      self.init(lines: [], isTruncated: false, size: .zero)
      return
    }
    let width = constrainedSize.width
    let perLine = width.isFinite && width >= 0 ? Self.count(width, per: advance) : Int.max
    // Each line with its characters up to the next line (the spaces hanging at its break) and
    // whether a paragraph ends with it.
    var all: [Line] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      all += Self.wrap(Array(paragraph), perLine: perLine)
    }
    var limit = maximumLines > 0 ? maximumLines : Int.max
    let height = constrainedSize.height
    if height.isFinite, height >= 0 {
      limit = Swift.min(limit, Self.count(height, per: lineHeight))
    }
    var shown = all.prefix(limit).map { String($0.text) }
    let truncated = all.count > limit
    if truncated, mode != .byClipping, let last = shown.indices.last {
      // The text from the last line shown on, paragraphs joined by spaces.
      let rest = all[last...].map { String($0.through) + ($0.endsParagraph ? " " : "") }.joined()
      shown[last] = Self.truncate(
        rest: String(rest.dropLast()), token: token, perLine: perLine, mode: mode)
    }
    let widest = shown.map(\.count).max() ?? 0
    self.init(
      lines: shown, isTruncated: truncated,
      size: CGSize(width: CGFloat(widest) * advance, height: CGFloat(shown.count) * lineHeight))
  }

  /// A line of a paragraph: its characters, those up to the next line's first, and whether the
  /// paragraph ends with it.
  private struct Line {
    var text: ArraySlice<Character>
    var through: ArraySlice<Character>
    var endsParagraph: Bool
  }

  /// A paragraph's lines, broken as TextKit's word wrapping breaks them: after the last space that
  /// fits (the spaces at a break hang past the line and take no width), inside a word only when it
  /// is longer than a line. Each line with whether the paragraph ends with it.
  private static func wrap(_ characters: [Character], perLine: Int) -> [Line] {
    var lines: [Line] = []
    var start = 0
    repeat {
      var end = start + Swift.min(perLine, characters.count - start)
      var next = end
      if end < characters.count {
        if characters[end].isWhitespace {
          next = end
        } else if let space = characters[start..<end].lastIndex(where: \.isWhitespace), space > start {
          end = space
          next = space
        }
        while end > start && characters[end - 1].isWhitespace { end -= 1 }
        while next < characters.count && characters[next].isWhitespace { next += 1 }
      }
      lines.append(
        Line(
          text: characters[start..<end], through: characters[start..<next],
          endsParagraph: next >= characters.count))
      start = next
    } while start < characters.count
    return lines
  }

  /// How many `step`s fit in `length` (at least one; a hundredth of a point of slack absorbs
  /// rounding; capped so huge lengths stay countable).
  private static func count(_ length: CGFloat, per step: CGFloat) -> Int {
    Int(Swift.min(((length + 0.01) / step).rounded(.down), 1_000_000_000)).clamped(atLeast: 1)
  }

  private init(lines: [String], isTruncated: Bool, size: CGSize) {
    self.lines = lines
    self.isTruncated = isTruncated
    self.size = size
  }

  /// The last line shown with the token: at its end (tail and the wrapping modes), before the end
  /// of the text left (head), or between the line's start and the text's end (middle). The line is
  /// cut by characters from the text left, as Texture's truncater cuts it, not at its word break.
  private static func truncate(rest: String, token: String, perLine: Int, mode: NSLineBreakMode)
    -> String
  {
    let room = Swift.max(perLine - token.count, 0)
    switch mode {
    case .byTruncatingHead:
      return token + String(rest.suffix(room))
    case .byTruncatingMiddle:
      let head = (room + 1) / 2
      return String(rest.prefix(head)) + token + String(rest.suffix(room - head))
    default:
      return String(rest.prefix(room)) + token
    }
  }
}

extension Int {
  fileprivate func clamped(atLeast lower: Int) -> Int { Swift.max(self, lower) }
}
