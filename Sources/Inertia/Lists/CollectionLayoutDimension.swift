import Foundation

/// One side of a compositional layout element's size, like NSCollectionLayoutDimension: a fixed
/// length, a fraction of its container's width or height, or an estimate.
public enum CollectionLayoutDimension: Sendable, Equatable {
  /// A length in points.
  case absolute(CGFloat)
  /// A fraction of the container's width.
  case fractionalWidth(CGFloat)
  /// A fraction of the container's height.
  case fractionalHeight(CGFloat)
  /// A length in points the element starts with (laid out at the estimate here).
  case estimated(CGFloat)

  /// The length in a container of `container`: finite and not negative.
  func resolve(in container: CGSize) -> CGFloat {
    let value: CGFloat
    switch self {
    case .absolute(let length), .estimated(let length): value = length
    case .fractionalWidth(let fraction): value = fraction * container.width
    case .fractionalHeight(let fraction): value = fraction * container.height
    }
    return value.isFinite ? min(max(value, 0), 1e7) : 0
  }
}

/// The size of a compositional layout element, like NSCollectionLayoutSize.
public struct CollectionLayoutSize: Sendable, Equatable {
  /// The width.
  public var widthDimension: CollectionLayoutDimension
  /// The height.
  public var heightDimension: CollectionLayoutDimension

  /// A size of `widthDimension` by `heightDimension`.
  public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  func resolve(in container: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
  }
}

/// The space between a group's items, like NSCollectionLayoutSpacing.
public enum CollectionLayoutSpacing: Sendable, Equatable {
  /// Exactly this many points.
  case fixed(CGFloat)
  /// At least this many points; the group's leftover space is shared between its items.
  case flexible(CGFloat)

  var minimum: CGFloat {
    switch self {
    case .fixed(let value), .flexible(let value): value.isFinite ? max(value, 0) : 0
    }
  }
}

/// Where a boundary supplementary item sits on its section, like NSRectAlignment (the ones
/// sections use).
public enum CollectionLayoutAlignment: Sendable, Equatable {
  /// Above the section's content (a header).
  case top
  /// Below the section's content (a footer).
  case bottom

  /// Before the content along a horizontal layout (a header column): as `.top`, which a
  /// horizontal layout places on the section's leading edge.
  public static let leading = CollectionLayoutAlignment.top
  /// After the content along a horizontal layout (a footer column): as `.bottom`.
  public static let trailing = CollectionLayoutAlignment.bottom
  /// Above the content at its leading edge: a boundary item spans the section, so as `.top`.
  public static let topLeading = CollectionLayoutAlignment.top
  /// Above the content at its trailing edge: as `.top`.
  public static let topTrailing = CollectionLayoutAlignment.top
  /// Below the content at its leading edge: as `.bottom`.
  public static let bottomLeading = CollectionLayoutAlignment.bottom
  /// Below the content at its trailing edge: as `.bottom`.
  public static let bottomTrailing = CollectionLayoutAlignment.bottom
}

/// How a section's content scrolls across the collection view's direction, like
/// UICollectionLayoutSectionOrthogonalScrollingBehavior.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Sendable, Equatable {
  /// The section does not scroll on its own: its groups follow one another down the layout.
  case none
  /// The groups run across in a row that scrolls freely.
  case continuous
  /// Scrolls freely, coming to rest with a group's leading edge at the section's leading inset.
  case continuousGroupLeadingBoundary
  /// Scrolls a page (the collection view's width) at a time.
  case paging
  /// Scrolls one group at a time, resting with a group's leading edge at the section's leading inset.
  case groupPaging
  /// Scrolls one group at a time, resting with a group centred.
  case groupPagingCentered
}
