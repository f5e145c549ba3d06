import Inertia
import InertiaUIKit

/// Texture's ASDKViewController: a view controller whose view is its node's view. Before the
/// root view lays out its subviews, the node takes the view's frame and is laid out at exactly
/// that size (`layoutSpecThatFits(_:)` gets the view's size as its range, on every pass that
/// changes it), so its subnodes are placed before the view's subviews lay out, as Texture's
/// `viewWillLayoutSubviews` does. Override `viewWillLayoutSubviews()` calling super to keep this.
///
/// Subclass it specialised by the node type, as on iOS:
/// `class FeedController: ASDKViewController<ASDisplayNode> { init() { super.init(node: ...) } }`.
@preconcurrency @MainActor
open class ASDKViewController<DisplayNodeType: ASDisplayNode>: ViewController {
  /// Makes an `ASDKViewController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { ASDKViewController() }

  /// The node whose view is the controller's view; nil for a controller made with `init()`.
  open private(set) var node: DisplayNodeType!

  /// The node's interface state (Texture's controller answers its node's); none without a node.
  public var interfaceState: ASInterfaceState { node?.interfaceState ?? [] }

  /// A controller whose view is `node`'s view.
  public init(node: DisplayNodeType) {
    self.node = node
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller without a node: its view is a plain view (Texture 3's designated `init`, so a
  /// subclass's `init()` says `override`).
  public init() {
    node = nil
    super.init(nibName: nil, bundle: nil)
  }

  /// There are no archives here: returns nil, as ``Inertia/ViewController/init(coder:)``.
  public required init?(coder: NSCoder) {
    node = nil
    super.init(coder: coder)
  }

  /// The node's view becomes the controller's view (a plain view without a node). As Texture's,
  /// the plain view UIKit would make (the screen's size) is made first and the node takes its frame
  /// and autoresizing mask, so `viewDidLoad` reads the view at the screen's size, not zero.
  open override func loadView() {
    super.loadView()
    guard let node, let plain = viewIfLoaded else { return }
    node.frame = plain.frame
    let loaded = node.view
    loaded.autoresizingMask = plain.autoresizingMask
    view = loaded
    propagateTraitCollection()
  }

  /// Propagates the view's traits when their container's size or their display scale is no longer
  /// the view's (Texture compares the size; the scale changes when the view joins a window), lays
  /// the node out at the view's size, then places its subnodes.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if let node, let view = viewIfLoaded, let traits = node.assignedTraitCollection,
      traits.containerSize != view.bounds.size
        || traits.displayScale != (view.window?.screenScale ?? traits.displayScale)
    {
      propagateTraitCollection()
    }
    layoutNodeToView()
  }

  /// Propagates the view's new traits to the node and the nodes below it (a new interface style).
  /// Call super when overriding.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    propagateTraitCollection()
  }

  /// Gives the node, and every node below it, the view's traits with the view's size as their
  /// container's (Texture's `propagateNewTraitCollection:`, from `loadView` so that `viewDidLoad`
  /// and its subnodes have traits, before each layout pass whose size differs, and when the traits
  /// change); nothing when the node has them already.
  private func propagateTraitCollection() {
    guard let node, let view = viewIfLoaded else { return }
    var traits = ASPrimitiveTraitCollectionFromUITraitCollection(view.traitCollection)
    traits.containerSize = view.bounds.size
    guard traits != node.assignedTraitCollection else { return }
    ASTraitCollectionPropagateDown(node, traits)
  }

  /// The range the node is measured within before each layout pass (Texture's
  /// `nodeConstrainedSize`). Default: exactly the view's bounds size. Another range (an unbounded
  /// height, say) gives the node its layout only when that layout has the view's size: otherwise
  /// the node's layout pass measures it at its bounds, as Texture's does
  /// (`_u_measureNodeWithBoundsIfNecessary` applies a pending layout of the bounds' size only, and
  /// measures again within exactly the bounds), so the bounds win.
  open func nodeConstrainedSize() -> ASSizeRange {
    ASSizeRange(exactly: viewIfLoaded?.bounds.size ?? .zero)
  }

  private func layoutNodeToView() {
    guard let node, let view = viewIfLoaded else { return }
    if node.frame != view.frame { node.frame = view.frame }
    let range = nodeConstrainedSize()
    let bounds = ASSizeRange(exactly: node.frame.size)
    if range == bounds {
      node.layoutSpecsIfNeeded()
    } else {
      let pending = node.calculateLayoutThatFits(range)
      node.layoutIfNeeded(within: pending.size == node.frame.size ? range : bounds)
    }
  }
}

/// Texture 2's ASViewController, renamed ASDKViewController in Texture 3. It behaves as
/// ``ASDKViewController``; only its initializers differ as Texture 2's did: `init(node:)` is
/// designated and `init()` is not, so a subclass declares its own `init()` without `override`
/// (`class Feed: ASViewController<ASTableNode> { init() { super.init(node: ASTableNode()) } }`).
/// Texture 2 marked no initializer designated, so Swift saw UIViewController's
/// `init(nibName:bundle:)` on it too: a subclass declaring no initializer of its own inherits
/// them all, `init()` included (`TAMineVC()` is a controller without a node).
@preconcurrency @MainActor
open class ASViewController<DisplayNodeType: ASDisplayNode>: ASDKViewController<DisplayNodeType> {
  /// Makes an `ASViewController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { ASViewController() }

  /// A controller whose view is `node`'s view.
  public override init(node: DisplayNodeType) {
    super.init(node: node)
  }

  /// A controller without a node, its view a plain view, as Texture 2's `initWithNibName:bundle:`
  /// (there are no nibs here: both arguments are ignored).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// A controller without a node: its view is a plain view.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// There are no archives here: returns nil, as ``ASDKViewController/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// Texture's ASNavigationController: a navigation controller (Texture's adds visibility depth).
public typealias ASNavigationController = UINavigationController
/// Texture 3's name for ``ASNavigationController``: a navigation controller.
public typealias ASDKNavigationController = UINavigationController
/// Texture's ASTabBarController: a tab bar controller (Texture's adds visibility depth).
public typealias ASTabBarController = UITabBarController
/// Texture 3's name for ``ASTabBarController``: a tab bar controller.
public typealias ASDKTabBarController = UITabBarController
