import InertiaTexture
import Testing

/// A node as Texture's tests make them (ASDisplayNodeWithBackgroundColor): an id, and a
/// preferred size when given.
@MainActor
func testNode(_ id: String, _ size: CGSize? = nil) -> ASDisplayNode {
  let node = ASDisplayNode(id: id)
  if let size { node.style.preferredSize = size }
  return node
}

/// Expects the frame of node `id` in `layout` to be `expected` to 0.5 pt.
func expectFrame(
  _ layout: ASLayout, _ id: String, _ expected: CGRect, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let frame = layout.frame(of: id) else {
    Issue.record("no node \(id)", sourceLocation: sourceLocation)
    return
  }
  let close =
    abs(frame.minX - expected.minX) <= 0.5 && abs(frame.minY - expected.minY) <= 0.5
    && abs(frame.width - expected.width) <= 0.5 && abs(frame.height - expected.height) <= 0.5
  #expect(
    close, "\(id): \(frame) != \(expected) \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
}

/// A size range from `min` to `max`.
func range(_ minWidth: CGFloat, _ minHeight: CGFloat, _ maxWidth: CGFloat, _ maxHeight: CGFloat)
  -> ASSizeRange
{
  ASSizeRangeMake(CGSize(width: minWidth, height: minHeight), CGSize(width: maxWidth, height: maxHeight))
}
