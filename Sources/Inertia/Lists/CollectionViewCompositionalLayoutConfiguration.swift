import Foundation

/// What a compositional layout's section insets are measured from (UIContentInsetsReference).
public enum ContentInsetsReference: Int, Sendable {
  /// The safe area (UIKit's choice for compositional layouts).
  case automatic = 0
  /// The content area itself: section insets are all there is.
  case none = 1
  /// The collection view's safe area.
  case safeArea = 2
  /// The collection view's layout margins.
  case layoutMargins = 3
  /// The collection view's readable content guide.
  case readableContent = 4
}

/// Settings of a whole compositional layout (UICollectionViewCompositionalLayoutConfiguration).
/// A layout copies the configuration it is given, as UIKit does: change the copy the layout's
/// ``CollectionViewCompositionalLayout/configuration`` returns and set it again.
@preconcurrency @MainActor
open class CollectionViewCompositionalLayoutConfiguration {
  /// The direction the content scrolls. Default vertical. A horizontal layout places its sections
  /// left to right, each section's groups along the row, and its headers on the leading edge
  /// (estimates taken as they are; no orthogonal scrolling, pinned headers or cell badges).
  public var scrollDirection = CollectionViewFlowLayout.ScrollDirection.vertical
  /// The space between sections, in points. Default 0.
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout (before the first section and after the last one),
  /// at index path [0, 0]. Default none.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// What section insets are measured from. Default ``ContentInsetsReference/automatic``.
  public var contentInsetsReference = ContentInsetsReference.automatic

  /// The default settings.
  public init() {}

  /// A copy of these settings.
  func copy() -> CollectionViewCompositionalLayoutConfiguration {
    let copy = CollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}

/// A header or footer of the whole compositional layout, resolved.
struct CompositionalLayoutBoundary {
  var kind: String
  var frame: CGRect
  var zIndex: Int
}
