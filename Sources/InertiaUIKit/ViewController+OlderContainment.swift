import Inertia

// The containment callbacks' names before Swift 4.2, which Swift 4.0 projects still call.
extension ViewController {
  /// UIKit's older name for ``Inertia/ViewController/willMove(toParent:)``.
  public func willMove(toParentViewController parent: ViewController?) { willMove(toParent: parent) }
  /// UIKit's older name for ``Inertia/ViewController/didMove(toParent:)``.
  public func didMove(toParentViewController parent: ViewController?) { didMove(toParent: parent) }
}
