import Inertia
import InertiaUIKit

/// Texture's ASTextNode2, the text node Texture 3 built on its own text layout (`ASTextLayout`)
/// rather than TextKit: the same API as ``ASTextNode`` (`attributedText`, `maximumNumberOfLines`,
/// `truncationMode`, `truncationAttributedText`, `textContainerInset`, ...), broken and drawn
/// with the same deterministic text metrics here. Texture declares it beside ASTextNode, not
/// below it; here it is a subclass, so code written for either compiles and lays out the same,
/// but for its size: ASTextLayout rounds its bounding size up to whole points (see
/// ``calculateSizeThatFits(_:)``).
@preconcurrency @MainActor
open class ASTextNode2: ASTextNode {
  /// Makes a node of this class from its class value (see `DisplayNode.makeFromClass()`).
  open override class func makeFromClass() -> DisplayNode { ASTextNode2() }

  /// The text's bounding size with ``ASTextNode/textContainerInset`` around it, each length rounded up to a
  /// whole point, as ASTextLayout.mm computes `textBoundingSize` (`ceil` of the text's rectangle
  /// grown by the container's insets), which ASTextNode2.mm returns as it is; the layout then
  /// keeps it within the range offered. ASTextNode's TextKit size is left fractional, and rounded
  /// only to the screen's pixel by its layout.
  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    let insets = textContainerInset
    let text = lines(in: Self.size(constrainedSize, insetBy: insets)).size
    return CGSize(
      width: Self.wholePoints(text.width + insets.left + insets.right),
      height: Self.wholePoints(text.height + insets.top + insets.bottom))
  }

  /// `length` rounded up to a whole point; a length within a millionth of a point of one stays
  /// there (the metrics' sums of fractions).
  static func wholePoints(_ length: CGFloat) -> CGFloat {
    let nearest = length.rounded()
    return abs(length - nearest) < 1e-6 ? nearest : length.rounded(.up)
  }
}
