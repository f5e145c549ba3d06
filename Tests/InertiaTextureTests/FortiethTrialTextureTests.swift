import Foundation
import Inertia
import InertiaTexture
import Testing

/// The fortieth porting trial's Texture idioms: a banner whose image and caption are made inside
/// the `layoutSpecBlock`, chat rows whose reaction labels are made in `layoutSpecThatFits`, a
/// scroll controller asking for an unbounded height in `nodeConstrainedSize()`, a chat screen
/// loading its messages from a `Timer(timeInterval:repeats:block:)` added to the run loop, a
/// message label in a plain table cell collapsed by a tap recogniser and measured again by hand,
/// and a row caching the layout `calculateLayoutThatFits(_:restrictedTo:relativeToParentSize:)`
/// gives.
@MainActor
@Suite struct FortiethTrialTextureTests {
  typealias Phone = TexturePhone

  /// Advances `seconds` a frame at a time, laying the window out after each.
  func turns(_ seconds: Double, on phone: Phone) {
    for _ in 0..<Int((seconds * 60).rounded(.up)) {
      phone.clock.advance(by: 1.0 / 60)
      phone.window.layoutIfNeeded()
    }
  }

  // MARK: Nodes made inside a spec

  /// A banner screen whose image and caption exist only in the spec its block returns.
  final class BannerScreen: ASDKViewController<ASDisplayNode> {
    override init() {
      let node = ASDisplayNode()
      node.automaticallyManagesSubnodes = true
      super.init(node: node)
      node.layoutSpecBlock = { _, constrainedSize in
        let cover = ASImageNode()
        cover.style.width = ASDimensionMake(constrainedSize.max.width)
        cover.style.height = ASDimensionMake(200)
        let caption = ASTextNode()
        caption.attributedText = NSAttributedString(
          string: "IMAGE CAPTION IN THE BANNER", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
        let insets = UIEdgeInsets(top: .infinity, left: 16, bottom: 16, right: 16)
        let overlay = ASOverlayLayoutSpec(
          child: cover, overlay: ASInsetLayoutSpec(insets: insets, child: caption))
        return ASStackLayoutSpec(
          direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [overlay])
      }
    }

    required init?(coder: NSCoder) { fatalError("no archives") }
  }

  @Test func nodesMadeInALayoutSpecBlockLiveUntilTheLayoutAddsThem() {
    let phone = Phone()
    let screen = BannerScreen()
    phone.show(screen)
    let shown = screen.node.subnodes
    #expect(shown.count == 2)
    #expect(shown.first is ASImageNode)
    #expect(shown.first?.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
    // Two 36-point lines of 30-point text, 16 points above the cover's foot: 200 - 16 - 72.
    let caption = shown.last as? ASTextNode
    #expect(caption?.frame == CGRect(x: 16, y: 112, width: 343, height: 72))
    #expect(caption?.isNodeLoaded == true)
  }

  /// A chat row whose reactions are text nodes made each time its spec is asked for.
  final class ReactionRow: ASCellNode {
    let reactions: [String]

    init(reactions: [String]) {
      self.reactions = reactions
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let labels = reactions.map { reaction -> ASTextNode in
        let label = ASTextNode()
        label.attributedText = NSAttributedString(string: reaction)
        return label
      }
      let column = ASStackLayoutSpec(
        direction: .vertical, spacing: 5, justifyContent: .start, alignItems: .start, children: labels)
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: column)
    }
  }

