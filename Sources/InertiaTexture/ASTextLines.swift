import Inertia
import InertiaUIKit

/// Text broken into lines as ``ASTextNode`` measures and draws it, with Inertia's deterministic
/// metrics (``Inertia/TextContent``: 0.55 em per character, lines 1.2 em): each paragraph wraps
/// by characters at the width, at most `maximumLines` lines are kept (and no more than fit the
/// height), and when text is left over the last line is truncated with `token` by `mode`.
struct ASTextLines: Equatable {
  /// The lines shown.
  var lines: [String]
  /// Whether text was left out.
  var isTruncated: Bool
  /// The size the lines take.
  var size: CGSize

  /// Breaks `text` at `fontSize` into `constrainedSize`.
  init(
    text: String, fontSize: CGFloat, constrainedSize: CGSize, maximumLines: Int, mode: NSLineBreakMode,
    token: String
  ) {
    let content = TextContent("", fontSize: fontSize)
    let advance = content.fontSize * 0.55
    let lineHeight = content.fontSize * 1.2
    guard !text.isEmpty else {
      self.init(lines: [], isTruncated: false, size: CGSize(width: 0, height: lineHeight))
      return
    }
    let width = constrainedSize.width
    let perLine = width.isFinite && width >= 0 ? Self.count(width, per: advance) : Int.max
    // Each line with whether a paragraph ends with it.
    var all: [(text: ArraySlice<Character>, endsParagraph: Bool)] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let characters = Array(paragraph)
      var start = 0
      repeat {
        let end = start + Swift.min(perLine, characters.count - start)
        all.append((characters[start..<end], end == characters.count))
        start = end
      } while start < characters.count
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
      let rest = all[last...].map { String($0.text) + ($0.endsParagraph ? " " : "") }.joined()
      shown[last] = Self.truncate(
        line: shown[last], rest: String(rest.dropLast()), token: token, perLine: perLine, mode: mode)
    }
    let widest = shown.map(\.count).max() ?? 0
    self.init(
      lines: shown, isTruncated: truncated,
      size: CGSize(width: CGFloat(widest) * advance, height: CGFloat(shown.count) * lineHeight))
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
  /// of the text left (head), or between the line's start and the text's end (middle).
  private static func truncate(line: String, rest: String, token: String, perLine: Int, mode: NSLineBreakMode)
    -> String
  {
    let room = Swift.max(perLine - token.count, 0)
    switch mode {
    case .byTruncatingHead:
      return token + String(rest.suffix(room))
    case .byTruncatingMiddle:
      let head = (room + 1) / 2
      return String(line.prefix(head)) + token + String(rest.suffix(room - head))
    default:
      return String(line.prefix(room)) + token
    }
  }
}

extension Int {
  fileprivate func clamped(atLeast lower: Int) -> Int { Swift.max(self, lower) }
}
