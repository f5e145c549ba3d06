import Inertia
import InertiaUIKit

extension ASDisplayNode {
  /// The view controller nearest to the node in the view hierarchy (Texture's
  /// `closestViewController`): the first view controller up its view's responder chain. Nil while
  /// the node's view is not loaded (reading it never loads the view) or is in no controller's view.
  public var closestViewController: UIViewController? {
    guard isNodeLoaded else { return nil }
    var responder: Responder? = view
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}
