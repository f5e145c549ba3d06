import Foundation
import Inertia
import InertiaTexture
import Testing

/// The thirty-ninth trial's second round of Texture idioms: a row that measures its text nodes by
/// hand in `calculateSizeThatFits(_:)` (`layoutThatFits(_:)`, then `calculatedSize`) and places
/// them at those sizes in `layout()`, a banner measured the same way and framed by hand, and a
/// spinner node made from a view block, started as its row is about to show.
@MainActor
@Suite struct ThirtyNinthTrialSecondRoundTextureTests {
  typealias Phone = TexturePhone

  /// Advances `seconds` a frame at a time, laying the window out after each.
  func turns(_ seconds: Double, on phone: Phone) {
    for _ in 0..<Int((seconds * 60).rounded(.up)) {
      phone.clock.advance(by: 1.0 / 60)
      phone.window.layoutIfNeeded()
    }
  }

  // MARK: Rows measured by hand

  /// A contact row laid out by hand: a 60-point photo, then the name over the status, each
  /// measured in the width left beside the photo; at least as tall as the photo and its margins.
  final class ContactRow: ASCellNode {
    let photo = ASImageNode()
    let name = ASTextNode()
    let status = ASTextNode()
    let spinner = ASDisplayNode(viewBlock: { UIActivityIndicatorView(activityIndicatorStyle: .gray) })
    let margin: CGFloat = 8
    let photoSide: CGFloat = 60

    init(name value: String, status text: String) {
      super.init()
      name.attributedText = NSAttributedString(
        string: value, attributes: [.font: UIFont.boldSystemFont(ofSize: 16)])
      status.attributedText = NSAttributedString(
        string: text, attributes: [.font: UIFont.systemFont(ofSize: 14)])
      for node in [photo, name, status, spinner] { addSubnode(node) }
    }

    var textWidth: CGFloat { 375 - photoSide - margin * 3 }

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
      let range = ASSizeRange(
        min: CGSize(width: textWidth, height: 0), max: CGSize(width: textWidth, height: 200))
      name.layoutThatFits(range)
      status.layoutThatFits(range)
      let textHeight = name.calculatedSize.height + status.calculatedSize.height + margin * 3
      return CGSize(width: 375, height: max(textHeight, photoSide + margin * 2))
    }

    override func layout() {
      photo.frame = CGRect(x: margin, y: margin, width: photoSide, height: photoSide)
      let x = photoSide + margin * 2
      name.frame = CGRect(x: x, y: margin, width: textWidth, height: name.calculatedSize.height)
      status.frame = CGRect(
        x: x, y: margin * 2 + name.calculatedSize.height, width: textWidth,
        height: status.calculatedSize.height)
      spinner.frame = CGRect(x: calculatedSize.width / 2 - 22, y: 11, width: 44, height: 44)
    }

