import InertiaTexture
import Testing

/// Texture's view-block nodes: the block makes the view once, didLoad runs once after it.
@MainActor
@Suite struct TextureNodeTests {
  @Test func viewBlockMakesTheViewAndDidLoadRunsOnce() {
    var made = 0
    var loaded: [ASDisplayNode] = []
    let node = ASDisplayNode(
      viewBlock: {
        made += 1
        return UISwitch()
      },
      didLoad: { node in loaded.append(node) })
    #expect(made == 0 && loaded.isEmpty)
    let view = node.view
    #expect(view is UISwitch)
    #expect(node.view === view)
    #expect(made == 1 && loaded.count == 1 && loaded.first === node)
    let plain = ASDisplayNode(viewBlock: { UILabel() })
    #expect(plain.view is UILabel)
  }
}
