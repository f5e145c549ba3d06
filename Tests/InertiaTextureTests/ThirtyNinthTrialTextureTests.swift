import Foundation
import Inertia
import InertiaTexture
import Testing

/// The thirty-ninth porting trial's Texture idioms: a Texture 2 controller subclass declaring no
/// initializer, an object watching a row through `ASInterfaceStateDelegate`, a grouped table node
/// whose section titles come from the UIKit data-source method, a count pill rounding itself in
/// `layoutDidFinish()`, a chip styling its layer in `didLoad()` before setting a node property,
/// a font descriptor asking for monospaced numbers, and a row laid out by flex-basis fractions.
@MainActor
@Suite struct ThirtyNinthTrialTextureTests {
  typealias Phone = TexturePhone

  /// Advances `seconds` a frame at a time, laying the window out after each.
  func turns(_ seconds: Double, on phone: Phone) {
    for _ in 0..<Int((seconds * 60).rounded(.up)) {
      phone.clock.advance(by: 1.0 / 60)
      phone.window.layoutIfNeeded()
    }
  }

  // MARK: Texture 2 controllers without initializers

  /// A settings screen written for Texture 2: no initializer of its own.
  final class SettingsScreen: ASViewController<ASDisplayNode> {
    var loaded = false
    override func viewDidLoad() {
      super.viewDidLoad()
      loaded = true
    }
  }

  @Test func aTexture2ControllerWithoutInitializersIsMadeWithInitAndShowsAPlainView() {
    let phone = Phone()
    let screen = SettingsScreen()
    #expect(screen.node == nil)
    let other = SettingsScreen(nibName: nil, bundle: nil)
    #expect(other.node == nil)
    phone.show(UINavigationController(rootViewController: screen))
    #expect(screen.loaded)
    #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(screen.view.backgroundColor == nil)
    let withNode = SettingsScreen(node: ASDisplayNode())
    #expect(withNode.node != nil)
  }

  // MARK: Interface-state delegates

