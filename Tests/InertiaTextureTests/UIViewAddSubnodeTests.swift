import InertiaTexture
import Testing

/// A plain view controller hosting a table node (`view.addSubnode(tableNode)` in `viewDidLoad`,
/// `tableNode.frame = view.bounds`), as Texture's `UIView (AsyncDisplayKit)` category allows.
@MainActor
final class SubnodeHostController: UIViewController {
  let rows = BoxRows(boxHeights: [40, 60, 100, 80, 80, 80, 80, 80, 80, 80])
  lazy var tableNode: ASTableNode = {
    let node = ASTableNode()
    node.dataSource = rows
    node.delegate = rows
    return node
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubnode(tableNode)
    tableNode.frame = view.bounds
  }
}

@MainActor
@Suite struct UIViewAddSubnodeTests {
  @Test func aViewsSubnodeShowsItsViewAtTheNodesFrame() {
    let scene = ListScene()
    let controller = SubnodeHostController()
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    let table = controller.tableNode
    #expect(table.view.superview === controller.view && controller.view.subviews.last === table.view)
    #expect(table.view.frame == scene.window.bounds && table.frame == scene.window.bounds)
    #expect(
      near(
        table.rectForRow(at: IndexPath(row: 1, section: 0)),
        CGRect(x: 0, y: 56 + Separator.third, width: 390, height: 76 + Separator.third)))
    #expect(table.visibleNodes.count == 10)
    table.frame = CGRect(x: 0, y: 100, width: 390, height: 200)
    scene.window.layoutIfNeeded()
    #expect(table.view.frame == CGRect(x: 0, y: 100, width: 390, height: 200))
    #expect(table.visibleNodes.count == 3)  // 56 + 76 + 116 = 248 reach past 200.
    let plain = ASDisplayNode()
    plain.isLayerBacked = true
    controller.view.addSubnode(plain)
    #expect(plain.view.superview === controller.view && controller.view.subviews.count == 2)
  }

  @Test func aForcedSizeLeavesTheImageNodesLayout() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
    let node = ASImageNode()
    node.image = image
    node.forcedSize = CGSize(width: 300, height: 200)
    node.forceUpscaling = true
    #expect(node.layoutThatFits(ASSizeRangeUnconstrained).size == CGSize(width: 30, height: 20))
    #expect(node.forcedSize == CGSize(width: 300, height: 200) && node.forceUpscaling)
  }
}
