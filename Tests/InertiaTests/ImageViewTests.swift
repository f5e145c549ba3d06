import Foundation
import InertiaCairo
import Testing

@testable import Inertia

/// UIImage and UIImageView: PNG sizes and scales, natural sizes, content modes, drawing, and the
/// cell's image view.
@MainActor
@Suite struct ImageViewTests {
  /// A PNG of `width` x `height` pixels filled with `color`, written to a fresh file named `name`.
  private func png(_ name: String, width: Int, height: Int, color: Color) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inertia-images-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    let canvas = try CairoCanvas(size: CGSize(width: width, height: height), scale: 1, background: color)
    try canvas.writePNG(to: path)
    return path
  }

  @Test func aPNGsHeaderGivesItsSizeAndTheFileNameItsScale() throws {
    let plain = try #require(
      Image(contentsOfFile: try png("dot.png", width: 4, height: 2, color: .systemGreen)))
    #expect(plain.size == CGSize(width: 4, height: 2) && plain.scale == 1)
    let retina = try #require(
      Image(contentsOfFile: try png("dot@2x.png", width: 4, height: 2, color: .systemGreen)))
    #expect(retina.size == CGSize(width: 2, height: 1) && retina.scale == 2)
    #expect(retina.pixelSize.width == 4 && retina.pixelSize.height == 2)
    #expect(Image(named: "no-such-image-anywhere") == nil)
  }

  @Test func dataThatIsNotAPNGOfABoundedSizeIsRefused() throws {
    let good = try Data(
      contentsOf: URL(fileURLWithPath: try png("ok.png", width: 3, height: 3, color: .white)))
    #expect(Image(data: good) != nil)
    #expect(Image(data: Data()) == nil)
    #expect(Image(data: Data("not a png at all, not at all".utf8)) == nil)
    #expect(Image(data: good.prefix(20)) == nil)
    var wide = good
    wide.replaceSubrange(16..<20, with: [0, 0, 0x9C, 0x40])  // 40,000 pixels wide.
    #expect(Image(data: wide) == nil)
    var empty = good
    empty.replaceSubrange(20..<24, with: [0, 0, 0, 0])
    #expect(Image(data: empty) == nil)
    #expect(Image(data: good, scale: .nan)?.scale == 1)
    #expect(Image(contentsOfFile: "/no/such/file.png") == nil)
  }

  @Test func anImageViewTakesItsImagesSize() throws {
    let image = try #require(
      Image(contentsOfFile: try png("icon.png", width: 24, height: 16, color: .systemBlue)))
    let highlighted = try #require(
      Image(contentsOfFile: try png("big.png", width: 30, height: 30, color: .black)))
    let view = ImageView(image: image, highlightedImage: highlighted)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 24, height: 16))
    #expect(view.intrinsicContentSize == CGSize(width: 24, height: 16))
    view.isHighlighted = true
    #expect(view.displayedImage === highlighted && view.intrinsicContentSize == CGSize(width: 30, height: 30))
    view.sizeToFit()
    #expect(view.bounds.size == CGSize(width: 30, height: 30))
    let empty = ImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      empty.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    #expect(empty.sizeThatFits(CGSize(width: 100, height: 100)) == .zero && empty.imageRect == nil)
  }

  @Test func contentModesPlaceTheImageAsUIKitDoes() {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let size = CGSize(width: 4, height: 2)
    func rect(_ mode: View.ContentMode) -> CGRect { mode.rect(forContentOfSize: size, in: bounds) }
    #expect(rect(.scaleToFill) == bounds && rect(.redraw) == bounds)
    #expect(rect(.scaleAspectFit) == CGRect(x: 0, y: 25, width: 100, height: 50))
    #expect(rect(.scaleAspectFill) == CGRect(x: -50, y: 0, width: 200, height: 100))
    #expect(rect(.center) == CGRect(x: 48, y: 49, width: 4, height: 2))
    #expect(rect(.top) == CGRect(x: 48, y: 0, width: 4, height: 2))
    #expect(rect(.bottom) == CGRect(x: 48, y: 98, width: 4, height: 2))
    #expect(rect(.left) == CGRect(x: 0, y: 49, width: 4, height: 2))
    #expect(rect(.right) == CGRect(x: 96, y: 49, width: 4, height: 2))
    #expect(rect(.topLeft) == CGRect(x: 0, y: 0, width: 4, height: 2))
    #expect(rect(.topRight) == CGRect(x: 96, y: 0, width: 4, height: 2))
    #expect(rect(.bottomLeft) == CGRect(x: 0, y: 98, width: 4, height: 2))
    #expect(rect(.bottomRight) == CGRect(x: 96, y: 98, width: 4, height: 2))
    #expect(View.ContentMode.scaleAspectFit.rect(forContentOfSize: .zero, in: bounds).size == .zero)
    #expect(View.ContentMode(rawValue: 2) == .scaleAspectFill && View().contentMode == .scaleToFill)
  }

  @Test func theRendererDrawsTheImageWhereTheContentModePutsIt() throws {
    let scene = TestScene()
    let image = try #require(
      Image(contentsOfFile: try png("bar.png", width: 4, height: 2, color: .systemGreen)))
    let view = ImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    view.image = image
    view.contentMode = .scaleAspectFit
    scene.window.addSubview(view)
    scene.window.layoutIfNeeded()
    let canvas = try ViewRenderer.render(window: scene.window)
    func color(_ x: CGFloat, _ y: CGFloat) -> Color {
      canvas.pixel(x: Int(x * scene.window.screenScale), y: Int(y * scene.window.screenScale))
    }
    // The 2:1 image fits as 40 x 20, centred: rows 20..<40 of the window are green, above is white.
    let green = color(30, 30)
    #expect(
      abs(green.red - Color.systemGreen.red) < 0.05 && abs(green.green - Color.systemGreen.green) < 0.05)
    #expect(abs(green.blue - Color.systemGreen.blue) < 0.05)
    for white in [color(30, 15), color(30, 45)] {
      #expect(white.red > 0.97 && white.green > 0.97 && white.blue > 0.97)
    }
    view.contentMode = .scaleToFill
    let filled = try ViewRenderer.render(window: scene.window)
    #expect(abs(filled.pixel(x: 90, y: 45).green - Color.systemGreen.green) < 0.05)
  }

  @Test func aCellsImageViewTakesTheImagesSizeAndPushesTheText() throws {
    let image = try #require(
      Image(contentsOfFile: try png("avatar.png", width: 24, height: 24, color: .systemGray)))
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    cell.textLabel?.text = "Name"
    cell.imageView?.image = image
    cell.layoutIfNeeded()
    let imageView = try #require(cell.imageView)
    #expect(imageView.frame == CGRect(x: TableViewCell.margin, y: 10, width: 24, height: 24))
    #expect(cell.textLabel?.frame.minX == TableViewCell.margin + 24 + TableViewCell.margin)
  }

  @Test func constraintsUseTheImagesSize() throws {
    let scene = TestScene()
    let image = try #require(
      Image(contentsOfFile: try png("badge.png", width: 30, height: 12, color: .black)))
    let view = ImageView(image: image)
    view.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(view)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 20),
      view.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 40),
    ])
    scene.window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 40, width: 30, height: 12))
  }
}
