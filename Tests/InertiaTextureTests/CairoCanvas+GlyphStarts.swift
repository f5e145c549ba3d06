import Inertia
import InertiaCairo
import InertiaTexture

extension CairoCanvas {
  /// The device-pixel columns (of the first 600) where each run of inked columns starts, ink
  /// being a red below 0.5 in rows 60 to 199: one start per glyph of a text of strokes such as
  /// "llllll" drawn there (the kern tests' text node at y 40, scale 2).
  func glyphStarts() -> [Int] {
    var starts: [Int] = []
    var wasInked = false
    for x in 0..<600 {
      let inked = (60..<200).contains { y in pixel(x: x, y: y).red < 0.5 }
      if inked && !wasInked { starts.append(x) }
      wasInked = inked
    }
    return starts
  }
}
