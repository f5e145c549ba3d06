import Foundation
import InertiaCairo
import Testing

@testable import Inertia

/// Multi-line labels are drawn wrapped exactly as their intrinsic size measured them: the lines
/// come from `Label.lines(fittingWidth:)`, one per line height, the block centred vertically.
@MainActor
@Suite struct WrappedLabelRenderingTests {
  /// Rows of the canvas within `band` (window points at scale 1) holding any dark text pixel.
  private func inkedRows(_ canvas: CairoCanvas, x: ClosedRange<Int>, band: Range<Int>) -> Int {
    band.filter { y in x.contains { canvas.pixel(x: $0, y: y).red < 0.5 } }.count
  }

  @Test func aWrappedLabelDrawsEachMeasuredLineInItsOwnBand() throws {
    let scene = TestScene(size: CGSize(width: 300, height: 200), scale: 1)
    scene.window.backgroundColor = .white
    let label = Label(text: "one two three four five six seven eight nine ten eleven")
    label.numberOfLines = 0
    label.frame = CGRect(x: 10, y: 20, width: 200, height: 160)
    scene.window.addSubview(label)
    let lines = label.lines(fittingWidth: 200)
    #expect(lines == ["one two three four", "five six seven eight", "nine ten eleven"])
    let lineHeight = 17 * 1.2  // MonospaceTextMeasuring: 1.2 em lines
    // The three lines (61.2 pt) centred in 160 pt: the block starts at 20 + 49.4.
    let top = 20 + (160 - 3 * lineHeight) / 2
    let canvas = try ViewRenderer.render(window: scene.window)
    for index in 0..<3 {
      let start = Int((top + Double(index) * lineHeight).rounded(.up))
      let band = start..<Int(top + Double(index + 1) * lineHeight)
      #expect(inkedRows(canvas, x: 10...209, band: band) >= 6, "line \(index) has no ink")
    }
    // Nothing above the block or below it, and nothing right of the label's width.
    #expect(inkedRows(canvas, x: 10...209, band: 20..<Int(top) - 1) == 0)
    #expect(inkedRows(canvas, x: 10...209, band: Int(top + 3 * lineHeight) + 2..<180) == 0)
    #expect(inkedRows(canvas, x: 212...299, band: 0..<200) == 0)
  }

  @Test func oneLineLabelsStayOnOneLine() throws {
    let scene = TestScene(size: CGSize(width: 300, height: 100), scale: 1)
    scene.window.backgroundColor = .white
    let label = Label(text: "one two")
    label.frame = CGRect(x: 10, y: 0, width: 200, height: 100)
    scene.window.addSubview(label)
    let canvas = try ViewRenderer.render(window: scene.window)
    // One line centred at 50: ink only within one line height around the middle.
    #expect(inkedRows(canvas, x: 10...209, band: 0..<39) == 0)
    #expect(inkedRows(canvas, x: 10...209, band: 39..<61) >= 6)
    #expect(inkedRows(canvas, x: 10...209, band: 61..<100) == 0)
  }

  @Test func aRememberedTextSizeNeverOutlivesTheTextThatShapedIt() {
    let label = Label(text: "one two three four five six seven eight nine ten eleven")
    label.numberOfLines = 0
    let close = { (size: CGSize, width: CGFloat, height: CGFloat) in
      abs(size.width - width) < 0.01 && size.height == height
    }
    // 17 pt monospace: 9.35 pt per character, 20.4 pt lines; three lines at 200 pt.
    #expect(close(label.textSize(fittingWidth: 200), 187, 62))
    #expect(close(label.textSize(fittingWidth: 200), 187, 62))
    label.text = "one two"
    #expect(close(label.textSize(fittingWidth: 200), 65.45, 21))
    label.fontSize = 34
    #expect(close(label.textSize(fittingWidth: 200), 130.9, 41))
    label.numberOfLines = 1
    #expect(close(label.textSize(fittingWidth: 100), 130.9, 41))
    label.numberOfLines = 0
    #expect(close(label.textSize(fittingWidth: 100), 56.1, 82))
  }
}
