import Inertia
import InertiaCairo
import InertiaTexture
import Testing

/// A node's `primitiveTraitCollection()` (the ASKitDemo idiom: a rounded overlay drawn at the
/// node's display scale).
@MainActor
@Suite struct PrimitiveTraitCollectionTests {
  @Test func aNodeInAWindowDrawsAtThatWindowsScale() {
    let node = ASDisplayNode()
    #expect(node.primitiveTraitCollection() == ASPrimitiveTraitCollectionMakeDefault())
    let window = UIWindow(size: CGSize(width: 300, height: 500), scale: 2, clock: ManualClock())
    window.addSubnode(node)
    let traits = node.primitiveTraitCollection()
    #expect(traits.displayScale == 2 && traits.containerSize == CGSize(width: 300, height: 500))
    let overlay = UIImage.as_resizableRoundedImage(
      withCornerRadius: 6, cornerColor: .clear, fill: .red, traitCollection: traits)
    #expect(overlay.size == CGSize(width: 13, height: 13))
  }
}

/// `cornerRoundingType`: precomposited corners cut the node's content, the layer's alone do not.
@MainActor
@Suite struct CornerRoundingTypeTests {
  @Test func precompositedCornersCutTheImage() throws {
    let red = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    func corner(_ type: ASCornerRoundingType) throws -> Color {
      let window = UIWindow(size: CGSize(width: 60, height: 60), scale: 1, clock: ManualClock())
      window.backgroundColor = .white
      let node = ASImageNode()
      node.image = red
      node.cornerRadius = 20
      node.cornerRoundingType = type
      node.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
      window.addSubnode(node)
      window.layoutIfNeeded()
      return try ViewRenderer.render(window: window).pixel(x: 11, y: 11)
    }
    #expect(try corner(.precomposited).rgba.green > 0.9)  // white: cut
    #expect(try corner(.defaultSlowCALayer).rgba.green < 0.1)  // red: the layer alone does not cut
    #expect(ASDisplayNode().cornerRoundingType == .defaultSlowCALayer)
  }
}
