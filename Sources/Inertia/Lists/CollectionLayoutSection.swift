import Foundation

/// A section of a compositional layout, like NSCollectionLayoutSection: one group repeated for
/// the section's items, down the layout or across in a row that scrolls on its own.
@preconcurrency @MainActor
open class CollectionLayoutSection {
  /// The group the section repeats.
  public let group: CollectionLayoutGroup
  /// The space between groups. Default 0.
  public var interGroupSpacing: CGFloat = 0
  /// The space around the groups. Default zero.
  public var contentInsets = DirectionalEdgeInsets()
  /// Whether the groups run across in a row scrolling on its own, and how it comes to rest. Default none.
  public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// Whether headers and footers are inset like the groups (by ``contentInsets``' leading and
  /// trailing); false spans them across the whole width. Default true.
  public var supplementariesFollowContentInsets = true
  /// Headers and footers. Default none.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// Views behind the section. Default none.
  public var decorationItems: [CollectionLayoutDecorationItem] = []
  /// Called with the section's visible items' attributes (which it may change: alpha, frame,
  /// zIndex, hidden) and the row's offset each time an orthogonal section's visible items move.
  public var visibleItemsInvalidationHandler:
    (([CollectionViewLayoutAttributes], CGPoint, CollectionLayoutEnvironment) -> Void)?

  /// A section repeating `group`.
  public init(group: CollectionLayoutGroup) { self.group = group }

  /// A table-like list section (see ``CollectionLayoutListConfiguration``).
  public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionLayoutSection {
    let size = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(configuration.itemHeight))
    let item = CollectionLayoutItem(layoutSize: size)
    let section = CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
    if configuration.appearance != .plain {
      section.contentInsets = DirectionalEdgeInsets(top: 35, leading: 0, bottom: 0, trailing: 0)
    }
    if configuration.appearance == .insetGrouped {
      section.contentInsets.leading = 20
      section.contentInsets.trailing = 20
    }
    if configuration.headerMode == .supplementary {
      let header = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(28)),
        elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
      header.pinToVisibleBounds = configuration.appearance == .plain
      section.boundarySupplementaryItems = [header]
    }
    return section
  }
}

/// A table-like list for a compositional layout, like UICollectionLayoutListConfiguration.
public struct CollectionLayoutListConfiguration: Sendable, Equatable {
  /// The list's look, like UICollectionLayoutListConfiguration.Appearance.
  public enum Appearance: Sendable, Equatable {
    /// Rows edge to edge.
    case plain
    /// Sections separated by gaps.
    case grouped
    /// Grouped sections inset from the edges.
    case insetGrouped
  }

  /// Whether sections have headers, like UICollectionLayoutListConfiguration.HeaderMode.
  public enum HeaderMode: Sendable, Equatable {
    /// No headers.
    case none
    /// A header supplementary view (28 pt; pinned in the plain appearance).
    case supplementary
    /// The first item of each section is its header (laid out as a row here; UIKit gives it a
    /// header's look, which the cell's own configuration gives here).
    case firstItemInSection
  }

  /// The look.
  public var appearance: Appearance
  /// Whether sections have headers. Default none.
  public var headerMode = HeaderMode.none
  /// Whether rows show separators (kept: list rows here draw none). Default true.
  public var showsSeparators = true
  /// The rows' height: UIKit's lists size rows from their cells with a 44-pt estimate; rows here
  /// have this height (default 44).
  public var itemHeight: CGFloat = 44

  /// A list configuration of `appearance`.
  public init(appearance: Appearance) { self.appearance = appearance }
}
