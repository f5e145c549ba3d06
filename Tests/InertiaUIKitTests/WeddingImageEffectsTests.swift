import Foundation
import InertiaUIKit
import Testing

/// The wedding program's image-effects helper clips its blurred layer to a mask image
/// (`clip(to:mask:)`) before drawing it over the sharp one: the clip narrows to the mask's
/// rectangle, so nothing of the effect is drawn outside it.
@MainActor
@Suite struct WeddingImageEffectsTests {
  @Test func aMaskClipNarrowsTheClipToItsRectangle() {
    let mask = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      UIColor.black.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    var boxes: [CGRect] = []
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      let cg = context.cgContext
      boxes.append(cg.boundingBoxOfClipPath)
      cg.saveGState()
      cg.clip(to: CGRect(x: 5, y: 10, width: 20, height: 15), mask: mask.cgImage!)
      boxes.append(cg.boundingBoxOfClipPath)
      cg.restoreGState()
      boxes.append(cg.boundingBoxOfClipPath)
    }
    #expect(image.size == CGSize(width: 40, height: 40))
    #expect(
      boxes == [
        CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 5, y: 10, width: 20, height: 15),
        CGRect(x: 0, y: 0, width: 40, height: 40),
      ])
  }
}
