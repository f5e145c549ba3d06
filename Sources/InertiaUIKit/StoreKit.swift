import Foundation
import Inertia

// StoreKit's product page for programs that open one from a list (CollectionViewShelfLayout's App
// Store demo presents it for the app tapped). Linux has no store: the page is an empty view
// controller whose product fails to load. `inertia port` turns `import StoreKit` into
// InertiaUIKit.

/// The key of a product's App Store identifier in ``SKStoreProductViewController``'s parameters
/// (SKStoreProductParameterITunesItemIdentifier).
public let SKStoreProductParameterITunesItemIdentifier = "id"

/// Told when the person closes a product page (SKStoreProductViewControllerDelegate). The method
/// has a default (it is optional in StoreKit).
@preconcurrency @MainActor
public protocol SKStoreProductViewControllerDelegate: AnyObject {
  /// The page was closed; the presenter dismisses it.
  func productViewControllerDidFinish(_ viewController: SKStoreProductViewController)
}

extension SKStoreProductViewControllerDelegate {
  /// Does nothing.
  public func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {}
}

/// The App Store's product page (SKStoreProductViewController), without a store: presenting it
/// shows an empty page, and ``loadProduct(withParameters:completionBlock:)`` reports on the next
/// turn of the main queue that nothing loaded (false, `URLError.notConnectedToInternet`).
///
/// See also: ``SKStoreProductViewControllerDelegate``.
@preconcurrency @MainActor
open class SKStoreProductViewController: ViewController {
  /// Makes an `SKStoreProductViewController` from its class value (overrides `ViewController.makeFromClass()`).
  open override class func makeFromClass() -> ViewController { SKStoreProductViewController() }

  /// Told when the page is closed. Weak.
  public weak var delegate: SKStoreProductViewControllerDelegate?
  /// The parameters of the last load, as given.
  public private(set) var productParameters: [String: Any] = [:]

  /// Loads the product `parameters` name (see the type's description).
  open func loadProduct(
    withParameters parameters: [String: Any], completionBlock: ((Bool, Error?) -> Void)? = nil
  ) {
    productParameters = parameters
    MainQueue.async { completionBlock?(false, URLError(.notConnectedToInternet)) }
  }
}
