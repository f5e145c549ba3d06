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

  /// A node subclass that sets its view block in its initializer, as Texture's spinner nodes do.
  final class SpinnerNode: ASDisplayNode {
    var loads = 0
    override init() {
      super.init()
      setViewBlock { UIActivityIndicatorView(style: .medium) }
      style.preferredSize = CGSize(width: 20, height: 20)
    }
    override func didLoad() {
      super.didLoad()
      loads += 1
      (view as? UIActivityIndicatorView)?.startAnimating()
    }
  }

  @Test func setViewBlockInASubclassInitMakesItsViewAndALateOneIsIgnored() {
    let node = SpinnerNode()
    let view = node.view as? UIActivityIndicatorView
    #expect(view?.isAnimating == true && node.loads == 1)
    node.setViewBlock { UILabel() }
    #expect(node.view === view && node.loads == 1)
  }
}