  /// Records what a row's node tells it, as an analytics observer would.
  final class ImpressionLog: ASInterfaceStateDelegate {
    var events: [String] = []
    func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState) {
      events.append("change \(oldState.rawValue)->\(newState.rawValue)")
    }
    func didEnterVisibleState() { events.append("enter visible") }
    func didExitVisibleState() { events.append("exit visible") }
    func didEnterDisplayState() { events.append("enter display") }
    func didExitDisplayState() { events.append("exit display") }
    func didEnterPreloadState() { events.append("enter preload") }
    func didExitPreloadState() { events.append("exit preload") }
    func nodeDidLayout() { events.append("layout") }
    func nodeDidLoad() { events.append("load") }
    func hierarchyDisplayDidFinish() { events.append("display finished") }
  }

  final class Menu: ASTableDataSource, ASTableDelegate {
    let log = ImpressionLog()
    var rows = 40
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { rows }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let log = indexPath.row == 0 ? self.log : nil
      return {
        let cell = ASTextCellNode()
        cell.text = "Dish \(indexPath.row)"
        if let log { cell.add(log) }
        return cell
      }
    }
  }

  @Test func aRowsInterfaceStateDelegateHearsItLoadLayOutAndComeOnScreen() {
    let phone = Phone()
    let menu = Menu()
    let table = ASTableNode()
    table.dataSource = menu
    phone.host(table)
    turns(0.2, on: phone)
    // Measured before its view loads, the row says nothing until the view loads and lays out;
    // then the range controller moves it in, and its contents are drawn.
    #expect(
      menu.log.events == [
        "load", "layout", "enter preload", "enter display", "enter visible", "change 0->15",
        "display finished",
      ])
    menu.log.events.removeAll()
    phone.gestures.fling(from: CGPoint(x: 180, y: 600), velocity: CGPoint(x: 0, y: -2500), distance: 150)
    turns(3, on: phone)
    #expect(menu.log.events.first == "exit visible")
    #expect(menu.log.events.contains("change 15->7"))
  }

  @Test func aRemovedOrReleasedDelegateHearsNothingAndAFifthIsNotAdded() throws {
    let node = ASDisplayNode()
    let first = ImpressionLog()
    node.add(first)
    node.add(first)
    node.remove(first)
    var released: ImpressionLog? = ImpressionLog()
    node.add(try #require(released))
    released = nil
    let kept = (0..<5).map { _ in ImpressionLog() }
    kept.forEach { node.add($0) }
    _ = node.view
    #expect(first.events.isEmpty)
    #expect(kept.prefix(4).allSatisfy { $0.events == ["load"] })
    #expect(kept[4].events.isEmpty)
  }

  @Test func aNodesDidLoadBlockRunsAfterItsDidLoadAndBeforeItsDelegatesHear() {
    final class Switcher: ASDisplayNode {
      var order: [String] = []
      override func didLoad() {
        super.didLoad()
        order.append("didLoad")
      }
    }
    final class Watcher: ImpressionLogBase {}
    let watcher = Watcher()
    let node = Switcher(viewBlock: { UISwitch() }, didLoad: { ($0 as? Switcher)?.order.append("block") })
    node.add(watcher)
    watcher.onLoad = { node.order.append("delegate") }
    _ = node.view
    #expect(node.order == ["didLoad", "block", "delegate"])
  }

  /// An interface-state delegate that only cares about the view loading.
  class ImpressionLogBase: ASInterfaceStateDelegate {
    var onLoad: () -> Void = {}
    func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState) {}
    func didEnterVisibleState() {}
    func didExitVisibleState() {}
    func didEnterDisplayState() {}
    func didExitDisplayState() {}
    func didEnterPreloadState() {}
    func didExitPreloadState() {}
    func nodeDidLayout() {}
    func nodeDidLoad() { onLoad() }
    func hierarchyDisplayDidFinish() {}
  }

  // MARK: Grouped tables titled by the UIKit data-source method

  final class Catalogue: ASTableDataSource {
    let sections = [("Nodes", ["ASDisplayNode", "ASTextNode"]), ("Containers", []), ("Layout", ["Stacks"])]
    func numberOfSections(in tableNode: ASTableNode) -> Int { sections.count }
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
      sections[section].1.count
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      sections[section].0
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      section == 2 ? "More soon" : nil
    }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      let title = sections[indexPath.section].1[indexPath.row]
      return {
        let cell = ASTextCellNode()
        cell.text = title
        return cell
      }
    }
  }

  @Test func aGroupedTableNodeTitlesItsSectionsFromTheUIKitDataSourceMethod() {
    let phone = Phone()
    let catalogue = Catalogue()
    let table = ASTableNode(style: .grouped)
    table.dataSource = catalogue
    phone.host(table)
    #expect(table.view.headerView(forSection: 0)?.textLabel?.text == "Nodes")
    #expect(table.view.headerView(forSection: 1)?.textLabel?.text == "Containers")
    #expect(table.view.footerView(forSection: 2)?.textLabel?.text == "More soon")
    // An empty section of a grouped table still shows its titled header (38) and footer (18); the
    // two rows above it are a separator's half point taller than their nodes.
    #expect(table.view.rectForHeader(inSection: 1) == CGRect(x: 0, y: 145, width: 375, height: 38))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 239)
  }

  // MARK: Hooks after layout

  /// A count badge: a capsule as tall as its text, rounded once its layout is done.
  final class Badge: ASDisplayNode {
    let count = ASTextNode()
    var finished = 0

    init(count value: Int) {
      super.init()
      count.attributedText = NSAttributedString(
        string: "\(value)", attributes: [.font: UIFont.preferredFont(forTextStyle: .footnote)])
      automaticallyManagesSubnodes = true
    }

    override func layoutDidFinish() {
      super.layoutDidFinish()
      finished += 1
      layer.cornerRadius = frame.height / 2
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASInsetLayoutSpec(insets: UIEdgeInsets(top: 3, left: 10, bottom: 3, right: 10), child: count)
    }
  }

  /// An inbox row: a title and, at the trailing edge, its unread badge.
  final class InboxRow: ASCellNode {
    let title = ASTextNode()
    let badge: Badge

    init(unread: Int) {
      badge = Badge(count: unread)
      super.init()
      title.attributedText = NSAttributedString(string: "Inbox")
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let row = ASStackLayoutSpec(
        direction: .horizontal, spacing: 8, justifyContent: .spaceBetween, alignItems: .center,
        children: [title, badge])
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: row)
    }
  }

  final class Inbox: ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      InboxRow(unread: indexPath.row * 120)
    }
  }

  @Test func aBadgeLaidOutBeforeItsViewLoadedRoundsItselfInLayoutDidFinish() throws {
    let phone = Phone()
    let inbox = Inbox()
    let table = ASTableNode()
    table.dataSource = inbox
    phone.host(table)
    turns(0.1, on: phone)
    let row = try #require(table.nodeForRow(at: IndexPath(row: 2, section: 0)) as? InboxRow)
    // 3 + 16 (13 pt) + 3 tall; "240" is 3 characters of 13-point text (21.5) plus 20, at the
    // trailing inset.
    #expect(row.badge.frame == CGRect(x: 317.5, y: 8, width: 41.5, height: 22))
    #expect(row.badge.layer.cornerRadius == 11)
    #expect(row.badge.finished >= 1)
  }

  @Test func layoutDidFinishFollowsLayoutOnEveryPassOfALoadedNode() {
    final class Probe: ASDisplayNode {
      var calls: [String] = []
      override func layout() {
        super.layout()
        calls.append("layout")
      }
      override func layoutDidFinish() {
        super.layoutDidFinish()
        calls.append("finish")
      }
    }
    let phone = Phone()
    let probe = Probe()
    probe.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    probe.layoutIfNeeded()
    // Not loaded: `layout()` runs, `layoutDidFinish()` waits for a view.
    #expect(probe.calls == ["layout"])
    phone.window.addSubview(probe.view)
    phone.window.layoutIfNeeded()
    #expect(probe.calls == ["layout", "layout", "finish"])
    probe.view.setNeedsLayout()
    phone.window.layoutIfNeeded()
    #expect(probe.calls.suffix(2) == ["layout", "finish"])
  }

  // MARK: Layer settings made in didLoad

  /// A filter chip: a bordered capsule styled on its layer when its view loads.
  final class Chip: ASCellNode {
    let label = ASTextNode()

    init(title: String) {
      super.init()
      label.attributedText = NSAttributedString(string: title)
      automaticallyManagesSubnodes = true
    }

    override func didLoad() {
      super.didLoad()
      layer.cornerRadius = 6
      clipsToBounds = true
      layer.borderWidth = 1
      layer.borderColor = UIColor.gray.cgColor
      backgroundColor = .white
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), child: label)
    }
  }

  @Test func layerSettingsMadeInDidLoadStayWhenANodePropertyIsSetAfterThem() {
    let chip = Chip(title: "Vegan")
    let view = chip.view
    #expect(chip.layer.cornerRadius == 6)
    #expect(view.clipsToBounds)
    #expect(chip.layer.borderWidth == 1)
    chip.alpha = 0.5
    chip.isHidden = false
    #expect(chip.layer.cornerRadius == 6)
    #expect(chip.layer.borderWidth == 1)
    #expect(view.alpha == 0.5)
    chip.cornerRadius = 9
    #expect(chip.layer.cornerRadius == 9)
  }

  @Test func aWrappingRowOfChipsBreaksWhereTheNextChipNoLongerFits() {
    let titles = ["Vegan", "Gluten free", "Spicy and sour", "Nuts"]
    let chips = titles.map { Chip(title: $0) }
    let spec = ASStackLayoutSpec(
      direction: .horizontal, spacing: 6, justifyContent: .start, alignItems: .center, flexWrap: .wrap,
      alignContent: .start, children: chips)
    spec.lineSpacing = 4
    let layout = spec.layoutThatFits(
      ASSizeRange(min: .zero, max: CGSize(width: 240, height: CGFloat.infinity)))
    // 12-point text: 14.5 tall, 6.6 points a character; each chip adds 16 across and 8 down.
    // "Spicy and sour" (108.5) no longer fits after "Vegan" (49) and "Gluten free" (89): the
    // stack is as wide as its widest line, 108.5 + 6 + 42.5.
    #expect(layout.size == CGSize(width: 157, height: 49))
    let positions = layout.sublayouts.map { $0.position }
    #expect(positions == [.zero, CGPoint(x: 55, y: 0), CGPoint(x: 0, y: 26.5), CGPoint(x: 114.5, y: 26.5)])
  }

  // MARK: Font descriptors

  @Test func aFontDescriptorAskingForMonospacedNumbersKeepsTheFontsSizeAndWeight() {
    let headline = UIFont.preferredFont(forTextStyle: .headline)
    let features: [[UIFontDescriptor.FeatureKey: Any]] = [
      [.featureIdentifier: kNumberSpacingType, .typeIdentifier: kMonospacedNumbersSelector]
    ]
    let descriptor = headline.fontDescriptor.addingAttributes([.featureSettings: features])
    let font = UIFont(descriptor: descriptor, size: headline.pointSize)
    #expect(font == headline)
    #expect(font.pointSize == 17 && font.weight == .semibold)
    #expect(
      (descriptor.object(forKey: .featureSettings) as? [[UIFontDescriptor.FeatureKey: Any]])?.count == 1)
    #expect(UIFont(descriptor: UIFontDescriptor(name: "Avenir-Heavy", size: 20), size: 0).weight == .bold)
    #expect(UIFont(descriptor: descriptor.withSize(11), size: 0).pointSize == 11)
  }

  // MARK: Images that arrive after measuring

  /// A post whose photo, sized by its image, arrives after the row was measured.
  final class PhotoPost: ASCellNode {
    let photo = ASImageNode()
    let caption = ASTextNode()

    override init() {
      super.init()
      caption.attributedText = NSAttributedString(string: "Sunset")
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let column = ASStackLayoutSpec.vertical()
      column.spacing = 8
      column.children = [photo, caption]
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: column)
    }

    /// The download finished: the photo shows, and the row is told its layout changed.
    func show(_ image: UIImage, invalidating: Bool) {
      photo.image = image
      if invalidating { setNeedsLayout() }
    }
  }

  final class Posts: ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      { PhotoPost() }
    }
  }

  @Test func aPhotoArrivingLaterResizesItsRowOnlyWhenTheRowIsToldItsLayoutChanged() throws {
    let phone = Phone()
    let posts = Posts()
    let table = ASTableNode()
    table.dataSource = posts
    phone.host(table)
    turns(0.1, on: phone)
    // 10 + 0 + 8 + 14.5 (the caption) + 10: the photo has no image yet, and no height (the
    // spacing still counts, as in Texture's stack), and the separator's half point.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 43)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80)).image { _ in }
    let first = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? PhotoPost)
    let second = try #require(table.nodeForRow(at: IndexPath(row: 1, section: 0)) as? PhotoPost)
    // As Texture's ASImageNode, a new image only redisplays: the row keeps its height.
    first.show(image, invalidating: false)
    turns(0.5, on: phone)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 43)
    // Told with setNeedsLayout(), the list measures the row again: 10 + 80 + 8 + 14.5 + 10.
    second.show(image, invalidating: true)
    turns(0.5, on: phone)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 43, width: 375, height: 123))
    // The column stretches its children across (Texture's default alignment).
    #expect(second.photo.frame == CGRect(x: 10, y: 10, width: 355, height: 80))
    #expect(second.caption.frame.minY == 98)
  }

  // MARK: Inverted lists under a status bar

  final class Thread: ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
      {
        let cell = ASTextCellNode()
        cell.text = "Message \(indexPath.row)"
        return cell
      }
    }
  }

  @Test func anInvertedTableMeasuresTheStatusBarAtItsOwnBottomSoRowZeroSitsAtTheFoot() throws {
    let phone = Phone()
    phone.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let thread = Thread()
    let table = ASTableNode()
    table.inverted = true
    table.dataSource = thread
    phone.host(table)
    turns(0.1, on: phone)
    // Flipped, the table's own bottom is the screen's top: the status bar is its bottom inset.
    #expect(table.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    #expect(table.view.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    let first = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)))
    // 11 + 22 (18 pt) + 11 points a row, the first at the foot of the screen.
    #expect(
      first.view.convert(first.view.bounds, to: phone.window) == CGRect(x: 0, y: 623, width: 375, height: 44))
    phone.gestures.fling(from: CGPoint(x: 180, y: 200), velocity: CGPoint(x: 0, y: 3000), distance: 150)
    turns(6, on: phone)
    // The oldest message rests below the status bar: 30 rows of 44 and the separator's half point,
    // + 20 - 667; flipped, its separator lies between the bar and its node.
    #expect(table.contentOffset.y == 688)
    let last = try #require(table.nodeForRow(at: IndexPath(row: 29, section: 0)))
    #expect(last.view.convert(last.view.bounds, to: phone.window).minY == 20.5)
  }

  @Test func aViewFlippedEitherWayHasItsSafeAreaInsetsSwappedAlongThatAxis() {
    let phone = Phone()
    phone.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 0)
    let strip = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    phone.window.addSubview(strip)
    #expect(strip.safeAreaInsets == UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 0))
    strip.transform = CGAffineTransform(scaleX: -1, y: 1)
    #expect(strip.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 10))
    strip.transform = CGAffineTransform(scaleX: -1, y: -1)
    #expect(strip.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 10))
    let inner = UIView(frame: strip.bounds)
    inner.transform = CGAffineTransform(scaleX: 1, y: -1)
    strip.addSubview(inner)
    // Flipped twice vertically, the inner view reads the status bar at its top again.
    #expect(inner.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 10))
  }

  // MARK: Text kit components

  @Test func anEditableTextNodeLaysItsTextOutToTheEdgesAsTexturesComponents() {
    let note = ASEditableTextNode()
    note.attributedText = NSAttributedString(
      string: "Buy oat milk", attributes: [.font: UIFont.systemFont(ofSize: 20)])
    let range = ASSizeRange(min: .zero, max: CGSize(width: 300, height: CGFloat.infinity))
    // 12 characters of 11 points, one 24-point line: no line padding at either end.
    #expect(note.layoutThatFits(range).size == CGSize(width: 132, height: 24))
    #expect(ASTextKitComponents.lineFragmentPadding == 0)
    #expect(note.textView.textContainer.lineFragmentPadding == 0)
    // Wrapped at the full width: "Buy oat " (88) fits 100 points, "milk" goes to the next line.
    #expect(
      note.layoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 100, height: 200))).size.height == 48)
  }

  // MARK: Flex-basis fractions

  /// A contact row: a square photo a third of the row, the name filling the rest.
  final class ContactRow: ASCellNode {
    let photo = ASImageNode()
    let name = ASTextNode()

    override init() {
      super.init()
      name.attributedText = NSAttributedString(string: "Grace Hopper")
      name.maximumNumberOfLines = 1
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
      let square = ASRatioLayoutSpec(ratio: 1, child: photo)
      square.style.flexBasis = ASDimension(unit: .fraction, value: 1.0 / 3)
      name.style.flexBasis = ASDimension(unit: .fraction, value: 2.0 / 3)
      let row = ASStackLayoutSpec(
        direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .stretch,
        children: [square, name])
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15), child: row)
    }
  }

  @Test func flexBasisFractionsOfARowsWidthSizeASquarePhotoAndTheNameBesideIt() {
    let row = ContactRow()
    let layout = row.layoutThatFits(
      ASSizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity)))
    row.frame = CGRect(origin: .zero, size: layout.size)
    row.layoutIfNeeded()
    // A third of 345 is 115: the photo is 115 square, the name 230 wide and stretched to 115.
    #expect(layout.size == CGSize(width: 375, height: 135))
    #expect(row.photo.frame == CGRect(x: 15, y: 10, width: 115, height: 115))
    #expect(row.name.frame == CGRect(x: 130, y: 10, width: 230, height: 115))
  }
}
