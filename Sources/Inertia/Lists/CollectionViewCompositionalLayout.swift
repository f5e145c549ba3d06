import Foundation

/// A layout built from sections of groups of items, like UICollectionViewCompositionalLayout.
///
/// Each section repeats one group for its items: down the layout, or across in a row that is a
/// real horizontal ``ScrollView`` of its own (``CollectionLayoutSection/orthogonalScrollingBehavior``)
/// with the rest positions of iOS's behaviours. Groups of one section share a size, so a section's
/// groups and items are placed by arithmetic: a query costs what it returns. The
/// ``configuration`` adds headers and footers of the whole layout, the spacing between sections and
/// what section insets are measured from. Estimated dimensions are laid out at their estimates.
///
/// See also: ``CollectionLayoutSection``, ``CollectionLayoutGroup``, ``CollectionLayoutItem``.
@preconcurrency @MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
  /// Gives the section for an index and the layout environment (the container's
  /// `effectiveContentSize.width` is the content width).
  public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

  private let provider: SectionProvider
  var storedConfiguration: CollectionViewCompositionalLayoutConfiguration
  /// The layout's settings (a copy; set a changed copy to apply it).
  public var configuration: CollectionViewCompositionalLayoutConfiguration {
    get { storedConfiguration.copy() }
    set {
      storedConfiguration = newValue.copy()
      invalidateLayout()
    }
  }
  /// The space between sections (the configuration's). Default 0.
  public var interSectionSpacing: CGFloat {
    get { storedConfiguration.interSectionSpacing }
    set {
      storedConfiguration.interSectionSpacing = newValue
      invalidateLayout()
    }
  }
  /// The layout's own headers and footers, resolved.
  var layoutBoundaries: [CompositionalLayoutBoundary] = []
  /// The content's length along the scroll direction (sections and the layout's footers).
  var contentLength: CGFloat = 0
  @exclusivity(unchecked) var sections: [CompositionalSection] = []
  var contentWidth: CGFloat = 0
  private var preparedSize = CGSize.zero
  /// The group heights of self-sizing sections, by section: kept across preparations while the
  /// section's item count and estimate stay.
  private var groupHeights: [Int: CompositionalGroupHeights] = [:]

  /// A layout whose every section is `section`.
  public convenience init(section: CollectionLayoutSection) {
    self.init { _, _ in section }
  }

  /// A layout whose every section is `section`, with `configuration`'s settings.
  public convenience init(
    section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout asking `sectionProvider` for each section.
  public init(sectionProvider: @escaping SectionProvider) {
    provider = sectionProvider
    storedConfiguration = CollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// A layout asking `sectionProvider` for each section, with `configuration`'s settings.
  public init(
    sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    storedConfiguration = configuration.copy()
    super.init()
  }

  /// Creates a layout from an archive; there are no archives here, so this returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// A table-like list layout.
  public static func list(using configuration: CollectionLayoutListConfiguration)
    -> CollectionViewCompositionalLayout
  {
    CollectionViewCompositionalLayout(section: .list(using: configuration))
  }

  open override func prepare() {
    super.prepare()
    sections.removeAll(keepingCapacity: true)
    layoutBoundaries.removeAll()
    contentLength = 0
    guard let collectionView = attachedCollectionView else { return }
    let inset = collectionView.adjustedContentInset
    preparedSize = collectionView.bounds.size
    let horizontal = isHorizontal
    // A horizontal layout is laid out with its axes exchanged (CompositionalTransposition.swift).
    let across =
      horizontal
      ? preparedSize.height - inset.top - inset.bottom : preparedSize.width - inset.left - inset.right
    let along =
      horizontal
      ? preparedSize.width - inset.left - inset.right : preparedSize.height - inset.top - inset.bottom
    contentWidth = max(across, 0)
    let container = CGSize(width: contentWidth, height: max(along, 0))
    let environment = CollectionLayoutEnvironment(
      container: CollectionLayoutContainer(
        contentSize: preparedSize,
        contentInsets: DirectionalEdgeInsets(
          top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)),
      traitCollection: collectionView.traitCollection)
    let reference = referenceInsets(of: collectionView)
    let spacing = interSectionSpacing.isFinite ? max(interSectionSpacing, 0) : 0
    var start = boundaryLength(.top, container: container)
    let templates = CompositionalTemplates()
    var transposedSections:
      [ObjectIdentifier: (given: CollectionLayoutSection, copy: CollectionLayoutSection)] =
        [:]
    var items = 0
    for (index, count) in collectionView.itemCounts.enumerated() {
      items &+= count
      guard let given = provider(index, environment) else { continue }
      let section = horizontal ? transposed(given, memo: &transposedSections) : given
      if index > 0 { start += spacing }
      var geometry = CompositionalSection(
        index: index, count: count, start: start, section: section, container: container,
        extraInsets: reference, templates: templates)
      geometry.environment = environment
      if CompositionalSection.isSelfSizing(section, perGroup: geometry.template.count) {
        geometry.sized = heights(
          section: index, count: count, pitch: geometry.groupSize.height + geometry.spacing)
      } else {
        groupHeights[index] = nil
      }
      start = geometry.end
      sections.append(geometry)
    }
    placeLayoutBoundaries(container: container, end: start)
    // Counted for a replay's frame-work budget, as a flow layout's rebuild (sweep 58).
    collectionView.window?.layoutWork.listItemsRemeasured &+= collectionView.itemCounts.count &+ items
    if let last = groupHeights.keys.max(), last >= collectionView.itemCounts.count {
      groupHeights = groupHeights.filter { $0.key < collectionView.itemCounts.count }
    }
  }

  /// `section` with its axes exchanged, made once per preparation for a section the provider
  /// gives for many indexes (so its template is worked out once too).
  private func transposed(
    _ section: CollectionLayoutSection,
    memo: inout [ObjectIdentifier: (given: CollectionLayoutSection, copy: CollectionLayoutSection)]
  ) -> CollectionLayoutSection {
    if let known = memo[ObjectIdentifier(section)] { return known.copy }
    let copy = section.transposedSection()
    memo[ObjectIdentifier(section)] = (section, copy)
    return copy
  }

  private func heights(section: Int, count: Int, pitch: CGFloat) -> CompositionalGroupHeights {
    let kept = groupHeights[section].flatMap { $0.estimate == Double(pitch) ? $0 : nil }
    if let kept, kept.tree.count == count { return kept }
    // A new count (items added or removed) keeps the measured heights of the groups that are still
    // there, from the start (items added at the end, as batch fetching adds them, keep all), so cells
    // on screen keep their sizes; the other groups start at the estimate.
    let made = CompositionalGroupHeights(count: count, estimate: Double(pitch), keeping: kept?.tree)
    groupHeights[section] = made
    return made
  }

  /// The resolved section of `indexPath` when it sizes its groups from their cells.
  private func sizedSection(_ indexPath: IndexPath) -> CompositionalSection? {
    guard indexPath.count == 2, groupHeights[indexPath.section] != nil,
      let section = sections.first(where: { $0.index == indexPath.section }), let sized = section.sized,
      indexPath.item >= 0, indexPath.item < sized.tree.count
    else { return nil }
    return section
  }

  override func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool {
    groupHeights[indexPath.section] != nil
  }

  /// The width is the item's; only the estimated height is fitted.
  override func selfSizingPriorities(forItemAt indexPath: IndexPath) -> (
    horizontal: LayoutPriority, vertical: LayoutPriority
  ) {
    (.required, View.fittingSizeLevel)
  }

  /// A cell of a section with an estimated group height whose preferred height differs from its
  /// frame's invalidates the layout (self-sizing).
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    let height = preferredAttributes.size.height
    return originalAttributes.representedElementCategory == .cell
      && sizedSection(originalAttributes.indexPath) != nil
      && height.isFinite && height >= 0 && height != originalAttributes.size.height
  }

  /// Takes the cell's preferred height as its group's; a cell above the visible area moves the
  /// offset by the change, so what is visible stays still.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    let path = originalAttributes.indexPath
    context.invalidateItems(at: [path])
    let height = preferredAttributes.size.height
    guard let section = sizedSection(path), let sized = section.sized, height.isFinite, height >= 0 else {
      return context
    }
    let insets = section.groupSize.height - (section.template.first?.height ?? section.groupSize.height)
    let old = sized.tree.value(at: path.item)
    sized.tree.set(path.item, to: Double(min(height, 1e7) + insets + section.spacing))
    if let collectionView = attachedCollectionView, originalAttributes.frame.minY < collectionView.bounds.minY
    {
      context.contentOffsetAdjustment = CGPoint(x: 0, y: CGFloat(sized.tree.value(at: path.item) - old))
    }
    return context
  }

  open override var collectionViewContentSize: CGSize {
    isHorizontal
      ? CGSize(width: contentLength, height: contentWidth)
      : CGSize(width: contentWidth, height: contentLength)
  }

  /// Whether the configuration scrolls the content sideways.
  var isHorizontal: Bool { storedConfiguration.scrollDirection == .horizontal }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedSize
  }

  /// The first section ending after `y`.
  private func firstSection(endingAfter y: CGFloat) -> Int {
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) / 2
      if sections[mid].end <= y { low = mid + 1 } else { high = mid }
    }
    return low
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    guard rect.isFiniteRect, let collectionView = attachedCollectionView else { return [] }
    let horizontal = isHorizontal
    let rect = horizontal ? rect.transposed : rect
    var result = reuse.begin()
    var index = firstSection(endingAfter: rect.minY)
    let top = collectionView.bounds.minY + collectionView.adjustedContentInset.top
    while index < sections.count, sections[index].start < rect.maxY,
      result.count < CollectionView.maximumVisibleElements
    {
      let section = sections[index]
      let offset = collectionView.orthogonalOffset(forSection: section.index, row: section)
      section.appendElements(
        in: rect, visibleTop: top, orthogonalOffset: offset, width: contentWidth, into: &result, reuse: &reuse
      )
      index += 1
    }
    appendLayoutBoundaries(in: rect, into: &result)
    if horizontal { for attributes in result { attributes.frame = attributes.frame.transposed } }
    reuse.end(result)
    return result
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    prepareIfNeeded()
    guard indexPath.count == 2, let section = sections.first(where: { $0.index == indexPath.section }),
      indexPath.item >= 0, indexPath.item < section.count
    else { return nil }
    let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    let frame = section.itemFrame(indexPath.item)
    attributes.frame = isHorizontal ? frame.transposed : frame
    if section.isOrthogonal { attributes.orthogonalSection = section.index }
    return attributes
  }

  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    let attributes = supplementaryAttributes(ofKind: elementKind, at: indexPath)
    if isHorizontal, let attributes { attributes.frame = attributes.frame.transposed }
    return attributes
  }

  private func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    prepareIfNeeded()
    if let boundary = layoutBoundary(ofKind: elementKind, at: indexPath) { return boundary }
    guard let section = sections.first(where: { $0.index == indexPath.section }) else { return nil }
    guard let item = section.boundaryItems.first(where: { $0.kind == elementKind }) else {
      // A supplementary item attached to a cell (a badge) is at that cell's index path.
      guard indexPath.count == 2, indexPath.item >= 0, indexPath.item < section.count else { return nil }
      let cell = section.itemFrame(indexPath.item)
      return section.itemSupplementaries(of: indexPath.item, cell: cell).first {
        $0.representedElementKind == elementKind
      }
    }
    let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
    attributes.frame = section.boundaryFrame(item, visibleTop: nil, width: contentWidth)
    attributes.zIndex = item.zIndex
    return attributes
  }

  /// The most orthogonal rows on screen at once, as many as the cells a collection view shows
  /// (the first in section order): rows of 1e-300 pt put 100,000 scroll views on one screen
  /// (session 42's sweep: 13 s, 770 MB and a 67 MB trace, every row an entry in every frame line).
  static let maximumOrthogonalRows = CollectionView.maximumVisibleElements

  /// The orthogonal rows meeting `rect` (their sections' frames across the content), at most
  /// ``maximumOrthogonalRows``.
  func orthogonalRows(in rect: CGRect) -> [CompositionalSection] {
    var result: [CompositionalSection] = []
    var index = firstSection(endingAfter: rect.minY)
    while index < sections.count, sections[index].start < rect.maxY, result.count < Self.maximumOrthogonalRows
    {
      if sections[index].isOrthogonal, sections[index].rowFrame(width: contentWidth).overlaps(rect) {
        result.append(sections[index])
      }
      index += 1
    }
    return result
  }
}
