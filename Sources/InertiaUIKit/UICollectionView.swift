import Inertia

/// UIKit's name for ``Inertia/CollectionView``.
public typealias UICollectionView = CollectionView
/// UIKit's name for ``Inertia/CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's name for ``Inertia/CollectionReusableView``.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's name for ``Inertia/CollectionViewLayout``.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's name for ``Inertia/CollectionViewFlowLayout``.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's name for ``Inertia/CollectionViewLayoutAttributes``.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UIKit's name for ``Inertia/CollectionViewLayoutInvalidationContext``.
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
/// UIKit's name for ``Inertia/CollectionViewFlowLayoutInvalidationContext``.
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
/// UIKit's name for ``Inertia/CollectionViewTransitionLayout``.
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout
/// UIKit's name for ``Inertia/CollectionViewUpdateItem``.
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
/// UIKit's name for ``Inertia/CollectionViewController``.
public typealias UICollectionViewController = CollectionViewController
/// UIKit's name for ``Inertia/CollectionViewDataSource`` (same requirement spellings).
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's name for ``Inertia/CollectionViewDataSourcePrefetching`` (same requirement spellings).
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
/// UIKit's name for ``Inertia/CollectionViewDiffableDataSource``.
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
/// UIKit's name for ``Inertia/TableViewDiffableDataSource``.
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
/// UIKit's name for ``Inertia/DiffableDataSourceSnapshot``.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
/// UIKit's name for ``Inertia/DiffableDataSourceSectionSnapshot``.
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
/// UIKit's global name of the flow layout's header kind.
public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"
/// UIKit's global name of the flow layout's footer kind.
public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"

/// UICollectionViewDelegate as UIKit spells it: ``Inertia/CollectionViewDelegate`` refined by
/// ``UIScrollViewDelegate``, so a collection view's delegate also gets UIKit's scroll-view spellings.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: CollectionViewDelegate, UIScrollViewDelegate {}

/// UICollectionViewDelegateFlowLayout as UIKit spells it.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: CollectionViewDelegateFlowLayout, UICollectionViewDelegate
{}

/// UIKit's name for ``Inertia/CollectionViewCompositionalLayout``.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// UIKit's name for ``Inertia/CollectionViewCompositionalLayoutConfiguration``.
public typealias UICollectionViewCompositionalLayoutConfiguration =
  CollectionViewCompositionalLayoutConfiguration
/// UIKit's name for ``Inertia/ContentInsetsReference``.
public typealias UIContentInsetsReference = ContentInsetsReference
/// UIKit's name for ``Inertia/CollectionLayoutItem``.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// UIKit's name for ``Inertia/CollectionLayoutGroup``.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// UIKit's name for ``Inertia/CollectionLayoutGroupCustomItem``.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// UIKit's name for ``Inertia/CollectionLayoutSection``.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// UIKit's name for ``Inertia/CollectionLayoutSize``.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// UIKit's name for ``Inertia/CollectionLayoutDimension``.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// UIKit's name for ``Inertia/CollectionLayoutSpacing``.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// UIKit's name for ``Inertia/CollectionLayoutEdgeSpacing``.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// UIKit's name for ``Inertia/CollectionLayoutEnvironment``.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// UIKit's name for ``Inertia/CollectionLayoutContainer``.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// UIKit's name for ``Inertia/CollectionLayoutBoundarySupplementaryItem``.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// UIKit's name for ``Inertia/CollectionLayoutDecorationItem``.
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
/// UIKit's name for ``Inertia/CollectionLayoutSectionOrthogonalScrollingBehavior``.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
  CollectionLayoutSectionOrthogonalScrollingBehavior
/// UIKit's name for ``Inertia/CollectionLayoutListConfiguration``.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration

extension DiffableDataSourceSnapshot {
  /// UIKit's name for the snapshot's section identifier type (its generic parameter's name).
  public typealias SectionIdentifierType = SectionIdentifier
  /// UIKit's name for the snapshot's item identifier type (its generic parameter's name).
  public typealias ItemIdentifierType = ItemIdentifier
}

extension CollectionViewDiffableDataSource {
  /// UIKit's name for the data source's section identifier type (its generic parameter's name).
  public typealias SectionIdentifierType = SectionIdentifier
  /// UIKit's name for the data source's item identifier type (its generic parameter's name).
  public typealias ItemIdentifierType = ItemIdentifier
}

extension TableViewDiffableDataSource {
  /// UIKit's name for the data source's section identifier type (its generic parameter's name).
  public typealias SectionIdentifierType = SectionIdentifier
  /// UIKit's name for the data source's item identifier type (its generic parameter's name).
  public typealias ItemIdentifierType = ItemIdentifier
}
/// UIKit's name for ``Inertia/CollectionViewListCell``.
public typealias UICollectionViewListCell = CollectionViewListCell
/// UIKit's name for ``Inertia/CellAccessory``.
public typealias UICellAccessory = CellAccessory
/// UIKit's name for ``Inertia/BackgroundConfiguration``.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// UIKit's name for ``Inertia/ContextMenuConfiguration``.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
/// UIKit's name for ``Inertia/ContextMenuInteractionAnimating``.
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
/// UIKit's name for ``Inertia/ContextMenuInteractionCommitAnimating``.
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating
/// UIKit's name for ``Inertia/ContextMenuAnimator/CommitStyle``.
public typealias UIContextMenuInteractionCommitStyle = ContextMenuAnimator.CommitStyle
/// UIKit's name for a context menu's preview provider.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> ViewController?
/// UIKit's name for a context menu's action provider.
public typealias UIContextMenuActionProvider = @MainActor ([MenuElement]) -> Menu?
/// UIKit's name for ``Inertia/DiffableDataSourceTransaction``.
public typealias NSDiffableDataSourceTransaction = DiffableDataSourceTransaction

/// UIKit's name: a view attached to each cell of an item.
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
/// UIKit's name: where a supplementary item is attached to its cell.
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
/// UIKit's name: edges in reading-direction terms.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
