import Foundation

/// One section of a compositional layout, resolved: its group's size and item frames (a
/// template every group repeats), its boundary items and its place. Items are placed by
/// arithmetic from the template.
struct CompositionalSection {
  /// A header or footer, resolved.
  struct Boundary {
    var kind: String
    var alignment: CollectionLayoutAlignment
    var height: CGFloat
    var pins: Bool
    var zIndex: Int
  }

  /// A decoration, resolved.
  struct Decoration {
    var kind: String
    var insets: DirectionalEdgeInsets
    var zIndex: Int
  }

  var index: Int
  var count: Int
  var start: CGFloat
  var insets: DirectionalEdgeInsets
  var groupSize: CGSize
  var template: [CGRect]
  var spacing: CGFloat
  var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
  var boundaryItems: [Boundary] = []
  /// Whether boundary items are inset like the groups (NSCollectionLayoutSection's
  /// `supplementariesFollowContentInsets`).
  var boundaryFollowsInsets = true
  var decorations: [Decoration] = []
  /// The supplementary items attached to the cells of each template slot (badges, banners).
  var slotSupplementaries: [[CollectionLayoutSupplementaryItem]] = []
  var handler: (([CollectionViewLayoutAttributes], CGPoint, CollectionLayoutEnvironment) -> Void)?
  /// The environment the section was made in (handed to ``handler``).
  var environment: CollectionLayoutEnvironment?
  /// Self-sizing: each group's pitch (its measured height and the spacing after it), for a section
  /// stacked down with one item per group and an estimated group height; nil otherwise.
  var sized: CompositionalGroupHeights?

  var isOrthogonal: Bool { behavior != .none }
  var perGroup: Int { max(template.count, 1) }
  var groupCount: Int { template.isEmpty ? 0 : (count + perGroup - 1) / perGroup }
  var headerHeight: CGFloat { boundaryItems.filter { $0.alignment == .top }.reduce(0) { $0 + $1.height } }
  var footerHeight: CGFloat { boundaryItems.filter { $0.alignment == .bottom }.reduce(0) { $0 + $1.height } }
  /// The top of the content (below the headers).
  var contentTop: CGFloat { start + headerHeight }
  /// The length of the groups area, without insets.
  var groupsLength: CGFloat {
    let groups = CGFloat(groupCount)
    if isOrthogonal { return groupCount > 0 ? groupSize.height : 0 }
    if let sized { return groupCount > 0 ? max(CGFloat(sized.tree.total) - spacing, 0) : 0 }
    return groupCount > 0 ? groups * groupSize.height + (groups - 1) * spacing : 0
  }
  /// The bottom of the content (above the footers).
  var contentBottom: CGFloat { contentTop + insets.top + groupsLength + insets.bottom }
  var end: CGFloat { contentBottom + footerHeight }
  /// The distance from one group to the next along the row (orthogonal sections).
  var pitch: CGFloat { groupSize.width + spacing }

  /// The section `section` resolved in `container`; `extraInsets` (the layout's content insets
  /// reference) add to its content insets.
  @MainActor init(
    index: Int, count: Int, start: CGFloat, section: CollectionLayoutSection, container: CGSize,
    extraInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(), templates: CompositionalTemplates? = nil
  ) {
    self.index = index
    self.count = count
    self.start = start
    insets = section.contentInsets
    insets.leading += extraInsets.leading
    insets.trailing += extraInsets.trailing
    let inner = CGSize(
      width: max(container.width - insets.leading - insets.trailing, 0),
      height: max(container.height - insets.top - insets.bottom, 0))
    let resolved =
      templates?.resolve(section.group, in: inner) ?? CompositionalTemplates.make(section.group, in: inner)
    let (frames, size) = (resolved.frames, resolved.size)
    template = frames
    slotSupplementaries = resolved.slotSupplementaries
    groupSize = size
    spacing = section.interGroupSpacing.isFinite ? max(section.interGroupSpacing, 0) : 0
    behavior = section.orthogonalScrollingBehavior
    handler = section.visibleItemsInvalidationHandler
    boundaryFollowsInsets = section.supplementariesFollowContentInsets
    for item in section.boundarySupplementaryItems {
      let height = item.layoutSize.heightDimension.resolve(in: container)
      boundaryItems.append(
        Boundary(
          kind: item.elementKind, alignment: item.alignment, height: height, pins: item.pinToVisibleBounds,
          zIndex: item.zIndex))
    }
    decorations = section.decorationItems.map {
      Decoration(kind: $0.elementKind, insets: $0.contentInsets, zIndex: $0.zIndex)
    }
  }

  /// The distance from the first group's top to group `group`'s (stacked sections).
  func groupOffset(_ group: Int, pitch: CGFloat) -> CGFloat {
    if let sized { return CGFloat(sized.tree.prefix(group)) }
    return CGFloat(group) * pitch
  }

  /// Whether the section sizes its groups from their cells: stacked down, one item per group, an
  /// estimated group height.
  @MainActor static func isSelfSizing(_ section: CollectionLayoutSection, perGroup: Int) -> Bool {
    guard section.orthogonalScrollingBehavior == .none, perGroup == 1,
      case .estimated = section.group.layoutSize.heightDimension
    else { return false }
    return true
  }

