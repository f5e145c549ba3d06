import InertiaCairo
import InertiaTexture
import Testing

/// ASImageNode's drawing as the Cairo renderer shows it: modification blocks (Texture's round
/// border block), the display blocks' context, resizable rounded images, and a file URL loaded by
/// ASNetworkImageNode.
@MainActor
@Suite struct ASImageNodeDrawingTests {
  /// A red square image of `side` points drawn with an image renderer.
  private func redSquare(_ side: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
  }

  /// A 100 x 100 white window showing `node` at `frame`.
  private func show(_ node: ASDisplayNode, at frame: CGRect) -> UIWindow {
    let window = makeWindow()
    node.frame = frame
    window.addSubview(node.view)
    node.layoutIfNeeded()
    return window
  }

  @Test func withoutABlockTheImageFillsTheNode() throws {
    let node = ASImageNode()
    node.image = redSquare(40)
    let canvas = try render(show(node, at: CGRect(x: 10, y: 10, width: 40, height: 40)))
    #expect(close(canvas.pixel(x: 11, y: 11), .red) && close(canvas.pixel(x: 30, y: 30), .red))
    #expect(close(canvas.pixel(x: 55, y: 30), .white))
  }

  @Test func theRoundBorderBlockMakesTheImageRound() throws {
    let node = ASImageNode()
    node.image = redSquare(40)
    node.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(0, nil)
    let canvas = try render(show(node, at: CGRect(x: 10, y: 10, width: 40, height: 40)))
    #expect(close(canvas.pixel(x: 30, y: 30), .red))
    // The corners are outside the circle.
    #expect(close(canvas.pixel(x: 12, y: 12), .white) && close(canvas.pixel(x: 47, y: 47), .white))
    // The block got the image drawn at the node's size.
    #expect(node.displayedImage(in: node.bounds.size)?.size == CGSize(width: 40, height: 40))
  }

  @Test func aBlockOfUserCodeDrawsOverTheNodeSizedImage() throws {
    let node = ASImageNode()
    node.image = redSquare(10)
    var sizes: [CGSize] = []
    node.imageModificationBlock = { image, _ in
      sizes.append(image.size)
      UIGraphicsBeginImageContextWithOptions(image.size, false, 0)
      image.draw(in: CGRect(origin: .zero, size: image.size))
      UIColor.blue.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: image.size.width / 2, height: image.size.height))
      let result = UIGraphicsGetImageFromCurrentImageContext()
      UIGraphicsEndImageContext()
      return result
    }
    let canvas = try render(show(node, at: CGRect(x: 0, y: 0, width: 60, height: 20)))
    #expect(close(canvas.pixel(x: 10, y: 10), .blue) && close(canvas.pixel(x: 50, y: 10), .red))
    #expect(sizes.last == CGSize(width: 60, height: 20))
  }

  @Test func theWillDisplayBlockClipsTheImage() throws {
    let node = ASImageNode()
    node.image = redSquare(60)
    var clipBoxes: [CGRect] = []
    node.willDisplayNodeContentWithRenderingContext = { context, _ in
      let bounds = context.boundingBoxOfClipPath
      clipBoxes.append(bounds)
      UIBezierPath(roundedRect: bounds, cornerRadius: 20).addClip()
    }
    let canvas = try render(show(node, at: CGRect(x: 20, y: 20, width: 60, height: 60)))
    #expect(clipBoxes.last == CGRect(x: 0, y: 0, width: 60, height: 60))
    #expect(close(canvas.pixel(x: 50, y: 50), .red) && close(canvas.pixel(x: 50, y: 21), .red))
    #expect(close(canvas.pixel(x: 21, y: 21), .white))
  }

  @Test func aResizableRoundedImageKeepsItsCornersWhenStretched() throws {
    let image = UIImage.as_resizableRoundedImage(withCornerRadius: 10, cornerColor: nil, fill: .red)
    #expect(image.size == CGSize(width: 21, height: 21))
    #expect(UIImage.as_resizableRoundedImage(withCornerRadius: 10, cornerColor: nil, fill: .red) === image)
    let node = ASImageNode()
    node.image = image
    let window = makeWindow(width: 220, height: 60)
    node.frame = CGRect(x: 10, y: 10, width: 200, height: 40)
    window.addSubview(node.view)
    node.layoutIfNeeded()
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 110, y: 30), .red))
    // Just past the round corner the top edge is straight and filled (stretched whole, the corner
    // would be a wide ellipse leaving this white).
    #expect(close(canvas.pixel(x: 22, y: 12), .red))
    #expect(close(canvas.pixel(x: 11, y: 11), .white) && close(canvas.pixel(x: 208, y: 48), .white))
    #expect(close(canvas.pixel(x: 15, y: 30), .red))
  }

  @Test func aNetworkImageNodeShowsTheFileItsURLNames() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("as-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = makeWindow(width: 20, height: 20)
    source.backgroundColor = .blue
    let file = folder.appendingPathComponent("blue.png")
    try render(source).writePNG(to: file.path)

    let node = ASNetworkImageNode()
    node.url = file
    let canvas = try render(show(node, at: CGRect(x: 30, y: 30, width: 40, height: 40)))
    #expect(node.image?.size == CGSize(width: 20, height: 20))
    #expect(close(canvas.pixel(x: 50, y: 50), .blue) && close(canvas.pixel(x: 31, y: 31), .blue))
    #expect(close(canvas.pixel(x: 75, y: 50), .white))
  }
}
