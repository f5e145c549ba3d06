import Inertia

/// Texture's ASInterfaceStateDelegate: an object told what happens to a node it watches (added
/// with ``ASDisplayNode/add(_:)``): its interface state changing as a list scrolls it through the
/// preload, display and visible ranges, its view loading, its layout finishing, its contents
/// finishing drawing. Texture 2 sends these from ASDisplayNode's own hooks, so a subclass that
/// overrides one (`didEnterVisibleState()`, `layout()`, ...) calls super to keep them coming.
///
/// See also: ``ASDisplayNode/remove(_:)``, ``ASInterfaceState``.
@MainActor
public protocol ASInterfaceStateDelegate: AnyObject {
  /// Some part of the node's interface state changed, from `oldState` to `newState`; sent after
  /// the enter and exit calls of the same change.
  func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState)
  /// The node came on screen.
  func didEnterVisibleState()
  /// The node went off screen.
  func didExitVisibleState()
  /// The node entered the display range (its contents are drawn).
  func didEnterDisplayState()
  /// The node left the display range.
  func didExitDisplayState()
  /// The node entered the preload range (time to fetch its data).
  func didEnterPreloadState()
  /// The node left the preload range.
  func didExitPreloadState()
  /// The node's layout was applied (sent from the node's `layout()`).
  func nodeDidLayout()
  /// The node's view loaded (sent after its `didLoad()`).
  func nodeDidLoad()
  /// The node and its subnodes finished drawing their contents. Contents draw synchronously
  /// here, so this comes as the node enters the display range.
  func hierarchyDisplayDidFinish()
  /// The node's view entered a window's hierarchy (optional; default nothing).
  func didEnterHierarchy()
  /// The node's view left a window's hierarchy (optional; default nothing).
  func didExitHierarchy()
}

extension ASInterfaceStateDelegate {
  /// Optional in Texture: nothing by default.
  public func didEnterHierarchy() {}
  /// Optional in Texture: nothing by default.
  public func didExitHierarchy() {}
}

/// Every node is an interface-state delegate, as Texture's ASDisplayNode (Subclassing) adopts
/// the protocol: a node may watch another.
extension ASDisplayNode: ASInterfaceStateDelegate {}

/// A delegate held weakly, as Texture keeps its (at most four) interface-state delegates.
struct ASWeakInterfaceStateDelegate {
  weak var delegate: (any ASInterfaceStateDelegate)?
}

extension ASDisplayNode {
  /// The most delegates a node keeps, as Texture's `AS_MAX_INTERFACE_STATE_DELEGATES`; a fifth
  /// is not added.
  public static let maximumInterfaceStateDelegates = 4

  /// Adds `interfaceStateDelegate` to the objects told of the node's interface state, its view
  /// loading and its layout (Texture's `addInterfaceStateDelegate:`), held weakly. Adding one
  /// already added, or a fifth, does nothing.
  public func add(_ interfaceStateDelegate: any ASInterfaceStateDelegate) {
    interfaceStateDelegateBoxes.removeAll { $0.delegate == nil }
    guard !interfaceStateDelegateBoxes.contains(where: { $0.delegate === interfaceStateDelegate }),
      interfaceStateDelegateBoxes.count < Self.maximumInterfaceStateDelegates
    else { return }
    interfaceStateDelegateBoxes.append(ASWeakInterfaceStateDelegate(delegate: interfaceStateDelegate))
  }

  /// Stops telling `interfaceStateDelegate` (Texture's `removeInterfaceStateDelegate:`).
  public func remove(_ interfaceStateDelegate: any ASInterfaceStateDelegate) {
    interfaceStateDelegateBoxes.removeAll { $0.delegate == nil || $0.delegate === interfaceStateDelegate }
  }

  /// Sends `message` to each delegate still alive, in the order they were added.
  func enumerateInterfaceStateDelegates(_ message: (any ASInterfaceStateDelegate) -> Void) {
    guard !interfaceStateDelegateBoxes.isEmpty else { return }
    for box in interfaceStateDelegateBoxes {
      if let delegate = box.delegate { message(delegate) }
    }
  }
}
