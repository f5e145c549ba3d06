import Inertia
import InertiaUIKit

/// The view of a plain ``ASDisplayNode`` (Texture's `_ASDisplayView`): its layout pass lays the
/// node out, and it passes the touches it gets to its node's `touchesBegan`/`Moved`/`Ended`/
/// `Cancelled`, whose defaults pass them on to the view's next responder, as a view's own defaults
/// do.
@preconcurrency @MainActor
open class ASDisplayView: View {
  /// Traps: a node's view is made for its node (`init(node:)`), never from its class value
  /// (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View {
    fatalError("ASDisplayView is made with init(node:), not init(frame:)")
  }

  /// The node the view belongs to (weak: the node owns its view).
  public private(set) weak var node: ASDisplayNode?

  /// A view for `node`.
  public init(node: ASDisplayNode) {
    self.node = node
    super.init(frame: .zero)
  }

  /// The node, held while the view is in a view hierarchy (Texture's `keepalive_node`): a node
  /// whose view was added with `view.addSubnode(_:)` and that nothing else holds stays, as its view
  /// does.
  private var keptNode: ASDisplayNode?

  /// Holds the node while the view has a superview, and lets it go when the view leaves.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    keptNode = superview == nil ? nil : node
  }

  /// Entering a window, the node enters the hierarchy (Texture's `_ASDisplayView`; see
  /// ``ASDisplayNode/willEnterHierarchy()``).
  open override func willMove(toWindow newWindow: Window?) {
    super.willMove(toWindow: newWindow)
    node?.viewWillMove(toWindow: newWindow)
  }

  /// Leaving every window, the node leaves the hierarchy. Marks the view for layout when it moved
  /// to a window of another screen scale than the one its node placed its subnodes on, so its
  /// next pass places them on that window's pixels.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    node?.viewDidMove(toWindow: window)
    if node?.isPlacedOnAnotherScale == true { setNeedsLayout() }
  }

  /// Lays the node out at the view's frame when its layout is stale (after `setNeedsLayout()`, or
  /// when the view was resized from outside), as the layout pass of a Texture node's view does.
  /// As Texture's `__layout`, every pass of a loaded node ends with its ``ASDisplayNode/layout()``
  /// and ``ASDisplayNode/layoutDidFinish()`` hooks, also when the layout was current (a cell
  /// node measured and laid out before its view loaded hears them on its view's first pass).
  /// A pass over a current layout first puts the subnodes back at their frames in it, as
  /// Texture's `_layoutSublayouts` does on every pass (after a transition whose
  /// `animateLayoutTransition` moved only some subnodes, the next pass moves the others).
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let node else { return }
    if node.frame != frame { node.frame = frame }
    (node as? ASCellNode)?.checkSizeInList()
    if !node.layoutSpecsIfNeeded() {
      node.placeSubnodesAtCalculatedFrames()
      node.layout()
      node.layoutDidFinish()
    }
  }

  /// The view hit, as a view's; for a node that rasterizes its subtree
  /// (``ASDisplayNode/enableSubtreeRasterization()``), this view for any point in the subtree, as
  /// its subnodes are drawn into it in Texture.
  open override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    guard let hit, node?.rasterizesSubtree == true else { return hit }
    return self
  }

  /// Asks the node, as Texture's `_ASDisplayView` does (the view's own answer when the node is
  /// gone).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    node?.gestureRecognizerShouldBegin(gestureRecognizer)
      ?? super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Asks the node, so that its ``ASDisplayNode/hitTestSlop`` counts (the view's own test when
  /// the node is gone).
  open override func point(inside point: CGPoint, with event: Event?) -> Bool {
    node?.point(inside: point, with: event) ?? super.point(inside: point, with: event)
  }

  /// Tells the node after the view's own handling, as Texture's `_ASDisplayView` does: a node
  /// with ``ASDisplayNode/automaticallyRelayoutOnSafeAreaChanges`` lays itself out again.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    node?.safeAreaInsetsDidChange()
  }

  /// Asks the node (``ASDisplayNode/canBecomeFirstResponder()``), as Texture's view does.
  open override var canBecomeFirstResponder: Bool { node?.canBecomeFirstResponder() ?? false }

  /// Passes the touches to the node (or on, when the node is gone).
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if let node { node.touchesBegan(touches, with: event) } else { super.touchesBegan(touches, with: event) }
  }

  /// Passes the touches to the node (or on, when the node is gone).
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    if let node { node.touchesMoved(touches, with: event) } else { super.touchesMoved(touches, with: event) }
  }

  /// Passes the touches to the node (or on, when the node is gone).
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if let node { node.touchesEnded(touches, with: event) } else { super.touchesEnded(touches, with: event) }
  }

  /// Passes the touches to the node (or on, when the node is gone).
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    if let node {
      node.touchesCancelled(touches, with: event)
    } else {
      super.touchesCancelled(touches, with: event)
    }
  }
}