  /// The orthogonal row's frame (the groups and their vertical insets, across the content).
  func rowFrame(width: CGFloat) -> CGRect {
    CGRect(x: 0, y: contentTop, width: width, height: contentBottom - contentTop)
  }

  /// The row's content width (orthogonal sections).
  var rowContentWidth: CGFloat {
    let groups = CGFloat(groupCount)
    return insets.leading + (groupCount > 0 ? groups * groupSize.width + (groups - 1) * spacing : 0)
      + insets.trailing
  }

  /// An item's frame in the collection view's content (orthogonal rows unscrolled).
  func itemFrame(_ item: Int) -> CGRect {
    let group = item / perGroup
    let slot = template[item % perGroup]
    if let sized, item < sized.tree.count {
      // The group's measured height less the insets around its item.
      let height = CGFloat(sized.tree.value(at: item)) - spacing - (groupSize.height - slot.height)
      let y = contentTop + insets.top + CGFloat(sized.tree.prefix(item)) + slot.minY
      return CGRect(x: insets.leading + slot.minX, y: y, width: slot.width, height: max(height, 0))
    }
    let origin =
      isOrthogonal
      ? CGPoint(x: insets.leading + CGFloat(group) * pitch, y: contentTop + insets.top)
      : CGPoint(x: insets.leading, y: contentTop + insets.top + CGFloat(group) * (groupSize.height + spacing))
    return slot.offsetBy(dx: origin.x, dy: origin.y)
  }

  /// A boundary item's frame; pinned headers stay at `visibleTop` until the content's end.
  func boundaryFrame(_ item: Boundary, visibleTop: CGFloat?, width: CGFloat) -> CGRect {
    var y = start
    for other in boundaryItems where other.alignment == item.alignment {
      if other.kind == item.kind { break }
      y += other.height
    }
    if item.alignment == .bottom { y += contentBottom - start }
    if item.pins, item.alignment == .top, let visibleTop {
      y = max(min(visibleTop, contentBottom - item.height), y)
    }
    guard boundaryFollowsInsets else { return CGRect(x: 0, y: y, width: max(width, 0), height: item.height) }
    return CGRect(
      x: insets.leading, y: y, width: max(width - insets.leading - insets.trailing, 0), height: item.height)
  }

  /// Adds the section's elements meeting `rect`: boundary items, decorations and items (for an
  /// orthogonal row, those in view at its `orthogonalOffset`).
  /// The most cells one call of ``appendElements(in:visibleTop:orthogonalOffset:width:into:reuse:)``
  /// appends (as many as the groups it visits): groups of up to 10,000 tiny items each put a
  /// million items in one screen (session 41's sweep: a CollectionNode's ranges made a node for
  /// each, 1.5 GB), where a collection view shows at most 1,024.
  static let maximumElements = 4_096  // 4 x CollectionView.maximumVisibleElements

  @MainActor func appendElements(
    in rect: CGRect, visibleTop: CGFloat, orthogonalOffset: CGFloat, width: CGFloat,
    into result: inout [CollectionViewLayoutAttributes], reuse: inout LayoutAttributesReuse
  ) {
    let path = IndexPath(item: 0, section: index)
    for decoration in decorations {
      let frame = CGRect(x: 0, y: contentTop, width: width, height: contentBottom - contentTop).inset(
        by: decoration.insets)
      guard frame.overlaps(rect) else { continue }
      let attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.kind, with: path)
      attributes.frame = frame
      attributes.zIndex = decoration.zIndex
      result.append(attributes)
    }
    if groupCount > 0 {
      if isOrthogonal {
        appendRowItems(in: rect, offset: orthogonalOffset, width: width, into: &result, reuse: &reuse)
      } else {
        let pitch = groupSize.height + spacing
        let top = contentTop + insets.top
        var group = pitch > 0 ? Int(index: (rect.minY - top - groupSize.height) / pitch, upTo: groupCount) : 0
        if let sized {
          group = min(sized.tree.index(containing: Double(max(rect.minY - top, 0))), groupCount)
        }
        var visited = 0
        while group < groupCount, top + groupOffset(group, pitch: pitch) < rect.maxY,
          visited < 4 * CollectionView.maximumVisibleElements
        {
          visited += 1
          for item in (group * perGroup)..<min((group + 1) * perGroup, count)
          where result.count < Self.maximumElements {
            let frame = itemFrame(item)
            guard frame.overlaps(rect) else { continue }
            result.append(reuse.cell(section: index, item: item, frame: frame))
            result += itemSupplementaries(of: item, cell: frame)
          }
          group += 1
        }
      }
    }
    for item in boundaryItems {
      let frame = boundaryFrame(item, visibleTop: visibleTop, width: width)
      guard frame.overlaps(rect) else { continue }
      let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.kind, with: path)
      attributes.frame = frame
      attributes.zIndex = item.pins ? 1024 : item.zIndex
      result.append(attributes)
    }
  }

  /// The attributes of the supplementary items attached to cell `item` at `cell` (its index path).
  @MainActor func itemSupplementaries(of item: Int, cell: CGRect) -> [CollectionViewLayoutAttributes] {
    guard !slotSupplementaries.isEmpty else { return [] }
    let path = IndexPath(item: item, section: index)
    return slotSupplementaries[item % perGroup].map { supplementary in
      let attributes = CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: supplementary.elementKind, with: path)
      attributes.frame = supplementary.frame(forCell: cell)
      attributes.zIndex = supplementary.zIndex
      return attributes
    }
  }

  /// The items of an orthogonal row in view at `offset` (its horizontal offset).
  @MainActor private func appendRowItems(
    in rect: CGRect, offset: CGFloat, width: CGFloat, into result: inout [CollectionViewLayoutAttributes],
    reuse: inout LayoutAttributesReuse
  ) {
    guard rowFrame(width: width).overlaps(rect), pitch > 0 else { return }
    let visible = CGRect(x: offset, y: rect.minY, width: width, height: rect.height)
    var group = Int(index: (offset - insets.leading - groupSize.width) / pitch, upTo: groupCount)
    var shown: [CollectionViewLayoutAttributes] = []
    var visited = 0
    while group < groupCount, insets.leading + CGFloat(group) * pitch < offset + width,
      visited < 4 * CollectionView.maximumVisibleElements
    {
      visited += 1
      for item in (group * perGroup)..<min((group + 1) * perGroup, count)
      where result.count + shown.count < Self.maximumElements {
        let frame = itemFrame(item)
        guard frame.overlaps(visible) else { continue }
        let attributes = reuse.cell(section: index, item: item, frame: frame)
        attributes.orthogonalSection = index
        shown.append(attributes)
        for supplementary in itemSupplementaries(of: item, cell: frame) {
          supplementary.orthogonalSection = index
          result.append(supplementary)
        }
      }
      group += 1
    }
    if let handler, let environment { handler(shown, CGPoint(x: offset, y: 0), environment) }
    result += shown
  }
}

