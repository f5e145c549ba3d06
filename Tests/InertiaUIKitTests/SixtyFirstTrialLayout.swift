import InertiaUIKit

// The sixty-first trial's layout, written in UICollectionViewSplitLayout's idioms (not its code)
// as `inertia port` leaves them: a `UICollectionViewLayout` subclass with no `prepare()`, which
// computes its attributes in `invalidateLayout(with:)` unless its own context class says the
// invalidation is a bounds change; sections stacked in a left or a right column; a decoration
// view behind each section's items coloured through an attributes subclass; headers pinned to
// the top of the visible bounds while their section's items show.

/// The column a section goes in; the raw value is the share of the width the left column takes
/// when the section is the only kind.
enum SplitSide: Int {
  case left = 1, right = 0
}

/// The layout's invalidation context: whether the invalidation is a scroll or a resize.
final class SplitInvalidationContext: UICollectionViewLayoutInvalidationContext {
  var isForBoundsChange = false
}

/// Attributes with the column and the backdrop colour of the section.
final class SplitAttributes: UICollectionViewLayoutAttributes {
  var side: SplitSide = .left
  var backdropColor: UIColor?
}

/// What the layout asks the collection view's delegate.
protocol SplitLayoutDelegate: AnyObject, UICollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout: UICollectionViewLayout, sideFor section: Int
  )
    -> SplitSide
  func collectionView(
    _ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath,
    width: CGFloat, side: SplitSide
  ) -> CGSize
  func collectionView(
    _ collectionView: UICollectionView, layout: UICollectionViewLayout, backdropColorFor section: Int
  ) -> UIColor?
}

/// The decoration behind a section's items, coloured by its attributes.
final class SplitBackdropView: UICollectionReusableView {
  static let kind = "SplitBackdropView"

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    if let attributes = layoutAttributes as? SplitAttributes { backgroundColor = attributes.backdropColor }
  }
}

/// Two columns of sections: each section a 40-point header over rows of items, its backdrop
/// behind the items.
final class SplitLayout: UICollectionViewLayout {
  var leftSideRatio: CGFloat = 0.5
  var splitSpacing: CGFloat = 16
  var itemSpacing: CGFloat = 10
  var headerHeight: CGFloat = 40
  var pinsHeaders = true
  private(set) var recalculations = 0
  private var sectionItems: [[SplitAttributes]] = []
  private var headers: [SplitAttributes] = []
  private var backdrops: [SplitAttributes] = []
  private var tailPositionY: CGFloat = 0

  override init() {
    super.init()
    register(SplitBackdropView.self, forDecorationViewOfKind: SplitBackdropView.kind)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    register(SplitBackdropView.self, forDecorationViewOfKind: SplitBackdropView.kind)
  }

  override class var invalidationContextClass: AnyClass { SplitInvalidationContext.self }

  override var collectionViewContentSize: CGSize {
    guard let collectionView else { return .zero }
    let inset = collectionView.contentInset
    return CGSize(
      width: collectionView.bounds.width - inset.left - inset.right, height: tailPositionY + inset.bottom)
  }

  func contentWidth(of side: SplitSide) -> CGFloat {
    let total = collectionViewContentSize.width - splitSpacing
    return side == .left ? total * leftSideRatio : total - total * leftSideRatio
  }

  func contentMostLeft(of side: SplitSide) -> CGFloat {
    side == .left ? 0 : contentWidth(of: .left) + splitSpacing
  }

