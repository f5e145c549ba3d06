import Foundation
import ScrollPhysics

/// The row of an orthogonally scrolling compositional section: a horizontal ``ScrollView`` inside
/// the collection view holding the section's cells. Its releases come to rest where the section's
/// behaviour says (a group boundary, a page, a centred group), through its own delegate.
@preconcurrency @MainActor
final class OrthogonalScrollView: ScrollView {
  weak var collectionView: CollectionView?
  var section: Int
  /// The section's geometry when the row was last placed.
  var row: CompositionalSection
  private let rest = OrthogonalRestDelegate()

  init(collectionView: CollectionView, row: CompositionalSection) {
    self.collectionView = collectionView
    section = row.index
    self.row = row
    super.init(frame: .zero)
    contentInsetAdjustmentBehavior = .never
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    alwaysBounceHorizontal = true
    delegate = rest
  }

  /// Takes the section's geometry: content size, paging and deceleration by behaviour, and the
  /// side insets that let a centred behaviour centre the first and last groups.
  func apply(_ row: CompositionalSection, frame: CGRect) {
    self.row = row
    if !TableView.isSame(self.frame, frame) { assignFrame(frame) }
    let size = CGSize(width: row.rowContentWidth, height: frame.height)
    if contentSize != size { contentSize = size }
    isPagingEnabled = row.behavior == .paging
    let rate: DecelerationRate =
      row.behavior == .continuous || row.behavior == .continuousGroupLeadingBoundary ? .normal : .fast
    if decelerationRate != rate { decelerationRate = rate }
    var side: CGFloat = 0
    if row.behavior == .groupPagingCentered {
      side = max((frame.width - row.groupSize.width) / 2 - row.insets.leading, 0)
    }
    let inset = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    if contentInset != inset { contentInset = inset }
  }

  /// The name a replay trace gives the row: its collection view's id, "#", its section.
  var traceName: String? {
    collectionView?.identifier.map { "\($0)#\(section)" }
  }

  override func scrollViewDidScrollHook() {
    super.scrollViewDidScrollHook()
    collectionView?.orthogonalRowDidScroll(self)
  }

  /// The offset at which group `group` rests for the row's behaviour.
  func restingOffset(ofGroup group: Int) -> CGFloat {
    let leading = row.insets.leading + CGFloat(group) * row.pitch
    if row.behavior == .groupPagingCentered {
      return leading + row.groupSize.width / 2 - bounds.width / 2
    }
    return leading - row.insets.leading
  }

  /// The rest position of the row's behaviour nearest to its offset now (the offset itself for
  /// continuous rows), for a row that stopped without coming to rest by its behaviour.
  func nearestRestOffset() -> CGFloat {
    let offset = min(max(contentOffset.x, minimumOffset.x), maximumOffset.x)
    if row.behavior == .paging { return pinnedRestOffset(from: contentOffset).x }
    return target(proposed: offset, velocity: 0, startOffset: offset)
  }

  /// Where a release at `velocity` (pt/ms) proposed to rest at `proposed` comes to rest.
  func target(proposed: CGFloat, velocity: CGFloat, startOffset: CGFloat) -> CGFloat {
    let lower = minimumOffset.x
    let upper = maximumOffset.x
    guard row.pitch > 0, row.groupCount > 0 else { return proposed }
    let base = restingOffset(ofGroup: 0)
    switch row.behavior {
    case .none, .continuous, .paging:
      return proposed
    case .continuousGroupLeadingBoundary:
      let group = ((proposed - base) / row.pitch).rounded()
      return min(max(base + group * row.pitch, lower), upper)
    case .groupPaging, .groupPagingCentered:
      let startGroup = ((startOffset - base) / row.pitch).rounded()
      let value = PageSnapping.target(
        position: Double(contentOffset.x - base), velocity: Double(velocity), pageSize: Double(row.pitch),
        startPage: Double(startGroup), lower: Double(lower - base), upper: Double(upper - base))
      let group = min(max((CGFloat(value) / row.pitch).rounded(), 0), CGFloat(row.groupCount - 1))
      return min(max(base + group * row.pitch, lower), upper)
    }
  }
}

/// The row's delegate: it remembers where a drag began and moves the release's target to the
/// behaviour's rest position, then passes every call on to the collection view's
/// ``CollectionView/orthogonalObserver`` (a replay's recorder; nil in apps, as UIKit keeps its rows'
/// scrolling to itself).
@preconcurrency @MainActor
private final class OrthogonalRestDelegate: ScrollViewDelegate {
  var startOffset: CGFloat = 0

  private func observer(_ scrollView: ScrollView) -> ScrollViewDelegate? {
    (scrollView as? OrthogonalScrollView)?.collectionView?.orthogonalObserver
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) { observer(scrollView)?.scrollViewDidScroll(scrollView) }

  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    startOffset = scrollView.contentOffset.x
    observer(scrollView)?.scrollViewWillBeginDragging(scrollView)
  }

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    guard let row = scrollView as? OrthogonalScrollView else { return }
    targetContentOffset.x = row.target(
      proposed: targetContentOffset.x, velocity: velocity.x, startOffset: startOffset)
    observer(scrollView)?.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
  }

  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    observer(scrollView)?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    observer(scrollView)?.scrollViewWillBeginDecelerating(scrollView)
  }

  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    observer(scrollView)?.scrollViewDidEndDecelerating(scrollView)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    observer(scrollView)?.scrollViewDidEndScrollingAnimation(scrollView)
  }
}
