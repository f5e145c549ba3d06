import Inertia
import InertiaUIKit

/// Text broken into lines as ``ASTextNode`` measures and draws it, with Inertia's deterministic
/// metrics (``Inertia/TextContent``: 0.55 em per character, lines 1.2 em), each character as much
/// wider as its kern (NSKern, which TextKit adds after every character, the last of a line too;
/// a character keeps at least a hundredth of a point): each paragraph wraps at the width by words,
/// as TextKit does (by characters only inside a word longer than a line), at most `maximumLines`
/// lines are kept (and no more than fit the height), and when text is left over the last line is
/// truncated with `token` by `mode`.
struct ASTextLines: Equatable {
  /// The lines shown.
  var lines: [String]
  /// The kern after each character of each line shown (one per `Character`), as it is measured.
  var lineKerns: [[CGFloat]]
  /// The index in the text (in `Character`s) of each line's first character; a truncated last
  /// line starts where it would have.
  var lineStarts: [Int]
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
  /// each character followed by its kern: its entry in `kerns` (one per `Character` of `text`),
  /// else `kern`.
  init(
    text: String, fontSize: CGFloat, constrainedSize: CGSize, maximumLines: Int, mode: NSLineBreakMode,
    token: String, lineHeight: CGFloat? = nil, kern: CGFloat = 0, kerns: [CGFloat]? = nil
  ) {
    let content = TextContent("", fontSize: fontSize)
    let lineHeight = lineHeight ?? content.fontSize * 1.2
    guard !text.isEmpty else {
      // No text lays out no line (ASTextLayout's bounding size is empty; ASTextNode measures
      // TextKit's extra line fragment itself, see `ASTextNode.emptyTextSize`).
      self.init(lines: [], lineKerns: [], lineStarts: [], isTruncated: false, size: .zero)
      return
    }
    let glyphs = Glyphs(text: text, em: content.fontSize, kern: kern, kerns: kerns)
    let width = constrainedSize.width
    let fitWidth = width.isFinite && width >= 0 ? width : CGFloat.infinity
    // Each line with its characters up to the next line (the spaces hanging at its break) and
    // whether a paragraph ends with it.
    var all: [Line] = []
    var start = 0
    for (index, character) in glyphs.characters.enumerated() where character == "\n" {
      all += Self.wrap(start..<index, of: glyphs, width: fitWidth)
      start = index + 1
    }
    all += Self.wrap(start..<glyphs.characters.count, of: glyphs, width: fitWidth)
    var limit = maximumLines > 0 ? maximumLines : Int.max
    let height = constrainedSize.height
    if height.isFinite, height >= 0 {
      limit = Swift.min(limit, Self.count(height, per: lineHeight))
    }
    var shown = all.prefix(limit).map { (glyphs.characters[$0.text], glyphs.kerns[$0.text]) }
    let truncated = all.count > limit
    if truncated, mode != .byClipping, let last = shown.indices.last {
      // The text from the last line shown on, paragraphs joined by spaces (a paragraph's
      // newline becomes the space, with its kern).
      let rest = all[last...].flatMap { line -> [Int] in
        Array(line.through)
          + (line.endsParagraph && line.through.upperBound < glyphs.characters.count
            ? [line.through.upperBound] : [])
      }
      shown[last] = glyphs.truncate(rest: rest, token: token, width: fitWidth, mode: mode)
    }
    let widths = shown.map { glyphs.width(of: $0.1) }
    self.init(
      lines: shown.map { String($0.0) }, lineKerns: shown.map { Array($0.1) },
      lineStarts: all.prefix(limit).map(\.text.lowerBound), isTruncated: truncated,
      size: CGSize(width: widths.max() ?? 0, height: CGFloat(shown.count) * lineHeight))
  }

  /// A paragraph's line: the indices of its characters, of those up to the next line's first, and
  /// whether the paragraph ends with it.
  private struct Line {
    var text: Range<Int>
    var through: Range<Int>
    var endsParagraph: Bool
  }

  /// The lines of the paragraph `range` of `glyphs`, broken as TextKit's word wrapping breaks them
  /// at `width`: after the last space that fits (the spaces at a break hang past the line and take
  /// no width), inside a word only when it is longer than a line.
  private static func wrap(_ range: Range<Int>, of glyphs: Glyphs, width: CGFloat) -> [Line] {
    var lines: [Line] = []
    var start = range.lowerBound
    let characters = glyphs.characters
    repeat {
      var end = start + glyphs.fitting(from: start, upTo: range.upperBound, width: width)
      var next = end
      if end < range.upperBound {
        if characters[end].isWhitespace {
          next = end
        } else if let space = characters[start..<end].lastIndex(where: \.isWhitespace), space > start {
          end = space
          next = space
        }
        while end > start && characters[end - 1].isWhitespace { end -= 1 }
        while next < range.upperBound && characters[next].isWhitespace { next += 1 }
      }
      lines.append(Line(text: start..<end, through: start..<next, endsParagraph: next >= range.upperBound))
      start = next
    } while start < range.upperBound
    return lines
  }

  /// The width a character of `em`-point text takes followed by `kern`: 0.55 em plus the kern,
  /// at least a hundredth of a point.
  static func advance(em: CGFloat, kern: CGFloat) -> CGFloat { Swift.max(em * 0.55 + kern, 0.01) }

  /// How many `step`s fit in `length` (at least one; a hundredth of a point of slack absorbs
  /// rounding; capped so huge lengths stay countable).
  static func count(_ length: CGFloat, per step: CGFloat) -> Int {
    Swift.max(Int(Swift.min(((length + 0.01) / step).rounded(.down), 1_000_000_000)), 1)
  }

