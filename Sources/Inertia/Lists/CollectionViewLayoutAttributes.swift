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
  public final private(set) var representedElementCategory: ElementCategory
  /// The kind of a supplementary or decoration view (nil for cells).
  public final private(set) var representedElementKind: String?
  /// The kind's number in element keys (0 for none).
  final private(set) var kindID: Int32
  /// The element's frame in the collection view's content coordinates.
  @exclusivity(unchecked) public final var frame: CGRect
  /// The order in which overlapping elements draw: higher draws above. Default 0. Subclasses may
  /// override it (to observe it, as UIKit's Objective-C property allows).
  open var zIndex = 0
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
  /// (`UICollectionViewLayoutAttributes()`, a placeholder custom layouts start from). Every other
  /// initializer starts here, so a subclass (a layout's ``CollectionViewLayout/layoutAttributesClass``)
  /// is made from its class and copied as itself.
  public required init() {
    indexPath = IndexPath()
    pathKey = .init(IndexPath())
    representedElementCategory = .cell
    representedElementKind = nil
    kindID = 0
    frame = .zero
  }

  /// Attributes for the cell of the item at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    setIndexPath(indexPath)
  }

  /// Attributes for the cell of `item` in `section` (the built-in layouts' path: the index path
  /// is made once).
  convenience init(cellSection section: Int, item: Int) {
    self.init()
    setIndexPath(IndexPath(item: item, section: section))
  }

  /// Attributes for a supplementary view of `kind` at `indexPath`.
  public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.init()
    setIndexPath(indexPath)
    setCategory(.supplementaryView, kind: kind)
  }

  /// Attributes for a decoration view of `kind` at `indexPath`.
  public convenience init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
    self.init()
    setIndexPath(indexPath)
    setCategory(.decorationView, kind: kind)
  }

  /// Sets the index path and its key (an initializer's assignment runs no `didSet`).
  final func setIndexPath(_ path: IndexPath) {
    indexPath = path
    pathKey = .init(path)
  }

  /// Sets what the element is (the initializers' and copies' step after `init()`).
  final func setCategory(_ category: ElementCategory, kind: String?) {
    representedElementCategory = category
    representedElementKind = kind
    kindID = kind.map(CollectionElementKey.kindID) ?? 0
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

  /// The frame's size. Setting it keeps the centre, as UIKit's attributes keep their `center`
  /// and `size` apart (a layout setting `center`, then `size`, gets a frame around that centre).
  public var size: CGSize {
    get { frame.size }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// The frame's centre.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// A copy with the same values, of the same class (a layout hands out copies so callers cannot
  /// change its cache): NSCopying's method, which subclasses override to copy their own
  /// properties after `super.copy(with:)`.
  open func copy(with zone: NSZone? = nil) -> Any { copyOfValues() }

  /// A copy of this class with these attributes' values (``copy(with:)``'s own part).
  final func copyOfValues() -> CollectionViewLayoutAttributes {
    let copy = type(of: self).init()
    copy.setIndexPath(indexPath)
    copy.setCategory(representedElementCategory, kind: representedElementKind)
    copy.frame = frame
    copy.zIndex = zIndex
    copy.alpha = alpha
    copy.isHidden = isHidden
    copy.orthogonalSection = orthogonalSection
    copy.storedTransform3D = storedTransform3D
    return copy
  }

  /// A copy with the same values, of the same class (``copy(with:)``).
  public final func copy() -> CollectionViewLayoutAttributes {
    copy(with: nil) as? CollectionViewLayoutAttributes ?? copyOfValues()
  }

  /// Whether `object` is attributes of the same class with the same values (index path, element,
  /// frame, layer order, alpha, hidden, transform), as UIKit's: the collection view applies new
  /// attributes to a view only when they differ. Subclasses with properties of their own override
  /// it to compare them too, after `super.isEqual(_:)`.
  open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
      return false
    }
    return other === self
      || (other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
        && other.representedElementKind == representedElementKind && other.frame == frame
        && other.zIndex == zIndex && other.alpha == alpha && other.isHidden == isHidden
        && other.storedTransform3D == storedTransform3D)
  }

  /// A hash agreeing with ``isEqual(_:)``: from the index path and the element.
  open var hash: Int {
    var hasher = Hasher()
    hasher.combine(indexPath)
    hasher.combine(representedElementCategory)
    hasher.combine(representedElementKind)
    return hasher.finalize()
  }

  /// A description for debugging (NSObject's: ``description`` unless overridden).
  open var debugDescription: String { description }

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
