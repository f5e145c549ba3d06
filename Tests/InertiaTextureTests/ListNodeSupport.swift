import Inertia
import InertiaTexture
import Testing

/// A window on a manual clock with a gesture synthesizer, hosting a list node's view.
@MainActor
struct ListScene {
  let clock = ManualClock(frameRate: 120)
  let window: Window
  let gestures: GestureSynthesizer

  init(size: CGSize = CGSize(width: 390, height: 844)) {
    window = Window(size: size, scale: 3, clock: clock)
    gestures = GestureSynthesizer(window: window, clock: clock)
  }

  /// Puts `node`'s view in the window at the window's size and lays it out.
  func host(_ node: ASDisplayNode) {
    node.frame = window.bounds
    window.addSubview(node.view)
    window.layoutIfNeeded()
  }

  /// Drags up by `distance` points in the window's middle, stopping before lifting (no momentum).
  func dragUp(_ distance: CGFloat) {
    gestures.drag(
      from: CGPoint(x: 200, y: 780), to: CGPoint(x: 200, y: 780 - distance), duration: 0.5, release: .stop)
    clock.advance(by: 0.5)
  }
}

/// A cell of a box inset by 8 / 16 pt, `boxHeight` tall: its row is `boxHeight + 16` tall. It logs
/// its interface-state hooks to `log` as "name+preload", "name-visible", ...
@MainActor
final class BoxCellNode: ASCellNode {
  let box = ASDisplayNode()
  let name: String
  let log: ListLog?

  init(name: String, boxHeight: CGFloat, log: ListLog? = nil) {
    self.name = name
    self.log = log
    super.init(id: name)
    automaticallyManagesSubnodes = true
    box.style.preferredSize = CGSize(width: 40, height: boxHeight)
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: box)
  }

  override func didEnterPreloadState() { log?.events.append("\(name)+preload") }
  override func didExitPreloadState() { log?.events.append("\(name)-preload") }
  override func didEnterDisplayState() { log?.events.append("\(name)+display") }
  override func didExitDisplayState() { log?.events.append("\(name)-display") }
  override func didEnterVisibleState() { log?.events.append("\(name)+visible") }
  override func didExitVisibleState() { log?.events.append("\(name)-visible") }
}

/// Interface-state events in the order they happened.
@MainActor
final class ListLog {
  var events: [String] = []

  /// The events of one cell, without its name.
  func events(of name: String) -> [String] {
    events.filter { $0.hasPrefix(name + "+") || $0.hasPrefix(name + "-") }.map {
      String($0.dropFirst(name.count))
    }
  }
}

/// A table's data source and delegate: rows of box cells made by node blocks, and a batch-fetch
/// log.
@MainActor
final class BoxRows: ASTableDataSource, ASTableDelegate {
  var boxHeights: [CGFloat]
  let log = ListLog()
  var minimumRowHeight: CGFloat?
  var fetchOffsets: [CGFloat] = []
  var context: ASBatchContext?
  var onFetch: ((ASTableNode, ASBatchContext) -> Void)?
  var selected: [IndexPath] = []

  init(boxHeights: [CGFloat]) { self.boxHeights = boxHeights }

  func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { boxHeights.count }

  func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
    let height = boxHeights[indexPath.row]
    let log = self.log
    return { BoxCellNode(name: "row\(indexPath.row)", boxHeight: height, log: log) }
  }

  func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
    let minimum = CGSize(width: 0, height: minimumRowHeight ?? 0)
    return ASSizeRangeMake(minimum, CGSize(width: 0, height: CGFloat.infinity))
  }

  func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }

  func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
    fetchOffsets.append(tableNode.contentOffset.y)
    self.context = context
    onFetch?(tableNode, context)
  }
}

/// The separator's pixel a table node adds to each row's node height, as Texture's ASTableView
/// does when the table draws separators (1 / the screen's scale: a third of a point in the test
/// windows of scale 3, half a point on `TexturePhone`'s 2x screen).
enum Separator {
  /// At scale 3.
  static let third: CGFloat = 1.0 / 3
  /// At scale 2.
  static let half: CGFloat = 0.5
}

/// Whether two lengths agree to well under a pixel (sums of thirds of a point do not add exactly).
func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

/// Whether two rectangles agree to well under a pixel.
func near(_ a: CGRect, _ b: CGRect) -> Bool {
  near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
}

/// The rects of section 0's first rows: stacked from the top at the table's `width` (390 unless given), each
/// its node's height and a separator's `pixel` tall (agreeing to well under a pixel).
@MainActor
func rowsStack(_ table: ASTableNode, width: CGFloat = 390, nodeHeights: [CGFloat], pixel: CGFloat) -> Bool {
  var top: CGFloat = 0
  for (row, height) in nodeHeights.enumerated() {
    let expected = CGRect(x: 0, y: top, width: width, height: height + pixel)
    guard near(table.rectForRow(at: IndexPath(row: row, section: 0)), expected) else { return false }
    top += height + pixel
  }
  return true
}

/// A band of colour as tall as asked and as wide as offered, counting the taps it ends (the
/// scroll-node trials' bands: a scroll node stacking them, a tap on one).
final class Band: ASDisplayNode {
  let height: CGFloat
  var taps = 0

  init(height: CGFloat) {
    self.height = height
    super.init()
    style.width = ASDimensionMake(.fraction, 1)
  }

  override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    CGSize(width: constrainedSize.width, height: height)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
}
