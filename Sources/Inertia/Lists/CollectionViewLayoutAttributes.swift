import Foundation

/// Where one element of a ``CollectionView`` sits, like UICollectionViewLayoutAttributes: its
/// index path, frame, layer order and whether it is a cell, a supplementary view or a decoration.
///
/// See also: ``CollectionViewLayout``.
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes {
  /// A description of the object, as NSObject's: `<ClassName: 0x…>`. Subclasses override it.
  open var description: String { objectDescription(self) }

  /// What an element is, like UICollectionView.ElementCategory.
  public enum ElementCategory: Sendable, Hashable {
    /// An item's cell.
    case cell
    /// A header, footer or other view the data source supplies.
    case supplementaryView
    /// A view the layout supplies (a section background).
    case decorationView
  }

  // The plain values below are read for every element on every frame: final, and unchecked for
  // exclusivity (main-actor values of trivial types; no code holds them in place across a call).
  /// The element's index path (item in section, or the section for supplementary views).
  public final var indexPath: IndexPath { didSet { pathKey = .init(indexPath) } }
  /// The index path as the collection view's element keys hold it.
  @exclusivity(unchecked) final private(set) var pathKey: CollectionElementKey.Path
  /// What the element is.
  public let representedElementCategory: ElementCategory
  /// The kind of a supplementary or decoration view (nil for cells).
  public let representedElementKind: String?
  /// The kind's number in element keys (0 for none).
  let kindID: Int32
  /// The element's frame in the collection view's content coordinates.
  @exclusivity(unchecked) public final var frame: CGRect
  /// The order in which overlapping elements draw: higher draws above. Default 0.
  @exclusivity(unchecked) public final var zIndex = 0
  /// The element's opacity. Default 1.
  @exclusivity(unchecked) public final var alpha: CGFloat = 1
  /// Whether the element is hidden. Default false.
  @exclusivity(unchecked) public final var isHidden = false
  /// The element's 3D transform when it is not the identity (nil: none, the common case, so a
  /// moving frame compares one optional instead of sixteen entries).
  @exclusivity(unchecked) final private(set) var storedTransform3D: Transform3D?
  /// The orthogonal section whose row holds the element (compositional layouts): its frame is
  /// the unscrolled place in the row, and its view lives in the row's scroll view.
  @exclusivity(unchecked) final var orthogonalSection: Int?

  /// Attributes for a cell with an empty index path and a zero frame
  /// (`UICollectionViewLayoutAttributes()`, a placeholder custom layouts start from).
  public convenience init() { self.init(forCellWith: IndexPath()) }

  /// Attributes for the cell of the item at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    pathKey = .init(indexPath)
    representedElementCategory = .cell
    representedElementKind = nil
    kindID = 0
    frame = .zero
  }

  /// Attributes for the cell of `item` in `section` (the built-in layouts' path: the index path
  /// is made once, the key's fields need no reading back).
  init(cellSection section: Int, item: Int) {
    indexPath = IndexPath(item: item, section: section)
    pathKey = .init(section: section, item: item)
    representedElementCategory = .cell
    representedElementKind = nil
    kindID = 0
    frame = .zero
  }

  /// Attributes for a supplementary view of `kind` at `indexPath`.
  public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    pathKey = .init(indexPath)
    representedElementCategory = .supplementaryView
    representedElementKind = kind
    kindID = CollectionElementKey.kindID(kind)
    frame = .zero
  }

  /// Attributes for a decoration view of `kind` at `indexPath`.
  public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    pathKey = .init(indexPath)
    representedElementCategory = .decorationView
    representedElementKind = kind
    kindID = CollectionElementKey.kindID(kind)
    frame = .zero
  }

  /// The transform applied to the element's view around its centre (the view's
  /// `layer.transform`), like UICollectionViewLayoutAttributes.transform3D: the frame stays the
  /// untransformed one, as the view's centre and bounds are. Default identity; non-finite
  /// transforms are ignored.
  public final var transform3D: Transform3D {
    get { storedTransform3D ?? .identity }
    set {
      guard newValue.isFinite else { return }
      storedTransform3D = newValue.isIdentity ? nil : newValue
    }
  }

  /// The affine transform applied to the element's view (the affine part of ``transform3D``);
  /// setting it replaces ``transform3D``, as in UIKit.
  public final var transform: AffineTransform {
    get { transform3D.affineTransform }
    set { transform3D = Transform3D(newValue) }
  }

  /// The element's bounds: its size at the origin. Setting it changes the size around the
  /// centre, as UIKit's does.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// The frame's size.
  public var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// The frame's centre.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// A copy with the same values (a layout hands out copies so callers cannot change its cache).
  open func copy() -> CollectionViewLayoutAttributes {
    let copy: CollectionViewLayoutAttributes
    switch representedElementCategory {
    case .cell: copy = CollectionViewLayoutAttributes(forCellWith: indexPath)
    case .supplementaryView:
      copy = CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
    case .decorationView:
      copy = CollectionViewLayoutAttributes(
        forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
    }
    copy.frame = frame
    copy.zIndex = zIndex
    copy.alpha = alpha
    copy.isHidden = isHidden
    copy.orthogonalSection = orthogonalSection
    copy.storedTransform3D = storedTransform3D
    return copy
  }

  /// The key the collection view tracks the element's view under (plain fields: no hashing of
  /// the kind or the index path on every frame).
  var elementKey: CollectionElementKey {
    CollectionElementKey(category: representedElementCategory, kindID: kindID, path: pathKey)
  }
}

extension CGRect {
  /// Whether the two rects share area (rects that only touch do not), as on-screen tests need.
  @inline(__always)
  func overlaps(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
