import Inertia
import InertiaUIKit

/// Texture's ASLayoutElement: anything a layout spec can hold (a node or a spec), with a style.
@MainActor
public protocol ASLayoutElement: AnyObject, LayoutSpecConvertible {
  /// How the element sizes and flexes inside its parent.
  var style: ASLayoutElementStyle { get set }
}

extension ASLayoutElement {
  /// Measures the element within `constrainedSize` and returns its layout, as Texture's
  /// layoutThatFits:.
  public func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
    makeLayoutSpec().calculateLayoutThatFits(constrainedSize)
  }
}

/// Texture's ASDisplayNode on Inertia's ``Inertia/DisplayNode``: override
/// `layoutSpecThatFits(_:)` returning an ``ASLayoutSpec``, or assign `layoutSpecBlock`.
@MainActor
open class ASDisplayNode: DisplayNode, ASLayoutElement {
  /// Creates a node with a generated id.
  public init() { super.init(id: nil) }

  /// Creates a node named `id` in layouts and scenes.
  public override init(id: String?) { super.init(id: id) }

  /// A node whose view is made by `viewBlock` when first asked for (Texture's
  /// `init(viewBlock:didLoad:)`); `didLoad` runs once, right after, with the node.
  public convenience init(
    viewBlock: @escaping @MainActor () -> UIView, didLoad: (@MainActor (ASDisplayNode) -> Void)? = nil
  ) {
    self.init()
    self.viewBlock = viewBlock
    self.didLoadBlock = didLoad
  }

  /// A node whose view is made by `viewBlock` when first asked for.
  public convenience init(viewBlock: @escaping @MainActor () -> UIView) {
    self.init(viewBlock: viewBlock, didLoad: nil)
  }

  private var viewBlock: (@MainActor () -> UIView)?
  private var didLoadBlock: (@MainActor (ASDisplayNode) -> Void)?

  /// The view-block's view, else the node's own kind of view.
  open override func makeView() -> View { viewBlock?() ?? super.makeView() }

  /// The node's view, made on first use; a `didLoad` block given at creation runs then, once.
  open override var view: View {
    let loaded = super.view
    if let block = didLoadBlock {
      didLoadBlock = nil
      block(self)
    }
    return loaded
  }

  /// The node's spec for `constrainedSize`, as Texture's layoutSpecThatFits:. Default: the
  /// `layoutSpecBlock`'s spec, else none (the node measures as a leaf).
  open func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    ASLayoutSpec.unspecified
  }

  /// Bridges the Texture-style spec to Inertia's measuring: the override's spec, else the block's.
  open override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec? {
    resolvedLayoutSpec(constrainedSize)
  }

  /// The spec the node's content is laid out with: the subclass's, else the block's, else nil.
  func resolvedLayoutSpec(_ constrainedSize: SizeRange) -> LayoutSpec? {
    let spec: ASLayoutSpec = layoutSpecThatFits(constrainedSize)
    if spec !== ASLayoutSpec.unspecified { return spec.makeLayoutSpec() }
    return super.layoutSpecThatFits(constrainedSize)
  }

  /// The node as an element of a parent's spec.
  public func makeLayoutSpec() -> LayoutSpec { layoutElement() }

  /// The size of the last layout calculated (zero before one), as Texture's calculatedSize.
  public var calculatedSize: CGSize { calculatedLayout?.size ?? .zero }

  /// The node's bounds: its frame's size at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
}

/// Texture's ASTextNode: text measured with Inertia's deterministic text metrics; the font size
/// comes from the attributed string's `.font` (17 pt without one). Its ascender and descender
/// feed baseline alignment.
@MainActor
open class ASTextNode: ASDisplayNode {
  /// The text with its attributes; only the string and the `.font` size are used. Default nil.
  open var attributedText: NSAttributedString? {
    didSet { textChanged() }
  }

  private var content = TextContent("")

  /// Creates an empty text node.
  public override init() {
    super.init()
    textChanged()
  }

  /// Creates an empty text node named `id`.
  public override init(id: String?) {
    super.init(id: id)
    textChanged()
  }

  private func textChanged() {
    let string = attributedText?.string ?? ""
    var fontSize: CGFloat = 17
    if let attributedText, attributedText.length > 0,
      let font = attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    {
      fontSize = font.pointSize
    }
    content = TextContent(string, fontSize: fontSize)
    style.ascender = content.ascender
    style.descender = content.descender
    if isNodeLoaded { (view as? Label)?.text = string }
  }

  /// A label showing the text.
  open override func makeView() -> View {
    let label = Label(text: content.text)
    label.fontSize = content.fontSize
    return label
  }

  /// The text, measured by characters.
  open override var leafContent: LayoutNode.Content { .text(content) }
}

/// Texture's ASImageNode: a leaf of its image's natural size (``image``, or ``imageSize`` for a
/// size without pixels), or filling the space offered when the size is zero.
@MainActor
open class ASImageNode: ASDisplayNode {
  /// The image's natural size. Default zero. Setting it lays out again.
  open var imageSize: CGSize = .zero { didSet { setNeedsLayout() } }
  /// The image shown (a PNG ``Image``); setting it sets ``imageSize`` to its size. Default nil.
  open var image: UIImage? {
    didSet {
      imageSize = image?.size ?? .zero
      if isNodeLoaded { (view as? ImageView)?.image = image }
    }
  }

  /// An image view showing ``image``.
  open override func makeView() -> View { ImageView(image: image) }

  /// The natural size, or nothing.
  open override var leafContent: LayoutNode.Content { imageSize == .zero ? .plain : .intrinsic(imageSize) }
}
