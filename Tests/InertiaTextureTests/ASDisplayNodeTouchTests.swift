import InertiaTexture
import Testing

/// Touch overrides on nodes: a touch on a node's view reaches the node's touchesBegan / Moved /
/// Ended / Cancelled; a node that does not override them passes them on, as a view does.
@MainActor
@Suite struct ASDisplayNodeTouchTests {
  final class PressNode: ASDisplayNode {
    var events: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      let point = touches.first?.location(in: view) ?? .zero
      events.append("began \(Int(point.x)),\(Int(point.y))")
      backgroundColor = .red
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      events.append("ended")
      backgroundColor = .white
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      events.append("cancelled")
    }
  }

  @MainActor private struct Host {
    let clock = ManualClock(frameRate: 60)
    let window: UIWindow
    let gestures: GestureSynthesizer

    init() {
      window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: clock)
      gestures = GestureSynthesizer(window: window, clock: clock)
    }
  }

  @Test func aTapReachesTheNodesOverridesInOrder() {
    let host = Host()
    let node = PressNode()
    node.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    host.window.addSubview(node.view)
    host.gestures.tap(at: CGPoint(x: 70, y: 80))
    #expect(node.events == ["began 20,30", "ended"])
    #expect(node.backgroundColor == .white && node.view.backgroundColor == .white)
  }

  @Test func aDragReportsMovesBeforeTheEnd() {
    let host = Host()
    let node = PressNode()
    node.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    host.window.addSubview(node.view)
    host.gestures.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), duration: 0.1)
    #expect(node.events.first == "began 100,100" && node.events.last == "ended")
    #expect(node.events.dropFirst().dropLast().allSatisfy { $0 == "moved" } && node.events.count > 2)
  }

  @Test func aNodeWithoutOverridesPassesTouchesToItsParentNode() {
    let host = Host()
    let parent = PressNode()
    let child = ASDisplayNode()
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    child.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
    parent.addSubnode(child)
    host.window.addSubview(parent.view)
    host.gestures.tap(at: CGPoint(x: 120, y: 120))
    // The parent's override sees the touch in its own view's coordinates.
    #expect(parent.events == ["began 120,120", "ended"])
  }

  @Test func aLayerBackedNodeTakesNoTouches() {
    let host = Host()
    let parent = PressNode()
    let child = PressNode()
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    child.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
    child.isLayerBacked = true
    parent.addSubnode(child)
    host.window.addSubview(parent.view)
    host.gestures.tap(at: CGPoint(x: 120, y: 120))
    #expect(child.events.isEmpty && parent.events.count == 2)
  }

  @Test func hitTestSlopGrowsTheAreaThatTakesTouches() {
    let host = Host()
    let parent = ASDisplayNode()
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let button = PressNode()
    button.frame = CGRect(x: 100, y: 100, width: 40, height: 40)
    parent.addSubnode(button)
    host.window.addSubview(parent.view)
    host.gestures.tap(at: CGPoint(x: 95, y: 120))
    #expect(button.events.isEmpty)
    button.hitTestSlop = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
    host.gestures.tap(at: CGPoint(x: 95, y: 120))
    #expect(button.events == ["began -5,20", "ended"])
    host.gestures.tap(at: CGPoint(x: 88, y: 120))
    #expect(button.events.count == 2)
  }
}
