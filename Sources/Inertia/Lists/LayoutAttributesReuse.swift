import Foundation

/// The cell attributes a built-in layout handed out in its last `layoutAttributesForElements(in:)`,
/// given again for the same items in the next call (reset, with their new frames) instead of new
/// objects, and the arrays they came in, refilled when their caller let them go. UIKit's flow
/// layout also hands out its cached attributes (a subclass copies them before changing them).
/// Attributes a dynamic animator's behaviour holds are not reused: that item gets a new object,
/// and the held one keeps its values.
/// Cells come in index-path order in every pass, so one forward cursor over last pass's result
/// finds an item's object. Two result arrays take turns: the one being filled, and last pass's,
/// read by the cursor (each object is held once, by the array it came in).
@preconcurrency @MainActor
struct LayoutAttributesReuse {
  private var previous: [CollectionViewLayoutAttributes] = []
  private var cursor = 0
  private var spare: [CollectionViewLayoutAttributes] = []
  /// The class cells are made of this pass (the layout's `layoutAttributesClass`). Only the base
  /// class's objects are reused: a subclass's own properties have no reset, so its cells are new
  /// objects every pass, at their defaults.
  private var made: CollectionViewLayoutAttributes.Type = CollectionViewLayoutAttributes.self
  /// Whether someone keeps the attributes as they are (the layout's dynamic animator holds them).
  var isHeld: (@MainActor (CollectionViewLayoutAttributes) -> Bool)?

  /// Starts a pass making cells of `attributesClass`: an empty result array (the storage of the
  /// pass before last when nobody else holds it).
  mutating func begin(
    _ attributesClass: CollectionViewLayoutAttributes.Type = CollectionViewLayoutAttributes.self
  ) -> [CollectionViewLayoutAttributes] {
    cursor = 0
    made = attributesClass
    if attributesClass != CollectionViewLayoutAttributes.self { previous.removeAll() }
    var result: [CollectionViewLayoutAttributes] = []
    swap(&result, &spare)
    result.removeAll(keepingCapacity: true)
    return result
  }

  /// The attributes of the cell at `section`, `item` with `frame`, the rest at their defaults.
  mutating func cell(section: Int, item: Int, frame: CGRect) -> CollectionViewLayoutAttributes {
    let key = CollectionElementKey.Path(section: section, item: item)
    while cursor < previous.count, Self.precedes(previous[cursor], key) { cursor += 1 }
    // Not reused while a dynamic animator's behaviour holds it: the springs keep their item, as
    // UIKit's flow layout makes new attributes when it prepares again.
    if cursor < previous.count, previous[cursor].pathKey == key, !(isHeld?(previous[cursor]) ?? false) {
      let attributes = previous[cursor]
      cursor += 1
      attributes.zIndex = 0
      attributes.alpha = 1
      attributes.isHidden = false
      attributes.orthogonalSection = nil
      attributes.transform3D = .identity
      attributes.frame = frame
      return attributes
    }
    let attributes =
      made == CollectionViewLayoutAttributes.self
      ? CollectionViewLayoutAttributes(cellSection: section, item: item) : made.init()
    if made != CollectionViewLayoutAttributes.self {
      attributes.setIndexPath(IndexPath(item: item, section: section))
    }
    attributes.frame = frame
    return attributes
  }

  /// Ends a pass that returns `result`: its cells are the ones the next pass reuses.
  mutating func end(_ result: [CollectionViewLayoutAttributes]) {
    spare = result
    swap(&previous, &spare)
  }

  /// Whether `attributes` is not a cell whose path (two indexes, unless a caller changed it) is
  /// `key` or after it: the cursor passes it.
  private static func precedes(_ attributes: CollectionViewLayoutAttributes, _ key: CollectionElementKey.Path)
    -> Bool
  {
    let path = attributes.pathKey
    return attributes.representedElementCategory != .cell || path.length != 2 || path.first < key.first
      || (path.first == key.first && path.second < key.second)
  }
}
