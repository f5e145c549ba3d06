import Foundation
import InertiaTexture
import Testing

/// The thirty-seventh porting trial's Texture idioms: AsyncDisplayKit 2 collection nodes whose
/// controller adopts `ASCollectionViewDelegateFlowLayout` and sizes items by
/// `constrainedSizeForItemAt`, cell nodes that turn on `automaticallyManagesSubnodes` in
/// `didLoad`, a selectable cell that grows by `transitionLayout(withAnimation:)` when selected, a
/// TextKit stack built by hand (`NSTextStorage`, `NSLayoutManager`) for an editable title, a
/// horizontal strip of photo items of a fixed item size, asset-catalog images named with their
/// file's extension, and a name label whose paragraph style scales its lines.
@MainActor
@Suite struct ThirtySeventhTrialTextureTests {
  typealias Phone = TexturePhone

  /// A note row whose text node joins the node only once its view loads, as a 2017 cell node
  /// wrote it.
  final class NoteCell: ASCellNode {
    let note = ASTextNode()

    init(note text: String) {
      super.init()
      note.attributedText = NSAttributedString(
        string: text, attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.white])
    }

    override func didLoad() {
      super.didLoad()
      backgroundColor = .purple
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: note)
    }
  }

  /// A board of notes, its own data source and (by the older protocol name) flow-layout delegate:
  /// every note is the collection's width and at least 50 tall.
  final class Board: ASCollectionDataSource, ASCollectionViewDelegateFlowLayout {
    var notes: [String]
    init(notes: [String]) { self.notes = notes }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
      notes.count
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      let text = notes[indexPath.item]
      return { NoteCell(note: text) }
    }

    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
      -> ASSizeRange
    {
      let width = collectionNode.bounds.width
      return ASSizeRange(
        min: CGSize(width: width, height: 50), max: CGSize(width: width, height: .greatestFiniteMagnitude))
    }
  }

  static func column(_ collection: ASCollectionNode) -> [CGRect] {
    (0..<collection.numberOfItems(inSection: 0)).map {
      collection.view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null
    }
  }

  @Test func aCellManagingItsSubnodesFromDidLoadShowsItsTextAtTheDelegatesSize() throws {
    let phone = Phone()
    let board = Board(notes: ["Groceries\neggs\nham", "Call the bank", "Boxes"])
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let collection = ASCollectionNode(collectionViewLayout: layout)
    collection.dataSource = board
    collection.delegate = board
    collection.frame = phone.window.bounds
    phone.window.addSubview(collection.view)
    phone.window.layoutIfNeeded()
    // Three bold 15-point lines (18 each) and the insets: 70; one line: 34, raised to the 50 asked.
    #expect(
      Self.column(collection) == [
        CGRect(x: 0, y: 0, width: 375, height: 70), CGRect(x: 0, y: 70, width: 375, height: 50),
        CGRect(x: 0, y: 120, width: 375, height: 50),
      ])
    let first = try #require(collection.nodeForItem(at: IndexPath(item: 0, section: 0)) as? NoteCell)
    #expect(first.automaticallyManagesSubnodes)
    #expect(first.note.supernode === first)
    #expect(first.note.frame == CGRect(x: 8, y: 8, width: 359, height: 54))
    let second = try #require(collection.nodeForItem(at: IndexPath(item: 1, section: 0)) as? NoteCell)
    #expect(second.note.frame == CGRect(x: 8, y: 8, width: 359, height: 34))
  }

  @Test func subnodesAreManagedAtOnceWhenTheFlagComesAfterTheLayout() {
    let holder = ASDisplayNode()
    let label = ASTextNode()
    label.attributedText = NSAttributedString(
      string: "Boxes", attributes: [.font: UIFont.systemFont(ofSize: 12)])
    holder.layoutSpecBlock = { _, _ in
      ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: label)
    }
    holder.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    holder.layoutIfNeeded()
    #expect(label.supernode == nil)
    holder.automaticallyManagesSubnodes = true
    #expect(label.supernode === holder)
    #expect(label.frame == CGRect(x: 4, y: 4, width: 92, height: 32))
  }

  /// A task row that shows its notes only while selected, moving to the new layout when the
  /// selection changes (sliding the notes in from the left), as a 2016 sample cell did.
  final class TaskCell: ASCellNode {
    let title = ASTextNode()
    let notes = ASTextNode()
    var selectionChanges = 0
    var slideStart = CGRect.null

    override var isSelected: Bool {
      didSet {
        selectionChanges += 1
        backgroundColor = isSelected ? .orange : .purple
        transitionLayout(withAnimation: true, shouldMeasureAsync: true, measurementCompletion: nil)
      }
    }

    init(title text: String) {
      super.init()
      automaticallyManagesSubnodes = true
      title.attributedText = NSAttributedString(
        string: text, attributes: [.font: UIFont.systemFont(ofSize: 15)])
      notes.attributedText = NSAttributedString(
        string: "first note\nsecond note\nthird note", attributes: [.font: UIFont.systemFont(ofSize: 10)])
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec.vertical()
      column.spacing = 6
      column.children = isSelected ? [title, notes] : [title]
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: column)
    }

    override func animateLayoutTransition(_ context: ASContextTransitioning) {
      let final = context.finalFrame(for: notes)
      guard !final.isNull else {
        context.completeTransition(true)
        return
      }
      slideStart = final.offsetBy(dx: -final.width, dy: 0)
      notes.view.frame = slideStart
      notes.view.alpha = 0
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
        animations: {
          self.notes.view.frame = final
          self.notes.view.alpha = 1
        },
        completion: { _ in context.completeTransition(true) })
    }
  }

  final class Tasks: ASCollectionDataSource, ASCollectionDelegateFlowLayout {
    var selections: [String] = []

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode
    {
      TaskCell(title: "Task \(indexPath.item)")
    }

    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
      -> ASSizeRange
    {
      ASSizeRange(
        min: CGSize(width: 375, height: 44), max: CGSize(width: 375, height: CGFloat.greatestFiniteMagnitude))
    }

    func collectionNode(_ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath) {
      selections.append("+\(indexPath.item)")
    }

    func collectionNode(_ collectionNode: ASCollectionNode, didDeselectItemAt indexPath: IndexPath) {
      selections.append("-\(indexPath.item)")
    }
  }

  static func taskList(on phone: Phone, tasks: Tasks) -> ASCollectionNode {
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    let collection = ASCollectionNode(collectionViewLayout: layout)
    collection.allowsMultipleSelection = true
    collection.dataSource = tasks
    collection.delegate = tasks
    collection.frame = phone.window.bounds
    phone.window.addSubview(collection.view)
    phone.window.layoutIfNeeded()
    return collection
  }

  @Test func aSelectedCellGrowsByItsTransitionAndTheItemsBelowMoveDown() throws {
    let phone = Phone()
    let tasks = Tasks()
    let collection = Self.taskList(on: phone, tasks: tasks)
    // 18 + 20 = 38, raised to 44.
    #expect(Self.column(collection).map(\.height) == [44, 44, 44, 44, 44, 44])
    let cell = try #require(collection.nodeForItem(at: IndexPath(item: 1, section: 0)) as? TaskCell)
    phone.gestures.tap(at: CGPoint(x: 200, y: 60))
    phone.clock.advance(by: 0.1)
    #expect(tasks.selections == ["+1"])
    #expect(cell.selectionChanges == 1)
    // Measured in the list's range again: 10 + 18 + 6 + three 12-point lines (36) + 10 = 80.
    #expect(cell.frame.size == CGSize(width: 375, height: 80))
    #expect(Self.column(collection).map(\.minY) == [0, 44, 124, 168, 212, 256])
    #expect(cell.notes.supernode === cell)
    #expect(cell.slideStart == CGRect(x: -345, y: 34, width: 355, height: 36))
    phone.clock.advance(by: 1)
    #expect(cell.notes.view.frame == CGRect(x: 10, y: 34, width: 355, height: 36))
    #expect(cell.notes.view.alpha == 1)
    // Another tap deselects it (multiple selection): the notes go and the row is 44 again.
    phone.gestures.tap(at: CGPoint(x: 200, y: 60))
    phone.clock.advance(by: 1)
    #expect(tasks.selections == ["+1", "-1"])
    #expect(cell.selectionChanges == 2)
    #expect(cell.notes.supernode == nil)
    #expect(Self.column(collection).map(\.minY) == [0, 44, 88, 132, 176, 220])
  }

  final class TaskTable: ASTableDataSource, ASTableDelegate {
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 4 }

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      TaskCell(title: "Task \(indexPath.row)")
    }
  }

  @Test func aSelectedTableRowGrowsTheSameWay() throws {
    let phone = Phone()
    let tasks = TaskTable()
    let table = ASTableNode()
    table.dataSource = tasks
    table.delegate = tasks
    phone.host(table)
    // Rows of the node's 38 and the separator's half point.
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 38.5, width: 375, height: 38.5))
    let cell = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? TaskCell)
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    phone.clock.advance(by: 1)
    // A table row takes any height: 10 + 18 + 6 + 36 + 10 = 80, and the rows below follow.
    #expect(cell.frame.size == CGSize(width: 375, height: 80))
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 80.5, width: 375, height: 38.5))
    #expect(abs(table.view.contentSize.height - (80 + 3 * 38 + 4 * Separator.half)) < 0.5)
  }

  @Test func theCollectionNodeSelectsFromCodeAndTellsTheNodesOnce() throws {
    let phone = Phone()
    let tasks = Tasks()
    let collection = Self.taskList(on: phone, tasks: tasks)
    let third = try #require(collection.nodeForItem(at: IndexPath(item: 3, section: 0)) as? TaskCell)
    collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    #expect(third.isSelected && third.selectionChanges == 1)
    #expect(tasks.selections.isEmpty)
    collection.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
    #expect(collection.indexPathsForSelectedItems == nil)
    #expect(!third.isSelected && third.selectionChanges == 2)
  }

  /// A titled row whose title is an editable text node over a TextKit stack built by hand, its
  /// placeholder sharing the storage, as a 2016 sample did.
  final class EditableTitle: ASDisplayNode {
    let storage = NSTextStorage()
    lazy var title: ASEditableTextNode = {
      let components = ASTextKitComponents(
        textStorage: storage, textContainerSize: .zero, layoutManager: NSLayoutManager())
      let placeholder = ASTextKitComponents(
        textStorage: storage, textContainerSize: .zero, layoutManager: NSLayoutManager())
      let node = ASEditableTextNode(textKitComponents: components, placeholderTextKitComponents: placeholder)
      node.maximumLinesToDisplay = 6
      return node
    }()
    let button = ASButtonNode()

    override init() {
      super.init()
      automaticallyManagesSubnodes = true
      button.setAttributedTitle(
        NSAttributedString(string: "Go", attributes: [.font: UIFont.systemFont(ofSize: 13)]),
        for: ASControlState())
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec.vertical()
      column.children = [title, button]
      return column
    }
  }

  @Test func anEditableTitleOverAHandBuiltTextKitStack() {
    let row = EditableTitle()
    #expect(row.storage.length == 0)
    #expect(row.title.isDisplayingPlaceholder())
    row.title.attributedText = NSAttributedString(
      string: "Item A", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
    // The storage is the components' own: the text set is in it, and the layout managers know it.
    #expect(row.storage.string == "Item A")
    #expect(row.storage.layoutManagers.count == 2)
    #expect(row.storage.layoutManagers.allSatisfy { $0.textStorage === row.storage })
    #expect(!row.title.isDisplayingPlaceholder())
    row.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    row.layoutIfNeeded()
    #expect(row.title.frame == CGRect(x: 0, y: 0, width: 200, height: 18))
    #expect(row.button.titleNode.attributedText?.string == "Go")
    #expect(row.button.frame.minY == 18)
  }

  @Test func aTextStorageMovesBetweenLayoutManagers() {
    let storage = NSTextStorage(string: "notes")
    let other = NSTextStorage()
    let manager = NSLayoutManager()
    storage.addLayoutManager(manager)
    storage.addLayoutManager(manager)
    #expect(storage.layoutManagers.count == 1 && manager.textStorage === storage)
    other.addLayoutManager(manager)
    #expect(storage.layoutManagers.isEmpty && other.layoutManagers.count == 1)
    #expect(manager.textStorage === other)
    other.removeLayoutManager(manager)
    #expect(manager.textStorage == nil)
    let copy = NSMutableAttributedString(attributedString: storage)
    #expect(copy.string == "notes")
  }

  @Test func aParagraphStylesLineHeightMultipleScalesTheTextNodesLines() {
    let style = NSMutableParagraphStyle()
    style.lineHeightMultiple = 0.8
    let name = ASTextNode()
    name.attributedText = NSAttributedString(
      string: "Green\nJuice", attributes: [.font: UIFont.systemFont(ofSize: 35), .paragraphStyle: style])
    let range = ASSizeRange(min: .zero, max: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
    // Two lines of 42 points (1.2 em) scaled by 0.8: 67.2, rounded up to the pixel.
    #expect(name.layoutThatFits(range).size.height == 67.5)
    style.minimumLineHeight = 40
    name.attributedText = NSAttributedString(
      string: "Green\nJuice", attributes: [.font: UIFont.systemFont(ofSize: 35), .paragraphStyle: style])
    // The minimum bounds the scaled height: two lines of 40.
    #expect(name.layoutThatFits(range).size.height == 80)
    let plain = ASTextNode()
    plain.attributedText = NSAttributedString(
      string: "Green\nJuice", attributes: [.font: UIFont.systemFont(ofSize: 35)])
    #expect(plain.layoutThatFits(range).size.height == 84)
  }

  @Test func edgeAntialiasingGoesToTheNodesLayer() {
    let node = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    #expect(!node.allowsEdgeAntialiasing)
    node.allowsEdgeAntialiasing = true
    #expect(node.view.layer.allowsEdgeAntialiasing)
    let pending = ASDisplayNode()
    pending.allowsEdgeAntialiasing = true
    #expect(pending.view.layer.allowsEdgeAntialiasing)
  }
}

/// A filter strip's idioms: a node of a fixed frame, with no spec of its own, holding a
/// horizontal collection node of fixed-size photo items; and catalog images named with their
/// file's extension.
@MainActor
@Suite struct ThirtySeventhTrialStripTests {
  final class PhotoCell: ASCellNode {
    let photo = ASImageNode()

    override init() {
      super.init()
      addSubnode(photo)
      cornerRoundingType = .defaultSlowCALayer
      cornerRadius = 10
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASInsetLayoutSpec(insets: .zero, child: photo)
    }
  }

  /// A strip of six photos, sideways, its own data source and delegate.
  final class Strip: ASDisplayNode, ASCollectionDataSource, ASCollectionDelegate {
    let layout = UICollectionViewFlowLayout()
    lazy var photos = ASCollectionNode(collectionViewLayout: layout)
    var picked: [Int] = []

    override init() {
      super.init()
      layout.scrollDirection = .horizontal
      layout.minimumLineSpacing = 5
      layout.minimumInteritemSpacing = 1
      layout.itemSize = CGSize(width: 80, height: 80)
      photos.dataSource = self
      photos.delegate = self
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASInsetLayoutSpec(insets: .zero, child: photos)
    }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      { PhotoCell() }
    }

    func collectionNode(_ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath) {
      picked.append(indexPath.item)
    }
  }

  @Test func aFixedFrameStripLaysItsPhotosInOneRowAndFlingsToItsEnd() throws {
    let phone = TexturePhone()
    let root = ASDisplayNode()
    let strip = Strip()
    strip.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    root.addSubnode(strip)
    root.frame = phone.window.bounds
    phone.window.addSubview(root.view)
    phone.window.layoutIfNeeded()
    // The root has no spec: the strip keeps the frame it was given, its collection fills it.
    #expect(strip.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(strip.photos.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    let frames = (0..<6).map {
      strip.photos.view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null
    }
    // One item a column (a second would need 161 of the 100 points), centred in it.
    #expect(frames.map(\.minX) == [0, 85, 170, 255, 340, 425])
    #expect(frames.allSatisfy { $0.minY == 10 && $0.size == CGSize(width: 80, height: 80) })
    #expect(strip.photos.view.contentSize == CGSize(width: 505, height: 100))
    let cell = try #require(strip.photos.nodeForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
    #expect(cell.photo.frame == CGRect(x: 0, y: 0, width: 80, height: 80))
    phone.gestures.tap(at: CGPoint(x: 120, y: 40))
    phone.clock.advance(by: 0.5)
    phone.gestures.tap(at: CGPoint(x: 120, y: 95))
    phone.clock.advance(by: 0.5)
    #expect(strip.picked == [1])
    phone.gestures.fling(from: CGPoint(x: 250, y: 50), velocity: CGPoint(x: -2000, y: 0), distance: 100)
    phone.clock.advance(by: 6)
    #expect(abs(strip.photos.view.contentOffset.x - 205) < 0.5)  // 505 - 300
  }

  @Test func aCatalogImageNamedWithItsFilesExtensionIsFound() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tex37-\(UUID().uuidString)")
    let set = root.appendingPathComponent("Assets.xcassets/image_0.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../InertiaTests/Snapshots/list-mid-scroll.png")
    try FileManager.default.copyItem(at: source, to: set.appendingPathComponent("image_0.png"))
    let json = #"{"images":[{"filename":"image_0.png","idiom":"universal","scale":"1x"}]}"#
    try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let bundle = try #require(Bundle(path: root.path))
    let plain = try #require(UIImage(named: "image_0", in: bundle))
    let named = try #require(UIImage(named: "image_0.png", in: bundle))
    #expect(named.size == plain.size && named.size.width > 0)
    #expect(UIImage(named: "image_0.gif", in: bundle) == nil)
    #expect(UIImage(named: ".png", in: bundle) == nil)
  }
}