  /// The width of `count` items side by side in a column, rounded down to whole points.
  func fixedWidth(for count: Int, of side: SplitSide) -> CGFloat {
    CGFloat(Int(contentWidth(of: side) - itemSpacing * CGFloat(count - 1)) / count)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    (context as? SplitInvalidationContext)?.isForBoundsChange = true
    return context
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    if let context = context as? SplitInvalidationContext, !context.isForBoundsChange { recalculate() }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let cells = sectionItems.joined().filter { rect.intersectsAsCoreGraphics($0.frame) }
    let sections = Set(cells.map(\.indexPath.section))
    let shownHeaders = headers.filter { sections.contains($0.indexPath.section) }
    if pinsHeaders, let collectionView {
      for header in shownHeaders {
        header.frame.origin.y = pinnedY(of: header, in: collectionView)
        header.zIndex = 1024
      }
    }
    let shownBackdrops = sections.sorted().compactMap {
      layoutAttributesForDecorationView(ofKind: SplitBackdropView.kind, at: IndexPath(item: 0, section: $0))
    }
    return shownHeaders + cells + shownBackdrops
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    sectionItems[indexPath.section][indexPath.item]
  }

  override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    backdrops.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
  }

  /// Between the header's own place and the last place where it still sits over its last item.
  private func pinnedY(of header: SplitAttributes, in collectionView: UICollectionView) -> CGFloat {
    let items = sectionItems[header.indexPath.section]
    let top = (items.first?.frame.minY ?? 0) - header.frame.height
    let bottom = (items.last?.frame.maxY ?? 0) - header.frame.height
    let pinned = collectionView.safeAreaInsets.top + collectionView.contentOffset.y
    return min(max(pinned, top), bottom)
  }

  private func recalculate() {
    guard let collectionView, let delegate = collectionView.delegate as? SplitLayoutDelegate else { return }
    recalculations += 1
    (sectionItems, headers, backdrops, tailPositionY) = ([], [], [], 0)
    var nextY: [SplitSide: CGFloat] = [.left: 0, .right: 0]
    for section in 0..<collectionView.numberOfSections {
      let side = delegate.collectionView(collectionView, layout: self, sideFor: section)
      let header = SplitAttributes(
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        with: IndexPath(item: 0, section: section))
      header.side = side
      header.frame = CGRect(
        x: contentMostLeft(of: side), y: nextY[side] ?? 0, width: contentWidth(of: side), height: headerHeight
      )
      headers.append(header)
      let items = makeItems(in: section, side: side, top: header.frame.maxY, delegate: delegate)
      let bottom = items.last?.frame.maxY ?? header.frame.maxY
      let backdrop = SplitAttributes(
        forDecorationViewOfKind: SplitBackdropView.kind, with: IndexPath(item: 0, section: section))
      backdrop.frame = CGRect(
        x: header.frame.minX, y: header.frame.maxY, width: header.frame.width,
        height: bottom - header.frame.maxY)
      backdrop.zIndex = -1
      backdrop.backdropColor = delegate.collectionView(
        collectionView, layout: self, backdropColorFor: section)
      sectionItems.append(items)
      backdrops.append(backdrop)
      nextY[side] = bottom + itemSpacing
      tailPositionY = max(tailPositionY, bottom)
    }
  }

  /// Rows of items from `top`, each as tall as its tallest item, `itemSpacing` apart.
  private func makeItems(in section: Int, side: SplitSide, top: CGFloat, delegate: SplitLayoutDelegate)
    -> [SplitAttributes]
  {
    guard let collectionView else { return [] }
    let left = contentMostLeft(of: side)
    let width = contentWidth(of: side)
    var position = CGPoint(x: left, y: top)
    var rowHeight: CGFloat = 0
    var items: [SplitAttributes] = []
    for item in 0..<collectionView.numberOfItems(inSection: section) {
      let indexPath = IndexPath(item: item, section: section)
      let size = delegate.collectionView(
        collectionView, layout: self, sizeForItemAt: indexPath, width: width, side: side)
      if position.x > left, position.x + size.width > left + width {
        position = CGPoint(x: left, y: position.y + rowHeight + itemSpacing)
        rowHeight = 0
      }
      let attributes = SplitAttributes(forCellWith: indexPath)
      attributes.side = side
      attributes.frame = CGRect(origin: position, size: size)
      items.append(attributes)
      position.x += size.width + itemSpacing
      rowHeight = max(rowHeight, size.height)
    }
    return items
  }
}
