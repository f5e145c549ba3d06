import Foundation
import InertiaTexture
import Testing

/// The forty-fourth porting trial's Texture idioms: large titles shrunk to one line by
/// `pointSizeScaleFactors` (Texture's ASTextKitFontSizeAdjuster), a table of cell definitions
/// whose rows have a minimum height, and a grid of image cells sized by a flow layout's item size
/// set after the collection node was made.
@MainActor
@Suite struct FortyFourthTrialTextureTests {
  typealias Phone = TexturePhone

  /// The scales a large title tries, as Butter's title node sets them.
  static let factors: [NSNumber] = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4]

  /// A node showing `string` in bold `size`-point text, at most `lines` lines (0: any).
  func title(_ string: String, size: CGFloat = 34, lines: UInt = 1) -> ASTextNode {
    let node = ASTextNode()
    node.maximumNumberOfLines = lines
    node.pointSizeScaleFactors = Self.factors
    node.attributedText = NSAttributedString(
      string: string, attributes: [.font: UIFont.systemFont(ofSize: size, weight: .bold)])
    return node
  }

  /// Lays `node` out at the size it measures within `size`, and returns the label showing it.
  func layOut(_ node: ASTextNode, in size: CGSize) throws -> UILabel {
    let layout = node.layoutThatFits(ASSizeRangeMake(.zero, size))
    node.frame = CGRect(origin: .zero, size: layout.size)
    node.layoutIfNeeded()
    return try #require(node.view as? UILabel)
  }

  // MARK: pointSizeScaleFactors

  @Test func aTitleThatFitsKeepsItsSize() throws {
    let node = title("Butter")
    let label = try layOut(node, in: CGSize(width: 343, height: CGFloat.infinity))
    // Six 18.7-point characters in one 40.8-point line.
    #expect(label.fontSize == 34 && label.text == "Butter")
    #expect(node.frame.size == CGSize(width: 112.5, height: 41))
  }

  @Test func aTitleTooLongForOneLineTakesTheFirstScaleThatFits() throws {
    let node = title("Smooth Texture Tables")
    let label = try layOut(node, in: CGSize(width: 343, height: CGFloat.infinity))
    // 34 points fit 18 characters a line and 31 (0.9) fit 20: both break the 21 characters in
    // two. 27 points (0.8, 34 x 0.8 = 27.2 rounded) fit 23: one line, 311.85 x 32.4.
    #expect(label.fontSize == 27 && label.text == "Smooth Texture Tables")
    #expect(node.frame.size == CGSize(width: 312, height: 32.5))
    #expect(!node.isTruncated && node.lineCount == 1)
  }

  @Test func aLongWordShrinksTheTextUntilTheWordFits() throws {
    // "Extraordinarily" is 280.5 points wide at 34; 0.7 makes it 196.35, within 200, and the
    // 24-point text (34 x 0.7 = 23.8 rounded) then fits its three words on two lines.
    let node = title("Extraordinarily long text", lines: 2)
    let label = try layOut(node, in: CGSize(width: 200, height: CGFloat.infinity))
    #expect(label.fontSize == 24)
    #expect(label.text == "Extraordinarily\nlong text")
  }

  @Test func textThatFitsNoScaleTakesTheLastAndIsTruncated() throws {
    let node = title("Extraordinarily long titles shrink until they cannot")
    let label = try layOut(node, in: CGSize(width: 343, height: CGFloat.infinity))
    // Even 14 points (0.4, 13.6 rounded) fit only 44 of the 52 characters on a line.
    #expect(label.fontSize == 14)
    #expect(node.isTruncated && node.lineCount == 1)
  }

  @Test func theHeightOfferedCountsWhenLinesAreNotLimited() throws {
    // Three 20-point lines (72 points) do not fit 50; 0.9 (18 points, 21.6 a line, 18
    // characters) breaks the text in two lines, 43.2 points.
    let node = title("family fall hikes on a sunny day", size: 20, lines: 0)
    let label = try layOut(node, in: CGSize(width: 180, height: 50))
    #expect(label.fontSize == 18 && label.text == "family fall hikes\non a sunny day")
    #expect(node.frame.height == 43.5)
  }

  @Test func anUnboundedWidthOrNoFactorsLeaveTheTextAlone() {
    let node = title("Smooth Texture Tables")
    // Unbounded: the 21 characters on one 34-point line, 392.7 points.
    let unbounded = node.layoutThatFits(
      ASSizeRangeMake(.zero, CGSize(width: CGFloat.infinity, height: CGFloat.infinity)))
    #expect(unbounded.size == CGSize(width: 393, height: 41))
    node.pointSizeScaleFactors = nil
    let layout = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 343, height: CGFloat.infinity)))
    // 34-point text on one line, truncated (18 characters of 18.7 points, the last an ellipsis).
    #expect(layout.size == CGSize(width: 337, height: 41))
  }

  // MARK: Node blocks that wait for their own queue

  /// Counts runs of a block handed to another queue.
  final class Runs: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
  }

  /// An image after a wait of `milliseconds`, as texturettdemo's ImageDelayer makes its cells
  /// wait: a block on its own concurrent queue leaves a group the caller waits on.
  static func delayedImage(milliseconds: Int, runs: Runs) -> UIImage {
    let group = DispatchGroup()
    let queue = DispatchQueue(label: "delayer", attributes: .concurrent)
    group.enter()
    queue.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
      runs.add()
      group.leave()
    }
    _ = group.wait(timeout: .now() + 2)
    return UIImage(size: CGSize(width: 284, height: 291), scale: 2, drawing: [])
  }

  @Test func outsideNodeBlocksAnotherQueuesDelayedBlockWaitsForTheClock() {
    let clock = ManualClock(frameRate: 60)
    UIWindow.appClock = clock
    let runs = Runs()
    DispatchQueue(label: "later", attributes: .concurrent).asyncAfter(deadline: .now() + 0.25) { runs.add() }
    clock.advance(to: 0.2)
    #expect(runs.count == 0)
    clock.advance(to: 0.25)
    #expect(runs.count == 1)
  }

  @Test func aMainThreadWaitOnTheAppClockRunsTheBlockItWaitsFor() {
    // texturettdemo's UIKit grid makes its images on the main thread: the block waits on the
    // clock, so the wait runs it at once (the clock stands still), and its turn finds it gone.
    let clock = ManualClock(frameRate: 60)
    UIWindow.appClock = clock
    let runs = Runs()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue(label: "delayer", attributes: .concurrent).asyncAfter(deadline: .now() + .milliseconds(8)) {
      runs.add()
      group.leave()
    }
    #expect(runs.count == 0)
    #expect(group.wait(appClockTimeout: .distantFuture) == .success)
    #expect(runs.count == 1 && clock.now == 0)
    clock.advance(by: 0.1)
    #expect(runs.count == 1)
    // A group with nothing deferred for it is Dispatch's: done at once when empty.
    #expect(DispatchGroup().wait(appClockTimeout: .now()) == .success)
  }

  @Test func aCatalogImageTakesItsEntrysScale() throws {
    // A set whose 2x entry is a file named without "@2x" (texturettdemo's host_tiktok): a
    // 568 x 582-pixel PNG is a 284 x 291-point image at scale 2, as UIKit reads it.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tex44-\(UUID().uuidString)/Assets.xcassets/host.imageset")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent())
    }
    let pixels = UIImage(size: CGSize(width: 568, height: 582), scale: 1, drawing: [])
    try #require(pixels.pngData()).write(to: folder.appendingPathComponent("tiktok.png"))
    let contents =
      #"{"images":[{"idiom":"universal","scale":"1x"},"#
      + #"{"filename":"tiktok.png","idiom":"universal","scale":"2x"},{"idiom":"universal","scale":"3x"}]}"#
    try Data(contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    let bundle = try #require(
      Bundle(path: folder.deletingLastPathComponent().deletingLastPathComponent().path))
    let image = try #require(UIImage(named: "host", in: bundle, compatibleWith: nil))
    #expect(image.scale == 2 && image.size == CGSize(width: 284, height: 291))
  }

  /// An image cell filling its item, as texturettdemo's benchmark grid makes them.
  final class ImageCell: ASCellNode {
    let imageView = ASImageNode()

    init(image: UIImage) {
      super.init()
      imageView.contentMode = .scaleAspectFill
      imageView.image = image
      addSubnode(imageView)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASWrapperLayoutSpec(layoutElement: imageView)
    }
  }

  /// A grid of `count` delayed images, its flow layout's item size set in `viewDidLoad` from the
  /// node's width, as the benchmark sets it after making the collection node.
  final class Grid: ASDKViewController<ASDisplayNode>, ASCollectionDataSource {
    let layout = UICollectionViewFlowLayout()
    let collection: ASCollectionNode
    let count: Int
    let runs = Runs()

    init(count: Int) {
      self.count = count
      collection = ASCollectionNode(collectionViewLayout: layout)
      super.init(node: collection)
      collection.dataSource = self
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    override func viewDidLoad() {
      super.viewDidLoad()
      let side = floor(collection.frame.width / 4)
      layout.itemSize = CGSize(width: side, height: side)
      layout.minimumInteritemSpacing = 0
      layout.minimumLineSpacing = 0
    }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
      count
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      let runs = runs
      return { ImageCell(image: FortyFourthTrialTextureTests.delayedImage(milliseconds: 3, runs: runs)) }
    }
  }

  @Test func aGridOfDelayedImagesTakesTheItemSizeSetInViewDidLoad() throws {
    // The controller's view has the screen's size in viewDidLoad: a 375-point phone's.
    let saved = UIScreen.main
    defer { UIScreen.main = saved }
    UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
    let phone = Phone()
    let grid = Grid(count: 40)
    phone.show(UINavigationController(rootViewController: grid))
    let view = grid.collection.view
    // floor(375 / 4) = 93; four a line, the 3 points left spread between them (1 each); ten lines.
    #expect(grid.layout.itemSize == CGSize(width: 93, height: 93))
    #expect(view.contentSize == CGSize(width: 375, height: 930))
    let frames = (0..<5).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(frames.map { $0?.minX } == [0, 94, 188, 282, 0])
    #expect(frames.map { $0?.minY } == [0, 0, 0, 0, 93])
    let cell = try #require(grid.collection.nodeForItem(at: IndexPath(item: 0, section: 0)) as? ImageCell)
    #expect(cell.frame.size == CGSize(width: 93, height: 93))
    #expect(cell.imageView.frame == CGRect(x: 0, y: 0, width: 93, height: 93))
    #expect(grid.runs.count == 40)
  }
}
