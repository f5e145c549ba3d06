import Foundation

/// The smallest element of a compositional layout, like NSCollectionLayoutItem: one cell with
/// a size relative to its group and insets that shrink the cell within its place.
@preconcurrency @MainActor
open class CollectionLayoutItem {
  /// The item's size (fractions of its group's size).
  public let layoutSize: CollectionLayoutSize
  /// Insets applied to the cell within the item's place. Default zero.
  public var contentInsets = DirectionalEdgeInsets()
  /// Space kept around the item, outside its size, when its group (or section) places it. Default
  /// nil (none).
  public var edgeSpacing: CollectionLayoutEdgeSpacing?

  /// Views attached to each of the item's cells (badges, banners). Default none.
  public private(set) var supplementaryItems: [CollectionLayoutSupplementaryItem] = []

  /// An item of `layoutSize`.
  public init(layoutSize: CollectionLayoutSize) { self.layoutSize = layoutSize }

  /// An item of `layoutSize` whose cells carry `supplementaryItems`.
  public convenience init(
    layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]
  ) {
    self.init(layoutSize: layoutSize)
    self.supplementaryItems = supplementaryItems
  }

  /// The leaf item behind each frame of ``template(in:)``, in the same order (nil for a custom
  /// group's frames).
  func leaves(in container: CGSize) -> [CollectionLayoutItem?] { [self] }

  /// The cells' frames of one instance placed in `container`, relative to its origin, and the
  /// size it takes there, edge spacing included.
  final func template(in container: CGSize) -> (frames: [CGRect], size: CGSize) {
    let (frames, size) = contentTemplate(in: container)
    guard let spacing = edgeSpacing else { return (frames, size) }
    let (leading, top) = (spacing.leading?.minimum ?? 0, spacing.top?.minimum ?? 0)
    return (
      frames.map { $0.offsetBy(dx: leading, dy: top) },
      CGSize(
        width: size.width + leading + (spacing.trailing?.minimum ?? 0),
        height: size.height + top + (spacing.bottom?.minimum ?? 0))
    )
  }

  /// The cells' frames of one instance placed in `container` without edge spacing, and its size
  /// there (groups override this to place their subitems).
  func contentTemplate(in container: CGSize) -> (frames: [CGRect], size: CGSize) {
    let size = layoutSize.resolve(in: container)
    let frame = CGRect(origin: .zero, size: size).inset(by: contentInsets)
    return ([frame], size)
  }
}

/// The space kept around a compositional layout item, like NSCollectionLayoutEdgeSpacing. Each
/// edge takes its spacing's minimum (a flexible edge does not take a share of leftover space).
public struct CollectionLayoutEdgeSpacing: Sendable, Equatable {
  /// Before the item along the reading direction.
  public var leading: CollectionLayoutSpacing?
  /// Above the item.
  public var top: CollectionLayoutSpacing?
  /// After the item along the reading direction.
  public var trailing: CollectionLayoutSpacing?
  /// Below the item.
  public var bottom: CollectionLayoutSpacing?

  /// Spacing on each edge (nil: none).
  public init(
    leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
    bottom: CollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}

/// A frame a custom group gives one of its items, like NSCollectionLayoutGroupCustomItem.
public struct CollectionLayoutGroupCustomItem: Sendable, Equatable {
  /// The item's frame in the group.
  public var frame: CGRect
  /// The item's layer order. Default 0.
  public var zIndex: Int

  /// An item at `frame` in its group.
  public init(frame: CGRect, zIndex: Int = 0) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// A row, column or custom arrangement of items (or groups), like NSCollectionLayoutGroup.
@preconcurrency @MainActor
open class CollectionLayoutGroup: CollectionLayoutItem {
  enum Arrangement {
    case horizontal
    case vertical
    case custom((CGSize) -> [CollectionLayoutGroupCustomItem])
  }

