import Foundation
import Logging

/// A scrolling view of items in sections placed by a layout, like UICollectionView: cells and
/// supplementary views come from a data source, are reused as they scroll out of view, and a tap
/// selects an item.
///
/// Only elements whose frames meet the visible rect have views: each frame that moves asks the
/// layout for the elements in the visible rect, so the cost follows what is on screen when the
/// layout answers in proportion to it (``CollectionViewFlowLayout`` does).
///
/// See also: ``CollectionViewLayout``, ``CollectionViewDataSource``, ``CollectionViewDelegate``.
@preconcurrency @MainActor
open class CollectionView: ScrollView {
  /// Makes a `CollectionView` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { CollectionView(frame: frame) }

  /// The kind of flow layout section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of flow layout section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// The most elements a collection view shows at once, so tiny items cannot make millions of views.
  package static let maximumVisibleElements = 1024
  /// The most items a collection view accepts in all its sections; more are ignored with a diagnostic.
  package static let maximumItemCount = 50_000_000
  static let collectionLog = Logger(label: "Inertia.CollectionView")

  /// The layout placing the elements; setting it lays everything out again.
  // Read several times a frame, never held across a call: unchecked for exclusivity.
  @exclusivity(unchecked) open var collectionViewLayout: CollectionViewLayout {
    didSet {
      guard collectionViewLayout !== oldValue else { return }
      collectionViewLayout.attachedCollectionView = self
      // An interactive transition tells its layouts itself (CollectionView+InteractiveTransition).
      if interactiveTransition?.isSwapping == true {
        collectionViewLayout.invalidateLayout()
        return
      }
      collectionViewLayout.prepareForTransition(from: oldValue)
      oldValue.prepareForTransition(to: collectionViewLayout)
      oldValue.attachedCollectionView = nil
      collectionViewLayout.invalidateLayout()
      collectionViewLayout.finalizeLayoutTransition()
    }
  }

  /// The interactive change of layouts under way (``startInteractiveTransition(to:completion:)``).
  var interactiveTransition: InteractiveLayoutTransition?

  /// Creates a collection view with `frame` and `layout`.
  public init(frame: CGRect = .zero, collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.attachedCollectionView = self
    installEditMenuRecognizer()
  }

  /// Creates a collection view with `frame` and a default ``CollectionViewFlowLayout``.
  public override convenience init(frame: CGRect = .zero) {
    self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
  }

  /// Changes the layout (without animation here: the elements move at once).
  open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// Changes the layout, then calls `completion` with true: the elements move at once (no
  /// animation here), so the change is finished when this returns; the new layout has prepared and
  /// the visible cells have their new frames when the completion runs.
  open func setCollectionViewLayout(
    _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?
  ) {
    collectionViewLayout = layout
    layoutIfNeeded()
    completion?(true)
  }

  /// The delegate; a ``CollectionViewDelegate`` also hears about display and selection, and a
  /// ``CollectionViewDelegateFlowLayout`` gives a flow layout its sizes (setting it invalidates it).
  open override weak var delegate: ScrollViewDelegate? {
    didSet { if delegate !== oldValue { collectionViewLayout.invalidateLayout() } }
  }

  /// Supplies the sections, items and views. Setting it reloads at the next layout.
  open weak var dataSource: CollectionViewDataSource? { didSet { setNeedsReload() } }
  /// Hears about items that are about to be needed. Default nil.
  public weak var prefetchDataSource: CollectionViewDataSourcePrefetching?
  /// Whether the prefetch data source is told about items ahead. Default true.
  open var isPrefetchingEnabled = true
  /// Whether a tap selects items. Default true.
  open var allowsSelection = true
  /// Whether several items can be selected (a tap on a selected item deselects it). Default false.
  open var allowsMultipleSelection = false

