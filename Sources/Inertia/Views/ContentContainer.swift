import Foundation

/// What a container asks of the controllers it holds (UIKit's `UIContentContainer`): their
/// preferred sizes, and the size changes and transitions they go through.
/// ``ViewController`` adopts it; a container calls these on its children.
@preconcurrency @MainActor
public protocol ContentContainer: AnyObject {
  /// The size the container's content would like (UIKit's `preferredContentSize`).
  var preferredContentSize: CGSize { get }
  /// Called when the ``preferredContentSize`` of `container`, a child, changes.
  func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer)
  /// Called when the Auto Layout fitting size of `container`, a child, changes.
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer)
  /// The size to give `container`, a child, inside a parent of `parentSize`.
  func size(
    forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize
  )
    -> CGSize
  /// Called before the container's view is resized to `size`.
  func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator)
  /// Called before the container's traits change to `newCollection`.
  func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator)
}

extension ViewController: ContentContainer {}
