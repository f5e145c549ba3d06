import Foundation
import InertiaTexture

// The sixty-third trial's screens in its program's idioms (nguyenquanghungktmt/DemoTexture): an
// `ASDKViewController<ASDisplayNode>` whose `BaseNode` (a node managing its subnodes) places one
// demo node with an `ASRelativeLayoutSpec` (centred, at the foot, no sizing option), hidden while a
// gray activity indicator, centred in `viewDidLayoutSubviews`, spins for a second; the demo nodes:
// a bar of two rounded buttons whose inset wrappers share the width by fractional flex bases, a
// photo with a badge on its top-right corner (`ASCornerLayoutSpec` with an offset), a text over
// the bottom-left of a photo (an inset spec with infinite top and right insets in an overlay); and
// a table presentation of two sections (one row, then twenty) whose rows show an image at its
// aspect ratio (an `ASRatioLayoutSpec` in a horizontal stack).

/// A node that manages its subnodes, as the program's base node.
@MainActor
class TrialDemoBaseNode: ASDisplayNode {
  override init() {
    super.init()
    automaticallyManagesSubnodes = true
  }
}

/// A cell node that manages its subnodes, as the program's base cell node.
@MainActor
class TrialDemoBaseCellNode: ASCellNode {
  override init() {
    super.init()
    automaticallyManagesSubnodes = true
  }
}

/// The login bar: two 48-point buttons, 16 points in, sharing 166 and 209 parts of 375.
@MainActor
final class TrialDemoButtonBar: ASDisplayNode {
  let loginButton = ASButtonNode()
  let registerButton = ASButtonNode()
  private(set) var presses: [String] = []

  override init() {
    super.init()
    automaticallyManagesSubnodes = true
    backgroundColor = .white
    loginButton.setTitle("Sign in", with: .systemFont(ofSize: 15), with: .white, for: .normal)
    registerButton.setTitle("Create account", with: .systemFont(ofSize: 15), with: .black, for: .normal)
    loginButton.backgroundColor = UIColor(red: 0.17, green: 0.53, blue: 0.4, alpha: 1)
    loginButton.cornerRadius = 24
    registerButton.cornerRadius = 24
    registerButton.borderColor = UIColor.black.cgColor
    registerButton.borderWidth = 1
    loginButton.addTarget(
      self, action: Selector("loginPressed", target: self, Self.loginPressed),
      forControlEvents: .touchUpInside)
    registerButton.addTarget(
      self, action: Selector("registerPressed", target: self, Self.registerPressed),
      forControlEvents: .touchUpInside)
    for button in [loginButton, registerButton] {
      button.contentVerticalAlignment = .center
      button.contentHorizontalAlignment = .middle
      button.clipsToBounds = true
    }
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let login = ASWrapperLayoutSpec(layoutElement: loginButton)
    let register = ASWrapperLayoutSpec(layoutElement: registerButton)
    login.style.height = ASDimensionMake(48)
    register.style.height = ASDimensionMake(48)
    let loginInset = ASInsetLayoutSpec(
      insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 0), child: login)
    let registerInset = ASInsetLayoutSpec(
      insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: register)
    let bar = ASStackLayoutSpec(
      direction: .horizontal, spacing: 0, justifyContent: .center, alignItems: .center,
      children: [loginInset, registerInset])
    bar.style.height = ASDimensionMake(80)
    bar.style.width = ASDimensionMake(constrainedSize.max.width)
    loginInset.style.flexBasis = ASDimensionMakeWithFraction(166 / 375)
    registerInset.style.flexBasis = ASDimensionMakeWithFraction(209 / 375)
    return ASInsetLayoutSpec(insets: .zero, child: bar)
  }

  func loginPressed() { presses.append("login") }

  func registerPressed() { presses.append("register") }
}

/// A 200-point photo with a 30-point badge on its top-right corner, 3 points in on each axis.
@MainActor
final class TrialDemoCornerBadge: TrialDemoBaseNode {
  let photo = ASImageNode()
  let badge = ASImageNode()

  override init() {
    super.init()
    photo.image = UIImage(size: CGSize(width: 400, height: 400), scale: 2, drawing: [])
    badge.image = UIImage(size: CGSize(width: 60, height: 60), scale: 2, drawing: [])
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    photo.style.preferredSize = CGSize(width: 200, height: 200)
    badge.style.preferredSize = CGSize(width: 30, height: 30)
    badge.cornerRadius = 15
    let corner = ASCornerLayoutSpec(child: photo, corner: badge, location: .topRight)
    corner.offset = CGPoint(x: -3, y: 3)
    return corner
  }
}