  /// A view behind every cell and supplementary view, filling the visible area (its frame is the
  /// collection view's bounds, so it stays in place while the content scrolls), as
  /// UICollectionView's. Default nil.
  open var backgroundView: View? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      placeBackgroundView()
    }
  }

  /// The delegate as a collection delegate, or the collection delegate a scroll-view-only proxy's
  /// `forwardingTarget(for:)` names (see ``TableView``'s).
  var collectionDelegate: CollectionViewDelegate? {
    guard let delegate else { return nil }
    return delegate as? CollectionViewDelegate
      ?? ForwardedSelectors.target(
        of: delegate, for: "collectionView:didSelectItemAtIndexPath:", as: CollectionViewDelegate.self)
  }
  /// The context menu showing on an item (after a long press its delegate answered), or nil.
  package internal(set) var contextMenu: ContextMenuPresentation?
  /// The item counts by section, read from the data source on their first use after a reload, as
  /// UIKit reads them: a layout whose `prepare()` makes the data its data source counts (a calendar
  /// that counts the cells its layout cached) is prepared before they are read.
  var itemCounts: [Int] {
    if countsAreStale { readCounts() }
    return storedItemCounts
  }
  /// The number of items before each section (one more entry than sections).
  var itemStarts: [Int] {
    if countsAreStale { readCounts() }
    return storedItemStarts
  }
  private var storedItemCounts: [Int] = []
  private var storedItemStarts: [Int] = [0]
  /// Whether a reload left the counts to be read from the data source.
  private var countsAreStale = false
  var needsReload = true
  var isLayingOutElements = false
  var cellClasses: [String: CollectionViewCell.Type] = [:]
  /// Supplementary view classes by kind and identifier (keys of category `.supplementaryView`).
  var supplementaryClasses: [CollectionReusePools.Key: CollectionReusableView.Type] = [:]
  /// Views waiting for reuse, by category, kind and identifier.
  var reusePools = CollectionReusePools()
  // The visible elements are read and written many times per frame by the collection view's own
  // code on the main actor, never overlapping: unchecked for exclusivity, as the table's rows.
  /// The elements with views, in the order the layout gave them.
  @exclusivity(unchecked) var visible: [VisibleElement] = []
  /// The storage of the last pass's elements, emptied, for the next pass to fill.
  var spareVisible: [VisibleElement] = []
  /// The index of each visible element in ``visible``.
  /// Built only for many elements (a search is cheaper for a screenful), when first needed after
  /// ``visible`` changed.
  @exclusivity(unchecked) var visibleIndex: [CollectionElementKey: Int] = [:]
  var visibleIndexIsStale = false
  /// The lowest and highest layer order (`zIndex`) of the element views placed in each container
  /// (the collection view, an orthogonal row), by container: see ``noteElementZIndex(_:in:)``.
  var elementZIndexes: [ObjectIdentifier: ClosedRange<Int>] = [:]
  var selected: [IndexPath] = []
  /// The item the user is moving, if any.
  var movement: InteractiveMovement?
  var highlighted: IndexPath?
  weak var highlightTouch: Touch?
  var prefetched: [IndexPath] = []
  /// The changes of the batch update being made, and how deep the batch blocks nest.
  var pendingUpdates = CollectionViewUpdateMap()
  var batchDepth = 0
  /// The cell ``reconfigureItems(at:)`` hands back to the data source.
  var reconfiguringCell: CollectionViewCell?
  /// The element the data source is being asked for, with the frame it takes: the first view
  /// dequeued for it gets its attributes at once, as UIKit's dequeue applies them.
  var dequeueTarget: (attributes: CollectionViewLayoutAttributes, frame: CGRect)?
  /// The view that took ``dequeueTarget``'s attributes when it was dequeued.
  weak var appliedAtDequeue: CollectionReusableView?
  var lastLaidOutSize = CGSize.zero
  /// The bounds of the last complete placement of the elements (nil: none since something else
  /// may have changed): a layout pass with the same bounds and nothing invalidated skips placing.
  var placedBounds: CGRect?
  /// The layout's answer to `shouldInvalidateLayout(forBoundsChange:)` for the offset change
  /// being applied, asked before the bounds change (see ``bounds``).
  var boundsChangeInvalidates: Bool?

  /// A dynamic animator of the layout starts once the collection view is in a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { collectionViewLayout.waitingDynamicAnimator?.referenceViewMovedToWindow() }
  }

  /// The bounds. A new origin (the content scrolled) asks the layout's
  /// `shouldInvalidateLayout(forBoundsChange:)` before it is applied, as UIKit asks: a layout
  /// reading `collectionView.bounds` there sees the old bounds (UIKit Dynamics layouts take
  /// `newBounds.origin.y - collectionView.bounds.origin.y` as the scroll delta). The answer is used
  /// once the elements are placed for the new offset.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      if newValue.origin != old.origin, newValue.size == old.size, !needsReload, !isLayingOutElements {
        boundsChangeInvalidates = collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue)
      }
      super.bounds = newValue
    }
  }
  /// The scroll views of the orthogonal rows on screen, and the offsets of rows that left.
  var orthogonalRows: [Int: OrthogonalScrollView] = [:]
  var orthogonalOffsets: [Int: CGFloat] = [:]
  /// Hears the scroll delegate calls of the orthogonal rows (a replay's recorder).
  weak var orthogonalObserver: ScrollViewDelegate?

  /// An element with a view.
  struct VisibleElement {
    var key: CollectionElementKey
    var view: CollectionReusableView
    /// The frame last given to the view.
    var frame: CGRect
    /// The orthogonal row the view was put in (nil: the collection view itself).
    var container: ObjectIdentifier?
    /// The attributes' look last applied to the view.
    var isHidden: Bool
    var alpha: CGFloat
    var transform: Transform3D?
    /// A copy of the attributes last given to the view's `apply(_:)`: a pass whose attributes
    /// differ (by their `isEqual(_:)`) applies them again, as UIKit does.
    var applied: CollectionViewLayoutAttributes
    /// Marks an element found again during a placing pass.
    var isKept = false
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    collectionLayoutSubviews()
  }

  open override func scrollViewDidScrollHook() {
    super.scrollViewDidScrollHook()
    collectionDidScroll()
  }

  /// A release asks the layout where to rest (UICollectionViewLayout's
  /// targetContentOffset(forProposedContentOffset:withScrollingVelocity:)), before the delegate's
  /// scrollViewWillEndDragging, which gets the layout's answer as its target.
  override func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.targetContentOffset(
      forProposedContentOffset: proposed, withScrollingVelocity: velocity)
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    collectionTouchesBegan(touches)
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    collectionTouchesEnded(touches)
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    collectionTouchesCancelled(touches)
  }

  // MARK: Registration and reuse

  /// Registers the class of new cells with `identifier`.
  public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass
  }

  /// Registers the class of new supplementary views of `kind` with `identifier` (a class that is
  /// no reusable view class, or nil, removes the registration). Open, as UIKit's: a subclass may
  /// override it (a calendar registering every kind as section headers).
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[.init(category: .supplementaryView, kind: kind, identifier: identifier)] =
      viewClass as? CollectionReusableView.Type
  }

  /// Registers a nib for supplementary views: the reusable view class the nib is named after (see
  /// ``Nib``), else nothing is registered (a plain reusable view is made). Open, as UIKit's.
  open func register(
    _ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    guard
      let viewClass = nib?.namedClass(alsoInModulesOf: [dataSource, delegate]) as? CollectionReusableView.Type
    else { return }
    register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
  }

  /// A cell for `indexPath`: a reused one with `identifier`, or a new one of the registered class.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
      reconfiguringCell = nil
      return cell  // Configured again in place (reconfigureItems), not prepared for reuse.
    }
    let poolKey = CollectionReusePools.Key(category: .cell, kind: "", identifier: identifier)
    if let cell = reusePools.pop(poolKey) as? CollectionViewCell {
      cell.prepareForReuse()
      applyDequeueTarget(to: cell, category: .cell, kind: nil, at: indexPath)
      return cell
    }
    let cell = (cellClasses[identifier] ?? CollectionViewCell.self)
      .init(frame: dequeueFrame(category: .cell, kind: nil, at: indexPath))
    cell.reuseIdentifier = identifier
    applyDequeueTarget(to: cell, category: .cell, kind: nil, at: indexPath)
    return cell
  }

  /// A supplementary view of `kind` for `indexPath`: a reused one or a new one of the registered class.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let poolKey = CollectionReusePools.Key(category: .supplementaryView, kind: kind, identifier: identifier)
    if let view = reusePools.pop(poolKey) {
      view.prepareForReuse()
      applyDequeueTarget(to: view, category: .supplementaryView, kind: kind, at: indexPath)
      return view
    }
    let view = (supplementaryClasses[poolKey] ?? CollectionReusableView.self)
      .init(frame: dequeueFrame(category: .supplementaryView, kind: kind, at: indexPath))
    view.reuseIdentifier = identifier
    applyDequeueTarget(to: view, category: .supplementaryView, kind: kind, at: indexPath)
    return view
  }

  func recycle(_ view: CollectionReusableView, key: CollectionElementKey) {
    view.stopScrollingForReuse()
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier else { return }
    let kind = key.category == .cell ? "" : key.kind ?? ""
    reusePools.push(
      view, CollectionReusePools.Key(category: key.category, kind: kind, identifier: identifier))
  }

  // MARK: Counts

  /// The number of sections.
  public var numberOfSections: Int {
    reloadIfNeeded()
    return itemCounts.count
  }

  /// The number of items in `section` (0 for a section that does not exist).
  public func numberOfItems(inSection section: Int) -> Int {
    reloadIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// Whether `indexPath` names an existing item.
  func isValidItem(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < itemCounts[indexPath.section]
  }

  /// The item's number across all sections.
  func globalItem(_ indexPath: IndexPath) -> Int { itemStarts[indexPath.section] + indexPath.item }

  // MARK: Scrolling

  /// Selects an item from code (no delegate calls, as in UIKit), optionally scrolling to it; nil
  /// clears the selection. Subclasses override it (an endless carousel correcting the path).
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    selectItemFromCode(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// Scrolls so that an item shows at `scrollPosition` (the least amount for `.none`), clamped
  /// to the content.

  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    reloadIfNeeded()
    guard isValidItem(indexPath), let frame = layoutAttributesForItem(at: indexPath)?.frame else {
      Self.collectionLog.warning("scrollToItem: no item at \(indexPath)")
      return
    }
    layoutIfNeeded()
    let inset = adjustedContentInset
    var offset = contentOffset
    let height = bounds.height - inset.top - inset.bottom
    let width = bounds.width - inset.left - inset.right
    if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - height }
    if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - width }
    if scrollPosition.isEmpty {
      if frame.minY < offset.y + inset.top {
        offset.y = frame.minY - inset.top
      } else if frame.maxY > offset.y + inset.top + height {
        offset.y = frame.maxY - inset.top - height
      }
      if frame.minX < offset.x + inset.left {
        offset.x = frame.minX - inset.left
      } else if frame.maxX > offset.x + inset.left + width {
        offset.x = frame.maxX - inset.left - width
      }
    }
    setContentOffset(clamped(offset), animated: animated)
  }

  // MARK: Reloading

  // The updates (their work in CollectionView+Updates.swift) are open, as UIKit's Objective-C
  // methods are overridable: a subclass tells its layout about insertions before calling super.
  /// Inserts items (index paths after the update).
  open func insertItems(at indexPaths: [IndexPath]) { change { $0.insertedItems.formUnion(indexPaths) } }
  /// Deletes items (index paths before the update).
  open func deleteItems(at indexPaths: [IndexPath]) { change { $0.deletedItems.formUnion(indexPaths) } }
  /// Reloads items: their cells are asked for again.
  open func reloadItems(at indexPaths: [IndexPath]) { change { $0.reloadedItems.formUnion(indexPaths) } }
  /// Moves an item.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    change { $0.movedItems.append((indexPath, newIndexPath)) }
  }
  /// Inserts sections (indexes after the update).
  open func insertSections(_ sections: IndexSet) { change { $0.insertedSections.formUnion(sections) } }
  /// Deletes sections (indexes before the update).
  open func deleteSections(_ sections: IndexSet) { change { $0.deletedSections.formUnion(sections) } }
  /// Reloads sections: their cells and views are asked for again.
  open func reloadSections(_ sections: IndexSet) { change { $0.reloadedSections.formUnion(sections) } }
  /// Moves a section.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    change { $0.movedSections.append((section, newSection)) }
  }

  /// Reloads every section and item from the data source and lays the visible ones out again.
  open func reloadData() {
    needsReload = true
    reloadIfNeeded()
    setNeedsLayout()
  }

  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  /// Reloads now if the data source changed since the last reload.
  func reloadIfNeeded() {
    guard needsReload, !isLayingOutElements else { return }
    needsReload = false
    for element in visible { endDisplaying(element) }
    visible.removeAll(keepingCapacity: true)
    // Nothing is placed now: the next layout pass places the elements even when something asked
    // the layout for attributes in between (preparing it), as Segmentio's strip does between its
    // reload and the pass that shows its cells again.
    placedBounds = nil
    visibleIndexIsStale = true
    clearHighlight()
    selected.removeAll()  // As in UIKit, reloading clears the selection.
    prefetched.removeAll()
    countsAreStale = true
    let context = collectionViewLayout.makeInvalidationContext()
    context.marksEverything = true
    context.marksDataSourceCounts = true
    collectionViewLayout.invalidateLayout(with: context)
  }

  /// Takes `counts` as the items of each section (the collection view's own view of its items
  /// while an interactive movement carries one between sections).
  func setCounts(_ counts: [Int]) {
    countsAreStale = false
    storedItemCounts = counts
    storedItemStarts = [0]
    var total = 0
    for count in counts {
      total += count
      storedItemStarts.append(total)
    }
  }

  /// Reads the section and item counts from the data source.
  func readCounts() {
    countsAreStale = false
    storedItemCounts.removeAll(keepingCapacity: true)
    storedItemStarts = [0]
    guard let dataSource else { return }
    let sections = min(max(dataSource.numberOfSections(in: self), 0), Self.maximumItemCount)
    storedItemCounts.reserveCapacity(min(sections, 1 << 20))
    var total = 0
    for section in 0..<sections {
      var count = max(dataSource.collectionView(self, numberOfItemsInSection: section), 0)
      if count > Self.maximumItemCount - total {
        Self.collectionLog.warning("collection items beyond \(Self.maximumItemCount) ignored")
        count = Self.maximumItemCount - total
      }
      total += count
      storedItemCounts.append(count)
      storedItemStarts.append(total)
    }
  }

  /// The layout invalidated itself: the offset moves by the context's adjustment and the
  /// elements are placed again at the next layout (or now, during a scroll).
  func layoutDidInvalidate(_ context: CollectionViewLayoutInvalidationContext) {
    let adjustment = context.contentOffsetAdjustment
    if adjustment != .zero, adjustment.x.isFinite, adjustment.y.isFinite {
      // As UIKit's adjustment: a running drag or deceleration continues from the moved offset.
      let offset = contentOffset
      contentOffset = CGPoint(x: offset.x + adjustment.x, y: offset.y + adjustment.y)
    }
    if !isLayingOutElements { setNeedsLayout() }
  }
}

