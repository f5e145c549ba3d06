import Foundation
import Testing

@testable import Inertia

/// Texture's scroll node and layout specs (spec section 12).
@MainActor
@Suite struct ScrollNodeTests {
  private func node(_ id: String, width: CGFloat? = nil, height: CGFloat? = nil, grow: CGFloat = 0)
    -> LayoutSpec
  {
    var style = LayoutElementStyle()
    if let width { style.width = .points(width) }
    if let height { style.height = .points(height) }
    style.flexGrow = grow
    return .node(id: id, style: style)
  }

  private func make(_ spec: LayoutSpec, directions: ScrollNode.ScrollableDirections = .vertical)
    -> (TestScene, ScrollNode)
  {
    let scene = TestScene()
    let scrollNode = ScrollNode(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scrollNode.contentInsetAdjustmentBehavior = .never
    scrollNode.layoutSpec = spec
    for id in ["a", "b", "c"] { scrollNode.addContentNode(View(), id: id) }
    scrollNode.scrollableDirections = directions
    scrollNode.automaticallyManagesContentSize = true
    scene.window.addSubview(scrollNode)
    scene.window.layoutIfNeeded()
    return (scene, scrollNode)
  }

  /// A scroll node's content stack, inside an inset as scenes usually write it, keeps its
  /// children's layouts between passes: laying out again after nothing changed measures no child,
  /// and the layout is the same.
  @Test func theContentStackInsideAnInsetReusesItsChildrensLayouts() {
    var stack = StackLayoutSpec.vertical(spacing: 8)
    stack.children = (0..<30).map { node("row\($0)", height: 44) }
    let spec = LayoutSpec.inset(EdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: .stack(stack))
    let (scene, scrollNode) = make(spec)
    let first = scrollNode.lastLayout
    #expect(scrollNode.stackCache.reusedInLastPass == 0)
    scrollNode.setNeedsLayout()
    scene.window.layoutIfNeeded()
    #expect(scrollNode.stackCache.reusedInLastPass == 30)
    #expect(scrollNode.lastLayout == first)
    let expectedHeight: CGFloat = 16 + 30 * 44 + 29 * 8 + 16
    #expect(scrollNode.contentSize.height == expectedHeight)
  }

  @Test func directionBitsAreTextures() {
    #expect(
      ScrollNode.ScrollableDirections.right.rawValue == 1
        && ScrollNode.ScrollableDirections.left.rawValue == 2)
    #expect(
      ScrollNode.ScrollableDirections.up.rawValue == 4 && ScrollNode.ScrollableDirections.down.rawValue == 8)
    #expect(ScrollNode.ScrollableDirections.vertical.rawValue == 12)
  }

  @Test func contentSizeComesFromTheSpecAndScrolls() {
    let spec = LayoutSpec.stack(
      StackLayoutSpec(
        direction: .vertical, spacing: 10, children: [node("a", height: 600), node("b", height: 600)]),
      style: LayoutElementStyle())
    let (scene, scrollNode) = make(spec)
    #expect(scrollNode.contentSize == CGSize(width: 390, height: 1210))
    #expect(scrollNode.contentNodes["b"]?.frame == CGRect(x: 0, y: 610, width: 390, height: 600))
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .stop)
    scene.wait(1)
    #expect(scrollNode.contentOffset.y == 366)
  }

  @Test func shortContentIsLaidOutAgainToFillTheNode() {
    let spec = LayoutSpec.stack(
      StackLayoutSpec(
        direction: .vertical, alignItems: .stretch, children: [node("a", height: 100), node("b", grow: 1)]),
      style: LayoutElementStyle())
    let (scene, scrollNode) = make(spec)
    // The second layout places the children; the content size stays the first one's
    // (ASScrollNode.mm's `_contentCalculatedSizeFromLayout`), so the node has nothing to scroll.
    #expect(scrollNode.contentSize == CGSize(width: 390, height: 100))
    #expect(scrollNode.contentNodes["b"]?.frame == CGRect(x: 0, y: 100, width: 390, height: 744))
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .stop)
    #expect(scrollNode.contentOffset.y == 0)
  }

  @Test func scrollingOnlyAlongScrollableDirections() {
    let spec = LayoutSpec.stack(
      StackLayoutSpec(direction: .horizontal, children: [node("a", width: 800, height: 2000)]),
      style: LayoutElementStyle())
    let (scene, scrollNode) = make(spec, directions: .horizontal)
    #expect(scrollNode.contentSize == CGSize(width: 800, height: 844))
    scene.gestures.drag(
      from: CGPoint(x: 300, y: 700), to: CGPoint(x: 100, y: 300), duration: 0.3, release: .stop)
    #expect(scrollNode.contentOffset.y == 0)
    scrollNode.scrollableDirections = .vertical
    scene.window.layoutIfNeeded()
    #expect(scrollNode.contentSize == CGSize(width: 390, height: 2000))
  }

  @Test func managingContentSizeWithNoDirectionMakesItVertical() {
    let scrollNode = ScrollNode()
    scrollNode.automaticallyManagesContentSize = true
    #expect(scrollNode.scrollableDirections == .vertical)
  }

  @Test func textureStackRulesGrowWithFloorAndDoNotShrinkByDefault() {
    let grow = LayoutSpec.stack(
      StackLayoutSpec(
        direction: .horizontal,
        children: [
          node("a", width: 10, grow: 1), node("b", width: 10, grow: 1), node("c", width: 10, grow: 1),
        ]),
      style: LayoutElementStyle())
    let laidOut = grow.calculateLayoutThatFits(SizeRange(exactly: CGSize(width: 101, height: 10)))
    // 71 pt of free space: floor(71 / 3) = 23 each, the remaining 2 to the first growing child.
    #expect(
      laidOut.frame(of: "a")?.width == 35 && laidOut.frame(of: "b")?.width == 33
        && laidOut.frame(of: "c")?.width == 33
    )
    let overflow = LayoutSpec.stack(
      StackLayoutSpec(direction: .horizontal, children: [node("a", width: 80), node("b", width: 80)]),
      style: LayoutElementStyle())
    let clipped = overflow.calculateLayoutThatFits(SizeRange(min: .zero, max: CGSize(width: 100, height: 50)))
    // Stretched to the tallest child, which fills the 50 pt offered (Texture's plain node).
    #expect(clipped.frame(of: "b") == CGRect(x: 80, y: 0, width: 80, height: 50))
  }

  @Test func centerInsetOverlayAndAbsolute() {
    var positioned = LayoutElementStyle()
    positioned.layoutPosition = CGPoint(x: 30, y: 40)
    positioned.width = .points(10)
    positioned.height = .points(10)
    let spec = LayoutSpec.inset(
      EdgeInsets(top: 5, left: 5, bottom: 5, right: 5),
      child: .overlay(
        child: LayoutSpec(.center(.init(x: true, y: true), child: node("a", width: 20, height: 20))),
        overlay: LayoutSpec(.absolute(.default, children: [.node(id: "b", style: positioned)]))))
    let size = CGSize(width: 110, height: 110)
    let layout = spec.calculateLayoutThatFits(SizeRange(exactly: size))
    #expect(layout.frame(of: "a") == CGRect(x: 45, y: 45, width: 20, height: 20))
    #expect(layout.frame(of: "b") == CGRect(x: 35, y: 45, width: 10, height: 10))
  }
}