  let arrangement: Arrangement
  /// The items the group repeats (in turn) while they fit.
  public let subitems: [CollectionLayoutItem]
  /// A fixed number of copies of one item sharing the group's length, when given.
  let count: Int?
  /// The space between the group's items. Default: fixed 0.
  public var interItemSpacing: CollectionLayoutSpacing?

  init(
    layoutSize: CollectionLayoutSize, arrangement: Arrangement, subitems: [CollectionLayoutItem], count: Int?
  ) {
    self.arrangement = arrangement
    self.subitems = subitems
    self.count = count.map { min(max($0, 1), 10_000) }
    super.init(layoutSize: layoutSize)
  }

  /// A row of `subitems`, repeated in turn while they fit.
  public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
  }

  /// A row of `count` copies of `subitem` sharing the group's width.
  public static func horizontal(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  )
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
  }

  /// iOS 13's name of ``horizontal(layoutSize:repeatingSubitem:count:)``.
  public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
    -> CollectionLayoutGroup
  {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// iOS 13's name of ``vertical(layoutSize:repeatingSubitem:count:)``.
  public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
    -> CollectionLayoutGroup
  {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// A column of `subitems`, repeated in turn while they fit.
  public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
  }

  /// A column of `count` copies of `subitem` sharing the group's height.
  public static func vertical(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  )
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
  }

  /// A group whose items' frames `itemProvider` gives for the group's size.
  public static func custom(
    layoutSize: CollectionLayoutSize, itemProvider: @escaping (CGSize) -> [CollectionLayoutGroupCustomItem]
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
  }

  override func leaves(in container: CGSize) -> [CollectionLayoutItem?] {
    let size = layoutSize.resolve(in: container)
    switch arrangement {
    case .custom: return Array(repeating: nil, count: contentTemplate(in: container).frames.count)
    case .horizontal: return line(in: size, vertical: false).leaves
    case .vertical: return line(in: size, vertical: true).leaves
    }
  }

  override func contentTemplate(in container: CGSize) -> (frames: [CGRect], size: CGSize) {
    let size = layoutSize.resolve(in: container)
    var frames: [CGRect]
    switch arrangement {
    case .custom(let provider):
      frames = provider(size).prefix(10_000).map(\.frame).filter(\.isFiniteRect)
    case .horizontal: frames = line(in: size, vertical: false).frames
    case .vertical: frames = line(in: size, vertical: true).frames
    }
    let inset = contentInsets
    frames = frames.map { $0.offsetBy(dx: inset.leading, dy: inset.top) }
    return (frames, size)
  }

  /// The most cells one group places, its nested groups' included: a group of 1,000 copies of a
  /// group of 1,000 copies, eight deep, asked for 1e24 frames (session 41's sweep: a scene of
  /// such groups stopped on a 4 GB allocation). Items past it are left out (their places stay,
  /// empty); UIKit documents no limit.
  static let maximumPlacedItems = 10_000

