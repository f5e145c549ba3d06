import InertiaTexture
import Testing

/// The fifty-first Texture trial's measuring grid: Texture measures on the screen's scale
/// (ASScreenScale in ASCeilPixelValue, ASFloorPixelValue and ASRoundPixelValue), so a node is
/// measured on the pixels of the window it is shown in: sizes rounded up, a stack's centred cross
/// offset floored and a relative spec's offset rounded on that grid; its layouts are kept per
/// scale. `ASTextNode2` rounds its text's size up to whole points (ASTextLayout's `ceil`).
@MainActor
@Suite struct FiftyFirstTrialTextureScaleTests {
  /// A node of `width` x 100 centring a 100-point box across its width in a vertical stack.
  final class CentredBox: ASDisplayNode {
    let box = ASDisplayNode()

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      box.style.preferredSize = CGSize(width: 100, height: 100)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASStackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .center, children: [box])
    }
  }

  /// A window of `scale` showing `node` at (0, 0), `size` large, laid out.
  private func show(_ node: ASDisplayNode, size: CGSize, scale: CGFloat) -> UIWindow {
    let window = UIWindow(
      size: CGSize(width: 400, height: 400), scale: scale, clock: ManualClock(frameRate: 60))
    node.frame = CGRect(origin: .zero, size: size)
    window.addSubnode(node)
    window.layoutIfNeeded()
    return window
  }

  private func near(_ value: CGFloat, _ expected: CGFloat) -> Bool { abs(value - expected) < 1e-9 }

  @Test func aCentredChildIsFlooredOnTheWindowsPixels() {
    // 275 points to spare: 137.5, floored to 137.5 at scale 2 and to 412 / 3 at scale 3 (the
    // fiftieth trial floored on half points, then rounded the 137.5 up to 137.667).
    let half = CentredBox()
    _ = show(half, size: CGSize(width: 375, height: 100), scale: 2)
    #expect(half.box.frame == CGRect(x: 137.5, y: 0, width: 100, height: 100))
    let third = CentredBox()
    _ = show(third, size: CGSize(width: 375, height: 100), scale: 3)
    #expect(near(third.box.frame.minX, 412.0 / 3))
  }

  @Test func aTextNodesSizeIsRoundedUpToTheWindowsPixels() {
    // One character at 12 points: 6.6 x 14.4, rounded up to 7 x 14.5 on half points and to
    // 20 / 3 x 44 / 3 on thirds.
    func text() -> ASTextNode {
      let node = ASTextNode()
      node.attributedText = NSAttributedString(
        string: "a", attributes: [.font: UIFont.systemFont(ofSize: 12)])
      return node
    }
    let range = ASSizeRangeMake(.zero, CGSize(width: 200, height: 200))
    let two = text()
    let halfWindow = show(two, size: CGSize(width: 50, height: 50), scale: 2)
    #expect(two.layoutThatFits(range).size == CGSize(width: 7, height: 14.5))
    let three = text()
    let thirdWindow = show(three, size: CGSize(width: 50, height: 50), scale: 3)
    let size = three.layoutThatFits(range).size
    #expect(near(size.width, 20.0 / 3) && near(size.height, 44.0 / 3))
    #expect(halfWindow.screenScale == 2 && thirdWindow.screenScale == 3)
  }

  @Test func textNode2RoundsItsTextUpToWholePoints() {
    // ASTextLayout ceils its bounding size: 6.6 x 14.4 is 7 x 15 whatever the screen.
    let node = ASTextNode2()
    node.attributedText = NSAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 12)])
    let window = show(node, size: CGSize(width: 50, height: 50), scale: 3)
    #expect(node.view.window === window)
    #expect(
      node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 200, height: 200))).size
        == CGSize(width: 7, height: 15))
    // With insets of 0.3 the text and insets (7.2 x 15) round up together: 8 x 15.
    node.textContainerInset = UIEdgeInsets(top: 0.3, left: 0.3, bottom: 0.3, right: 0.3)
    #expect(
      node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 200, height: 200))).size
        == CGSize(width: 8, height: 15))
  }

  @Test func aNodeMeasuredBeforeItsWindowIsMeasuredAgainOnTheWindowsGrid() {
    let node = CentredBox()
    node.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
    node.layoutIfNeeded()
    // In no window: the grid of 2.
    #expect(node.box.frame.minX == 137.5)
    let window = UIWindow(size: CGSize(width: 400, height: 400), scale: 3, clock: ManualClock(frameRate: 60))
    window.addSubnode(node)
    window.layoutIfNeeded()
    #expect(near(node.box.frame.minX, 412.0 / 3))
    // The window's scale changes: measured again on half points (the layouts kept per scale).
    window.screenScale = 2
    window.layoutIfNeeded()
    #expect(node.box.frame.minX == 137.5)
  }

  @Test func aCentreSpecRoundsItsOffsetOnTheWindowsPixels() {
    // ASRelativeLayoutSpec rounds (375 - 300) / 2 = 37.5 to the pixel: 37.5 on half points,
    // 113 / 3 on thirds (112.5 device pixels round away from zero).
    func centred(scale: CGFloat) -> ASDisplayNode {
      let square = ASDisplayNode()
      square.style.preferredSize = CGSize(width: 300, height: 300)
      let root = ASDisplayNode()
      root.automaticallyManagesSubnodes = true
      root.layoutSpecBlock = { _, _ in
        ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: square)
      }
      _ = show(root, size: CGSize(width: 375, height: 400), scale: scale)
      return square
    }
    #expect(centred(scale: 2).frame == CGRect(x: 37.5, y: 50, width: 300, height: 300))
    #expect(near(centred(scale: 3).frame.minX, 113.0 / 3))
  }
}
