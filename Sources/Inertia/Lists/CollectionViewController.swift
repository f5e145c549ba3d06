import Foundation

/// A view controller whose view is a collection view, like UICollectionViewController: it creates
/// the collection view with its layout in ``loadView()`` and is its data source and delegate, so a
/// subclass overrides the methods it needs (`numberOfItemsInSection`, `cellForItemAt`,
/// `didSelectItemAt`, `scrollViewDidScroll`, …).
///
/// When the view is about to appear and ``clearsSelectionOnViewWillAppear`` is true (the default),
/// the selected items are deselected. A subclass that adopts ``CollectionViewDelegateFlowLayout``
/// in an extension gives a flow layout its sizes, as in UIKit.
///
/// See also: ``CollectionView``, ``TableViewController``.
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
  /// Makes a `CollectionViewController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { CollectionViewController() }

  private var initialLayout: CollectionViewLayout

  /// Creates a controller whose collection view lays out with `layout`.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a flow layout (nib name and bundle are recorded only).
  public override init(nibName: String? = nil, bundle: Bundle? = nil) {
    initialLayout = CollectionViewFlowLayout()
    super.init(nibName: nibName, bundle: bundle)
  }

  /// There are no archives here: returns nil, except for a storyboard scene's coder (see
  /// ``ViewController/init(coder:)``), which gives a controller with a flow layout, as a storyboard
  /// scene's collection view has by default.
  public required init?(coder: NSCoder) {
    initialLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view: the controller's view (setting it replaces the view).
  open var collectionView: CollectionView! {
    get { view as? CollectionView }
    set { view = newValue }
  }

  /// The collection view's layout (the one given at creation until the view is loaded).
  public var collectionViewLayout: CollectionViewLayout {
    isViewLoaded ? (collectionView?.collectionViewLayout ?? initialLayout) : initialLayout
  }

  /// Whether the selection is cleared each time the view is about to appear. Default true.
  open var clearsSelectionOnViewWillAppear = true

  /// Whether a long press on an item lifts it, a drag moves it and lifting the finger drops it
  /// (``CollectionView/beginInteractiveMovementForItem(at:)`` and the rest), as UIKit's standard
  /// gesture does. Default true.
  open var installsStandardGestureForInteractiveMovement = true {
    didSet { movementPress.isEnabled = installsStandardGestureForInteractiveMovement }
  }
  private lazy var movementPress = LongPressGestureRecognizer { [weak self] press in
    self?.collectionView?.followMovementPress(press)
  }

  /// Creates the collection view (the size of a 390 x 844 pt screen until a window sizes it) with
  /// the layout, white, with this controller as its data source and delegate.
  open override func loadView() {
    let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let collection = CollectionView(frame: frame, collectionViewLayout: initialLayout)
    collection.backgroundColor = .white
    collection.dataSource = self
    collection.delegate = self
    collection.addGestureRecognizer(movementPress)
    movementPress.isEnabled = installsStandardGestureForInteractiveMovement
    view = collection
  }

  /// Deselects the selected items when ``clearsSelectionOnViewWillAppear`` is true.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collection = collectionView else { return }
    for indexPath in collection.indexPathsForSelectedItems ?? [] {
      collection.deselectItem(at: indexPath, animated: animated)
    }
  }

  // MARK: Data source (override what the collection view needs)

  /// One section.
  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  /// No items.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
  /// An empty cell (a subclass that has items returns its own, dequeued).
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    CollectionViewCell(frame: .zero)
  }
  /// An empty reusable view (override to return the header or footer dequeued for `kind`).
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "", for: indexPath)
  }
  /// Every item can move (UIKit's answer when the data source moves items).
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing: override it to move the item in your data when the user dropped it there.
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No index titles (Inertia shows no index beside a collection view).
  open func indexTitles(for collectionView: CollectionView) -> [String]? { nil }
  /// The first item of the section at the title's index.
  open func collectionView(
    _ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    IndexPath(item: 0, section: index)
  }

  // MARK: Delegate (override what the collection view needs)

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Every item highlights.
  open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }
  /// Does nothing.
  open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
  /// Does nothing.
  open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  /// Every item selects.
  open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  {
    true
  }
  /// Does nothing.
  open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Every item deselects.
  open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }
  /// Does nothing.
  open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// A plain transition layout between the two.
  open func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout {
    CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
  /// The proposed index path.
  open func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// No edit menu: a long press on an item shows none.
  open func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath)
    -> Bool
  {
    false
  }
  /// No context menu (the one-item form is asked).
  open func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// No context menu.
  open func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {}
  /// The edit menu offers nothing.
  open func collectionView(
    _ collectionView: CollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { false }
  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) {}
  /// No two-finger multiple selection (Inertia has none: nothing calls it).
  open func collectionView(
    _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }

  // MARK: Scroll view delegate (override what the controller needs)

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// A tap on the status bar scrolls to the top.
  open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}
