import Foundation
import Inertia
import InertiaUIKit

// Links in a text node: which one a touch is on, and the touch's course over it (Texture's
// ASTextNode2.mm, `_linkAttributeValueAtPoint:` and its touch handlers).

extension ASTextNode {
  /// The link under `point` (in the node): the first of ``linkAttributeNames`` set on the
  /// character there, with its value and its run (UTF-16, within the text shown). When
  /// `forHighlighting`, a link the delegate refuses to highlight is passed over for the next
  /// name, as Texture does. Nil off the text's characters or on a truncation token.
  func link(at point: CGPoint, forHighlighting: Bool) -> (name: String, value: Any, range: NSRange)? {
    guard let attributedText, let located = characterOffset(at: point) else { return nil }
    let visible = NSRange(location: 0, length: located.visibleLength)
    for name in linkAttributeNames {
      var run = NSRange(location: 0, length: 0)
      guard
        let value = attributedText.attribute(
          NSAttributedString.Key(name), at: located.offset, longestEffectiveRange: &run, in: visible)
      else { continue }
      if forHighlighting, let delegate,
        !delegate.textNode(
          self as ASTextNode?, shouldHighlightLinkAttribute: name as String?, value: value as Any?, at: point)
      {
        continue
      }
      return (name, value, NSIntersectionRange(visible, run))
    }
    return nil
  }

  /// The UTF-16 offset of the character shown under `point` (the one whose box, its advance by
  /// the line's height, holds the point), with the UTF-16 length of the text shown: the text in
  /// the node's bounds less its insets, from the top, each line placed by the text's alignment, as
  /// it is drawn. Nil off the lines' characters, on a truncation token, and on a last line
  /// truncated at its head or middle.
  func characterOffset(at point: CGPoint) -> (offset: Int, visibleLength: Int)? {
    let insets = textContainerInset
    let size = Self.size(bounds.size, insetBy: insets)
    let shown = lines(in: size)
    let metrics = scaledMetrics(in: size)
    let y = point.y - insets.top
    guard y >= 0, !shown.lines.isEmpty else { return nil }
    let row = Int((y / metrics.lineHeight).rounded(.down))
    guard row < shown.lines.count else { return nil }
    let last = shown.lines.count - 1
    let advances = shown.lineKerns[row].map { ASTextLines.advance(em: metrics.fontSize, kern: $0) }
    var x = point.x - insets.left - lineOrigin(width: advances.reduce(0, +), in: size.width)
    guard x >= 0 else { return nil }
    var column = 0
    while column < advances.count, x >= advances[column] {
      x -= advances[column]
      column += 1
    }
    guard column < advances.count else { return nil }
    let text = content.text
    var visibleCharacters = text.count
    if shown.isTruncated {
      let kept = shown.lines[last].count - (truncationAttributedText?.string ?? "…").count
      visibleCharacters = shown.lineStarts[last] + max(kept, 0)
      let tail = truncationMode != .byTruncatingHead && truncationMode != .byTruncatingMiddle
      if row == last && (!tail || column >= kept) { return nil }
    }
    let index = shown.lineStarts[row] + column
    guard index < visibleCharacters else { return nil }
    let utf16 = text.utf16
    func offset(_ characters: Int) -> Int {
      utf16.distance(from: utf16.startIndex, to: text.index(text.startIndex, offsetBy: characters))
    }
    return (offset(index), offset(visibleCharacters))
  }

  /// Where a line `width` wide starts in a text `available` wide, by the text's alignment.
  private func lineOrigin(width: CGFloat, in available: CGFloat) -> CGFloat {
    guard available.isFinite else { return 0 }
    switch alignment {
    case .center: return (available - width) / 2
    case .right: return available - width
    default: return 0
    }
  }

  /// Texture's `touchesBegan:` of a text node: a touch on a link the delegate lets highlight
  /// highlights its run.
  func beginLinkTouch(at point: CGPoint?) {
    guard let point, let link = link(at: point, forHighlighting: true), link.range.length > 0 else { return }
    touchedLink = (link.name, link.value)
    highlightRange = link.range
  }

  /// Texture's `touchesMoved:`: a touch that moved onto another run (or off the link) clears the
  /// highlight.
  func moveLinkTouch(to point: CGPoint, from previous: CGPoint) {
    guard point != previous, highlightRange.length > 0 else { return }
    let range = link(at: point, forHighlighting: true)?.range ?? NSRange(location: 0, length: 0)
    if !NSEqualRanges(range, highlightRange) { clearLinkHighlight() }
  }

  /// Texture's `touchesEnded:`: a touch ending while a link is highlighted tells the delegate of
  /// the tap (with the point where it ended and the link's run), then clears the highlight.
  func endLinkTouch(at point: CGPoint) {
    if let touchedLink, let delegate {
      delegate.textNode(
        self as ASTextNode?, tappedLinkAttribute: touchedLink.name as String?,
        value: touchedLink.value as Any?,
        at: point, textRange: highlightRange)
    }
    clearLinkHighlight()
  }

  /// Clears the highlighted link.
  func clearLinkHighlight() {
    touchedLink = nil
    highlightRange = NSRange(location: 0, length: 0)
  }
}
