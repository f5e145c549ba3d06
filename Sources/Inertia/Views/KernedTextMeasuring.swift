import Foundation

/// Measures text whose every character is followed by ``kern`` more points, as TextKit lays out
/// NSAttributedString's `.kern` (after each character, the last of a line too): the base
/// measurer's width plus `kern` a character, each character keeping at least a hundredth of a
/// point; line height and ascender stay the base's. A label measuring with it is drawn with the
/// same space added between its glyphs (InertiaCairo's renderer reads ``kern``).
///
/// See also: ``TextMeasuring``, ``MonospaceTextMeasuring``, ``Label``.
public struct KernedTextMeasuring: TextMeasuring {
  /// The measurer of the unkerned text.
  public let base: any TextMeasuring
  /// The points added after every character (negative moves characters closer); non-finite
  /// values count as 0.
  public let kern: CGFloat

  /// The smallest advance a character keeps, in points, however negative the kern.
  static let minimumAdvance: CGFloat = 0.01

  /// A measurer adding `kern` points after every character to what `base` measures (default the
  /// monospace measurer labels use).
  public init(base: any TextMeasuring = MonospaceTextMeasuring(), kern: CGFloat) {
    self.base = base
    self.kern = kern.isFinite ? kern : 0
  }

  public func measure(_ text: String, size: CGFloat) -> CGSize {
    let measured = base.measure(text, size: size)
    let count = CGFloat(text.count)
    return CGSize(
      width: max(measured.width + count * kern, count * Self.minimumAdvance), height: measured.height)
  }

  public func ascender(size: CGFloat) -> CGFloat { base.ascender(size: size) }
}

/// Measures the lines of a text whose characters are kerned by ranges (an attributed string whose
/// `.kern` changes along it), as TextKit adds each character's own kern after it. It knows the
/// text a label shows (``text``) and each character's kern, and measures a line of it as a label
/// breaks it (words of one paragraph joined by single spaces, a joining space taking the kern of
/// the first space it stands for) as wide as its characters, each the base measurer's width plus
/// its kern and keeping at least a hundredth of a point. A line is found in the text by its words:
/// ``kerns(of:startingAtWord:)`` takes the line at a word (the renderer asks it for each line it
/// draws, so lines of the same text kerned differently are drawn each with its own kerns), and
/// ``kerns(of:)`` the first place the line's words stand in the text. Text found nowhere takes
/// ``kern`` a character, as ``KernedTextMeasuring``. Line height and ascender stay the base's.
///
/// See also: ``KernedTextMeasuring``, ``TextMeasuring/kerns(of:)``.
public struct LineKernedTextMeasuring: TextMeasuring {
  /// A word of the text: its characters' kerns, and the kern of the space joining it to the
  /// word before in its paragraph (nil for a paragraph's first word).
  struct Word: Sendable {
    var text: String
    var kerns: [CGFloat]
    var spaceKern: CGFloat?
  }

  /// The measurer of the unkerned text.
  public let base: any TextMeasuring
  /// The points added after every character of text not found in ``text``.
  public let kern: CGFloat
  /// The text the measurer knows, as the label shows it (paragraphs apart at newlines).
  public let text: String
  /// The words of ``text`` in order, paragraphs one after another.
  let words: [Word]
  /// Where each word's text stands among ``words``.
  let wordPlaces: [String: [Int]]

  /// A measurer of the lines of `text`, each `Character` followed by its entry in `kerns` (`kern`
  /// past its end; non-finite kerns count as 0), other text kerned by `kern`, over `base` (default
  /// the monospace measurer labels use).
  public init(
    base: any TextMeasuring = MonospaceTextMeasuring(), kern: CGFloat, text: String, kerns: [CGFloat]
  ) {
    self.base = base
    self.kern = kern.isFinite ? kern : 0
    self.text = text
    var words: [Word] = []
    var word: Word?
    var pendingSpace: CGFloat?
    var startsParagraph = true
    for (index, character) in text.enumerated() {
      let value = index < kerns.count && kerns[index].isFinite ? kerns[index] : self.kern
      if character == " " || character == "\n" {
        if let finished = word { words.append(finished) }
        word = nil
        if character == "\n" {
          (startsParagraph, pendingSpace) = (true, nil)
        } else if !startsParagraph, pendingSpace == nil {
          pendingSpace = value
        }
        continue
      }
      if word == nil {
        word = Word(text: "", kerns: [], spaceKern: startsParagraph ? nil : pendingSpace ?? self.kern)
        (startsParagraph, pendingSpace) = (false, nil)
      }
      word?.text.append(character)
      word?.kerns.append(value)
    }
    if let finished = word { words.append(finished) }
    self.words = words
    var places: [String: [Int]] = [:]
    for (index, word) in words.enumerated() { places[word.text, default: []].append(index) }
    wordPlaces = places
  }

  public func measure(_ text: String, size: CGFloat) -> CGSize {
    measure(text, kerns: kerns(of: text), size: size)
  }

  /// The size of `text` drawn as the line of ``text`` starting at its word `word` (counted from
  /// the text's first, paragraphs one after another), or where ``kerns(of:)`` finds it.
  public func measure(_ text: String, startingAtWord word: Int, size: CGFloat) -> CGSize {
    measure(text, kerns: kerns(of: text, startingAtWord: word), size: size)
  }

  private func measure(_ text: String, kerns: [CGFloat]?, size: CGFloat) -> CGSize {
    guard let kerns else { return KernedTextMeasuring(base: base, kern: kern).measure(text, size: size) }
    var width: CGFloat = 0
    for (character, kern) in zip(text, kerns) {
      width += max(
        base.measure(String(character), size: size).width + kern, KernedTextMeasuring.minimumAdvance)
    }
    return CGSize(width: width, height: base.measure("", size: size).height)
  }

  public func ascender(size: CGFloat) -> CGFloat { base.ascender(size: size) }

  /// The kerns of the line `text` where its words first stand in ``text`` (one per `Character`),
  /// else nil.
  public func kerns(of text: String) -> [CGFloat]? {
    guard let first = text.split(separator: " ", maxSplits: 1).first else { return nil }
    for place in wordPlaces[String(first)] ?? [] {
      if let kerns = kerns(of: text, at: place) { return kerns }
    }
    return nil
  }

  /// The kerns of the line `text` starting at ``text``'s word `word` when its words stand there,
  /// else where ``kerns(of:)`` finds them.
  public func kerns(of text: String, startingAtWord word: Int) -> [CGFloat]? {
    kerns(of: text, at: word) ?? kerns(of: text)
  }

  /// The kerns of `text` read as the words of one paragraph from `place` on, nil when they differ.
  private func kerns(of text: String, at place: Int) -> [CGFloat]? {
    guard place >= 0, place < words.count, !text.isEmpty else { return nil }
    var result: [CGFloat] = []
    result.reserveCapacity(text.count)
    var index = place
    for (offset, part) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
      guard index < words.count, words[index].text == part else { return nil }
      if offset > 0 {
        guard let space = words[index].spaceKern else { return nil }
        result.append(space)
      }
      result.append(contentsOf: words[index].kerns)
      index += 1
    }
    return result.count == text.count ? result : nil
  }
}
