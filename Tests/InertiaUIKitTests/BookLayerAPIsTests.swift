import Foundation
import InertiaCairo
import InertiaUIKit
import Testing

/// Layer and Core Graphics APIs as programming books' and tutorials' examples use them: a view
/// drawn tile by tile by a CATiledLayer, layers tagged by key-value coding, defaults written by
/// `setValue(_:forKey:)`, colour components read back from `cgColor`, and gradients built from
/// component arrays in RGB and grey spaces.
@MainActor
@Suite struct BookLayerAPIsTests {
  /// Fills the whole bounds in a colour per tile: only the clip keeps each fill in its tile.
  final class TiledView: UIView {
    var drawn: [CGRect] = []
    let colors: [UIColor] = [.red, .green, .blue, .yellow]
    override class var layerClass: AnyClass { CATiledLayer.self }
    override func draw(_ r: CGRect) {
      drawn.append(r)
      colors[drawn.count - 1].setFill()
      UIBezierPath(rect: bounds).fill()
    }
  }

  @Test func aTiledLayerDrawsEachTileClippedToIt() throws {
    let window = makeWindow(width: 200, height: 200)
    let tiled = TiledView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let tile = 100 * tiled.layer.contentsScale
    (tiled.layer as! CATiledLayer).tileSize = CGSize(width: tile, height: tile)
    window.addSubview(tiled)
    let canvas = try render(window)
    #expect(
      tiled.drawn == [
        CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100),
        CGRect(x: 0, y: 100, width: 100, height: 100), CGRect(x: 100, y: 100, width: 100, height: 100),
      ])
    #expect(close(canvas.pixel(x: 50, y: 50), .red) && close(canvas.pixel(x: 150, y: 50), .green))
    #expect(close(canvas.pixel(x: 50, y: 150), .blue) && close(canvas.pixel(x: 150, y: 150), .yellow))
    // Bad sizes are ignored.
    (tiled.layer as! CATiledLayer).tileSize = CGSize(width: -1, height: CGFloat.nan)
    #expect((tiled.layer as! CATiledLayer).tileSize == CGSize(width: 100, height: 100))
  }

  @Test func layersKeepValuesByKeyAndKeysOfPropertiesSetThem() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let names = ["manny", "moe", "jack"]
    for name in names {
      let layer = CALayer()
      layer.setValue(name, forKey: "pepboy")
      view.layer.addSublayer(layer)
    }
    #expect(view.layer.sublayers?.map { $0.value(forKey: "pepboy") as? String } == names)
    let layer = CALayer()
    layer.setValue(Float(0.5), forKey: "opacity")
    layer.setValue(CGFloat(8), forKey: "cornerRadius")
    #expect(layer.opacity == 0.5 && layer.cornerRadius == 8)
    #expect(layer.value(forKey: "opacity") as? Float == 0.5 && layer.value(forKey: "missing") == nil)
    layer.setValue(nil, forKey: "pepboy")
    #expect(layer.value(forKey: "pepboy") == nil)
  }

  @Test func defaultsTakeValuesByKeyValueCoding() {
    let defaults = UserDefaults.standard
    let key = "BookLayerAPIsTests.setting"
    defaults.setValue(["Manny", "Moe"], forKey: key)
    defer { defaults.removeObject(forKey: key) }
    #expect(defaults.value(forKey: key) as? [String] == ["Manny", "Moe"])
    #expect(defaults.stringArray(forKey: key) == ["Manny", "Moe"])
  }

  /// A gradient built from the components of two colours, as a tutorial draws one.
  final class GradientView: UIView {
    var space = CGColorSpaceCreateDeviceRGB()
    var components: [CGFloat] = []
    override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext(),
        let gradient = CGGradient(
          colorSpace: space, colorComponents: components, locations: [0, 1], count: 2)
      else { return }
      context.drawLinearGradient(
        gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: bounds.height), options: [])
    }
  }

  @Test func colourComponentsBuildGradientsInRGBAndGreySpaces() throws {
    guard let start = UIColor.red.cgColor.components, let end = UIColor.blue.cgColor.components else {
      Issue.record("no components")
      return
    }
    #expect(start == [1, 0, 0, 1] && end == [0, 0, 1, 1] && UIColor.red.cgColor.numberOfComponents == 4)
    let window = makeWindow(width: 20, height: 100)
    let view = GradientView(frame: window.bounds)
    view.components = [start[0], start[1], start[2], start[3], end[0], end[1], end[2], end[3]]
    window.addSubview(view)
    var canvas = try render(window)
    #expect(redOf(canvas.pixel(x: 10, y: 2)) > 0.9 && canvas.pixel(x: 10, y: 97).rgba.blue > 0.9)
    view.space = CGColorSpaceCreateDeviceGray()
    view.components = [0, 1, 1, 1]  // black to white, each opaque
    view.setNeedsDisplay()
    canvas = try render(window)
    #expect(close(canvas.pixel(x: 10, y: 50), UIColor(white: 0.5, alpha: 1), tolerance: 0.06))
    #expect(
      CGGradient(
        colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1], locations: nil, count: 2) == nil)
  }
}
