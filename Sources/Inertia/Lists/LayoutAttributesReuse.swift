import Foundation

/// The cell attributes a built-in layout handed out in its last `layoutAttributesForElements(in:)`,
/// given again for the same items in the next call (reset, with their new frames) instead of new
/// objects, and the array they came in, refilled when its caller let it go. UIKit's flow layout
/// also hands out its cached attributes (a subclass copies them before changing them). Cells come
/// in index-path order in every pass, so one forward cursor finds last pass's object.
@preconcurrency @MainActor
struct LayoutAttributesReuse {
  private var previous: [CollectionViewLayoutAttributes] = []
  private var current: [CollectionViewLayoutAttributes] = []
  private var cursor = 0
  private var buffer: [CollectionViewLayoutAttributes] = []

  /// Starts a pass: an empty result array (last pass's storage when nobody else holds it).
  mutating func begin() -> [CollectionViewLayoutAttributes] {
    cursor = 0
    current.removeAll(keepingCapacity: true)
    var result: [CollectionViewLayoutAttributes] = []
    swap(&result, &buffer)
    result.removeAll(keepingCapacity: true)
    return result
  }

  /// The attributes of the cell at `section`, `item` with `frame`, the rest at their defaults.
  mutating func cell(section: Int, item: Int, frame: CGRect) -> CollectionViewLayoutAttributes {
    while cursor < previous.count, Self.precedes(previous[cursor].indexPath, section, item) { cursor += 1 }
    let attributes: CollectionViewLayoutAttributes
    if cursor < previous.count, previous[cursor].indexPath.section == section,
      previous[cursor].indexPath.item == item
    {
      attributes = previous[cursor]
      cursor += 1
      attributes.zIndex = 0
      attributes.alpha = 1
      attributes.isHidden = false
      attributes.orthogonalSection = nil
    } else {
      attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
    }
    attributes.frame = frame
    current.append(attributes)
    return attributes
  }

  /// Ends a pass that returns `result`: its cells are the ones the next pass reuses.
  mutating func end(_ result: [CollectionViewLayoutAttributes]) {
    swap(&previous, &current)
    buffer = result
  }

  private static func precedes(_ path: IndexPath, _ section: Int, _ item: Int) -> Bool {
    path.section < section || (path.section == section && path.item < item)
  }
}
