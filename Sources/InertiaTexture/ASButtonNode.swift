import Inertia
import InertiaUIKit

/// Texture's ASButtonNodeImageAlignment: whether the image comes before or after the title.
public enum ASButtonNodeImageAlignment: UInt, Sendable {
  /// Image first (left, or top when vertical). The default.
  case beginning
  /// Image last.
  case end
}

/// Texture's ASButtonNode: a control node with a title (``titleNode``), an image (``imageNode``)
/// and a background image (``backgroundImageNode``) chosen by state: highlighted, then selected,
/// then disabled, then normal, as UIKit's button falls back. The image and title are stacked by
/// ``laysOutHorizontally`` with ``contentSpacing`` between them, centred by the content
/// alignments, inset by ``contentEdgeInsets``, over the background image.
@preconcurrency @MainActor
open class ASButtonNode: ASControlNode {
  /// Makes a node of this class from its class value (see `DisplayNode.makeFromClass()`).
  open override class func makeFromClass() -> DisplayNode { ASButtonNode() }

  /// The title's text node.
  public let titleNode = ASTextNode()
  /// The image's node.
  public let imageNode = ASImageNode()
  /// The background image's node, stretched to the button.
  public let backgroundImageNode = ASImageNode()

  private var titles: [UInt: NSAttributedString] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]

  /// Space between the image and the title. Default 8.
  open var contentSpacing: CGFloat = 8 { didSet { setNeedsLayout() } }
  /// Whether the image and title sit side by side (else stacked). Default true.
  open var laysOutHorizontally = true { didSet { setNeedsLayout() } }
  /// Vertical placement of the content. Default centred.
  open var contentVerticalAlignment: ASVerticalAlignment = .center { didSet { setNeedsLayout() } }
  /// Horizontal placement of the content. Default centred.
  open var contentHorizontalAlignment: ASHorizontalAlignment = .middle { didSet { setNeedsLayout() } }
  /// Insets around the content. Default zero.
  open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
  /// Where the image goes relative to the title. Default `.beginning`.
  open var imageAlignment: ASButtonNodeImageAlignment = .beginning { didSet { setNeedsLayout() } }

  /// Creates a button.
  public override init() {
    super.init()
    automaticallyManagesSubnodes = true
    imageNode.contentMode = .center
    backgroundImageNode.contentMode = .scaleToFill
  }

  /// The title for `state` as attributed text (nil: none set for it).
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { titles[state.rawValue] }
  /// The image for `state`.
  open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }
  /// The background image for `state`.
  open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }

  /// Sets the title for `state` in `font` (without one, the system font at `UIFont.buttonFontSize`,
  /// 18 points, as Texture's) and `color` (black without one).
  open func setTitle(_ title: String, with font: UIFont?, with color: UIColor?, for state: UIControl.State) {
    let attributes: [NSAttributedString.Key: Any] = [
      .font: font ?? UIFont.systemFont(ofSize: UIFont.buttonFontSize),
      .foregroundColor: color ?? UIColor.black,
    ]
    setAttributedTitle(NSAttributedString(string: title, attributes: attributes), for: state)
  }

  /// Sets the attributed title for `state` (nil removes it).
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    titles[state.rawValue] = title
    showContent()
  }

  /// Sets the image for `state` (nil removes it).
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    showContent()
  }

  /// Sets the background image for `state` (nil removes it).
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
    showContent()
  }

  /// The content follows the state.
  open override func stateChanged() {
    super.stateChanged()
    showContent()
  }

  /// What `table` holds for the current state, falling back as UIKit's button does.
  private func current<Value>(_ table: [UInt: Value]) -> Value? {
    let order: [UIControl.State] =
      !isEnabled
      ? [.disabled, .normal]
      : isHighlighted ? [.highlighted, .normal] : isSelected ? [.selected, .normal] : [.normal]
    for state in order { if let value = table[state.rawValue] { return value } }
    return nil
  }

  private func showContent() {
    let title = current(titles)
    if titleNode.attributedText != title { titleNode.attributedText = title }
    let image = current(images)
    if imageNode.image !== image { imageNode.image = image }
    let background = current(backgroundImages)
    if backgroundImageNode.image !== background { backgroundImageNode.image = background }
    setNeedsLayout()
  }

  /// The image and title stacked and aligned, inset, over the background image.
  open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    var children: [ASLayoutElement] = []
    if imageNode.image != nil { children.append(imageNode) }
    if (titleNode.attributedText?.length ?? 0) > 0 { children.append(titleNode) }
    if imageAlignment == .end { children.reverse() }
    let stack = ASStackLayoutSpec(
      direction: laysOutHorizontally ? .horizontal : .vertical, spacing: contentSpacing,
      justifyContent: .start,
      alignItems: .center, children: children)
    stack.horizontalAlignment = contentHorizontalAlignment
    stack.verticalAlignment = contentVerticalAlignment
    let content = ASInsetLayoutSpec(insets: contentEdgeInsets, child: stack)
    guard backgroundImageNode.image != nil else { return content }
    return ASBackgroundLayoutSpec(child: content, background: backgroundImageNode)
  }
}
