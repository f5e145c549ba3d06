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

/// Measures lines of text whose characters are kerned by ranges (an attributed string whose
/// `.kern` changes along it), as TextKit adds each character's own kern after it: a line known
/// to the measurer (``lineKerns``, keyed by its text) is as wide as its characters, each the
/// base measurer's width plus its kern and keeping at least a hundredth of a point; other text
/// takes ``kern`` a character, as ``KernedTextMeasuring``. Line height and ascender stay the base's.
/// The renderer draws a known line's glyphs spaced by the same kerns (``kerns(of:)``), so a line
/// is drawn as wide as it is measured.
///
/// See also: ``KernedTextMeasuring``, ``TextMeasuring/kerns(of:)``.
public struct LineKernedTextMeasuring: TextMeasuring {
  /// The measurer of the unkerned text.
  public let base: any TextMeasuring
  /// The points added after every character of text not in ``lineKerns``.
  public let kern: CGFloat
  /// The kern after each `Character` of each line measured and drawn, by the line's text.
  public let lineKerns: [String: [CGFloat]]

  /// A measurer of the lines in `lineKerns` (non-finite kerns count as 0), other text kerned by
  /// `kern`, over `base` (default the monospace measurer labels use).
  public init(
    base: any TextMeasuring = MonospaceTextMeasuring(), kern: CGFloat, lineKerns: [String: [CGFloat]]
  ) {
    self.base = base
    self.kern = kern.isFinite ? kern : 0
    self.lineKerns = lineKerns.mapValues { $0.map { $0.isFinite ? $0 : 0 } }
  }

  public func measure(_ text: String, size: CGFloat) -> CGSize {
    guard let kerns = kerns(of: text) else {
      return KernedTextMeasuring(base: base, kern: kern).measure(text, size: size)
    }
    var width: CGFloat = 0
    for (character, kern) in zip(text, kerns) {
      width += max(
        base.measure(String(character), size: size).width + kern, KernedTextMeasuring.minimumAdvance)
    }
    return CGSize(width: width, height: base.measure("", size: size).height)
  }

  public func ascender(size: CGFloat) -> CGFloat { base.ascender(size: size) }

  /// The kerns of a line in ``lineKerns`` with one kern per character, else nil.
  public func kerns(of text: String) -> [CGFloat]? {
    guard let kerns = lineKerns[text], kerns.count == text.count else { return nil }
    return kerns
  }
}