  private init(lines: [String], lineKerns: [[CGFloat]], lineStarts: [Int], isTruncated: Bool, size: CGSize) {
    self.lines = lines
    self.lineKerns = lineKerns
    self.lineStarts = lineStarts
    self.isTruncated = isTruncated
    self.size = size
  }
}

/// The characters of a text with their kerns and advances (0.55 em plus the kern, at least a
/// hundredth of a point).
private struct Glyphs {
  let characters: [Character]
  let kerns: [CGFloat]
  let em: CGFloat

  init(text: String, em: CGFloat, kern: CGFloat, kerns given: [CGFloat]?) {
    characters = Array(text)
    let uniform = kern.isFinite ? kern : 0
    kerns = characters.indices.map { index in
      guard let given, index < given.count, given[index].isFinite else { return uniform }
      return given[index]
    }
    self.em = em
  }

  func advance(_ kern: CGFloat) -> CGFloat { ASTextLines.advance(em: em, kern: kern) }

  /// The width of characters kerned by `kerns`.
  func width<Kerns: Collection<CGFloat>>(of kerns: Kerns) -> CGFloat {
    kerns.reduce(0) { $0 + advance($1) }
  }

  /// How many characters from `start` (before `end`) fit in `width` with a hundredth of a point of
  /// slack: at least one when any is left.
  func fitting(from start: Int, upTo end: Int, width: CGFloat) -> Int {
    guard width.isFinite else { return end - start }
    var used: CGFloat = 0
    var index = start
    while index < end {
      used += advance(kerns[index])
      if used > width + 0.01 { break }
      index += 1
    }
    return Swift.max(index - start, Swift.min(1, end - start))
  }

  /// The last line shown, cut from the characters `rest` (indices; a paragraph's newline stands
  /// for a space) with `token` placed by `mode`: at the end (tail and the wrapping modes), at the
  /// start (head) or between the start and the end of the text (middle), keeping as many
  /// characters as fit `width` with the token, which takes the kern of the character it follows
  /// (the one it precedes at the head). The line is cut by characters, as Texture's truncater cuts
  /// it, not at its word break.
  func truncate(rest: [Int], token: String, width lineWidth: CGFloat, mode: NSLineBreakMode)
    -> (ArraySlice<Character>, ArraySlice<CGFloat>)
  {
    let shown = rest.map { characters[$0] == "\n" ? " " : characters[$0] }
    let restKerns = rest.map { kerns[$0] }
    let tokenCharacters = Array(token)
    var count = capacity(restKerns, width: lineWidth)
    while true {
      let (kept, keptKerns, tokenKern) = cut(
        shown, restKerns, keeping: count, mode: mode, tokenCount: token.count)
      let tokenKerns = [CGFloat](repeating: tokenKern ?? kerns.first ?? 0, count: tokenCharacters.count)
      let line = Self.placed(
        token: (tokenCharacters, tokenKerns), in: kept, keptKerns, mode: mode, count: count)
      if count == 0 || width(of: line.1) <= lineWidth + 0.01 {
        return (ArraySlice(line.0), ArraySlice(line.1))
      }
      count -= 1
    }
  }

  /// How many characters a line of `width` holds: those of `kerns` that fit from the first, and
  /// when all of them fit, as many more as the room left takes at the last one's advance.
  private func capacity(_ kerns: [CGFloat], width: CGFloat) -> Int {
    guard width.isFinite else { return Int.max / 2 }
    var used: CGFloat = 0
    for (index, kern) in kerns.enumerated() {
      used += advance(kern)
      if used > width + 0.01 { return index }
    }
    let more = ((width + 0.01 - used) / advance(kerns.last ?? 0)).rounded(.down)
    return kerns.count + Int(Swift.min(Swift.max(more, 0), 1_000_000_000))
  }

  /// The `count` characters of `text` a truncation by `mode` keeps (the head keeps the end, the
  /// middle both ends), with their kerns and the kern the token takes.
  private func cut(
    _ text: [Character], _ kerns: [CGFloat], keeping count: Int, mode: NSLineBreakMode, tokenCount: Int
  ) -> ([Character], [CGFloat], CGFloat?) {
    let room = Swift.max(count - tokenCount, 0)
    switch mode {
    case .byTruncatingHead:
      return (Array(text.suffix(room)), Array(kerns.suffix(room)), kerns.suffix(room).first ?? kerns.last)
    case .byTruncatingMiddle:
      let head = (room + 1) / 2
      let tail = room - head
      return (
        Array(text.prefix(head)) + Array(text.suffix(tail)),
        Array(kerns.prefix(head)) + Array(kerns.suffix(tail)),
        kerns.prefix(head).last ?? kerns.first
      )
    default:
      return (Array(text.prefix(room)), Array(kerns.prefix(room)), kerns.prefix(room).last ?? kerns.first)
    }
  }

  /// The kept characters with the token placed by `mode` (a middle token after the kept head).
  private static func placed(
    token: ([Character], [CGFloat]), in kept: [Character], _ keptKerns: [CGFloat], mode: NSLineBreakMode,
    count: Int
  ) -> ([Character], [CGFloat]) {
    switch mode {
    case .byTruncatingHead: return (token.0 + kept, token.1 + keptKerns)
    case .byTruncatingMiddle:
      let head = (Swift.max(count - token.0.count, 0) + 1) / 2
      return (
        Array(kept.prefix(head)) + token.0 + Array(kept.dropFirst(head)),
        Array(keptKerns.prefix(head)) + token.1 + Array(keptKerns.dropFirst(head))
      )
    default: return (kept + token.0, keptKerns + token.1)
    }
  }
}
