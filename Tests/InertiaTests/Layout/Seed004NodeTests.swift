import Foundation
import Testing

@testable import Inertia

/// Seed 004's two ways of writing a scroll node, in Inertia's names: a subclass overriding
/// layoutSpecThatFits and a plain node with a layoutSpecBlock; automaticallyManagesSubnodes and
/// automaticallyManagesContentSize do the rest (spec section 12).
@MainActor
@Suite struct Seed004NodeTests {
  /// A feed written as the seed's first example: a subclass overriding layoutSpecThatFits.
  final class FeedNode: ScrollNode {
    var rows: [DisplayNode]

    init(rowCount: Int) {
      rows = (0..<rowCount).map { index in
        let row = DisplayNode(id: "row\(index)")
        row.style.height = .points(100)
        return row
      }
      super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      automaticallyManagesSubnodes = true
      automaticallyManagesContentSize = true
      contentInsetAdjustmentBehavior = .never
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec? {
      .stack(.vertical(spacing: 10, children: rows.map(LayoutSpec.init)))
    }
  }

  private func show(_ node: ScrollNode) -> TestScene {
    let scene = TestScene()
    scene.window.addSubview(node)
    scene.window.layoutIfNeeded()
    return scene
  }

  @Test func aSubclassOverridingLayoutSpecThatFitsMakesAScrollableArea() {
    let feed = FeedNode(rowCount: 20)
    let scene = show(feed)
    #expect(feed.contentSize == CGSize(width: 390, height: 20 * 100 + 19 * 10))
    #expect(feed.subnodes.count == 20)
    #expect(feed.rows[3].frame == CGRect(x: 0, y: 330, width: 390, height: 100))
    #expect(feed.rows[3].view.superview === feed)
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .stop)
    scene.wait(1)
    #expect(feed.contentOffset.y > 300)
  }

  @Test func aPlainNodeWithALayoutSpecBlockScrollsHorizontally() {
    let node = ScrollNode(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    node.contentInsetAdjustmentBehavior = .never
    node.automaticallyManagesSubnodes = true
    node.automaticallyManagesContentSize = true
    node.scrollableDirections = .horizontal
    let photos = (0..<5).map { index in
      let photo = ImageNode(id: "photo\(index)")
      photo.imageSize = CGSize(width: 150, height: 150)
      return photo
    }
    node.layoutSpecBlock = { _, _ in
      .stack(.horizontal(spacing: 8, children: photos.map(LayoutSpec.init)))
    }
    let scene = show(node)
    #expect(node.contentSize == CGSize(width: 5 * 150 + 4 * 8, height: 200))
    // Stretched across (Texture's default alignItems) to the node's height.
    #expect(photos[1].frame == CGRect(x: 158, y: 0, width: 150, height: 200))
    scene.gestures.drag(
      from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100), duration: 0.3, release: .stop)
    scene.wait(1)
    #expect(node.contentOffset.x > 100 && node.contentOffset.y == 0)
  }

  @Test func smallContentIsNotScrollable() {
    let feed = FeedNode(rowCount: 3)
    let scene = show(feed)
    // Three rows 10 apart: the first, unbounded measure is the content size (ASScrollNode.mm).
    #expect(feed.contentSize == CGSize(width: 390, height: 320))
    scene.gestures.drag(
      from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .stop)
    scene.wait(1)
    #expect(feed.contentOffset.y == 0)
  }

  @Test func addingAChildThenSetNeedsLayoutUpdatesTheContentSize() {
    let feed = FeedNode(rowCount: 10)
    let scene = show(feed)
    #expect(feed.contentSize.height == 1090)
    let extra = DisplayNode(id: "extra")
    extra.style.height = .points(200)
    feed.rows.append(extra)
    feed.setNeedsLayout()
    scene.window.layoutIfNeeded()
    #expect(feed.contentSize.height == 1300)
    #expect(feed.subnodes.count == 11)
    #expect(extra.frame == CGRect(x: 0, y: 1100, width: 390, height: 200))
    feed.rows.removeFirst()
    feed.setNeedsLayout()
    scene.window.layoutIfNeeded()
    #expect(feed.subnodes.count == 10)
    #expect(feed.rows[0].frame.minY == 0)
  }
}