    func startSpinning() {
      (spinner.view as? UIActivityIndicatorView)?.startAnimating()
    }
  }

  final class Contacts: ASTableDataSource, ASTableDelegate {
    let people = [
      ("Ada", "Out"),
      (
        "Grace",
        "Writing a compiler that reads English words, then a second one, then teaching the Navy to use them"
      ),
    ]
    var shown: [Int] = []
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
      let (name, status) = people[indexPath.row % 2]
      let row = ContactRow(name: name, status: status)
      row.selectionStyle = .none
      return row
    }
    func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode) {
      guard let row = node as? ContactRow, let path = tableNode.indexPath(for: row) else { return }
      shown.append(path.row)
      row.startSpinning()
    }
  }

  @Test func aRowMeasuringItsTextByHandIsAsTallAsItsTextAndPlacesItAtItsCalculatedSize() throws {
    let phone = Phone()
    let contacts = Contacts()
    let table = ASTableNode(style: .plain)
    table.dataSource = contacts
    table.delegate = contacts
    phone.host(table)
    turns(0.1, on: phone)
    let short = try #require(table.nodeForRow(at: IndexPath(row: 0, section: 0)) as? ContactRow)
    let long = try #require(table.nodeForRow(at: IndexPath(row: 1, section: 0)) as? ContactRow)
    // The short row is the photo's 76; the long one its name (19.5), three status lines (50.5)
    // and three margins; each row has the separator's half point below.
    #expect(table.view.rectForRow(at: IndexPath(row: 0, section: 0)).height == 76 + Separator.half)
    #expect(table.view.rectForRow(at: IndexPath(row: 1, section: 0)).height == 94 + Separator.half)
    #expect(short.name.frame == CGRect(x: 76, y: 8, width: 291, height: 19.5))
    #expect(short.status.frame == CGRect(x: 76, y: 35.5, width: 291, height: 17))
    #expect(long.status.frame == CGRect(x: 76, y: 35.5, width: 291, height: 50.5))
    #expect(long.photo.frame == CGRect(x: 8, y: 8, width: 60, height: 60))
    #expect(long.spinner.frame == CGRect(x: 165.5, y: 11, width: 44, height: 44))
  }

  @Test func aSpinnerFromAViewBlockStartsAsItsRowIsAboutToShow() throws {
    let phone = Phone()
    let contacts = Contacts()
    let table = ASTableNode(style: .plain)
    table.dataSource = contacts
    table.delegate = contacts
    phone.host(table)
    turns(0.1, on: phone)
    let rows = table.view.indexPathsForVisibleRows?.map(\.row) ?? []
    #expect(contacts.shown == rows)
    let row = try #require(table.nodeForRow(at: IndexPath(row: 3, section: 0)) as? ContactRow)
    let spinner = try #require(row.spinner.view as? UIActivityIndicatorView)
    #expect(spinner.isAnimating)
    #expect(spinner.frame == CGRect(x: 165.5, y: 11, width: 44, height: 44))
  }

  // MARK: Nodes measured and framed by hand

  @Test func aBannerMeasuredWithLayoutThatFitsIsFramedAtItsCalculatedSize() {
    let banner = ASTextNode()
    banner.attributedText = NSAttributedString(
      string: "Welcome", attributes: [.font: UIFont.systemFont(ofSize: 16)])
    #expect(banner.calculatedSize == .zero)
    let layout = banner.layoutThatFits(
      ASSizeRange(min: CGSize(width: 345, height: 30), max: CGSize(width: 345, height: 300)))
    // Clamped into the range: the full width and the 30-point minimum.
    #expect(layout.size == CGSize(width: 345, height: 30))
    #expect(banner.calculatedSize == CGSize(width: 345, height: 30))
    banner.frame = CGRect(origin: CGPoint(x: 15, y: 90), size: banner.calculatedSize)
    #expect(banner.frame == CGRect(x: 15, y: 90, width: 345, height: 30))
  }

  @Test func calculatedSizeForgetsAMeasureMadeStaleAndFollowsTheLayoutApplied() {
    let caption = ASTextNode()
    caption.attributedText = NSAttributedString(
      string: "One", attributes: [.font: UIFont.systemFont(ofSize: 14)])
    let measured = caption.layoutThatFits(
      ASSizeRange(min: .zero, max: CGSize(width: 200, height: CGFloat.infinity)))
    #expect(caption.calculatedSize == measured.size)
    #expect(measured.size.height == 17)
    // New text makes the measure stale: nothing was laid out yet, as on Texture.
    caption.attributedText = NSAttributedString(
      string: "Two words", attributes: [.font: UIFont.systemFont(ofSize: 14)])
    #expect(caption.calculatedSize == .zero)
    // Measured again, then laid out at another size: the layout applied wins.
    caption.layoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 200, height: 100)))
    #expect(caption.calculatedSize.height == 17)
    caption.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
    caption.layoutIfNeeded()
    #expect(caption.calculatedSize == CGSize(width: 120, height: 40))
  }

  // MARK: Nodes held by their views

  /// A home screen that builds its nodes as locals and adds them with `addSubnode(_:)`.
  final class Home: UIViewController {
    var opened = 0
    weak var caption: ASTextNode?
    weak var open: ASButtonNode?

    override func viewDidLoad() {
      super.viewDidLoad()
      let caption = ASTextNode()
      caption.attributedText = NSAttributedString(string: "Tap below")
      caption.frame = CGRect(x: 15, y: 90, width: 200, height: 30)
      view.addSubnode(caption)
      let button = ASButtonNode()
      button.setTitle("Open the list", with: UIFont.systemFont(ofSize: 14), with: .black, for: .normal)
      button.frame = CGRect(x: 80, y: 600, width: 200, height: 30)
      button.addTarget(
        self, action: Selector("openList:", target: self, Home.openList(_:)), forControlEvents: .touchUpInside
      )
      view.addSubnode(button)
      (self.caption, open) = (caption, button)
    }

    func openList(_ sender: ASButtonNode) { opened += 1 }
  }

  @Test func aNodeAddedAsALocalStaysWhileItsViewIsShownAndGoesWithIt() {
    let phone = Phone()
    let home = Home()
    phone.show(UINavigationController(rootViewController: home))
    #expect(home.open?.view.frame == CGRect(x: 80, y: 600, width: 200, height: 30))
    #expect(home.caption?.view.frame == CGRect(x: 15, y: 90, width: 200, height: 30))
    phone.gestures.tap(at: CGPoint(x: 180, y: 615))
    turns(0.1, on: phone)
    #expect(home.opened == 1)
    home.open?.view.removeFromSuperview()
    home.caption?.view.removeFromSuperview()
    #expect(home.open == nil)
    #expect(home.caption == nil)
  }
}
