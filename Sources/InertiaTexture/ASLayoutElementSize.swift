import Inertia

/// Texture's ASLayoutElementSize: an element's exact, minimum and maximum width and height as
/// dimensions (its style's sizes), what `calculateLayoutThatFits(_:restrictedTo:relativeToParentSize:)`
/// is restricted to.
///
/// See also: ``ASDisplayNode/calculateLayoutThatFits(_:restrictedTo:relativeToParentSize:)``,
/// ``ASLayoutElementSizeResolve(_:_:)``.
public struct ASLayoutElementSize: Equatable, Sendable {
  /// The exact width. Default auto.
  public var width: ASDimension = .auto
  /// The exact height. Default auto.
  public var height: ASDimension = .auto
  /// The minimum width. Default auto.
  public var minWidth: ASDimension = .auto
  /// The maximum width. Default auto.
  public var maxWidth: ASDimension = .auto
  /// The minimum height. Default auto.
  public var minHeight: ASDimension = .auto
  /// The maximum height. Default auto.
  public var maxHeight: ASDimension = .auto

  /// Creates a size of auto dimensions, as Texture's ASLayoutElementSizeMake().
  public init() {}

  /// Creates a size of the given dimensions.
  public init(
    width: ASDimension, height: ASDimension, minWidth: ASDimension, maxWidth: ASDimension,
    minHeight: ASDimension, maxHeight: ASDimension
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
  }

  /// The size's dimensions as a style holding only them.
  var style: ASLayoutElementStyle {
    var style = ASLayoutElementStyle()
    style.width = width
    style.height = height
    style.minWidth = minWidth
    style.maxWidth = maxWidth
    style.minHeight = minHeight
    style.maxHeight = maxHeight
    return style
  }
}

/// An element size of auto dimensions, as Texture's ASLayoutElementSizeMake().
public func ASLayoutElementSizeMake() -> ASLayoutElementSize { ASLayoutElementSize() }

/// An element size of exactly `size` in points, as Texture's ASLayoutElementSizeMakeFromCGSize.
public func ASLayoutElementSizeMakeFromCGSize(_ size: CGSize) -> ASLayoutElementSize {
  var result = ASLayoutElementSize()
  result.width = .points(size.width)
  result.height = .points(size.height)
  return result
}

/// The range `size` allows against `parentSize`, as Texture's ASLayoutElementSizeResolve: a minimum
/// wins over a maximum, which wins over the exact size; an auto exact size leaves the range open
/// between them.
public func ASLayoutElementSizeResolve(_ size: ASLayoutElementSize, _ parentSize: CGSize) -> ASSizeRange {
  size.style.sizeRange(parent: parentSize)
}

extension LayoutElementStyle {
  /// The exact, minimum and maximum width and height, as Texture's `style.size`.
  public var size: ASLayoutElementSize {
    get {
      ASLayoutElementSize(
        width: width, height: height, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
        maxHeight: maxHeight)
    }
    set {
      width = newValue.width
      height = newValue.height
      minWidth = newValue.minWidth
      maxWidth = newValue.maxWidth
      minHeight = newValue.minHeight
      maxHeight = newValue.maxHeight
    }
  }
}