  /// Places subitems along one axis of a group of `size`: the frames and the leaf item of each,
  /// at most ``maximumPlacedItems`` of them. Each subitem's template is worked out once.
  private func line(in size: CGSize, vertical: Bool) -> (frames: [CGRect], leaves: [CollectionLayoutItem?]) {
    let inner = CGSize(
      width: max(size.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(size.height - contentInsets.top - contentInsets.bottom, 0))
    let length = vertical ? inner.height : inner.width
    let spacing = interItemSpacing?.minimum ?? 0
    var places: [(frames: [CGRect], length: CGFloat)] = []
    var leaves: [CollectionLayoutItem?] = []
    let limit = Self.maximumPlacedItems
    if let count, let item = subitems.first {
      let share = max((length - spacing * CGFloat(count - 1)) / CGFloat(count), 0)
      let slot =
        vertical ? CGSize(width: inner.width, height: share) : CGSize(width: share, height: inner.height)
      let fitted = fixedTemplate(item, slot: slot, container: inner)
      let fittedLeaves = item is CollectionLayoutGroup ? item.leaves(in: slot) : [item]
      let filled = fitted.isEmpty ? count : min(count, max(limit / fitted.count, 1))
      places = Array(repeating: (fitted, share), count: filled)
      places += Array(repeating: ([], share), count: count - filled)
      for _ in 0..<filled { leaves += fittedLeaves }
    } else if !subitems.isEmpty {
      var templates: [Int: (frames: [CGRect], size: CGSize, leaves: [CollectionLayoutItem?])] = [:]
      var used: CGFloat = 0
      var index = 0
      var placed = 0
      while places.count < limit {
        let slot = index % subitems.count
        let item = subitems[slot]
        if templates[slot] == nil {
          let (frames, itemSize) = item.template(in: inner)
          templates[slot] = (frames, itemSize, item.leaves(in: inner))
        }
        let (frames, itemSize, itemLeaves) = templates[slot]!
        let itemLength = vertical ? itemSize.height : itemSize.width
        let needed = (places.isEmpty ? 0 : spacing) + itemLength
        // The slack for rounding is less than half an item: a fixed 1e-6 let a group of one
        // 1e-300 pt item hold 10,000 of them (session 42: a list of such rows, 1,000 sections of
        // 10, took 10 s and 350 MB; 10,000 sections over a minute and 3 GB).
        let slack = min(1e-6, itemLength / 2)
        guard places.isEmpty || used + needed <= length + slack, itemLength > 0 || places.isEmpty else {
          break
        }
        guard places.isEmpty || placed + frames.count <= limit else { break }
        used += needed
        placed += frames.count
        places.append((frames, itemLength))
        leaves += itemLeaves
        index += 1
        if itemLength <= 0 { break }
      }
    }
    var extra: CGFloat = 0
    if case .flexible = interItemSpacing, places.count > 1 {
      let total = places.reduce(0) { $0 + $1.length } + spacing * CGFloat(places.count - 1)
      extra = max(length - total, 0) / CGFloat(places.count - 1)
    }
    var result: [CGRect] = []
    var cursor: CGFloat = 0
    for place in places {
      for frame in place.frames {
        result.append(vertical ? frame.offsetBy(dx: 0, dy: cursor) : frame.offsetBy(dx: cursor, dy: 0))
      }
      cursor += place.length + spacing + extra
    }
    return (result, leaves)
  }

  /// An item's frames when the group gives it a fixed slot (count-based groups).
  private func fixedTemplate(_ item: CollectionLayoutItem, slot: CGSize, container: CGSize) -> [CGRect] {
    if item is CollectionLayoutGroup { return item.template(in: slot).frames }
    return [CGRect(origin: .zero, size: slot).inset(by: item.contentInsets)]
  }
}

/// A header, footer or other view attached to a section's edge, like
/// NSCollectionLayoutBoundarySupplementaryItem.
@preconcurrency @MainActor
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
  /// The kind of view (the data source's supplementary kind).
  public let elementKind: String
  /// The edge it sits on.
  public let alignment: CollectionLayoutAlignment
  /// Whether it stays at the top of the visible area while its section scrolls under it. Default false.
  public var pinToVisibleBounds = false
  /// Its layer order. Default 1 (above the items).
  public var zIndex = 1

  /// A supplementary item of `layoutSize` and `elementKind` on the `alignment` edge.
  public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: CollectionLayoutAlignment) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize)
  }
}

/// A view the layout puts behind a section, like NSCollectionLayoutDecorationItem.
@preconcurrency @MainActor
open class CollectionLayoutDecorationItem: CollectionLayoutItem {
  /// The kind of decoration view (registered on the layout).
  public let elementKind: String
  /// Its layer order. Default -1 (below the items).
  public var zIndex = -1

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }

  /// A background covering the whole section (less its content insets).
  public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
    CollectionLayoutDecorationItem(elementKind: elementKind)
  }
}

extension CGRect {
  /// The rect shrunk by directional insets (leading = left).
  func inset(by insets: DirectionalEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.leading, y: minY + insets.top, width: max(width - insets.leading - insets.trailing, 0),
      height: max(height - insets.top - insets.bottom, 0))
  }
}
