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
