import Foundation
import InertiaTexture
import Testing

/// SwiftGen's data-asset initializer as `inertia port` leaves it (a convenience initializer in an
/// extension of the class).
extension NSDataAsset {
  fileprivate convenience init!(generated name: String, bundle: Bundle) {
    self.init(name: name, bundle: bundle)
  }
}

/// SwiftGen's colour-asset initializer as `inertia port` writes it for UIColor, a struct here.
extension UIColor {
  fileprivate init!(generated name: String, bundle: Bundle) {
    self.init(named: name, in: bundle, compatibleWith: nil)
  }
}

/// The thirty-fourth porting trial's Texture idioms: SwiftGen's generated assets (a data asset
/// read from a catalog, a colour asset through an initializer in an extension of UIColor), Swift
/// 3's font weight names, Texture's editable text node (measured, typed into, told to its
/// delegate) and a collection node's header sized by a UIKit flow-layout delegate method.
@MainActor
@Suite struct ThirtyFourthTrialTextureTests {
  /// A catalog in a fresh folder: data sets "settings" (an iPhone and a universal entry) and
  /// "blob" (no type identifier), and a colour set "brand"; returns the folder.
  private func makeCatalog() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
    let catalog = folder.appendingPathComponent("Assets.xcassets")
    func write(_ text: String, _ path: String) throws {
      let url = catalog.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(
      """
      {"data":[{"filename":"phone.json","idiom":"iphone","universal-type-identifier":"public.json"},
      {"filename":"settings.json","idiom":"universal","universal-type-identifier":"public.json"}],
      "info":{"author":"xcode","version":1}}
      """, "Config/settings.dataset/Contents.json")
    try write("{\"rows\": 3}", "Config/settings.dataset/settings.json")
    try write("{\"rows\": 1}", "Config/settings.dataset/phone.json")
    try write(#"{"data":[{"filename":"blob.bin","idiom":"universal"}]}"#, "blob.dataset/Contents.json")
    try write("raw", "blob.dataset/blob.bin")
    try write(
      #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"#
        + #""idiom":"universal"}]}"#, "brand.colorset/Contents.json")
    return folder
  }

  @Test func aDataSetIsReadFromTheBundlesCatalogWithItsTypeIdentifier() throws {
    let folder = try makeCatalog()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = try #require(Bundle(path: folder.path))
    let settings = try #require(NSDataAsset(name: "settings", bundle: bundle))
    // The universal entry wins over the iPhone's, wherever it is listed.
    #expect(settings.data == Data("{\"rows\": 3}".utf8))
    #expect(settings.typeIdentifier == "public.json" && settings.name == "settings")
    let blob = try #require(NSDataAsset(name: "blob", bundle: bundle))
    #expect(blob.data == Data("raw".utf8) && blob.typeIdentifier == "public.data")
    #expect(NSDataAsset(name: "missing", bundle: bundle) == nil)
    #expect(NSDataAsset(name: "Config/settings", bundle: bundle) == nil)
    #expect(NSDataAsset(name: "", bundle: bundle) == nil)
    // SwiftGen's initializers, as the port leaves them.
    #expect(NSDataAsset(generated: "settings", bundle: bundle).data == settings.data)
    #expect(UIColor(generated: "brand", bundle: bundle) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
  }

  @Test func swiftThreesFontWeightNamesAreTheWeights() {
    let font = UIFont.systemFont(ofSize: 19, weight: UIFontWeightLight)
    #expect(font.weight == .light && font.pointSize == 19)
    // The names are the weights' raw values, CGFloats as in the iOS 10 SDK (fifty-eighth trial).
    let weights: [UIFont.Weight] = [.ultraLight, .thin, .regular, .medium, .semibold, .bold, .heavy, .black]
    #expect(
      [
        UIFontWeightUltraLight, UIFontWeightThin, UIFontWeightRegular, UIFontWeightMedium,
        UIFontWeightSemibold, UIFontWeightBold, UIFontWeightHeavy, UIFontWeightBlack,
      ] == weights.map(\.rawValue))
  }

  private func measure(_ node: ASDisplayNode, width: CGFloat = 375) -> CGSize {
    node.layoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: width, height: .infinity))).size
  }

  private static let fifteen: [NSAttributedString.Key: Any] = [.font: UIFont(name: "Helvetica", size: 15)!]

  @Test func anEditableTextNodeMeasuresItsPlaceholderThenItsTextAsTexture() {
    let field = ASEditableTextNode()
    // Nothing entered, no placeholder: one empty line of 12-point text (14.4), rounded up.
    #expect(measure(field) == CGSize(width: 0, height: 15))
    field.maximumLinesToDisplay = 1
    // Counting line fragments, an empty text has none.
    #expect(measure(field) == .zero)
    field.textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    field.attributedPlaceholderText = NSAttributedString(
      string: "Looking for a job?", attributes: Self.fifteen)
    // 18 characters of 8.25 points and the insets, rounded up (no line padding: Texture's
    // components set it to 0); one 18-point line and the insets.
    #expect(measure(field) == CGSize(width: 165, height: 34))
    // In 100 points the text wraps (12 characters a line): the width is capped, one line counted.
    #expect(measure(field, width: 100) == CGSize(width: 100, height: 34))
    field.maximumLinesToDisplay = 0
    #expect(measure(field, width: 100) == CGSize(width: 100, height: 52))
    field.attributedText = NSAttributedString(string: "Go", attributes: Self.fifteen)
    #expect(!field.isDisplayingPlaceholder())
    #expect(measure(field) == CGSize(width: 33, height: 34))
    let style = NSMutableParagraphStyle()
    style.minimumLineHeight = 24
    style.maximumLineHeight = 24
    var attributes = Self.fifteen
    attributes[.paragraphStyle] = style
    field.attributedText = NSAttributedString(string: "Go", attributes: attributes)
    #expect(measure(field) == CGSize(width: 33, height: 40))
    field.attributedText = nil
    #expect(field.isDisplayingPlaceholder() && field.attributedText == nil)
    #expect(measure(field) == CGSize(width: 165, height: 34))
  }

  final class Forgetful: ASEditableTextNode {
    override func didLoad() {}
  }

  @Test func aSubclassSkippingSupersDidLoadStillGetsItsTextViews() {
    let node = Forgetful()
    node.attributedText = NSAttributedString(string: "Hi")
    #expect(node.textView.text == "Hi" && node.view.subviews.count == 2)
    #expect(node.textView === node.textView)
  }

  final class Field: ASEditableTextNode, ASEditableTextNodeDelegate {
    var events: [String] = []

    override init() {
      super.init()
      delegate = self
    }

    func editableTextNodeDidBeginEditing(_ editableTextNode: ASEditableTextNode) { events.append("begin") }

    func editableTextNode(
      _ editableTextNode: ASEditableTextNode, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      events.append("should \(range.location) \(text.debugDescription)")
      return !text.contains("\n")
    }

    func editableTextNodeDidChangeSelection(
      _ editableTextNode: ASEditableTextNode, fromSelectedRange: NSRange, toSelectedRange: NSRange,
      dueToEditing: Bool
    ) {
      events.append("selection \(fromSelectedRange.location)-\(toSelectedRange.location) \(dueToEditing)")
    }

    func editableTextNodeDidUpdateText(_ editableTextNode: ASEditableTextNode) {
      events.append("update \(editableTextNode.attributedText?.string ?? "nil")")
    }

    func editableTextNodeDidFinishEditing(_ editableTextNode: ASEditableTextNode) { events.append("finish") }
  }

  @Test func aTapBeginsEditingAndTypedTextTakesTheTypingAttributes() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: clock)
    let gestures = GestureSynthesizer(window: window, clock: clock)
    let field = Field()
    field.typingAttributes = [NSAttributedString.Key.font.rawValue: UIFont(name: "Helvetica", size: 15)!]
    field.attributedPlaceholderText = NSAttributedString(string: "Where?", attributes: Self.fifteen)
    field.frame = CGRect(x: 20, y: 100, width: 200, height: 34)
    window.addSubview(field.view)
    field.layoutIfNeeded()
    // The placeholder view under the editable one, both filling the node.
    #expect(field.view.subviews.map(\.frame) == [field.bounds, field.bounds])
    #expect(field.view.subviews.map(\.isHidden) == [false, false])
    gestures.tap(at: CGPoint(x: 60, y: 117))
    #expect(field.events == ["begin"] && field.isFirstResponder())
    field.textView.insertText("Go")
    // Told on the next turn of the main queue, as Texture dispatches to the main queue.
    #expect(field.events == ["begin", "should 0 \"Go\""])
    MainQueue.drain()
    #expect(field.events.suffix(2) == ["selection 0-2 true", "update Go"])
    field.textView.insertText("\n")
    MainQueue.drain()
    #expect(field.events.last == "should 2 \"\\n\"" && field.attributedText?.string == "Go")
    let font = field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    #expect(font?.pointSize == 15)
    #expect(field.view.subviews.map(\.isHidden) == [true, false])
    #expect(measure(field) == CGSize(width: 17, height: 18))
    field.resignFirstResponder()
    #expect(field.events.last == "finish" && !field.isFirstResponder())
    // Text set in code tells the delegate nothing.
    let count = field.events.count
    field.attributedText = nil
    MainQueue.drain()
    #expect(field.events.count == count && field.view.subviews.map(\.isHidden) == [false, false])
  }

  final class Headed: ASDKViewController<ASCollectionNode>, ASCollectionDataSource, ASCollectionDelegate,
    UICollectionViewDelegateFlowLayout
  {
    override init() {
      let layout = UICollectionViewFlowLayout()
      layout.minimumInteritemSpacing = 0
      super.init(node: ASCollectionNode(collectionViewLayout: layout))
    }

    required init?(coder aDecoder: NSCoder) { fatalError("no archives") }

    override func viewDidLoad() {
      super.viewDidLoad()
      node.registerSupplementaryNode(ofKind: UICollectionElementKindSectionHeader)
      node.dataSource = self
      node.delegate = self
    }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 20 }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath)
      -> ASCellNodeBlock
    {
      {
        let cell = ASTextCellNode()
        cell.text = "Cell \(indexPath.item)"
        return cell
      }
    }

    func collectionNode(
      _ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> ASCellNode {
      let header = ASTextCellNode()
      header.text = "Header"
      header.textInsets = UIEdgeInsets(top: 20, left: 40, bottom: 20, right: 20)
      return header
    }

    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath)
      -> ASSizeRange
    {
      let width = collectionNode.bounds.width - 30
      let size = CGSize(width: width, height: width * 275 / 580)
      return ASSizeRange(min: size, max: size)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      CGSize(width: collectionView.bounds.size.width, height: 60)
    }
  }

  @Test func aUIKitFlowLayoutDelegateSizesTheHeaderNode() {
    let clock = ManualClock(frameRate: 60)
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1, clock: clock)
    let controller = Headed()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let path = IndexPath(item: 0, section: 0)
    let header = controller.node.supplementaryNode(
      forElementKind: UICollectionElementKindSectionHeader, at: path)
    #expect(header?.frame.size == CGSize(width: 375, height: 60))
    let attributes = controller.node.view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionElementKindSectionHeader, at: path)
    #expect(attributes?.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
    // Items 345 wide (275 : 580), one a line, below the header.
    let first = controller.node.view.layoutAttributesForItem(at: path)?.frame
    #expect(first?.minY == 60 && first?.width == 345)
  }

  @Test func aButtonTitleWithoutAFontIsInTheButtonFontSize() {
    let button = ASButtonNode()
    button.setTitle("Search", with: nil, with: nil, for: .normal)
    let font = button.titleNode.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    #expect(font?.pointSize == 18 && UIFont.buttonFontSize == 18)
    // Six characters of 9.9 points by one 21.6-point line.
    let size = button.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 300, height: 300))).size
    #expect(abs(size.width - 59.4) < 0.6 && abs(size.height - 21.6) < 0.6)
  }

  @Test func aCenterSpecMadeAsARelativeSpecLaysOutAsOne() {
    let box = ASDisplayNode()
    box.style.preferredSize = CGSize(width: 50, height: 20)
    let spec = ASCenterLayoutSpec(
      horizontalPosition: .center, verticalPosition: .end, sizingOption: [], child: box)
    let range = ASSizeRangeMake(CGSize(width: 200, height: 100))
    let layout = spec.layoutThatFits(range)
    #expect(layout.size == CGSize(width: 200, height: 100))
    #expect(layout.sublayouts.first?.position == CGPoint(x: 75, y: 80))
    #expect(layout.sublayouts.first?.size == CGSize(width: 50, height: 20))
    #expect(spec.centeringOptions == [])
    // Texture's setter turns the options into positions: centred on x, none on y.
    spec.centeringOptions = .X
    #expect(spec.layoutThatFits(range).sublayouts.first?.position == CGPoint(x: 75, y: 0))
  }

  final class PlainTable: ASTableNode {
    override init(style: UITableView.Style) {
      super.init(style: style)
      view.separatorStyle = .none
    }
  }

  @Test func aTableNodeSubclassOverridingInitWithStyleInheritsInit() {
    // Texture's `init` is a convenience initializer: Turismus's table node overrides only
    // `init(style:)` and is made with `DiscoverTableNode()`.
    let table = PlainTable()
    #expect(table.view.style == .plain && table.view.separatorStyle == .none)
  }
}
