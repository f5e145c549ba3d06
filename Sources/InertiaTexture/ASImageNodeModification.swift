import Inertia
import InertiaUIKit

/// Texture's ASPrimitiveTraitCollection: the traits a node draws and lays out with (the display
/// scale, the container's size and the interface style here).
public struct ASPrimitiveTraitCollection: Equatable, Sendable {
  /// Pixels per point of the display drawn for.
  public var displayScale: CGFloat
  /// The size of the container the node is in (zero when unknown).
  public var containerSize: CGSize
  /// Light or dark (`.unspecified` when unknown).
  public var userInterfaceStyle: UIUserInterfaceStyle

  /// Traits of `displayScale` in a container of `containerSize`, in `userInterfaceStyle`.
  public init(
    displayScale: CGFloat = 1, containerSize: CGSize = .zero,
    userInterfaceStyle: UIUserInterfaceStyle = .unspecified
  ) {
    self.displayScale = displayScale
    self.containerSize = containerSize
    self.userInterfaceStyle = userInterfaceStyle
  }
}

/// The traits of the main screen (Texture's ASPrimitiveTraitCollectionMakeDefault, with the
/// screen's scale).
@preconcurrency @MainActor public func ASPrimitiveTraitCollectionMakeDefault() -> ASPrimitiveTraitCollection {
  ASPrimitiveTraitCollection(displayScale: UIScreen.main.scale)
}

/// Texture's image modification block: the image drawn at the node's size in, the image to show
/// out (nil shows the input).
public typealias asimagenode_modification_block_t =
  @MainActor (UIImage, ASPrimitiveTraitCollection) -> UIImage?

/// A modification block that makes the image round (clipped to the oval of its size) with a
/// border of `borderWidth` in `borderColor` (black when nil) stroked on the oval, as Texture's
/// ASImageNodeRoundBorderModificationBlock. A width that is not positive and finite draws no
/// border.
public func ASImageNodeRoundBorderModificationBlock(_ borderWidth: CGFloat, _ borderColor: UIColor?)
  -> asimagenode_modification_block_t
{
  { image, _ in
    let bounds = CGRect(origin: .zero, size: image.size)
    let context = GraphicsContext(size: image.size)
    let oval = GraphicsPath()
    oval.addEllipse(in: bounds)
    context.addPath(oval)
    context.clip()
    context.draw(image, in: bounds)
    if borderWidth.isFinite, borderWidth > 0 {
      context.setStrokeColor(borderColor ?? .black)
      context.setLineWidth(borderWidth)
      context.addPath(oval)
      context.strokePath()
    }
    return UIImage(size: image.size, scale: image.scale, drawing: context.operations)
  }
}

/// A modification block that draws the image's shape filled with `color` (its opaque parts in
/// the colour, at their alpha), as Texture's ASImageNodeTintColorModificationBlock, which draws
/// the image as a template in that colour.
public func ASImageNodeTintColorModificationBlock(_ color: UIColor) -> asimagenode_modification_block_t {
  { image, _ in image.withTintColor(color) }
}

extension ASDisplayNode {
  /// The traits the node draws with (Texture's `primitiveTraitCollection()`): those a controller,
  /// a supernode or a list propagated to it (see ``setPrimitiveTraitCollection(_:)``); before any
  /// were, the scale of the window its view is in (the main screen's when it is in none) and, as
  /// the container, that window's size (zero out of a window).
  public func primitiveTraitCollection() -> ASPrimitiveTraitCollection {
    if let assignedTraitCollection { return assignedTraitCollection }
    guard isNodeLoaded, let window = view.window else { return ASPrimitiveTraitCollectionMakeDefault() }
    return ASPrimitiveTraitCollection(displayScale: window.screenScale, containerSize: window.bounds.size)
  }
}

/// Texture 2's form of ``ASImageNodeRoundBorderModificationBlock(_:_:)``: a block taking the image
/// alone, as Texture 2 declared `asimagenode_modification_block_t` (`UIImage *(^)(UIImage *)`),
/// so a program written for it that calls the block on an image (`block(image)`) compiles and gets
/// the same image, modified with the main screen's traits. Where a block of Texture 3's type is
/// wanted (an image node's `imageModificationBlock`, or a name without a type) Texture 3's form is
/// taken.
@_disfavoredOverload
public func ASImageNodeRoundBorderModificationBlock(_ borderWidth: CGFloat, _ borderColor: UIColor?)
  -> @MainActor (UIImage) -> UIImage?
{
  let block: asimagenode_modification_block_t = ASImageNodeRoundBorderModificationBlock(
    borderWidth, borderColor)
  return { image in block(image, ASPrimitiveTraitCollectionMakeDefault()) }
}

/// Texture 2's form of ``ASImageNodeTintColorModificationBlock(_:)``: a block taking the image alone
/// (`ASImageNodeTintColorModificationBlock(colour)(image)`), as Texture 2 declared it; Texture 3's
/// form is taken wherever its type is wanted.
@_disfavoredOverload
public func ASImageNodeTintColorModificationBlock(_ color: UIColor) -> @MainActor (UIImage) -> UIImage? {
  let block: asimagenode_modification_block_t = ASImageNodeTintColorModificationBlock(color)
  return { image in block(image, ASPrimitiveTraitCollectionMakeDefault()) }
}
