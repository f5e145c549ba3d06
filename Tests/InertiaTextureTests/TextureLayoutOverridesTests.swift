import Inertia
import InertiaTexture
import Testing

/// Texture declares `style` (ASLayoutElement), `layoutSpecBlock`, `interfaceState`, `isVisible`,
/// `isInPreloadState` and `isInDisplayState` in its headers, so a Swift subclass may override
/// them; here the framework measures with the style and block an override answers, and a list's
/// range controller keeps moving a node whose `interfaceState` getter is overridden.
@MainActor
@Suite struct TextureLayoutOverridesTests {
  /// A badge that always asks for 120 x 40, whatever its style was set to; it counts the reads.
  final class BadgeNode: ASDisplayNode {
    var reads = 0
    var writes = 0
    override var style: ASLayoutElementStyle {
      get {
        reads += 1
        var fixed = super.style
        fixed.preferredSize = CGSize(width: 120, height: 40)
        return fixed
      }
      set {
        writes += 1
        super.style = newValue
      }
    }
  }

  @Test func aParentSpecMeasuresAChildWithTheStyleItsOverrideAnswers() {
    let badge = BadgeNode()
    badge.style.preferredSize = CGSize(width: 10, height: 10)
    badge.style.flexShrink = 0
    let other = ASDisplayNode()
    other.style.preferredSize = CGSize(width: 30, height: 30)
    let row = ASDisplayNode()
    row.automaticallyManagesSubnodes = true
    row.layoutSpecBlock = { _, _ in
      ASStackLayoutSpec(
        direction: .horizontal, spacing: 5, justifyContent: .start, alignItems: .start,
        children: [badge, other])
    }
    let layout = row.layoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 300, height: 300)))
    #expect(layout.size == CGSize(width: 155, height: 40))
    row.frame = CGRect(origin: .zero, size: layout.size)
    row.view.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
    #expect(other.frame == CGRect(x: 125, y: 0, width: 30, height: 30))
    #expect(badge.writes == 2 && badge.reads > 0)
    // The setter reaches the stored style: its flex shrink is kept under the override's size.
    #expect(badge.style.flexShrink == 0 && badge.style.preferredSize == CGSize(width: 120, height: 40))
  }

  /// A node that builds its spec from an overridden `layoutSpecBlock`: a column of its two parts,
  /// or a row once ``horizontal`` is set; assignments are logged and kept.
  final class ColumnNode: ASDisplayNode {
    let top = ASDisplayNode()
    let bottom = ASDisplayNode()
    var horizontal = false
    var assigned: [String] = []
    private var stored: ASLayoutSpecBlock?

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      top.style.preferredSize = CGSize(width: 60, height: 20)
      bottom.style.preferredSize = CGSize(width: 80, height: 30)
    }

    override var layoutSpecBlock: ASLayoutSpecBlock? {
      get {
        if let stored { return stored }
        return { [unowned self] _, _ in
          ASStackLayoutSpec(
            direction: horizontal ? .horizontal : .vertical, spacing: 4, justifyContent: .start,
            alignItems: .start, children: [top, bottom])
        }
      }
      set {
        assigned.append(newValue == nil ? "nil" : "block")
        stored = newValue
        setNeedsLayout()
      }
    }
  }

  @Test func aNodeMeasuresWithTheBlockItsOverrideAnswersAndKeepsAnAssignedOne() {
    let node = ColumnNode()
    let range = ASSizeRange(min: .zero, max: CGSize(width: 200, height: 200))
    var layout = node.layoutThatFits(range)
    #expect(layout.size == CGSize(width: 80, height: 54))
    node.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    node.view.layoutIfNeeded()
    #expect(node.bottom.frame == CGRect(x: 0, y: 24, width: 80, height: 30))
    node.horizontal = true
    node.setNeedsLayout()
    layout = node.layoutThatFits(range)
    #expect(layout.size == CGSize(width: 144, height: 30))
    node.view.layoutIfNeeded()
    #expect(node.bottom.frame == CGRect(x: 64, y: 0, width: 80, height: 30))
    // An assigned block goes through the override's setter and is what the node measures with.
    let dot = ASDisplayNode()
    dot.style.preferredSize = CGSize(width: 20, height: 20)
    node.layoutSpecBlock = { _, _ in
      ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: dot)
    }
    layout = node.layoutThatFits(range)
    #expect(node.assigned == ["block"])
    #expect(layout.size == CGSize(width: 40, height: 40))
  }

  /// A cell that reports itself always in the preload range, logging the hooks it hears.
  final class EagerCellNode: ASCellNode {
    let log: ListLog
    let name: String
    init(name: String, log: ListLog) {
      self.name = name
      self.log = log
      super.init(id: name)
      style.preferredSize = CGSize(width: 100, height: 300)
    }
    override var interfaceState: ASInterfaceState { super.interfaceState.union(.preload) }
    override var isVisible: Bool { log.events.append("\(name)?visible"); return super.isVisible }
    override func didEnterVisibleState() { log.events.append("\(name)+visible") }
    override func didExitVisibleState() { log.events.append("\(name)-visible") }
    override func didExitPreloadState() { log.events.append("\(name)-preload") }
  }

  final class EagerRows: ASTableDataSource {
    let log = ListLog()
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      EagerCellNode(name: "r\(indexPath.row)", log: log)
    }
  }

  @Test func aListKeepsMovingACellWhoseInterfaceStateGetterIsOverridden() {
    let scene = ListScene()
    let rows = EagerRows()
    let table = ASTableNode()
    table.dataSource = rows
    scene.host(table)
    let first = table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? EagerCellNode
    #expect(first?.isVisible == true)
    #expect(rows.log.events.filter { $0.hasPrefix("r0") } == ["r0+visible", "r0?visible"])
    // Scrolled far away, the first row leaves the screen, then the preload range (two screens
    // behind, Texture's default): its hooks follow the state the range controller gave it, while
    // its getter still answers preload.
    for _ in 0..<4 { scene.dragUp(600) }
    #expect(table.contentOffset.y > 2_100)
    #expect(rows.log.events(of: "r0") == ["+visible", "-visible", "-preload"])
    #expect(first?.isInPreloadState == true && first?.isVisible == false)
    #expect(first?.interfaceState.contains(.visible) == false)
  }
}
