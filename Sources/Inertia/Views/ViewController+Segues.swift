import Foundation

/// A transition between two view controllers (UIStoryboardSegue). Storyboards do not exist here,
/// so no segue is made from one; code may create one and call ``perform()``, which shows the
/// destination as its source's navigation controller pushes (or, without one, presents) it.
@preconcurrency @MainActor
open class StoryboardSegue {
  /// The identifier (nil for a segue made without one).
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: ViewController
  /// The controller the segue shows.
  public let destination: ViewController

  /// A segue from `source` to `destination`.
  public init(identifier: String?, source: ViewController, destination: ViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Shows the destination: pushed on the source's navigation stack, else presented.
  open func perform() {
    if let navigation = source.navigationController {
      navigation.pushViewController(destination, animated: true)
    } else {
      source.present(destination, animated: true)
    }
  }
}

/// Segues (UIViewController.performSegue / prepare(for:sender:)). Without storyboards no
/// controller has segues: ``performSegue(withIdentifier:sender:)`` reports that on standard error
/// and does nothing (UIKit raises "Receiver has no segue with identifier"), so ``prepare(for:sender:)``
/// runs only for segues code performs through ``perform(_:sender:)``.
extension ViewController {
  /// Performs the storyboard segue `identifier`: there are none, so it reports and does nothing.
  public func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
    FileHandle.standardError.write(
      Data(
        "performSegue: \(type(of: self)) has no segue with identifier \"\(identifier)\" (no storyboards)\n"
          .utf8))
  }

  /// Performs `segue` made in code: ``prepare(for:sender:)`` first, then the segue.
  public func perform(_ segue: StoryboardSegue, sender: Any?) {
    prepare(for: segue, sender: sender)
    segue.perform()
  }
}
