import Foundation

/// An interactive change of layouts under way: the layouts, and what to call at its end.
@MainActor
final class InteractiveLayoutTransition {
  let transitionLayout: CollectionViewTransitionLayout
  let completion: CollectionView.LayoutInteractiveTransitionCompletion?
  /// While true, the collection view swaps layouts without telling them (the transition does).
  var isSwapping = false
  /// The frames that move the progress to its end after a finish or a cancel.
  var link: DisplayLink?

  init(
    transitionLayout: CollectionViewTransitionLayout,
    completion: CollectionView.LayoutInteractiveTransitionCompletion?
  ) {
    self.transitionLayout = transitionLayout
    self.completion = completion
  }
}

/// Interactive layout transitions, as UICollectionView's: the transition layout is installed, the
/// program moves its ``CollectionViewTransitionLayout/transitionProgress``, and a finish or cancel
/// installs the next or the current layout.
extension CollectionView {
  /// What is called at the end of an interactive transition: whether its animations ran to their
  /// end, and whether it finished (the new layout installed) rather than being cancelled.
  public typealias LayoutInteractiveTransitionCompletion = @MainActor (Bool, Bool) -> Void

  /// How long the progress takes to go from 0 to 1 after a finish or a cancel (in proportion for
  /// less).
  static let interactiveTransitionSettleDuration = 0.25

  /// Starts changing to `layout` interactively: the delegate's
  /// ``CollectionViewDelegate/collectionView(_:transitionLayoutForOldLayout:newLayout:)`` makes the
  /// transition layout (a plain ``CollectionViewTransitionLayout`` by default), the new layout hears
  /// ``CollectionViewLayout/prepareForTransition(from:)`` and the old one
  /// ``CollectionViewLayout/prepareForTransition(to:)``, and the transition layout becomes
  /// ``collectionViewLayout`` at progress 0. While one transition runs, another start returns the
  /// running one's layout and changes nothing (UIKit refuses it too).
  @discardableResult
  public func startInteractiveTransition(
    to layout: CollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
  ) -> CollectionViewTransitionLayout {
    if let running = interactiveTransition {
      Self.collectionLog.warning("startInteractiveTransition: a transition is already running")
      return running.transitionLayout
    }
    let current = collectionViewLayout
    let made =
      (delegate as? CollectionViewDelegate)?.collectionView(
        self, transitionLayoutForOldLayout: current, newLayout: layout)
      ?? CollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
    let transition = InteractiveLayoutTransition(transitionLayout: made, completion: completion)
    interactiveTransition = transition
    layout.attachedCollectionView = self
    layout.invalidateLayout()
    layout.prepareForTransition(from: current)
    current.prepareForTransition(to: layout)
    install(made, for: transition)
    setNeedsLayout()
    return made
  }

  /// Ends the interactive transition at the new layout: the progress goes on to 1 (over what is
  /// left of a quarter second, on the window's clock), the new layout is installed, the content
  /// offset is the one its ``CollectionViewLayout/targetContentOffset(forProposedContentOffset:)``
  /// proposes, it hears ``CollectionViewLayout/finalizeLayoutTransition()``, and the completion is
  /// called with `(true, true)`. Nothing happens without a transition.
  public func finishInteractiveTransition() { settleInteractiveTransition(finishing: true) }

  /// Ends the interactive transition back at the layout it started from: the progress goes back to
  /// 0, that layout is installed again and the completion is called with `(true, false)`.
  public func cancelInteractiveTransition() { settleInteractiveTransition(finishing: false) }

  private func settleInteractiveTransition(finishing: Bool) {
    guard let transition = interactiveTransition, transition.link == nil else { return }
    let layout = transition.transitionLayout
    let goal: CGFloat = finishing ? 1 : 0
    let start = layout.transitionProgress
    let duration = Self.interactiveTransitionSettleDuration * Double(min(abs(goal - start), 1))
    guard duration > 0, let clock = window?.clock else {
      endInteractiveTransition(transition, finishing: finishing)
      return
    }
    let began = clock.now
    transition.link = clock.addDisplayLink { [weak self] link in
      guard let self else {
        link.invalidate()
        return
      }
      let fraction = min(max((link.timestamp - began) / duration, 0), 1)
      layout.transitionProgress = start + (goal - start) * CGFloat(fraction)
      self.layoutIfNeeded()
      if fraction >= 1 {
        link.invalidate()
        self.endInteractiveTransition(transition, finishing: finishing)
      }
    }
  }

  private func endInteractiveTransition(_ transition: InteractiveLayoutTransition, finishing: Bool) {
    guard interactiveTransition === transition else { return }
    let layout = transition.transitionLayout
    let target = finishing ? layout.nextLayout : layout.currentLayout
    let other = finishing ? layout.currentLayout : layout.nextLayout
    layout.transitionProgress = finishing ? 1 : 0
    target.invalidateLayout()
    install(target, for: transition)
    interactiveTransition = nil
    other.attachedCollectionView = nil
    layout.attachedCollectionView = nil
    target.prepareIfNeeded()
    syncContentSize()
    let proposed = target.targetContentOffset(forProposedContentOffset: contentOffset)
    let offset = clamped(proposed.isFinite ? proposed : contentOffset)
    if offset != contentOffset { contentOffset = offset }
    layoutElements()
    target.finalizeLayoutTransition()
    transition.completion?(true, finishing)
  }

  /// Makes `layout` the collection view's layout without the layouts' transition calls.
  private func install(_ layout: CollectionViewLayout, for transition: InteractiveLayoutTransition) {
    transition.isSwapping = true
    collectionViewLayout = layout
    transition.isSwapping = false
  }
}