  final class Reactions: ASTableDataSource {
    let rows = [["haha", "cry"], [], ["haha"]]
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      ReactionRow(reactions: rows[indexPath.row])
    }
  }

  @Test func reactionLabelsMadeInLayoutSpecThatFitsShowInTheirRows() throws {
    let phone = Phone()
    let source = Reactions()
    let table = ASTableNode()
    table.dataSource = source
    phone.host(table)
    let first = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)))
    let labels = first.subnodes.compactMap { $0 as? ASTextNode }
    #expect(labels.map { $0.attributedText?.string } == ["haha", "cry"])
    // 12-point lines of 14.5 points, 5 apart, inside 10-point insets.
    #expect(labels.map(\.frame.minY) == [10, 29.5])
    #expect(first.frame.height == 54)
    #expect(table.nodeForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 20)
    #expect(table.nodeForRow(at: IndexPath(row: 2, section: 0))?.subnodes.count == 1)
  }

  // MARK: A controller's unbounded range

  /// A scroll node subclass stacking seven bands (810 points).
  final class Bands: ASScrollNode {
    let bands = [80, 40, 120, 300, 10, 160, 100].map { Band(height: CGFloat($0)) }

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      automaticallyManagesContentSize = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec.vertical()
      column.children = bands
      return column
    }
  }

  /// Asks for its view's size at least and no bound below, hoping for an unbounded layout.
  final class BandsScreen: ASDKViewController<Bands> {
    override init() { super.init(node: Bands()) }

    required init?(coder: NSCoder) { fatalError("no archives") }

    override func nodeConstrainedSize() -> ASSizeRange {
      ASSizeRange(
        min: view.bounds.size, max: CGSize(width: view.bounds.width, height: .greatestFiniteMagnitude))
    }
  }

  @Test func theViewsBoundsWinOverAControllersUnboundedRange() {
    let phone = Phone()
    let screen = BandsScreen()
    phone.show(screen)
    let bands = screen.node!
    // Texture's layout pass measures again at the bounds when the range's layout (810 tall)
    // is not the view's size; the content is still the bands' 810 points.
    #expect(bands.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(bands.calculatedSize == CGSize(width: 375, height: 667))
    #expect(bands.view.contentSize == CGSize(width: 375, height: 810))
    #expect(bands.bands.map(\.frame.minY) == [0, 80, 120, 240, 540, 550, 710])
    phone.gestures.fling(from: CGPoint(x: 180, y: 550), velocity: CGPoint(x: 0, y: -2500), distance: 150)
    turns(4, on: phone)
    #expect(abs(bands.view.contentOffset.y - 143) < 0.5)
    phone.gestures.tap(at: CGPoint(x: 180, y: 600))
    turns(0.5, on: phone)
    #expect(bands.bands.map(\.taps) == [0, 0, 0, 0, 0, 0, 1])
  }

  // MARK: A run-loop timer made by Foundation's initializer

  /// Loads its messages a second after its view loads, from a block timer added to the run loop
  /// (as `inertia port` writes `Timer(timeInterval:repeats:block:)` and `RunLoop.main.add`).
  final class ChatScreen: UIViewController {
    var timer: Timer?
    var loadedAt: Double?
    let clock: ManualClock

    init(clock: ManualClock) {
      self.clock = clock
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    override func viewDidLoad() {
      super.viewDidLoad()
      let timer = Timer(appClockTimeInterval: 1, repeats: false) { [weak self] _ in
        MainActor.assumeIsolated { self?.loadedAt = self?.clock.now }
      }
      self.timer = timer
      RunLoop.main.addToAppClock(timer, forMode: .default)
    }
  }

  @Test func aBlockTimerAddedToTheRunLoopFiresAfterItsIntervalOnce() {
    let phone = Phone()
    let screen = ChatScreen(clock: phone.clock)
    let start = phone.clock.now
    phone.show(screen)
    turns(0.9, on: phone)
    #expect(screen.loadedAt == nil)
    turns(0.2, on: phone)
    #expect(screen.loadedAt.map { abs($0 - start - 1) < 1.0 / 60 + 0.01 } == true)
    screen.loadedAt = nil
    turns(2, on: phone)
    #expect(screen.loadedAt == nil)
  }

  // MARK: A plain table cell holding a node

  final class Message {
    let text: String
    var showAll = true
    init(_ text: String) { self.text = text }
  }

  /// A message shown in a label the node's view block makes; a tap collapses it to two lines
  /// (a fixed 44 points) and asks for the row to be measured again.
  final class MessageText: ASDisplayNode {
    let label = UILabel()
    let message: Message
    var onTap: () -> Void = {}

    init(message: Message) {
      self.message = message
      super.init()
      setViewBlock { [label] in label }
      style.flexShrink = 1
    }

    override func didLoad() {
      super.didLoad()
      label.isUserInteractionEnabled = true
      label.text = message.text
      let tap = UITapGestureRecognizer(
        target: self, action: Selector("collapse", target: self, Self.collapse))
      view.addGestureRecognizer(tap)
    }

    func collapse() {
      message.showAll.toggle()
      onTap()
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let spec = ASWrapperLayoutSpec(layoutElements: [])
      spec.style.preferredSize = CGSize(width: 200, height: message.showAll ? 120 : 44)
      return spec
    }
  }

  /// The row's node: the message inset by 10 in a row beside a 44-point avatar column.
  final class MessageRow: ASDisplayNode {
    let text: MessageText

    init(message: Message) {
      text = MessageText(message: message)
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let avatar = ASWrapperLayoutSpec(layoutElements: [])
      avatar.style.minSize = CGSize(width: 44, height: 0)
      let row = ASStackLayoutSpec(
        direction: .horizontal, spacing: 5, justifyContent: .start, alignItems: .start,
        children: [avatar, text])
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: row)
    }
  }

  final class MessageCell: UITableViewCell {
    var row: MessageRow?
  }

  /// A UIKit table whose heights come from measuring each row's node by hand.
  final class MessageList: NSObject, UITableViewDataSource, UITableViewDelegate {
    let messages = [Message("a long message"), Message("another")]
    var heights: [CGFloat] = []
    var selected: [Int] = []
    weak var table: UITableView?

    func measure(_ row: MessageRow) -> CGFloat {
      row.layoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 375, height: 667))).size.height
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      heights[indexPath.row]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = MessageCell(style: .default, reuseIdentifier: nil)
      let row = MessageRow(message: messages[indexPath.row])
      cell.row = row
      cell.contentView.addSubnode(row)
      row.frame = CGRect(x: 0, y: 0, width: 375, height: heights[indexPath.row])
      row.text.onTap = { [weak self, weak row] in
        guard let self, let row else { return }
        self.heights[indexPath.row] = self.measure(row)
        self.table?.reloadRows(at: [indexPath], with: .none)
      }
      return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath.row)
    }
  }

  @Test func aTapRecognizerOnALabelInAPlainCellCollapsesItsMessageAndTheRowShrinks() throws {
    let phone = Phone()
    let list = MessageList()
    list.heights = list.messages.map { list.measure(MessageRow(message: $0)) }
    #expect(list.heights == [140, 140])
    let table = UITableView(frame: phone.window.bounds)
    list.table = table
    table.dataSource = list
    table.delegate = list
    phone.window.addSubview(table)
    phone.window.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)
    let label = try #require(cell.row?.text.view)
    #expect(label.convert(label.bounds, to: phone.window) == CGRect(x: 59, y: 10, width: 200, height: 120))
    // The content view takes the touch, so the label's recogniser gets it; no row is selected.
    phone.gestures.tap(at: CGPoint(x: 100, y: 60))
    turns(0.5, on: phone)
    #expect(list.messages[0].showAll == false)
    // Measured by hand in another range than its frame's, the row asks its message again: 10 + 44 + 10.
    #expect(list.heights == [64, 140])
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 64)
    #expect(list.selected.isEmpty)
    // A touch on the cell's plain views still selects the row.
    phone.gestures.tap(at: CGPoint(x: 20, y: 100))
    turns(0.5, on: phone)
    #expect(list.selected == [1])
  }

  @Test func aRowMeasuredByHandInTheSameRangeAgainKeepsItsLayout() {
    let message = Message("kept")
    let row = MessageRow(message: message)
    let range = ASSizeRange(min: .zero, max: CGSize(width: 375, height: 667))
    #expect(row.layoutThatFits(range).size.height == 140)
    // Texture's layout valid for that range answers: the model changed without setNeedsLayout().
    message.showAll = false
    #expect(row.layoutThatFits(range).size.height == 140)
    row.setNeedsLayout()
    #expect(row.layoutThatFits(range).size.height == 64)
  }

  // MARK: calculateLayoutThatFits(_:restrictedTo:relativeToParentSize:)

  /// A photo row keeping the first layout it computes, as a feed measuring on a queue does.
  final class PhotoRow: ASCellNode {
    let photo = ASImageNode()
    var cache: ASLayout?
    var computed = 0

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASRatioLayoutSpec(ratio: 1, child: photo)
    }

    override func calculateLayoutThatFits(
      _ constrainedSize: ASSizeRange, restrictedTo size: ASLayoutElementSize,
      relativeToParentSize parentSize: CGSize
    ) -> ASLayout {
      if let cache { return cache }
      computed += 1
      let layout = super.calculateLayoutThatFits(
        constrainedSize, restrictedTo: size, relativeToParentSize: parentSize)
      cache = layout
      return layout
    }
  }

  @Test func calculateLayoutThatFitsRestrictedToTheStylesSizeResolvesItAgainstTheParent() {
    let row = PhotoRow()
    row.style.width = ASDimensionMake(.fraction, 0.5)
    let range = ASSizeRange(min: .zero, max: CGSize(width: 375, height: 10_000))
    let first = row.calculateLayoutThatFits(
      range, restrictedTo: row.style.size, relativeToParentSize: range.max)
    // Half the parent's 375 points, made square by the ratio spec.
    #expect(first.size == CGSize(width: 187.5, height: 187.5))
    let again = row.calculateLayoutThatFits(
      ASSizeRangeMake(CGSize(width: 100, height: 100)), restrictedTo: row.style.size,
      relativeToParentSize: .zero)
    #expect(again.size == first.size)
    #expect(row.computed == 1)
    var size = ASLayoutElementSizeMake()
    size.minWidth = ASDimensionMake(300)
    size.width = ASDimensionMake(200)
    size.maxHeight = ASDimensionMake(.fraction, 0.25)
    let resolved = ASLayoutElementSizeResolve(size, CGSize(width: 375, height: 400))
    // A minimum wins over the exact size; the fraction is of the parent.
    #expect(resolved.min == CGSize(width: 300, height: 0))
    #expect(resolved.max == CGSize(width: 300, height: 100))
    #expect(ASLayoutElementSizeMakeFromCGSize(CGSize(width: 10, height: 20)).height == ASDimensionMake(20))
  }
}
