import Inertia
import InertiaCairo
import InertiaUIKit
import Testing

/// A view drawing an attributed string of two runs, red then blue, as the book's collection view
/// draws its check mark images.
final class TwoRunView: UIView {
  override func draw(_ rect: CGRect) {
    let text = NSMutableAttributedString(
      string: "WW", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
    text.append(
      NSAttributedString(
        string: "WW", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.blue]))
    text.draw(at: CGPoint(x: 0, y: 0))
    "WW".draw(in: CGRect(x: 0, y: 50, width: 11, height: 30), withAttributes: [.foregroundColor: UIColor.red])
  }
}

/// UIKit's string drawing: runs in their colours side by side, measured by Inertia's metrics.
@MainActor
@Suite struct StringDrawingTests {
  private func count(
    _ canvas: CairoCanvas, x: Range<Int>, y: Range<Int>, where test: (Color) -> Bool
  ) -> Int {
    var found = 0
    for px in x { for py in y where test(canvas.pixel(x: px, y: py)) { found += 1 } }
    return found
  }

  @Test func anAttributedStringDrawsEachRunInItsColourOneAfterAnother() throws {
    let window = makeWindow()
    window.addSubview(TwoRunView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
    let canvas = try render(window)
    let red: (Color) -> Bool = { $0.rgba.red > 0.6 && $0.rgba.green < 0.4 && $0.rgba.blue < 0.4 }
    let blue: (Color) -> Bool = { $0.rgba.blue > 0.6 && $0.rgba.red < 0.4 && $0.rgba.green < 0.4 }
    // Each run is measured 2 x 0.55 x 20 = 22 pt wide: the blue run starts at x = 22 (the
    // renderer's glyphs may be wider than the measure, so the red run's ink can reach under it).
    #expect(count(canvas, x: 0..<22, y: 0..<24, where: red) > 10)
    #expect(count(canvas, x: 0..<22, y: 0..<100, where: blue) == 0)
    #expect(count(canvas, x: 22..<100, y: 0..<24, where: blue) > 10)
    #expect(count(canvas, x: 0..<100, y: 24..<50, where: { !close($0, .white, tolerance: 0.1) }) == 0)
    // Clipped to an 11 pt wide rectangle: ink on the left, none past it.
    #expect(count(canvas, x: 0..<11, y: 50..<80, where: red) > 3)
    #expect(count(canvas, x: 12..<100, y: 50..<80, where: { !close($0, .white, tolerance: 0.1) }) == 0)
    let size = NSAttributedString(string: "WW", attributes: [.font: UIFont.systemFont(ofSize: 20)]).size()
    #expect(size == CGSize(width: 22, height: 24))
    #expect("abc".size(withAttributes: nil) == CGSize(width: 3 * 0.55 * 12, height: 12 * 1.2))
  }

  @Test func boundingRectWrapsAtTheWidthOnlyWithLineFragmentOrigin() {
    let font = UIFont.systemFont(ofSize: 10)
    // 40 characters at 5.5 pt each: 220 pt on one line; 100 pt holds 18 characters a line.
    let text = NSAttributedString(string: String(repeating: "a", count: 40), attributes: [.font: font])
    let wide = CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude)
    let wrapped = text.boundingRect(with: wide, options: .usesLineFragmentOrigin, context: nil)
    #expect(abs(wrapped.height - 36) < 0.01 && abs(wrapped.width - 99) < 0.01 && wrapped.origin == .zero)
    let oneLine = text.boundingRect(with: wide, options: [], context: nil)
    #expect(abs(oneLine.width - 220) < 0.01 && abs(oneLine.height - 12) < 0.01)
    let context = NSStringDrawingContext()
    let plain = "abcd".boundingRect(
      with: wide, options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font],
      context: context)
    #expect(abs(plain.width - 22) < 0.01 && context.totalBounds == plain)
  }
}
