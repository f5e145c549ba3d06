import Foundation
import InertiaUIKit

// The fifty-fifth trial's offset-driven layouts, written as eleev's layouts kit writes its stack
// and its wheel (see FiftyFifthTrialTests).

/// Cards stacked from the content offset: the front card slides off with the finger while the
/// ones behind grow towards its place; five cards show, the fifth fading in; a page a card.
final class TrialStackLayout: UICollectionViewLayout {
  let spacing: CGFloat = 12
  let shownCount = 5

  override var collectionViewContentSize: CGSize {
    guard let collectionView else { return .zero }
    let count = CGFloat(collectionView.numberOfItems(inSection: 0))
    return CGSize(width: collectionView.bounds.width * count, height: collectionView.bounds.height)
  }

  override func prepare() {
    super.prepare()
    collectionView?.isPagingEnabled = true
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let collectionView, collectionView.bounds.width > 0 else { return nil }
    let front = max(Int(collectionView.contentOffset.x / collectionView.bounds.width), 0)
    let last = min(front + shownCount, collectionView.numberOfItems(inSection: 0) - 1)
    guard front <= last else { return [] }
    return (front...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  private func scale(atDepth depth: Int) -> CGFloat {
    pow(0.95, CGFloat(depth) - CGFloat(shownCount) / 2)
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let collectionView else { return nil }
    let page = collectionView.bounds.width
    let offset = collectionView.contentOffset.x
    let front = max(Int(offset / page), 0)
    let progress = (offset - CGFloat(front) * page) / page
    let depth = indexPath.item - front
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    let width = page - 96
    attributes.size = CGSize(width: width, height: width * 1.5)
    attributes.center = CGPoint(
      x: offset + page / 2 + spacing * CGFloat(depth),
      y: collectionView.bounds.midY + spacing * CGFloat(depth))
    attributes.zIndex = shownCount - depth
    var scale = depth < shownCount ? self.scale(atDepth: depth) : 1
    if depth != 0 { scale += (self.scale(atDepth: depth - 1) - scale) * progress }
    attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
    switch depth {
    case 0: attributes.center.x -= progress * page
    case 1..<shownCount:
      attributes.center.x -= spacing * progress
      attributes.center.y -= spacing * progress
      if depth == shownCount - 1 { attributes.alpha = progress }
    default: attributes.alpha = 0
    }
    return attributes
  }
}

/// A wheel's attributes: the card's angle and the anchor it turns around.
final class TrialWheelAttributes: UICollectionViewLayoutAttributes {
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var angle: CGFloat = 0 {
    didSet {
      zIndex = Int(angle * 1_000_000)
      transform = CGAffineTransform(rotationAngle: angle)
    }
  }

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! TrialWheelAttributes
    copy.anchorPoint = anchorPoint
    copy.angle = angle
    return copy
  }
}

/// Cards on a wheel of radius 600 below the view, turned by the horizontal offset; a release
/// rests on a card, the next one in the direction of the fling.
final class TrialWheelLayout: UICollectionViewLayout {
  let itemSize = CGSize(width: 200, height: 300)
  let radius: CGFloat = 600
  private var cached: [TrialWheelAttributes] = []

  override static var layoutAttributesClass: AnyClass { TrialWheelAttributes.self }

  var anglePerItem: CGFloat { atan(itemSize.width / radius) }

  private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

  /// The angle of the last card at rest on the first: the whole turn the content gives.
  private var extremeAngle: CGFloat { -CGFloat(max(count - 1, 0)) * anglePerItem }

  private var travel: CGFloat { collectionViewContentSize.width - (collectionView?.bounds.width ?? 0) }

  override var collectionViewContentSize: CGSize {
    CGSize(width: CGFloat(count) * itemSize.width, height: collectionView?.bounds.height ?? 0)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func prepare() {
    super.prepare()
    guard let collectionView, travel > 0 else { return }
    let turn = extremeAngle * collectionView.contentOffset.x / travel
    let anchorY = (itemSize.height / 2 + radius) / itemSize.height
    cached = (0..<count).map { item in
      let attributes = TrialWheelAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.size = itemSize
      attributes.center = CGPoint(
        x: collectionView.contentOffset.x + collectionView.bounds.width / 2, y: collectionView.bounds.midY)
      attributes.angle = turn + anglePerItem * CGFloat(item)
      attributes.anchorPoint = CGPoint(x: 0.5, y: anchorY)
      return attributes
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    cached.filter { abs($0.angle) < 0.5 }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    cached.indices.contains(indexPath.item) ? cached[indexPath.item] : nil
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let perItem = travel / CGFloat(max(count - 1, 1))
    let ratio = proposedContentOffset.x / perItem
    let cards = velocity.x > 0 ? ceil(ratio) : velocity.x < 0 ? floor(ratio) : ratio.rounded()
    return CGPoint(x: cards * perItem, y: proposedContentOffset.y)
  }
}

/// A wheel card: it turns around the attributes' anchor, its centre moved down to keep its place.
final class TrialWheelCell: UICollectionViewCell {
  private(set) var appliedKinds: Set<String> = []

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    appliedKinds.insert(String(describing: type(of: layoutAttributes)))
    guard let wheel = layoutAttributes as? TrialWheelAttributes else { return }
    layer.anchorPoint = wheel.anchorPoint
    center.y += (wheel.anchorPoint.y - 0.5) * bounds.height
  }
}
