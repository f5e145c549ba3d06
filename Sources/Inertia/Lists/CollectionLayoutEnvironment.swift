import Foundation

/// The space a compositional layout's sections are laid out in, like
/// NSCollectionLayoutContainer.
public struct CollectionLayoutContainer: Sendable, Equatable {
  /// The collection view's size.
  public let contentSize: CGSize
  /// The collection view's adjusted content insets, in reading direction.
  public let contentInsets: DirectionalEdgeInsets
  /// The size inside the insets: what fractional dimensions resolve against.
  public var effectiveContentSize: CGSize {
    CGSize(
      width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
  }
  /// The insets that make ``effectiveContentSize``: ``contentInsets``.
  public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

  /// A container of `contentSize` with `contentInsets`.
  public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }
}

/// What a compositional layout's section provider is given with each section index, like
/// NSCollectionLayoutEnvironment: the container and the collection view's traits.
public struct CollectionLayoutEnvironment: Sendable {
  /// The space the section is laid out in.
  public let container: CollectionLayoutContainer
  /// The collection view's traits (size classes, display scale).
  public let traitCollection: TraitCollection

  /// An environment of `container` and `traitCollection`.
  public init(container: CollectionLayoutContainer, traitCollection: TraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
  }
}
