import Foundation

/// The base class of a ``CollectionView``'s layouts, like UICollectionViewLayout: subclasses
/// work out where every element goes in ``prepare()`` and answer for the elements in a rect.
///
/// The collection view calls ``prepare()`` once after each invalidation, before it asks for
/// ``collectionViewContentSize`` or any attributes; it asks for the elements in its visible rect
/// on every frame that moves, so a layout should answer in time proportional to what it returns.
///
/// See also: ``CollectionViewFlowLayout``, ``CollectionViewLayoutInvalidationContext``.
@preconcurrency @MainActor
open class CollectionViewLayout {
  /// The collection view using this layout (nil until the layout is given to one). Open, as
  /// UIKit's is, so a subclass may narrow it (`override open var collectionView:
  /// UICollectionView { super.collectionView! }`); the framework itself reads the stored link.
  open var collectionView: CollectionView? { attachedCollectionView }
  /// The collection view this layout is given to, kept weakly.
  package weak var attachedCollectionView: CollectionView?
  /// An animator made for this layout, told when the collection view enters a window.
  weak var waitingDynamicAnimator: DynamicAnimator?
  /// Whether ``prepare()`` must run before the next question.
  private(set) var needsPrepare = true
  /// The decoration views' classes, by kind.
  var decorationClasses: [String: CollectionReusableView.Type] = [:]
  /// The built-in layouts' cell attributes and result array, reused from pass to pass (unchecked
  /// for exclusivity: changed for every element of a pass, only by the layout's own code).
  @exclusivity(unchecked) var reuse = LayoutAttributesReuse()

  /// Creates a layout.
  public init() {}

  /// A description of the object, as NSObject's: `<ClassName: 0x…>`. Subclasses override it.
  open var description: String { objectDescription(self) }

  /// Creates a layout from an archive; there are no archives here, so this returns nil. It is
  /// required, as UIKit's NSCoding initializer is, so subclasses written for iOS (which declare
  /// `required init?(coder:)` beside their own initializers) compile unchanged.
  public required init?(coder: NSCoder) { return nil }

  /// Called on a layout loaded from a nib or storyboard, as NSObject's `awakeFromNib()` (UIKit's
  /// layouts are objects a collection view's nib holds); there are none here, so it is never
  /// called (kept so that a layout subclass overriding it, calling `super`, compiles).
  open func awakeFromNib() {}

  /// Works out the layout; called after every invalidation. Default: nothing.
  open func prepare() {}

  /// The size of all the content. Default zero.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame meets `rect`. Default nil (none).
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

  /// The attributes of one item's cell. Default nil.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

  /// The attributes of a supplementary view. Default nil.
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  { nil }

  /// The attributes of a decoration view. Default nil.
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  { nil }

  /// Where a scroll released at `velocity` (points per millisecond) should rest, given where it
  /// would. Default: the proposed offset.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// The offset to keep after an update or a layout change. Default: the proposed offset.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  /// Whether a change of the collection view's bounds (a scroll or a resize) needs a new layout.
  /// Default false.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// The context of the invalidation a bounds change causes. Default: a new context of
  /// ``CollectionViewLayout/invalidationContextClass`` (which the base layout treats as invalidating everything).
  open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext
  {
    makeInvalidationContext()
  }

  /// The class of the contexts this layout makes, as UIKit's: a layout with a context subclass of
  /// its own returns it. Default ``CollectionViewLayoutInvalidationContext``.
  open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

  /// A new context of ``CollectionViewLayout/invalidationContextClass`` (the base class when that is not a context).
  final func makeInvalidationContext() -> CollectionViewLayoutInvalidationContext {
    let type = type(of: self).invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type
    return (type ?? CollectionViewLayoutInvalidationContext.self).init(invalidatingEverything: false)
  }

  /// Marks the whole layout out of date: ``prepare()`` runs again before the next question. The
  /// context says `invalidateEverything`, as UIKit's does for this call. The collection view's
  /// own invalidation for a bounds change comes through here too, with the bounds change's
  /// context, as UIKit's does (a radar on the two methods, openradar-mirror 19743, found both
  /// called for one bounds change): a layout updating its current page in an override of this
  /// method (CollectionViewPagingLayout's) hears of every scroll it invalidates for.
  open func invalidateLayout() {
    invalidateLayout(with: takePendingInvalidationContext() ?? everythingContext())
  }

  /// The context a bounds change hands ``invalidateLayout()``, while that call runs.
  private var pendingInvalidationContext: CollectionViewLayoutInvalidationContext?

  /// The pending bounds-change context, once (nil outside the collection view's invalidation).
  package final func takePendingInvalidationContext() -> CollectionViewLayoutInvalidationContext? {
    defer { pendingInvalidationContext = nil }
    return pendingInvalidationContext
  }

