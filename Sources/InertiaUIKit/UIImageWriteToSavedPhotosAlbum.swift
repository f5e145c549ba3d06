import Foundation
import Inertia

/// The images saved with ``UIImageWriteToSavedPhotosAlbum(_:_:_:_:)`` in this run, oldest first
/// (there is no photo library on Linux; a host or a test reads them here).
@MainActor package var savedPhotosAlbum: [UIImage] = []

/// Saves `image` to the photo album (UIKit's function): here the album is
/// ``savedPhotosAlbum``, kept in memory for the run. The completion selector
/// (`image:didFinishSavingWithError:contextInfo:`) is sent to a responder target that answers it,
/// on the next turn of the main queue, with no error, as iOS calls it once the photo is saved.
@preconcurrency @MainActor
public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
  _ contextInfo: UnsafeMutableRawPointer?
) {
  savedPhotosAlbum.append(image)
  guard let target = completionTarget as? Responder, let selector = completionSelector else { return }
  MainQueue.async { _ = target.perform(selector, sender: image, event: nil) }
}
