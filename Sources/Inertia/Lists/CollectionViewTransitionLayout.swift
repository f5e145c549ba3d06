import Foundation

/// A layout between two others, like UICollectionViewTransitionLayout: the collection view uses it
/// during an interactive change of layouts (``CollectionView/startInteractiveTransition(to:completion:)``),
/// and it places every element ``transitionProgress`` of the way from where ``currentLayout`` puts
/// it to where ``nextLayout`` does (centre, size, alpha and transform; the content size too).
///
/// A subclass overrides the attribute methods and calls `super` for the interpolated attributes,
/// which are copies of the current layout's (of its attributes class), so it can set properties of
/// its own on them.
@preconcurrency @MainActor
open class CollectionViewTransitionLayout: CollectionViewLayout {
  /// The layout the transition starts from.
  public let currentLayout: CollectionViewLayout
  /// The layout the transition goes to.
  public let nextLayout: CollectionViewLayout
  /// Values kept for animated keys (``updateValue(_:forAnimatedKey:)``).
  private var animatedValues: [String: CGFloat] = [:]

  /// How far the transition has gone: 0 at the current layout, 1 at the next. Setting it
  /// invalidates the layout, as UIKit's does; values beyond 0...1 are kept (an overshoot), a
  /// non-finite one is ignored.
  open var transitionProgress: CGFloat = 0 {
    didSet {
      guard transitionProgress.isFinite else {
        transitionProgress = oldValue
        return
      }
      if transitionProgress != oldValue { invalidateLayout() }
    }
  }

  /// A layout going from `currentLayout` to `newLayout`.
  public init(currentLayout: CollectionViewLayout, nextLayout newLayout: CollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = newLayout
    super.init()
  }

  /// There are no archives here (see ``CollectionViewLayout/init(coder:)``): nil.
  public required init?(coder: NSCoder) { return nil }

  /// Keeps `value` for `key`, read back by ``value(forAnimatedKey:)``. Non-finite values are ignored.
  open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
    guard value.isFinite else { return }
    animatedValues[key] = value
  }

  /// The value last kept for `key`, or 0.
  open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

  /// Prepares both layouts (each once after its own invalidation).
  open override func prepare() {
    super.prepare()
    for layout in [currentLayout, nextLayout] {
      if layout.attachedCollectionView == nil { layout.attachedCollectionView = attachedCollectionView }
      layout.prepareIfNeeded()
    }
  }

  /// The two layouts' content sizes, ``transitionProgress`` of the way from one to the other.
  open override var collectionViewContentSize: CGSize {
    let from = currentLayout.collectionViewContentSize
    let to = nextLayout.collectionViewContentSize
    return CGSize(width: mix(from.width, to.width), height: mix(from.height, to.height))
  }

  /// The elements either layout places in `rect`, the current layout's first (in its order), each
  /// placed between its two positions.
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    let current = currentLayout.layoutAttributesForElements(in: rect) ?? []
    let next = nextLayout.layoutAttributesForElements(in: rect) ?? []
    var seen = Set<CollectionElementKey>()
    var result: [CollectionViewLayoutAttributes] = []
    for attributes in current where seen.insert(attributes.elementKey).inserted {
      result.append(blend(from: attributes, to: counterpart(of: attributes, in: nextLayout)))
    }
    for attributes in next where seen.insert(attributes.elementKey).inserted {
      let start = counterpart(of: attributes, in: currentLayout) ?? attributes
      result.append(blend(from: start, to: attributes))
    }
    return result
  }

  /// The item's attributes between its two positions (nil when neither layout places it).
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    let from = currentLayout.layoutAttributesForItem(at: indexPath)
    let to = nextLayout.layoutAttributesForItem(at: indexPath)
    guard let start = from ?? to else { return nil }
    return blend(from: start, to: to)
  }

  /// The supplementary view's attributes between its two positions.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    let from = currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    let to = nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    guard let start = from ?? to else { return nil }
    return blend(from: start, to: to)
  }

  /// The element `attributes` stands for, as `layout` places it.
  private func counterpart(of attributes: CollectionViewLayoutAttributes, in layout: CollectionViewLayout)
    -> CollectionViewLayoutAttributes?
  {
    switch attributes.representedElementCategory {
    case .cell: return layout.layoutAttributesForItem(at: attributes.indexPath)
    case .supplementaryView:
      return layout.layoutAttributesForSupplementaryView(
        ofKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
    case .decorationView:
      return layout.layoutAttributesForDecorationView(
        ofKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
    }
  }

  /// A copy of `start` moved ``transitionProgress`` of the way to `end` (`start` alone without one).
  private func blend(from start: CollectionViewLayoutAttributes, to end: CollectionViewLayoutAttributes?)
    -> CollectionViewLayoutAttributes
  {
    let blended = start.copy()
    guard let end else { return blended }
    let center = CGPoint(x: mix(start.center.x, end.center.x), y: mix(start.center.y, end.center.y))
    let size = CGSize(
      width: mix(start.size.width, end.size.width), height: mix(start.size.height, end.size.height))
    blended.frame = CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    blended.alpha = mix(start.alpha, end.alpha)
    if transitionProgress >= 0.5 {
      blended.zIndex = end.zIndex
      blended.isHidden = end.isHidden
    }
    if start.transform3D != end.transform3D {
      blended.transform3D = mix(start.transform3D, end.transform3D)
    }
    return blended
  }

  /// `from` moved ``transitionProgress`` of the way to `to`.
  private func mix(_ from: CGFloat, _ to: CGFloat) -> CGFloat { from + (to - from) * transitionProgress }

  /// Two transforms mixed entry by entry.
  private func mix(_ from: Transform3D, _ to: Transform3D) -> Transform3D {
    Transform3D(
      m11: mix(from.m11, to.m11), m12: mix(from.m12, to.m12), m13: mix(from.m13, to.m13),
      m14: mix(from.m14, to.m14),
      m21: mix(from.m21, to.m21), m22: mix(from.m22, to.m22), m23: mix(from.m23, to.m23),
      m24: mix(from.m24, to.m24),
      m31: mix(from.m31, to.m31), m32: mix(from.m32, to.m32), m33: mix(from.m33, to.m33),
      m34: mix(from.m34, to.m34),
      m41: mix(from.m41, to.m41), m42: mix(from.m42, to.m42), m43: mix(from.m43, to.m43),
      m44: mix(from.m44, to.m44))
  }
}