/// A text over the bottom-left corner of a 300-point photo, 12 points in.
@MainActor
final class TrialDemoTextOverPhoto: ASDisplayNode {
  let photo = ASImageNode()
  let text = ASTextNode()

  override init() {
    super.init()
    automaticallyManagesSubnodes = true
    photo.image = UIImage(size: CGSize(width: 600, height: 600), scale: 2, drawing: [])
    text.attributedText = NSAttributedString(
      string: "Preload and display", attributes: [.font: UIFont.systemFont(ofSize: 14)])
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    photo.style.preferredSize = CGSize(width: 300, height: 300)
    let insets = UIEdgeInsets(top: .infinity, left: 12, bottom: 12, right: .infinity)
    return ASOverlayLayoutSpec(child: photo, overlay: ASInsetLayoutSpec(insets: insets, child: text))
  }
}

/// The program's controller: the demo node at the foot of the screen, revealed after a second.
@MainActor
final class TrialDemoViewController: ASDKViewController<ASDisplayNode> {
  let spinner = UIActivityIndicatorView(style: .gray)
  let demoNode: ASDisplayNode

  init(demoNode: ASDisplayNode) {
    self.demoNode = demoNode
    super.init(node: TrialDemoBaseNode())
    node.backgroundColor = .lightGray
    node.addSubnode(demoNode)
    node.layoutSpecBlock = { [weak self] _, _ in
      guard let demo = self?.demoNode else { return ASLayoutSpec() }
      demo.clipsToBounds = true
      return ASRelativeLayoutSpec(
        horizontalPosition: .center, verticalPosition: .end, sizingOption: [], child: demo)
    }
  }

  required init?(coder: NSCoder) { fatalError("no archives") }

  override func viewDidLoad() {
    super.viewDidLoad()
    node.view.addSubview(spinner)
    demoNode.isHidden = true
    spinner.startAnimating()
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
      self.spinner.stopAnimating()
      self.demoNode.isHidden = false
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = node.bounds
    spinner.frame.origin = CGPoint(
      x: (bounds.width - spinner.frame.width) / 2, y: (bounds.height - spinner.frame.height) / 2)
  }
}

/// A row showing an image at its aspect ratio across the row's width; it records the interface
/// states it leaves, in order.
@MainActor
final class TrialDemoImageCellNode: TrialDemoBaseCellNode {
  let imageNode = ASImageNode()
  private(set) var exits: [String] = []

  init(image: UIImage) {
    super.init()
    imageNode.image = image
  }

  override func didExitVisibleState() {
    super.didExitVisibleState()
    exits.append("visible")
  }

  override func didExitDisplayState() {
    super.didExitDisplayState()
    exits.append("display")
  }

  override func didExitPreloadState() {
    super.didExitPreloadState()
    exits.append("preload")
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    var ratio: CGFloat = 0.5
    if let image = imageNode.image { ratio = image.size.height / image.size.width }
    let stack = ASStackLayoutSpec.horizontal()
    stack.justifyContent = .start
    stack.alignItems = .start
    stack.style.flexShrink = 1
    stack.children = [ASRatioLayoutSpec(ratio: ratio, child: imageNode)]
    return ASInsetLayoutSpec(insets: .zero, child: stack)
  }
}

/// The table's data source: one row, then `count` rows, each an image of `imageSize` points.
@MainActor
final class TrialDemoTableDataSource: NSObject, ASTableDataSource {
  var counts: [Int]
  let image: UIImage

  init(count: Int, imageSize: CGSize) {
    counts = [1, count]
    image = UIImage(size: imageSize, scale: 1, drawing: [])
  }

  func numberOfSections(in tableNode: ASTableNode) -> Int { counts.count }

  func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { counts[section] }

  func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
    TrialDemoImageCellNode(image: image)
  }
}

/// The table presentation: a blue table node filling the node, rows not selectable.
@MainActor
final class TrialDemoTablePresentation: TrialDemoBaseNode {
  let table = ASTableNode()
  let dataSource: TrialDemoTableDataSource

  init(count: Int = 20, imageSize: CGSize = CGSize(width: 300, height: 200)) {
    dataSource = TrialDemoTableDataSource(count: count, imageSize: imageSize)
    super.init()
    table.allowsSelection = false
    table.backgroundColor = .blue
    table.dataSource = dataSource
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    ASInsetLayoutSpec(insets: .zero, child: table)
  }
}
