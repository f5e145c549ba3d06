import Foundation
import InertiaCairo
import Testing

@testable import Inertia

/// The slider's thumb shows on a white cell, as UISlider's does: white, a grey hairline edge and a
/// soft shadow below.
@MainActor
@Suite struct SliderRenderingTests {
  @Test func theSliderThumbShowsOnAWhiteCell() throws {
    let window = Window(size: CGSize(width: 240, height: 80), scale: 1, clock: ManualClock())
    let cell = TableViewCell(reuseIdentifier: "cell")
    cell.frame = CGRect(x: 0, y: 0, width: 240, height: 80)
    cell.backgroundColor = .white
    let slider = Slider(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
    slider.value = 0.5
    cell.addSubview(slider)
    window.addSubview(cell)
    let canvas = try ViewRenderer.render(window: window)
    // The thumb's centre is at (20 + 14 + 172 / 2, 40) = (120, 40), radius 14.
    #expect(slider.thumbCenterX == 100)
    let middle = canvas.pixel(x: 120, y: 30)
    #expect(middle.red > 0.97 && middle.green > 0.97 && middle.blue > 0.97)
    // The edge, 13.5 pt right of the centre, is a grey ring.
    let edge = canvas.pixel(x: 133, y: 40)
    #expect(edge.red < 0.9 && edge.red > 0.6)
    // Just below the thumb the shadow darkens the white cell a little.
    let shadow = canvas.pixel(x: 120, y: 55)
    #expect(shadow.red < 0.97 && shadow.red > 0.75)
    // Outside, the cell stays white.
    let outside = canvas.pixel(x: 120, y: 70)
    #expect(outside.red > 0.99)
  }
}
