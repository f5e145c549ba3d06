import InertiaTexture
import Testing

/// The forty-ninth Texture trial, written as its programs write Texture: Texture's own layout
/// examples (an overview table of titled rows, a profile row whose text column spreads its lines
/// with `.spaceAround`), its tail-loading table (a spinner row while a batch is fetched, rows
/// added a second later) and a layout test that insets its stacks by the node's safe area and
/// sizes a square by a percentage of its parent's width.
@MainActor
@Suite struct FortyNinthTrialTextureTests {
  /// Bold text of `size` points, as the layout examples make their strings.
  private func bold(_ string: String, _ size: CGFloat, kern: CGFloat? = nil) -> NSAttributedString {
    var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: size)]
    if let kern { attributes[.kern] = kern }
    return NSAttributedString(string: string, attributes: attributes)
  }

  /// An overview row: a title over an optional description, 5 apart, inset 10 / 16 / 10 / 10.
  final class TitleCell: ASCellNode {
    let titleNode = ASTextNode()
    let descriptionNode = ASTextNode()

    init(title: NSAttributedString, description: NSAttributedString?) {
      super.init()
      automaticallyManagesSubnodes = true
      titleNode.attributedText = title
      descriptionNode.attributedText = description
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec.vertical()
      column.alignItems = .start
      column.spacing = 5
      column.children = [titleNode, descriptionNode]
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 10), child: column)
    }
  }

  final class Overview: NSObject, ASTableDataSource, ASTableDelegate {
    let rows: [(String, String?)]
    init(rows: [(String, String?)]) { self.rows = rows }
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let (title, description) = rows[indexPath.row]
      return {
        TitleCell(
          title: NSAttributedString(string: title, attributes: [.font: UIFont.boldSystemFont(ofSize: 16)]),
          description: description.map {
            NSAttributedString(string: $0, attributes: [.font: UIFont.boldSystemFont(ofSize: 12)])
          })
      }
    }
  }

  @Test func overviewRowsWrapLongTitlesAndKeepTheSpacingOfAnEmptyDescription() {
    let table = ASTableNode()
    let overview = Overview(rows: [
      ("Header with left and right justified text", "try rotating me!"),
      ("Photo with outset icon overlay", nil),
    ])
    table.dataSource = overview
    table.delegate = overview
    let navigation = UINavigationController(rootViewController: ASDKViewController(node: table))
    let (_, window, _) = textureTrialHost(navigation)
    window.layoutIfNeeded()
    // 41 characters of 8.8 points do not fit 349: two lines of 19.2 (38.5 on the pixel grid).
    let first = table.nodeForRow(at: IndexPath(row: 0, section: 0)) as! TitleCell
    #expect(first.frame.height == 78)
    #expect(first.titleNode.frame == CGRect(x: 16, y: 10, width: 317, height: 38.5))
    #expect(first.descriptionNode.frame == CGRect(x: 16, y: 53.5, width: 106, height: 14.5))
    // No description: a text node without text takes no width and a 12-point line (TextKit's
    // extra line fragment, {0, 13.8} on iOS: AsyncDisplayKit issue 2555 shows this gap), 5 points
    // down.
    let second = table.nodeForRow(at: IndexPath(row: 1, section: 0)) as! TitleCell
    #expect(second.frame.height == 59)
    #expect(second.descriptionNode.frame == CGRect(x: 16, y: 34.5, width: 0, height: 14.5))
    // Each row and its half-point separator (78.5 and 59.5), under the 64-point bar.
    #expect(table.view.contentSize.height == 138)
    #expect(table.view.contentOffset.y == -64)
  }

  @Test func aProfileRowPlacesItsSpreadLinesOnWholePixels() {
    // A 44-point avatar beside a column spreading a 20.5- and a 17-point line with .spaceAround:
    // 3.25 points around each; Texture's flattened layout rounds 121.625 and 145.375 up.
    let avatar = testNode("avatar", CGSize(width: 44, height: 44))
    let name = testNode("name", CGSize(width: 103, height: 20.5))
    let subtitle = testNode("subtitle", CGSize(width: 200, height: 17))
    let profile = ASDisplayNode()
    profile.automaticallyManagesSubnodes = true
    profile.layoutSpecBlock = { _, _ in
      let column = ASStackLayoutSpec.vertical()
      column.justifyContent = .spaceAround
      column.children = [name, subtitle]
      let row = ASStackLayoutSpec.horizontal()
      row.spacing = 10
      row.children = [avatar, column]
      return ASInsetLayoutSpec(
        insets: UIEdgeInsets(top: 120, left: 20, bottom: .infinity, right: 20), child: row)
    }
    profile.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    profile.layoutIfNeeded()
    #expect(avatar.frame == CGRect(x: 20, y: 120, width: 44, height: 44))
    #expect(name.frame.origin == CGPoint(x: 74, y: 122))
    #expect(subtitle.frame.origin == CGPoint(x: 74, y: 145.5))
  }

  /// The tail-loading row: a "Loading…" label kerned -0.3 beside a 20-point spinner, centred.
  final class LoadingCell: ASCellNode {
    let label = ASTextNode()
    let spinner = ASDisplayNode()

    init(label text: NSAttributedString) {
      super.init()
      addSubnode(label)
      addSubnode(spinner)
      label.attributedText = text
      spinner.style.preferredSize = CGSize(width: 20, height: 20)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASStackLayoutSpec(
        direction: .horizontal, spacing: 16, justifyContent: .center, alignItems: .center,
        children: [label, spinner])
    }
  }

  @Test func aKernedLabelIsNarrowerAndItsCentredRowLandsOnWholePixels() {
    let label = ASTextNode()
    label.attributedText = bold("Loading…", 12, kern: -0.3)
    // 8 characters of 6.6 points, each 0.3 closer: 50.4, 50.5 on the pixel grid.
    #expect(label.layoutThatFits(range(0, 0, 375, 100)).size == CGSize(width: 50.5, height: 14.5))
    let cell = LoadingCell(label: bold("Loading…", 12, kern: -0.3))
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
    cell.layoutIfNeeded()
    // (375 - 86.5) / 2 = 144.25, rounded up to 144.5; the spinner at 210.75, to 211.
    #expect(cell.label.frame == CGRect(x: 144.5, y: 14.5, width: 50.5, height: 14.5))
    #expect(cell.spinner.frame == CGRect(x: 211, y: 12, width: 20, height: 20))
  }

  @Test func aShrunkTextScalesItsKernWithItsFont() {
    // "Loading…" kerned 2 at 20 points: 8 x 13 = 104 does not fit 80; at half size the font is
    // 10 points and the kern 1, 8 x 6.5 = 52.
    let label = ASTextNode()
    label.attributedText = bold("Loading…", 20, kern: 2)
    label.maximumNumberOfLines = 1
    label.pointSizeScaleFactors = [0.5]
    #expect(label.layoutThatFits(range(0, 0, 80, 100)).size == CGSize(width: 52, height: 12))
    #expect(label.layoutThatFits(range(0, 0, 200, 100)).size == CGSize(width: 104, height: 24))
  }

  /// A feed that adds a spinner row on the next turn of the main queue when a batch begins and
  /// `batch` rows a second later, in place of the spinner, as Texture's tail-loading example does.
  final class TailFeed: NSObject, ASTableDataSource, ASTableDelegate {
    var itemCount = 20
    var fetchingMore = false
    var fetches = 0
    let batch: Int
    weak var table: ASTableNode?

    init(batch: Int) { self.batch = batch }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
      itemCount + (fetchingMore ? 1 : 0)
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      if fetchingMore && indexPath.row == itemCount {
        return {
          let node = ASTextCellNode()
          node.text = "Loading…"
          node.style.height = ASDimensionMake(44)
          return node
        }
      }
      return {
        let node = ASTextCellNode()
        node.text = "[0.\(indexPath.row)] says hello!"
        return node
      }
    }

    func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
      fetches += 1
      DispatchQueue.main.async {
        self.fetchingMore = true
        self.table?.insertRows(at: [IndexPath(row: self.itemCount, section: 0)], with: .none)
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        let old = self.itemCount
        self.itemCount += self.batch
        self.fetchingMore = false
        self.table?.performBatchUpdates(
          {
            self.table?.insertRows(
              at: (old..<self.itemCount).map { IndexPath(row: $0, section: 0) }, with: .none)
            self.table?.deleteRows(at: [IndexPath(row: old, section: 0)], with: .none)
          }, completion: nil)
        context.completeBatchFetching(true)
      }
    }
  }

  @Test func aTailLoadingTableFetchesUntilTwoScreensRemainAndAgainAfterAFling() {
    let table = ASTableNode()
    let feed = TailFeed(batch: 15)
    feed.table = table
    table.dataSource = feed
    table.delegate = feed
    let (clock, window, gestures) = textureTrialHost(ASDKViewController(node: table))
    // 20 rows of 44.5 (22 + 11 + 11 and a separator) leave 243 points below the screen, within
    // two screens: the first check after loading begins a batch, the spinner comes a turn later.
    clock.advance(by: 0.1)
    window.layoutIfNeeded()
    #expect(feed.fetches == 1)
    #expect(table.numberOfRows(inSection: 0) == 21)
    #expect(table.view.contentSize.height == 21 * 44.5)
    // A second later 15 rows replace the spinner; 35 rows (1,557.5) leave 910.5 below: one more
    // batch, then 50 rows (2,225) leave 1,578, more than two screens: no more.
    clock.advance(by: 1)
    window.layoutIfNeeded()
    #expect(feed.fetches == 2)
    clock.advance(by: 1.5)
    window.layoutIfNeeded()
    #expect(feed.fetches == 2)
    #expect(table.numberOfRows(inSection: 0) == 50)
    #expect(table.view.contentSize.height == 50 * 44.5)
    // A fling toward the end asks again at its release.
    gestures.fling(from: CGPoint(x: 180, y: 500), velocity: CGPoint(x: 0, y: -2500), distance: 300)
    clock.advance(by: 0.2)
    #expect(feed.fetches == 3)
    #expect(feed.fetchingMore)
    // Batches follow until more than two screens remain below the resting list.
    clock.advance(by: 6)
    window.layoutIfNeeded()
    #expect(!feed.fetchingMore)
    #expect(feed.itemCount == 20 + 15 * feed.fetches)
    #expect(table.numberOfRows(inSection: 0) == feed.itemCount)
    #expect(table.view.contentSize.height == CGFloat(feed.itemCount) * 44.5)
    let remaining = table.view.contentSize.height - 667 - table.view.contentOffset.y
    #expect(remaining > 2 * 667)
  }

  /// The layout test's container: stacks inset by the node's own safe area, a square 80% as wide
  /// as its parent in a wrapper.
  final class SafeAreaContainer: ASDisplayNode {
    let boxes = (0..<3).map { _ in ASDisplayNode() }
    let square = ASDisplayNode()

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
    }

    override func safeAreaInsetsDidChange() { setNeedsLayout() }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      for (box, size) in zip(boxes, [(20, 80), (140, 30), (60, 70)]) {
        box.style.preferredSize = CGSize(width: size.0, height: size.1)
      }
      let column = ASStackLayoutSpec()
      column.direction = .vertical
      column.children = boxes
      column.horizontalAlignment = .middle
      column.verticalAlignment = .top
      let ratio = ASRatioLayoutSpec(ratio: 1, child: square)
      ratio.style.preferredLayoutSize = ASLayoutSize(
        width: ASDimensionMake("80%"), height: ASDimensionMake("auto"))
      let whole = ASStackLayoutSpec(
        direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .start,
        children: [column, ASWrapperLayoutSpec(layoutElements: [ratio])])
      return ASInsetLayoutSpec(insets: safeAreaInsets, child: whole)
    }
  }

  final class ConstrainedNodeController: UIViewController {
    let background = ASDisplayNode()
    let container = SafeAreaContainer()

    override func viewDidLoad() {
      super.viewDidLoad()
      background.automaticallyManagesSubnodes = true
      background.layoutSpecBlock = { [weak self] _, _ in
        guard let self else { return ASLayoutSpec() }
        return ASWrapperLayoutSpec(layoutElement: self.container)
      }
      view.addSubview(background.view)
      background.view.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: background.view.topAnchor),
        view.leftAnchor.constraint(equalTo: background.view.leftAnchor),
        view.bottomAnchor.constraint(equalTo: background.view.bottomAnchor),
        view.rightAnchor.constraint(equalTo: background.view.rightAnchor),
      ])
    }
  }

  @Test func aContainerInsetBySafeAreaCentresItsColumnAndSizesASquareByPercent() {
    let controller = ConstrainedNodeController()
    let (clock, window, _) = textureTrialHost(controller)
    clock.advance(by: 0.1)
    window.layoutIfNeeded()
    let container = controller.container
    #expect(container.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(container.safeAreaInsets.top == 20)
    // The middle of a 140-point column, below the 20-point status bar.
    #expect(
      container.boxes.map(\.frame.origin) == [
        CGPoint(x: 60, y: 20), CGPoint(x: 0, y: 100), CGPoint(x: 40, y: 130),
      ])
    // 80% of the stack's 375-point width, as tall: below the 180-point column and 10 points.
    #expect(container.square.frame == CGRect(x: 0, y: 210, width: 300, height: 300))
  }
}
