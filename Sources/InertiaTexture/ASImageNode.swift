import Inertia
import InertiaUIKit

/// Texture's ASDisplayNodeContextModifier: a block given the context a node draws its content
/// into (and Texture's draw parameters, nil here).
public typealias ASDisplayNodeContextModifier = @MainActor (CGContext, Any?) -> Void

/// Texture's ASImageNode: a leaf of its image's natural size (``image``, or `imageSize` for a
/// size without pixels), or filling the space offered when the size is zero. Its view is an
/// image view placing the image by the node's `contentMode` (Texture's default: aspect fill). It is
/// a control node, as Texture's is: `addTarget(_:action:forControlEvents:)` makes it take taps;
/// without a target, touches go through it to what is below.
///
/// As Texture draws an image node's content at the node's size, so does this node when it has an
/// ``imageModificationBlock``, display blocks or a resizable image
/// (`UIImage.as_resizableRoundedImage`): the image is drawn into a context of the node's bounds
/// (``willDisplayNodeContentWithRenderingContext`` first, the image placed by `contentMode`, or
/// stretched by its cap insets, then ``didDisplayNodeContentWithRenderingContext``), and the
/// modification block gets that drawing. The view shows the result, redrawn when the node's size,
/// image or blocks change.
@preconcurrency @MainActor
open class ASImageNode: ASControlNode {
  /// Makes a node of this class from its class value (see `DisplayNode.makeFromClass()`).
  open override class func makeFromClass() -> DisplayNode { ASImageNode() }

  /// The image's natural size. Default zero. Setting it lays out again.
  package var imageSize: CGSize = .zero { didSet { if imageSize != oldValue { setNeedsLayout() } } }
  /// The image shown (a PNG or drawn ``Image``); setting it sets `imageSize` to its size.
  /// Default nil.
  open var image: UIImage? {
    didSet {
      imageSize = image?.size ?? .zero
      contentChanged()
    }
  }
  /// Changes the image drawn at the node's size before it is shown (Texture's
  /// `imageModificationBlock`; nil from the block shows the unmodified drawing). Default nil.
  @preconcurrency open var imageModificationBlock: asimagenode_modification_block_t? {
    didSet { contentChanged() }
  }
  /// Runs on the drawing context before the image is drawn into it (a clip here clips the image).
  /// Default nil.
  @preconcurrency open var willDisplayNodeContentWithRenderingContext: ASDisplayNodeContextModifier? {
    didSet { contentChanged() }
  }
  /// Runs on the drawing context after the image is drawn into it. Default nil.
  @preconcurrency open var didDisplayNodeContentWithRenderingContext: ASDisplayNodeContextModifier? {
    didSet { contentChanged() }
  }
  /// The colour of the placeholder Texture shows while drawing asynchronously; drawing is
  /// synchronous here, so it is never shown. Default nil.
  open var placeholderColor: UIColor?
  /// The size in points of the backing store Texture draws the image into (zero: the node's
  /// size); it changes the bitmap's resolution, not the layout. Inertia draws the image at the
  /// node's bounds at the screen's scale, so it is recorded only. Default zero.
  open var forcedSize: CGSize = .zero
  /// Whether Texture may draw the image larger than its pixels into the backing store (recorded,
  /// as ``forcedSize``). Default false.
  open var forceUpscaling = false

  /// Creates an image node (content mode: aspect fill, as Texture's).
  public override init() {
    super.init()
    contentMode = .scaleAspectFill
  }

  /// Creates an image node named `id`.
  public override init(id: String?) {
    super.init(id: id)
    contentMode = .scaleAspectFill
  }

  /// An image view showing the displayed image, passing its touches to the node (a control node
  /// tracking them once it has a target).
  open override func makeView() -> View { ASImageNodeView(node: self) }

  /// The natural size, or nothing.
  open override var leafContent: LayoutNode.Content { imageSize == .zero ? .plain : .intrinsic(imageSize) }

  /// The node loaded its view: it shows the image.
  open override func didLoad() {
    super.didLoad()
    showImage()
  }

  /// The image is drawn again for the node's new size.
  open override func layout() {
    super.layout()
    showImage()
  }

  private func contentChanged() {
    if isNodeLoaded { showImage() }
  }

  private func showImage() {
    guard let imageView = view as? ImageView else { return }
    let shown = displayedImage(in: bounds.size)
    if imageView.image !== shown { imageView.image = shown }
  }

  /// Whether the image is drawn at the node's size rather than shown as it is.
  private var drawsAtNodeSize: Bool {
    imageModificationBlock != nil || willDisplayNodeContentWithRenderingContext != nil
      || didDisplayNodeContentWithRenderingContext != nil
      || (image.map { ASResizableImages.capInsets(of: $0) != nil } ?? false)
  }

  /// What the view shows for a node of `size`: ``image`` itself, or, with a modification block,
  /// display blocks or a resizable image, the image drawn at `size` and modified (at the image's
  /// own size while the node has no size).
  package func displayedImage(in size: CGSize) -> UIImage? {
    guard let image, drawsAtNodeSize else { return image }
    let target = size.width > 0 && size.height > 0 && size.isFinite ? size : image.size
    let context = GraphicsContext(size: target)
    GraphicsContext.withCurrent(context) {
      willDisplayNodeContentWithRenderingContext?(context, nil)
      if let insets = ASResizableImages.capInsets(of: image) {
        ASResizableImages.draw(
          image, capInsets: insets, in: CGRect(origin: .zero, size: target), context: context)
      } else {
        let bounds = CGRect(origin: .zero, size: target)
        context.saveGState()
        context.clip(to: bounds)
        context.draw(image, in: contentMode.rect(forContentOfSize: image.size, in: bounds))
        context.restoreGState()
      }
      didDisplayNodeContentWithRenderingContext?(context, nil)
    }
    let drawn = UIImage(size: target, scale: UIScreen.main.scale, drawing: context.operations)
    guard let block = imageModificationBlock else { return drawn }
    return block(drawn, ASPrimitiveTraitCollectionMakeDefault()) ?? drawn
  }
}

/// An image node's view: an image view that passes the touches it gets to its node, as the view of
/// a plain node does (``ASDisplayView``).
final class ASImageNodeView: ImageView {
  private weak var node: ASImageNode?

  init(node: ASImageNode) {
    self.node = node
    super.init(image: nil)
  }

  /// The node, held while the view has a superview (see ``ASDisplayView``).
  private var keptNode: ASImageNode?

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    keptNode = superview == nil ? nil : node
  }

  override func willMove(toWindow newWindow: Window?) {
    super.willMove(toWindow: newWindow)
    node?.viewWillMove(toWindow: newWindow)
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    node?.viewDidMove(toWindow: window)
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if let node { node.touchesBegan(touches, with: event) } else { super.touchesBegan(touches, with: event) }
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    if let node { node.touchesMoved(touches, with: event) } else { super.touchesMoved(touches, with: event) }
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if let node { node.touchesEnded(touches, with: event) } else { super.touchesEnded(touches, with: event) }
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    if let node {
      node.touchesCancelled(touches, with: event)
    } else {
      super.touchesCancelled(touches, with: event)
    }
  }
}
