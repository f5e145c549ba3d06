import Foundation

/// A content size solved from constraints, per axis (nil where constraints do not mention it).
struct SolvedContentSize: Equatable {
  var width: CGFloat?
  var height: CGFloat?
}

extension ScrollView: ScrollAreaGuides {
  /// A guide for the scroll view's frame: constraints to it stay fixed on screen while the
  /// content scrolls, zooms or bounces.
  public var frameLayoutGuide: LayoutGuide { scrollGuides.frame }

  /// A guide for the content area: origin zero, size ``contentSize``. When constraints
  /// determine its width or height, ``contentSize`` follows them (seed 003, spec section 13).
  public var contentLayoutGuide: LayoutGuide { scrollGuides.content }

  private var scrollGuides: (frame: LayoutGuide, content: LayoutGuide) {
    if let existing = scrollAreaGuides { return existing }
    let frame = LayoutGuide(
      identifier: "UIScrollView-frameLayoutGuide", owningView: self, binding: .insetBounds { _ in .zero })
    let content = LayoutGuide(
      identifier: "UIScrollView-contentLayoutGuide", owningView: self,
      binding: .contentArea(
        size: { [weak self] _ in self?.contentSize ?? .zero },
        apply: { [weak self] _, width, height in
          self?.contentSizeFromConstraints = SolvedContentSize(width: width, height: height)
        }))
    scrollAreaGuides = (frame, content)
    layoutGuides += [frame, content]
    return (frame, content)
  }

  /// ``contentSize`` was set from outside the engine (a program sizing its content by hand in
  /// `viewDidLayoutSubviews`). The last solution is stale: it must not be copied back over the new
  /// size at the next layout pass. The content guide's hold moves to the new size and the guide is
  /// solved and written again, so constraints that fix the size still win, and a size no
  /// constraint fixes (a header pinned to the top only) stays as the program set it, as in UIKit.
  func contentSizeSetFromOutside() {
    contentSizeFromConstraints = SolvedContentSize()
    guard let guide = scrollAreaGuides?.content, let window, window.autoLayoutStarted else { return }
    let engine = window.autoLayout
    guard let state = engine.items[ObjectIdentifier(guide)] else { return }
    engine.enqueueRefresh(state)
    engine.enqueueWrite(state)
    engine.needsSolve = true
  }

  /// Sets ``contentSize`` from the solved content guide, and from the subviews' bounding box on
  /// the other axes when ``contentSizeFollowsSubviews`` is on.
  func updateContentSizeFromLayout() {
    let solved = contentSizeFromConstraints
    var size = contentSize
    if contentSizeFollowsSubviews && (solved.width == nil || solved.height == nil) {
      var extent = CGSize.zero
      for subview in subviews
      where subview !== verticalIndicator && subview !== horizontalIndicator && subview !== refreshControl {
        subview.layoutIfNeeded()
        extent.width = max(extent.width, subview.frame.maxX)
        extent.height = max(extent.height, subview.frame.maxY)
      }
      size = extent
    }
    if let width = solved.width { size.width = width }
    if let height = solved.height { size.height = height }
    if size != contentSize {
      isApplyingSolvedContentSize = true
      contentSize = size
      isApplyingSolvedContentSize = false
    }
  }
}