  /// A new context of the layout's class that invalidates everything.
  private func everythingContext() -> CollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    context.marksEverything = true
    return context
  }

  /// The collection view's invalidation for a bounds change: ``invalidateLayout()`` with
  /// `context`, which reaches ``invalidateLayout(with:)``. An override of ``invalidateLayout()``
  /// that does not call `super` keeps the layout as it is, as in UIKit.
  final func invalidateLayout(forBoundsChangeWith context: CollectionViewLayoutInvalidationContext) {
    pendingInvalidationContext = context
    invalidateLayout()
    pendingInvalidationContext = nil
  }

  /// Called on the new layout when a collection view changes layouts, before it asks the new one
  /// anything, as UIKit's: `oldLayout` still knows its collection view. Default: nothing.
  open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

  /// Called on the old layout when a collection view changes layouts, after the new one's
  /// ``prepareForTransition(from:)``. Default: nothing.
  open func prepareForTransition(to newLayout: CollectionViewLayout) {}

  /// Called on the new layout once the change of layouts is over. Default: nothing.
  open func finalizeLayoutTransition() {}

  /// Marks the parts `context` names out of date. The base class marks the whole layout; the
  /// collection view moves its offset and content size by the context's adjustments.
  open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    needsPrepare = true
    attachedCollectionView?.layoutDidInvalidate(context)
  }

  /// Whether a cell's preferred attributes are sized from a self-sizing cell; the flow layout
  /// asks only with an estimated item size.
  func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool { true }

  /// How firmly a self-sizing cell laid out by constraints keeps its attributes' width and height
  /// when it measures itself (the fitting priorities of its `systemLayoutSizeFitting`): both only
  /// pulled toward them, as UIKit's flow and custom layouts fit both axes of an estimated item.
  func selfSizingPriorities(forItemAt indexPath: IndexPath) -> (
    horizontal: LayoutPriority, vertical: LayoutPriority
  ) {
    (View.fittingSizeLevel, View.fittingSizeLevel)
  }

  /// Whether a cell's preferred attributes (its own size) need a new layout. Default false.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// The context of the invalidation a cell's preferred attributes cause. Default: one of the
  /// layout's ``CollectionViewLayout/invalidationContextClass`` naming the item.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    context.invalidateItems(at: [originalAttributes.indexPath])
    return context
  }

  /// Registers the class of decoration views of `elementKind` (a class that is no reusable view
  /// class, or nil, removes the registration). Open, as UIKit's: a subclass may override it (to
  /// note that it has decoration views).
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass as? CollectionReusableView.Type
  }

  /// Registers a nib for decoration views of `elementKind`: the reusable view class the nib is
  /// named after (see ``Nib``), else nothing is registered. Open, as UIKit's.
  open func register(_ nib: Nib?, forDecorationViewOfKind elementKind: String) {
    let objects: [AnyObject?] = [collectionView?.dataSource, collectionView?.delegate]
    guard let viewClass = nib?.namedClass(alsoInModulesOf: objects) as? CollectionReusableView.Type else {
      return
    }
    register(viewClass, forDecorationViewOfKind: elementKind)
  }

  /// The class of the attributes the built-in layouts make, like UIKit's: a subclass that keeps
  /// more per element (a progress, a content view) returns its attributes subclass, and the flow
  /// layout hands out attributes of that class (copies keep it). A class that is not a
  /// ``CollectionViewLayoutAttributes`` subclass counts as the base class. The compositional
  /// layout makes base attributes.
  open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

  /// ``layoutAttributesClass`` as an attributes class.
  final var attributesClass: CollectionViewLayoutAttributes.Type {
    (type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type)
      ?? CollectionViewLayoutAttributes.self
  }

  /// New attributes of ``layoutAttributesClass`` for a supplementary or decoration view of `kind`.
  final func makeAttributes(
    _ category: CollectionViewLayoutAttributes.ElementCategory, kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes {
    let attributes = attributesClass.init()
    attributes.setIndexPath(indexPath)
    attributes.setCategory(category, kind: kind)
    return attributes
  }

  /// The attributes an inserted item's cell starts from when an update animates, like UIKit's.
  /// Default nil (the cell appears at its final attributes). Inertia applies updates without
  /// animating cells in or out, so the collection view does not ask.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  { nil }

  /// The attributes a deleted item's cell ends at when an update animates. Default nil (not asked
  /// here; see ``initialLayoutAttributesForAppearingItem(at:)``).
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  { nil }

  /// The attributes an inserted supplementary view starts from. Default nil (not asked here).
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? { nil }

  /// The attributes a removed supplementary view ends at. Default nil (not asked here).
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? { nil }

  /// The attributes an inserted decoration view starts from. Default nil (not asked here).
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? { nil }

  /// The attributes a removed decoration view ends at. Default nil (not asked here).
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? { nil }

  /// Called before the collection view applies updates. Default: nothing.
  open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

  /// Called after the collection view applied updates. Default: nothing.
  open func finalizeCollectionViewUpdates() {}

  /// Called before the elements are laid out for a size change made inside an animation block
  /// (a rotation, `UIView.animate { collectionView.frame = … }`), with the bounds before: the
  /// last laid-out size at the current origin. Does nothing.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Called after the elements are laid out for an animated size change (their animations
  /// made), as UIKit calls it. Does nothing.
  open func finalizeAnimatedBoundsChange() {}

  /// Whether the layout's coordinates are mirrored for a right-to-left layout direction. Default
  /// false, as UIKit's base class (the flow layout answers true). Read by nothing here: Inertia's
  /// collection views do not mirror their layouts.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// Runs ``prepare()`` if the layout was invalidated since the last time.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}

/// What a layout invalidation covers, like UICollectionViewLayoutInvalidationContext.
@preconcurrency @MainActor
open class CollectionViewLayoutInvalidationContext {
  /// Whether everything is out of date (a data reload). Read-only and `open`, as UIKit's: a
  /// context subclass answering for its own invalidation (CollectionViewShelfLayout's, for a
  /// section panned sideways) overrides the getter.
  open var invalidateEverything: Bool { marksEverything }
  /// Whether the numbers of sections and items changed; `open` as ``invalidateEverything``.
  open var invalidateDataSourceCounts: Bool { marksDataSourceCounts }
  /// What ``invalidateEverything`` answers unless overridden (set by the layout and the
  /// collection view).
  var marksEverything = false
  /// What ``invalidateDataSourceCounts`` answers unless overridden.
  var marksDataSourceCounts = false
  /// The items whose attributes are out of date. Read-only and `open`, as UIKit's: a context
  /// subclass may answer for its own invalidation (Blueprints' names the sticky headers it moved).
  open var invalidatedItemIndexPaths: [IndexPath]? { markedItemIndexPaths }
  /// The supplementary views out of date, by kind; `open` as ``invalidatedItemIndexPaths``.
  open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { markedSupplementaryIndexPaths }
  /// What ``invalidatedItemIndexPaths`` answers unless overridden.
  private var markedItemIndexPaths: [IndexPath]?
  /// What ``invalidatedSupplementaryIndexPaths`` answers unless overridden.
  private var markedSupplementaryIndexPaths: [String: [IndexPath]]?
  /// How far the content offset moves with this invalidation. Default zero.
  public var contentOffsetAdjustment = CGPoint.zero
  /// How much the content size changes with this invalidation. Default zero.
  public var contentSizeAdjustment = CGSize.zero

  /// Creates an empty context. Not `required`, as UIKit's `init()` is not: a subclass with
  /// designated initializers of its own overrides this one (`override init()`), and a layout makes
  /// its ``CollectionViewLayout/invalidationContextClass`` through
  /// ``init(invalidatingEverything:)``, which every such subclass inherits.
  public init() {}

  /// A context of the class it is called on (a subclass's `init()` runs) that marks everything
  /// out of date or nothing. The layout makes its contexts with it.
  public required convenience init(invalidatingEverything: Bool) {
    self.init()
    marksEverything = invalidatingEverything
  }

  /// Marks the attributes of `indexPaths` out of date.
  public func invalidateItems(at indexPaths: [IndexPath]) {
    markedItemIndexPaths = (markedItemIndexPaths ?? []) + indexPaths
  }

  /// Marks the supplementary views of `elementKind` at `indexPaths` out of date.
  public func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var all = markedSupplementaryIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    markedSupplementaryIndexPaths = all
  }
}

/// One change of a batch update, like UICollectionViewUpdateItem.
public struct CollectionViewUpdateItem: Sendable, Equatable {
  /// What changed, like UICollectionViewUpdateItem.Action.
  public enum Action: Sendable, Equatable {
    /// An insertion.
    case insert
    /// A deletion.
    case delete
    /// A reload.
    case reload
    /// A move.
    case move
    /// No change (UIKit's `UICollectionViewUpdateAction.none`; a batch update never makes one, and
    /// code uses it as the default of its own state).
    case none
  }

  /// The item or section before the update (nil for an insertion); a section's path has the item
  /// `NSNotFound`, as UIKit's (`indexPath.item == NSNotFound` tells a section change).
  public var indexPathBeforeUpdate: IndexPath?
  /// The item or section after the update (nil for a deletion).
  public var indexPathAfterUpdate: IndexPath?
  /// What changed.
  public var updateAction: Action
}
