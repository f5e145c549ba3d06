import InertiaTexture
import Testing

/// The fiftieth Texture trial's pixel rule: a node places its subnodes on the pixel grid of the
/// screen it is shown on, as ASLayout rounds a flattened node's position up with
/// ASCeilPointValues at ASScreenScale (the window's scale here; without a window, the grid of 2
/// the layouts are measured on).
@MainActor
@Suite struct FiftiethTrialTextureLayoutTests {
  /// A column spreading three 10-point boxes over its height with `.spaceAround`: in 100 points,
  /// 70 to spare, 11.667 at either end and 23.333 between, so the boxes start at 11.667, 45 and
  /// 78.333 before rounding.
  final class SpreadColumn: ASDisplayNode {
    let boxes = (0..<3).map { _ in ASDisplayNode() }

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      for box in boxes { box.style.preferredSize = CGSize(width: 10, height: 10) }
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec.vertical()
      column.justifyContent = .spaceAround
      column.children = boxes
      return column
    }
  }

  /// A window of `scale` on its own clock showing `node` 100 points square, laid out.
  private func show(_ node: ASDisplayNode, scale: CGFloat) -> UIWindow {
    let window = UIWindow(
      size: CGSize(width: 200, height: 200), scale: scale, clock: ManualClock(frameRate: 60))
    node.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    window.addSubnode(node)
    window.layoutIfNeeded()
    return window
  }

  private func tops(_ column: SpreadColumn) -> [CGFloat] { column.boxes.map(\.frame.minY) }

  private func agree(_ values: [CGFloat], _ expected: [CGFloat]) -> Bool {
    values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  @Test func atScaleTwoTheBoxesStartOnHalfPoints() {
    let column = SpreadColumn()
    let window = show(column, scale: 2)
    #expect(agree(tops(column), [12, 45, 78.5]))
    #expect(window.screenScale == 2)
  }

  @Test func atScaleThreeTheBoxesStartOnThirdsOfAPoint() {
    // 11.667 and 78.333 are whole pixels at scale 3 already; scale 2's grid moved them down.
    let column = SpreadColumn()
    _ = show(column, scale: 3)
    #expect(agree(tops(column), [35.0 / 3, 45, 235.0 / 3]))
  }

  @Test func aNodeLaidOutBeforeItsWindowMovesToTheWindowsGrid() {
    // Laid out in no window: on the grid layouts are measured on (scale 2).
    let column = SpreadColumn()
    column.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    column.layoutIfNeeded()
    #expect(agree(tops(column), [12, 45, 78.5]))
    // Shown at scale 3, its next layout pass places them on that screen's pixels.
    let window = UIWindow(size: CGSize(width: 200, height: 200), scale: 3, clock: ManualClock(frameRate: 60))
    window.addSubnode(column)
    window.layoutIfNeeded()
    #expect(agree(tops(column), [35.0 / 3, 45, 235.0 / 3]))
    // A change of the window's scale lays every view out again: back on half points.
    window.screenScale = 2
    window.layoutIfNeeded()
    #expect(agree(tops(column), [12, 45, 78.5]))
  }

  @Test func aScrollNodePlacesItsContentOnTheWindowsGrid() {
    // An inset of a quarter and two fifths of a point: (0.5, 0.5) at scale 2, (2/3, 1/3) at 3.
    let box = ASDisplayNode()
    box.style.preferredSize = CGSize(width: 40, height: 40)
    func scrollNode() -> ASScrollNode {
      let node = ASScrollNode()
      node.automaticallyManagesSubnodes = true
      node.automaticallyManagesContentSize = true
      node.layoutSpecBlock = { _, _ in
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0.25, left: 0.4, bottom: 0, right: 0), child: box)
      }
      return node
    }
    _ = show(scrollNode(), scale: 2)
    #expect(abs(box.frame.minX - 0.5) < 1e-9 && abs(box.frame.minY - 0.5) < 1e-9)
    _ = show(scrollNode(), scale: 3)
    #expect(abs(box.frame.minX - 2.0 / 3) < 1e-9 && abs(box.frame.minY - 1.0 / 3) < 1e-9)
  }
}
