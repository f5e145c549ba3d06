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
