import Inertia

/// A node's view entering and leaving a window (Texture's `__enterHierarchy` and
/// `__exitHierarchy`, driven by its node views' `willMoveToWindow:` and `didMoveToWindow`).
///
/// A node whose view enters a window enters the hierarchy, then each of its subnodes does, depth
/// first; it leaves likewise. A node that is not range-managed (outside every list's rows and
/// items: a controller's node, a node in a scroll node or a plain view, a collection's
/// supplementary node) takes every interface state as it enters (Texture's
/// ASInterfaceStateInHierarchy: visible, display, preload, measure layout) and none as it leaves;
/// leaving does not report `didExitPreloadState`, as Texture keeps the data of such nodes. The
/// rows and items of a list keep the states their range controller gives them, except that one
/// whose view left every window while visible loses the visible state on the next turn of the
/// main queue if it is still out of a window then (Texture's `didExitHierarchy`: a deleted row,
/// a row's view taken out), keeping display and preload until its range controller updates it.
extension ASDisplayNode {
  /// Whether a list's range controller gives the node its interface state: the node is the row
  /// or item node a list made (still in it or deleted from it), or inside one (Texture's
  /// range-managed hierarchy state). A collection's supplementary nodes are not.
  var supportsRangeManagedInterfaceState: Bool {
    var node: DisplayNode? = self
    while let current = node {
      if let cell = current as? ASCellNode, cell.isRangeManaged { return true }
      node = current.supernode
    }
    return false
  }

  /// The node's view will move to `newWindow`: entering a window, the node enters the hierarchy.
  func viewWillMove(toWindow newWindow: Window?) {
    if newWindow != nil, !isInHierarchy { enterHierarchy() }
  }

  /// The node's view moved to `window`: out of every window, the node leaves the hierarchy.
  func viewDidMove(toWindow window: Window?) {
    if window == nil, isInHierarchy { exitHierarchy() }
  }

  /// Enters the hierarchy: ``willEnterHierarchy()``, the subnodes, then ``didEnterHierarchy()``.
  func enterHierarchy() {
    guard !isInHierarchy else { return }
    isInHierarchy = true
    willEnterHierarchy()
    for case let subnode as ASDisplayNode in subnodes { subnode.enterHierarchy() }
    didEnterHierarchy()
  }

  /// Leaves the hierarchy: ``didExitHierarchy()``, then the subnodes.
  func exitHierarchy() {
    guard isInHierarchy else { return }
    isInHierarchy = false
    didExitHierarchy()
    for case let subnode as ASDisplayNode in subnodes { subnode.exitHierarchy() }
  }

  /// Gives a node that is not range-managed every interface state (its own, not its subnodes').
  func enterOwnHierarchyState() {
    guard !supportsRangeManagedInterfaceState else { return }
    setOwnInterfaceState(.inHierarchy, reportsPreloadExit: false)
  }

  /// Takes every interface state from a node that is not range-managed, without reporting the
  /// preload exit. A range-managed node that is visible loses the visible state alone, on the
  /// next turn of the main queue, if its view is still out of every window and it is still
  /// visible then (a view moved between windows in one turn keeps its states).
  func exitOwnHierarchyState() {
    guard supportsRangeManagedInterfaceState else {
      setOwnInterfaceState([], reportsPreloadExit: false)
      return
    }
    guard interfaceState.contains(.visible) else { return }
    MainQueue.async { [self] in
      guard !isInHierarchy, interfaceState.contains(.visible) else { return }
      setOwnInterfaceState(interfaceState.subtracting(.visible), reportsPreloadExit: true)
    }
  }
}
