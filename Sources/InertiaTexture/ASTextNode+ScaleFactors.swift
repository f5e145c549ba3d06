import Inertia
import InertiaUIKit

/// How ``ASTextNode`` shrinks its text by ``ASTextNode/pointSizeScaleFactors``, as Texture's
/// ASTextKitFontSizeAdjuster picks a scale: 1, then each factor in turn, until the longest word
/// fits the width, the lines fit the maximum number of lines and the text fits the height.
extension ASTextNode {
  /// The font size, line height and kerns the text is broken with in `size`.
  func scaledMetrics(in size: CGSize)
    -> (fontSize: CGFloat, lineHeight: CGFloat, kern: CGFloat, kerns: [CGFloat]?)
  {
    let scale = scaleFactor(in: size)
    guard scale != 1 else { return (content.fontSize, lineHeight, kern, kerns) }
    let fontSize = (content.fontSize * scale).rounded()
    return (
      fontSize, ASTextLines.lineHeight(fontSize: fontSize, style: Self.scaled(paragraphStyle, by: scale)),
      kern * scale, kerns?.map { $0 * scale }
    )
  }

  /// The scale the text is drawn at in `size`: 1 when no factors are set, the width is unbounded
  /// or the text fits; otherwise the first factor with which it fits, or the last one.
  func scaleFactor(in size: CGSize) -> CGFloat {
    let factors = (pointSizeScaleFactors ?? []).map { CGFloat(truncating: $0) }
    guard !factors.isEmpty, size.width.isFinite, !content.text.isEmpty else { return 1 }
    let wordWidth = Self.longestWordWidth(content.text, fontSize: content.fontSize, kern: kern, kerns: kerns)
    var wordFits = wordWidth == 0
    var linesFit = maximumNumberOfLines == 0
    var heightFits = !size.height.isFinite
    var scale: CGFloat = 1
    for factor in [1] + factors {
      if wordFits && linesFit && heightFits { break }
      scale = factor
      if !wordFits { wordFits = wordWidth * scale <= size.width }
      guard wordFits else { continue }
      // Every line of the scaled text in the width, however many (an unbounded container).
      let fontSize = (content.fontSize * scale).rounded()
      let all = ASTextLines(
        text: content.text, fontSize: fontSize, constrainedSize: CGSize(width: size.width, height: .infinity),
        maximumLines: 0, mode: truncationMode, token: "",
        lineHeight: ASTextLines.lineHeight(fontSize: fontSize, style: Self.scaled(paragraphStyle, by: scale)),
        kern: kern * scale, kerns: kerns?.map { $0 * scale })
      if !linesFit { linesFit = all.lines.count <= Int(clamping: maximumNumberOfLines) }
      if linesFit && !heightFits { heightFits = all.size.height <= size.height }
    }
    return scale
  }

  /// The width of the longest run of characters between spaces or tabs (line breaks kept, its
  /// widest line counting), unwrapped, at `fontSize`, each character `kern` wider, or with
  /// `kerns` (one per `Character`) the widest such run by its characters' own kerns (Texture's
  /// adjuster scales the kern with the fonts).
  static func longestWordWidth(_ text: String, fontSize: CGFloat, kern: CGFloat = 0, kerns: [CGFloat]? = nil)
    -> CGFloat
  {
    if let kerns { return widestRun(text, fontSize: fontSize, kerns: kerns) }
    let words = text.split(omittingEmptySubsequences: true) { $0 == " " || $0 == "\t" || $0 == "\u{A0}" }
    guard let longest = words.max(by: { $0.utf16.count < $1.utf16.count }) else { return 0 }
    let widest = longest.split(separator: "\n").map(\.count).max() ?? 0
    return CGFloat(widest) * Swift.max(TextContent("", fontSize: fontSize).fontSize * 0.55 + kern, 0.01)
  }

  /// The widest run of characters between spaces, tabs and line breaks of `text` at `fontSize`,
  /// each character as wide as 0.55 em plus its kern from `kerns` (at least a hundredth of a
  /// point).
  private static func widestRun(_ text: String, fontSize: CGFloat, kerns: [CGFloat]) -> CGFloat {
    let em = TextContent("", fontSize: fontSize).fontSize
    var (widest, run): (CGFloat, CGFloat) = (0, 0)
    for (index, character) in text.enumerated() {
      if character == " " || character == "\t" || character == "\u{A0}" || character == "\n" {
        run = 0
        continue
      }
      run += Swift.max(em * 0.55 + (index < kerns.count ? kerns[index] : 0), 0.01)
      widest = Swift.max(widest, run)
    }
    return widest
  }

  /// `style` with its line heights and multiple scaled by `scale`, as Texture scales a paragraph
  /// style's metrics with the fonts (the multiple too).
  static func scaled(_ style: NSParagraphStyle?, by scale: CGFloat) -> NSParagraphStyle? {
    guard let style, let copy = style.mutableCopy() as? NSMutableParagraphStyle else { return nil }
    copy.lineHeightMultiple *= scale
    copy.minimumLineHeight *= scale
    copy.maximumLineHeight *= scale
    copy.lineSpacing *= scale
    copy.paragraphSpacing *= scale
    return copy
  }
}
