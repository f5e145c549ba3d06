import Inertia
import InertiaTexture
import Testing

/// Texture's properties and methods are Objective-C ones a Swift subclass may override; here each
/// is `open`, and the framework reaches the override where Texture calls it: a layout pass sets
/// an overridden `frame`, a transition reads an overridden duration and sets an overridden
/// `alpha`, a table reads an overridden `dataSource`, a pager's page size reads `bounds`.
@MainActor
@Suite struct TextureOverridesTests {
  /// A node logging the overridden node members the framework calls.
  final class LoggingNode: ASDisplayNode {
    var log: [String] = []
    var slop = UIEdgeInsets.zero
    override var frame: CGRect {
      didSet {
        log.append("frame \(Int(frame.minX)),\(Int(frame.minY)) \(Int(frame.width))x\(Int(frame.height))")
      }
    }
    override var alpha: CGFloat {
      didSet { log.append("alpha \(alpha)") }
    }
    override var hitTestSlop: UIEdgeInsets {
      get { slop }
      set { slop = newValue }
    }
    override func setNeedsLayout() {
      log.append("setNeedsLayout")
      super.setNeedsLayout()
    }
    override func removeFromSupernode() {
      log.append("removeFromSupernode")
      super.removeFromSupernode()
    }
  }

  /// A node whose layout holds `first`, or `second` too after ``grows``, transitioning for
  /// ``duration`` seconds (its overridden default duration).
  final class GrowingNode: ASDisplayNode {
    let first = LoggingNode()
    let second = LoggingNode()
    var grows = false
    var durationReads = 0
    var completions = 0

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      first.style.preferredSize = CGSize(width: 50, height: 20)
      second.style.preferredSize = CGSize(width: 50, height: 30)
    }

    override var defaultLayoutTransitionDuration: TimeInterval {
      get {
        durationReads += 1
        return 0.5
      }
      set { super.defaultLayoutTransitionDuration = newValue }
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASStackLayoutSpec(
        direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .start,
        children: grows ? [first, second] : [first])
    }

