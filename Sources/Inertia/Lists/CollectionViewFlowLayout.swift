import Foundation

/// A layout of items in lines that wrap, like UICollectionViewFlowLayout: lines run across the
/// scroll direction, sections have insets, headers and footers (headers can pin to the top).
///
/// Placement follows UIKit's: items of a full line are spread so the line touches both insets (a
/// lone item is centred), the last line of a section of several lines is left-aligned (with the
/// spacing of the full lines when all items share one size, so columns line up), a section of
/// one short line spreads its items across it, and items smaller than their line are centred on it.
///
/// The geometry is lazy: sections whose items share one size store nothing per item (a line's
/// place is arithmetic), and a query for a rect costs a binary search plus the elements it returns.
///
/// See also: ``CollectionViewDelegateFlowLayout``.
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// The direction the content scrolls, like UICollectionView.ScrollDirection.
  public enum ScrollDirection: Int, Sendable {
    /// Lines run across; the content scrolls up and down (UIKit's raw value 0).
    case vertical = 0
    /// Lines run down; the content scrolls sideways (UIKit's raw value 1).
    case horizontal = 1
  }

  /// The value of ``estimatedItemSize`` that sizes cells from their content with 50 x 50 estimates.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  /// The estimate of ``automaticSize``.
  static let automaticEstimate = CGSize(width: 50, height: 50)

  /// The size of every item when the delegate gives none. Default 50 x 50.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// Self-sizing: items start at this size and take their cells' preferred sizes when they
  /// appear. Default zero (off); ``automaticSize`` uses 50 x 50 estimates.
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The least space between lines. Default 10.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items on a line. Default 10.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The space around each section's items. Default zero.
  open var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
  /// What ``sectionInset`` is measured from (iOS 11). Default `.fromContentInset`.
  open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
  /// The scroll direction. Default vertical.
  open var scrollDirection = ScrollDirection.vertical {
    didSet {
      isVertical = scrollDirection == .vertical
      invalidateLayout()
    }
  }
  /// The size of section headers (only the height counts scrolling vertically). Default zero: none.
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The size of section footers. Default zero: none.
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// Whether a section's header stays at the top of the visible area while its section scrolls
  /// under it (pushed away by the section's end). Default false.
  open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
  /// Whether a section's footer stays at the bottom of the visible area while its section scrolls
  /// above it (held below the section's header, and never below its own place). Default false.
  open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

  /// Set by the delegate's default size method, so the layout knows sizes are uniform.
  var delegateLacksItemSizes = false
  /// The sections' geometry (unchecked for exclusivity: read on every frame, as the table's).
  @exclusivity(unchecked) var sections: [FlowLayoutSection] = []
  @exclusivity(unchecked) var crossExtent = 0.0
  private var needsRebuild = true
  /// The sections whose lines must be worked out again (self-sized items changed); every later
  /// section moves.
  private var dirtySections = Set<Int>()

  /// Whether the content scrolls vertically: ``scrollDirection`` as last set or prepared (a plain
  /// stored value, read for every element).
  @exclusivity(unchecked) var isVertical = true
  var isSelfSizing: Bool { estimatedItemSize != .zero }

  // MARK: Invalidation

  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if let flow = context as? CollectionViewFlowLayoutInvalidationContext {
      if flow.invalidateFlowLayoutDelegateMetrics || context.invalidateEverything
        || context.invalidateDataSourceCounts
      {
        needsRebuild = true
      }
    } else if context.invalidateEverything || context.invalidateDataSourceCounts
      || context.invalidatedItemIndexPaths == nil
    {
      needsRebuild = true
    }
    super.invalidateLayout(with: context)
  }

  open override func invalidateLayout() {
    if let pending = takePendingInvalidationContext() { return invalidateLayout(with: pending) }
    let context = CollectionViewFlowLayoutInvalidationContext()
    context.marksEverything = true
    invalidateLayout(with: context)
  }

  /// True, as UIKit's flow layout answers (read by nothing here; see the base class).
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != lastPreparedSize || sectionHeadersPinToVisibleBounds
      || sectionFootersPinToVisibleBounds
  }

  open override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> CollectionViewLayoutInvalidationContext
  {
    let context = CollectionViewFlowLayoutInvalidationContext()
    context.invalidateFlowLayoutDelegateMetrics = newBounds.size != lastPreparedSize
    context.invalidateFlowLayoutAttributes = true
    return context
  }

  override func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool { isSelfSizing }

  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    isSelfSizing && originalAttributes.representedElementCategory == .cell
      && preferredAttributes.size != originalAttributes.size
  }

  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = CollectionViewFlowLayoutInvalidationContext()
    context.invalidateFlowLayoutDelegateMetrics = false  // Only this item's size changed.
    let path = originalAttributes.indexPath
    context.invalidateItems(at: [path])
    guard sections.indices.contains(path.section), path.item < sections[path.section].sizes.count else {
      return context
    }
    let size = preferredAttributes.size
    let main = Double(isVertical ? size.height : size.width)
    let cross = Double(isVertical ? size.width : size.height)
    guard main.isFinite, cross.isFinite, main >= 0, cross >= 0 else { return context }
    let oldMain = sections[path.section].sizes[path.item].main
    sections[path.section].sizes[path.item] = (main, min(cross, sections[path.section].available))
    dirtySections.insert(path.section)
    // An item measured above the visible area moves the offset, so what is visible stays still.
    if let collectionView = attachedCollectionView {
      let top = isVertical ? originalAttributes.frame.minY : originalAttributes.frame.minX
      let visibleTop = isVertical ? collectionView.bounds.minY : collectionView.bounds.minX
      if top < visibleTop {
        let delta = CGFloat(main - oldMain)
        context.contentOffsetAdjustment = isVertical ? CGPoint(x: 0, y: delta) : CGPoint(x: delta, y: 0)
      }
    }
    return context
  }

  // MARK: Preparing

  /// The collection view's size at the last rebuild.
  var lastPreparedSize = CGSize.zero

  open override func prepare() {
    super.prepare()
    updateIfNeeded()
  }

  /// Brings the sections up to date after an invalidation. ``prepare()`` does it, and so does
  /// every question the layout answers: subclasses written for iOS often override `prepare()`
  /// without calling super, and UIKit's flow layout still works out its items lazily for them.
  func updateIfNeeded() {
    if needsRebuild {
      needsRebuild = false
      dirtySections = []
      rebuild()
    } else if let first = dirtySections.min(), first < sections.count {
      for section in first..<sections.count {
        if dirtySections.contains(section) { sections[section].computeLines() }
        sections[section].start = section == 0 ? 0 : sections[section - 1].end
      }
      dirtySections = []
    }
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    updateIfNeeded()
    return flowElements(in: rect)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    updateIfNeeded()
    return flowItem(at: indexPath)
  }

  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    updateIfNeeded()
    return flowSupplementaryView(ofKind: elementKind, at: indexPath)
  }

  open override var collectionViewContentSize: CGSize {
    updateIfNeeded()
    let length = CGFloat(sections.last?.end ?? 0)
    return isVertical
      ? CGSize(width: CGFloat(crossExtent), height: length)
      : CGSize(width: length, height: CGFloat(crossExtent))
  }
}

/// What a flow layout's invalidation covers, like UICollectionViewFlowLayoutInvalidationContext.
@preconcurrency @MainActor
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
  /// Whether the delegate's sizes must be asked again. Default true.
  public var invalidateFlowLayoutDelegateMetrics = true
  /// Whether the attributes must be worked out again. Default true.
  public var invalidateFlowLayoutAttributes = true
}
