import Foundation

/// Where a supplementary item is attached to its item, like NSCollectionLayoutAnchor: inside the
/// item against the `edges` given (centred along an axis with neither of its edges), then moved by
/// an offset in points or in fractions of the supplementary item's own size.
public struct CollectionLayoutAnchor: Sendable, Equatable {
  /// The item's edges the supplementary item is placed against.
  public let edges: DirectionalRectEdge
  /// The offset in points (zero when the offset is fractional).
  public let absoluteOffset: CGPoint
  /// The offset in fractions of the supplementary item's size (zero when it is absolute).
  public let fractionalOffset: CGPoint
  /// Whether the offset is in points.
  public var isAbsoluteOffset: Bool { !isFractionalOffset }
  /// Whether the offset is a fraction of the supplementary item's size.
  public let isFractionalOffset: Bool

  /// Against `edges`, with no offset.
  public init(edges: DirectionalRectEdge) { self.init(edges: edges, absoluteOffset: .zero) }
  /// Against `edges`, moved by `absoluteOffset` points.
  public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    self.absoluteOffset = absoluteOffset
    fractionalOffset = .zero
    isFractionalOffset = false
  }
  /// Against `edges`, moved by `fractionalOffset` times the supplementary item's size
  /// (`(0.3, -0.3)`: a badge sticking out of a corner).
  public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
    self.edges = edges
    absoluteOffset = .zero
    self.fractionalOffset = fractionalOffset
    isFractionalOffset = true
  }

  /// The frame of a box of `size` anchored to `container` (left-to-right).
  public func frame(ofSize size: CGSize, in container: CGRect) -> CGRect {
    var x = container.midX - size.width / 2
    if edges.contains(.leading) {
      x = container.minX
    } else if edges.contains(.trailing) {
      x = container.maxX - size.width
    }
    var y = container.midY - size.height / 2
    if edges.contains(.top) {
      y = container.minY
    } else if edges.contains(.bottom) {
      y = container.maxY - size.height
    }
    let offset =
      isFractionalOffset
      ? CGPoint(x: fractionalOffset.x * size.width, y: fractionalOffset.y * size.height) : absoluteOffset
    return CGRect(x: x + offset.x, y: y + offset.y, width: size.width, height: size.height)
  }
}

/// A view attached to each cell of an item (a badge, a banner), like
/// NSCollectionLayoutSupplementaryItem: its size is relative to the cell's, and it is placed by
/// its anchor; the data source's `viewForSupplementaryElementOfKind` makes it with the cell's index
/// path.
@preconcurrency @MainActor
open class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
  /// The kind of view (the data source's supplementary kind).
  public let elementKind: String
  /// Where it is attached to the cell.
  public let containerAnchor: CollectionLayoutAnchor
  /// The point of the supplementary item put at the container anchor (nil: the same edges).
  public let itemAnchor: CollectionLayoutAnchor?
  /// Its layer order. Default 1 (above the cell).
  public var zIndex = 1

  /// A supplementary item of `layoutSize` and `elementKind` anchored by `containerAnchor`.
  public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor)
  {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    itemAnchor = nil
    super.init(layoutSize: layoutSize)
  }

  /// A supplementary item whose `itemAnchor` point is put at the `containerAnchor` point.
  public init(
    layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
    itemAnchor: CollectionLayoutAnchor
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize)
  }

  /// Its frame for a cell at `cell`.
  func frame(forCell cell: CGRect) -> CGRect {
    let size = layoutSize.resolve(in: cell.size)
    var frame = containerAnchor.frame(ofSize: size, in: cell)
    if let itemAnchor {
      // The item anchor's point of the box is moved onto the container anchor's point.
      let point = containerAnchor.frame(ofSize: .zero, in: cell).origin
      let inside = itemAnchor.frame(ofSize: .zero, in: CGRect(origin: .zero, size: size)).origin
      frame.origin = CGPoint(x: point.x - inside.x, y: point.y - inside.y)
    }
    return frame
  }
}
