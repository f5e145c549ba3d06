import Foundation
import Testing

@testable import Inertia

/// A view of a program's own class placing a sublayer in `layoutSublayers(of:)`.
final class SublayerPlacingView: View {
  let dot = Layer()
  var calls = 0
  override func layoutSublayers(of layer: Layer) {
    super.layoutSublayers(of: layer)
    calls += 1
    dot.frame = CGRect(x: bounds.maxX - 8, y: 0, width: 8, height: 8)
  }
}

/// The twenty-eighth trial's sublayer layout, from inside: views of programs' classes get their
/// layer at their first layout (they may override `layoutSublayers(of:)`), Inertia's own views do
/// not (their layers are made on first use, and a layout pass must not make one for every view).
@MainActor
@Suite struct TwentyEighthTrialLayerTests {
  @Test func aProgramsViewIsLaidOutThroughItsLayerAndInertiasViewsMakeNoLayer() {
    let window = Window(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock())
    let plain = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let label = Label(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
    let placing = SublayerPlacingView(frame: CGRect(x: 0, y: 200, width: 120, height: 40))
    for view in [plain, label, placing] { window.addSubview(view) }
    window.layoutIfNeeded()
    #expect(plain.storedLayer == nil)
    #expect(label.storedLayer == nil)
    #expect(placing.storedLayer != nil)
    #expect(placing.calls == 1)
    #expect(placing.dot.frame.minX == 112)
    placing.frame.size.width = 200
    window.layoutIfNeeded()
    #expect(placing.calls == 2)
    #expect(placing.dot.frame.minX == 192)
  }
}