extension CollectionView {
  /// The frame a new view for the element being dequeued is made with: its layout frame, as
  /// UIKit passes the attributes' frame to `init(frame:)` (a cell that sizes its subviews from
  /// the frame it is made with gets the item's size); zero outside a display pass.
  func dequeueFrame(
    category: CollectionViewLayoutAttributes.ElementCategory, kind: String?, at indexPath: IndexPath
  )
    -> CGRect
  {
    guard let (attributes, frame) = dequeueTarget, attributes.indexPath == indexPath,
      attributes.representedElementCategory == category, attributes.representedElementKind == kind
    else { return .zero }
    return frame
  }

  /// Gives a view dequeued for the element the data source is being asked for its layout
  /// attributes (frame, look, `apply(_:)`) before the data source configures it, as UIKit's
  /// dequeue does: `cellForItemAt` reads the cell's final bounds. Only the first view dequeued
  /// for that element takes them.
  func applyDequeueTarget(
    to view: CollectionReusableView, category: CollectionViewLayoutAttributes.ElementCategory, kind: String?,
    at indexPath: IndexPath
  ) {
    guard let (attributes, frame) = dequeueTarget, attributes.indexPath == indexPath,
      attributes.representedElementCategory == category, attributes.representedElementKind == kind
    else { return }
    dequeueTarget = nil
    view.assignFrame(frame)
    applyLook(attributes, to: view)
    view.apply(attributes)
    appliedAtDequeue = view
  }
}
