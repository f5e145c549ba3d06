import Inertia
import InertiaUIKit

extension ASDisplayNode {
  /// Measures the node again and moves to the new layout, as Texture's
  /// `transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)`: in the range its
  /// last layout was measured in when it still has that layout's size (a list's row or item: the
  /// list's range for it, so the row may grow), else exactly its frame's size.
  public func transitionLayout(
    withAnimation animated: Bool, shouldMeasureAsync: Bool,
    measurementCompletion: (@MainActor () -> Void)? = nil
  ) {
    let range = (self as? ASCellNode)?.listConstrainedSize() ?? ASSizeRangeMake(frame.size)
    transitionLayout(
      with: range, animated: animated, shouldMeasureAsync: shouldMeasureAsync,
      measurementCompletion: measurementCompletion)
  }

  /// Measures the node in `constrainedSize` and moves to the new layout, as Texture's
  /// `transitionLayout(with:animated:shouldMeasureAsync:measurementCompletion:)`: the new layout
  /// becomes the node's, the nodes it adds become subnodes (at their old frames), a list's row or
  /// item is measured again by its list (which lays out again when its size changed), then
  /// `measurementCompletion` runs, then ``animateLayoutTransition(_:)`` moves the subnodes and
  /// calls the context's `completeTransition(_:)`, which runs ``didCompleteLayoutTransition(_:)``
  /// (removing the nodes the layout dropped). A range with a zero or negative maximum is ignored,
  /// as Texture ignores it; measuring is synchronous here whatever `shouldMeasureAsync` says, and
  /// a transition started during another replaces it (the older one's completion does nothing).
  public func transitionLayout(
    with constrainedSize: ASSizeRange, animated: Bool, shouldMeasureAsync: Bool,
    measurementCompletion: (@MainActor () -> Void)? = nil
  ) {
    guard constrainedSize.max.width > 0, constrainedSize.max.height > 0 else { return }
    let previous = calculatedLayout
    setNeedsLayout()
    let pending = calculateLayoutThatFits(constrainedSize)
    transitionSerial += 1
    let context = ASLayoutTransitionContext(
      node: self, animated: animated,
      from: (previous, previous.map { ASSizeRangeMake($0.size) } ?? constrainedSize),
      to: (pending, constrainedSize), serial: transitionSerial)
    pendingTransition = context
    adoptLayoutKeepingFrames(pending)
    (self as? ASCellNode)?.layoutTransitionMeasurementDidFinish()
    measurementCompletion?()
    animateLayoutTransition(context)
  }

  /// Ends the transition in progress without its completion (Texture's `cancelLayoutTransition`):
  /// the layout stays the new one, the nodes it dropped stay subnodes.
  public func cancelLayoutTransition() {
    transitionSerial += 1
    pendingTransition = nil
  }

  /// Texture's default transition: without animation every subnode takes its new frame at once;
  /// animated, inserted and resized subnodes fade in at their new frames, removed ones fade out,
  /// moved ones and the node's own size move to the new values over
  /// ``defaultLayoutTransitionDuration`` after ``defaultLayoutTransitionDelay``, then the context
  /// completes.
  func defaultLayoutTransition(_ context: ASContextTransitioning) {
    guard context.isAnimated() else {
      for node in context.subnodes(forKey: ASTransitionContextToLayoutKey) {
        node.frame = context.finalFrame(for: node)
      }
      context.completeTransition(true)
      return
    }
    let removed = context.removedSubnodes()
    var fadingIn = context.insertedSubnodes()
    var moved: [ASDisplayNode] = []
    for node in context.subnodes(forKey: ASTransitionContextToLayoutKey)
    where !fadingIn.contains(where: { $0 === node }) {
      let from = context.initialFrame(for: node)
      let to = context.finalFrame(for: node)
      if from.size != to.size { fadingIn.append(node) }
      if from.origin != to.origin { moved.append(node) }
    }
    let fadedInAlphas = fadingIn.map(\.alpha)
    let removedAlphas = removed.map(\.alpha)
    for node in fadingIn {
      node.frame = context.finalFrame(for: node)
      node.alpha = 0
    }
    let toSize = context.layout(forKey: ASTransitionContextToLayoutKey)?.size ?? frame.size
    let fromSize = context.layout(forKey: ASTransitionContextFromLayoutKey)?.size ?? toSize
    UIView.animate(
      withDuration: defaultLayoutTransitionDuration, delay: defaultLayoutTransitionDelay,
      options: defaultLayoutTransitionOptions,
      animations: {
        for node in removed { node.alpha = 0 }
        for (node, alpha) in zip(fadingIn, fadedInAlphas) { node.alpha = alpha }
        if fromSize != toSize { self.frame = CGRect(origin: self.frame.origin, size: toSize) }
        for node in moved { node.frame = context.finalFrame(for: node) }
      },
      completion: { finished in
        for (node, alpha) in zip(removed, removedAlphas) { node.alpha = alpha }
        context.completeTransition(finished)
      })
  }

  /// Texture's default completion: a node that manages its subnodes removes those the new
  /// layout dropped (if they are still its subnodes).
  func removeSubnodesDroppedByTransition(_ context: ASContextTransitioning) {
    guard automaticallyManagesSubnodes else { return }
    for node in context.removedSubnodes() where node.supernode === self { node.removeFromSupernode() }
  }

  /// The context's `completeTransition(_:)`: runs ``didCompleteLayoutTransition(_:)`` for the
  /// transition in progress, then the node's `layout()` hook.
  func transitionDidComplete(_ context: ASLayoutTransitionContext) {
    guard context.serial == transitionSerial, pendingTransition === context else { return }
    pendingTransition = nil
    didCompleteLayoutTransition(context)
    layout()
  }
}

extension LayoutDimension {
  /// A dimension of `unit` and `value`, as Texture's `ASDimension(unit:value:)` (the C struct's
  /// memberwise initializer).
  public init(unit: ASDimensionUnit, value: CGFloat) {
    self = ASDimensionMake(unit, value)
  }
}
