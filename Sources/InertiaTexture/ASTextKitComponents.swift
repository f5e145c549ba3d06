import Foundation
import Inertia
import InertiaUIKit

/// Texture's ASTextKitComponents: the text an ``ASEditableTextNode`` shows (or its placeholder),
/// measured as TextKit lays it out in a text container of a given width, with Inertia's
/// deterministic metrics (``ASTextLines``: characters of 0.55 em, lines of 1.2 em).
///
/// As Texture's components, the text container keeps no ``lineFragmentPadding`` (TextKit's
/// default is 5 points at each end of a line; Texture sets 0, laying the text out to the very
/// edges of its text view): text wraps at the container's width, and a line's used width is its
/// text's. The font size is the text's `.font` at its first character (12 points without
/// one, Foundation's default); a paragraph style's line height multiple scales the line height
/// and its minimum and maximum line heights bound it, as TextKit's line fragments do.
@preconcurrency @MainActor
public final class ASTextKitComponents {
  /// The padding the components' text container keeps at each end of a line: 0, as Texture's
  /// `componentsWithTextStorage:textContainerSize:layoutManager:` sets its container's
  /// `lineFragmentPadding` (TextKit's default is 5). The editable text node's text views use it.
  public static let lineFragmentPadding: CGFloat = 0

  /// The text (Texture's NSTextStorage), perhaps shared with other components.
  public let textStorage: NSTextStorage
  /// The layout manager the storage was given (it records the storage; the text is measured here).
  public let layoutManager: NSLayoutManager
  /// The size of the text container given at creation (zero: sized by its text view).
  public let textContainerSize: CGSize

  /// Components holding `attributedSeedString` (empty when nil) in a new storage, as Texture's
  /// `componentsWithAttributedSeedString:textContainerSize:`.
  public convenience init(attributedSeedString: NSAttributedString?, textContainerSize: CGSize) {
    self.init(
      textStorage: NSTextStorage(attributedString: attributedSeedString ?? NSAttributedString(string: "")),
      textContainerSize: textContainerSize, layoutManager: NSLayoutManager())
  }

  /// Components over `textStorage` (kept, not copied: components sharing a storage show the same
  /// text), with `layoutManager` added to the storage, as Texture's
  /// `componentsWithTextStorage:textContainerSize:layoutManager:`.
  public init(textStorage: NSTextStorage, textContainerSize: CGSize, layoutManager: NSLayoutManager) {
    self.textStorage = textStorage
    self.layoutManager = layoutManager
    self.textContainerSize = textContainerSize
    textStorage.addLayoutManager(layoutManager)
  }

  /// The bounding size of the text laid out in a container `constrainedWidth` wide: the widest
  /// line's used width by the lines' height. An empty text takes one line (the caret's), no width.
  public func size(forConstrainedWidth constrainedWidth: CGFloat) -> CGSize {
    let metrics = lineMetrics(width: constrainedWidth)
    guard metrics.lines > 0 else { return CGSize(width: 0, height: metrics.lineHeight) }
    return CGSize(width: metrics.usedWidth, height: CGFloat(metrics.lines) * metrics.lineHeight)
  }

  /// The bounding size of the text's first `numberOfLines` lines (every line for 0) in a container
  /// `constrainedWidth` wide: the width of all the lines, the height to the bottom of the last
  /// line counted, rounded up; an empty text is zero tall, as Texture counts line fragments.
  public func size(forConstrainedWidth constrainedWidth: CGFloat, forMaxNumberOfLines numberOfLines: Int)
    -> CGSize
  {
    guard numberOfLines > 0 else { return size(forConstrainedWidth: constrainedWidth) }
    let metrics = lineMetrics(width: constrainedWidth)
    let counted = min(metrics.lines, numberOfLines)
    return CGSize(width: metrics.usedWidth, height: (CGFloat(counted) * metrics.lineHeight).rounded(.up))
  }

  /// The text's font size: its first character's `.font`, else `fallback`.
  func fontSize(fallback: CGFloat = ASTextNode.defaultFontSize) -> CGFloat {
    guard textStorage.length > 0 else { return fallback }
    return (textStorage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize ?? fallback
  }

  /// How many lines the text takes at `width`, the widest line's used width and the line height.
  private func lineMetrics(width: CGFloat) -> (lines: Int, usedWidth: CGFloat, lineHeight: CGFloat) {
    let fontSize = fontSize()
    let style =
      textStorage.length > 0
      ? textStorage.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
    let lineHeight = ASTextLines.lineHeight(fontSize: fontSize, style: style)
    let padding = Self.lineFragmentPadding
    guard textStorage.length > 0 else { return (0, 0, lineHeight) }
    let wrapWidth = width.isFinite ? max(0, width - 2 * padding) : CGFloat.infinity
    // Each character's `.kern` after it, as TextKit lays out the storage's runs.
    let kerns = ASTextNode.characterKerns(of: textStorage)
    let kern = kerns.first ?? 0
    let lines = ASTextLines(
      text: textStorage.string, fontSize: fontSize,
      constrainedSize: CGSize(width: wrapWidth, height: .infinity), maximumLines: 0, mode: .byWordWrapping,
      token: "", kern: kern, kerns: kerns.contains { $0 != kern } ? kerns : nil)
    return (lines.lines.count, lines.size.width + 2 * padding, lineHeight)
  }
}