    override func didCompleteLayoutTransition(_ context: ASContextTransitioning) {
      completions += 1
      super.didCompleteLayoutTransition(context)
    }
  }

  @Test func aLayoutPassSetsTheOverriddenFrameAndSubnodeChangesCallTheOverriddenMethods() {
    let parent = LoggingNode()
    let child = LoggingNode()
    child.style.preferredSize = CGSize(width: 40, height: 30)
    parent.automaticallyManagesSubnodes = true
    parent.layoutSpecBlock = { _, _ in
      ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 5, left: 7, bottom: .infinity, right: .infinity), child: child)
    }
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    parent.log.removeAll()
    _ = parent.layoutIfNeeded()
    #expect(child.log.filter { $0.hasPrefix("frame") } == ["frame 7,5 40x30"])
    #expect(parent.subnodes.first === child)
    // Moving the child to another node removes it from its parent first, which then needs layout.
    let other = LoggingNode()
    child.log.removeAll()
    parent.log.removeAll()
    other.addSubnode(child)
    #expect(child.log == ["removeFromSupernode"])
    #expect(parent.log == ["setNeedsLayout"])
    #expect(other.log == ["setNeedsLayout"])
  }

  @Test func hitTestingReadsTheOverriddenSlop() {
    let node = LoggingNode()
    node.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    #expect(!node.point(inside: CGPoint(x: 45, y: 20), with: nil))
    node.slop = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
    #expect(node.point(inside: CGPoint(x: 45, y: 20), with: nil))
    #expect(!node.point(inside: CGPoint(x: 51, y: 20), with: nil))
  }

  @Test func theDefaultTransitionReadsTheOverriddenDurationAndSetsTheOverriddenAlpha() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 300, height: 300), scale: 1, clock: clock)
    let node = GrowingNode()
    node.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    window.addSubview(node.view)
    _ = node.layoutIfNeeded()
    node.grows = true
    node.transitionLayout(withAnimation: true, shouldMeasureAsync: false)
    #expect(node.durationReads == 1)
    // The inserted node fades in: cleared, then given back its alpha inside the animation.
    #expect(node.second.log.filter { $0.hasPrefix("alpha") } == ["alpha 0.0", "alpha 1.0"])
    clock.advance(by: 0.3)
    #expect(node.completions == 0)
    clock.advance(by: 0.3)
    #expect(node.completions == 1)
    withExtendedLifetime(window) {}
  }

  /// A node that is layer-backed by its override, not by a setting.
  final class LayerBackedNode: ASDisplayNode {
    override var isLayerBacked: Bool {
      get { true }
      set { super.isLayerBacked = newValue }
    }
  }

  @Test func safeAreaInsetsReadTheOverriddenLayerBacking() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(
      size: CGSize(width: 300, height: 300), scale: 1,
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), clock: clock)
    let plain = ASDisplayNode()
    let backed = LayerBackedNode()
    for node in [plain, backed] {
      node.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
      window.addSubview(node.view)
    }
    window.layoutIfNeeded()
    #expect(plain.safeAreaInsets.top == 20)
    #expect(backed.safeAreaInsets == .zero)
  }

  /// A control logging the interaction changes its target list makes.
  final class LoggingControl: ASControlNode {
    var interaction: [Bool] = []
    override var isUserInteractionEnabled: Bool {
      didSet { interaction.append(isUserInteractionEnabled) }
    }
  }

  @Test func aControlSetsTheOverriddenInteractionWhenTargetsAreAdded() {
    let control = LoggingControl()
    #expect(control.interaction == [false])
    control.addTarget(control, action: "tapped:", forControlEvents: .touchUpInside)
    #expect(control.interaction == [false, true])
    #expect(control.view.isUserInteractionEnabled)
  }

  /// A button that is always selected by its override.
  final class SelectedButton: ASButtonNode {
    override var isSelected: Bool {
      get { true }
      set { super.isSelected = newValue }
    }
  }

  @Test func aButtonShowsTheTitleOfItsOverriddenState() {
    let button = SelectedButton()
    button.setTitle("Off", with: nil, with: nil, for: .normal)
    button.setTitle("On", with: nil, with: nil, for: .selected)
    #expect(button.titleNode.attributedText?.string == "On")
    #expect(button.state == .selected)
  }

  /// An editable text node counting the framework's placeholder checks.
  final class CountingEditableNode: ASEditableTextNode {
    var placeholderChecks = 0
    override func isDisplayingPlaceholder() -> Bool {
      placeholderChecks += 1
      return super.isDisplayingPlaceholder()
    }
  }

  @Test func anEditableTextNodeAsksTheOverriddenPlaceholderCheck() {
    let node = CountingEditableNode()
    node.attributedPlaceholderText = NSAttributedString(string: "Say something")
    node.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    _ = node.view
    let before = node.placeholderChecks
    node.attributedText = NSAttributedString(string: "Hello")
    #expect(node.placeholderChecks > before)
    #expect(!node.isDisplayingPlaceholder())
  }

  /// A pager whose bounds are a fixed 100 x 200 by its override, whatever its frame.
  final class FixedPager: ASPagerNode {
    override var bounds: CGRect { CGRect(x: 0, y: 0, width: 100, height: 200) }
  }

  /// A pager delegate keeping the default page size range.
  final class DefaultPagerDelegate: ASPagerDelegate {}

  @Test func aPagerSizesItsPagesFromTheOverriddenBounds() {
    let pager = FixedPager()
    pager.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
    pager.view.contentOffset = CGPoint(x: 250, y: 0)
    #expect(pager.pageSize == CGSize(width: 100, height: 200))
    #expect(pager.currentPageIndex == 2)
    let range = DefaultPagerDelegate().pagerNode(pager, constrainedSizeForNodeAt: 0)
    #expect(range.min == CGSize(width: 100, height: 200) && range.max == CGSize(width: 100, height: 200))
  }

  /// A node that always reports its view unloaded, counting its `didLoad` calls.
  final class UnloadedReportingNode: ASDisplayNode {
    var loads = 0
    override var isNodeLoaded: Bool { false }
    override func didLoad() {
      super.didLoad()
      loads += 1
    }
  }

  @Test func anOverriddenLoadCheckChangesNeitherTheLoadNorWhereViewPropertiesGo() {
    let node = UnloadedReportingNode()
    node.alpha = 0.25
    let view = node.view
    #expect(node.view === view)
    #expect(node.loads == 1)
    #expect(view.alpha == 0.25)
    // Texture's bridge checks its view instance variable, not the overridable getter.
    node.alpha = 0.5
    node.cornerRadius = 6
    #expect(view.alpha == 0.5)
    #expect(view.layer.cornerRadius == 6)
    var ran = 0
    node.onDidLoad { _ in ran += 1 }
    #expect(ran == 1)
    #expect(!node.isNodeLoaded)
  }

  /// A text node measured at an overridden width.
  final class NarrowTextNode: ASTextNode {
    var width: CGFloat = 1000
    override var bounds: CGRect { CGRect(x: 0, y: 0, width: width, height: 1000) }
  }

  @Test func aTextNodeCountsItsLinesInTheOverriddenBounds() {
    let node = NarrowTextNode()
    node.attributedText = NSAttributedString(
      string: "one two three four five six", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    #expect(node.lineCount == 1)
    node.width = 60
    #expect(node.lineCount > 2)
  }

  /// A table whose rows come from the source its override answers, whatever was assigned.
  final class FixedSourceTable: ASTableNode {
    let rows = BoxRows(boxHeights: [40, 60])
    override var dataSource: ASTableDataSource? {
      get { rows }
      set { super.dataSource = newValue }
    }
  }

  @Test func aTableReadsItsRowsFromTheOverriddenDataSource() {
    let scene = ListScene()
    let table = FixedSourceTable()
    scene.host(table)
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(
      (table.nodeForRow(at: IndexPath(row: 1, section: 0)) as? BoxCellNode)?.box.style.preferredSize.height
        == 60)
  }

  /// A collection whose items come from the source its override answers.
  final class FixedSourceCollection: ASCollectionNode {
    let tiles = ASCollectionNodeTests.Tiles(boxHeights: [40, 60, 100])
    override var dataSource: ASCollectionDataSource? {
      get { tiles }
      set { super.dataSource = newValue }
    }
  }

  @Test func aCollectionReadsItsItemsFromTheOverriddenDataSource() {
    let scene = ListScene()
    let collection = FixedSourceCollection(collectionViewLayout: UICollectionViewFlowLayout())
    scene.host(collection)
    collection.reloadData()
    #expect(collection.numberOfItems(inSection: 0) == 3)
  }

  /// A collection logging the calls to its overridden batch and reload methods (their types hold
  /// `@MainActor` closures: `@preconcurrency open` in the framework).
  final class LoggingCollection: ASCollectionNode {
    var log: [String] = []
    override func performBatch(
      animated: Bool, updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
      log.append("performBatch animated \(animated)")
      super.performBatch(animated: animated, updates: updates, completion: completion)
    }
    override func reloadData(completion: (@MainActor () -> Void)? = nil) {
      log.append("reloadData")
      super.reloadData(completion: completion)
    }
  }

  @Test func batchUpdatesAndReloadsGoThroughTheOverriddenMethods() {
    let scene = ListScene()
    let tiles = ASCollectionNodeTests.Tiles(boxHeights: [40, 60])
    let collection = LoggingCollection(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = tiles
    scene.host(collection)
    collection.reloadData { collection.log.append("reloaded") }
    #expect(collection.log == ["reloadData", "reloaded"])
    tiles.boxHeights.append(100)
    // `performBatchUpdates` batches through `performBatch(animated:...)`, animated as Texture's is
    // while animations are enabled.
    collection.performBatchUpdates({ collection.insertItems(at: [IndexPath(item: 2, section: 0)]) }) {
      collection.log.append("completion \($0)")
    }
    scene.clock.advance(by: 1)
    #expect(collection.log == ["reloadData", "reloaded", "performBatch animated true", "completion true"])
    #expect(collection.numberOfItems(inSection: 0) == 3)
  }
}
