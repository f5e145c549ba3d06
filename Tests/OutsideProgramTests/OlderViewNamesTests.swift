import Foundation
import InertiaUIKit
import Testing

/// Swift 4.0's view and run loop names, layers' rasterization settings, snapshots, and
/// recognizers and layers compared with `==`.
@MainActor @Suite struct OlderViewNamesTests {
  @Test func subviewsMoveToTheFrontAndBack() {
    let parent = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    for view in [a, b, c] { parent.addSubview(view) }
    parent.sendSubview(toBack: c)
    #expect(parent.subviews == [c, a, b])
    parent.bringSubview(toFront: c)
    #expect(parent.subviews == [a, b, c])
    #expect(RunLoop.Mode.commonModes == RunLoop.Mode.common)
  }

  @Test func rasterizationSettingsAreKept() {
    let layer = CALayer()
    #expect(!layer.shouldRasterize)
    #expect(layer.rasterizationScale == 1)
    layer.shouldRasterize = true
    layer.rasterizationScale = 3
    layer.rasterizationScale = -1
    #expect(layer.shouldRasterize)
    #expect(layer.rasterizationScale == 3)
    let copy = CALayer(layer: layer)
    #expect(copy.shouldRasterize)
    #expect(copy.rasterizationScale == 3)
  }

  @Test func recognizersAndLayersCompareByIdentity() {
    let pan = UIPanGestureRecognizer()
    let tap: UIGestureRecognizer = UITapGestureRecognizer()
    #expect(pan == pan)
    #expect(tap != pan)
    #expect(Set([pan, pan, tap]).count == 2)
    let layer = CALayer()
    #expect(layer == layer)
    #expect(layer != CALayer())
  }

  @Test func aSnapshotShowsTheViewAsItIsNow() throws {
    let view = UIView(frame: CGRect(x: 40, y: 50, width: 20, height: 10))
    view.backgroundColor = .red
    let inner = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
    inner.backgroundColor = .blue
    view.addSubview(inner)
    let snapshot = try #require(view.snapshotView(afterScreenUpdates: false) as? UIImageView)
    #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    view.backgroundColor = .green
    let image = try #require(snapshot.image)
    #expect(image.size == CGSize(width: 20, height: 10))
    let cgImage = try #require(image.cgImage)
    let bytes = try #require(cgImage.dataProvider?.data as Data?)
    let scale = cgImage.width / 20
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      let start = (y * scale * cgImage.width + x * scale) * 4
      return Array(bytes[start..<start + 4])
    }
    // Red on the left half, the blue subview on the right: not the green set afterwards.
    #expect(pixel(5, 5) == [255, 0, 0, 255])
    #expect(pixel(15, 5) == [0, 0, 255, 255])
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
    var drawn = false
    _ = renderer.image { _ in
      drawn = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true)
    }
    #expect(drawn)
    #expect(!view.drawHierarchy(in: .zero, afterScreenUpdates: false))
  }
}
