import InertiaTexture
import Testing

/// The fiftieth Texture trial, written as its program writes Texture: codeOfRobin/TestTextureCell,
/// a plain table node added to a controller's view (its frame the view's, set in
/// `viewDidLayoutSubviews`) with two cell nodes, each a switch made by a view block centred above
/// a box; the switch's value change swaps the box for a bigger one through an animated layout
/// transition of the cell.
@MainActor
@Suite struct FiftiethTrialTextureTests {
  /// A cell of a switch 51 x 31 over a box, 4 apart, centred both ways; the switch toggles the
  /// box between 100 and 200 points square.
  final class SwitchCell: ASCellNode {
    enum Box {
      case small, large
      var other: Box { self == .small ? .large : .small }
    }

    var box = Box.small
    let smallBox = ASDisplayNode()
    let largeBox = ASDisplayNode()
    let switchNode: ASDisplayNode
    var toggle: UISwitch? { switchNode.view as? UISwitch }

    override init() {
      switchNode = ASDisplayNode(viewBlock: { UISwitch() })
      super.init()
      automaticallyManagesSubnodes = true
      smallBox.style.width = ASDimensionMake(100)
      smallBox.style.height = ASDimensionMake(100)
      smallBox.backgroundColor = .red
      largeBox.style.width = ASDimensionMake(200)
      largeBox.style.height = ASDimensionMake(200)
      largeBox.backgroundColor = .blue
      switchNode.style.width = ASDimensionMake(51)
      switchNode.style.height = ASDimensionMake(31)
      toggle?.addTarget(self, action: Selector("flip", target: self, SwitchCell.flip), for: .valueChanged)
    }

    func flip() {
      box = box.other
      transitionLayout(withAnimation: true, shouldMeasureAsync: false, measurementCompletion: nil)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASStackLayoutSpec(
        direction: .vertical, spacing: 4, justifyContent: .center, alignItems: .center,
        children: [switchNode, box == .small ? smallBox : largeBox])
    }
  }

  /// The program's screen: a table node of two switch cells filling the view.
  final class SwitchTable: UIViewController, ASTableDataSource {
    let tableNode = ASTableNode(style: .plain)

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubnode(tableNode)
      tableNode.dataSource = self
    }

    func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode { SwitchCell() }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      tableNode.frame = view.frame
    }
  }

  private func cell(_ screen: SwitchTable, _ row: Int) -> SwitchCell? {
    screen.tableNode.nodeForRow(at: IndexPath(row: row, section: 0)) as? SwitchCell
  }

  /// Taps the switch of `row` at its centre.
  private func tapSwitch(
    of row: Int, in screen: SwitchTable, _ gestures: GestureSynthesizer, _ clock: ManualClock
  ) {
    guard let switchNode = cell(screen, row)?.switchNode, let window = screen.view.window else { return }
    gestures.tap(at: switchNode.view.convert(CGPoint(x: 25.5, y: 15.5), to: window))
    clock.advance(by: 0.5)
  }

  @Test func eachRowIsItsCentredStackAndTheSeparator() {
    let screen = SwitchTable()
    let (_, window, _) = textureTrialHost(screen)
    #expect(screen.tableNode.frame == window.bounds)
    // The stack takes the row's whole width (375) and its children's height: 31 + 4 + 100.
    #expect(rowsStack(screen.tableNode, width: 375, nodeHeights: [135, 135], pixel: 0.5))
    #expect(screen.tableNode.view.contentSize.height == 271)
    // Under the 20-point status bar, at rest.
    #expect(screen.tableNode.contentOffset.y == -20)
    let first = cell(screen, 0)
    // Centred across 375 points: (375 - 51) / 2 and (375 - 100) / 2, floored to the pixel.
    #expect(first?.switchNode.frame == CGRect(x: 162, y: 0, width: 51, height: 31))
    #expect(first?.smallBox.frame == CGRect(x: 137.5, y: 35, width: 100, height: 100))
  }

  @Test func aTapOnTheSwitchGrowsItsRowThroughTheTransition() {
    let screen = SwitchTable()
    let (clock, _, gestures) = textureTrialHost(screen)
    tapSwitch(of: 0, in: screen, gestures, clock)
    let first = cell(screen, 0)
    #expect(first?.toggle?.isOn == true)
    #expect(first?.box == .large)
    // The row is the new stack (31 + 4 + 200) and the separator; the second row moves down.
    #expect(rowsStack(screen.tableNode, width: 375, nodeHeights: [235, 135], pixel: 0.5))
    #expect(screen.tableNode.view.contentSize.height == 371)
    #expect(first?.frame.size == CGSize(width: 375, height: 235))
    #expect(first?.largeBox.frame == CGRect(x: 87.5, y: 35, width: 200, height: 200))
    // The small box left with the transition's completion; the switch stayed where it was.
    #expect(first?.smallBox.supernode == nil)
    #expect(first?.switchNode.frame == CGRect(x: 162, y: 0, width: 51, height: 31))
    #expect(first?.largeBox.alpha == 1)
  }

  @Test func switchesFlipTheirOwnRowsBackAndForth() {
    let screen = SwitchTable()
    let (clock, _, gestures) = textureTrialHost(screen)
    tapSwitch(of: 0, in: screen, gestures, clock)
    tapSwitch(of: 1, in: screen, gestures, clock)
    #expect(rowsStack(screen.tableNode, width: 375, nodeHeights: [235, 235], pixel: 0.5))
    tapSwitch(of: 0, in: screen, gestures, clock)
    #expect(cell(screen, 0)?.toggle?.isOn == false)
    #expect(rowsStack(screen.tableNode, width: 375, nodeHeights: [135, 235], pixel: 0.5))
    #expect(cell(screen, 0)?.smallBox.frame == CGRect(x: 137.5, y: 35, width: 100, height: 100))
    #expect(screen.tableNode.view.contentSize.height == 371)
  }

  @Test func midwayTheNewBoxFadesInAtItsFinalFrame() {
    let screen = SwitchTable()
    let (clock, window, gestures) = textureTrialHost(screen)
    guard let first = cell(screen, 0) else {
      Issue.record("no first row")
      return
    }
    gestures.tap(at: first.switchNode.view.convert(CGPoint(x: 25.5, y: 15.5), to: window))
    clock.advance(by: 0.1)
    // Texture's default transition: inserted nodes fade in over 0.2 s at their new frames.
    #expect(first.largeBox.frame == CGRect(x: 87.5, y: 35, width: 200, height: 200))
    let shown = first.largeBox.view.layer.presentation()?.opacity ?? 1
    #expect(shown > 0.05 && shown < 0.95)
    clock.advance(by: 0.4)
    #expect(first.smallBox.supernode == nil)
  }
}
