import Foundation

extension View {
  /// The smallest size the constraints allow, as a target for ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// (UIView.layoutFittingCompressedSize): zero.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The priority that holds a fitting dimension exactly (UILayoutPriority.required): 1000.
  package static let requiredFittingPriority: Double = 1000
  /// The priority that only pulls a fitting dimension toward its target, below every other
  /// constraint (UILayoutPriority.fittingSizeLevel): 50.
  public static let fittingSizeLevel: LayoutPriority = .fittingSizeLevel

  /// The smallest size the constraints allow near `targetSize`, both axes at the fitting level
  /// (UIView.systemLayoutSizeFitting(_:)).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: Self.fittingSizeLevel,
      verticalFittingPriority: Self.fittingSizeLevel)
  }

  /// The size this view's constraints give it when its width and height are pulled toward
  /// `targetSize` with the given priorities, like UIView.systemLayoutSizeFitting: with a required
  /// width and ``fittingSizeLevel`` height toward 0, the height its content needs at that width.
  ///
  /// The view is solved by its window's engine with its position held and its own frame free;
  /// its frame is put back afterwards (subviews keep the fitted layout until the next solve). A view
  /// with a fixed frame (a cell's content view) is measured in place, by unpinning only the lengths
  /// being fitted. A view with no superview and no window whose subviews are laid out by
  /// constraints (a header made in code or a nib and measured before it is shown, as
  /// CollectionViewShelfLayout's collection header is) is measured as UIKit measures it, in a
  /// scratch window it leaves again. Any other view outside a window, or without a superview,
  /// answers ``sizeThatFits(_:)``.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    if let content = constrainedContentView, targetSize.width.isFinite, targetSize.height.isFinite {
      // UIKit's cell holds its content view by autoresizing constraints, so the cell's own fitting
      // size is its content's plus the space around the content view: measured so here.
      layoutIfNeeded()
      let around = CGSize(
        width: bounds.width - content.frame.width, height: bounds.height - content.frame.height)
      let size = content.systemLayoutSizeFitting(
        CGSize(width: targetSize.width - around.width, height: targetSize.height - around.height),
        withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
      return CGSize(width: size.width + around.width, height: size.height + around.height)
    }
    guard let window, let superview, targetSize.width.isFinite, targetSize.height.isFinite else {
      if let size = detachedFittingSize(
        targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
      {
        return size
      }
      return sizeThatFits(targetSize)
    }
    if let size = window.autoLayout.fittingSize(
      of: self, target: targetSize, horizontalPriority: horizontalFittingPriority.doubleValue,
      verticalPriority: verticalFittingPriority.doubleValue)
    {
      return size
    }
    let wasFixed = translatesAutoresizingMaskIntoConstraints
    let oldFrame = frame
    translatesAutoresizingMaskIntoConstraints = false
    let width = widthAnchor.constraint(equalToConstant: max(targetSize.width, 0))
    width.priority = horizontalFittingPriority
    let height = heightAnchor.constraint(equalToConstant: max(targetSize.height, 0))
    height.priority = verticalFittingPriority
    let fitting = [
      leftAnchor.constraint(equalTo: superview.leftAnchor, constant: oldFrame.minX),
      topAnchor.constraint(equalTo: superview.topAnchor, constant: oldFrame.minY), width, height,
    ]
    LayoutConstraint.activate(fitting)
    window.autoLayout.solve()
    let size = frame.size
    LayoutConstraint.deactivate(fitting)
    translatesAutoresizingMaskIntoConstraints = wasFixed
    frame = oldFrame
    window.autoLayout.setNeedsSolve()
    return size
  }
}

extension View {
  /// A cell's content view when it holds subviews laid out by constraints (what a cell's fitting
  /// size comes from); nil for other views.
  fileprivate var constrainedContentView: View? {
    let content = (self as? CollectionViewCell)?.contentView ?? (self as? TableViewCell)?.contentView
    guard let content, content.superview === self, window != nil,
      content.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints })
    else { return nil }
    return content
  }
}

extension View {
  /// The fitting size of a view with no superview and no window, measured in a scratch window of
  /// the target's size (the view is taken out again and keeps its frame); nil for a view in a
  /// hierarchy, or one with nothing laid out by constraints in its first two levels (a cell's
  /// content view's subviews count) answers nil (its ``sizeThatFits(_:)`` answers).
  fileprivate func detachedFittingSize(
    _ targetSize: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> CGSize? {
    guard window == nil, superview == nil, targetSize.width.isFinite, targetSize.height.isFinite,
      subviews.contains(where: { child in
        !child.translatesAutoresizingMaskIntoConstraints
          || child.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
      })
    else { return nil }
    let oldFrame = frame
    let scratch = Window(
      size: CGSize(
        width: max(targetSize.width, oldFrame.width, 1), height: max(targetSize.height, oldFrame.height, 1)),
      scale: Window.appScale, clock: Window.appClock)
    scratch.addSubview(self)
    frame = CGRect(origin: .zero, size: oldFrame.size)
    let size = systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    removeFromSuperview()
    frame = oldFrame
    return size
  }
}
