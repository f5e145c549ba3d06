import Foundation
import InertiaCairo
import InertiaTexture
import Testing

/// A photo model as the fourteenth trial's collection demo declares it: a struct holding an image
/// can be Hashable.
private struct Photo: Hashable {
  var caption: String
  var image: UIImage
}

/// Notification names received, in order (observers may be called from any thread).
private final class NotificationLog: @unchecked Sendable {
  private let lock = NSLock()
  private var names: [String] = []
  var entries: [String] { lock.withLock { names } }
  func append(_ entry: String) { lock.withLock { names.append(entry) } }
}

/// Items of a collection node, with the items it selected.
@MainActor
private final class Items: ASCollectionDataSource, ASCollectionDelegate {
  var selected: [IndexPath] = []
  func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 6 }
  func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
    let node = ASCellNode()
    node.style.preferredSize = CGSize(width: 100, height: 100)
    return node
  }
  func collectionNode(_ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// The APIs the fourteenth trial's programs needed (session 21), by behaviour.
@MainActor
@Suite struct TwentyFirstTrialAPIsTests {
  private func redSquare(_ side: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
  }

  @Test func imagesHashByIdentitySoModelsHoldingThemAreHashable() {
    let image = redSquare(4)
    let same = Photo(caption: "a", image: image)
    let other = Photo(caption: "a", image: redSquare(4))
    #expect(same == Photo(caption: "a", image: image))
    #expect(same != other)
    #expect(Set([same, same, other]).count == 2)
  }

  @Test func theOlderGroupedBackgroundNameIsTheGroupedBackground() {
    #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
    let background: UIColor? = .groupTableViewBackground
    #expect(background == .systemGroupedBackground)
  }

  @Test func windowsPostBecomeAndResignKeyAsTheKeyWindowChanges() {
    let log = NotificationLog()
    let first = UIWindow(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock())
    let second = UIWindow(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock())
    let ids = [ObjectIdentifier(first): "first", ObjectIdentifier(second): "second"]
    let names = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification]
    let observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        guard let object = note.object as AnyObject?, let which = ids[ObjectIdentifier(object)] else {
          return
        }
        log.append("\(note.name == UIWindow.didBecomeKeyNotification ? "become" : "resign") \(which)")
      }
    }
    defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
    first.resignKey()
    first.makeKeyAndVisible()
    second.makeKeyAndVisible()
    second.makeKey()
    #expect(log.entries == ["resign first", "become first", "resign first", "become second"])
    #expect(second.isKeyWindow && !first.isKeyWindow)
  }

  @Test func aCollectionNodeThatDisallowsSelectionIgnoresTaps() {
    let clock = ManualClock()
    let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1, clock: clock)
    let fingers = GestureSynthesizer(window: window, clock: clock)
    let layout = UICollectionViewFlowLayout()
    let node = ASCollectionNode(collectionViewLayout: layout)
    let items = Items()
    node.dataSource = items
    node.delegate = items
    node.frame = window.bounds
    window.addSubview(node.view)
    window.layoutIfNeeded()
    #expect(node.allowsSelection && !node.allowsMultipleSelection)
    node.allowsSelection = false
    fingers.tap(at: CGPoint(x: 50, y: 50))
    #expect(items.selected.isEmpty && !node.view.allowsSelection)
    node.allowsSelection = true
    fingers.tap(at: CGPoint(x: 50, y: 50))
    #expect(items.selected == [IndexPath(item: 0, section: 0)])
    node.allowsMultipleSelection = true
    #expect(node.view.allowsMultipleSelection)
  }

  @Test func theTintBlockFillsTheImagesShapeWithTheColour() throws {
    let node = ASImageNode()
    node.image = redSquare(40)
    node.imageModificationBlock = ASImageNodeTintColorModificationBlock(.blue)
    let window = makeWindow()
    node.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    window.addSubview(node.view)
    node.layoutIfNeeded()
    let canvas = try render(window)
    #expect(close(canvas.pixel(x: 30, y: 30), .blue) && close(canvas.pixel(x: 55, y: 30), .white))
  }

  @Test func resourcesFindTheImageByItsNameOrTheAssetItsSymbolStandsFor() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "resources-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try #require(redSquare(8).pngData()).write(to: folder.appendingPathComponent("Ellipse.png"))
    let bundle = try #require(Bundle(path: folder.path))
    // The resource initializer traps when nothing is found, as iOS's: check the bundle is searched.
    let named = try #require(UIImage(named: "Ellipse", in: bundle))
    // The renderer drew at the screen's scale; the file is read at scale 1.
    let scale = redSquare(8).scale
    #expect(named.size == CGSize(width: 8 * scale, height: 8 * scale))
    #expect(UIImage(resource: ImageResource(name: "ellipse", bundle: bundle)).size == named.size)
    #expect(UIImage(resource: ImageResource(name: "Ellipse", bundle: bundle)).size == named.size)
  }

  @Test func aCellNodeHostsItsViewControllersViewFillingTheCell() {
    final class Page: UIViewController {
      var loads = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
      }
    }
    var made: [Page] = []
    var loaded: [ASDisplayNode] = []
    let cell = ASCellNode(
      viewControllerBlock: {
        let page = Page()
        made.append(page)
        return page
      }, didLoad: { loaded.append($0) })
    #expect(made.isEmpty)
    cell.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    let page = cell.viewController as? Page
    #expect(made.count == 1 && page === made.first && page?.loads == 1)
    #expect(loaded.count == 1 && loaded.first === cell)
    #expect(page?.view.superview === cell.view)
    #expect(page?.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
    cell.view.layoutIfNeeded()
    #expect(page?.view.frame.size == CGSize(width: 320, height: 240))
    _ = cell.viewController
    #expect(made.count == 1 && loaded.count == 1)
    #expect(ASCellNode().viewController == nil)
  }

  @Test func aTextCellSubclassPassesCoreTextKeyedAttributes() {
    final class SectionCell: ASTextCellNode {
      init(title: String) {
        let attributes: [AnyHashable: Any] = [
          kCTFontAttributeName: UIFont.systemFont(ofSize: 20),
          kCTForegroundColorAttributeName: UIColor.red.cgColor,
        ]
        super.init(attributes: attributes, insets: .zero)
        text = title
      }
    }
    let cell = SectionCell(title: "Flights")
    #expect((cell.textAttributes[.font] as? UIFont)?.pointSize == 20)
    #expect(cell.textAttributes[.foregroundColor] as? UIColor == .red)
    #expect(cell.textNode.attributedText?.string == "Flights")
    #expect(ASNetworkImageNode().shouldRenderProgressImages)
  }

  @Test func anAssetMadeFromAURLAndThePlayersExternalGravity() {
    let url = URL(fileURLWithPath: "/tmp/clip.mp4")
    let asset = AVAsset(url: url)
    #expect(asset.duration == .indefinite && !(asset is AVURLAsset))
    let player = AVPlayer(playerItem: AVPlayerItem(asset: asset))
    #expect(player.currentItem?.asset === asset)
    #expect(player.externalPlaybackVideoGravity == .resizeAspect)
    player.externalPlaybackVideoGravity = .resizeAspectFill
    #expect(player.externalPlaybackVideoGravity == .resizeAspectFill)
  }

  @Test func nodesKeepTheirDebugNameAndPlaceholderSettings() {
    let node = ASImageNode()
    #expect(node.debugName == nil && !node.placeholderEnabled && node.placeholderFadeDuration == 0)
    node.debugName = "CELL:1"
    node.placeholderEnabled = true
    node.placeholderFadeDuration = 0.15
    #expect(node.debugName == "CELL:1" && node.placeholderEnabled && node.placeholderFadeDuration == 0.15)
  }
}
