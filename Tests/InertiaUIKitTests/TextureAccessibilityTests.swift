import InertiaTexture
import Testing

/// Texture nodes' accessibility properties: kept on the node and given to its view when it loads,
/// so a test finds a cell node's view by its identifier.
@MainActor
@Suite struct TextureAccessibilityTests {
  @Test func aNodeGivesItsIdentifierAndLabelToItsViewBeforeOrAfterLoading() {
    let node = ASDisplayNode()
    node.accessibilityIdentifier = "Cell Node Block"
    node.accessibilityLabel = "Title"
    node.isAccessibilityElement = true
    #expect(!node.isNodeLoaded)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.addSubnode(node)
    #expect(node.view.accessibilityIdentifier == "Cell Node Block")
    #expect(container.view(withIdentifier: "Cell Node Block") === node.view)
    #expect(node.view.accessibilityLabel == "Title" && node.view.isAccessibilityElement)
    node.accessibilityHint = "Opens the title"
    #expect(node.view.accessibilityHint == "Opens the title")
  }

  @Test func aNodeKeepsItsViewsOwnDefaultsUntilSet() {
    let label = ASDisplayNode(viewBlock: { UILabel() })
    #expect(label.accessibilityIdentifier == nil && !label.isAccessibilityElement)
    // A label's view is an element by default; the node does not override what it never set.
    #expect(label.view.isAccessibilityElement && label.isAccessibilityElement)
    #expect(label.accessibilityTraits == [])
  }
}
