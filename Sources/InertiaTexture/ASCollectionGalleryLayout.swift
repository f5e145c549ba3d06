import Inertia
import InertiaUIKit

/// Texture's ASElementMap: the elements a collection layout delegate lays out, here the item
/// counts of the collection's sections.
@preconcurrency @MainActor
public final class ASElementMap {
  /// The number of items in each section, first section first.
  public let itemCounts: [Int]
  /// A map of sections holding `itemCounts` items.
  public init(itemCounts: [Int]) { self.itemCounts = itemCounts }
  /// The number of items in all sections.
  public var count: Int { itemCounts.reduce(0, +) }
}

/// Texture's ASCollectionViewLayoutFacilitatorProtocol: an object told of a collection's updates
/// (recorded, not called: a collection node here lays out at once).
@preconcurrency @MainActor
public protocol ASCollectionViewLayoutFacilitatorProtocol: AnyObject {}

/// What a gallery layout asks its provider (Texture's ASCollectionGalleryLayoutPropertiesProviding):
/// the size of every item, and optionally the spacings and the section inset (default 0 and none).
@preconcurrency @MainActor
public protocol ASCollectionGalleryLayoutPropertiesProviding: AnyObject {
  /// The size of every item.
  func galleryLayoutDelegate(
    _ delegate: ASCollectionGalleryLayoutDelegate, sizeForElements elements: ASElementMap
  )
    -> CGSize
  /// The space between lines. Default 0.
  func galleryLayoutDelegate(
    _ delegate: ASCollectionGalleryLayoutDelegate, minimumLineSpacingForElements elements: ASElementMap
  ) -> CGFloat
  /// The space between items of a line. Default 0.
  func galleryLayoutDelegate(
    _ delegate: ASCollectionGalleryLayoutDelegate, minimumInteritemSpacingForElements elements: ASElementMap
  ) -> CGFloat
  /// The inset of each section. Default none.
  func galleryLayoutDelegate(
    _ delegate: ASCollectionGalleryLayoutDelegate, sectionInsetForElements elements: ASElementMap
  ) -> UIEdgeInsets
}

extension ASCollectionGalleryLayoutPropertiesProviding {
  /// No space between lines.
  public func galleryLayoutDelegate(
    _ delegate: ASCollectionGalleryLayoutDelegate, minimumLineSpacingForElements elements: ASElementMap
  ) -> CGFloat { 0 }
  /// No space between items.
  public func galleryLayoutDelegate(
    _ delegate: ASCollectionGalleryLayoutDelegate, minimumInteritemSpacingForElements elements: ASElementMap
  ) -> CGFloat { 0 }
  /// No section inset.
  public func galleryLayoutDelegate(
    _ delegate: ASCollectionGalleryLayoutDelegate, sectionInsetForElements elements: ASElementMap
  ) -> UIEdgeInsets { .zero }
}

/// Texture's ASCollectionGalleryLayoutDelegate: items of one size from its ``propertiesProvider``,
/// placed line after line from the leading edge with exactly the interitem spacing (not spread
/// out as a flow layout's), as many to a line as fit inside the section inset (at least one).
/// Vertical unless ``scrollableDirections`` holds only left or right.
@preconcurrency @MainActor
public final class ASCollectionGalleryLayoutDelegate {
  /// The directions the collection scrolls in.
  public let scrollableDirections: ASScrollDirection
  /// The object giving the item size, spacings and inset.
  public weak var propertiesProvider: ASCollectionGalleryLayoutPropertiesProviding?

  /// A gallery scrolling in `scrollableDirections`.
  public init(scrollableDirections: ASScrollDirection) { self.scrollableDirections = scrollableDirections }

  /// Whether lines run across (the collection scrolls vertically).
  var isVertical: Bool {
    ASScrollDirectionContainsVerticalDirection(scrollableDirections)
      || !ASScrollDirectionContainsHorizontalDirection(scrollableDirections)
  }
}

/// The collection layout a gallery delegate drives.
final class ASGalleryCollectionLayout: UICollectionViewLayout {
  let delegate: ASCollectionGalleryLayoutDelegate
  private var frames: [[CGRect]] = []
  private var size = CGSize.zero

  init(delegate: ASCollectionGalleryLayoutDelegate) {
    self.delegate = delegate
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func prepare() {
    super.prepare()
    guard let collection = collectionView, let provider = delegate.propertiesProvider else {
      (frames, size) = ([], .zero)
      return
    }
    let counts = (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }
    let elements = ASElementMap(itemCounts: counts)
    let item = provider.galleryLayoutDelegate(delegate, sizeForElements: elements)
    let line = provider.galleryLayoutDelegate(delegate, minimumLineSpacingForElements: elements)
    let gap = provider.galleryLayoutDelegate(delegate, minimumInteritemSpacingForElements: elements)
    let inset = provider.galleryLayoutDelegate(delegate, sectionInsetForElements: elements)
    let vertical = delegate.isVertical
    // Work along (a, the line) and down (b, the lines) and swap for a horizontal gallery.
    let (itemA, itemB) = vertical ? (item.width, item.height) : (item.height, item.width)
    let (startA, endA) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
    let (startB, endB) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
    let across = vertical ? collection.bounds.width : collection.bounds.height
    let perLine = max(Int(((across - startA - endA + gap) / max(itemA + gap, 1)).rounded(.down)), 1)
    var b: CGFloat = 0
    frames = counts.map { count in
      b += startB
      let section = (0..<count).map { index -> CGRect in
        let a = startA + CGFloat(index % perLine) * (itemA + gap)
        let y = b + CGFloat(index / perLine) * (itemB + line)
        return vertical
          ? CGRect(x: a, y: y, width: item.width, height: item.height)
          : CGRect(x: y, y: a, width: item.width, height: item.height)
      }
      let lines = (count + perLine - 1) / perLine
      b += CGFloat(lines) * itemB + CGFloat(max(lines - 1, 0)) * line + endB
      return section
    }
    size = vertical ? CGSize(width: across, height: b) : CGSize(width: b, height: across)
  }

  override var collectionViewContentSize: CGSize { size }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    frames.indices.flatMap { section in
      frames[section].indices.compactMap { item in
        frames[section][item].intersects(rect)
          ? layoutAttributesForItem(at: IndexPath(item: item, section: section)) : nil
      }
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard frames.indices.contains(indexPath.section),
      frames[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frames[indexPath.section][indexPath.item]
    return attributes
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != (collectionView?.bounds.size ?? .zero)
  }
}

extension ASCollectionNode {
  /// A collection node laid out by a layout delegate (Texture's `init(layoutDelegate:layoutFacilitator:)`);
  /// the gallery delegate is the one provided. The facilitator is kept by the caller, not called.
  public convenience init(
    layoutDelegate: ASCollectionGalleryLayoutDelegate,
    layoutFacilitator: ASCollectionViewLayoutFacilitatorProtocol?
  ) {
    self.init(collectionViewLayout: ASGalleryCollectionLayout(delegate: layoutDelegate))
  }
}

extension ASDisplayNode {
  /// How the node's view resizes with its superview (Texture's `autoresizingMask`, the view's).
  public var autoresizingMask: View.AutoresizingMask {
    get { view.autoresizingMask }
    set { view.autoresizingMask = newValue }
  }
}
