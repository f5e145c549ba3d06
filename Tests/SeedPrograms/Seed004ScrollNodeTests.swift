import InertiaTexture
import Testing

/// Seed 004's ASScrollNode blocks, run: the content size comes from the spec, small content does
/// not scroll, large content does, and a child added before setNeedsLayout grows the content.
@MainActor
@Suite struct Seed004ScrollNodeTests {
  private func row(height: CGFloat) -> ASDisplayNode {
    let node = ASDisplayNode()
    node.style.height = ASDimensionMake(height)
    return node
  }

  /// Puts the node's view in a 390 x 844 window at full size and lays it out.
  private func show(_ node: ASDisplayNode) -> SeedHost {
    let host = SeedHost()
    node.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    host.window.addSubview(node.view)
    host.window.layoutIfNeeded()
    return host
  }

  @Test func theSubclassSizesItsContentFromItsSpecAndScrolls() {
    let node = SubScrollNode()
    node.automaticallyManagesContentSize = true
    node.rows = (0..<20).map { _ in row(height: 100) }
    let host = show(node)
    #expect(node.view.contentSize == CGSize(width: 390, height: 20 * 100 + 19 * 8))
    #expect(node.subnodes.count == 20)
    #expect(node.rows[3].frame == CGRect(x: 0, y: 324, width: 390, height: 100))
    host.gestures.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .stop)
    host.wait(1)
    // 400 pt of drag less the pan's 10 pt hysteresis.
    #expect(abs(node.view.contentOffset.y - 390) <= 0.5)
  }

  @Test func smallContentDoesNotScroll() {
    let node = SubScrollNode()
    node.automaticallyManagesContentSize = true
    node.rows = (0..<3).map { _ in row(height: 100) }
    let host = show(node)
    // The stack is measured again with the node's height as its minimum, so it fills the node;
    // the content size stays the first measure's, three rows 8 apart (ASScrollNode.mm).
    #expect(node.view.contentSize == CGSize(width: 390, height: 316))
    host.gestures.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .stop)
    host.wait(1)
    #expect(node.view.contentOffset.y == 0)
  }

  @Test func addingAChildThenSetNeedsLayoutGrowsTheContent() {
    let rows = (0..<10).map { _ in row(height: 100) }
    var current = rows
    let node = seed004Block1b(rows: [])
    node.automaticallyManagesContentSize = true
    node.layoutSpecBlock = { _, _ -> ASLayoutSpec in
      ASStackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: current)
    }
    _ = show(node)
    #expect(node.view.contentSize.height == 1000)
    current.append(row(height: 60))
    node.setNeedsLayout()
    node.layoutIfNeeded()
    #expect(node.view.contentSize.height == 1060)
    #expect(node.subnodes.count == 11)
    #expect(current[10].frame == CGRect(x: 0, y: 1000, width: 390, height: 60))
  }

  @Test func theBlockNodeLaysOutItsRows() {
    let rows = (0..<12).map { _ in row(height: 80) }
    let node = seed004Block1b(rows: rows)
    node.automaticallyManagesContentSize = true
    _ = show(node)
    #expect(node.view.contentSize == CGSize(width: 390, height: 960))
    #expect(rows[11].frame == CGRect(x: 0, y: 880, width: 390, height: 80))
  }

  @Test func theDirectionSpellingsEndHorizontal() {
    let node = seed004Block2()
    #expect(node.scrollableDirections == ASScrollDirectionHorizontalDirections)
    #expect(ASScrollDirectionContainsHorizontalDirection(node.scrollableDirections))
    #expect(!ASScrollDirectionContainsVerticalDirection(node.scrollableDirections))
  }

  @Test func anEmptyStackFillsTheNodeAndDoesNotScroll() {
    let node = seed004Block3()
    // automaticallyManagesContentSize made the node vertical, as Texture does.
    #expect(node.scrollableDirections == ASScrollDirectionVerticalDirections)
    let host = show(node)
    // The empty stack measures nothing unbounded, and that stays the content size.
    #expect(node.view.contentSize == CGSize(width: 390, height: 0))
    host.gestures.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .stop)
    host.wait(1)
    #expect(node.view.contentOffset == .zero)
  }

  @Test func aHorizontalStackScrollsSideways() {
    let node = ASScrollNode()
    node.automaticallyManagesSubnodes = true
    node.automaticallyManagesContentSize = true
    node.scrollableDirections = [.left, .right]
    let photos = (0..<5).map { _ -> ASDisplayNode in
      let photo = ASDisplayNode()
      photo.style.preferredSize = CGSize(width: 150, height: 150)
      return photo
    }
    node.layoutSpecBlock = { _, _ in
      let stack = ASStackLayoutSpec.horizontal()
      stack.spacing = 8
      stack.children = photos
      return stack
    }
    let host = show(node)
    #expect(node.view.contentSize == CGSize(width: 5 * 150 + 4 * 8, height: 844))
    host.gestures.drag(
      from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3, release: .stop)
    host.wait(1)
    #expect(abs(node.view.contentOffset.x - 190) <= 0.5 && node.view.contentOffset.y == 0)
  }
}
