import Foundation
import Inertia

/// A text measurer that counts its measures (0.5 em a character, lines 1.2 em): tests of how often
/// labels measure their text.
final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
  var count = 0
  func measure(_ text: String, size: CGFloat) -> CGSize {
    count += 1
    return CGSize(width: CGFloat(text.count) * size * 0.5, height: size * 1.2)
  }
  func ascender(size: CGFloat) -> CGFloat { size }
}