/// The templates of one preparation of a compositional layout, by group and container: the
/// data sections past the end of a list of sections share its last entry, so 100,000 of them
/// worked out the same template 100,000 times (session 42's sweep: groups of 10,000 tiny items
/// cost 10,000 frames each time, 13 s and 770 MB). Arrays are shared, not copied.
@MainActor final class CompositionalTemplates {
  /// A group's frames, its size, and the supplementary items of each slot's leaf item (empty
  /// when no leaf has any).
  typealias Resolved = (
    frames: [CGRect], size: CGSize, slotSupplementaries: [[CollectionLayoutSupplementaryItem]]
  )
  private struct Key: Hashable {
    var group: ObjectIdentifier
    var width: CGFloat
    var height: CGFloat
  }
  private var made: [Key: Resolved] = [:]
  /// The groups the keys name, kept alive so an identifier is never reused within a preparation.
  private var groups: [CollectionLayoutGroup] = []

  /// `group`'s frames, size and slots' supplementary items in `container`, worked out once per
  /// preparation.
  func resolve(_ group: CollectionLayoutGroup, in container: CGSize) -> Resolved {
    let key = Key(group: ObjectIdentifier(group), width: container.width, height: container.height)
    if let known = made[key] { return known }
    let resolved = Self.make(group, in: container)
    made[key] = resolved
    groups.append(group)
    return resolved
  }

  /// `group`'s frames, size and slots' supplementary items in `container`.
  static func make(_ group: CollectionLayoutGroup, in container: CGSize) -> Resolved {
    let (frames, size) = group.template(in: container)
    let leaves = group.leaves(in: container)
    guard leaves.contains(where: { !($0?.supplementaryItems.isEmpty ?? true) }) else {
      return (frames, size, [])
    }
    let supplementaries = frames.indices.map { $0 < leaves.count ? leaves[$0]?.supplementaryItems ?? [] : [] }
    return (frames, size, supplementaries)
  }
}

/// The pitches (measured height and the spacing after) of a self-sizing section's groups, kept by
/// the layout across preparations; a reference, so a measurement updates the tree in place.
final class CompositionalGroupHeights {
  var tree: PrefixSumTree
  /// The pitch every group starts with (the estimate and the spacing).
  let estimate: Double

  init(count: Int, estimate: Double, keeping old: PrefixSumTree? = nil) {
    self.estimate = estimate
    tree = PrefixSumTree(count: count) { values in
      values.initialize(repeating: estimate)
      guard let old else { return }
      for index in 0..<min(old.count, values.count) { values[index] = old.value(at: index) }
    }
  }
}

extension Int {
  /// `value` rounded down and kept within `0...limit` (NaN gives 0): the index of a group or line
  /// from a division by its pitch, which a pitch near the smallest double (5e-324 pt) overflows to
  /// infinity, a value `Int(_:)` traps on.
  init(index value: Double, upTo limit: Int) {
    guard value > 0 else {
      self = 0
      return
    }
    self = value >= Double(limit) ? limit : Int(value.rounded(.down))
  }
}
